package io.github.gridgames.dotsboxes.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Player;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The Monte Carlo search over safe lines. */
class SafeMctsTest {

  /**
   * The exact value, for the player to move, of the fight over safe lines: negamax to every end of
   * the safe phase, valued there by the score margin and the eventual chains.
   */
  private static int exact(DotsBoxesPosition board, ChainAnalysis chains) {
    List<Integer> safe = SafePhase.safeLines(board);
    if (safe.isEmpty()) {
      Player mover = board.toMove();
      return board.score(mover) - board.score(mover.next(2)) + EventualChains.value(board, chains);
    }
    int best = Integer.MIN_VALUE;
    for (int e : safe) {
      board.makeMove(e);
      best = Math.max(best, -exact(board, chains));
      board.unmakeMove();
    }
    return best;
  }

  /**
   * On positions a few safe lines from the end of the safe phase, where many playouts cover every
   * way to its end: the line chosen is safe, of the best exact value, and the position is left as
   * it was.
   */
  @Test
  void findsTheBestSafeLineNearTheEndOfTheSafePhase() {
    ChainAnalysis chains = new ChainAnalysis();
    int checked = 0;
    for (DotsBoxes game : new DotsBoxes[] {DotsBoxes.of(3, 3), DotsBoxes.of(3, 4)}) {
      for (long seed = 0; seed < UnderPit.count(16, 6); seed++) {
        DotsBoxesPosition board = SafePhase.randomPosition(game, seed, 2 + (int) (seed % 3));
        List<Integer> safe = SafePhase.safeLines(board);
        if (safe.size() < 2) {
          continue;
        }
        long hash = board.positionHash();
        int depth = board.depth();
        int line =
            SafeMcts.choose(
                board, Limits.of(Budget.ofWork(20_000)), chains, new SplittableRandom(seed));
        assertEquals(hash, board.positionHash(), "the position is left as it was");
        assertEquals(depth, board.depth());
        assertTrue(safe.contains(line), "a safe line: " + line);
        int best = exact(board, chains);
        board.makeMove(line);
        int value = -exact(board, chains);
        board.unmakeMove();
        assertEquals(best, value, "line " + line + " in " + board);
        checked++;
      }
    }
    assertTrue(checked >= UnderPit.count(16, 6), "checked " + checked);
  }

  @Test
  void isDeterministicUnderAWorkBudgetAndHonoursIt() {
    DotsBoxesPosition board = SafePhase.randomPosition(DotsBoxes.of(5, 5), 3, 20);
    Limits limits = Limits.of(Budget.ofWork(5_000));
    int a = SafeMcts.choose(board, limits, new ChainAnalysis(), new SplittableRandom(9));
    assertTrue(limits.stopped(), "the search runs until its limits");
    assertEquals(5_000, limits.work());
    int b =
        SafeMcts.choose(
            board, Limits.of(Budget.ofWork(5_000)), new ChainAnalysis(), new SplittableRandom(9));
    assertEquals(a, b);
  }

  @Test
  void returnsTheOnlySafeLineAndNoLineWithoutPlayouts() {
    DotsBoxes game = DotsBoxes.of(3, 3);
    DotsBoxesPosition one = null;
    for (long seed = 0; one == null; seed++) {
      DotsBoxesPosition p = SafePhase.randomPosition(game, seed, 1);
      if (SafePhase.safeLines(p).size() == 1) {
        one = p;
      }
    }
    Limits stopped = Limits.of(Budget.ofWork(1));
    assertTrue(stopped.tick());
    assertEquals(
        SafePhase.safeLines(one).get(0),
        SafeMcts.choose(one, stopped, new ChainAnalysis(), new SplittableRandom(1)));
    DotsBoxesPosition many = SafePhase.randomPosition(game, 1, 8);
    assertEquals(-1, SafeMcts.choose(many, stopped, new ChainAnalysis(), new SplittableRandom(1)));
  }
}
