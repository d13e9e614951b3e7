package io.github.gridgames.nrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Player;
import io.github.gridgames.testkit.GameRun;
import io.github.gridgames.testkit.RandomGames;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A drawing of the unbounded board has a bounded size: the whole board while it is small, else a
 * window around the last move or one the caller names, with axis labels and a note of what lies
 * outside.
 */
class NRowDrawingTest {

  private static final int MAX = Integer.MAX_VALUE;
  private static final int MIN = Integer.MIN_VALUE;

  /** A diagonal game: stones on (k, k), X on even k and O on odd k, so nobody ever has two in a row. */
  private static NRowState diagonal(int stones) {
    NRowState state = NRow.of(5, 3).initialState();
    for (int k = 0; k < stones; k++) {
      state = state.play(Point.of(k, k));
    }
    return state;
  }

  @Test
  void aSmallBoardIsDrawnWholeWithoutANote() {
    NRowState state = diagonal(3);
    assertEquals(NRowState.BoardWindow.of(Point.of(-3, -3), Point.of(5, 5)), state.view());
    assertEquals(
        "  y\n"
            + "  5  .  .  .  .  .  +  .  .  .\n"
            + "  4  .  .  .  .  +  +  +  .  .\n"
            + "  3  .  .  .  +  +  +  +  +  .\n"
            + "  2  .  .  +  +  +  X  +  +  +\n"
            + "  1  .  +  +  +  O  +  +  +  .\n"
            + "  0  +  +  +  X  +  +  +  .  .\n"
            + " -1  .  +  +  +  +  +  .  .  .\n"
            + " -2  .  .  +  +  +  .  .  .  .\n"
            + " -3  .  .  .  +  .  .  .  .  .\n"
            + "  x -3 -2 -1  0  1  2  3  4  5",
        state.render());
  }

  /**
   * Every point of a drawing reads as the rules say: the owner's symbol on a stone, {@code +} where
   * the next stone may go, {@code .} on the other empty points; the rows run from the largest y down, the columns
   * from the smallest x, under the axis names {@code y} and {@code x}. Over the states of random
   * games of two and three players, and both within the view and through a window named by the
   * caller.
   */
  @Test
  void everyPointShowsItsStoneOrWhetherTheNextStoneMayGoThere() {
    List<NRow> games =
        List.of(NRow.builder().stoneCap(40).build(), NRow.builder().n(3).distance(1).players(3).stoneCap(30).build());
    for (NRow game : games) {
      for (int seed = 0; seed < 6; seed++) {
        GameRun<NRowState, Point> run = RandomGames.play(game, seed);
        for (NRowState state : run.states()) {
          assertDrawnAsTheRulesSay(state, state.view());
          Point centre = state.lastMove().orElse(Point.ORIGIN);
          assertDrawnAsTheRulesSay(state, NRowState.BoardWindow.around(centre, 5, 4));
        }
      }
    }
  }

  private static void assertDrawnAsTheRulesSay(NRowState state, NRowState.BoardWindow window) {
    List<String> lines = state.render(window).lines().toList();
    String where = state.positionText() + " through " + window;
    int label = lines.get(0).length();
    assertEquals("y", lines.get(0).strip(), where);
    String labels = lines.get(window.height() + 1);
    assertTrue(labels.startsWith(" ".repeat(label - 1) + "x"), where);
    int cell = (labels.length() - label) / window.width();
    assertEquals(label + cell * window.width(), labels.length(), where);
    for (int column = 0; column < window.width(); column++) {
      String field = labels.substring(label + column * cell, label + (column + 1) * cell);
      assertEquals(Long.toString((long) window.minX() + column), field.strip(), where);
    }
    for (int row = 0; row < window.height(); row++) {
      String line = lines.get(1 + row);
      int y = window.maxY() - row;
      assertEquals(Integer.toString(y), line.substring(0, label).strip(), where);
      for (int column = 0; column < window.width(); column++) {
        int end = label + (column + 1) * cell;
        assertEquals(label + cell * window.width(), line.length(), where);
        char drawn = line.charAt(end - 1);
        Point point = Point.of(window.minX() + column, y);
        Optional<Player> stone = state.stoneAt(point);
        char expected =
            stone.isPresent()
                ? state.game().playerName(stone.get()).charAt(0)
                : state.isLegal(point) ? '+' : '.';
        assertEquals(expected, drawn, point + " in " + where);
      }
    }
  }

