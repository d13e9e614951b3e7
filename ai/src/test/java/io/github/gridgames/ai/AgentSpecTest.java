package io.github.gridgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class AgentSpecTest {

  @Test
  void readsANameAndAnOptionalTimePerMove() {
    assertEquals(new Strategies.AgentSpec("best", OptionalLong.of(100)), Strategies.AgentSpec.parse(" Best:100 "));
    assertEquals(Strategies.AgentSpec.of("mcts"), Strategies.AgentSpec.parse("mcts"));
    assertEquals("best:100", Strategies.AgentSpec.parse("best:100").toString());
    assertEquals("mcts", Strategies.AgentSpec.parse("mcts").toString());
    assertEquals(100, Strategies.AgentSpec.parse("best:100").millisOr(5));
    assertEquals(5, Strategies.AgentSpec.parse("best").millisOr(5));
  }

  @Test
  void refusesWhatIsNotAnAgentSpec() {
    assertEquals(
        "the time per move 'fast' is not a whole number of milliseconds",
        assertThrows(IllegalArgumentException.class, () -> Strategies.AgentSpec.parse("best:fast")).getMessage());
    assertEquals(
        "the time per move must be from 1 to 3600000 ms, got 0",
        assertThrows(IllegalArgumentException.class, () -> Strategies.AgentSpec.parse("best:0")).getMessage());
    assertEquals(
        "an agent name such as best, got 'two words'",
        assertThrows(IllegalArgumentException.class, () -> Strategies.AgentSpec.parse("two words")).getMessage());
  }
}
