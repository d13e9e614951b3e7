package io.github.gridgames.dotsboxes;

import io.github.gridgames.core.internal.Hashing;
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
  private static final long SCORE_SALT = 0x6A09E667F3BCC909L;
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
   * Two entries per edge, as {@link #edgeBoxes} but with an <em>outside box</em> for a missing box:
   * each border line has one of its own, numbered from {@link #boxCount} on, which no other line
   * borders, so its side count is only ever 0 or 1 and it never completes. The rules then need no
   * test for the border.
   */
  final int[] besideBoxes;
  /** The number of box words of a board: one per box, then one per outside box (border line). */
  final int boxWordCount;
  /** Per edge, the hash key of the line being drawn. */
  final long[] edgeKeys;
  /** Per player, the odd hash multiplier of the player's score. */
  final long[] scoreKeys;
  /** Per player, the hash key of having the move. */
  final long[] turnKeys;
  /** The lines by edge index; never mutated. */
  final Edge[] edges;

  BoardGeometry(int rows, int cols, int players) {
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
    this.besideBoxes = new int[2 * edgeCount];
    this.edgeKeys = new long[edgeCount];
    int outside = boxCount;
    for (int e = 0; e < edgeCount; e++) {
      for (int k = 0; k < 2; k++) {
        int box = edgeBoxes[2 * e + k];
        besideBoxes[2 * e + k] = box < 0 ? outside++ : box;
      }
      edgeKeys[e] = Hashing.key(EDGE_SALT, e);
    }
    this.boxWordCount = outside;
    this.scoreKeys = new long[players];
    this.turnKeys = new long[players];
    for (int p = 0; p < players; p++) {
      scoreKeys[p] = Hashing.key(SCORE_SALT, p) | 1;
      turnKeys[p] = Hashing.key(TURN_SALT, p);
    }
  }
}