  @Test
  void aFinishedGameShowsNoPointWhereAStoneMayGo() {
    NRowState won = NRow.of(3, 1).parsePosition("0,0;1,0;2,0/0,1;1,1 O");
    assertTrue(won.isTerminal());
    assertEquals(
        "  y\n"
            + "  4  .  .  .  .  .  .  .  .  .\n"
            + "  3  .  .  .  .  .  .  .  .  .\n"
            + "  2  .  .  .  .  .  .  .  .  .\n"
            + "  1  .  .  .  O  O  .  .  .  .\n"
            + "  0  .  .  .  X  X  X  .  .  .\n"
            + " -1  .  .  .  .  .  .  .  .  .\n"
            + " -2  .  .  .  .  .  .  .  .  .\n"
            + " -3  .  .  .  .  .  .  .  .  .\n"
            + "  x -3 -2 -1  0  1  2  3  4  5",
        won.render());
  }

  @Test
  void aDiagonalGameOfAThousandMovesIsDrawnAroundTheLastMove() {
    NRowState state = diagonal(1000);
    assertEquals(Optional.of(Point.of(999, 999)), state.lastMove());
    assertEquals(NRowState.BoardWindow.of(Point.of(978, 978), Point.of(1002, 1002)), state.view());
    List<String> lines = state.render().lines().toList();
    assertEquals(1 + NRowState.VIEW_SIDE + 1 + 1, lines.size());
    assertEquals("   y", lines.get(0));
    assertEquals("1002" + "    .".repeat(999 - 978) + "    +" + "    .".repeat(3), lines.get(1));
    assertEquals(" 999" + "    .".repeat(18) + "    +".repeat(3) + "    O" + "    +".repeat(3), lines.get(1 + 1002 - 999));
    assertEquals(" 978    X    +    +    +" + "    .".repeat(21), lines.get(NRowState.VIEW_SIDE));
    String labels = lines.get(NRowState.VIEW_SIDE + 1);
    assertEquals("   x  978  979  980", labels.substring(0, 19));
    assertEquals(4 + 5 * NRowState.VIEW_SIDE, labels.length(), labels);
    assertTrue(labels.endsWith(" 1001 1002"), labels);
    assertEquals(
        "978 of 1000 stones lie outside this view (x 978..1002, y 978..1002); "
            + "all stones lie within x 0..999, y 0..999.",
        lines.get(lines.size() - 1));
    for (String line : lines.subList(1, lines.size() - 1)) {
      assertEquals(labels.length(), line.length(), line);
    }
  }

  @Test
  void twentyThousandStonesFromAPositionAreDrawnAroundItsLastMove() {
    NRowPosition position = NRowPosition.of(NRow.of(5, 3));
    for (int k = 0; k < 20_000; k++) {
      position.makeMove(Point.of(k, -k));
    }
    NRowState state = position.state();
    assertEquals(20_000, state.stoneCount());
    assertEquals(Optional.of(Point.of(19_999, -19_999)), state.lastMove());
    assertEquals(NRowState.BoardWindow.of(Point.of(19_978, -20_002), Point.of(20_002, -19_978)), state.view());
    String drawing = state.render();
    assertTrue(drawing.endsWith(
        "19978 of 20000 stones lie outside this view (x 19978..20002, y -20002..-19978); "
            + "all stones lie within x 0..19999, y -19999..0."), drawing);
    assertEquals(1 + 25 + 1 + 1, drawing.lines().count());
    position.unmakeMove();
    assertEquals(Optional.of(Point.of(19_998, -19_998)), position.state().lastMove());
  }

  @Test
  void aWideFlatBoardKeepsItsWholeHeight() {
    NRowState state = NRow.of(5, 3).initialState();
    for (int x = 0; x < 60; x += 2) {
      state = state.play(Point.of(x, x % 4 == 0 ? 0 : 1));
    }
    assertEquals(NRowState.BoardWindow.of(Point.of(37, -3), Point.of(61, 4)), state.view());
  }

