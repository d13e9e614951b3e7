package io.github.gridgames.nrow.engine;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.nrow.Point;

/**
 * Points of the N-in-a-row plane packed into one {@code long}, the move type of
 * {@link NRowEngine}: {@code x} in the high 32 bits, {@code y} in the low 32 bits. Every
 * {@code long} is the packing of exactly one point, so packing is a bijection between points and
 * {@code long}s; nothing is rejected.
 */
public final class PackedPoint {

  private PackedPoint() {}

  /**
   * Packs a point given by its coordinates.
   *
   * @param x the column, any {@code int}
   * @param y the row, any {@code int}
   * @return {@code ((long) x << 32) | (y & 0xFFFF_FFFFL)}
   */
  public static long of(int x, int y) {
    return ((long) x << 32) | (y & 0xFFFF_FFFFL);
  }

  /**
   * Packs a point.
   *
   * @param point the point
   * @return the packed point
   * @throws NullPointerException if {@code point} is null
   */
  public static long of(Point point) {
    requireNonNull(point, "point");
    return of(point.x(), point.y());
  }

  /**
   * Returns the column of a packed point.
   *
   * @param packed any packed point
   * @return its {@code x}
   */
  public static int x(long packed) {
    return (int) (packed >> 32);
  }

  /**
   * Returns the row of a packed point.
   *
   * @param packed any packed point
   * @return its {@code y}
   */
  public static int y(long packed) {
    return (int) packed;
  }

  /**
   * Unpacks a point.
   *
   * @param packed any packed point
   * @return the {@link Point} with its coordinates
   */
  public static Point toPoint(long packed) {
    return Point.of(x(packed), y(packed));
  }
}
