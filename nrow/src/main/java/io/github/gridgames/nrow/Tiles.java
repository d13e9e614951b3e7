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

  /**
   * Returns the diamond of distance {@code d} around a point whose both coordinates are at least
   * {@code d} from the {@code int} limits, as the tiles it touches relative to the point's tile and
   * their masks, precomputed for each position of the point in its tile; the same masks as
   * {@link #diamond(Point, int)} without computing or allocating anything.
   *
   * @param d 0 to {@link NRow#MAX_DISTANCE}
   */
  static Shape shape(int d) {
    Shape shape = SHAPES[d];
    if (shape == null) {
      // A benign race: every thread builds the same immutable shape.
      shape = new Shape(d);
      SHAPES[d] = shape;
    }
    return shape;
  }

  private static final Shape[] SHAPES = new Shape[NRow.MAX_DISTANCE + 1];

  /**
   * The diamond of one distance, per position {@code (y & 7) * 8 + (x & 7)} of its center in its
   * tile: the tiles it touches as packed offsets {@code (dtx, dty)} from the center's tile
   * ({@link Point#pack(int, int)}), and the points in each as masks. Immutable.
   */
  static final class Shape {
    /** Per position: the packed tile offsets. */
    final long[][] offsets;

    /** Per position: the masks, one per tile offset. */
    final long[][] masks;

    Shape(int d) {
      offsets = new long[64][];
      masks = new long[64][];
      for (int position = 0; position < 64; position++) {
        // A center in tile (0, 0), far from the limits: the keys are then the offsets.
        Masks diamond = diamond(Point.of(position & 7, position >>> 3), d);
        offsets[position] = new long[diamond.size()];
        masks[position] = new long[diamond.size()];
        for (int i = 0; i < diamond.size(); i++) {
          offsets[position][i] = diamond.key(i);
          masks[position][i] = diamond.mask(i);
        }
      }
    }

    /** Returns the number of tiles of the diamond around a center at a position. */
    int size(int position) {
      return offsets[position].length;
    }

    /** Returns the key of tile {@code i} of the diamond around a center in tile (tx, ty). */
    long key(int position, int i, int tx, int ty) {
      long offset = offsets[position][i];
      return Point.pack(tx + (int) (offset >> 32), ty + (int) offset);
    }

    /** Returns the mask of tile {@code i} of the diamond around a center at a position. */
    long mask(int position, int i) {
      return masks[position][i];
    }
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
