package io.github.gridgames.dotsboxes.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Budget;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The search over safe lines against a plain model of what it is documented to compute: negamax
 * over the lines that give no box (a safe line always passes the turn), each end of the safe phase
 * valued by {@link ChainAnalysis#value} for the player to move there, and, at the depth limit,
 * positions that still have safe lines valued 0. The model has no pruning, no table and no move
 * order; it remembers values per set of drawn lines only.
 */
class SafeSearchTest {

  private static final DotsBoxes[] GAMES = {
    DotsBoxes.of(2, 3), DotsBoxes.of(3, 3), DotsBoxes.of(2, 4), DotsBoxes.of(3, 4), DotsBoxes.of(4, 4)
  };

  /** The model: negamax over safe lines to a depth limit. */
  private static final class Model {
    private final ChainAnalysis chains = new ChainAnalysis();
    private final Map<Long, Integer> memo = new HashMap<>();
    private final DotsBoxesPosition board;

    Model(DotsBoxesPosition board) {
      this.board = board;
    }

    /** The value for the player to move with {@code depth} safe lines still searched. */
    int value(int depth) {
      List<Integer> safe = safeLines(board);
      if (safe.isEmpty()) {
        return chains.value(ChainAnalysis.components(board));
      }
      if (depth == 0) {
        return 0;
      }
      long key = board.drawnMask() * 128 + depth;
      Integer known = memo.get(key);
      if (known != null) {
        return known;
      }
      int best = Integer.MIN_VALUE;
      for (int e : safe) {
        best = Math.max(best, lineValue(e, depth));
      }
      memo.put(key, best);
      return best;
    }

    /** The value for the player to move of drawing the safe line {@code e}. */
    int lineValue(int e, int depth) {
      board.play(e);
      int v = -value(depth - 1);
      board.undo();
      return v;
    }
  }

  /** The undrawn lines that give no box a third side, by the rules' side counts. */
  private static List<Integer> safeLines(DotsBoxesPosition board) {
    DotsBoxes game = board.game();
    List<Integer> lines = new ArrayList<>();
    for (int e = 0; e < game.edgeCount(); e++) {
      if (board.isDrawn(e)) {
        continue;
      }
      boolean safe = true;
      for (int side = 0; side < 2; side++) {
        int box = game.boxBeside(e, side).orElse(-1);
        if (box >= 0 && board.sidesDrawn(box) >= 2) {
          safe = false;
        }
      }
      if (safe) {
        lines.add(e);
      }
    }
    return lines;
  }

  /**
   * Draws random safe lines on an empty board until at most {@code left} safe lines remain: a
   * position of the safe phase, with no capturable box.
   */
  private static DotsBoxesPosition safePhase(DotsBoxes game, long seed, int left) {
    SplittableRandom random = new SplittableRandom(seed);
    DotsBoxesPosition board = DotsBoxesPosition.of(game);
    List<Integer> safe = safeLines(board);
    while (safe.size() > left) {
      board.play(safe.get(random.nextInt(safe.size())));
      safe = safeLines(board);
    }
    return board;
  }

  /** The positions of the tests: every game, many seeds, 2 to 13 safe lines left. */
  private static List<DotsBoxesPosition> positions() {
    List<DotsBoxesPosition> list = new ArrayList<>();
    for (DotsBoxes game : GAMES) {
      for (long seed = 0; seed < UnderPit.count(60, 30); seed++) {
        DotsBoxesPosition p = safePhase(game, seed * 31 + game.edgeCount(), 2 + (int) (seed % 12));
        if (!safeLines(p).isEmpty()) {
          list.add(p);
        }
      }
    }
    return list;
  }

  private static int[] order(DotsBoxes game) {
    return CentreOrder.of(game);
  }

  @Test
  void choosesALineOfTheBestValueWhenItSearchesToTheEnd() {
    SafeSearch.Table table = new SafeSearch.Table(12);
    int checked = 0;
    for (DotsBoxesPosition p : positions()) {
      long hash = p.positionHash();
      int depth = p.depth();
      Limits limits = Limits.of(Budget.unlimited());
      int chosen = SafeSearch.choose(p, order(p.game()), limits, new ChainAnalysis(), table, 64);
      assertEquals(hash, p.positionHash(), "the position is left as it was");
      assertEquals(depth, p.depth());
      assertTrue(safeLines(p).contains(chosen), "a safe line: " + chosen + " in " + p);
      Model model = new Model(p);
      assertEquals(model.value(64), model.lineValue(chosen, 64), "best line in " + p);
      checked++;
    }
    assertTrue(checked >= 15, "checked " + checked);
  }

  /**
   * Each depth limit from 1 up: the line has the best value of the search cut at that depth. One
   * table serves every call, so an entry left by a deeper search of the same position must not
   * count in a shallower one ({@code choose} clears the table).
   */
  @Test
  void choosesALineOfTheBestValueAtEachDepthLimit() {
    SafeSearch.Table table = new SafeSearch.Table(12);
    for (DotsBoxesPosition p : positions()) {
      Model model = new Model(p);
      int safe = safeLines(p).size();
      for (int depth : new int[] {safe, 1, 2, 3, 4}) {
        if (depth > safe) {
          continue;
        }
        Limits limits = Limits.of(Budget.unlimited());
        int chosen =
            SafeSearch.choose(p, order(p.game()), limits, new ChainAnalysis(), table, depth);
        assertEquals(
            model.value(depth), model.lineValue(chosen, depth), "depth " + depth + " in " + p);
      }
    }
  }

  /**
   * Under a work limit the search returns the line of the last depth it finished: -1 when the
   * first was not finished. Which depths finish follows from the work each depth took in an
   * unlimited search: depth k finishes when the work of depths 1 to k stays below the limit.
   */
  @Test
  void aWorkLimitReturnsTheLineOfTheLastFinishedDepth() {
    SafeSearch.Table table = new SafeSearch.Table(12);
    int cut = 0;
    for (DotsBoxesPosition p : positions()) {
      int safe = safeLines(p).size();
      long[] workTo = new long[safe + 1];
      int[] lineAt = new int[safe + 1];
      for (int depth = 1; depth <= safe; depth++) {
        Limits counting = Limits.of(Budget.ofWork(Long.MAX_VALUE - 1));
        lineAt[depth] =
            SafeSearch.choose(p, order(p.game()), counting, new ChainAnalysis(), table, depth);
        workTo[depth] = Long.MAX_VALUE - 1 - counting.remainingWork();
      }
      for (long limit : new long[] {1, 2, workTo[1], workTo[1] + 1, workTo[safe] / 2,
          workTo[safe], workTo[safe] + 1}) {
        if (limit < 1) {
          continue;
        }
        int expected = -1;
        for (int depth = 1; depth <= safe && workTo[depth] < limit; depth++) {
          expected = lineAt[depth];
        }
        Limits limits = Limits.of(Budget.ofWork(limit));
        int chosen = SafeSearch.choose(p, order(p.game()), limits, new ChainAnalysis(), table, 64);
        assertEquals(expected, chosen, "work limit " + limit + " in " + p);
        if (expected != lineAt[safe]) {
          cut++;
        }
      }
    }
    assertTrue(cut > 10, "limits that cut the search short: " + cut);
  }
}
