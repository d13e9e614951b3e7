package io.github.gridgames.tictactoe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.Games;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MnkGameTest {

  @Test
  void ticTacToeIsTheThreeThreeThreeGame() {
    MnkGame game = MnkGame.ticTacToe();
    assertEquals("tictactoe(rows=3,cols=3,k=3,overlines=win)", game.spec().toString());
    assertEquals("tictactoe", game.id());
    assertEquals(3, game.rows());
    assertEquals(3, game.cols());
    assertEquals(3, game.k());
    assertEquals(MnkGame.OverlineRule.WIN, game.overlines());
    assertEquals(2, game.playerCount());
    assertSame(TurnPolicy.ALTERNATE, game.turnPolicy());
    assertEquals(OptionalInt.of(9), game.maxMoves());
    assertEquals("X", game.playerName(Player.FIRST));
    assertEquals("O", game.playerName(Player.SECOND));
    assertThrows(IllegalArgumentException.class, () -> game.playerName(Player.of(2)));
    assertEquals(List.of("row-col", "algebraic"), game.notations().stream().map(n -> n.name()).toList());
    assertEquals("row-col", game.notation().name());
    assertSame(game.notation(), game.rowCol());
    assertSame(game.notation("algebraic"), game.algebraic());
    assertEquals(List.of(game.rowCol(), game.algebraic()), game.notations());
    assertSame(game, MnkGame.of(3, 3, 3));
    assertSame(game, MnkGame.builder().build());
    assertSame(game, MnkGame.builder().rows(3).cols(3).k(3).build());
  }

  @Test
  void rowsAreTheHeightAndColsTheWidth() {
    MnkGame game = MnkGame.of(2, 5, 3);
    assertEquals(2, game.rows());
    assertEquals(5, game.cols());
    assertEquals("tictactoe(rows=2,cols=5,k=3,overlines=win)", game.toString());
    assertTrue(game.contains(Cell.of(1, 4)));
    assertTrue(!game.contains(Cell.of(4, 1)));
    assertEquals(10, game.cellCount());
    assertEquals(Cell.of(0, 4), game.cells().get(4));
    assertEquals(Cell.of(1, 0), game.cells().get(5));
    assertEquals(
        String.join(
            "\n",
            "    1   2   3   4   5",
            "   --- --- --- --- ---",
            "1 |   |   |   |   |   |",
            "   --- --- --- --- ---",
            "2 |   |   |   |   |   |",
            "   --- --- --- --- ---"),
        game.initialState().render());
  }

  @Test
  void equalityIsBySpec() {
    MnkGame a = MnkGame.of(15, 15, 5);
    MnkGame b = (MnkGame) Games.parse("tictactoe(rows=15,cols=15,k=5,overlines=win)");
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertNotEquals(a, a.toBuilder().overlines(MnkGame.OverlineRule.NO_WIN).build());
    assertNotEquals(a, MnkGame.of(15, 15, 4));
    assertNotEquals(MnkGame.of(3, 4, 3), MnkGame.of(4, 3, 3));
    assertEquals(a, a.toBuilder().overlines(MnkGame.OverlineRule.WIN).build());
    assertEquals(MnkGame.OverlineRule.NO_WIN, a.toBuilder().overlines(MnkGame.OverlineRule.NO_WIN).build().overlines());
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        "tictactoe | tictactoe(rows=3,cols=3,k=3,overlines=win)",
        "tictactoe() | tictactoe(rows=3,cols=3,k=3,overlines=win)",
        "tictactoe(cols=15, k=5) | tictactoe(rows=15,cols=15,k=5,overlines=win)",
        "tictactoe(rows=19,k=5,overlines=no-win) | tictactoe(rows=19,cols=19,k=5,overlines=no-win)",
        "tictactoe(rows=6,cols=7,k=4) | tictactoe(rows=6,cols=7,k=4,overlines=win)",
        "tictactoe(cols=7,rows=6,k=4) | tictactoe(rows=6,cols=7,k=4,overlines=win)",
        "tictactoe(cols=2) | tictactoe(rows=2,cols=2,k=2,overlines=win)",
        "tictactoe(cols=1) | tictactoe(rows=1,cols=1,k=1,overlines=win)",
        "tictactoe(rows=2,cols=1) | tictactoe(rows=2,cols=1,k=2,overlines=win)",
        "tictactoe(k=2) | tictactoe(rows=3,cols=3,k=2,overlines=win)",
        "tictactoe(turns=connect6) | tictactoe(rows=3,cols=3,k=3,overlines=win,turns=connect6)",
      })
  void parsesWithDefaults(String text, String canonical) {
    Game<?, ?> game = Games.parse(text);
    assertEquals(canonical, game.spec().toString());
    assertEquals(game, Games.parse(game.spec().toString()));
    assertEquals(game, new MnkGameProvider().create(GameSpec.parse(text)));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        "tictactoe(size=3) | has no parameter 'size'; it has rows, cols, k, overlines, turns",
        "tictactoe(cols=x) | parameter cols of tictactoe must be an integer",
        "tictactoe(rows=3.5) | parameter rows of tictactoe must be an integer",
        "tictactoe(k=99999999999) | parameter k of tictactoe must be an integer",
        "tictactoe(overlines=maybe) | overlines of tictactoe must be win or no-win, got 'maybe'",
        "tictactoe(cols=0) | cols must be between 1 and 64",
        "tictactoe(cols=65) | cols must be between 1 and 64",
        "tictactoe(cols=3,rows=-1) | rows must be between 1 and 64",
        "tictactoe(k=0) | k must be between 1 and",
        "tictactoe(rows=3,cols=4,k=5) | k must be between 1 and the longer side max(rows, cols) = 4 of the 3 x 4 board, got 5",
      })
  void badSpecsAreRefusedNamingTheParameter(String text, String expectedInMessage) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Games.parse(text));
    assertTrue(e.getMessage().contains(expectedInMessage), e::getMessage);
  }

  @Test
  void factoryLimitsAreEnforcedWithMessagesNamingThem() {
    assertEquals(64, MnkGame.MAX_SIDE);
    MnkGame largest = MnkGame.of(64, 64, 64);
    assertEquals(4096, largest.cellCount());
    assertEquals(MnkGame.of(1, 1, 1).cellCount(), 1);
    assertTrue(assertThrows(IllegalArgumentException.class, () -> MnkGame.of(3, 65, 3)).getMessage().contains("cols must be between 1 and 64"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> MnkGame.of(0, 3, 3)).getMessage().contains("rows must be between 1 and 64"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> MnkGame.of(3, 3, 4)).getMessage().contains("k must be between 1 and the longer side max(rows, cols) = 3"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> MnkGame.of(3, 3, 0)).getMessage().contains("got 0"));
    assertThrows(NullPointerException.class, () -> MnkGame.builder().overlines(null));
  }

  @Test
  void symmetriesAreEightOnSquaresAndFourOtherwise() {
    assertEquals(List.of(MnkGame.Symmetry.values()), MnkGame.ticTacToe().symmetries());
    assertEquals(
        List.of(MnkGame.Symmetry.IDENTITY, MnkGame.Symmetry.ROTATE_180, MnkGame.Symmetry.REFLECT_LEFT_RIGHT, MnkGame.Symmetry.REFLECT_TOP_BOTTOM),
        MnkGame.of(6, 7, 4).symmetries());
  }

  @Test
  void overlineRuleText() {
    assertEquals(MnkGame.OverlineRule.NO_WIN, MnkGame.OverlineRule.fromText("no-win"));
    assertEquals("win", MnkGame.OverlineRule.WIN.toString());
    assertTrue(MnkGame.OverlineRule.WIN.wins(6, 5));
    assertTrue(!MnkGame.OverlineRule.NO_WIN.wins(6, 5));
    assertTrue(MnkGame.OverlineRule.NO_WIN.wins(5, 5));
    assertTrue(!MnkGame.OverlineRule.WIN.wins(4, 5));
    assertThrows(IllegalArgumentException.class, () -> MnkGame.OverlineRule.fromText("WIN"));
  }

  /** A custom policy cannot pass for a built-in one, and custom policies of one name differ. */
  @Test
  void aCustomPolicyCannotPassForABuiltInOne() {
    TurnPolicy impostor = TurnPolicy.of("alternate", (mover, effect, n) -> mover);
    assertEquals(
        "a custom turn policy may not take the built-in name 'alternate'; use TurnPolicy.ALTERNATE or another name",
        assertThrows(IllegalArgumentException.class, () -> MnkGame.builder().rows(3).cols(3).k(3).turnPolicy(impostor).build()).getMessage());
    TurnPolicy one = TurnPolicy.of("mine", (mover, effect, n) -> mover.next(n));
    TurnPolicy other = TurnPolicy.of("mine", (mover, effect, n) -> mover);
    assertEquals(MnkGame.builder().rows(3).cols(3).k(3).turnPolicy(one).build().spec(), MnkGame.builder().rows(3).cols(3).k(3).turnPolicy(other).build().spec());
    assertNotEquals(MnkGame.builder().rows(3).cols(3).k(3).turnPolicy(one).build(), MnkGame.builder().rows(3).cols(3).k(3).turnPolicy(other).build());
    assertEquals(MnkGame.builder().rows(3).cols(3).k(3).turnPolicy(one).build(), MnkGame.builder().rows(3).cols(3).k(3).turnPolicy(one).build());
  }
}
