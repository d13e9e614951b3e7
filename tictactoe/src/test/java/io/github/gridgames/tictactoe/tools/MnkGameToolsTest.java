package io.github.gridgames.tictactoe.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.Reason;
import io.github.gridgames.core.State;
import io.github.gridgames.core.tools.GameOption;
import io.github.gridgames.core.tools.GameTools;
import io.github.gridgames.core.tools.TextPlay;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkGameProvider;
import io.github.gridgames.tictactoe.MnkState;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the m,n,k tools give: options and text play. */
class MnkGameToolsTest {

  private final MnkGameTools tools = new MnkGameTools();
  private final MnkGameProvider provider = new MnkGameProvider();
  private final MnkGame game = MnkGame.of(3, 3, 3);

  @Test
  void optionsChooseTheBoardKTheOverlinesAndTheTurnOrder() {
    assertEquals(List.of("board", "k", "overlines", "turns"), tools.options().stream().map(GameOption::name).toList());
    GameSpec.Builder spec = GameSpec.builder(MnkGame.ID);
    // Rows x columns, as for every game: 4 rows of 3 columns.
    spec = spec.putAll(tools.options().get(0).read("4x3"));
    spec = spec.putAll(tools.options().get(3).read("connect6"));
    MnkGame built = provider.create(spec.build());
    assertEquals(4, built.rows());
    assertEquals(3, built.cols());
    assertEquals("connect6", built.turnPolicy().name());
    assertEquals(Map.of("overlines", "no-win"), tools.options().get(2).read("no-win"));
  }

  @Test
  void textPlayReadsBothNotationsAndRefusesWithTheRangeOrTheRule() {
    TextPlay<MnkState, Cell> text = tools.textPlay(game);
    MnkState start = game.initialState();
    assertEquals(Cell.of(1, 2), text.read(start, "2 3", game.notation()));
    assertEquals(game.algebraic().parse("b2"), text.read(start, " b2 ", game.notation()));
    assertEquals(
        "expected a row from 1 to 3 at position 0 of \"4 1\", found '4'",
        assertThrows(NotationException.class, () -> text.read(start, "4 1", game.notation())).getMessage());
    assertEquals(
        "expected a row from 1 to 3 at position 1 of \"b4\", found '4'",
        assertThrows(NotationException.class, () -> text.read(start, "b4", game.algebraic())).getMessage());
    assertEquals(
        "expected a column from 1 to 3 at position 2 of \"1 10\", found '10'",
        assertThrows(NotationException.class, () -> text.read(start, "1 10", game.notation())).getMessage());
    MnkState taken = start.play(Cell.of(1, 1));
    IllegalMoveException occupied = assertThrows(IllegalMoveException.class, () -> text.read(taken, "2 2", game.notation()));
    assertEquals("Row 2, column 2 is already taken by X.", occupied.getMessage());
    assertEquals(Reason.OCCUPIED, occupied.violation().reason());
    assertEquals(
        "expected a row number and a column number separated by a space, such as '2 3' at position 1 of \"2\","
            + " found the end of the text",
        assertThrows(NotationException.class, () -> text.read(start, "2", game.notation())).getMessage());
    assertEquals("Tic-Tac-Toe (m,n,k-game)", provider.title());
  }

  @Test
  void movesAreDescribedAsRowAndColumnInTheDefaultNotationAndPromptedWithAnExample() {
    TextPlay<MnkState, Cell> text = tools.textPlay(game);
    Notation<Cell> algebraic = game.algebraic();
    assertEquals("row 2, column 3", text.describe(Cell.of(1, 2), game.notation()));
    assertEquals("c2", text.describe(Cell.of(1, 2), algebraic));
    MnkState start = game.initialState();
    assertEquals("row column, from 1 1 at the top left to 3 3, such as 1 1", text.prompt(start, game.notation()));
    assertEquals("column letter and row number, from a1 at the bottom left to c3, such as a3", text.prompt(start, algebraic));
    MnkState taken = start.play(Cell.of(0, 0));
    assertEquals("row column, from 1 1 at the top left to 3 3, such as 1 2", text.prompt(taken, game.notation()), "1 1 is taken");
    assertEquals("column letter and row number, from a1 at the bottom left to c3, such as b3", text.prompt(taken, algebraic));
  }

