package io.github.gridgames.tictactoe;

import io.github.gridgames.testkit.TextFuzz;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Fuzz targets for every text of the m,n,k-games ({@link TextFuzz#tests}): game specs, each
 * notation (row-col and algebraic), match records and text play, on Tic-Tac-Toe, a 15 x 15
 * five-in-a-row board and a board of 4 rows of 30 columns whose columns run past {@code Z}. Inputs per target:
 * {@value TextFuzz#DEFAULT_INPUTS}, or {@code -Dgridgames.fuzz.inputs=N}.
 */
class MnkFuzzTest {

  @TestFactory
  Stream<DynamicTest> everyTextOfTheGame() {
    return Stream.of(
            MnkGame.ticTacToe(),
            MnkGame.builder().rows(15).cols(15).k(5).overlines(MnkGame.OverlineRule.NO_WIN).build(),
            MnkGame.of(4, 30, 3))
        .flatMap(game -> TextFuzz.create().tests(game));
  }
}
