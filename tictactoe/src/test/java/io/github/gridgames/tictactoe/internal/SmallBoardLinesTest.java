package io.github.gridgames.tictactoe.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import org.junit.jupiter.api.Test;

/** The precomputed masks decide exactly as counting the maximal run in each direction. */
class SmallBoardLinesTest {

  private static boolean naive(int cols, int rows, int k, boolean overlinesWin, long mine, int cell) {
    int[][] directions = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    int row = cell / cols;
    int col = cell % cols;
    for (int[] d : directions) {
      int length = 1;
      for (int sign = -1; sign <= 1; sign += 2) {
        int r = row + sign * d[0];
        int c = col + sign * d[1];
        while (r >= 0 && r < rows && c >= 0 && c < cols && (mine & (1L << (r * cols + c))) != 0) {
          length++;
          r += sign * d[0];
          c += sign * d[1];
        }
      }
      if (overlinesWin ? length >= k : length == k) {
        return true;
      }
    }
    return false;
  }

  private static boolean anyWin(int cols, int rows, int k, boolean overlinesWin, long mine) {
    for (int cell = 0; cell < cols * rows; cell++) {
      if ((mine & (1L << cell)) != 0 && naive(cols, rows, k, overlinesWin, mine, cell)) {
        return true;
      }
    }
    return false;
  }

  @Test
  void masksAgreeWithRunCounting() {
    qt().withExamples(3000)
        .forAll(integers().between(1, 8), integers().between(1, 8), integers().between(0, 15), longs().all())
        .assuming((cols, rows, kw, bits) -> kw % 8 + 1 <= Math.max(cols, rows))
        .checkAssert(
            (cols, rows, kw, bits) -> {
              int k = kw % 8 + 1;
              boolean win = kw >= 8;
              SmallBoardLines lines = SmallBoardLines.of(cols, rows, k, win);
              int cells = cols * rows;
              long full = cells == 64 ? -1L : (1L << cells) - 1;
              // dense and sparse stone sets
              long sparse = bits & (bits >>> 7) & (bits >>> 13) & full;
              for (long mine : new long[] {bits & full, bits & (bits >>> 7) & full, sparse, sparse & (sparse >>> 1)}) {
                if (anyWin(cols, rows, k, win, mine)) {
                  continue; // outside the precondition: the stones had no winning line before
                }
                for (int c = 0; c < cells; c++) {
                  int cell = c;
                  long with = mine | (1L << cell);
                  assertEquals(
                      naive(cols, rows, k, win, with, cell),
                      lines.winsThrough(with, cell),
                      () -> cols + "x" + rows + " k=" + k + " win=" + win + " cell " + cell + " " + Long.toBinaryString(with));
                }
              }
            });
  }

  @Test
  void refusesBoardsOverSixtyFourCells() {
    assertThrows(IllegalArgumentException.class, () -> SmallBoardLines.of(9, 8, 4, true));
    assertThrows(IllegalArgumentException.class, () -> SmallBoardLines.of(0, 8, 4, true));
  }
}
