package io.github.gridgames.nrow;

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
class NRowPositionTextTest {

  static Stream<NRow> games() {
    return Stream.of(
        NRow.of(5, 3),
        NRow.builder().n(4).distance(2).players(3).stoneCap(60).build(),
        NRow.builder().n(3).distance(1).stoneCap(40).build(),
        NRow.builder().n(6).turnPolicy(TurnPolicy.CONNECT6).stoneCap(80).build(),
        NRow.builder().n(4).distance(2).players(3).turnPolicy(TurnPolicy.CONNECT6).build());
  }

  @ParameterizedTest
  @MethodSource("games")
  void aThousandRandomStatesRoundTripAndMutatedTextsAreRefused(NRow game) {
    int count = MutationRun.size(1000);
    List<NRowState> states = PositionTexts.randomStates(game, 23, count, 150);
    assertEquals(count, states.size());
    PositionTexts.checkStrictReading(states, 23, 5);
  }

  @Test
  void theDocumentedExamples() {
    NRow game = NRow.of(5, 3);
    assertEquals("/ X", game.initialState().positionText());
    NRowState state = game.initialState().play(Point.of(0, 0)).play(Point.of(1, 0)).play(Point.of(2, 2));
    assertEquals("0,0;2,2/1,0 O", state.positionText());
    assertEquals(state, game.parsePosition("0,0;2,2/1,0 O"));
    NRow connect6 = NRow.builder().n(6).turnPolicy(TurnPolicy.CONNECT6).build();
    NRowState one = connect6.initialState().play(Point.of(0, 0));
    assertEquals("0,0/ O2", one.positionText());
    assertEquals("0,0/1,1 O", one.play(Point.of(1, 1)).positionText());
    assertEquals("0,0/1,1;2,1 X2", one.play(Point.of(1, 1)).play(Point.of(2, 1)).positionText());
  }

  @Test
  void stonesAtTheEndsOfThePlaneRoundTrip() {
    NRow game = NRow.builder().n(3).distance(2).build();
    int max = Integer.MAX_VALUE;
    int min = Integer.MIN_VALUE;
    NRowState state =
        game.initialState().play(Point.of(max, min)).play(Point.of(max - 1, min)).play(Point.of(max, min + 1))
            .play(Point.of(max - 2, min));
    PositionTexts.checkRoundTrip(state);
    assertEquals("2147483647,-2147483648;2147483647,-2147483647/2147483645,-2147483648;2147483646,-2147483648 X", state.positionText());
  }

  @Test
  void aWonBoardReadsWithItsWinningLine() {
    NRow game = NRow.builder().n(3).distance(2).build();
    NRowState won = game.parsePosition("0,0;1,0;2,0/0,1;1,1 O");
    assertEquals(Outcome.win(Player.FIRST), won.outcome());
    assertEquals(List.of(Point.of(0, 0), Point.of(1, 0), Point.of(2, 0)), won.winningLine());
    assertTrue(won.isTerminal());
    assertEquals(won, game.initialState().play(Point.of(0, 0)).play(Point.of(0, 1)).play(Point.of(1, 0)).play(Point.of(1, 1)).play(Point.of(2, 0)));
  }

  @Test
  void malformedTextsAreRefusedWithThePlaceAndWhatWasExpected() {
    NRow game = NRow.of(5, 3);
    PositionTexts.checkRefused(game, "0,0 X", 3, "'/' before the stones of O");
    PositionTexts.checkRefused(game, "00,0/ O", 0, "the x of a stone of X without a leading zero or a minus sign before 0");
    PositionTexts.checkRefused(game, "-0,0/ O", 1, "the x of a stone of X without a leading zero or a minus sign before 0");
    PositionTexts.checkRefused(game, "+1,0/ O", 0, "the x of a stone of X, a decimal integer");
    PositionTexts.checkRefused(game, "2147483648,0/ O", 0, "the x of a stone of X, an integer from -2147483648 to 2147483647");
    PositionTexts.checkRefused(game, "0;0/ O", 1, "',' between the x and the y of a stone");
    PositionTexts.checkRefused(game, "0,0/ Q", 5, "the player to move, one of X or O");
    PositionTexts.checkRefused(game, "0,0/ O ", 6, "the end of the position text (after the player to move, a count 2 to 9 of the stones they place in a row at most)");
    PositionTexts.checkRefused(game, "1,0;0,0/ O", 4, "a stone after the one before in order of y, then x (each player's stones are sorted)");
    PositionTexts.checkRefused(game, "0,0/0,0 X", 4, "an empty point: 0,0 holds a stone of X already");
  }

