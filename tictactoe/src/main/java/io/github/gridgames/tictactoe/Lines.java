package io.github.gridgames.tictactoe;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds winning rows of stones. A winning line is a maximal unbroken row of one player's stones in
 * one of four directions whose length wins under the game's {@link OverlineRule}. When a board has
 * several, the one reported is the first in direction order horizontal, vertical, diagonal
 * (down-right), anti-diagonal (down-left), then by its first cell in reading order; its cells are
 * listed from the end nearest the top (the left end of a horizontal row). Both methods apply this
 * same choice, so the line found through a move's stone equals a scan of the whole board whenever
 * every winning line passes through that stone, as it does in every reachable position.
 */
final class Lines {

  /** Row and column steps of the four directions, in reporting order. */
  private static final int[][] DIRECTIONS = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};

  /** One player's stones. */
  @FunctionalInterface
  interface Stones {
    /** Returns whether the player has a stone on the cell with row-major index {@code index}. */
    boolean has(int index);
  }

  private Lines() {}

  /**
   * Returns the winning line through the stone on {@code (row, col)}, or an empty list if no
   * winning line passes through it. Looks only at the four lines through that cell.
   */
  static List<Cell> through(MnkGame game, Stones stones, int row, int col) {
    int cols = game.cols();
    for (int[] d : DIRECTIONS) {
      int dr = d[0];
      int dc = d[1];
      int back = 0;
      int r = row - dr;
      int c = col - dc;
      while (game.contains(r, c) && stones.has(r * cols + c)) {
        back++;
        r -= dr;
        c -= dc;
      }
      int forward = 0;
      r = row + dr;
      c = col + dc;
      while (game.contains(r, c) && stones.has(r * cols + c)) {
        forward++;
        r += dr;
        c += dc;
      }
      int length = back + 1 + forward;
      if (game.overlines().wins(length, game.k())) {
        return line(game, row - back * dr, col - back * dc, dr, dc, length);
      }
    }
    return List.of();
  }

  /**
   * Returns whether a winning line of the stones {@code mine} (a bitset of row-major indexes)
   * passes through {@code (row, col)}, which holds one of them; the same decision as
   * {@link #through}, without building the line.
   */
  static boolean winsThrough(MnkGame game, long[] mine, int row, int col) {
    int cols = game.cols();
    int rows = game.rows();
    int k = game.k();
    boolean overlinesWin = game.overlines() == OverlineRule.WIN;
    for (int[] d : DIRECTIONS) {
      int dr = d[0];
      int dc = d[1];
      int length = 1;
      int r = row - dr;
      int c = col - dc;
      while (r >= 0 && r < rows && c >= 0 && c < cols && Bits.get(mine, r * cols + c)) {
        length++;
        r -= dr;
        c -= dc;
      }
      r = row + dr;
      c = col + dc;
      while (r >= 0 && r < rows && c >= 0 && c < cols && Bits.get(mine, r * cols + c)) {
        length++;
        r += dr;
        c += dc;
      }
      if (overlinesWin ? length >= k : length == k) {
        return true;
      }
    }
    return false;
  }

  /** Returns the first winning line anywhere on the board, or an empty list if there is none. */
  static List<Cell> scan(MnkGame game, Stones stones) {
    int cols = game.cols();
    for (int[] d : DIRECTIONS) {
      int dr = d[0];
      int dc = d[1];
      for (int row = 0; row < game.rows(); row++) {
        for (int col = 0; col < cols; col++) {
          boolean starts =
              stones.has(row * cols + col)
                  && !(game.contains(row - dr, col - dc) && stones.has((row - dr) * cols + col - dc));
          if (starts) {
            int length = 1;
            int r = row + dr;
            int c = col + dc;
            while (game.contains(r, c) && stones.has(r * cols + c)) {
              length++;
              r += dr;
              c += dc;
            }
            if (game.overlines().wins(length, game.k())) {
              return line(game, row, col, dr, dc, length);
            }
          }
        }
      }
    }
    return List.of();
  }

  private static List<Cell> line(MnkGame game, int row, int col, int dr, int dc, int length) {
    List<Cell> cells = new ArrayList<>(length);
    for (int i = 0; i < length; i++) {
      cells.add(game.cellAt((row + i * dr) * game.cols() + col + i * dc));
    }
    return List.copyOf(cells);
  }
}
