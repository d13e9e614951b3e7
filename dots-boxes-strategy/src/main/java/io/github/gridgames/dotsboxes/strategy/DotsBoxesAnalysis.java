package io.github.gridgames.dotsboxes.strategy;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.ai.MoveBounds;
import io.github.gridgames.dotsboxes.Edge;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * The value of every legal line of a position, as far as {@link DotsBoxesSolver#analyse} found it
 * within its budget: per line an exact value or bounds (see {@link MoveBounds}), and the
 * lines proven best.
 *
 * @param moves every legal line with its value or bounds, in edge-index order; empty when the game
 *     is over
 * @param nodes the number of positions searched
 * @param millis the wall-clock time of the analysis in milliseconds
 */
public record DotsBoxesAnalysis(List<MoveBounds<Edge>> moves, long nodes, long millis) {

  /**
   * Checks and copies the parts.
   *
   * @param moves the lines and their values
   * @param nodes the positions searched, at least 0
   * @param millis the elapsed milliseconds, at least 0
   * @throws IllegalArgumentException if nodes or millis is negative
   * @throws NullPointerException if {@code moves} is or holds null
   */
  public DotsBoxesAnalysis {
    moves = List.copyOf(requireNonNull(moves, "moves"));
    checkArgument(nodes >= 0 && millis >= 0, "nodes and millis must be >= 0, got %s and %s",
        nodes, millis);
  }

  /**
   * Returns whether every line's value is exact.
   *
   * @return whether the analysis is complete
   */
  public boolean complete() {
    return moves.stream().allMatch(MoveBounds::isExact);
  }

  /**
   * Returns the value of the position for the player to move when it is known: the best value of
   * its lines (0 when the game is over).
   *
   * @return the value, or empty when the bounds of the best lines leave it open
   */
  public OptionalInt value() {
    if (moves.isEmpty()) {
      return OptionalInt.of(0);
    }
    int lower = Integer.MIN_VALUE;
    int upper = Integer.MIN_VALUE;
    for (MoveBounds<Edge> m : moves) {
      lower = Math.max(lower, m.lower());
      upper = Math.max(upper, m.upper());
    }
    return lower == upper ? OptionalInt.of(lower) : OptionalInt.empty();
  }

  /**
   * Returns the lines proven best: those whose lower bound is at least the upper bound of every
   * other line. When every value is exact, these are the lines whose value is the value of the
   * position.
   *
   * @return the best lines in edge-index order; empty when none is proven yet or the game is over
   */
  public List<Edge> bestMoves() {
    List<Edge> best = new ArrayList<>();
    for (MoveBounds<Edge> m : moves) {
      boolean proven = true;
      for (MoveBounds<Edge> other : moves) {
        if (other != m && other.upper() > m.lower()) {
          proven = false;
          break;
        }
      }
      if (proven) {
        best.add(m.move());
      }
    }
    return best;
  }
}
