package io.github.gridgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import org.junit.jupiter.api.Test;

/**
 * What mutation testing found unguarded in the searches: the value of a depth-limited alpha-beta
 * search (evaluation at the horizon, seen from the side to move, decayed wins) against a plain
 * depth-limited negamax, and the checks of {@link AlphaBetaSolver#analyse}.
 */
class SearchBoundsTest {

  private static final Evaluation<PilesState, Take> MARGIN = Evaluation.scoreMargin();

  /** Plain depth-limited negamax in the scale of {@link AlphaBetaAgent}, for the side to move. */
  private static double reference(PilesState state, int depth, Player root) {
    boolean rootToMove = state.toMove().equals(root);
    double value;
    if (state.isTerminal()) {
      value = AlphaBetaAgent.WIN * Outcomes.sign(state.outcome(), root);
    } else if (depth == 0) {
      value = Outcomes.clampEvaluation(MARGIN.evaluate(state.toPosition(), root), state.toPosition());
    } else {
      double best = Double.NEGATIVE_INFINITY;
      for (Take move : state.legalMoves()) {
        best = Math.max(best, valueOfMove(state, move, depth, root));
      }
      return best;
    }
    return rootToMove ? value : -value;
  }

  /** The value of a move for the side to move, decayed one point if it is a proven result. */
  private static double valueOfMove(PilesState state, Take move, int depth, Player root) {
    PilesState next = state.play(move);
    double child = reference(next, depth - 1, root);
    double x = next.toMove().equals(state.toMove()) ? child : -child;
    double proven = AlphaBetaAgent.WIN - 1e6;
    return x > proven ? x - 1 : x < -proven ? x + 1 : x;
  }

  @Test
  void aDepthLimitedSearchHasThePlainNegamaxValueAndPlaysAMoveOfThatValue() {
    for (TurnPolicy policy : new TurnPolicy[] {TurnPolicy.ALTERNATE, TurnPolicy.EXTRA_TURN_ON_CAPTURE}) {
      Piles game = Piles.scoring(2, policy, 3, new int[] {4, 3, 5, 2}, new int[] {1, 2, 3, 1});
      for (long seed = 0; seed < 12; seed++) {
        PilesState state = Oracle.walk(game.initialState(), seed, (int) (seed % 5));
        if (state.isTerminal()) {
          continue;
        }
        for (int maxDepth = 1; maxDepth <= 3; maxDepth++) {
          SearchReport<Take> report =
              AlphaBetaAgent.<PilesState, Take>builder(MARGIN).maxDepth(maxDepth).build().search(state, Budget.unlimited());
          Player root = state.toMove();
          double expected = reference(state, report.depth(), root);
          PilesState here = state;
          int depth = report.depth();
          assertTrue(depth >= 1 && depth <= maxDepth, () -> "depth " + depth);
          assertEquals(expected, report.value(), () -> "depth " + depth + " in " + here.render());
          assertEquals(expected, valueOfMove(state, report.move(), depth, root), () -> report.move() + " in " + here.render());
        }
      }
    }
  }

  @Test
  void solveMovesRefusesAFinishedGameAndUnboundedMoves() {
    PilesState over = Piles.lastTakeWins(2, 3, 2).initialState().play(new Take(0, 2));
    assertTrue(over.isTerminal());
    assertThrows(IllegalArgumentException.class, () -> AlphaBetaSolver.<PilesState, Take>of().analyse(over, Budget.unlimited()));
    assertThrows(
        IllegalArgumentException.class,
        () -> AlphaBetaSolver.<Picks.PickState, Picks.Pick>of().analyse(Picks.GAME.initialState(), Budget.unlimited()));
  }
}
