package io.github.gridgames.dotsboxes.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Player;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The strong agent's own steps, with the solver turned off ({@code exactLines(0)}): in the safe
 * phase the safe search's best line (by the model of {@link SafePhase.Model}) or, when the budget
 * stops the search at once, a random safe line; in simple loony endgames (chains and loops only,
 * where the chain rules are exact) every line of a turn optimal by the exhaustive values,
 * captures, handouts and openings alike.
 */
class StrongAgentWithoutSolverTest {

  private static DotsBoxesStrongAgent agent(long seed) {
    return DotsBoxesStrongAgent.builder().seed(seed).exactLines(0).tableBits(4).build();
  }

  @Test
  void inTheSafePhaseItPlaysTheBestSafeLine() {
    int checked = 0;
    for (DotsBoxes game : new DotsBoxes[] {DotsBoxes.of(3, 3), DotsBoxes.of(3, 4)}) {
      for (long seed = 0; seed < UnderPit.count(20, 8); seed++) {
        DotsBoxesPosition p = SafePhase.randomPosition(game, seed, 2 + (int) (seed % 9));
        if (SafePhase.safeLines(p).isEmpty()) {
          continue;
        }
        Edge line = agent(seed).chooseMove(p.state(), Budget.ofWork(1_000_000));
        int e = game.indexOf(line);
        assertTrue(SafePhase.safeLines(p).contains(e), "a safe line " + line + " in " + p);
        SafePhase.assertBestLine(p, e, "the best safe line in " + p);
        checked++;
      }
    }
    assertTrue(checked >= 10, "checked " + checked);
  }

  @Test
  void withoutWorkForTheSearchItDrawsARandomSafeLine() {
    DotsBoxes game = DotsBoxes.of(4, 4);
    DotsBoxesPosition p = SafePhase.randomPosition(game, 5, 12);
    List<Integer> safe = SafePhase.safeLines(p);
    Set<Edge> drawn = new HashSet<>();
    for (long seed = 0; seed < 20; seed++) {
      // one unit of work: the safe search stops at its first position
      Edge line = agent(seed).chooseMove(p.state(), Budget.ofWork(1));
      assertTrue(safe.contains(game.indexOf(line)), "a safe line " + line + " in " + p);
      assertEquals(line, agent(seed).chooseMove(p.state(), Budget.ofWork(1)), "by the seed");
      drawn.add(line);
    }
    assertTrue(drawn.size() > 3, "random lines: " + drawn);
  }

  /**
   * Simple loony endgames of 3 x 3 and those after one more line (the opponent opened something):
   * every line of the agent's turn keeps the exhaustive value.
   */
  @Test
  void everyLineOfATurnIsOptimalInSimpleLoonyEndgames() {
    DotsBoxes game = DotsBoxes.of(3, 3);
    Oracles.Exhaustive exact = new Oracles.Exhaustive(game);
    DotsBoxesStrongAgent agent = agent(1);
    int lines = 0;
    int handouts = 0;
    for (long drawn : SafePhase.chainsAndLoopsOnly(game, UnderPit.count(150, 40))) {
      for (int opened = -1; opened < game.edgeCount(); opened++) {
        if (opened >= 0 && (drawn >>> opened & 1) != 0) {
          continue;
        }
        long start = opened < 0 ? drawn : drawn | 1L << opened;
        DotsBoxesState s = SafePhase.stateOf(game, start, Player.SECOND);
        if (s.isTerminal()) {
          continue;
        }
        Player mover = s.toMove();
        do {
          DotsBoxesPosition before = DotsBoxesPosition.of(s);
          boolean handout = hasHandout(before);
          Edge line = agent.chooseMove(s, Budget.ofWork(100_000));
          int value = exact.value(s);
          assertEquals(value, Oracles.marginOf(s, line, exact::value), "line " + line + " in " + before);
          s = s.play(line);
          lines++;
          if (handout) {
            handouts++;
          }
        } while (!s.isTerminal() && s.toMove().equals(mover));
      }
    }
    assertTrue(lines > 500 && handouts > 20, "lines " + lines + ", with a handout " + handouts);
  }

  private static boolean hasHandout(DotsBoxesPosition p) {
    boolean[] any = {false};
    int forced = ChainAnalysis.forcedCapture(p, (take, deal, given) -> any[0] = true);
    return forced < 0 && any[0];
  }
}
