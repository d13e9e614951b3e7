package io.github.gridgames.dotsboxes.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.ai.AlphaBetaAgent;
import io.github.gridgames.ai.Evaluation;
import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.ai.AlphaBetaSolver;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.internal.Hashing;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import io.github.gridgames.dotsboxes.internal.PositionSearch;
import io.github.gridgames.testkit.RandomGames;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The generic search of the {@code ai} module respects the extra-turn rule: its exact solver
 * values Dots and Boxes positions as the dedicated solver does, and its alpha-beta agent keeps the
 * outcome the dedicated solver finds.
 */
class GenericSearchAgreementTest {

  private final DotsBoxesSolver dedicated = DotsBoxesSolver.builder().tableBits(16).build();

  /** Small positions: tiny boards from the start, random positions, the double-dealing one. */
  private static List<DotsBoxesState> positions(int maxUndrawn) {
    List<DotsBoxesState> list = new ArrayList<>();
    list.add(DotsBoxes.of(1, 1).initialState());
    list.add(DotsBoxes.of(1, 2).initialState());
    list.add(DotsBoxes.of(2, 1).initialState());
    list.add(DotsBoxes.of(1, 3).initialState());
    list.add(Positions.twoChainsOfFiveTopOpened());
    list.add(Positions.singleAndChainOfFive());
    for (DotsBoxes game : new DotsBoxes[] {DotsBoxes.of(2, 2), DotsBoxes.of(2, 3), DotsBoxes.of(3, 3)}) {
      for (long seed = 0; seed < 8; seed++) {
        for (DotsBoxesState s : RandomGames.play(game, seed).states()) {
          int undrawn = game.edgeCount() - s.drawnCount();
          if (undrawn <= maxUndrawn && undrawn >= maxUndrawn - 2) {
            list.add(s);
          }
        }
      }
    }
    return list;
  }

  private static int sign(int x) {
    return Integer.signum(x);
  }

  /** The final margin sign for the player to move: the score so far plus the value of the rest. */
  private static int outcome(DotsBoxesState s, int value) {
    Player mover = s.toMove();
    return sign(s.score(mover) - s.score(mover.next(2)) + value);
  }

  @Test
  void theGenericSolverFindsTheSameMargins() {
    // The value of the rest depends on the board and the drawn lines only; the table is kept
    // between calls, so the key names the game too. The solver searches on the game's own
    // position, whose drawn-line mask is the rest of the key.
    AlphaBetaSolver<DotsBoxesState, Edge> generic =
        AlphaBetaSolver.<DotsBoxesState, Edge>builder()
            .tableKey(
                p -> {
                  DotsBoxesPosition d = (DotsBoxesPosition) p;
                  return Hashing.combine(
                      Hashing.combine(d.game().rows(), d.game().cols()), PositionSearch.drawnMask(d));
                })
            .build();
    int checked = 0;
    for (DotsBoxesState s : positions(12)) {
      SolveResult<Edge> result = generic.solve(s);
      int expected = dedicated.solve(s).value();
      assertEquals(expected, result.value(), () -> "margin of\n" + s.render());
      SolveResult.Verdict verdict =
          switch (outcome(s, expected)) {
            case 1 -> SolveResult.Verdict.WIN;
            case 0 -> SolveResult.Verdict.DRAW;
            default -> SolveResult.Verdict.LOSS;
          };
      assertEquals(verdict, result.verdict(), s::render);
      checked++;
    }
    assertTrue(checked > 40, "checked " + checked);
    assertEquals(6, generic.solve(Positions.twoChainsOfFiveTopOpened()).value());
  }

  @Test
  void theAlphaBetaAgentKeepsTheOutcome() {
    int checked = 0;
    for (DotsBoxesState s : positions(10)) {
      AlphaBetaAgent<DotsBoxesState, Edge> agent =
          AlphaBetaAgent.<DotsBoxesState, Edge>builder(Evaluation.scoreMargin()).build();
      Edge move = agent.chooseMove(s, Budget.unlimited());
      int value = dedicated.solve(s).value();
      int kept = Oracles.marginOf(s, move, after -> dedicated.solve(after).value());
      assertEquals(outcome(s, value), outcome(s, kept), () -> move + " in\n" + s.render());
      checked++;
    }
    assertTrue(checked > 40, "checked " + checked);
  }
}
