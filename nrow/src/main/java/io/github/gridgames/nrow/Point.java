package io.github.gridgames.nrow;

import io.github.gridgames.core.Move;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A point of the N-in-a-row board, which is the whole {@code int} plane: the move that places a
 * stone there. Every pair of {@code int}s is a point; there are no points beyond
 * {@link Integer#MIN_VALUE} and {@link Integer#MAX_VALUE} (the plane ends there and does not wrap
 * around). Immutable; made by {@link #of(int, int)}.
 *
 * <p>The plane is drawn as in mathematics ({@link NRowState#render()}): {@code x} grows to the
 * right and {@code y} grows upwards.
 */
public final class Point implements Move {

  /** The origin, {@code 0,0}: the representative first move of every game. */
  public static final Point ORIGIN = new Point(0, 0);

  /** Marks a coordinate sum beyond the {@code int} range. */
  private static final long OUTSIDE = Long.MIN_VALUE;

  private final int x;
  private final int y;

  private Point(int x, int y) {
    this.x = x;
    this.y = y;
  }

  /**
   * Returns the point with the given coordinates. Every pair of {@code int}s is a point, so
   * nothing is refused.
   *
   * @param x the column, any {@code int}, growing to the right
   * @param y the row, any {@code int}, growing upwards
   * @return the point
   */
  public static Point of(int x, int y) {
    return x == 0 && y == 0 ? ORIGIN : new Point(x, y);
  }

  /**
   * Returns the column.
   *
   * @return {@code x}, growing to the right
   */
  public int x() {
    return x;
  }

  /**
   * Returns the row.
   *
   * @return {@code y}, growing upwards
   */
  public int y() {
    return y;
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

  /** Two points are equal when their coordinates are. */
  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof Point other && x == other.x && y == other.y;
  }

  /** Returns a hash of the coordinates. */
  @Override
  public int hashCode() {
    return 31 * x + y;
  }

  /**
   * Returns the point as {@code x,y}, its default notation ({@link NRow#comma()}), such as
   * {@code -3,7}.
   */
  @Override
  public String toString() {
    return x + "," + y;
  }
}
