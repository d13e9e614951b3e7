/**
 * Strategy for the m,n,k-games: {@link io.github.gridgames.tictactoe.strategy.PerfectPlayer}, an
 * agent that plays perfectly by solving the position with the exact solver of the {@code ai}
 * module, its transposition table keyed by the {@linkplain
 * io.github.gridgames.tictactoe.strategy.CanonicalTableKey canonical form} of the position under
 * the board's symmetries.
 */
package io.github.gridgames.tictactoe.strategy;
