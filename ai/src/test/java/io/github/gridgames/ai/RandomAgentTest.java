package io.github.gridgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.gridgames.core.Budget;
import io.github.gridgames.core.TurnPolicy;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RandomAgentTest {

  private static final Piles GAME =
      Piles.scoring(3, TurnPolicy.EXTRA_TURN_ON_CAPTURE, 3, new int[] {4, 5, 6}, new int[] {1, 2, 3});

  @Test
  void playsLegalMovesAndIsDeterministicPerSeed() {
    qt().withFixedSeed(41)
        .withExamples(100)
        .forAll(longs().all(), longs().all())
        .checkAssert(
            (agentSeed, walkSeed) -> {
              PilesState state = Oracle.walk(GAME.initialState(), walkSeed, (int) (walkSeed & 7));
              if (state.isTerminal()) {
                return;
              }
              RandomAgent<PilesState, Take> agent = RandomAgent.of(agentSeed);
              Take move = agent.chooseMove(state, Budget.ofTime(Duration.ofMillis(1)));
              assertTrue(state.isLegal(move));
              assertEquals(move, agent.chooseMove(state, Budget.unlimited()));
              assertEquals(move, RandomAgent.<PilesState, Take>of(agentSeed).chooseMove(state, Budget.ofWork(1)));
            });
  }

  @Test
  void spreadsItsChoicesOverTheLegalMoves() {
    PilesState state = GAME.initialState();
    List<Take> legal = state.legalMoves();
    Map<Take, Integer> counts = new HashMap<>();
    int draws = legal.size() * 200;
    for (long seed = 0; seed < draws; seed++) {
      counts.merge(RandomAgent.<PilesState, Take>of(seed).chooseMove(state, Budget.unlimited()), 1, Integer::sum);
    }
    assertEquals(legal.size(), counts.size());
    for (int count : counts.values()) {
      assertTrue(count > 120 && count < 280, "count " + count + " of " + counts);
    }
  }

  @Test
  void choosesAmongTheRepresentativesOfUnboundedMoves() {
    for (long seed = 0; seed < 30; seed++) {
      assertTrue(
          Picks.REPRESENTATIVES.contains(
              RandomAgent.<Picks.PickState, Picks.Pick>of(seed)
                  .chooseMove(Picks.GAME.initialState(), Budget.unlimited())));
    }
  }

  @Test
  void refusesAFinishedGame() {
    PilesState over = Piles.lastTakeWins(2, 1, 1).initialState().play(new Take(0, 1));
    RandomAgent<PilesState, Take> agent = RandomAgent.of(1);
    assertThrows(IllegalArgumentException.class, () -> agent.chooseMove(over, Budget.unlimited()));
    assertEquals("random", agent.name());
    assertEquals(1, agent.seed());
  }
}
