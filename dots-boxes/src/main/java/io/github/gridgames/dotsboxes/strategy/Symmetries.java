package io.github.gridgames.dotsboxes.strategy;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkState;

import io.github.gridgames.dotsboxes.Dot;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.Edge;
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

  Symmetries(DotsBoxes g) {
    int edgeCount = g.edgeCount();
    checkArgument(
        edgeCount <= 64, "symmetry tables need a board of at most 64 lines, got %s", edgeCount);
    List<int[]> perms = new ArrayList<>();
    int maps = g.isSquare() ? 8 : 4;
    for (int s = 0; s < maps; s++) {
      int[] perm = new int[edgeCount];
      for (int e = 0; e < edgeCount; e++) {
        Edge edge = g.edge(e);
        Dot a = map(s, edge.from(), g.rows(), g.cols());
        Dot b = map(s, edge.to(), g.rows(), g.cols());
        int image = g.indexOf(Edge.between(a, b));
        checkState(image >= 0, "symmetry %s maps edge %s off the board", s, e);
        perm[e] = image;
      }
      perms.add(perm);
    }
    count = perms.size();
    forward = perms.toArray(new int[0][]);
    backward = new int[count][edgeCount];
    for (int s = 0; s < count; s++) {
      for (int e = 0; e < edgeCount; e++) {
        backward[s][forward[s][e]] = e;
      }
    }
    bytes = (edgeCount + 7) / 8;
    tables = new long[count][bytes][256];
    for (int s = 0; s < count; s++) {
      for (int k = 0; k < bytes; k++) {
        for (int v = 0; v < 256; v++) {
          long bits = 0;
          for (int j = 0; j < 8; j++) {
            int e = 8 * k + j;
            if ((v & (1 << j)) != 0 && e < edgeCount) {
              bits |= 1L << forward[s][e];
            }
          }
          tables[s][k][v] = bits;
        }
      }
    }
  }

  /** Maps dot (r, c) by symmetry s: bit 0 mirrors columns, bit 1 mirrors rows, bit 2 transposes. */
  private static Dot map(int s, Dot dot, int rows, int cols) {
    int r = dot.row();
    int c = dot.col();
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
    return Dot.of(r, c);
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
