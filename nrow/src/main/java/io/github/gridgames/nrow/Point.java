package io.github.gridgames.nrow;

import io.github.gridgames.core.Move;
import java.util.Optional;

/**
 * A point of the N-in-a-row board, which is the whole {@code int} plane: the move that places a
 * stone there. Every pair of {@code int}s is a point; there are no points beyond
 * {@link Integer#MIN_VALUE} and {@link Integer#MAX_VALUE} (the plane ends there and does not wrap
 * around).
 *
 * <p>By the convention of the board's {@linkplain NRowState#render() drawing}, {@code x} grows to
 * the right and {@code y} grows downwards.
 *
 * @param x the column, any {@code int}
 * @param y the row, any {@code int}
 */
public record Point(int x, int y) implements Move {

  /** The origin, {@code (0,0)}: the representative first move of every game. */
  public static final Point ORIGIN = new Point(0, 0);

  /** Marks a coordinate sum beyond the {@code int} range. */
  private static final long OUTSIDE = Long.MIN_VALUE;

  /**
   * Returns the point with the given coordinates.
   *
   * @param x the column
   * @param y the row
   * @return the point
   */
  public static Point of(int x, int y) {
    return x == 0 && y == 0 ? ORIGIN : new Point(x, y);
  }

  /**
   * Returns the Manhattan distance {@code |dx| + |dy|} to another point, computed exactly in
   * {@code long} arithmetic (it can exceed {@link Integer#MAX_VALUE}).
   *
   * @param other the other point
   * @return the distance, from 0 to {@code 2 * (2^32 - 1)}
   * @throws NullPointerException if {@code other} is null
   */
  public long manhattanDistance(Point other) {
    return Math.abs((long) x - other.x) + Math.abs((long) y - other.y);
  }

  /**
   * Returns the point {@code (x + dx, y + dy)} if it exists, that is if both coordinates stay
   * within the {@code int} range; the sums are exact (no overflow, no wrap-around).
   *
   * @param dx the change of {@code x}, any {@code long}
   * @param dy the change of {@code y}, any {@code long}
   * @return the moved point, or empty when it would lie beyond the end of the plane
   */
  public Optional<Point> plus(long dx, long dy) {
    long nx = offset(x, dx);
    long ny = offset(y, dy);
    if (nx == OUTSIDE || ny == OUTSIDE) {
      return Optional.empty();
    }
    return Optional.of(of((int) nx, (int) ny));
  }

  /** Returns {@code base + delta}, or {@link #OUTSIDE} when that is not an {@code int}. */
  private static long offset(int base, long delta) {
    if (delta > 0x1_0000_0000L || delta < -0x1_0000_0000L) {
      return OUTSIDE;
    }
    long sum = base + delta;
    return sum >= Integer.MIN_VALUE && sum <= Integer.MAX_VALUE ? sum : OUTSIDE;
  }

  /** Returns the point as {@code x,y}, its default notation, such as {@code -3,7}. */
  @Override
  public String toString() {
    return x + "," + y;
  }
}
