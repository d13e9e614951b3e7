package io.github.gridgames.dotsboxes.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.State;
import io.github.gridgames.core.tools.GameOption;
import io.github.gridgames.core.tools.GameTools;
import io.github.gridgames.core.tools.TextPlay;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesProvider;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.DotsBoxesReason;
import io.github.gridgames.dotsboxes.Edge;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the Dots and Boxes tools give: options, text play and the contest protocol. */
class DotsBoxesToolsTest {

  private final DotsBoxesTools tools = new DotsBoxesTools();
  private final DotsBoxesProvider provider = new DotsBoxesProvider();
  private final DotsBoxes game = DotsBoxes.of(2, 2);
  private final TextPlay<DotsBoxesState, Edge> text = tools.textPlay(game);

  private DotsBoxes fromOptions(Map<String, String> values) {
    GameSpec.Builder spec = GameSpec.builder(DotsBoxes.ID);
    for (GameOption option : tools.options()) {
      String value = values.get(option.name());
      if (value != null) {
        spec = spec.putAll(option.read(value));
      }
    }
    return DotsBoxes.fromSpec(spec.build());
  }

  @Test
  void optionsChooseTheBoardThePlayersAndTheTurnOrder() {
    assertEquals(List.of("board", "players", "turns"), tools.options().stream().map(GameOption::name).toList());
    assertEquals(DotsBoxes.of(3, 4), fromOptions(Map.of("board", "3x4")));
    assertEquals(DotsBoxes.of(5, 5), fromOptions(Map.of("board", "5")));
    Map<String, String> all = new HashMap<>(Map.of("board", "2x3", "players", "3", "turns", "alternate"));
    assertEquals("dots-boxes(rows=2,cols=3,players=3,turns=alternate)", fromOptions(all).spec().toString());
    assertEquals(
        "expected rows x columns of boxes such as 3x3",
        assertThrows(IllegalArgumentException.class, () -> tools.options().get(0).read("3by3")).getMessage());
    assertEquals("Dots and Boxes", provider.title());
  }

  @Test
  void textPlayReadsEveryNotationAndRefusesWithTheErrorOfTheNotationInUse() {
    DotsBoxesState start = game.initialState();
    Notation<Edge> dots = game.dotPairs();
    Notation<Edge> boxes = game.boxSides();
    assertEquals(Edge.of(0, 0, 0, 1), text.read(start, "(0,0)-(0,1)", boxes));
    assertEquals(game.boxSides().parse("A1 R"), text.read(start, "A1 R", dots));
    String number = game.notation("line-number").format(game.edge(3));
    assertEquals(game.edge(3), text.read(start, number, dots));
    String outside = assertThrows(IllegalMoveException.class, () -> text.read(start, "(0,0)-(0,9)", boxes)).getMessage();
    assertTrue(outside.startsWith("The line (0,0)-(0,9) is outside the board"), outside);
    DotsBoxesState drawn = start.play(Edge.of(0, 0, 0, 1));
    IllegalMoveException again = assertThrows(IllegalMoveException.class, () -> text.read(drawn, "(0,1)-(0,0)", dots));
    assertEquals("The line (0,0)-(0,1) is already drawn.", again.getMessage());
    assertEquals(DotsBoxesReason.ALREADY_DRAWN, again.violation().reason());
    assertEquals(
        "expected a row number from 1 to 2 at position 1 of \"B9 T\", found '9'",
        assertThrows(NotationException.class, () -> text.read(start, "B9 T", boxes)).getMessage());
    assertEquals(
        "expected a column letter from A to B at position 0 of \"C1 T\", found 'C'",
        assertThrows(NotationException.class, () -> text.read(start, "C1 T", boxes)).getMessage());
    assertEquals(
        "expected a side L, T, R or B at position 3 of \"A1 X\", found 'X'",
        assertThrows(NotationException.class, () -> text.read(start, "A1 X", boxes)).getMessage());
    // The same text in the dot-pair notation is answered in it, though the box-side one read further.
    assertEquals(
        "expected an integer row of the first dot, such as (0,0) at position 0 of \"A1 X\", found 'A'",
        assertThrows(NotationException.class, () -> text.read(start, "A1 X", dots)).getMessage());
  }

