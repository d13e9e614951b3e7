/**
 * Strategy for two-player Dots and Boxes with the extra-turn rule: an exact solver and agents.
 *
 * <ul>
 *   <li>{@link io.github.gridgames.dotsboxes.strategy.DotsBoxesSolver}: the exact net margin of
 *       the player to move over the remaining boxes, with chain and loop reductions, symmetry, a
 *       transposition table shared by several threads and null-window tests on the margin, on
 *       boards of at most 64 lines; it reports a
 *       {@link io.github.gridgames.dotsboxes.strategy.DotsBoxesSolver.Result} and, while it runs,
 *       {@link io.github.gridgames.dotsboxes.strategy.DotsBoxesSolver.Progress} reports. Its
 *       {@code analyse} gives the value of every legal line, exact or as bounds within a budget,
 *       and the lines proven best
 *       ({@link io.github.gridgames.dotsboxes.strategy.DotsBoxesSolver.Analysis}), for hints and
 *       explanations.
 *   <li>{@link io.github.gridgames.dotsboxes.strategy.GreedyDotsBoxesAgent}: the baseline that
 *       captures whenever it can and otherwise avoids giving a box.
 *   <li>{@link io.github.gridgames.dotsboxes.strategy.StrongDotsBoxesAgent}: exact play where the
 *       solver finishes within the budget, chain-aware play (long-chain parity, double-dealing,
 *       smallest sacrifices) elsewhere, on any board size.
 * </ul>
 *
 * <p>The strongest one plays the web game's machine turn in the {@code gridgames serve} server. {@link io.github.gridgames.dotsboxes.strategy.DotsBoxesStrategies} names
 * them for {@link io.github.gridgames.ai.Strategies#of}. The package is the artifact {@code
 * gridgames-dots-boxes-strategy} (module {@code io.github.gridgames.dotsboxes.strategy}), apart
 * from the rules in {@code gridgames-dots-boxes}.
 */
@CheckReturnValue
@NullMarked
package io.github.gridgames.dotsboxes.strategy;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
