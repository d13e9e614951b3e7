package io.github.gridgames.tictactoe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.testkit.PositionTexts;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The position text: round trips on random states, the documented examples and every refusal. */
class PositionTextTest {

  static Stream<MnkGame> games() {
    return Stream.of(
        MnkGame.ticTacToe(),
        MnkGame.of(3, 4, 3),
        MnkGame.builder().rows(6).cols(7).k(4).overlines(MnkGame.OverlineRule.NO_WIN).build(),
        MnkGame.builder().rows(9).cols(9).k(5).turnPolicy(TurnPolicy.CONNECT6).build(),
        MnkGame.builder().rows(5).cols(5).k(4).turnPolicy(TurnPolicy.CONNECT6).build());
  }

  @ParameterizedTest
  @MethodSource("games")
  void aThousandRandomStatesRoundTripAndMutatedTextsAreRefused(MnkGame game) {
    List<MnkState> states = PositionTexts.randomStates(game, 23, 1000, 1000);
    assertEquals(1000, states.size());
    PositionTexts.checkStrictReading(states, 23, 5);
  }

  @Test
  void theDocumentedExamples() {
    MnkGame game = MnkGame.ticTacToe();
    assertEquals(".../.../... X", game.initialState().positionText());
    MnkState state = game.initialState().play(Cell.of(1, 1)).play(Cell.of(0, 0));
    assertEquals("O../.X./... X", state.positionText());
    assertEquals(state, game.parsePosition("O../.X./... X"));
    MnkGame connect6 = MnkGame.builder().rows(4).cols(4).k(4).turnPolicy(TurnPolicy.CONNECT6).build();
    assertEquals("..../.X../..../.... O", connect6.initialState().play(Cell.of(1, 1)).positionText());
  }

  @Test
  void aWonBoardReadsWithItsWinningLine() {
    MnkGame game = MnkGame.ticTacToe();
    MnkState won = game.parsePosition("XXX/OO./... O");
    assertEquals(Outcome.win(Player.FIRST), won.outcome());
    assertEquals(List.of(Cell.of(0, 0), Cell.of(0, 1), Cell.of(0, 2)), won.winningLine());
    assertEquals(
        game.initialState().play(Cell.of(0, 0)).play(Cell.of(0, 1)).play(Cell.of(0, 2)).play(Cell.of(1, 0))
            .play(Cell.of(2, 0)).play(Cell.of(1, 2)).play(Cell.of(2, 2)).play(Cell.of(2, 1)).play(Cell.of(1, 1)),
        game.parsePosition("XOX/OXO/XOX O"));
    assertTrue(game.parsePosition("XOX/XOO/OXX O").outcome().isDraw());
  }

  @Test
  void malformedTextsAreRefusedWithThePlaceAndWhatWasExpected() {
    MnkGame game = MnkGame.ticTacToe();
    PositionTexts.checkRefused(game, "x../.../... O", 0, "X, O or . (an empty cell) for the cell at row 1, column 1 of this board of 3 rows of 3 cells");
    PositionTexts.checkRefused(game, "X...../... O", 3, "'/' after the 3 cells of row 1");
    PositionTexts.checkRefused(game, "X../.../...O", 11, "a space after the 3 rows");
    PositionTexts.checkRefused(game, "X../.../... A", 12, "the player to move, X or O");
    PositionTexts.checkRefused(game, "X../.../... O ", 13, "the end of the position text after the player to move");
    PositionTexts.checkRefused(game, "X../.../...", 11, "a space after the 3 rows");
  }

  @Test
  void positionsTheRulesCannotProduceAreRefusedWithTheRule() {
    MnkGame game = MnkGame.ticTacToe();
    PositionTexts.checkRefused(game, "XX./.../... O", 0, "stone counts that turns=alternate can give: of 2 stones it gives X 1 and O 1, not 2 and 0");
    PositionTexts.checkRefused(game, "X../.../... X", 12, "O, the player to move after 1 stones under turns=alternate");
    PositionTexts.checkRefused(game, "XXX/OOO/X.. O", 0, "a board where at most one player has a winning line: play stops at the first, and both X and O have one");
    PositionTexts.checkRefused(game, "OOO/XXX/X.. O", 0, "a board where at most one player has a winning line: play stops at the first, and both X and O have one");
    // an overline and a column through the corner: removing any one stone leaves a line
    PositionTexts.checkRefused(
        MnkGame.of(4, 4, 3),
        "XXXX/XO.O/XO../..OO O",
        0,
        "a board where one stone completed the winning lines: play stops at the first, and X's lines have no stone in common that breaks them all");
    PositionTexts.checkRefused(game, "XXX/OOX/O.O X", 0, "a board where the winning line is the last mover's: X has a line, but turns=alternate gives the last of 8 stones to O");
    PositionTexts.checkRefused(
        MnkGame.of(1, 5, 2),
        "XX.XX O",
        0,
        "stone counts that turns=alternate can give: of 4 stones it gives X 2 and O 2, not 4 and 0");
    PositionTexts.checkRefused(
        MnkGame.of(2, 5, 2),
        "XX.XX/O.O.O O",
        0,
        "a board where one stone completed the winning lines: play stops at the first, and X's lines have no stone in common that breaks them all");
    MnkGame connect6 = MnkGame.builder().rows(4).cols(4).k(4).turnPolicy(TurnPolicy.CONNECT6).build();
    PositionTexts.checkRefused(connect6, "X.../O.../..../.... X", 20, "O, the player to move after 2 stones under turns=connect6");
    PositionTexts.checkRefused(connect6, "XX../..../..../.... O", 0, "stone counts that turns=connect6 can give: of 2 stones it gives X 1 and O 1, not 2 and 0");
  }
}
