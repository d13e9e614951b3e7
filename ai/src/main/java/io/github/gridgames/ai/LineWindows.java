package io.github.gridgames.ai;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import java.util.Arrays;

/**
 * A heuristic for k-in-a-row games (m,n,k-games, N-in-a-row, Connect Four): every window of {@code
 * k} consecutive points in a row, column or diagonal that touches a stone and holds stones of only
 * one player counts for that player, the more stones the more (a factor of 8 per stone), and the
 * windows of the player to move that need one more stone count double (that player can complete
 * them now). Windows that leave the board or hold stones of two players count for nobody. The value
 * for a player is their windows minus everybody else's. A game's {@link Evaluation} calls {@link
 * #value} with its stones and the shape of its board. Stateless and thread-safe.
 */
public final class LineWindows {

  /** Which points a board has. */
  @FunctionalInterface
  public interface Board {
    /**
     * Returns whether a point is on the board.
     *
     * @param x the column
     * @param y the row
     * @return whether a stone may stand there
     */
    boolean contains(long x, long y);
  }

  private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

  private LineWindows() {}

  /**
   * Returns the value of a position for a player.
   *
   * @param board which points are on the board
   * @param xs the columns of the stones
   * @param ys the rows of the stones, in the same order
   * @param owners the player index of each stone, in the same order
   * @param k the number in a row that wins, at least 1
   * @param player the index of the player the value is for
   * @param toMove the index of the player to move
   * @return the value, higher is better for {@code player}
   * @throws IllegalArgumentException if {@code k < 1}, the arrays differ in length, an owner is
   *     negative, or two stones share a point
   * @throws NullPointerException if an array or the board is null
   */
  public static double value(Board board, long[] xs, long[] ys, int[] owners, int k, int player, int toMove) {
    requireNonNull(board, "board");
    checkArgument(k >= 1, "k must be >= 1, got %s", k);
    checkArgument(
        xs.length == ys.length && xs.length == owners.length,
        "%s columns, %s rows and %s owners: one of each per stone",
        xs.length,
        ys.length,
        owners.length);
    Stones stones = new Stones(xs.length);
    for (int s = 0; s < xs.length; s++) {
      checkArgument(owners[s] >= 0, "the owner of a stone is a player index, got %s", owners[s]);
      checkArgument(stones.put(xs[s], ys[s], owners[s]), "two stones on the point %s,%s", xs[s], ys[s]);
    }
    double total = 0;
    for (int[] direction : DIRECTIONS) {
      long dx = direction[0];
      long dy = direction[1];
      Stones seen = new Stones(xs.length * k);
      for (int s = 0; s < xs.length; s++) {
        for (int offset = 0; offset < k; offset++) {
          long sx = xs[s] - offset * dx;
          long sy = ys[s] - offset * dy;
          if (seen.put(sx, sy, 0)) {
            total += window(board, stones, sx, sy, dx, dy, k, player, toMove);
          }
        }
      }
    }
    return total;
  }

  private static double window(
      Board board, Stones stones, long sx, long sy, long dx, long dy, int k, int player, int toMove) {
    int owner = Stones.NONE;
    int count = 0;
    for (int i = 0; i < k; i++) {
      long x = sx + i * dx;
      long y = sy + i * dy;
      if (!board.contains(x, y)) {
        return 0;
      }
      int here = stones.get(x, y);
      if (here != Stones.NONE) {
        if (owner != Stones.NONE && owner != here) {
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

  /** Points with a non-negative number each, in an open-addressing table. */
  private static final class Stones {
    static final int NONE = -1;

    private final long[] xs;
    private final long[] ys;
    private final int[] values;
    private final int mask;

    Stones(int expected) {
      int size = Integer.highestOneBit(Math.max(4, expected * 2 - 1)) << 1;
      this.xs = new long[size];
      this.ys = new long[size];
      this.values = new int[size];
      this.mask = size - 1;
      Arrays.fill(values, NONE);
    }

    private int slot(long x, long y) {
      long h = (x * 0x9E37_79B9_7F4A_7C15L) ^ (y * 0xC2B2_AE3D_27D4_EB4FL);
      int i = (int) (h ^ (h >>> 32)) & mask;
      while (values[i] != NONE && (xs[i] != x || ys[i] != y)) {
        i = (i + 1) & mask;
      }
      return i;
    }

    /** Puts a point with its number; returns false if the point was there already. */
    boolean put(long x, long y, int value) {
      int i = slot(x, y);
      if (values[i] != NONE) {
        return false;
      }
      xs[i] = x;
      ys[i] = y;
      values[i] = value;
      return true;
    }

    /** Returns the number of a point, or {@link #NONE}. */
    int get(long x, long y) {
      return values[slot(x, y)];
    }
  }
}