  @Test
  void aNumberOutOfRangeSaysTheRangeOfItsNotation() {
    DotsBoxes three = DotsBoxes.of(3, 3);
    TextPlay<DotsBoxesState, Edge> text3 = tools.textPlay(three);
    Notation<Edge> numbers = three.notation("line-number");
    for (String typed : List.of("99", "24", "123456789012")) {
      NotationException e = assertThrows(NotationException.class, () -> text3.read(three.initialState(), " " + typed, numbers));
      assertEquals(
          "expected a line number from 0 to 23 at position 0 of \"" + typed + "\", found '" + typed + "'", e.getMessage());
      assertEquals("a line number from 0 to 23", e.expected());
      assertEquals(typed.length(), e.end());
    }
    NotationException alone =
        assertThrows(NotationException.class, () -> three.notation("line-number").parse(" 24"));
    assertEquals("expected a line number from 0 to 23 at position 1 of \" 24\", found '24'", alone.getMessage());
    assertEquals(
        "expected a row number from 1 to 3 at position 1 of \"A12 T\", found '12'",
        assertThrows(NotationException.class, () -> text3.read(three.initialState(), "A12 T", three.boxSides())).getMessage());
    assertEquals(
        "expected a column letter from A to C at position 0 of \"AB1 T\", found 'AB'",
        assertThrows(NotationException.class, () -> text3.read(three.initialState(), "AB1 T", three.boxSides())).getMessage());
  }

  @Test
  void movesAreDescribedWithTheirContestNameInTheDotPairNotationAndPromptedWithAnExample() {
    Edge top = Edge.of(0, 0, 0, 1);
    assertEquals("(0,0)-(0,1) [" + game.boxSides().format(top) + "]", text.describe(top, game.notation()));
    assertEquals(game.boxSides().format(top), text.describe(top, game.boxSides()));
    DotsBoxesState start = game.initialState();
    assertEquals("(row,col)-(row,col), such as (0,0)-(0,1)", text.prompt(start, game.notation()));
    assertEquals("<box A1..B2> <side L|T|R|B>, such as A2 T", text.prompt(start, game.boxSides()));
    Notation<Edge> numbers = game.notation("line-number");
    assertEquals("a line number from 0 to 11, such as " + numbers.format(top), text.prompt(start, numbers));
    DotsBoxesState drawn = start.play(top);
    assertEquals("(row,col)-(row,col), such as (0,1)-(0,2)", text.prompt(drawn, game.notation()), "(0,0)-(0,1) is drawn");
  }

  @Test
  void theTextPlayDrawsTheBoardInTheNotationInUseWithTheStatusOnce() {
    Edge top = Edge.of(0, 0, 0, 1);
    DotsBoxesState state = game.initialState().play(top);
    for (Notation<Edge> notation : game.notations()) {
      assertEquals(state.render(notation, 80), text.draw(state, notation, 80));
      assertEquals(text.draw(state, notation, 80) + "\n" + text.status(state, notation), text.show(state, notation, 80));
    }
    assertEquals("Scores: A 0, B 0\nPlayer B's turn.", text.status(state, game.notation()));
    assertTrue(text.show(state, game.notation("line-number"), 80).contains(" 1 "), "undrawn lines show their numbers");
  }

  @Test
  void theToolsSpeakTheCodinGameProtocol() {
    assertEquals(List.of("codingame"), tools.protocols().stream().map(p -> p.name()).toList());
  }

  @Test
  void theToolsAreNamedByTheGamesIdAndRefuseOtherGames() {
    assertEquals("dots-boxes", tools.id());
    assertEquals(DotsBoxes.class, tools.gameClass());
    assertEquals(DotsBoxesTools.class, GameTools.find(DotsBoxes.ID).orElseThrow().getClass());
    @SuppressWarnings("unchecked") // a proxy of Game, typed as the test needs it
    Game<DotsBoxesState, Edge> other =
        (Game<DotsBoxesState, Edge>)
            java.lang.reflect.Proxy.newProxyInstance(
                Game.class.getClassLoader(),
                new Class<?>[] {Game.class},
                (proxy, method, args) -> method.getName().equals("spec") ? GameSpec.builder("other").build() : null);
    assertEquals(
        "other is not a game of the tools of dots-boxes, which serve " + DotsBoxes.class.getName(),
        assertThrows(IllegalArgumentException.class, () -> tools.textPlayOf(other)).getMessage());
  }

  @Test
  void textPlayShowsTheBoardAroundTheLastLine() {
    DotsBoxes wide = DotsBoxes.of(2, 40);
    TextPlay<DotsBoxesState, Edge> text = tools.textPlay(wide);
    Edge last = Edge.of(0, 39, 0, 40);
    DotsBoxesState state = wide.initialState().play(last);
    assertEquals(state.render(wide.boxSides(), 40, last), text.draw(state, wide.boxSides(), 40, last));
    assertEquals(state.render(wide.boxSides(), 40), text.draw(state, wide.boxSides(), 40));
    assertEquals(
        "a screen must be at least 1 column wide, got 0",
        assertThrows(IllegalArgumentException.class, () -> text.show(state, wide.boxSides(), 0, last)).getMessage());
    assertEquals(
        "a screen must be at least 1 column wide, got 0",
        assertThrows(IllegalArgumentException.class, () -> text.show(state, wide.boxSides(), 0)).getMessage());
  }
}
