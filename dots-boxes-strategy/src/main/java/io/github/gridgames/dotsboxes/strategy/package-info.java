/**
 * Strategy for two-player Dots and Boxes with the extra-turn rule: an exact solver and agents.
 *
 * <ul>
 *   <li>{@link io.github.gridgames.dotsboxes.strategy.DotsBoxesSolver}: the exact net margin of
 *       the player to move over the remaining boxes, with chain and loop reductions, symmetry, a
 *       transposition table shared by several threads and null-window tests on the margin, on
 *       boards of at most 64 lines. It is an {@link io.github.gridgames.ai.Solver}: its {@code
 *       solve} answers a {@link io.github.gridgames.ai.SolveResult} (with {@link
 *       io.github.gridgames.ai.SolveProgress} reports on the way), its {@code analyse} the value of
 *       every legal line as {@link io.github.gridgames.ai.MoveBounds}, exact or as bounds within a
 *       budget, for hints and explanations.
 *   <li>{@link io.github.gridgames.dotsboxes.strategy.DotsBoxesGreedyAgent}: the baseline that
 *       captures whenever it can and otherwise avoids giving a box.
 *   <li>{@link io.github.gridgames.dotsboxes.strategy.DotsBoxesRuleAgent}: a rule-based player of
 *       the kind found in desktop games: captures, no third sides while a safe line exists,
 *       smallest sacrifices first, double-dealing to keep control.
 *   <li>{@link io.github.gridgames.dotsboxes.strategy.DotsBoxesStrongAgent}: exact play where the
 *       solver finishes within the budget, chain-aware play (the long-chain parity fought over by
 *       a Monte Carlo search over the safe lines, double-dealing, openings searched on the board)
 *       elsewhere, on any board size.
 * </ul>
 *
 * <p>{@link io.github.gridgames.dotsboxes.strategy.DotsBoxesStrategies} names the agents for {@link
 * io.github.gridgames.ai.GameAgents#of} and gives the solver to {@link
 * io.github.gridgames.ai.Solver#of}. The package is the artifact {@code
 * gridgames-dots-boxes-strategy} (module {@code io.github.gridgames.dotsboxes.strategy}), apart
 * from the rules in {@code gridgames-dots-boxes}.
 */
@CheckReturnValue
@NullMarked
package io.github.gridgames.dotsboxes.strategy;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
