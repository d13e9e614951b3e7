package io.github.gridgames.dotsboxes.strategy;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.dotsboxes.Edge;
import java.util.Optional;

/**
 * What {@link DotsBoxesSolver} found for one position.
 *
 * <p>When the search finished ({@link #complete()}), {@link #margin()} is the exact value of the
 * position: the net number of the remaining boxes that the player to move takes more than the
 * opponent when both maximise their own margin; boxes already completed do not count. {@link
 * #bestMove()} is then a first line of an optimal turn (empty when the game is over). When the
 * search stopped at its node or time limit, the margin is 0 and there is no best move.
 *
 * @param complete whether the search finished, so that the margin is exact
 * @param margin the exact margin of the player to move over the remaining boxes, or 0 when
 *     incomplete
 * @param bestMove an optimal line for the player to move; empty when the game is over or the
 *     search is incomplete
 * @param nodes the number of positions searched
 * @param millis the wall-clock time of the search in milliseconds
 */
public record DotsBoxesSolveResult(
    boolean complete, int margin, Optional<Edge> bestMove, long nodes, long millis) {

  /**
   * Checks the parts.
   *
   * @param complete whether the search finished
   * @param margin the exact margin, or 0 when incomplete
   * @param bestMove an optimal line, or empty
   * @param nodes the positions searched, at least 0
   * @param millis the elapsed milliseconds, at least 0
   * @throws IllegalArgumentException if nodes or millis is negative, or an incomplete result has
   *     a margin other than 0 or a best move
   * @throws NullPointerException if {@code bestMove} is null
   */
  public DotsBoxesSolveResult {
    requireNonNull(bestMove, "bestMove");
    checkArgument(
        nodes >= 0 && millis >= 0, "nodes and millis must be >= 0, got %s and %s", nodes, millis);
    checkArgument(
        complete || (margin == 0 && bestMove.isEmpty()),
        "an incomplete result has margin 0 and no best move, got %s and %s",
        margin,
        bestMove);
  }

  /**
   * Returns the result of a finished search.
   *
   * @param margin the exact margin
   * @param bestMove an optimal line, or null when the game is over
   * @param nodes positions searched
   * @param millis elapsed milliseconds
   * @return the result
   */
  static DotsBoxesSolveResult solved(int margin, Edge bestMove, long nodes, long millis) {
    return new DotsBoxesSolveResult(true, margin, Optional.ofNullable(bestMove), nodes, millis);
  }

  /**
   * Returns the result of a search stopped by its limits.
   *
   * @param nodes positions searched
   * @param millis elapsed milliseconds
   * @return the result
   */
  static DotsBoxesSolveResult incomplete(long nodes, long millis) {
    return new DotsBoxesSolveResult(false, 0, Optional.empty(), nodes, millis);
  }
}
