package io.github.gridgames.nrow.internal;

/**
 * The one packing of N-in-a-row points (and of 8 x 8 tile coordinates) into a {@code long}:
 * {@code x} in the high 32 bits, {@code y} in the low 32 bits. Every {@code long} is the packing
 * of exactly one pair of {@code int}s, so nothing is rejected. This package is not exported: the
 * rules, the position and the strategies share it, users do not see it.
 */
public final class PackedPoint {

  private PackedPoint() {}

  /**
   * Packs a pair of coordinates.
   *
   * @param x the column, any {@code int}
   * @param y the row, any {@code int}
   * @return {@code ((long) x << 32) | (y & 0xFFFF_FFFFL)}
   */
  public static long of(int x, int y) {
    return ((long) x << 32) | (y & 0xFFFF_FFFFL);
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
   * Returns whether both coordinates are {@code int}s, that is whether the point exists: the
   * plane ends at the {@code int} limits.
   *
   * @param x the column, any {@code long}
   * @param y the row, any {@code long}
   * @return whether {@code (x, y)} is on the plane
   */
  public static boolean onPlane(long x, long y) {
    return x == (int) x && y == (int) y;
  }
}
