package io.github.gridgames.tictactoe;

import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.testkit.TextFuzz;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Fuzz targets for every text of the m,n,k-games ({@link TextFuzz#tests}): game specs, each
 * notation (row-col and algebraic), match records and text play, on Tic-Tac-Toe, a 15 x 15
 * five-in-a-row board and a 30 x 4 board whose columns run past {@code Z}. Inputs per target:
 * {@value TextFuzz#DEFAULT_INPUTS}, or {@code -Dgridgames.fuzz.inputs=N}.
 */
class MnkFuzzTest {

  @TestFactory
  Stream<DynamicTest> everyTextOfTheGame() {
    return Stream.of(
            MnkGame.ticTacToe(),
            MnkGame.of(15, 15, 5, MnkGame.OverlineRule.NO_WIN),
            MnkGame.of(30, 4, 3, MnkGame.OverlineRule.WIN, TurnPolicy.ALTERNATE))
        .flatMap(game -> TextFuzz.create().tests(game));
  }
}
