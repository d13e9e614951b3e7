package io.github.gridgames.nrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
    NRowState state = NRow.standard().initialState();
    for (int k = 0; k < stones; k++) {
      state = state.play(Point.of(k, k));
    }
    return state;
  }

  @Test
  void aSmallBoardIsDrawnWholeWithoutANote() {
    NRowState state = diagonal(3);
    assertEquals(new NRowState.BoardWindow(-3, -3, 5, 5), state.view());
    assertEquals(
        "    -3 -2 -1  0  1  2  3  4  5\n"
            + " -3  .  .  .  .  .  .  .  .  .\n"
            + " -2  .  .  .  .  .  .  .  .  .\n"
            + " -1  .  .  .  .  .  .  .  .  .\n"
            + "  0  .  .  .  X  .  .  .  .  .\n"
            + "  1  .  .  .  .  O  .  .  .  .\n"
            + "  2  .  .  .  .  .  X  .  .  .\n"
            + "  3  .  .  .  .  .  .  .  .  .\n"
            + "  4  .  .  .  .  .  .  .  .  .\n"
            + "  5  .  .  .  .  .  .  .  .  .",
        state.render());
  }

  @Test
  void aDiagonalGameOfAThousandMovesIsDrawnAroundTheLastMove() {
    NRowState state = diagonal(1000);
    assertEquals(Optional.of(Point.of(999, 999)), state.lastMove());
    assertEquals(new NRowState.BoardWindow(978, 978, 1002, 1002), state.view());
    List<String> lines = state.render().lines().toList();
    assertEquals(1 + NRowState.VIEW_SIDE + 1, lines.size());
    assertEquals("      978  979  980", lines.get(0).substring(0, 19));
    assertEquals(" 999" + "    .".repeat(21) + "    O" + "    .".repeat(3), lines.get(1 + 999 - 978));
    assertEquals(
        "978 of 1000 stones lie outside this view (x 978..1002, y 978..1002); "
            + "all stones lie within x 0..999, y 0..999.",
        lines.get(lines.size() - 1));
    for (String line : lines.subList(0, lines.size() - 1)) {
      assertEquals(4 + 5 * NRowState.VIEW_SIDE, line.length(), line);
    }
  }

  @Test
  void twentyThousandStonesFromAPositionAreDrawnAroundItsLastMove() {
    NRowPosition position = NRowPosition.of(NRow.standard());
    for (int k = 0; k < 20_000; k++) {
      position.makeMove(Point.of(k, -k));
    }
    NRowState state = position.state();
    assertEquals(20_000, state.stoneCount());
    assertEquals(Optional.of(Point.of(19_999, -19_999)), state.lastMove());
    assertEquals(new NRowState.BoardWindow(19_978, -20_002, 20_002, -19_978), state.view());
    String drawing = state.render();
    assertTrue(drawing.endsWith(
        "19978 of 20000 stones lie outside this view (x 19978..20002, y -20002..-19978); "
            + "all stones lie within x 0..19999, y -19999..0."), drawing);
    assertEquals(1 + 25 + 1, drawing.lines().count());
    position.unmakeMove();
    assertEquals(Optional.of(Point.of(19_998, -19_998)), position.state().lastMove());
  }

  @Test
  void aWideFlatBoardKeepsItsWholeHeight() {
    NRowState state = NRow.of(5, 3).initialState();
    for (int x = 0; x < 60; x += 2) {
      state = state.play(Point.of(x, x % 4 == 0 ? 0 : 1));
    }
    assertEquals(new NRowState.BoardWindow(37, -3, 61, 4), state.view());
  }

  @Test
  void theCallerNamesTheWindow() {
    NRowState state = diagonal(7);
    assertEquals(
        "     0  1  2\n"
            + "  0  X  .  .\n"
            + "  1  .  O  .\n"
            + "5 of 7 stones lie outside this view (x 0..2, y 0..1); all stones lie within x 0..6, y 0..6.",
        state.render(NRowState.BoardWindow.of(Point.of(2, 1), Point.ORIGIN)));
    assertEquals(
        "     5\n  5  O\n6 of 7 stones lie outside this view (x 5..5, y 5..5); all stones lie within x 0..6, y 0..6.",
        state.render(NRowState.BoardWindow.around(Point.of(5, 5), 1, 1)));
    assertEquals("    -3 -2\n -3  .  .", NRow.standard().initialState().render(new NRowState.BoardWindow(-3, -3, -2, -3)));
  }

  @Test
  void windowsStayOnTheIntPlaneAndWithinTheirSize() {
    assertEquals(new NRowState.BoardWindow(MAX - 24, MIN, MAX, MIN + 24), NRowState.BoardWindow.around(Point.of(MAX, MIN), 25, 25));
    assertEquals(new NRowState.BoardWindow(-1, -1, 2, 1), NRowState.BoardWindow.around(Point.ORIGIN, 4, 3));
    assertEquals(new NRowState.BoardWindow(MIN, MIN, MIN + 999, MIN + 999), NRowState.BoardWindow.of(Point.of(MIN, MIN), Point.of(MIN + 999, MIN + 999)));
    assertEquals(
        "a window's columns must run from fromX to toX >= fromX, at most 1000 of them, got 0..1000",
        assertThrows(IllegalArgumentException.class, () -> new NRowState.BoardWindow(0, 0, 1000, 0)).getMessage());
    assertEquals(
        "a window's rows must run from fromY to toY >= fromY, at most 1000 of them, got 5..4",
        assertThrows(IllegalArgumentException.class, () -> new NRowState.BoardWindow(0, 5, 0, 4)).getMessage());
    assertEquals(
        "a window's columns must run from fromX to toX >= fromX, at most 1000 of them, got -2147483648..2147483647",
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
    NRowState corner = NRow.standard().initialState().play(Point.of(MAX, MIN));
    assertEquals(
        "            2147483646 2147483647\n"
            + "-2147483648          .          X",
        corner.render(new NRowState.BoardWindow(MAX - 1, MIN, MAX, MIN)));
  }

  /**
   * The padded box one column wider than {@link NRowState#VIEW_SIDE} is drawn through a window
   * around the last move, one exactly as wide is drawn whole.
   */
  @Test
  void aBoxOneColumnTooWideIsViewedAroundTheLastMove() {
    NRow game = NRow.builder().distance(NRow.MAX_DISTANCE).build();
    NRowState wide = game.initialState().play(Point.ORIGIN).play(Point.of(16, 0)).play(Point.of(19, 0));
    assertEquals(new NRowState.BoardWindow(-2, -3, 22, 3), wide.view(), "x -3..22 is 26 columns");
    NRowState whole = game.initialState().play(Point.ORIGIN).play(Point.of(16, 0)).play(Point.of(18, 0));
    assertEquals(new NRowState.BoardWindow(-3, -3, 21, 3), whole.view(), "x -3..21 is 25 columns");
    NRowState left = game.initialState().play(Point.of(19, 0)).play(Point.of(3, 0)).play(Point.ORIGIN);
    assertEquals(new NRowState.BoardWindow(-3, -3, 21, 3), left.view(), "the window stays in the box");
  }

  /** A read position has no last move: a long board is viewed around the middle of its stones. */
  @Test
  void aLongBoardWithoutALastMoveIsViewedAroundTheMiddleOfItsStones() {
    NRowState tall = NRow.standard().parsePosition("0,0;0,6;0,12;0,18;0,24/0,3;0,9;0,15;0,21 O");
    assertEquals(Optional.empty(), tall.lastMove());
    assertEquals(new NRowState.BoardWindow(-3, 0, 3, 24), tall.view());
    NRowState wide = NRow.standard().parsePosition("0,0;6,0;12,0;18,0;24,0/3,0;9,0;15,0;21,0 O");
    assertEquals(new NRowState.BoardWindow(0, -3, 24, 3), wide.view());
    NRowState far = NRow.standard().parsePosition("-30,-30;-30,-24;-30,-18;-30,-12;-30,-6/-30,-27;-30,-21;-30,-15;-30,-9 O");
    assertEquals(new NRowState.BoardWindow(-33, -30, -27, -6), far.view());
  }

  @Test
  void aWindowKnowsItsSizeAndItsPointsAndAcceptsUpToAThousandOnASide() {
    NRowState.BoardWindow window = new NRowState.BoardWindow(-2, 3, 4, 7);
    assertEquals(7, window.width());
    assertEquals(5, window.height());
    for (Point inside : List.of(Point.of(-2, 3), Point.of(4, 7), Point.of(-2, 7), Point.of(4, 3), Point.of(1, 5))) {
      assertTrue(window.contains(inside), inside.toString());
    }
    for (Point outside : List.of(Point.of(-3, 5), Point.of(5, 5), Point.of(0, 2), Point.of(0, 8), Point.of(MIN, MIN), Point.of(MAX, MAX))) {
      assertFalse(window.contains(outside), outside.toString());
    }
    assertEquals(new NRowState.BoardWindow(-499, -499, 500, 500), NRowState.BoardWindow.around(Point.ORIGIN, 1000, 1000));
    assertEquals(1000, new NRowState.BoardWindow(0, MIN, 999, MIN + 999).width());
    assertEquals(1, NRowState.BoardWindow.around(Point.ORIGIN, 1, 1).height());
    assertEquals(
        "a window's rows must run from fromY to toY >= fromY, at most 1000 of them, got 0..1000",
        assertThrows(IllegalArgumentException.class, () -> new NRowState.BoardWindow(0, 0, 0, 1000)).getMessage());
    assertEquals(
        "a window's width must be 1 to 1000, got 1001",
        assertThrows(IllegalArgumentException.class, () -> NRowState.BoardWindow.around(Point.ORIGIN, 1001, 5)).getMessage());
    assertEquals(
        "a window's height must be 1 to 1000, got 0",
        assertThrows(IllegalArgumentException.class, () -> NRowState.BoardWindow.around(Point.ORIGIN, 5, 0)).getMessage());
  }
}
