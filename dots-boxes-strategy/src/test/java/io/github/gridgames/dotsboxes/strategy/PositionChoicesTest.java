package io.github.gridgames.dotsboxes.strategy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import io.github.gridgames.testkit.GameRun;
import io.github.gridgames.testkit.RandomGames;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The agents choose on the position face ({@code chooseCode}) exactly the line they choose on the
 * state, and leave the caller's position as it was.
 */
class PositionChoicesTest {

  private static int[] legal(DotsBoxesPosition position) {
    int[] codes = new int[position.legalMoveCount()];
    position.legalMoves(codes);
    return codes;
  }

  private static void choosesAlikeOnBothFaces(Agent<DotsBoxesState, Edge> agent) {
    for (DotsBoxes game : List.of(DotsBoxes.of(3, 3), DotsBoxes.of(5, 5), DotsBoxes.of(7, 7))) {
      GameRun<DotsBoxesState, Edge> run = RandomGames.play(game, 21);
      for (int i = 0; i < run.moves().size(); i += 3) {
        DotsBoxesState state = run.states().get(i);
        DotsBoxesPosition position = state.toPosition();
        int[] before = legal(position);
        int code = agent.chooseCode(position, Budget.ofWork(3_000));
        Edge line = agent.chooseMove(state, Budget.ofWork(3_000));
        assertEquals(game.indexOf(line), code, () -> agent + " in\n" + state.render());
        assertEquals(state, position.state());
        assertEquals(0, position.depth());
        assertArrayEquals(before, legal(position));
      }
    }
  }

  @Test
  void theGreedyAgentChoosesAlikeOnBothFaces() {
    choosesAlikeOnBothFaces(DotsBoxesGreedyAgent.of(4));
  }

  @Test
  void theStrongAgentChoosesAlikeOnBothFaces() {
    choosesAlikeOnBothFaces(DotsBoxesStrongAgent.of(4));
  }

  @Test
  void theAgentsRefuseAFinishedPosition() {
    DotsBoxesPosition end = DotsBoxesPosition.of(DotsBoxes.of(2, 2));
    end.playout(new SplittableRandom(1), 100);
    for (Agent<DotsBoxesState, Edge> agent :
        List.<Agent<DotsBoxesState, Edge>>of(DotsBoxesGreedyAgent.of(1), DotsBoxesStrongAgent.of(1))) {
      IllegalArgumentException over =
          assertThrows(
              IllegalArgumentException.class, () -> agent.chooseCode(end, Budget.ofWork(10)));
      assertEquals("the game is over; there is no move to choose", over.getMessage());
    }
  }
}
