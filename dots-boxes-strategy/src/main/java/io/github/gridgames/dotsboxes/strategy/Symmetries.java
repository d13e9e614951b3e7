package io.github.gridgames.dotsboxes.strategy;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkState;

import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.Edge;

/**
 * The symmetries of a board of at most 64 lines, as permutations of the edge indexes of line
 * masks in the normalized form of {@link GroundStrings}: the 4 of a rectangle (identity, the two
 * mirrors, the half turn) and on a square board also the 4 that swap rows and columns, or the
 * identity alone when symmetry reduction is off.
 *
 * <p>A symmetry maps the border sides of a box to those of the image box, but not always the
 * lowest-numbered to the lowest-numbered; here it maps the k-th lowest to the k-th lowest, which
 * keeps normalized masks normalized. So the canonical key of a position, the smallest image of
 * its normalized mask, needs one normalization, and the images of a position one line on are the
 * images of the position plus one bit each ({@link #bit}).
 */
final class Symmetries {

  /** The number of symmetries: 1, 4 or 8. */
  final int count;
  /** Per symmetry, the image of each edge index. */
  final int[][] forward;
  /** Per symmetry, the preimage of each edge index. */
  final int[][] backward;
  /** Per symmetry, the image of each edge index as a one-bit mask. */
  private final long[][] bits;
  /** Per symmetry, byte position and byte value: the transformed bits. */
  private final long[][][] tables;
  private final int bytes;

  Symmetries(DotsBoxes g, GroundStrings ground, boolean all) {
    int edgeCount = g.edgeCount();
    checkArgument(
        edgeCount <= 64, "symmetry tables need a board of at most 64 lines, got %s", edgeCount);
    count = all ? (g.isSquare() ? 8 : 4) : 1;
    forward = new int[count][edgeCount];
    backward = new int[count][edgeCount];
    bits = new long[count][edgeCount];
    for (int s = 0; s < count; s++) {
      int[] geometric = new int[edgeCount];
      for (int e = 0; e < edgeCount; e++) {
        Edge edge = g.edge(e);
        Edge.Dot a = map(s, edge.from(), g.rows(), g.cols());
        Edge.Dot b = map(s, edge.to(), g.rows(), g.cols());
        Edge image = Edge.of(a, b);
        checkState(g.contains(image), "symmetry %s maps edge %s off the board", s, e);
        geometric[e] = g.indexOf(image);
      }
      System.arraycopy(geometric, 0, forward[s], 0, edgeCount);
      for (long group : ground.groups) {
        long image = 0;
        for (long rest = group; rest != 0; rest &= rest - 1) {
          image |= 1L << geometric[Long.numberOfTrailingZeros(rest)];
        }
        // the k-th lowest line of the group goes to the k-th lowest line of its image
        long from = group;
        long to = image;
        while (from != 0) {
          forward[s][Long.numberOfTrailingZeros(from)] = Long.numberOfTrailingZeros(to);
          from &= from - 1;
          to &= to - 1;
        }
      }
      for (int e = 0; e < edgeCount; e++) {
        backward[s][forward[s][e]] = e;
        bits[s][e] = 1L << forward[s][e];
      }
    }
    bytes = (edgeCount + 7) / 8;
    tables = new long[count][bytes][256];
    for (int s = 0; s < count; s++) {
      for (int k = 0; k < bytes; k++) {
        for (int v = 0; v < 256; v++) {
          long mask = 0;
          for (int j = 0; j < 8; j++) {
            int e = 8 * k + j;
            if ((v & (1 << j)) != 0 && e < edgeCount) {
              mask |= bits[s][e];
            }
          }
          tables[s][k][v] = mask;
        }
      }
    }
  }

  /** Maps dot (r, c) by symmetry s: bit 0 mirrors columns, bit 1 mirrors rows, bit 2 transposes. */
  private static Edge.Dot map(int s, Edge.Dot dot, int rows, int cols) {
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
    return Edge.Dot.of(r, c);
  }

  /** Returns the image of a normalized line mask under symmetry s. */
  long transform(int s, long mask) {
    long[][] t = tables[s];
    long out = 0;
    for (int k = 0; k < bytes; k++) {
      out |= t[k][(int) (mask >>> (8 * k)) & 0xff];
    }
    return out;
  }

  /** Writes the image of a normalized line mask under each symmetry to {@code images}. */
  void images(long mask, long[] images) {
    for (int s = 0; s < count; s++) {
      images[s] = transform(s, mask);
    }
  }

  /** Returns the image of line {@code e} of a normalized mask under symmetry s, as a bit. */
  long bit(int s, int e) {
    return bits[s][e];
  }
}
