package io.github.gridgames.nrow.engine;

import io.github.gridgames.nrow.NRow;
import java.util.Arrays;

/**
 * The points within Manhattan distance D of a stone (the stone included), precomputed for an
 * {@link NRowEngine}: as plain offsets {@code (dx[i], dy[i])}, row by row, for stones near the
 * ends of the plane, where the diamond must be clipped; and, for every position
 * {@code (y & 7) * 8 + (x & 7)} of a stone in its 8 x 8 tile, as the tiles the diamond touches
 * (offsets from the stone's tile) with the diamond's bits in each, for stones far from the ends.
 * Immutable; shared by the copies of an engine.
 */
final class Diamond {

  /** The offsets of the points, row by row; {@code 2D(D+1)+1} of them. */
  final int[] dx;

  final int[] dy;

  /** Per stone position in its tile: the tile offsets, x. */
  final int[][] tileDx;

  /** Per stone position in its tile: the tile offsets, y. */
  final int[][] tileDy;

  /** Per stone position: the end (exclusive) in {@link #bits} of each tile's bits. */
  final int[][] ends;

  /** Per stone position: the bits of the diamond's points (0 to 63), grouped by tile. */
  final int[][] bits;

  /** The most tiles the bounding box of a diamond spans along one axis. */
  final int span;

  private static final Diamond[] SHAPES = new Diamond[NRow.MAX_DISTANCE + 1];

  /** Returns the diamond of distance {@code d}, 1 to {@link NRow#MAX_DISTANCE}, built once. */
  static Diamond of(int d) {
    Diamond shape = SHAPES[d];
    if (shape == null) {
      // A benign race: every thread builds the same immutable diamond.
      shape = new Diamond(d);
      SHAPES[d] = shape;
    }
    return shape;
  }

  private Diamond(int d) {
    int size = 2 * d * (d + 1) + 1;
    dx = new int[size];
    dy = new int[size];
    int i = 0;
    for (int y = -d; y <= d; y++) {
      int reach = d - Math.abs(y);
      for (int x = -reach; x <= reach; x++) {
        dx[i] = x;
        dy[i] = y;
        i++;
      }
    }
    span = (2 * d >> 3) + 2;
    tileDx = new int[64][];
    tileDy = new int[64][];
    ends = new int[64][];
    bits = new int[64][];
    for (int offset = 0; offset < 64; offset++) {
      int ox = offset & 7;
      int oy = offset >>> 3;
      int[] tx = new int[span * span];
      int[] ty = new int[span * span];
      int[] tileOf = new int[size];
      int tiles = 0;
      for (int k = 0; k < size; k++) {
        int px = ox + dx[k];
        int py = oy + dy[k];
        int t = 0;
        while (t < tiles && (tx[t] != px >> 3 || ty[t] != py >> 3)) {
          t++;
        }
        if (t == tiles) {
          tx[t] = px >> 3;
          ty[t] = py >> 3;
          tiles++;
        }
        tileOf[k] = t;
      }
      int[] end = new int[tiles];
      int[] bit = new int[size];
      int next = 0;
      for (int t = 0; t < tiles; t++) {
        for (int k = 0; k < size; k++) {
          if (tileOf[k] == t) {
            bit[next++] = (((oy + dy[k]) & 7) << 3) | ((ox + dx[k]) & 7);
          }
        }
        end[t] = next;
      }
      tileDx[offset] = Arrays.copyOf(tx, tiles);
      tileDy[offset] = Arrays.copyOf(ty, tiles);
      ends[offset] = end;
      bits[offset] = bit;
    }
  }
}
