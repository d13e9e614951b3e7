/**
 * The fast path of the m,n,k-games for bots and search: {@link
 * io.github.gridgames.tictactoe.engine.MnkEngine}, a mutable position with {@code int} cells, play
 * and undo in place, bitboard win tests and allocation-free random playouts, under exactly the
 * rules of the immutable {@link io.github.gridgames.tictactoe.MnkState}.
 */
package io.github.gridgames.tictactoe.engine;
