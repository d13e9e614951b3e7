package io.github.gridgames.dotsboxes;

import io.github.gridgames.core.Hashing;
import java.util.Arrays;

/**
 * The fixed tables of one board size that every {@link Board} of it shares: the line objects,
 * which boxes each line borders, the sides of each box, the other sides of a line's boxes (what a
 * capture test reads) and the position-hash keys. Built once per {@link DotsBoxes} game.
 *
 * <p>Lines are edge indexes (horizontal lines row by row, then vertical lines row by row, see
 * {@link DotsBoxes}); boxes are box indexes {@code row * cols + col}.
 */
final class BoardGeometry {

  private static final long EDGE_SALT = 0x2545F4914F6CDD1DL;
  private static final long OWNER_SALT = 0x6A09E667F3BCC909L;
  private static final long TURN_SALT = 0xBB67AE8584CAA73BL;

  final int rows;
  final int cols;
  final int horizontalCount;
  final int edgeCount;
  final int boxCount;
  /** The number of {@code long} words of a drawn-line bit set. */
  final int wordCount;
  /** Two entries per edge: the box above or left of it, the box below or right of it; -1 none. */
  final int[] edgeBoxes;
  /** Four entries per box: its top, bottom, left and right edge indexes. */
  final int[] boxEdges;
  /**
   * Six entries per edge: the other three sides of its first box, then those of its second box.
   * Where a box is missing (a line on the border) its three entries are the edge itself, which is
   * undrawn whenever a capture is tested, so the missing box never counts as completed.
   */
  final int[] otherSides;
  /** Per edge, the hash key of the line being drawn. */
  final long[] edgeKeys;
  /** The lines by edge index; never mutated. */
  final Edge[] edges;

  BoardGeometry(int rows, int cols) {
    this.rows = rows;
    this.cols = cols;
    this.horizontalCount = (rows + 1) * cols;
    this.edgeCount = horizontalCount + rows * (cols + 1);
    this.boxCount = rows * cols;
    this.wordCount = (edgeCount + 63) >>> 6;
    this.edges = new Edge[edgeCount];
    this.edgeBoxes = new int[2 * edgeCount];
    this.boxEdges = new int[4 * boxCount];
    Arrays.fill(edgeBoxes, -1);
    for (int r = 0; r <= rows; r++) {
      for (int c = 0; c < cols; c++) {
        edges[r * cols + c] = Edge.horizontal(r, c);
      }
    }
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c <= cols; c++) {
        edges[horizontalCount + r * (cols + 1) + c] = Edge.vertical(r, c);
      }
    }
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
        int b = r * cols + c;
        int top = r * cols + c;
        int bottom = (r + 1) * cols + c;
        int left = horizontalCount + r * (cols + 1) + c;
        int right = left + 1;
        boxEdges[4 * b] = top;
        boxEdges[4 * b + 1] = bottom;
        boxEdges[4 * b + 2] = left;
        boxEdges[4 * b + 3] = right;
        edgeBoxes[2 * top + 1] = b;
        edgeBoxes[2 * bottom] = b;
        edgeBoxes[2 * left + 1] = b;
        edgeBoxes[2 * right] = b;
      }
    }
    this.otherSides = new int[6 * edgeCount];
    this.edgeKeys = new long[edgeCount];
    for (int e = 0; e < edgeCount; e++) {
      for (int k = 0; k < 2; k++) {
        int box = edgeBoxes[2 * e + k];
        int n = 6 * e + 3 * k;
        if (box < 0) {
          Arrays.fill(otherSides, n, n + 3, e);
          continue;
        }
        for (int side = 0; side < 4; side++) {
          int other = boxEdges[4 * box + side];
          if (other != e) {
            otherSides[n++] = other;
          }
        }
      }
      edgeKeys[e] = Hashing.key(EDGE_SALT, e);
    }
  }

  /** The hash key of box {@code box} being owned by player {@code player}. */
  static long ownerKey(int box, int player) {
    return Hashing.key(OWNER_SALT, ((long) box << 8) | player);
  }

  /** The hash key of player {@code player} having the move. */
  static long turnKey(int player) {
    return Hashing.key(TURN_SALT, player);
  }
}
