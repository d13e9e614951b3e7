package io.github.gridgames.nrow;

import io.github.gridgames.nrow.internal.PackedPoint;
import java.util.Arrays;

/**
 * Groups the points of the plane into 8 x 8 tiles, so that a set of points is a 64-bit word per
 * tile: tile {@code (x >> 3, y >> 3)}, bit {@code (y & 7) * 8 + (x & 7)}. Since {@code 2^31} is a
 * multiple of 8, the tiles at the ends of the plane are whole: no tile holds a point beyond the
 * {@code int} limits. Also the diamonds (the points within Manhattan distance D of a point) as
 * tile words, precomputed per position of the centre in its tile.
 */
final class Tiles {

  /**
   * Per bit of an inner point of a tile (both coordinates 1 to 6 in the tile): its eight
   * neighbours' bits; 0 for the bits on the tile's border.
   */
  static final long[] NEIGHBOURS = new long[64];

  static {
    for (int bit = 0; bit < 64; bit++) {
      int cx = bit & 7;
      int cy = bit >>> 3;
      if (cx >= 1 && cx <= 6 && cy >= 1 && cy <= 6) {
        for (int dy = -1; dy <= 1; dy++) {
          for (int dx = -1; dx <= 1; dx++) {
            if (dx != 0 || dy != 0) {
              NEIGHBOURS[bit] |= 1L << (((cy + dy) << 3) | (cx + dx));
            }
          }
        }
      }
    }
  }

  private static final Shape[] SHAPES = new Shape[NRow.MAX_DISTANCE + 1];

  private Tiles() {}

  /** Returns the index (0 to 63) of the bit of {@code (x, y)} in its tile's word. */
  static int bit(int x, int y) {
    return ((y & 7) << 3) | (x & 7);
  }

  /** Returns the packed point of bit {@code bit} (0 to 63) of tile {@code (tx, ty)}. */
  static long pointOf(int tx, int ty, int bit) {
    return PackedPoint.of((tx << 3) | (bit & 7), (ty << 3) | (bit >>> 3));
  }

  /**
   * Returns whether the diamond of distance {@code d} around {@code (x, y)} lies inside the plane,
   * so that {@link #shape(int)} describes it.
   */
  static boolean inner(int x, int y, int d) {
    return x >= Integer.MIN_VALUE + d
        && x <= Integer.MAX_VALUE - d
        && y >= Integer.MIN_VALUE + d
        && y <= Integer.MAX_VALUE - d;
  }

  /**
   * Returns the points within Manhattan distance {@code d} of {@code (x, y)} (the centre
   * included), clipped at the {@code int} limits, as tile words.
   */
  static Masks diamond(int x, int y, int d) {
    Masks masks = new Masks();
    for (long dy = -d; dy <= d; dy++) {
      long py = y + dy;
      if (py != (int) py) {
        continue;
      }
      long reach = d - Math.abs(dy);
      long fromX = Math.max(Integer.MIN_VALUE, x - reach);
      long toX = Math.min(Integer.MAX_VALUE, x + reach);
      int ty = (int) py >> 3;
      int row = ((int) py & 7) << 3;
      for (long tx = fromX >> 3; tx <= toX >> 3; tx++) {
        long left = tx << 3;
        long lo = Math.max(fromX, left) - left;
        long hi = Math.min(toX, left + 7) - left;
        long bits = ((1L << (hi - lo + 1)) - 1) << lo;
        masks.or((int) tx, ty, bits << row);
      }
    }
    return masks;
  }

  /**
   * Returns the diamond of distance {@code d} around a point whose both coordinates are at least
   * {@code d} from the {@code int} limits ({@link #inner}), precomputed for each position of the
   * point in its tile: the same words as {@link #diamond(int, int, int)}, computing nothing.
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

  /**
   * The diamond of one distance, per position {@link #bit(int, int)} of its centre in its tile:
   * the tiles it touches as offsets from the centre's tile, and its points in each as a word.
   * Immutable.
   */
  static final class Shape {
    /** Per position: the tiles' x offsets. */
    final int[][] dx;

    /** Per position: the tiles' y offsets. */
    final int[][] dy;

    /** Per position: the words, one per tile. */
    final long[][] masks;

    Shape(int d) {
      dx = new int[64][];
      dy = new int[64][];
      masks = new long[64][];
      for (int position = 0; position < 64; position++) {
        // A centre in tile (0, 0), far from the limits: the tiles are then the offsets.
        Masks diamond = diamond(position & 7, position >>> 3, d);
        dx[position] = Arrays.copyOf(diamond.tx, diamond.size);
        dy[position] = Arrays.copyOf(diamond.ty, diamond.size);
        masks[position] = Arrays.copyOf(diamond.masks, diamond.size);
      }
    }
  }

  /** A small list of distinct tiles with a word each. */
  static final class Masks {
    int[] tx = new int[8];
    int[] ty = new int[8];
    long[] masks = new long[8];
    int size;

    void or(int x, int y, long mask) {
      for (int i = 0; i < size; i++) {
        if (tx[i] == x && ty[i] == y) {
          masks[i] |= mask;
          return;
        }
      }
      if (size == tx.length) {
        tx = Arrays.copyOf(tx, size * 2);
        ty = Arrays.copyOf(ty, size * 2);
        masks = Arrays.copyOf(masks, size * 2);
      }
      tx[size] = x;
      ty[size] = y;
      masks[size] = mask;
      size++;
    }
  }
}
