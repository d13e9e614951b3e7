package io.github.gridgames.tictactoe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.gridgames.core.Games;
import io.github.gridgames.core.TurnPolicy;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link MnkGame#of}, {@link MnkGame#builder()} and {@link MnkGame#toBuilder()}: rows first. */
class MnkGameBuilderTest {

  private static final TurnPolicy O_TWICE =
      TurnPolicy.of("o-twice", (mover, effect, n) -> n == 1 ? mover : mover.next(2));

  /** The acceptance check: a game built with 3 rows and 5 columns renders 3 rows of 5 cells. */
  @Test
  void aGameOfThreeRowsAndFiveColumnsRendersThreeRows() {
    for (MnkGame game :
        List.of(
            MnkGame.of(3, 5, 3),
            MnkGame.builder().rows(3).cols(5).build(),
            (MnkGame) Games.parse("tictactoe(rows=3,cols=5)"))) {
      assertEquals(3, game.rows());
      assertEquals(5, game.cols());
      assertEquals(
          String.join(
              "\n",
              "    1   2   3   4   5",
              "   --- --- --- --- ---",
              "1 |   |   |   |   |   |",
              "   --- --- --- --- ---",
              "2 |   |   |   |   |   |",
              "   --- --- --- --- ---",
              "3 |   |   |   |   |   |",
              "   --- --- --- --- ---"),
          game.initialState().render(),
          game::toString);
      assertEquals("tictactoe(rows=3,cols=5,k=3,overlines=win)", game.toString());
      assertEquals(Cell.of(2, 4), game.cells().get(14));
      assertEquals("...../...../..... X", game.initialState().positionText());
    }
  }

  @Test
  void theBuilderStartsFromTicTacToe() {
    assertSame(MnkGame.ticTacToe(), MnkGame.builder().build());
    MnkGame game = MnkGame.builder().rows(6).cols(7).k(4).build();
    assertEquals(MnkGame.of(6, 7, 4), game);
    assertEquals(MnkGame.OverlineRule.WIN, game.overlines());
    assertSame(TurnPolicy.ALTERNATE, game.turnPolicy());
  }

  /** Unless set, k is 3, or the longer side when the board is smaller: as a spec without k. */
  @Test
  void kDefaultsToThreeOrTheLongerSide() {
    assertEquals(3, MnkGame.builder().rows(15).cols(15).build().k());
    assertEquals(2, MnkGame.builder().rows(2).cols(2).build().k());
    assertEquals(2, MnkGame.builder().rows(2).cols(1).build().k());
    assertEquals(3, MnkGame.builder().rows(1).cols(5).build().k());
    assertEquals(1, MnkGame.builder().rows(1).cols(1).build().k());
    for (int rows = 1; rows <= 4; rows++) {
      for (int cols = 1; cols <= 4; cols++) {
        assertEquals(
            Games.parse("tictactoe(rows=" + rows + ",cols=" + cols + ")"),
            MnkGame.builder().rows(rows).cols(cols).build());
      }
    }
  }

  @Test
  void settersChangeTheBuilderAndReturnIt() {
    MnkGame.Builder builder = MnkGame.builder();
    assertSame(builder, builder.rows(4));
    assertSame(builder, builder.cols(5));
    assertSame(builder, builder.k(4));
    assertSame(builder, builder.overlines(MnkGame.OverlineRule.NO_WIN));
    assertSame(builder, builder.turnPolicy(TurnPolicy.CONNECT6));
    assertEquals(
        "tictactoe(rows=4,cols=5,k=4,overlines=no-win,turns=connect6)", builder.build().toString());
  }

