package io.github.gridgames.dotsboxes.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.ai.MoveBounds;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import io.github.gridgames.testkit.RandomGames;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The value of every line, against a full-width minimax over the rules. */
class DotsBoxesAnalysisTest {

  private final DotsBoxesSolver solver = DotsBoxesSolver.builder().tableBits(18).build();

  /**
   * Full-width minimax over the public rules ({@link DotsBoxesState#play}): every legal line, no
   * pruning, no chain rules, no symmetry; values remembered per set of drawn lines, on which alone
   * the value of the rest depends.
   */
  private static final class Minimax {
    private final Map<List<Edge>, Integer> memo = new HashMap<>();

    int value(DotsBoxesState state) {
      if (state.isTerminal()) {
        return 0;
      }
      List<Edge> key = state.drawnEdges();
      Integer known = memo.get(key);
      if (known != null) {
        return known;
      }
      int best = Integer.MIN_VALUE;
      for (Edge move : state.legalMoves()) {
        best = Math.max(best, lineValue(state, move));
      }
      memo.put(key, best);
      return best;
    }

    int lineValue(DotsBoxesState state, Edge move) {
      return Oracles.marginOf(state, move, this::value);
    }
  }

  /** Checks every line's exact value, the value of the position and the best lines. */
  private void checkComplete(DotsBoxesState state, Minimax minimax) {
    List<MoveBounds<Edge>> analysis = solver.analyse(state, Budget.unlimited());
    assertTrue(analysis.stream().allMatch(MoveBounds::isExact), () -> "complete for\n" + state.render());
    List<Edge> legal = new ArrayList<>(state.legalMoves());
    assertEquals(legal.size(), analysis.size());
    int best = Integer.MIN_VALUE;
    for (MoveBounds<Edge> m : analysis) {
      assertTrue(state.isLegal(m.move()));
      int expected = minimax.lineValue(state, m.move());
      assertEquals(expected, m.value(), () -> m.move() + " in\n" + state.render());
      best = Math.max(best, expected);
    }
    assertEquals(minimax.value(state), best);
    List<Edge> bestLines = new ArrayList<>();
    for (MoveBounds<Edge> m : analysis) {
      if (m.value() == best) {
        bestLines.add(m.move());
      }
    }
    assertEquals(bestLines, Oracles.provenBest(analysis));
    assertEquals(solver.solve(state).value(), best, "the solver agrees");
    assertTrue(bestLines.contains(solver.solve(state).bestMove().orElseThrow()));
  }

  @Test
  void everyLineOfTheEmptyTwoByTwoAndTwoByThreeBoards() {
    DotsBoxes[] games =
        UnderPit.ON ? new DotsBoxes[] {DotsBoxes.of(2, 2)} : new DotsBoxes[] {DotsBoxes.of(2, 2), DotsBoxes.of(2, 3)};
    for (DotsBoxes game : games) {
      checkComplete(game.initialState(), new Minimax());
    }
  }

  @Test
  void everyLineOfRandomPositions() {
    for (DotsBoxes game : new DotsBoxes[] {DotsBoxes.of(2, 2), DotsBoxes.of(2, 3)}) {
      Minimax minimax = new Minimax();
      for (long seed = 0; seed < UnderPit.count(6, 2); seed++) {
        List<DotsBoxesState> states = RandomGames.play(game, seed).states();
        for (DotsBoxesState s : states.subList(0, states.size() - 1)) {
          checkComplete(s, minimax);
        }
      }
    }
  }

  @Test
  void everyLineOfMidGameThreeByThreePositions() {
    DotsBoxes game = DotsBoxes.of(3, 3);
    Minimax minimax = new Minimax();
    int checked = 0;
    for (long seed = 0; seed < 12; seed++) {
      // at most 14 undrawn lines: at most 2^14 positions for the minimax
      DotsBoxesState s = RandomGames.play(game, seed, 10 + (int) (seed % 4)).finalState();
      if (!s.isTerminal()) {
        checkComplete(s, minimax);
        checked++;
      }
    }
    assertTrue(checked >= 10, "checked " + checked);
  }

