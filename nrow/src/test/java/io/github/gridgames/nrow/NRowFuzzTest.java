package io.github.gridgames.nrow;

import io.github.gridgames.testkit.TextFuzz;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Fuzz targets for every text of N-in-a-row ({@link TextFuzz#tests}): game specs, the point
 * notation, match records and text play, on the standard game and a three-player variant.
 * Inputs per target: {@value TextFuzz#DEFAULT_INPUTS}, or {@code -Dgridgames.fuzz.inputs=N}.
 */
class NRowFuzzTest {

  @TestFactory
  Stream<DynamicTest> everyTextOfTheGame() {
    return Stream.of(NRow.of(5, 3), NRow.builder().n(4).distance(1).players(3).build())
        .flatMap(game -> TextFuzz.create().tests(game));
  }
}
