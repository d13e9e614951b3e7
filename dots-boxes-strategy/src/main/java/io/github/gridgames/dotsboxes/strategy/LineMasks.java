package io.github.gridgames.dotsboxes.strategy;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.gridgames.dotsboxes.DotsBoxes;

/**
 * The fixed tables through which the solver reads a board of at most 64 lines as bit masks of
 * edge indexes: the four sides of each box, the boxes beside each line, every line, and the lines
 * from the centre of the board outwards. They describe the board only; the rules, and the side
 * counts of the boxes, stay in {@link io.github.gridgames.dotsboxes.DotsBoxesPosition}, which the
 * solver moves with.
 */
final class LineMasks {

  final DotsBoxes game;
  final int boxCount;
  final int edgeCount;
  /** Every line of the board. */
  final long all;
  /** Per box, the bits of its four sides. */
  final long[] boxSides;
  /** Two entries per line: the boxes beside it, -1 for the outside of the board. */
  final int[] besideBoxes;
  /** Every edge index, from the centre of the board outwards (see {@link CentreOrder}). */
  final int[] centreOrder;
  /** Per edge index, its place in {@link #centreOrder}. */
  final int[] centreRank;

  LineMasks(DotsBoxes game) {
    checkArgument(
        game.edgeCount() <= 64, "line masks need a board of at most 64 lines, got %s",
        game.edgeCount());
    this.game = game;
    this.boxCount = game.boxCount();
    this.edgeCount = game.edgeCount();
    this.all = edgeCount == 64 ? -1L : (1L << edgeCount) - 1;
    this.boxSides = new long[boxCount];
    for (int b = 0; b < boxCount; b++) {
      for (int k = 0; k < 4; k++) {
        boxSides[b] |= 1L << game.sideOf(b, k);
      }
    }
    this.besideBoxes = new int[2 * edgeCount];
    for (int e = 0; e < edgeCount; e++) {
      besideBoxes[2 * e] = game.boxBeside(e, 0).orElse(-1);
      besideBoxes[2 * e + 1] = game.boxBeside(e, 1).orElse(-1);
    }
    this.centreOrder = CentreOrder.of(game);
    this.centreRank = new int[edgeCount];
    for (int r = 0; r < edgeCount; r++) {
      centreRank[centreOrder[r]] = r;
    }
  }

  /** Returns the box across line {@code e} from box {@code b}, or -1 for the outside. */
  int across(int e, int b) {
    int first = besideBoxes[2 * e];
    return first == b ? besideBoxes[2 * e + 1] : first;
  }
}
