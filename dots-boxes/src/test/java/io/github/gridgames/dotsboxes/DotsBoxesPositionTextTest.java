package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Match;
import io.github.gridgames.core.MatchRecord;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Scores;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.testkit.PositionTexts;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The position text: round trips on random states, the documented examples and every refusal. */
class DotsBoxesPositionTextTest {

  static Stream<DotsBoxes> games() {
    return Stream.of(
        DotsBoxes.of(3, 3),
        DotsBoxes.of(5, 5),
        DotsBoxes.of(1, 7),
        DotsBoxes.builder().rows(2).cols(3).players(3).turnPolicy(TurnPolicy.ALTERNATE).build(),
        DotsBoxes.builder().rows(3).cols(3).players(2).turnPolicy(TurnPolicy.CONNECT6).build());
  }

  @ParameterizedTest
  @MethodSource("games")
  void aThousandRandomStatesRoundTripAndMutatedTextsAreRefused(DotsBoxes game) {
    List<DotsBoxesState> states = PositionTexts.randomStates(game, 23, 1000, 1000);
    assertEquals(1000, states.size());
    PositionTexts.checkStrictReading(states, 23, 5);
    if (game.rows() == 5 && game.cols() == 5) {
      for (DotsBoxesState state : states) {
        assertTrue(state.positionText().length() <= 47, state.positionText());
      }
    }
  }

  @Test
  void theDocumentedExamples() {
    assertEquals("000000000000000 5/5/5/5/5 A", DotsBoxes.of(5, 5).initialState().positionText());
    DotsBoxes game = DotsBoxes.of(2, 2);
    DotsBoxesState state = game.initialState();
    for (Edge edge :
        List.of(Edge.of(0, 1, 0, 2), Edge.of(0, 0, 0, 1), Edge.of(0, 0, 1, 0), Edge.of(1, 0, 1, 1), Edge.of(0, 1, 1, 1))) {
      state = state.play(edge);
    }
    assertEquals("e30 A1/2 A", state.positionText());
    assertEquals(state, game.parsePosition("e30 A1/2 A"));
    assertEquals(Optional.of(Scores.of(1, 0)), game.parsePosition("e30 A1/2 A").scores());
  }

  @Test
  void theWidestRowsAndAFullBoard() {
    DotsBoxes game = DotsBoxes.builder().rows(1).cols(3).players(3).turnPolicy(TurnPolicy.ALTERNATE).build();
    DotsBoxesState full =
        game.stateOf(game.edges(), java.util.Map.of(Box.of(0, 0), Player.of(2), Box.of(0, 1), Player.FIRST, Box.of(0, 2), Player.of(2)), Player.of(1));
    assertEquals("ffc CAC B", full.positionText());
    assertEquals(full, game.parsePosition("ffc CAC B"));
    assertTrue(game.parsePosition("ffc CAC B").isTerminal());
  }

  @Test
  void malformedTextsAreRefusedWithThePlaceAndWhatWasExpected() {
    DotsBoxes game = DotsBoxes.of(2, 2);
    PositionTexts.checkRefused(game, "E30 A1/2 A", 0, "a lowercase hex digit (0-9, a-f) for lines 0 to 3 (the lines are 3 hex digits on this board of 12 lines)");
    PositionTexts.checkRefused(game, "e3 A1/2 A", 2, "a lowercase hex digit (0-9, a-f) for lines 8 to 11 (the lines are 3 hex digits on this board of 12 lines)");
    PositionTexts.checkRefused(game, "e300 A1/2 A", 3, "a space after the 3 hex digits of the lines");
    PositionTexts.checkRefused(game, "e30 A1 2 A", 6, "'/' after the 2 boxes of row 0");
    PositionTexts.checkRefused(game, "e30 A1/2 C", 9, "the player to move, a letter A to B");
    PositionTexts.checkRefused(game, "e30 A1/2 A ", 10, "the end of the position text after the player to move");
    PositionTexts.checkRefused(game, "000 3/2 A", 4, "a count of at most 2 boxes without owner in row 0");
    PositionTexts.checkRefused(game, "000 02/2 A", 4, "a player letter A to B (a box's owner) or a count 1 to 2 of boxes without owner, for box (0,0)");
    PositionTexts.checkRefused(game, "000 1", 5, "a player letter A to B (a box's owner) or a count 1 to 1 of boxes without owner, for box (0,1)");
    PositionTexts.checkRefused(DotsBoxes.of(1, 2), "01 2 A", 1, "a last hex digit whose 1 low bits are 0: the board has 7 lines");
  }

