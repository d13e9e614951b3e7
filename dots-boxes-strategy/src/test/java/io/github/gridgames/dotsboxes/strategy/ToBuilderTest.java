package io.github.gridgames.dotsboxes.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@code toBuilder()} gives back every setting, for random settings. */
class ToBuilderTest {

  private final SplittableRandom random = new SplittableRandom(5);

  @Test
  void solver() {
    DotsBoxesSolver byDefault = DotsBoxesSolver.of();
    assertEquals(byDefault.settings(), byDefault.toBuilder().build().settings());
    for (int i = 0; i < 50; i++) {
      DotsBoxesSolver solver =
          DotsBoxesSolver.builder()
              .tableBits(random.nextInt(4, 30))
              .symmetry(random.nextBoolean())
              .threads(random.nextInt(1, 65))
              .progressInterval(random.nextLong(1, Long.MAX_VALUE))
              .build();
      assertEquals(solver.settings(), solver.toBuilder().build().settings());
    }
  }

  @Test
  void strongAgent() {
    for (int i = 0; i < 50; i++) {
      DotsBoxesStrongAgent agent =
          DotsBoxesStrongAgent.builder()
              .seed(random.nextLong())
              .exactLines(random.nextInt(0, 65))
              .tableBits(random.nextInt(4, 30))
              .build();
      assertEquals(agent.settings(), agent.toBuilder().build().settings());
    }
  }
}