  @Test
  void theCallerNamesTheWindow() {
    NRowState state = diagonal(7);
    assertEquals(
        "  y\n"
            + "  1  +  O  +\n"
            + "  0  X  +  +\n"
            + "  x  0  1  2\n"
            + "5 of 7 stones lie outside this view (x 0..2, y 0..1); all stones lie within x 0..6, y 0..6.",
        state.render(NRowState.BoardWindow.of(Point.of(2, 1), Point.ORIGIN)));
    assertEquals(
        "  y\n  5  O\n  x  5\n6 of 7 stones lie outside this view (x 5..5, y 5..5); all stones lie within x 0..6, y 0..6.",
        state.render(NRowState.BoardWindow.around(Point.of(5, 5), 1, 1)));
    assertEquals("  y\n -3  +  +\n  x -3 -2", NRow.of(5, 3).initialState().render(NRowState.BoardWindow.of(Point.of(-3, -3), Point.of(-2, -3))));
  }

  @Test
  void windowsStayOnTheIntPlaneAndWithinTheirSize() {
    assertEquals(NRowState.BoardWindow.of(Point.of(MAX - 24, MIN), Point.of(MAX, MIN + 24)), NRowState.BoardWindow.around(Point.of(MAX, MIN), 25, 25));
    assertEquals(NRowState.BoardWindow.of(Point.of(-1, -1), Point.of(2, 1)), NRowState.BoardWindow.around(Point.ORIGIN, 4, 3));
    assertEquals(NRowState.BoardWindow.of(Point.of(MIN, MIN), Point.of(MIN + 999, MIN + 999)), NRowState.BoardWindow.of(Point.of(MIN, MIN), Point.of(MIN + 999, MIN + 999)));
    assertEquals(
        "a window may be at most 1000 points wide, got x 0..1000",
        assertThrows(IllegalArgumentException.class, () -> NRowState.BoardWindow.of(Point.of(0, 0), Point.of(1000, 0))).getMessage());
    assertEquals(
        NRowState.BoardWindow.of(Point.of(0, 4), Point.of(3, 5)),
        NRowState.BoardWindow.of(Point.of(3, 5), Point.of(0, 4)),
        "the corners in either order");
    assertEquals(
        NRowState.BoardWindow.of(Point.of(0, 4), Point.of(3, 5)),
        NRowState.BoardWindow.of(Point.of(0, 5), Point.of(3, 4)),
        "the other two corners");
    assertEquals(
        "a window may be at most 1000 points wide, got x -2147483648..2147483647",
        assertThrows(IllegalArgumentException.class, () -> NRowState.BoardWindow.of(Point.of(MIN, 0), Point.of(MAX, 0))).getMessage());
    assertEquals(
        "a window's width must be 1 to 1000, got 0",
        assertThrows(IllegalArgumentException.class, () -> NRowState.BoardWindow.around(Point.ORIGIN, 0, 5)).getMessage());
    assertEquals(
        "a window's height must be 1 to 1000, got 1001",
        assertThrows(IllegalArgumentException.class, () -> NRowState.BoardWindow.around(Point.ORIGIN, 5, 1001)).getMessage());
    assertEquals("x -1..2, y -1..1", NRowState.BoardWindow.around(Point.ORIGIN, 4, 3).toString());
  }

  @Test
  void aWindowAtTheIntLimitsDrawsItsLabels() {
    NRowState corner = NRow.of(5, 3).initialState().play(Point.of(MAX, MIN));
    assertEquals(
        "          y\n"
            + "-2147483648          +          X\n"
            + "          x 2147483646 2147483647",
        corner.render(NRowState.BoardWindow.of(Point.of(MAX - 1, MIN), Point.of(MAX, MIN))));
  }

  /**
   * The padded box one column wider than {@link NRowState#VIEW_SIDE} is drawn through a window
   * around the last move, one exactly as wide is drawn whole.
   */
  @Test
  void aBoxOneColumnTooWideIsViewedAroundTheLastMove() {
    NRow game = NRow.builder().distance(NRow.MAX_DISTANCE).build();
    NRowState wide = game.initialState().play(Point.ORIGIN).play(Point.of(16, 0)).play(Point.of(19, 0));
    assertEquals(NRowState.BoardWindow.of(Point.of(-2, -3), Point.of(22, 3)), wide.view(), "x -3..22 is 26 columns");
    NRowState whole = game.initialState().play(Point.ORIGIN).play(Point.of(16, 0)).play(Point.of(18, 0));
    assertEquals(NRowState.BoardWindow.of(Point.of(-3, -3), Point.of(21, 3)), whole.view(), "x -3..21 is 25 columns");
    NRowState left = game.initialState().play(Point.of(19, 0)).play(Point.of(3, 0)).play(Point.ORIGIN);
    assertEquals(NRowState.BoardWindow.of(Point.of(-3, -3), Point.of(21, 3)), left.view(), "the window stays in the box");
  }