  @Test
  void aSmallBudgetLeavesBoundsThatHoldTheValues() {
    DotsBoxes game = DotsBoxes.of(3, 3);
    Minimax minimax = new Minimax();
    int inexact = 0;
    for (long seed = 20; seed < 20 + UnderPit.count(10, 4); seed++) {
      DotsBoxesState s = RandomGames.play(game, seed, 10).finalState();
      List<MoveBounds<Edge>> analysis = solver.analyse(s, Budget.ofWork(40));
      for (MoveBounds<Edge> m : analysis) {
        int value = minimax.lineValue(s, m.move());
        assertTrue(
            m.lower() <= value && value <= m.upper(), () -> m + " holds " + value + "\n" + s.render());
        inexact += m.isExact() ? 0 : 1;
      }
      int best = analysis.stream().mapToInt(MoveBounds::upper).max().orElseThrow();
      for (Edge e : Oracles.provenBest(analysis)) {
        assertEquals(minimax.value(s), minimax.lineValue(s, e), "a proven best line is best");
        assertTrue(best >= minimax.value(s));
      }
    }
    assertTrue(inexact > 0, "the budget left some lines open");
  }

  @Test
  void theValuesDoNotDependOnTheThreads() {
    DotsBoxes game = DotsBoxes.of(3, 3);
    DotsBoxesSolver one = DotsBoxesSolver.builder().tableBits(18).threads(1).build();
    DotsBoxesSolver three = DotsBoxesSolver.builder().tableBits(18).threads(3).build();
    for (long seed = 0; seed < 4; seed++) {
      DotsBoxesState s = RandomGames.play(game, seed, 4).finalState();
      assertEquals(one.analyse(s, Budget.unlimited()), three.analyse(s, Budget.unlimited()));
    }
  }

  @Test
  void aFinishedGameHasNoLinesToValue() {
    DotsBoxesState end = RandomGames.play(DotsBoxes.of(2, 2), 3).finalState();
    String refused =
        assertThrows(IllegalArgumentException.class, () -> solver.analyse(end, Budget.unlimited())).getMessage();
    assertEquals("the game is over: " + end.outcome(), refused);
  }


  @Test
  void theRecordsCheckTheirParts() {
    Edge e = Edge.horizontal(0, 0);
    assertThrows(IllegalArgumentException.class, () -> new MoveBounds<>(e, 3, 1));
    assertThrows(NullPointerException.class, () -> new MoveBounds<>(null, 1, 1));
    IllegalStateException open =
        assertThrows(IllegalStateException.class, () -> new MoveBounds<>(e, -1, 3).value());
    assertTrue(open.getMessage().contains("between -1 and 3"), open.getMessage());
    assertEquals(e + " 2", new MoveBounds<>(e, 2, 2).toString());
    assertEquals(e + " [-1, 3]", new MoveBounds<>(e, -1, 3).toString());
    List<MoveBounds<Edge>> open2 = List.of(new MoveBounds<>(e, 0, 4), new MoveBounds<>(Edge.horizontal(0, 1), 2, 2));
    assertEquals(List.of(), Oracles.provenBest(open2), "neither line is proven best");
  }

  @Test
  void unsupportedGamesAreRefused() {
    assertThrows(
        IllegalArgumentException.class,
        () ->
            solver.analyse(
                DotsBoxes.builder().rows(2).cols(2).players(2).turnPolicy(TurnPolicy.ALTERNATE).build().initialState(), Budget.unlimited()));
    assertThrows(
        NullPointerException.class, () -> solver.analyse(null, Budget.unlimited()));
    assertThrows(
        NullPointerException.class,
        () -> solver.analyse(DotsBoxes.of(2, 2).initialState(), null));
  }
}
