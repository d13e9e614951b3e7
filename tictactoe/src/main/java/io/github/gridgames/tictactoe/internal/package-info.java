/**
 * Implementation helpers shared by the rules package and the engine package: Zobrist keys, bit
 * selection, win masks and the access the engine needs to build states. Not exported by the
 * module; not API.
 */
package io.github.gridgames.tictactoe.internal;
