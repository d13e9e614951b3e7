package io.github.gridgames.cli;

import static java.util.Objects.requireNonNull;

import java.time.Duration;

/**
 * What {@code bench} measured: random playouts played one after the other on one thread.
 *
 * @param playouts the playouts completed
 * @param moves the moves played in them
 * @param elapsed the time they took
 */
record BenchResult(long playouts, long moves, Duration elapsed) {

  /**
   * Creates a result.
   *
   * @param playouts the playouts
   * @param moves the moves
   * @param elapsed the time
   */
  BenchResult {
    requireNonNull(elapsed, "elapsed");
  }

  /**
   * Returns the playouts per second.
   *
   * @return the rate
   */
  double playoutsPerSecond() {
    return playouts / seconds();
  }

  /**
   * Returns the moves per second.
   *
   * @return the rate
   */
  double movesPerSecond() {
    return moves / seconds();
  }

  private double seconds() {
    return Math.max(1e-9, elapsed.toNanos() / 1e9);
  }
}