  @Test
  void positionsTheRulesCannotProduceAreRefusedWithTheRule() {
    NRow game = NRow.of(5, 3);
    PositionTexts.checkRefused(game, "0,0;1,0/ O", 0, "stone counts that turns=alternate can give: of 2 stones it gives X 1, not 2");
    PositionTexts.checkRefused(game, "0,0/1,0 O", 8, "X, the player to move after 2 stones under turns=alternate");
    PositionTexts.checkRefused(game, "0,0/9,0 X", 4, "stones that could each have been placed within Manhattan distance 3 of an earlier one, but 9,0 is not linked by such steps to 0,0");
    PositionTexts.checkRefused(game, "0,0/ O2", 6, "the end of the position text: the player to move places one stone");
    PositionTexts.checkRefused(NRow.builder().stoneCap(2).build(), "0,0;2,0/1,0 O", 0, "at most 2 stones, the game's cap; the text has 3");
    NRow connect6 = NRow.builder().n(6).turnPolicy(TurnPolicy.CONNECT6).build();
    PositionTexts.checkRefused(connect6, "0,0/ O", 6, "the count 2 of the stones the player to move places in a row (under turns=connect6)");
    NRow three = NRow.builder().n(3).distance(2).build();
    PositionTexts.checkRefused(three, "0,0;1,0;2,0/0,1;1,1;2,1 X", 12, "stones where at most one player has 3 in a row: play stops at the first line, and both X and O have one");
    PositionTexts.checkRefused(three, "0,0;1,0;2,0/0,1;1,1;3,1 X", 0, "a line of the last mover's only: X has 3 in a row, but turns=alternate gives the last stone to O");
    PositionTexts.checkRefused(three, "0,0;1,0;2,0/0,1;1,1 O ", 21, "the end of the position text (after the player to move, a count 2 to 9 of the stones they place in a row at most)");
    NRow two = NRow.builder().n(2).distance(2).build();
    PositionTexts.checkRefused(two, "0,0;1,0;3,0;4,0/0,2;2,2;4,2 O", 0, "lines that one last stone completed: play stops at the first line, and no stone of X breaks all of its lines of 2");
  }

  /** A line longer than 2N - 1 has no stone whose removal leaves no line: play would have stopped. */
  @Test
  void aLineNoSingleStoneCouldHaveCompletedIsRefused() {
    String expected = "lines that one last stone completed: play stops at the first line, and no stone of X breaks all of its lines of ";
    NRow three = NRow.builder().n(3).distance(2).build();
    PositionTexts.checkRefused(three, "0,0;1,0;2,0;3,0;4,0;5,0/0,2;1,2;3,2;4,2;6,2 O", 0, expected + 3);
    NRow two = NRow.builder().n(2).distance(2).build();
    PositionTexts.checkRefused(two, "0,0;1,0;2,0;3,0/0,2;2,2;4,2 O", 0, expected + 2);
    // 2N - 1 in a row: the middle stone completed it
    NRowState five = three.parsePosition("0,0;1,0;2,0;3,0;4,0/0,2;1,2;3,2;4,2 O");
    assertEquals(Outcome.win(Player.FIRST), five.outcome());
    assertEquals(5, five.winningLine().size());
    // a player's stone written twice is out of order before it is a second stone on the point
    PositionTexts.checkRefused(NRow.of(5, 3), "0,0;0,0/ O", 4, "a stone after the one before in order of y, then x (each player's stones are sorted)");
  }

  /** Each player places ten stones in a row: the count in the text stops at 9 and at the cap. */
  @Test
  void theTurnCountIsWrittenUpToNineAndTheCap() {
    TurnPolicy tens = TurnPolicy.of("tens", (mover, effect, players, moveNumber) -> Player.of((moveNumber + 1) / 10 % players));
    NRow game = NRow.builder().turnPolicy(tens).build();
    assertEquals("/ X9", game.initialState().positionText());
    assertEquals(game.initialState(), game.parsePosition("/ X9"));
    NRowState two = game.initialState().play(Point.ORIGIN).play(Point.of(1, 0));
    assertEquals("0,0;1,0/ X8", two.positionText());
    assertEquals(two, game.parsePosition("0,0;1,0/ X8"));
    PositionTexts.checkRefused(game, "/ X8", 3, "the count 9 of the stones the player to move places in a row (or more, under turns=tens)");
    NRow capped = game.toBuilder().stoneCap(4).build();
    assertEquals("/ X4", capped.initialState().positionText());
    assertEquals(capped.initialState(), capped.parsePosition("/ X4"));
    NRowState twoOfFour = capped.initialState().play(Point.ORIGIN).play(Point.of(1, 0));
    assertEquals("0,0;1,0/ X2", twoOfFour.positionText());
    assertEquals(twoOfFour, capped.parsePosition("0,0;1,0/ X2"));
  }

  @Test
  void moreRefusalsNameTheRule() {
    NRow game = NRow.of(5, 3);
    PositionTexts.checkRefused(game, "0,0/ A", 5, "the player to move, one of X or O");
    PositionTexts.checkRefused(game, "0,0/3,3 X", 4, "stones that could each have been placed within Manhattan distance 3 of an earlier one, but 3,3 is not linked by such steps to 0,0");
    PositionTexts.checkRefused(game, "0,0/-2,-2 X", 4, "stones that could each have been placed within Manhattan distance 3 of an earlier one, but -2,-2 is not linked by such steps to 0,0");
    assertEquals(game.initialState().play(Point.ORIGIN).play(Point.of(2, -1)), game.parsePosition("0,0/2,-1 X"));
  }
}
