package io.github.gridgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class GreedyAgentTest {

  private static final Piles SCORING =
      Piles.scoring(2, TurnPolicy.EXTRA_TURN_ON_CAPTURE, 2, new int[] {2, 1, 3}, new int[] {1, 5, 2});

  @Test
  void playsTheMoveWithTheBestEvaluationForTheMover() {
    // Emptying pile 1 scores 5, the most a single move can.
    PilesState state = SCORING.initialState();
    GreedyAgent<PilesState, Take> greedy = GreedyAgent.<PilesState, Take>of(Evaluation.scoreMargin());
    assertEquals(new Take(1, 1), greedy.chooseMove(state, Budget.unlimited()));
    // The same for the second player: the evaluation is asked for the mover.
    PilesState second = PilesState.of(SCORING, new int[] {2, 1, 3}, Player.SECOND, new int[] {4, 0});
    assertEquals(new Take(1, 1), greedy.chooseMove(second, Budget.unlimited()));
  }

  @Test
  void takesAWinningMoveAndAvoidsALosingOne() {
    PilesState state = Piles.lastTakeWins(2, 3, 2).initialState();
    GreedyAgent<PilesState, Take> greedy = GreedyAgent.of((s, p) -> 1e15);
    assertEquals(new Take(0, 2), greedy.chooseMove(state, Budget.unlimited()));
    // A 2-player scoring end: finishing 1-2 loses, so the evaluation (here +100) wins out.
    PilesState end = PilesState.of(SCORING, new int[] {0, 0, 2}, Player.FIRST, new int[] {0, 3});
    GreedyAgent<PilesState, Take> hundred = GreedyAgent.of((s, p) -> 100);
    assertEquals(new Take(2, 1), hundred.chooseMove(end, Budget.unlimited()));
  }

  @Test
  void breaksTiesByMoveOrderOrBySeed() {
    PilesState state = Piles.lastTakeWins(2, 3, 9, 9, 9).initialState();
    GreedyAgent<PilesState, Take> first = GreedyAgent.<PilesState, Take>of(Evaluation.zero());
    assertEquals(state.legalMoves().get(0), first.chooseMove(state, Budget.unlimited()));
    Set<Take> chosen = new HashSet<>();
    for (long seed = 0; seed < 20; seed++) {
      Take a = GreedyAgent.<PilesState, Take>builder(Evaluation.zero()).seed(seed).build().chooseMove(state, Budget.unlimited());
      Take b = GreedyAgent.<PilesState, Take>builder(Evaluation.zero()).seed(seed).build().chooseMove(state, Budget.unlimited());
      assertEquals(a, b);
      chosen.add(a);
    }
    assertTrue(chosen.size() > 3, "seeds chose only " + chosen);
  }

  @Test
  void aWorkBudgetLimitsTheMovesLookedAt() {
    AtomicInteger calls = new AtomicInteger();
    GreedyAgent<PilesState, Take> counting =
        GreedyAgent.of(
            (position, player) -> {
              calls.incrementAndGet();
              return position.state().piles()[0];
            });
    PilesState state = Piles.lastTakeWins(2, 3, 9, 9, 9).initialState();
    Take move = counting.chooseMove(state, Budget.ofWork(4));
    assertEquals(4, calls.get());
    // Among the first four moves (0:1, 0:2, 0:3, 1:1), 1:1 leaves most in pile 0.
    assertEquals(new Take(1, 1), move);
  }

  @Test
  void rejectsBadInput() {
    GreedyAgent<PilesState, Take> nan = GreedyAgent.of((s, p) -> Double.NaN);
    PilesState state = Piles.lastTakeWins(2, 3, 9).initialState();
    assertThrows(IllegalStateException.class, () -> nan.chooseMove(state, Budget.unlimited()));
    PilesState over = Piles.lastTakeWins(2, 1, 1).initialState().play(new Take(0, 1));
    assertThrows(IllegalArgumentException.class, () -> nan.chooseMove(over, Budget.unlimited()));
    assertThrows(NullPointerException.class, () -> GreedyAgent.of(null));
    assertEquals("greedy", nan.name());
  }
}
