package io.github.gridgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class AgentSpecTest {

  @Test
  void readsANameAndAnOptionalTimePerMove() {
    assertEquals(AgentSpec.of("best", Duration.ofMillis(100)), AgentSpec.parse(" Best:100 "));
    assertEquals(AgentSpec.of("mcts"), AgentSpec.parse("mcts"));
    assertEquals("best:100", AgentSpec.parse("best:100").toString());
    assertEquals("mcts", AgentSpec.parse("mcts").toString());
    assertEquals("best:3600000", AgentSpec.of("best", AgentSpec.MAX_TIME_PER_MOVE).toString());
    assertEquals(Optional.of(Duration.ofMillis(100)), AgentSpec.parse("best:100").timePerMove());
    assertEquals(Optional.empty(), AgentSpec.parse("best").timePerMove());
    assertEquals("best", AgentSpec.parse("best:1").name());
    assertEquals(AgentSpec.parse("best:7").hashCode(), AgentSpec.of("best", Duration.ofMillis(7)).hashCode());
    assertNotEquals(AgentSpec.parse("best:7"), AgentSpec.parse("best"));
    assertNotEquals(AgentSpec.parse("best"), AgentSpec.parse("mcts"));
  }

  @Test
  void refusesWhatIsNotAnAgentSpec() {
    assertEquals(
        "the time per move 'fast' is not a whole number of milliseconds",
        assertThrows(IllegalArgumentException.class, () -> AgentSpec.parse("best:fast")).getMessage());
    assertEquals(
        "the time per move must be from 1 to 3600000 ms, got 0",
        assertThrows(IllegalArgumentException.class, () -> AgentSpec.parse("best:0")).getMessage());
    assertEquals(
        "the time per move must be from 1 to 3600000 ms, got 3600001",
        assertThrows(IllegalArgumentException.class, () -> AgentSpec.parse("best:3600001")).getMessage());
    assertEquals(
        "the time per move must be from 1 to 3600000 ms, got PT1H0.001S",
        assertThrows(IllegalArgumentException.class, () -> AgentSpec.of("best", Duration.ofMillis(3_600_001)))
            .getMessage());
    assertEquals(
        "the time per move must be a whole number of milliseconds, got PT0.0015S",
        assertThrows(IllegalArgumentException.class, () -> AgentSpec.of("best", Duration.ofNanos(1_500_000)))
            .getMessage());
    assertEquals(
        "an agent name such as best, got 'two words'",
        assertThrows(IllegalArgumentException.class, () -> AgentSpec.parse("two words")).getMessage());
  }
}