  /** A read position has no last move: a long board is viewed around the middle of its stones. */
  @Test
  void aLongBoardWithoutALastMoveIsViewedAroundTheMiddleOfItsStones() {
    NRowState tall = NRow.of(5, 3).parsePosition("0,0;0,6;0,12;0,18;0,24/0,3;0,9;0,15;0,21 O");
    assertEquals(Optional.empty(), tall.lastMove());
    assertEquals(NRowState.BoardWindow.of(Point.of(-3, 0), Point.of(3, 24)), tall.view());
    NRowState wide = NRow.of(5, 3).parsePosition("0,0;6,0;12,0;18,0;24,0/3,0;9,0;15,0;21,0 O");
    assertEquals(NRowState.BoardWindow.of(Point.of(0, -3), Point.of(24, 3)), wide.view());
    NRowState far = NRow.of(5, 3).parsePosition("-30,-30;-30,-24;-30,-18;-30,-12;-30,-6/-30,-27;-30,-21;-30,-15;-30,-9 O");
    assertEquals(NRowState.BoardWindow.of(Point.of(-33, -30), Point.of(-27, -6)), far.view());
  }

  @Test
  void aWindowKnowsItsSizeAndItsPointsAndAcceptsUpToAThousandOnASide() {
    NRowState.BoardWindow window = NRowState.BoardWindow.of(Point.of(-2, 3), Point.of(4, 7));
    assertEquals(7, window.width());
    assertEquals(5, window.height());
    assertEquals(-2, window.minX());
    assertEquals(3, window.minY());
    assertEquals(4, window.maxX());
    assertEquals(7, window.maxY());
    assertEquals(NRowState.BoardWindow.of(Point.of(4, 3), Point.of(-2, 7)).hashCode(), window.hashCode());
    for (NRowState.BoardWindow other :
        List.of(
            NRowState.BoardWindow.of(Point.of(-1, 3), Point.of(4, 7)),
            NRowState.BoardWindow.of(Point.of(-2, 4), Point.of(4, 7)),
            NRowState.BoardWindow.of(Point.of(-2, 3), Point.of(5, 7)),
            NRowState.BoardWindow.of(Point.of(-2, 3), Point.of(4, 6)))) {
      assertFalse(window.equals(other), other.toString());
    }
    assertFalse(window.equals((Object) window.toString()));
    for (Point inside : List.of(Point.of(-2, 3), Point.of(4, 7), Point.of(-2, 7), Point.of(4, 3), Point.of(1, 5))) {
      assertTrue(window.contains(inside), inside.toString());
    }
    for (Point outside : List.of(Point.of(-3, 5), Point.of(5, 5), Point.of(0, 2), Point.of(0, 8), Point.of(MIN, MIN), Point.of(MAX, MAX))) {
      assertFalse(window.contains(outside), outside.toString());
    }
    assertEquals(NRowState.BoardWindow.of(Point.of(-499, -499), Point.of(500, 500)), NRowState.BoardWindow.around(Point.ORIGIN, 1000, 1000));
    assertEquals(1000, NRowState.BoardWindow.of(Point.of(0, MIN), Point.of(999, MIN + 999)).width());
    assertEquals(1, NRowState.BoardWindow.around(Point.ORIGIN, 1, 1).height());
    assertEquals(
        "a window may be at most 1000 points high, got y 0..1000",
        assertThrows(IllegalArgumentException.class, () -> NRowState.BoardWindow.of(Point.of(0, 0), Point.of(0, 1000))).getMessage());
    assertEquals(
        "a window's width must be 1 to 1000, got 1001",
        assertThrows(IllegalArgumentException.class, () -> NRowState.BoardWindow.around(Point.ORIGIN, 1001, 5)).getMessage());
    assertEquals(
        "a window's height must be 1 to 1000, got 0",
        assertThrows(IllegalArgumentException.class, () -> NRowState.BoardWindow.around(Point.ORIGIN, 5, 0)).getMessage());
  }
}
