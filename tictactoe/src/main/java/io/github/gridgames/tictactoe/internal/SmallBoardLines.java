package io.github.gridgames.tictactoe.internal;

import java.util.Arrays;

/**
 * The win test of an m,n,k board of at most 64 cells as precomputed masks: for each cell, every
 * window of k cells in a row (horizontal, vertical, diagonal, anti-diagonal) that contains it,
 * with the mask of the one or two cells that extend the window at either end. A player whose
 * stones cover a window wins; when overlines do not win, the cells that extend it must also not
 * be the player's. Immutable and thread-safe. Not API: this package is not exported.
 *
 * <p>The test answers whether a winning line passes through one cell. In a position reached by
 * legal play nobody had a winning line before the last stone, so a winning line after it passes
 * through that stone, and this test decides the outcome.
 */
public final class SmallBoardLines {

  /** Row and column steps of the four directions. */
  private static final int[][] DIRECTIONS = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};

  /** {@code windows[start[c]] .. windows[start[c + 1] - 1]} are the windows through cell c. */
  private final int[] start;
  private final long[] windows;
  private final long[] borders;
  private final boolean checkBorders;
  /**
   * On boards of at most {@value #TABLE_CELLS} cells, bit {@code m} tells whether the stone set
   * {@code m} holds a winning line anywhere; null on larger boards.
   */
  private final long[] table;

  /** The largest board that gets a lookup table of every stone set: {@value} cells (8 KiB). */
  static final int TABLE_CELLS = 16;

  private SmallBoardLines(int[] start, long[] windows, long[] borders, boolean checkBorders, int cells) {
    this.start = start;
    this.windows = windows;
    this.borders = borders;
    this.checkBorders = checkBorders;
    this.table = cells <= TABLE_CELLS ? buildTable(cells) : null;
  }

  /** Tabulates, for every stone set of the board, whether it holds a winning line anywhere. */
  private long[] buildTable(int cells) {
    long[] bits = new long[Math.max(1, (1 << cells) >>> 6)];
    for (int m = 0; m < 1 << cells; m++) {
      boolean wins = false;
      for (int i = 0; i < windows.length && !wins; i++) {
        long w = windows[i];
        wins = (m & w) == w && (m & borders[i]) == 0;
      }
      if (wins) {
        bits[m >>> 6] |= 1L << m;
      }
    }
    return bits;
  }

  /**
   * Builds the masks of a board.
   *
   * @param cols the number of columns, at least 1
   * @param rows the number of rows, at least 1
   * @param k the number of stones in a row that wins, at least 1
   * @param overlinesWin whether a row longer than k wins
   * @return the masks
   * @throws IllegalArgumentException if the board has more than 64 cells or a value is not
   *     positive
   */
  public static SmallBoardLines of(int cols, int rows, int k, boolean overlinesWin) {
    if (cols < 1 || rows < 1 || k < 1 || (long) cols * rows > Long.SIZE) {
      throw new IllegalArgumentException(
          "small-board masks need 1 to 64 cells and k >= 1, got " + cols + " x " + rows + " with k = " + k);
    }
    int cells = cols * rows;
    long[][] windowsOf = new long[cells][];
    long[][] bordersOf = new long[cells][];
    int total = 0;
    for (int cell = 0; cell < cells; cell++) {
      long[] w = new long[4 * k];
      long[] b = new long[4 * k];
      int n = 0;
      int row = cell / cols;
      int col = cell % cols;
      for (int[] d : DIRECTIONS) {
        for (int offset = 0; offset < k; offset++) {
          int r0 = row - offset * d[0];
          int c0 = col - offset * d[1];
          int r1 = r0 + (k - 1) * d[0];
          int c1 = c0 + (k - 1) * d[1];
          if (!inside(cols, rows, r0, c0) || !inside(cols, rows, r1, c1)) {
            continue;
          }
          long window = 0;
          for (int i = 0; i < k; i++) {
            window |= 1L << ((r0 + i * d[0]) * cols + c0 + i * d[1]);
          }
          long border = 0;
          if (!overlinesWin) {
            if (inside(cols, rows, r0 - d[0], c0 - d[1])) {
              border |= 1L << ((r0 - d[0]) * cols + c0 - d[1]);
            }
            if (inside(cols, rows, r1 + d[0], c1 + d[1])) {
              border |= 1L << ((r1 + d[0]) * cols + c1 + d[1]);
            }
          }
          if (!contains(w, b, n, window, border)) {
            w[n] = window;
            b[n] = border;
            n++;
          }
        }
      }
      windowsOf[cell] = Arrays.copyOf(w, n);
      bordersOf[cell] = Arrays.copyOf(b, n);
      total += n;
    }
    int[] start = new int[cells + 1];
    long[] windows = new long[total];
    long[] borders = new long[total];
    int at = 0;
    for (int cell = 0; cell < cells; cell++) {
      start[cell] = at;
      System.arraycopy(windowsOf[cell], 0, windows, at, windowsOf[cell].length);
      System.arraycopy(bordersOf[cell], 0, borders, at, bordersOf[cell].length);
      at += windowsOf[cell].length;
    }
    start[cells] = at;
    return new SmallBoardLines(start, windows, borders, !overlinesWin, cells);
  }

  private static boolean inside(int cols, int rows, int r, int c) {
    return r >= 0 && r < rows && c >= 0 && c < cols;
  }

  private static boolean contains(long[] w, long[] b, int n, long window, long border) {
    for (int i = 0; i < n; i++) {
      if (w[i] == window && b[i] == border) {
        return true;
      }
    }
    return false;
  }

  /**
   * Returns whether the stones {@code mine} hold a winning line through {@code cell}, given that
   * they held none before the stone on {@code cell} was added (as in every position reached by
   * legal play). On boards of at most {@value #TABLE_CELLS} cells one table lookup answers.
   *
   * @param mine the player's stones, bit {@code row * cols + col}, including {@code cell}
   * @param cell a cell index on the board
   * @return whether a winning line of that player passes through the cell
   */
  public boolean winsThrough(long mine, int cell) {
    if (table != null) {
      return (table[(int) (mine >>> 6)] & (1L << mine)) != 0;
    }
    int end = start[cell + 1];
    if (checkBorders) {
      for (int i = start[cell]; i < end; i++) {
        long w = windows[i];
        if ((mine & w) == w && (mine & borders[i]) == 0) {
          return true;
        }
      }
    } else {
      for (int i = start[cell]; i < end; i++) {
        long w = windows[i];
        if ((mine & w) == w) {
          return true;
        }
      }
    }
    return false;
  }
}
