package io.github.gridgames.cli;

import java.util.HashSet;
import java.util.Set;

/**
 * A heuristic for k-in-a-row games (m,n,k-games and N-in-a-row): every window of {@code k}
 * consecutive points in a row, column or diagonal that touches a stone and holds stones of only
 * one player counts for that player, the more stones the more (a factor of 8 per stone), and
 * windows of the player to move that need one more stone count double (that player can complete
 * them now). Windows that leave the board or hold stones of two players count for nobody. The
 * value for a player is their windows minus everybody else's.
 */
final class LineEvaluation {

  /** What is on a point of the board. */
  @FunctionalInterface
  interface Board {
    /**
     * Returns the owner of a point.
     *
     * @param x the column
     * @param y the row
     * @return the player index of the stone there, {@link #EMPTY}, or {@link #OFF_BOARD}
     */
    int owner(long x, long y);
  }

  /** The owner of an empty point. */
  static final int EMPTY = -1;

  /** The owner of a point off the board. */
  static final int OFF_BOARD = -2;

  private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

  private LineEvaluation() {}

  /**
   * Evaluates a position.
   *
   * @param board what is where
   * @param xs the columns of the stones
   * @param ys the rows of the stones, in the same order
   * @param k the number in a row that wins
   * @param player the player the value is for
   * @param toMove the player to move
   * @return the value, higher is better for {@code player}
   */
  static double evaluate(Board board, long[] xs, long[] ys, int k, int player, int toMove) {
    double total = 0;
    for (int d = 0; d < DIRECTIONS.length; d++) {
      long dx = DIRECTIONS[d][0];
      long dy = DIRECTIONS[d][1];
      Set<Long> seen = new HashSet<>();
      for (int s = 0; s < xs.length; s++) {
        for (int offset = 0; offset < k; offset++) {
          long sx = xs[s] - offset * dx;
          long sy = ys[s] - offset * dy;
          if (!seen.add((sx << 32) ^ (sy & 0xFFFF_FFFFL))) {
            continue;
          }
          total += window(board, sx, sy, dx, dy, k, player, toMove);
        }
      }
    }
    return total;
  }

  private static double window(
      Board board, long sx, long sy, long dx, long dy, int k, int player, int toMove) {
    int owner = EMPTY;
    int count = 0;
    for (int i = 0; i < k; i++) {
      int here = board.owner(sx + i * dx, sy + i * dy);
      if (here == OFF_BOARD) {
        return 0;
      }
      if (here != EMPTY) {
        if (owner != EMPTY && owner != here) {
          return 0;
        }
        owner = here;
        count++;
      }
    }
    if (count == 0) {
      return 0;
    }
    double value = Math.pow(8, count - 1);
    if (count == k - 1 && owner == toMove) {
      value *= 2;
    }
    return owner == player ? value : -value;
  }
}
