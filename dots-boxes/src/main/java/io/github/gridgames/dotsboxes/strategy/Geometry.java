package io.github.gridgames.dotsboxes.strategy;

import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;

/**
 * The adjacency of lines and boxes of one board, in the game's edge-index order (horizontal lines
 * row by row, then vertical lines row by row), with the strategy's precomputed tables.
 */
final class Geometry {

  final DotsBoxes game;
  final int rows;
  final int cols;
  final int edgeCount;
  final int boxCount;
  /** Four entries per box: its edge indexes. */
  final int[] boxEdges;
  /** Two entries per edge: its boxes, -1 for the outside. */
  final int[] edgeBoxes;
  /** Per box, the bits of its four edges; null when the board has more than 64 lines. */
  final long[] boxMask;
  /** The edge indexes from the centre of the board outwards. */
  final int[] centreOrder;

  private Geometry(DotsBoxes game) {
    this.game = game;
    this.rows = game.rows();
    this.cols = game.cols();
    this.edgeCount = game.edgeCount();
    this.boxCount = game.boxCount();
    int horizontal = (rows + 1) * cols;
    boxEdges = new int[4 * boxCount];
    edgeBoxes = new int[2 * edgeCount];
    Arrays.fill(edgeBoxes, -1);
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
        int b = r * cols + c;
        int top = r * cols + c;
        int bottom = (r + 1) * cols + c;
        int left = horizontal + r * (cols + 1) + c;
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
    if (edgeCount <= 64) {
      boxMask = new long[boxCount];
      for (int b = 0; b < boxCount; b++) {
        for (int k = 0; k < 4; k++) {
          boxMask[b] |= 1L << boxEdges[4 * b + k];
        }
      }
    } else {
      boxMask = null;
    }
    double[] distance = new double[edgeCount];
    for (int e = 0; e < edgeCount; e++) {
      double[] mid = midpoint(e);
      distance[e] = Math.abs(mid[0] - rows / 2.0) + Math.abs(mid[1] - cols / 2.0);
    }
    centreOrder =
        IntStream.range(0, edgeCount)
            .boxed()
            .sorted(Comparator.<Integer>comparingDouble(e -> distance[e]).thenComparing(e -> e))
            .mapToInt(Integer::intValue)
            .toArray();
  }

  static Geometry of(DotsBoxes game) {
    return new Geometry(game);
  }

  /** Returns the dot coordinates (row, col) of the two ends of an edge: r1, c1, r2, c2. */
  int[] ends(int e) {
    int horizontal = (rows + 1) * cols;
    if (e < horizontal) {
      int r = e / cols;
      int c = e % cols;
      return new int[] {r, c, r, c + 1};
    }
    int v = e - horizontal;
    int r = v / (cols + 1);
    int c = v % (cols + 1);
    return new int[] {r, c, r + 1, c};
  }

  private double[] midpoint(int e) {
    int[] d = ends(e);
    return new double[] {(d[0] + d[2]) / 2.0, (d[1] + d[3]) / 2.0};
  }

  /** Returns the index of the edge between two adjacent dots, or -1 if they are not adjacent. */
  int edgeBetween(int r1, int c1, int r2, int c2) {
    if (r1 > r2 || (r1 == r2 && c1 > c2)) {
      return edgeBetween(r2, c2, r1, c1);
    }
    if (r1 == r2 && c2 == c1 + 1 && r1 >= 0 && r1 <= rows && c1 >= 0 && c2 <= cols) {
      return r1 * cols + c1;
    }
    if (c1 == c2 && r2 == r1 + 1 && c1 >= 0 && c1 <= cols && r1 >= 0 && r2 <= rows) {
      return (rows + 1) * cols + r1 * (cols + 1) + c1;
    }
    return -1;
  }

  /** Returns the box across edge {@code e} from box {@code b}, or -1 for the outside. */
  int otherBox(int e, int b) {
    int first = edgeBoxes[2 * e];
    return first == b ? edgeBoxes[2 * e + 1] : first;
  }

  /** Returns the drawn lines of a state as a bit mask; the board must have at most 64 lines. */
  long mask(DotsBoxesState state) {
    long mask = 0;
    for (Edge edge : state.drawnEdges()) {
      mask |= 1L << game.indexOf(edge);
    }
    return mask;
  }

  /** Returns the drawn lines of a state as words of 64 bits. */
  long[] words(DotsBoxesState state) {
    long[] words = new long[(edgeCount + 63) >>> 6];
    for (Edge edge : state.drawnEdges()) {
      int e = game.indexOf(edge);
      words[e >>> 6] |= 1L << e;
    }
    return words;
  }

  Edge edge(int index) {
    return game.edge(index);
  }
}
