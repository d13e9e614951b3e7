package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameProvider;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.State;
import io.github.gridgames.core.TextPlay;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the provider gives the tools: options, text play and strategies. */
class DotsBoxesProviderToolsTest {

  private final DotsBoxesProvider provider = new DotsBoxesProvider();
  private final DotsBoxes game = DotsBoxes.of(2, 2);
  private final TextPlay<DotsBoxesState, Edge> text = provider.textPlay(game);

  private DotsBoxes fromOptions(Map<String, String> values) {
    GameSpec.Builder spec = GameSpec.builder(DotsBoxes.ID);
    for (GameProvider.GameOption option : provider.options()) {
      String value = values.get(option.name());
      if (value != null) {
        spec = spec.putAll(option.read(value));
      }
    }
    return DotsBoxes.fromSpec(spec.build());
  }

  @Test
  void optionsChooseTheBoardThePlayersAndTheTurnOrder() {
    assertEquals(List.of("board", "players", "turns"), provider.options().stream().map(GameProvider.GameOption::name).toList());
    assertEquals(DotsBoxes.of(3, 4), fromOptions(Map.of("board", "3x4")));
    assertEquals(DotsBoxes.of(5, 5), fromOptions(Map.of("board", "5")));
    Map<String, String> all = new HashMap<>(Map.of("board", "2x3", "players", "3", "turns", "alternate"));
    assertEquals("dots-boxes(rows=2,cols=3,players=3,turns=alternate)", fromOptions(all).spec().toString());
    assertEquals(
        "expected rows x columns of boxes such as 3x3",
        assertThrows(IllegalArgumentException.class, () -> provider.options().get(0).read("3by3")).getMessage());
    assertEquals("Dots and Boxes", provider.title());
  }

  @Test
  void textPlayReadsEveryNotationAndRefusesWithTheClosestError() {
    DotsBoxesState start = game.initialState();
    assertEquals(Edge.of(0, 0, 0, 1), text.read(start, "(0,0)-(0,1)"));
    assertEquals(game.boxSides().parse("A1 R"), text.read(start, "A1 R"));
    String number = game.notation(LineNumberNotation.NAME).format(game.edge(3));
    assertEquals(game.edge(3), text.read(start, number));
    String outside = assertThrows(IllegalMoveException.class, () -> text.read(start, "(0,0)-(0,9)")).getMessage();
    assertTrue(outside.startsWith("The line (0,0)-(0,9) is outside the board"), outside);
    DotsBoxesState drawn = start.play(Edge.of(0, 0, 0, 1));
    IllegalMoveException again = assertThrows(IllegalMoveException.class, () -> text.read(drawn, "(0,1)-(0,0)"));
    assertEquals("The line (0,0)-(0,1) is already drawn.", again.getMessage());
    assertEquals(DotsBoxesReason.ALREADY_DRAWN, again.violation().reason());
    assertEquals(
        "expected a row number from 1 to 2 at position 1 of \"B9 T\", found '9'",
        assertThrows(NotationException.class, () -> text.read(start, "B9 T")).getMessage());
    assertEquals(
        "expected a column letter from A to B at position 0 of \"C1 T\", found 'C'",
        assertThrows(NotationException.class, () -> text.read(start, "C1 T")).getMessage());
    assertEquals(
        "expected a side L, T, R or B at position 3 of \"A1 X\", found 'X'",
        assertThrows(NotationException.class, () -> text.read(start, "A1 X")).getMessage());
  }

  @Test
  void aNumberOutOfRangeSaysTheRangeOfItsNotation() {
    DotsBoxes three = DotsBoxes.of(3, 3);
    TextPlay<DotsBoxesState, Edge> text3 = provider.textPlay(three);
    for (String typed : List.of("99", "24", "123456789012")) {
      NotationException e = assertThrows(NotationException.class, () -> text3.read(three.initialState(), " " + typed));
      assertEquals(
          "expected a line number from 0 to 23 at position 0 of \"" + typed + "\", found '" + typed + "'", e.getMessage());
      assertEquals("a line number from 0 to 23", e.expected());
      assertEquals(typed.length(), e.end());
    }
    NotationException alone =
        assertThrows(NotationException.class, () -> three.notation(LineNumberNotation.NAME).parse(" 24"));
    assertEquals("expected a line number from 0 to 23 at position 1 of \" 24\", found '24'", alone.getMessage());
    assertEquals(
        "expected a row number from 1 to 3 at position 1 of \"A12 T\", found '12'",
        assertThrows(NotationException.class, () -> text3.read(three.initialState(), "A12 T")).getMessage());
    assertEquals(
        "expected a column letter from A to C at position 0 of \"AB1 T\", found 'AB'",
        assertThrows(NotationException.class, () -> text3.read(three.initialState(), "AB1 T")).getMessage());
  }

