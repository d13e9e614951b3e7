package io.github.gridgames.ai;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import java.util.HashSet;
import java.util.Set;

/**
 * A heuristic for k-in-a-row games (m,n,k-games, N-in-a-row, Connect Four): every window of {@code
 * k} consecutive points in a row, column or diagonal that touches a stone and holds stones of only
 * one player counts for that player, the more stones the more (a factor of 8 per stone), and the
 * windows of the player to move that need one more stone count double (that player can complete
 * them now). Windows that leave the board or hold stones of two players count for nobody. The value
 * for a player is their windows minus everybody else's. A game's {@link Evaluation} calls {@link
 * #value} with a view of its board.
 */
public final class LineWindows {

  /** What is on a point of the board. */
  @FunctionalInterface
  public interface Board {
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
  public static final int EMPTY = -1;

  /** The owner of a point off the board. */
  public static final int OFF_BOARD = -2;

  private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

  private LineWindows() {}

  /**
   * Returns the value of a position for a player.
   *
   * @param board what is where
   * @param xs the columns of the stones
   * @param ys the rows of the stones, in the same order
   * @param k the number in a row that wins, at least 1
   * @param player the index of the player the value is for
   * @param toMove the index of the player to move
   * @return the value, higher is better for {@code player}
   * @throws IllegalArgumentException if {@code k < 1} or the coordinate arrays differ in length
   * @throws NullPointerException if an array or the board is null
   */
  public static double value(Board board, long[] xs, long[] ys, int k, int player, int toMove) {
    requireNonNull(board, "board");
    checkArgument(k >= 1, "k must be >= 1, got %s", k);
    checkArgument(xs.length == ys.length, "%s columns for %s rows", xs.length, ys.length);
    double total = 0;
    for (int[] direction : DIRECTIONS) {
      long dx = direction[0];
      long dy = direction[1];
      Set<Long> seen = new HashSet<>();
      for (int s = 0; s < xs.length; s++) {
        for (int offset = 0; offset < k; offset++) {
          long sx = xs[s] - offset * dx;
          long sy = ys[s] - offset * dy;
          if (seen.add((sx << 32) ^ (sy & 0xFFFF_FFFFL))) {
            total += window(board, sx, sy, dx, dy, k, player, toMove);
          }
        }
      }
    }
    return total;
  }

  private static double window(Board board, long sx, long sy, long dx, long dy, int k, int player, int toMove) {
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
