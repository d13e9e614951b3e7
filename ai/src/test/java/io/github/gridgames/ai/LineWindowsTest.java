package io.github.gridgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class LineWindowsTest {

  /** A board of 11 x 11 points around the origin. */
  private static final LineWindows.Board BOARD = (x, y) -> Math.abs(x) <= 5 && Math.abs(y) <= 5;

  @Test
  void countOnePlayersWindowsTheMoreStonesTheMore() {
    // Two stones of player 0 side by side on an open row of a 3-in-a-row board, player 1 to move.
    long[] xs = {0, 1};
    long[] ys = {0, 0};
    int[] owners = {0, 0};
    double forFirst = LineWindows.value(BOARD, xs, ys, owners, 3, 0, 1);
    // The row: the windows starting at -2, -1, 0 and 1 hold 1, 2, 2 and 1 stones; the windows of
    // the column, diagonal and anti-diagonal hold one stone each (3 per direction and stone).
    assertEquals(1 + 8 + 8 + 1 + 3 * 2 * 3, forFirst);
    assertEquals(-forFirst, LineWindows.value(BOARD, xs, ys, owners, 3, 1, 1), "the other's value is the opposite");
    assertEquals(1 + 16 + 16 + 1 + 3 * 2 * 3, LineWindows.value(BOARD, xs, ys, owners, 3, 0, 0), "one short counts double for the player to move");
    assertEquals(0, LineWindows.value(BOARD, new long[0], new long[0], new int[0], 3, 0, 0), "no stone, no window");
  }

  @Test
  void windowsOffTheBoardOrHoldingTwoPlayersCountForNobody() {
    // A stone in the corner of a 3 x 3 board, k = 3: one window per direction that stays on the board,
    // and none on the anti-diagonal.
    LineWindows.Board small = (x, y) -> x >= 0 && y >= 0 && x < 3 && y < 3;
    assertEquals(3, LineWindows.value(small, new long[] {0}, new long[] {0}, new int[] {0}, 3, 0, 1));
    // With the other player's stone beside it, the row counts for nobody, the two columns cancel
    // out, and the first stone's diagonal is left.
    assertEquals(1, LineWindows.value(small, new long[] {0, 1}, new long[] {0, 0}, new int[] {0, 1}, 3, 0, 0));
  }

  @Test
  void refusesStonesThatDoNotAddUp() {
    assertEquals(
        "2 columns, 1 rows and 2 owners: one of each per stone",
        assertThrows(IllegalArgumentException.class, () -> LineWindows.value(BOARD, new long[2], new long[1], new int[2], 3, 0, 0))
            .getMessage());
    assertEquals(
        "two stones on the point 0,0",
        assertThrows(IllegalArgumentException.class, () -> LineWindows.value(BOARD, new long[2], new long[2], new int[2], 3, 0, 0))
            .getMessage());
    assertEquals(
        "the owner of a stone is a player index, got -1",
        assertThrows(IllegalArgumentException.class, () -> LineWindows.value(BOARD, new long[1], new long[1], new int[] {-1}, 3, 0, 0))
            .getMessage());
    assertEquals(
        "k must be >= 1, got 0",
        assertThrows(IllegalArgumentException.class, () -> LineWindows.value(BOARD, new long[1], new long[1], new int[1], 0, 0, 0))
            .getMessage());
  }
}