  @Test
  void inAlgebraicTheBoardIsLabelledAndEveryMoveNamedInIt() {
    TextPlay<MnkState, Cell> text = tools.textPlay(game);
    Notation<Cell> algebraic = game.algebraic();
    State<MnkState, Cell> start = game.initialState();
    assertEquals(start.render(), start.render(game.notation()));
    assertTrue(start.render(algebraic).startsWith("    a   b   c\n"), start.render(algebraic));
    assertEquals("b3", text.describe(Cell.of(0, 1), algebraic));
    MnkState end = game.initialState();
    for (Cell cell : List.of(Cell.of(0, 0), Cell.of(1, 0), Cell.of(0, 1), Cell.of(1, 1), Cell.of(0, 2))) {
      end = end.play(cell);
    }
    assertEquals("Player X wins with a3 | b3 | c3.", text.result(end, algebraic));
    assertEquals(end.render(algebraic) + "\nPlayer X wins with a3 | b3 | c3.", text.show(end, algebraic, 80));
  }

  @Test
  void theToolsAreNamedByTheGamesIdAndNeedAGame() {
    assertEquals("tictactoe", tools.id());
    assertEquals(MnkGame.class, tools.gameClass());
    assertEquals(List.of(), tools.protocols());
    assertEquals(
        "game", assertThrows(NullPointerException.class, () -> tools.textPlay(null)).getMessage());
  }

  @Test
  void theToolsAreInstalledForTheGamesId() {
    assertEquals(MnkGameTools.class, GameTools.find(MnkGame.ID).orElseThrow().getClass());
    assertEquals("row 2, column 3", GameTools.textPlayFor(game).describe(Cell.of(1, 2), game.notation()));
  }

  @Test
  void textPlayRefusesAGameOfAnotherKind() {
    // A game with the m,n,k move type whose spec is "other" and whose every other method returns null.
    @SuppressWarnings("unchecked") // a proxy of Game, typed as the tests need it
    Game<MnkState, Cell> other =
        (Game<MnkState, Cell>)
            Proxy.newProxyInstance(
                Game.class.getClassLoader(),
                new Class<?>[] {Game.class},
                (proxy, method, args) -> method.getName().equals("spec") ? GameSpec.builder("other").build() : null);
    assertEquals(
        "other is not a game of the tools of tictactoe, which serve " + MnkGame.class.getName(),
        assertThrows(IllegalArgumentException.class, () -> tools.textPlayOf(other)).getMessage());
  }

  @Test
  void textPlayShowsAWideBoardAroundTheLastMove() {
    MnkGame wide = MnkGame.of(3, 40, 3);
    TextPlay<MnkState, Cell> text = tools.textPlay(wide);
    Cell last = Cell.of(0, 39);
    MnkState state = wide.initialState().play(last);
    String shown = text.show(state, wide.notation(), 40, last);
    assertEquals(state.render(wide.notation(), 40, last) + "\n" + text.status(state, wide.notation()), shown);
    assertTrue(shown.lines().findFirst().orElseThrow().endsWith("40"), "the last column is in view: " + shown);
    assertEquals(
        state.render(wide.notation(), 40) + "\n" + text.status(state, wide.notation()),
        text.show(state, wide.notation(), 40));
    assertEquals(
        "a screen must be at least 1 column wide, got 0",
        assertThrows(IllegalArgumentException.class, () -> text.show(state, wide.notation(), 0)).getMessage());
    assertEquals(
        "a screen must be at least 1 column wide, got 0",
        assertThrows(IllegalArgumentException.class, () -> text.show(state, wide.notation(), 0, last)).getMessage());
  }
}
