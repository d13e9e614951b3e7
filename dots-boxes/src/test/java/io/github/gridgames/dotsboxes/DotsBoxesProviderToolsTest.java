package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.GameOption;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.RefusedInputException;
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
    for (GameOption option : provider.options()) {
      String value = values.get(option.name());
      if (value != null) {
        option.read(value).forEach(spec::put);
      }
    }
    return provider.createDotsBoxes(spec.build());
  }

  @Test
  void optionsChooseTheBoardThePlayersAndTheTurnOrder() {
    assertEquals(List.of("board", "players", "turns"), provider.options().stream().map(GameOption::name).toList());
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
    String outside = assertThrows(RefusedInputException.class, () -> text.read(start, "(0,0)-(0,9)")).getMessage();
    assertTrue(outside.startsWith("The line (0,0)-(0,9) is outside the board"), outside);
    DotsBoxesState drawn = start.play(Edge.of(0, 0, 0, 1));
    assertEquals("The line (0,0)-(0,1) is already drawn.", assertThrows(RefusedInputException.class, () -> text.read(drawn, "(0,1)-(0,0)")).getMessage());
    String column = assertThrows(RefusedInputException.class, () -> text.read(start, "C9 T")).getMessage();
    assertTrue(column.startsWith("Please answer in the format (row,col)-(row,col)"), column);
    assertTrue(column.contains("a column letter from A to B"), column);
    String side = assertThrows(RefusedInputException.class, () -> text.read(start, "A1 X")).getMessage();
    assertTrue(side.contains("a side L, T, R or B"), side);
    assertInstanceOf(io.github.gridgames.core.NotationException.class, assertThrows(RefusedInputException.class, () -> text.read(start, "hello")).getCause());
  }

  @Test
  void movesAreDescribedWithTheirContestNameAndStatesWithTheGamesDrawing() {
    Edge top = Edge.of(0, 0, 0, 1);
    assertEquals("(0,0)-(0,1) [" + game.boxSides().format(top) + "]", text.describe(top));
    assertEquals(game.initialState().render(), text.show(game.initialState()));
    assertTrue(text.help().contains("(row,col)-(row,col)"), text.help());
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
            "   o   o   o",
            "Scores: A 0, B 0",
            "Player B's turn."),
        start.render(game.boxSides()));
    Notation<Edge> foreign = DotsBoxes.of(3, 3).boxSides();
    assertEquals(
        "box-side is not a notation of dots-boxes(rows=2,cols=2,players=2,turns=extra-turn-on-capture);"
            + " it has dot-pair, box-side, line-number",
        assertThrows(IllegalArgumentException.class, () -> start.render(foreign)).getMessage());
  }

  @Test
  void theTextPlayInTheContestNotationDescribesAndDrawsInIt() {
    TextPlay<DotsBoxesState, Edge> boxSides = text.in(game.boxSides());
    Edge top = Edge.of(0, 0, 0, 1);
    assertEquals("A2 T", boxSides.describe(top));
    DotsBoxesState state = game.initialState().play(top);
    assertEquals(state.render(game.boxSides()), boxSides.show(state), "the status is drawn once");
    assertEquals(state.render(game.boxSides()), boxSides.show(state, 80));
    assertEquals(top, boxSides.read(game.initialState(), "(0,0)-(0,1)"));
    assertEquals(text.describe(top), provider.textPlay(game).describe(top), "the text play itself is unchanged");
  }

  @Test
  void theProviderSpeaksTheCodinGameProtocol() {
    assertEquals(List.of("codingame"), provider.protocols().stream().map(p -> p.name()).toList());
  }
}
