package io.github.gridgames.dotsboxes;

import io.github.gridgames.core.Hashing;
import java.util.Arrays;

/**
 * The fixed tables of one game that every {@link Board} of it shares: the line objects, which
 * boxes each line borders, the sides of each box and the position-hash keys. Built once per
 * {@link DotsBoxes} game.
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
  final int players;
  /** The number of {@code long} words of a drawn-line bit set. */
  final int wordCount;
  /** Two entries per edge: the box above or left of it, the box below or right of it; -1 none. */
  final int[] edgeBoxes;
  /** Four entries per box: its top, bottom, left and right edge indexes. */
  final int[] boxEdges;
  /**
   * Two entries per edge, as {@link #edgeBoxes} but with {@link #boxCount} for a missing box: the
   * index of an outside box whose side count starts at {@link #OUTSIDE_SIDES}, so it never
   * reaches 3 or 4, and whose owner key is 0. The rules then need no test for the border.
   */
  final int[] besideBoxes;
  /** Per edge, the hash key of the line being drawn. */
  final long[] edgeKeys;
  /**
   * The hash key of box {@code b} being owned by player {@code p}, at {@code b * players + p};
   * 0 for the outside box.
   */
  final long[] ownerKeys;
  /** Per player, the hash key of having the move. */
  final long[] turnKeys;
  /** The lines by edge index; never mutated. */
  final Edge[] edges;

  /** The side count of the outside box with nothing drawn: far below 0, so never 3 or 4. */
  static final int OUTSIDE_SIDES = Integer.MIN_VALUE / 2;

  BoardGeometry(int rows, int cols, int players) {
    this.rows = rows;
    this.cols = cols;
    this.players = players;
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
    this.besideBoxes = new int[2 * edgeCount];
    this.edgeKeys = new long[edgeCount];
    for (int e = 0; e < edgeCount; e++) {
      for (int k = 0; k < 2; k++) {
        int box = edgeBoxes[2 * e + k];
        besideBoxes[2 * e + k] = box < 0 ? boxCount : box;
      }
      edgeKeys[e] = Hashing.key(EDGE_SALT, e);
    }
    this.ownerKeys = new long[(boxCount + 1) * players];
    for (int b = 0; b < boxCount; b++) {
      for (int p = 0; p < players; p++) {
        ownerKeys[b * players + p] = Hashing.key(OWNER_SALT, ((long) b << 8) | p);
      }
    }
    this.turnKeys = new long[players];
    for (int p = 0; p < players; p++) {
      turnKeys[p] = Hashing.key(TURN_SALT, p);
    }
  }
}