  @Test
  void movesAreDescribedWithTheirContestNameInTheDotPairNotationAndPromptedWithAnExample() {
    Edge top = Edge.of(0, 0, 0, 1);
    assertEquals("(0,0)-(0,1) [" + game.boxSides().format(top) + "]", text.describe(top, game.notation()));
    assertEquals(game.boxSides().format(top), text.describe(top, game.boxSides()));
    assertEquals(
        game.initialState().render() + "\nScores: A 0, B 0\nPlayer A's turn.",
        text.show(game.initialState(), game.notation(), 80));
    assertEquals("(row,col)-(row,col), such as (0,0)-(0,1)", text.prompt(game.notation()));
    assertEquals("<box A1..B2> <side L|T|R|B>, such as A2 T", text.prompt(game.boxSides()));
    Notation<Edge> numbers = game.notation(LineNumberNotation.NAME);
    assertEquals("a line number from 0 to 11, such as " + numbers.format(top), text.prompt(numbers));
  }

  @Test
  void aStateIsDrawnInANotationThroughTheStateInterface() {
    State<DotsBoxesState, Edge> start = game.initialState().play(Edge.of(0, 0, 0, 1));
    assertEquals(start.render(), start.render(game.notation()));
    assertEquals(
        String.join(
            "\n",
            "     A   B",
            "   o---o   o",
            "2",
            "   o   o   o",
            "1",
            "   o   o   o"),
        start.render(game.boxSides()));
    Notation<Edge> foreign = DotsBoxes.of(3, 3).boxSides();
    assertEquals(
        "box-side is not a notation of dots-boxes(rows=2,cols=2,players=2,turns=extra-turn-on-capture);"
            + " it has dot-pair, box-side, line-number",
        assertThrows(IllegalArgumentException.class, () -> start.render(foreign)).getMessage());
  }

  @Test
  void theTextPlayDrawsTheBoardInTheNotationInUseWithTheStatusOnce() {
    Edge top = Edge.of(0, 0, 0, 1);
    DotsBoxesState state = game.initialState().play(top);
    for (Notation<Edge> notation : game.notations()) {
      assertEquals(
          state.render(notation) + "\nScores: A 0, B 0\nPlayer B's turn.",
          text.show(state, notation, 80),
          "the status is drawn once");
    }
    assertTrue(text.show(state, game.notation(LineNumberNotation.NAME), 80).contains(" 1 "), "undrawn lines show their numbers");
  }

  @Test
  void theProviderSpeaksTheCodinGameProtocol() {
    assertEquals(List.of("codingame"), provider.protocols().stream().map(p -> p.name()).toList());
  }

  @Test
  void theProviderIsNamedByTheGamesIdAndRefusesOtherGames() {
    assertEquals("dots-boxes", provider.id());
    Game<DotsBoxesState, Edge> other = OtherGame.game();
    assertEquals(
        "other is not a game of dots-boxes",
        assertThrows(IllegalArgumentException.class, () -> provider.textPlay(other)).getMessage());
  }

  @Test
  void textPlayShowsTheBoardAroundTheLastLine() {
    DotsBoxes wide = DotsBoxes.of(2, 40);
    TextPlay<DotsBoxesState, Edge> text = provider.textPlay(wide);
    Edge last = Edge.of(0, 39, 0, 40);
    DotsBoxesState state = wide.initialState().play(last);
    String status = "\n" + text.status(state, wide.boxSides());
    assertEquals(state.render(wide.boxSides(), 40, last) + status, text.show(state, wide.boxSides(), 40, last));
    assertEquals(state.render(wide.boxSides(), 40) + status, text.show(state, wide.boxSides(), 40));
  }
}
