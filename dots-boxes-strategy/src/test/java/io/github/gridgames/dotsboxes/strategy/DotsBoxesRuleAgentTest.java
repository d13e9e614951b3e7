package io.github.gridgames.dotsboxes.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import io.github.gridgames.testkit.GameRun;
import io.github.gridgames.testkit.RandomGames;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The rule-based agent: each rule on a small board, and its moves over random games. */
class DotsBoxesRuleAgentTest {

  private final DotsBoxesRuleAgent agent = DotsBoxesRuleAgent.of(7);

  private static boolean captures(DotsBoxesState s, Edge line) {
    return s.game().boxesOf(line).stream().anyMatch(b -> s.sidesDrawn(b) == 3);
  }

  private static boolean givesBox(DotsBoxesState s, Edge line) {
    return s.game().boxesOf(line).stream().anyMatch(b -> s.sidesDrawn(b) == 2);
  }

  /**
   * Two rows of five boxes, the bottom row complete. In the top row, a chain of two runs from the
   * left border through the top side of box 1, and a chain of three from the top side of box 2 to
   * the right border; every box of the top row has two sides drawn.
   */
  private static List<Edge> chainsOfTwoAndThree() {
    List<Edge> drawn = new ArrayList<>();
    for (int c = 0; c < 5; c++) {
      drawn.add(Edge.horizontal(1, c));
      drawn.add(Edge.horizontal(2, c));
    }
    for (int c = 0; c <= 5; c++) {
      drawn.add(Edge.vertical(1, c));
    }
    drawn.add(Edge.horizontal(0, 0));
    drawn.add(Edge.horizontal(0, 3));
    drawn.add(Edge.horizontal(0, 4));
    drawn.add(Edge.vertical(0, 2));
    return drawn;
  }

  private static DotsBoxesState withChainsOfTwoAndThree(Player toMove, Edge... more) {
    List<Edge> drawn = chainsOfTwoAndThree();
    drawn.addAll(List.of(more));
    return Oracles.withLines(DotsBoxes.of(2, 5), drawn, toMove);
  }

  @Test
  void takesTheBoxesOfAnOpenedLongChain() {
    DotsBoxesState s = withChainsOfTwoAndThree(Player.FIRST, Edge.vertical(0, 5));
    assertEquals(Edge.vertical(0, 4), agent.chooseMove(s, Budget.unlimited()));
  }

  @Test
  void dealsTheDoubleWhenAnotherLongChainIsLeft() {
    DotsBoxesState start = Positions.twoChainsOfFiveTopOpened();
    assertEquals(
        List.of(Edge.vertical(0, 1), Edge.vertical(0, 2), Edge.vertical(0, 3), Edge.vertical(0, 5)),
        Positions.turn(start, agent, Budget.unlimited()));
  }

  @Test
  void takesEverythingOfTheLastChain() {
    // the chain of two is gone and A has opened the chain of three at the right border
    DotsBoxesState s =
        withChainsOfTwoAndThree(
            Player.SECOND,
            Edge.vertical(0, 0),
            Edge.vertical(0, 1),
            Edge.horizontal(0, 1),
            Edge.vertical(0, 5));
    assertEquals(
        List.of(Edge.vertical(0, 4), Edge.vertical(0, 3), Edge.horizontal(0, 2)),
        Positions.turn(s, agent, Budget.unlimited()));
  }

  @Test
  void handsBackAChainOfTwoOpenedAtItsEndToKeepControl() {
    // A opened the chain of two at its end: B declines both boxes, so A must open the chain of
    // three (B: 3 - 2 = +1, against 2 - 3 = -1 for taking them)
    DotsBoxesState s = withChainsOfTwoAndThree(Player.SECOND, Edge.vertical(0, 0));
    assertEquals(Edge.horizontal(0, 1), agent.chooseMove(s, Budget.unlimited()));
  }

