/**
 * N-in-a-row on an unbounded sparse board with the Manhattan-distance placement rule: the game
 * {@link io.github.gridgames.nrow.NRow}, its immutable states
 * {@link io.github.gridgames.nrow.NRowState}, its moves {@link io.github.gridgames.nrow.Point}
 * and its provider {@link io.github.gridgames.nrow.NRowProvider} for
 * {@link io.github.gridgames.core.Games#parse(String)}.
 */
package io.github.gridgames.nrow;
