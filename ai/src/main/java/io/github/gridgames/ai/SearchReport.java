package io.github.gridgames.ai;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Move;
import java.time.Duration;

/**
 * What one search of an agent found: the move it chose and how it got there.
 *
 * @param move the chosen move, legal in the searched state
 * @param value the chosen move's value for the player to move, in the agent's own scale (see
 *     {@link AlphaBetaAgent#search} and {@link MctsAgent#search})
 * @param depth how deep the search looked: the last completed iteration of alpha-beta, or the
 *     deepest tree node of Monte Carlo tree search
 * @param work the work units spent: nodes for alpha-beta, playouts for Monte Carlo tree search
 * @param exact whether the value is the exact game value: the search reached the end of the game
 *     on every line that matters, or proved a win or loss
 * @param elapsed the wall-clock time of the search
 * @param <M> the move type
 */
record SearchReport<M extends Move>(
    M move, double value, int depth, long work, boolean exact, Duration elapsed) {

  /**
   * Creates a report.
   *
   * @param move the chosen move
   * @param value the value
   * @param depth the depth reached, not negative
   * @param work the work spent, not negative
   * @param exact whether the value is exact
   * @param elapsed the time spent
   * @throws IllegalArgumentException if {@code depth} or {@code work} is negative
   * @throws NullPointerException if {@code move} or {@code elapsed} is null
   */
  SearchReport {
    requireNonNull(move, "move");
    requireNonNull(elapsed, "elapsed");
    checkArgument(depth >= 0, "depth must be >= 0, got %s", depth);
    checkArgument(work >= 0, "work must be >= 0, got %s", work);
  }
}
