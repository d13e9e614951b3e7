package io.github.gridgames.dotsboxes.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.core.Player;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import io.github.gridgames.dotsboxes.internal.PositionSearch;
import org.junit.jupiter.api.Test;

/**
 * The solver in the positions its chain rules are for, which random games seldom reach: the ends
 * of the safe phase (every line gives a box: chains, loops and the joints between them) and the
 * positions after one more line there (a chain or loop opened, the captures and handouts to
 * decide), and every simple loony endgame of 3 x 3. Margin and best line against the exhaustive
 * values.
 */
class DotsBoxesSolverEndgameTest {

  private final DotsBoxesSolver solver = DotsBoxesSolver.builder().tableBits(16).threads(1).build();

  private void check(DotsBoxesState state, Oracles.Exhaustive exact) {
    int value = exact.value(state);
    SolveResult<Edge> result = solver.solve(state);
    assertTrue(result.isComplete());
    assertEquals(value, result.value(), () -> "margin of\n" + state.render());
    Edge best = result.bestMove().orElseThrow();
    assertEquals(value, Oracles.marginOf(state, best, exact::value),
        () -> "the best line " + best + " keeps the margin in\n" + state.render());
  }

  /** Checks a position and each position one line later. */
  private int checkWithEveryNextLine(DotsBoxesState state, Oracles.Exhaustive exact) {
    int checked = 0;
    check(state, exact);
    for (Edge line : state.legalMoves()) {
      DotsBoxesState next = state.play(line);
      if (!next.isTerminal()) {
        check(next, exact);
        checked++;
      }
    }
    return checked + 1;
  }

  @Test
  void endsOfTheSafePhaseAndTheLineAfter() {
    int checked = 0;
    for (DotsBoxes game : new DotsBoxes[] {DotsBoxes.of(3, 3), DotsBoxes.of(2, 4), DotsBoxes.of(2, 5)}) {
      Oracles.Exhaustive exact = new Oracles.Exhaustive(game);
      int seeds = game.edgeCount() > 24 ? UnderPit.count(4, 2) : UnderPit.count(15, 5);
      for (long seed = 0; seed < seeds; seed++) {
        DotsBoxesPosition end = SafePhase.randomPosition(game, 1000 + seed, 0);
        Player toMove = seed % 2 == 0 ? Player.FIRST : Player.SECOND;
        long drawn = PositionSearch.drawnMask(end);
        checked += checkWithEveryNextLine(SafePhase.stateOf(game, drawn, toMove), exact);
      }
    }
    assertTrue(checked > UnderPit.count(300, 100), "checked " + checked);
  }

  @Test
  void simpleLoonyEndgamesOfThreeByThree() {
    DotsBoxes game = DotsBoxes.of(3, 3);
    Oracles.Exhaustive exact = new Oracles.Exhaustive(game);
    int checked = 0;
    for (long drawn : SafePhase.chainsAndLoopsOnly(game, UnderPit.count(60, 15))) {
      checked += checkWithEveryNextLine(SafePhase.stateOf(game, drawn, Player.FIRST), exact);
    }
    assertTrue(checked > UnderPit.count(400, 100), "checked " + checked);
  }
}
