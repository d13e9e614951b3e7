package io.github.gridgames.dotsboxes.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Budget;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import org.junit.jupiter.api.Test;

/** What to open when every line gives boxes away, searched on the board. */
class LoonyOpeningTest {

  private static int first(DotsBoxesPosition board) {
    return ChainAnalysis.components(board).get(0).opening();
  }

  @Test
  void opensTheSingleBoxBeforeTheChainOfFive() {
    DotsBoxesPosition board = DotsBoxesPosition.of(Positions.singleAndChainOfFive());
    DotsBoxes game = board.game();
    int chainLine = game.indexOf(Edge.vertical(0, 6));
    int line =
        new LoonyOpening(board, new ChainAnalysis(), Limits.of(Budget.unlimited())).choose(chainLine);
    assertTrue(
        line == game.indexOf(Edge.vertical(0, 0)) || line == game.indexOf(Edge.horizontal(0, 0)),
        "opens the single box: " + game.edge(line));
  }

  @Test
  void keepsTheGivenLineWhenTheLimitsHaveStopped() {
    DotsBoxesPosition board = DotsBoxesPosition.of(Positions.singleAndChainOfFive());
    int chainLine = board.game().indexOf(Edge.vertical(0, 6));
    Limits stopped = Limits.of(Budget.ofWork(1));
    assertTrue(stopped.tick());
    assertEquals(chainLine, new LoonyOpening(board, new ChainAnalysis(), stopped).choose(chainLine));
  }

  /**
   * Over ends of the safe phase of small boards: the line is undrawn, the position is left as it
   * was, and the line keeps the solver's value in most of them (the search values the position
   * after one opening by an estimate).
   */
  @Test
  void choosesAnUndrawnLineThatMostlyKeepsTheSolversValue() {
    DotsBoxesSolver solver = DotsBoxesSolver.builder().tableBits(16).threads(1).build();
    int checked = 0;
    int kept = 0;
    for (DotsBoxes game : new DotsBoxes[] {DotsBoxes.of(3, 3), DotsBoxes.of(2, 4)}) {
      for (long seed = 0; seed < UnderPit.count(40, 10); seed++) {
        DotsBoxesPosition board = SafePhase.randomPosition(game, seed, 0);
        if (board.isTerminal() || ChainAnalysis.hasCapturable(board)) {
          continue;
        }
        long hash = board.positionHash();
        int depth = board.depth();
        int line =
            new LoonyOpening(board, new ChainAnalysis(), Limits.of(Budget.unlimited()))
                .choose(first(board));
        assertEquals(hash, board.positionHash(), "the position is left as it was");
        assertEquals(depth, board.depth());
        assertFalse(board.isDrawn(line));
        DotsBoxesState state = board.state();
        int value = solver.solve(state).value();
        int margin =
            Oracles.marginOf(state, game.edge(line), after -> solver.solve(after).value());
        if (margin == value) {
          kept++;
        }
        checked++;
      }
    }
    assertTrue(checked >= UnderPit.count(40, 10), "checked " + checked);
    assertTrue(kept * 10 >= checked * 8, "kept the value in " + kept + " of " + checked);
  }
}
