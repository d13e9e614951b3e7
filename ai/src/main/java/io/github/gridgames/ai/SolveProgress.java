package io.github.gridgames.ai;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import java.time.Duration;

/**
 * How far a running solve has got, for a progress display: the nodes searched, the time, and the
 * bounds of the value proven so far where the solver knows them.
 *
 * <p>The bounds are on the scale of {@link SolveResult#value()}, for the player to move in the
 * position being solved; a solver that tests "is the value at least t?" (MTD(f), null windows)
 * raises the lower bound or lowers the upper bound with each test until they meet. A bound of
 * {@link Integer#MIN_VALUE} or {@link Integer#MAX_VALUE} means the solver reports none (as in
 * {@link MoveBounds}): the generic {@link AlphaBetaSolver} reports no bounds; the dedicated solvers of the
 * games (Dots and Boxes, m,n,k) do, and send one last report with the bounds they proved when
 * their budget ends a solve before the value is known.
 *
 * @param nodes the nodes searched so far
 * @param elapsed the time since the solve started
 * @param lower the least value the position can have, as proven so far
 * @param upper the greatest value the position can have, as proven so far
 */
public record SolveProgress(long nodes, Duration elapsed, int lower, int upper) {

  /**
   * Creates a progress report.
   *
   * @param nodes the nodes searched so far, not negative
   * @param elapsed the time since the solve started
   * @param lower the lower bound of the value, or {@link Integer#MIN_VALUE} if none is known
   * @param upper the upper bound of the value, or {@link Integer#MAX_VALUE} if none is known
   * @throws IllegalArgumentException if {@code nodes} is negative or {@code lower > upper}
   * @throws NullPointerException if {@code elapsed} is null
   */
  public SolveProgress {
    requireNonNull(elapsed, "elapsed");
    checkArgument(nodes >= 0, "nodes must be >= 0, got %s", nodes);
    checkArgument(lower <= upper, "lower bound %s is above upper bound %s", lower, upper);
  }

  /**
   * Creates a progress report without bounds.
   *
   * @param nodes the nodes searched so far, not negative
   * @param elapsed the time since the solve started
   * @throws IllegalArgumentException if {@code nodes} is negative
   * @throws NullPointerException if {@code elapsed} is null
   */
  public SolveProgress(long nodes, Duration elapsed) {
    this(nodes, elapsed, Integer.MIN_VALUE, Integer.MAX_VALUE);
  }

  /**
   * Returns whether the report carries a bound of the value.
   *
   * @return whether {@link #lower()} or {@link #upper()} is a proven bound
   */
  public boolean hasBounds() {
    return lower != Integer.MIN_VALUE || upper != Integer.MAX_VALUE;
  }

  /**
   * Returns the nodes searched per second so far.
   *
   * @return the rate, 0 before the first microsecond
   */
  public double nodesPerSecond() {
    long micros = elapsed.toNanos() / 1000;
    return micros == 0 ? 0 : nodes * 1e6 / micros;
  }
}
