package io.github.gridgames.dotsboxes.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Budget;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The search over safe lines against a plain model of what it is documented to compute ({@link
 * SafePhase.Model}: negamax over the safe lines, the ends of the safe phase valued by the chain
 * analysis, 0 at the depth limit).
 */
class SafeSearchTest {

  private static final DotsBoxes[] GAMES = {
    DotsBoxes.of(2, 3), DotsBoxes.of(3, 3), DotsBoxes.of(2, 4), DotsBoxes.of(3, 4), DotsBoxes.of(4, 4)
  };

  /** The positions of the tests: every game, many seeds, 2 to 13 safe lines left. */
  private static List<DotsBoxesPosition> positions() {
    List<DotsBoxesPosition> list = new ArrayList<>();
    for (DotsBoxes game : GAMES) {
      for (long seed = 0; seed < UnderPit.count(60, 30); seed++) {
        DotsBoxesPosition p =
            SafePhase.randomPosition(game, seed * 31 + game.edgeCount(), 2 + (int) (seed % 12));
        if (!SafePhase.safeLines(p).isEmpty()) {
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
      assertTrue(SafePhase.safeLines(p).contains(chosen), "a safe line: " + chosen + " in " + p);
      SafePhase.assertBestLine(p, chosen, "best line in " + p);
      checked++;
    }
    assertTrue(checked >= 15, "checked " + checked);
  }

  /**
   * The result tells whether the search reached every end of the safe phase: with a depth limit
   * of every safe line left it always does, and its line is the one {@code choose} returns; with
   * a depth limit of 1 and more than one safe line left to the end it does not.
   */
  @Test
  void theResultTellsWhetherTheSearchReachedEveryEnd() {
    SafeSearch.Table table = new SafeSearch.Table(12);
    int incomplete = 0;
    for (DotsBoxesPosition p : positions()) {
      int safe = SafePhase.safeLines(p).size();
      SafeSearch.Result full =
          SafeSearch.search(
              p, order(p.game()), Limits.of(Budget.unlimited()), new ChainAnalysis(), table, safe);
      assertTrue(full.complete(), "complete in " + p);
      assertEquals(
          SafeSearch.choose(
              p, order(p.game()), Limits.of(Budget.unlimited()), new ChainAnalysis(), table, safe),
          full.line());
      SafeSearch.Result one =
          SafeSearch.search(
              p, order(p.game()), Limits.of(Budget.unlimited()), new ChainAnalysis(), table, 1);
      if (!one.complete()) {
        incomplete++;
      }
      SafeSearch.Result none =
          SafeSearch.search(
              p, order(p.game()), Limits.of(Budget.ofWork(1)), new ChainAnalysis(), table, safe);
      assertEquals(new SafeSearch.Result(-1, false), none, "no depth finished in " + p);
    }
    assertTrue(incomplete > 10, "cut at depth 1: " + incomplete);
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
      SafePhase.Model model = new SafePhase.Model(p);
      int safe = SafePhase.safeLines(p).size();
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
      int safe = SafePhase.safeLines(p).size();
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

  /**
   * Longer fights (10 to 16 safe lines left on 4 x 4 and 4 x 5 boards), where one position is
   * reached by many orders of lines under different windows: the table's bounds must be used as
   * the bounds they are, and a horizon met through the table must still call for a deeper search.
   */
  @Test
  void choosesALineOfTheBestValueInLongerFights() {
    SafeSearch.Table table = new SafeSearch.Table(16);
    int checked = 0;
    for (DotsBoxes game : new DotsBoxes[] {DotsBoxes.of(4, 4), DotsBoxes.of(4, 5)}) {
      for (long seed = 0; seed < UnderPit.count(8, 3); seed++) {
        DotsBoxesPosition p = SafePhase.randomPosition(game, 500 + seed, 10 + (int) (seed % 7));
        if (SafePhase.safeLines(p).isEmpty()) {
          continue;
        }
        Limits limits = Limits.of(Budget.unlimited());
        int chosen = SafeSearch.choose(p, order(game), limits, new ChainAnalysis(), table, 64);
        SafePhase.assertBestLine(p, chosen, "best line in " + p);
        checked++;
      }
    }
    assertTrue(checked >= 4, "checked " + checked);
  }
}
