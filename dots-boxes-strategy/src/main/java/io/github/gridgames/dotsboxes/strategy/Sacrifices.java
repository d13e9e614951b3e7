package io.github.gridgames.dotsboxes.strategy;

import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.ToIntFunction;

/**
 * The smallest sacrifice, for the rule-based agent when it must give boxes away: the undrawn line
 * whose cost, read on the board just after it is drawn, is lowest, at random among equals.
 */
final class Sacrifices {

  private Sacrifices() {}

  /**
   * Returns the undrawn line of the lowest cost, at random among the lines of that cost (tried in
   * edge order).
   *
   * @param board a position with an undrawn line; left as it was
   * @param random the source of the choice among equals
   * @param cost the cost of a line, read on the board with the line drawn; it may draw more lines,
   *     which are taken back with the line
   * @return the edge index of the chosen line
   */
  static int smallest(
      DotsBoxesPosition board,
      SplittableRandom random,
      ToIntFunction<DotsBoxesPosition> cost) {
    int fewest = Integer.MAX_VALUE;
    List<Integer> best = new ArrayList<>();
    int mark = board.depth();
    for (int e = 0; e < board.game().edgeCount(); e++) {
      if (board.isDrawn(e)) {
        continue;
      }
      board.makeMove(e);
      int c = cost.applyAsInt(board);
      ChainAnalysis.undoTo(board, mark);
      if (c < fewest) {
        fewest = c;
        best.clear();
      }
      if (c == fewest) {
        best.add(e);
      }
    }
    return best.get(random.nextInt(best.size()));
  }
}