  @Test
  void opensTheSmallestChainAndAChainOfTwoInItsMiddle() {
    DotsBoxesState single = Positions.singleAndChainOfFive();
    Edge line = agent.chooseMove(single, Budget.unlimited());
    assertTrue(
        line.equals(Edge.vertical(0, 0)) || line.equals(Edge.horizontal(0, 0)),
        "opens the single box: " + line);
    DotsBoxesState two = withChainsOfTwoAndThree(Player.FIRST);
    for (long seed = 0; seed < 10; seed++) {
      assertEquals(
          Edge.vertical(0, 1), DotsBoxesRuleAgent.of(seed).chooseMove(two, Budget.unlimited()));
    }
  }

  @Test
  void drawsSafeLinesAtRandomFromItsSeed() {
    DotsBoxes game = DotsBoxes.of(4, 4);
    Set<Edge> firstLines = new HashSet<>();
    for (long seed = 0; seed < 20; seed++) {
      Edge a = DotsBoxesRuleAgent.of(seed).chooseMove(game.initialState(), Budget.unlimited());
      assertEquals(a, DotsBoxesRuleAgent.of(seed).chooseMove(game.initialState(), Budget.unlimited()));
      firstLines.add(a);
    }
    assertTrue(firstLines.size() > 5, "different seeds choose differently: " + firstLines);
  }

  /**
   * Over random games: every line is legal, a capture the chain rules require is made, boxes are
   * declined only by dealing the double of a chain of two (loop remnant of four), and no third side
   * is drawn while a safe line exists.
   */
  @Test
  void playsLegallyAndFollowsItsRulesOverRandomGames() {
    int required = 0;
    int dealt = 0;
    int safe = 0;
    for (DotsBoxes game :
        new DotsBoxes[] {
          DotsBoxes.of(3, 3),
          DotsBoxes.of(4, 5),
          DotsBoxes.builder().rows(3).cols(3).players(3).turnPolicy(TurnPolicy.ALTERNATE).build()
        }) {
      for (long seed = 0; seed < 30; seed++) {
        GameRun<DotsBoxesState, Edge> run = RandomGames.play(game, seed);
        DotsBoxesRuleAgent rules = DotsBoxesRuleAgent.of(seed);
        for (DotsBoxesState s : run.states()) {
          if (s.isTerminal()) {
            continue;
          }
          Edge line = rules.chooseMove(s, Budget.ofWork(1));
          assertTrue(s.isLegal(line), line::toString);
          DotsBoxesPosition p = DotsBoxesPosition.of(s);
          List<ChainAnalysis.Handout> handouts = new ArrayList<>();
          int forced = ChainAnalysis.forcedCapture(p, handouts);
          boolean canCapture = s.legalMoves().stream().anyMatch(e -> captures(s, e));
          boolean canBeSafe =
              s.legalMoves().stream().anyMatch(e -> !captures(s, e) && !givesBox(s, e));
          if (forced >= 0) {
            assertTrue(captures(s, line), () -> line + " captures in\n" + s.render());
            required++;
          } else if (canCapture && !captures(s, line)) {
            int code = game.indexOf(line);
            assertTrue(
                handouts.stream().anyMatch(h -> h.deal() == code),
                () -> line + " deals a double in\n" + s.render());
            dealt++;
          } else if (!canCapture && canBeSafe) {
            assertFalse(givesBox(s, line), () -> line + " gives no box in\n" + s.render());
            safe++;
          }
        }
      }
    }
    assertTrue(required > 100 && dealt > 0 && safe > 100, required + " / " + dealt + " / " + safe);
  }

  @Test
  void refusesFinishedGamesAndNulls() {
    DotsBoxes game = DotsBoxes.of(2, 2);
    DotsBoxesState end = RandomGames.play(game, 3).finalState();
    DotsBoxesRuleAgent rules = DotsBoxesRuleAgent.of(1);
    assertThrows(IllegalArgumentException.class, () -> rules.chooseMove(end, Budget.unlimited()));
    assertThrows(NullPointerException.class, () -> rules.chooseMove(null, Budget.unlimited()));
    assertThrows(NullPointerException.class, () -> rules.chooseMove(game.initialState(), null));
    assertEquals("dots-boxes-rules", rules.name());
    assertEquals("dots-boxes-rules(seed=1)", rules.toString());
    assertEquals(
        rules.chooseMove(game.initialState(), Budget.unlimited()),
        game.edge(rules.chooseCode(DotsBoxesPosition.of(game.initialState()), Budget.unlimited())));
  }
}
