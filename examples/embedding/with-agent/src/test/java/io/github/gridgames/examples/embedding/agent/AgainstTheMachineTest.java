package io.github.gridgames.examples.embedding.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import java.util.Set;
import org.junit.jupiter.api.Test;

class AgainstTheMachineTest {

  @Test
  void theStrongAgentOfTheStrategyArtifactPlaysAndWins() {
    AgainstTheMachine.Result result = AgainstTheMachine.play(2026);
    DotsBoxesState end = result.finalState();
    assertTrue(end.isTerminal());
    assertEquals(9, end.score(Player.FIRST) + end.score(Player.SECOND));
    Outcome outcome = end.outcome();
    assertEquals(Set.of(Player.SECOND), outcome.winners(), "the machine beats the simple player: " + outcome);
    assertEquals(
        "exact play when the position is small enough, chain-aware play otherwise", result.machine());
  }

  @Test
  void theSameSeedPlaysTheSameGame() {
    assertEquals(AgainstTheMachine.play(7).finalState(), AgainstTheMachine.play(7).finalState());
  }
}
