package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.testkit.TextFuzz;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Fuzz targets for every text of Dots and Boxes through {@link TextFuzz#tests}: its game specs,
 * each notation, match records, text play and the CodinGame protocol a bot and a referee speak (on
 * the square two-player boards), from the installed tools. Inputs per target: {@value
 * TextFuzz#DEFAULT_INPUTS}, or {@code -Dgridgames.fuzz.inputs=N}.
 */
class DotsBoxesFuzzTest {

  @TestFactory
  Stream<DynamicTest> everyTextOfTheGame() {
    List<DynamicTest> tests =
        Stream.of(DotsBoxes.of(3, 3), DotsBoxes.builder().rows(2).cols(28).players(3).turnPolicy(TurnPolicy.ALTERNATE).build(), DotsBoxes.of(1, 1))
            .flatMap(game -> TextFuzz.create().tests(game))
            .toList();
    // The CodinGame protocol's targets come from the installed provider: they must not go missing.
    long codingame = tests.stream().filter(test -> test.getDisplayName().contains("protocol codingame")).count();
    assertEquals(6, codingame, "setup, turn and answer targets of the CodinGame protocol on 3 x 3 and 1 x 1");
    return tests.stream();
  }
}
