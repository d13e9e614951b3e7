package io.github.gridgames.dotsboxes.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Budget;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import io.github.gridgames.testkit.GameRun;
import io.github.gridgames.testkit.RandomGames;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The greedy baseline: captures, else a line that gives no box, else anything; seeded. */
class DotsBoxesGreedyAgentTest {

  private static boolean captures(DotsBoxesState s, Edge line) {
    return s.game().boxesOf(line).stream().anyMatch(b -> s.sidesDrawn(b) == 3);
  }

  private static boolean givesBox(DotsBoxesState s, Edge line) {
    return s.game().boxesOf(line).stream().anyMatch(b -> s.sidesDrawn(b) == 2);
  }

  @Test
  void capturesWhenItCanElsePlaysSafeWhenItCan() {
    for (DotsBoxes game :
        new DotsBoxes[] {
          DotsBoxes.of(3, 3), DotsBoxes.of(2, 5), DotsBoxes.builder().rows(3).cols(3).players(3).turnPolicy(TurnPolicy.ALTERNATE).build()
        }) {
      DotsBoxesGreedyAgent agent = DotsBoxesGreedyAgent.of(5);
      int capturing = 0;
      int safe = 0;
      for (long seed = 0; seed < 40; seed++) {
        GameRun<DotsBoxesState, Edge> run = RandomGames.play(game, seed);
        for (DotsBoxesState s : run.states()) {
          if (s.isTerminal()) {
            continue;
          }
          Edge line = agent.chooseMove(s, Budget.ofWork(1));
          assertTrue(s.isLegal(line));
          boolean canCapture = s.legalMoves().stream().anyMatch(e -> captures(s, e));
          boolean canBeSafe =
              s.legalMoves().stream().anyMatch(e -> !captures(s, e) && !givesBox(s, e));
          if (canCapture) {
            assertTrue(captures(s, line), () -> "captures in\n" + s.render());
            capturing++;
          } else if (canBeSafe) {
            assertFalse(givesBox(s, line), () -> line + " gives no box in\n" + s.render());
            safe++;
          }
        }
      }
      assertTrue(capturing > 50 && safe > 50, capturing + " / " + safe);
    }
  }

  @Test
  void theSameSeedAndPositionGiveTheSameLineAndSeedsVary() {
    DotsBoxes game = DotsBoxes.of(4, 4);
    Set<Edge> firstLines = new HashSet<>();
    for (long seed = 0; seed < 20; seed++) {
      Edge a = DotsBoxesGreedyAgent.of(seed).chooseMove(game.initialState(), Budget.unlimited());
      Edge b = DotsBoxesGreedyAgent.of(seed).chooseMove(game.initialState(), Budget.unlimited());
      assertEquals(a, b);
      firstLines.add(a);
    }
    assertTrue(firstLines.size() > 5, "different seeds choose differently: " + firstLines);
  }

  @Test
  void refusesFinishedGamesAndNulls() {
    DotsBoxes game = DotsBoxes.of(2, 2);
    DotsBoxesState end = RandomGames.play(game, 3).finalState();
    DotsBoxesGreedyAgent agent = DotsBoxesGreedyAgent.of(1);
    assertThrows(IllegalArgumentException.class, () -> agent.chooseMove(end, Budget.unlimited()));
    assertThrows(NullPointerException.class, () -> agent.chooseMove(null, Budget.unlimited()));
    assertThrows(
        NullPointerException.class, () -> agent.chooseMove(game.initialState(), null));
    assertEquals("dots-boxes-greedy", agent.name());
    assertTrue(agent.toString().contains("seed=1"));
  }
}