  @Test
  void theNumbersInTheRefusalsAreThoseOfThePlaceRefused() {
    DotsBoxes game = DotsBoxes.of(2, 2);
    // the last hex digit of 1 x 2 boxes stands for three lines, 4 to 6
    PositionTexts.checkRefused(DotsBoxes.of(1, 2), "0", 1, "a lowercase hex digit (0-9, a-f) for lines 4 to 6 (the lines are 2 hex digits on this board of 7 lines)");
    // a count after an owner has only the rest of the row
    PositionTexts.checkRefused(game, "000 A2/2 A", 5, "a count of at most 1 boxes without owner in row 0");
    PositionTexts.checkRefused(game, "000 2/A2 A", 7, "a count of at most 1 boxes without owner in row 1");
    PositionTexts.checkRefused(game, "000 1C/2 A", 5, "a player letter A to B (a box's owner) or a count 1 to 1 of boxes without owner, for box (0,1)");
    PositionTexts.checkRefused(DotsBoxes.builder().rows(1).cols(1).players(3).turnPolicy(TurnPolicy.ALTERNATE).build(), "0 D A", 2, "a player letter A to C (a box's owner) or a count 1 to 1 of boxes without owner, for box (0,0)");
    // the sides counted in "no owner for" are the box's own, drawn or not
    // (box (1,1) has the lines 3, 5, 10 and 11; "e00" draws 0, 1 and 2, "141" draws 3, 5 and 11)
    PositionTexts.checkRefused(game, "000 2/1B A", 7, "no owner for box (1,1): it has 0 of its four sides drawn, and only completed boxes are owned");
    PositionTexts.checkRefused(game, "e00 2/1B A", 7, "no owner for box (1,1): it has 0 of its four sides drawn, and only completed boxes are owned");
    PositionTexts.checkRefused(game, "141 2/1B A", 7, "no owner for box (1,1): it has 3 of its four sides drawn, and only completed boxes are owned");
  }

  @Test
  void positionsTheRulesCannotProduceAreRefusedWithTheRule() {
    DotsBoxes game = DotsBoxes.of(2, 2);
    PositionTexts.checkRefused(game, "e30 2/2 A", 4, "an owner for box (0,0): all four of its sides are drawn, and every completed box has an owner");
    PositionTexts.checkRefused(game, "e30 AA/2 A", 5, "no owner for box (0,1): it has 2 of its four sides drawn, and only completed boxes are owned");
    PositionTexts.checkRefused(game, "800 2/2 A", 8, "B, the player to move after 1 lines under turns=extra-turn-on-capture when no box was completed");
    PositionTexts.checkRefused(DotsBoxes.builder().rows(2).cols(2).players(2).turnPolicy(TurnPolicy.ALTERNATE).build(), "e30 A1/2 A", 9, "B, the player to move after 5 lines under turns=alternate");
    assertEquals(Player.SECOND, game.parsePosition("800 2/2 B").toMove());
  }

  @Test
  void aMatchStartedFromAPositionRecordsItAndReplaysFromIt() {
    DotsBoxes game = DotsBoxes.of(2, 2);
    Match<DotsBoxesState, Edge> match = Match.startAt(game.parsePosition("e30 A1/2 A"));
    match.play(Edge.of(2, 0, 2, 1));
    MatchRecord record = match.record();
    assertEquals(Optional.of("e30 A1/2 A"), record.start());
    assertTrue(record.toString().contains("\nstart: e30 A1/2 A\nnotation: dot-pair\n1. "), record.toString());
    Match<DotsBoxesState, Edge> replayed = Match.replay(game, MatchRecord.parse(record.toString()));
    assertEquals(match.state(), replayed.state());
    assertEquals(game.parsePosition("e30 A1/2 A"), replayed.undo());
    assertEquals(Optional.empty(), Match.start(game).record().start());
    IllegalArgumentException bad =
        assertThrows(
            IllegalArgumentException.class,
            () -> Match.replay(game, new MatchRecord(game.spec(), "dot-pair", List.of(), Optional.of("e30 2/2 A"))));
    assertTrue(bad.getMessage().startsWith("the record's start position cannot be read: expected an owner for box (0,0)"), bad.getMessage());
  }
}
