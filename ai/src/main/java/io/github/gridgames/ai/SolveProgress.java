package io.github.gridgames.ai;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import java.time.Duration;

/**
 * How far a running {@link Solver} has got, for a progress display.
 *
 * @param nodes the nodes searched so far
 * @param elapsed the time since the solve started
 */
public record SolveProgress(long nodes, Duration elapsed) {

  /**
   * Creates a progress report.
   *
   * @param nodes the nodes searched so far, not negative
   * @param elapsed the time since the solve started
   * @throws IllegalArgumentException if {@code nodes} is negative
   * @throws NullPointerException if {@code elapsed} is null
   */
  public SolveProgress {
    requireNonNull(elapsed, "elapsed");
    checkArgument(nodes >= 0, "nodes must be >= 0, got %s", nodes);
  }
}
