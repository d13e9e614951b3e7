package io.github.gridgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Progress reports: their bounds, their rate and what they refuse. */
class SolveProgressTest {

  @Test
  void aReportWithoutBoundsHasTheWidestOnes() {
    SolveProgress plain = new SolveProgress(10, Duration.ofSeconds(2));
    assertFalse(plain.hasBounds());
    assertEquals(Integer.MIN_VALUE, plain.lower());
    assertEquals(Integer.MAX_VALUE, plain.upper());
    assertEquals(5.0, plain.nodesPerSecond(), 1e-9);
    SolveProgress bounded = new SolveProgress(10, Duration.ofSeconds(2), -2, 4);
    assertTrue(bounded.hasBounds());
    assertTrue(new SolveProgress(0, Duration.ZERO, Integer.MIN_VALUE, 0).hasBounds());
    assertEquals(0.0, new SolveProgress(7, Duration.ZERO).nodesPerSecond());
  }

  @Test
  void refusesNegativeNodesAndCrossedBounds() {
    IllegalArgumentException nodes =
        assertThrows(IllegalArgumentException.class, () -> new SolveProgress(-1, Duration.ZERO));
    assertEquals("nodes must be >= 0, got -1", nodes.getMessage());
    IllegalArgumentException crossed =
        assertThrows(IllegalArgumentException.class, () -> new SolveProgress(1, Duration.ZERO, 2, 1));
    assertEquals("lower bound 2 is above upper bound 1", crossed.getMessage());
    assertThrows(NullPointerException.class, () -> new SolveProgress(1, null));
  }
}
