package io.github.gridgames.dotsboxes.strategy;

import java.util.ArrayList;
import java.util.List;

/**
 * The symmetries of a board of at most 64 lines as permutations of its edge indexes: the 4 of a
 * rectangle (identity, the two mirrors, the half turn) and on a square board also the 4 that swap
 * rows and columns. Transforming a line mask uses one table lookup per byte of the mask.
 */
final class Symmetries {

  /** The number of symmetries, 4 or 8. */
  final int count;
  /** Per symmetry, the image of each edge index. */
  final int[][] forward;
  /** Per symmetry, the preimage of each edge index. */
  final int[][] backward;
  /** Per symmetry, byte position and byte value: the transformed bits. */
  private final long[][][] tables;
  private final int bytes;

  Symmetries(Geometry g) {
    if (g.boxMask == null) {
      throw new IllegalArgumentException(
          "symmetry tables need a board of at most 64 lines, got " + g.edgeCount);
    }
    List<int[]> perms = new ArrayList<>();
    int maps = g.rows == g.cols ? 8 : 4;
    for (int s = 0; s < maps; s++) {
      int[] perm = new int[g.edgeCount];
      for (int e = 0; e < g.edgeCount; e++) {
        int[] d = g.ends(e);
        int[] a = map(s, d[0], d[1], g.rows, g.cols);
        int[] b = map(s, d[2], d[3], g.rows, g.cols);
        int image = g.edgeBetween(a[0], a[1], b[0], b[1]);
        if (image < 0) {
          throw new IllegalStateException("symmetry " + s + " maps edge " + e + " off the board");
        }
        perm[e] = image;
      }
      perms.add(perm);
    }
    count = perms.size();
    forward = perms.toArray(new int[0][]);
    backward = new int[count][g.edgeCount];
    for (int s = 0; s < count; s++) {
      for (int e = 0; e < g.edgeCount; e++) {
        backward[s][forward[s][e]] = e;
      }
    }
    bytes = (g.edgeCount + 7) / 8;
    tables = new long[count][bytes][256];
    for (int s = 0; s < count; s++) {
      for (int k = 0; k < bytes; k++) {
        for (int v = 0; v < 256; v++) {
          long bits = 0;
          for (int j = 0; j < 8; j++) {
            int e = 8 * k + j;
            if ((v & (1 << j)) != 0 && e < g.edgeCount) {
              bits |= 1L << forward[s][e];
            }
          }
          tables[s][k][v] = bits;
        }
      }
    }
  }

  /** Maps dot (r, c) by symmetry s: bit 0 mirrors columns, bit 1 mirrors rows, bit 2 transposes. */
  private static int[] map(int s, int r, int c, int rows, int cols) {
    if ((s & 1) != 0) {
      c = cols - c;
    }
    if ((s & 2) != 0) {
      r = rows - r;
    }
    if ((s & 4) != 0) {
      int t = r;
      r = c;
      c = t;
    }
    return new int[] {r, c};
  }

  /** Returns the image of a line mask under symmetry s. */
  long transform(int s, long mask) {
    long[][] t = tables[s];
    long out = 0;
    for (int k = 0; k < bytes; k++) {
      out |= t[k][(int) (mask >>> (8 * k)) & 0xff];
    }
    return out;
  }
}
