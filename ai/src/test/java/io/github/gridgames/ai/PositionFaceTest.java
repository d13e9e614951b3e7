package io.github.gridgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.TurnPolicy;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The agents on the {@link Position} face: same choices as on states, positions left as found. */
class PositionFaceTest {

  private static final Piles GAME =
      Piles.scoring(2, TurnPolicy.EXTRA_TURN_ON_CAPTURE, 3, new int[] {5, 4, 6}, new int[] {1, 2, 3});

  private static List<Agent<PilesState, Take>> agents(long seed) {
    return List.of(
        RandomAgent.of(seed),
        GreedyAgent.<PilesState, Take>builder(Evaluation.scoreMargin()).seed(seed).build(),
        AlphaBetaAgent.<PilesState, Take>of(Evaluation.scoreMargin()),
        MctsAgent.of(seed));
  }

  @Test
  void chooseCodeAgreesWithChooseMoveAndLeavesThePositionAsItWas() {
    for (long seed = 0; seed < 12; seed++) {
      Position<PilesState, Take> position = GAME.initialState().toPosition();
      SplittableRandom random = new SplittableRandom(seed);
      position.playout(random, (int) (seed % 6));
      if (position.isTerminal()) {
        continue;
      }
      PilesState before = position.state();
      int depth = position.depth();
      List<Agent<PilesState, Take>> fresh = agents(seed);
      for (int i = 0; i < fresh.size(); i++) {
        Agent<PilesState, Take> agent = fresh.get(i);
        int code = agent.chooseCode(position, Budget.ofWork(500));
        assertTrue(position.isLegal(code), agent.name());
        assertEquals(before, position.state(), agent.name());
        assertEquals(before.positionHash(), position.positionHash(), agent.name());
        assertEquals(depth, position.depth(), agent.name());
        Take expected = agents(seed).get(i).chooseMove(before, Budget.ofWork(500));
        assertEquals(expected, position.move(code), agent.name() + " in " + before.render());
      }
    }
  }

  @Test
  void aSearchThatThrowsLeavesThePositionAsItWas() {
    Position<PilesState, Take> position = GAME.initialState().toPosition();
    position.makeMove(position.code(new Take(0, 1)));
    PilesState before = position.state();
    AlphaBetaAgent<PilesState, Take> nan =
        AlphaBetaAgent.<PilesState, Take>builder((p, player) -> Double.NaN).maxDepth(3).build();
    assertThrows(IllegalStateException.class, () -> nan.chooseCode(position, Budget.unlimited()));
    GreedyAgent<PilesState, Take> greedy = GreedyAgent.of((p, player) -> Double.NaN);
    assertThrows(IllegalStateException.class, () -> greedy.chooseCode(position, Budget.unlimited()));
    assertEquals(before, position.state());
    assertEquals(1, position.depth());
  }

  @Test
  void agentsRefuseAFinishedPosition() {
    Position<PilesState, Take> over = Piles.lastTakeWins(2, 1, 1).initialState().toPosition();
    over.makeMove(over.code(new Take(0, 1)));
    for (Agent<PilesState, Take> agent : agents(1)) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> agent.chooseCode(over, Budget.ofWork(10)));
      assertTrue(e.getMessage().startsWith("cannot choose a move in a finished game"), e.getMessage());
    }
  }
}