  /** {@code toBuilder()} sets every property: rebuilding a random game gives the same game. */
  @Test
  void toBuilderKeepsEverySetting() {
    Random random = new Random(31);
    List<TurnPolicy> policies = List.of(TurnPolicy.ALTERNATE, TurnPolicy.CONNECT6, O_TWICE);
    for (int i = 0; i < 200; i++) {
      int rows = 1 + random.nextInt(MnkGame.MAX_SIDE);
      int cols = 1 + random.nextInt(MnkGame.MAX_SIDE);
      MnkGame game =
          MnkGame.builder()
              .rows(rows)
              .cols(cols)
              .k(1 + random.nextInt(Math.max(rows, cols)))
              .overlines(MnkGame.OverlineRule.values()[random.nextInt(2)])
              .turnPolicy(policies.get(random.nextInt(policies.size())))
              .build();
      MnkGame rebuilt = game.toBuilder().build();
      assertEquals(game, rebuilt);
      assertEquals(game.rows(), rebuilt.rows());
      assertEquals(game.cols(), rebuilt.cols());
      assertEquals(game.k(), rebuilt.k());
      assertSame(game.overlines(), rebuilt.overlines());
      assertSame(game.turnPolicy(), rebuilt.turnPolicy());
    }
  }

  @Test
  void toBuilderChangesOneSetting() {
    MnkGame gomoku = MnkGame.of(15, 15, 5);
    assertEquals(MnkGame.of(15, 15, 4), gomoku.toBuilder().k(4).build());
    assertEquals(MnkGame.of(15, 19, 5), gomoku.toBuilder().cols(19).build());
    assertEquals(
        Games.parse("tictactoe(rows=15,cols=15,k=5,overlines=no-win)"),
        gomoku.toBuilder().overlines(MnkGame.OverlineRule.NO_WIN).build());
    MnkGame connect6 = gomoku.toBuilder().turnPolicy(TurnPolicy.CONNECT6).build();
    assertSame(TurnPolicy.CONNECT6, connect6.turnPolicy());
    assertNotEquals(gomoku, connect6);
    assertEquals(gomoku, connect6.toBuilder().turnPolicy(TurnPolicy.ALTERNATE).build());
    assertSame(MnkGame.ticTacToe(), MnkGame.of(4, 4, 3).toBuilder().rows(3).cols(3).build());
  }

  @Test
  void buildRefusesBadSettingsNamingThem() {
    assertEquals(
        "rows must be between 1 and 64 (the largest supported side), got 0",
        assertThrows(IllegalArgumentException.class, () -> MnkGame.builder().rows(0).build()).getMessage());
    assertEquals(
        "cols must be between 1 and 64 (the largest supported side), got 65",
        assertThrows(IllegalArgumentException.class, () -> MnkGame.builder().cols(65).build()).getMessage());
    assertEquals(
        "k must be between 1 and the longer side max(rows, cols) = 4 of the 3 x 4 board, got 5",
        assertThrows(IllegalArgumentException.class, () -> MnkGame.builder().rows(3).cols(4).k(5).build())
            .getMessage());
    assertEquals(
        "k must be between 1 and the longer side max(rows, cols) = 3 of the 3 x 3 board, got 0",
        assertThrows(IllegalArgumentException.class, () -> MnkGame.builder().k(0).build()).getMessage());
    assertEquals(
        "overlines",
        assertThrows(NullPointerException.class, () -> MnkGame.builder().overlines(null)).getMessage());
    assertEquals(
        "turnPolicy",
        assertThrows(NullPointerException.class, () -> MnkGame.builder().turnPolicy(null)).getMessage());
  }

  /** The factory's arguments are rows, then columns: the transposed game is another game. */
  @Test
  void ofTakesRowsThenColumns() {
    MnkGame wide = MnkGame.of(2, 7, 3);
    MnkGame tall = MnkGame.of(7, 2, 3);
    assertEquals(2, wide.rows());
    assertEquals(7, wide.cols());
    assertEquals(7, tall.rows());
    assertEquals(2, tall.cols());
    assertNotEquals(wide, tall);
    assertEquals(2, wide.initialState().render().lines().filter(l -> l.contains("|")).count());
    assertEquals(7, tall.initialState().render().lines().filter(l -> l.contains("|")).count());
    assertEquals("row column, from 1 1 at the top left to 2 7", wide.rowCol().syntax());
    assertEquals("column letter and row number, from a1 at the bottom left to b7", tall.algebraic().syntax());
  }
}
