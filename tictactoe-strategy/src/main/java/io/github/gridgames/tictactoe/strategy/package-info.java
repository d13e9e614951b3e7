/**
 * Strategy for the m,n,k-games: {@link io.github.gridgames.tictactoe.strategy.MnkSolver}, the exact
 * solver of a game (threats, symmetries, line-potential ordering), an {@link
 * io.github.gridgames.ai.Solver}; {@link io.github.gridgames.tictactoe.strategy.MnkPerfectAgent},
 * the agent that plays perfectly by it; {@link
 * io.github.gridgames.tictactoe.strategy.MnkThreatAgent}, the Gomoku player of large boards with
 * five or more in a row (threat-space search for forced wins by fours and threes, and against the
 * opponent's, then alpha-beta over the cells near the stones); the evaluation and move order of
 * the searches of the {@code ai} module, which read fours and double threats so that their
 * alpha-beta search never ignores the opponent's four or open three ({@link
 * io.github.gridgames.tictactoe.strategy.MnkOrdering} says exactly how); and the {@linkplain
 * io.github.gridgames.tictactoe.strategy.CanonicalTableKey canonical form} of a position under the
 * board's symmetries, a table key for the generic solver. {@link
 * io.github.gridgames.tictactoe.strategy.MnkStrategies} names the agents for {@link
 * io.github.gridgames.ai.GameAgents#of} and gives the solver to {@link
 * io.github.gridgames.ai.Solver#of}. The package is the artifact {@code
 * gridgames-tictactoe-strategy} (module {@code io.github.gridgames.tictactoe.strategy}), apart from
 * the rules in {@code gridgames-tictactoe}.
 */
@CheckReturnValue
@NullMarked
package io.github.gridgames.tictactoe.strategy;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
