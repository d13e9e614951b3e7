package io.github.gridgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.ai.GameAgents;
import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The web game's machine turn ({@code /find}) played by the strongest installed agent. */
class WebFindTest {

  private static DotsBoxesState lines(WebGameNumbering web, int... numbers) {
    DotsBoxesState s = web.game().initialState();
    for (int n : numbers) {
      s = s.play(web.edge(n));
    }
    return s;
  }

  /** Checks a /find answer: tuples that replay to the agent's turn and name its boxes. */
  private static void checkTurn(WebGameNumbering web, DotsBoxesState start, List<WebGameNumbering.WebMove> turn) {
    DotsBoxesState end = web.playTurn(start, turn);
    DotsBoxesState s = start;
    for (WebGameNumbering.WebMove tuple : turn) {
      if (tuple.isNone()) {
        assertTrue(s.isTerminal(), "NONE only after the game's last line");
        continue;
      }
      Edge line = web.edge(tuple.line());
      assertEquals(web.lineNumber(line), tuple.line());
      DotsBoxesState after = s.play(line);
      int boxes = after.completedBoxes() - s.completedBoxes();
      assertEquals(boxes, (tuple.box1() >= 0 ? 1 : 0) + (tuple.box2() >= 0 ? 1 : 0), tuple::toString);
      for (int box : new int[] {tuple.box1(), tuple.box2()}) {
        if (box >= 0) {
          assertTrue(web.game().sidesOf(web.box(box)).contains(line), "box " + box + " of " + tuple);
          assertTrue(after.owner(web.box(box)).isPresent());
          assertTrue(s.owner(web.box(box)).isEmpty());
        }
      }
      s = after;
    }
    assertEquals(end, s);
    assertTrue(s.isTerminal() || !s.toMove().equals(start.toMove()), "the whole turn");
  }

  @Test
  void theStrongAgentsWholeTurnAsTuples() {
    DotsBoxes game = DotsBoxes.of(3, 3);
    WebGameNumbering web = WebGameNumbering.of(game);
    // Lines 0, 3, 12 and 13 draw three sides of box 0 (top 0, bottom 3, left 12) and the left
    // side of box 1, so the machine takes box 0 through line 13 and then keeps drawing.
    DotsBoxesState start = lines(web, 0, 3, 12, 16);
    Agent<DotsBoxesState, Edge> agent = GameAgents.of(game).agent(GameAgents.BEST, 4);
    List<WebGameNumbering.WebMove> turn = web.find(start, agent, Budget.ofWork(200_000));
    assertTrue(turn.size() >= 2, "a capture and a final line: " + turn);
    assertEquals(new WebGameNumbering.WebMove(13, 0, -1), turn.get(0));
    assertTrue(turn.get(turn.size() - 1).endsTurn(), "the last line completes nothing");
    checkTurn(web, start, turn);
  }

  @Test
  void aTurnThatEndsTheGameEndsWithNone() {
    DotsBoxes game = DotsBoxes.of(2, 2);
    WebGameNumbering web = WebGameNumbering.of(game);
    DotsBoxesState s = game.initialState();
    Agent<DotsBoxesState, Edge> agent = GameAgents.of(game).agent(GameAgents.BEST, 8);
    List<WebGameNumbering.WebMove> last = null;
    while (!s.isTerminal()) {
      List<WebGameNumbering.WebMove> turn = web.find(s, agent, Budget.ofWork(50_000));
      checkTurn(web, s, turn);
      s = web.playTurn(s, turn);
      last = turn;
    }
    assertEquals(WebGameNumbering.WebMove.NONE, last.get(last.size() - 1));
  }
}
