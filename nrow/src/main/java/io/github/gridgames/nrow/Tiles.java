package io.github.gridgames.nrow;

/**
 * Groups the points of the plane into 8 x 8 tiles, so that a set of points can be stored as a map
 * from tile to a 64-bit mask: tile {@code (x >> 3, y >> 3)}, bit {@code (y & 7) * 8 + (x & 7)}.
 * Since {@code 2^31} is a multiple of 8, the tiles at the ends of the plane are whole: no tile
 * holds a point beyond the {@code int} limits.
 */
final class Tiles {

  private Tiles() {}

  /** Returns the key of the tile that holds {@code (x, y)}. */
  static long key(int x, int y) {
    return Point.pack(x >> 3, y >> 3);
  }

  /** Returns the bit of {@code (x, y)} in its tile's mask. */
  static long bit(int x, int y) {
    return 1L << (((y & 7) << 3) | (x & 7));
  }

  /** Returns the point of bit {@code index} (0 to 63) of tile {@code key}. */
  static long pointOf(long key, int index) {
    int tx = (int) (key >> 32);
    int ty = (int) key;
    return Point.pack((tx << 3) | (index & 7), (ty << 3) | (index >>> 3));
  }

  /**
   * Returns the points within Manhattan distance {@code d} of {@code center} (the center
   * included), clipped at the {@code int} limits, as tile masks.
   */
  static Masks diamond(Point center, int d) {
    Masks masks = new Masks((2 * d + 16) / 8 * ((2 * d + 16) / 8));
    for (long dy = -d; dy <= d; dy++) {
      long y = center.y() + dy;
      if (y < Integer.MIN_VALUE || y > Integer.MAX_VALUE) {
        continue;
      }
      long reach = d - Math.abs(dy);
      long fromX = Math.max(Integer.MIN_VALUE, center.x() - reach);
      long toX = Math.min(Integer.MAX_VALUE, center.x() + reach);
      int ty = (int) y >> 3;
      int row = ((int) y & 7) << 3;
      for (long tx = fromX >> 3; tx <= toX >> 3; tx++) {
        long left = tx << 3;
        long lo = Math.max(fromX, left) - left;
        long hi = Math.min(toX, left + 7) - left;
        long bits = ((1L << (hi - lo + 1)) - 1) << lo;
        masks.or(Point.pack((int) tx, ty), bits << row);
      }
    }
    return masks;
  }

  /** A small list of tile keys with their masks; keys are distinct. */
  static final class Masks {
    private long[] keys;
    private long[] masks;
    private int size;

    Masks(int capacity) {
      keys = new long[Math.max(4, capacity)];
      masks = new long[keys.length];
    }

    void or(long key, long mask) {
      for (int i = 0; i < size; i++) {
        if (keys[i] == key) {
          masks[i] |= mask;
          return;
        }
      }
      if (size == keys.length) {
        keys = java.util.Arrays.copyOf(keys, size * 2);
        masks = java.util.Arrays.copyOf(masks, size * 2);
      }
      keys[size] = key;
      masks[size] = mask;
      size++;
    }

    int size() {
      return size;
    }

    long key(int i) {
      return keys[i];
    }

    long mask(int i) {
      return masks[i];
    }
  }
}
