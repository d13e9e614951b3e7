package io.github.gridgames.tictactoe.strategy;

import io.github.gridgames.core.Player;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkPosition;
import java.util.Arrays;

/**
 * The stones of an m,n,k position of two players counted per line of k cells (a <em>window</em>),
 * kept up to date as stones are placed and taken back: a fast pattern evaluation and move order
 * for the search of {@link MnkThreatAgent}. It reads who owns each cell and counts; it decides no
 * rule (whether a line wins is the position's question), so its figures are estimates: with
 * exactly k to win, a window next to a stone of its owner counts although it could only make an
 * overline.
 *
 * <p>A window holding stones of both players is worth nothing; one holding n stones of one player
 * only is worth {@code weight(n)} to that player, a weight that grows about ten-fold per stone
 * over the last four stones before k. The value of a position for a player is its windows' worth
 * minus the other's. Not thread-safe: one per search.
 */
final class LineCounts {

  /** The worth of a window with k - 1, k - 2, k - 3 and k - 4 stones of one player. */
  private static final int[] TOP_WEIGHTS = {5_000, 400, 30, 2};

  /** Chebyshev distance from a stone within which empty cells are candidates. */
  private static final int REACH = 2;

  /** The windows and neighbourhoods of one board: immutable, shared by every search of a game. */
  static final class Layout {
    private final int k;
    private final int cellCount;
    /** The cells of each window, k per window: {@code windowCells[w * k + i]}. */
    private final int[] windowCells;
    /** The windows through each cell: {@code cellWindows[cellWindowStart[c] .. cellWindowStart[c + 1])}. */
    private final int[] cellWindowStart;
    private final int[] cellWindows;
    /** The cells within {@link #REACH} of each cell, itself excluded, the same way. */
    private final int[] nearStart;
    private final int[] nearCells;
    private final int[] weights;
    private final int centre;

    private Layout(MnkGame game) {
      int rows = game.rows();
      int cols = game.cols();
      this.k = game.k();
      this.cellCount = game.cellCount();
      int[][] directions = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
      int[] cells = new int[4 * cellCount * k];
      int windows = 0;
      int[] perCell = new int[cellCount];
      for (int[] d : directions) {
        for (int r = 0; r < rows; r++) {
          for (int c = 0; c < cols; c++) {
            int endRow = r + d[0] * (k - 1);
            int endCol = c + d[1] * (k - 1);
            if (endRow < 0 || endRow >= rows || endCol < 0 || endCol >= cols) {
              continue;
            }
            for (int i = 0; i < k; i++) {
              int cell = (r + d[0] * i) * cols + c + d[1] * i;
              cells[windows * k + i] = cell;
              perCell[cell]++;
            }
            windows++;
          }
        }
      }
      this.windowCells = Arrays.copyOf(cells, windows * k);
      this.cellWindowStart = new int[cellCount + 1];
      for (int c = 0; c < cellCount; c++) {
        cellWindowStart[c + 1] = cellWindowStart[c] + perCell[c];
      }
      this.cellWindows = new int[cellWindowStart[cellCount]];
      int[] filled = Arrays.copyOf(cellWindowStart, cellCount);
      for (int w = 0; w < windows; w++) {
        for (int i = 0; i < k; i++) {
          int cell = windowCells[w * k + i];
          cellWindows[filled[cell]++] = w;
        }
      }
      this.nearStart = new int[cellCount + 1];
      int[] near = new int[cellCount * (2 * REACH + 1) * (2 * REACH + 1)];
      int n = 0;
      for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
          nearStart[r * cols + c] = n;
          for (int dr = -REACH; dr <= REACH; dr++) {
            for (int dc = -REACH; dc <= REACH; dc++) {
              int rr = r + dr;
              int cc = c + dc;
              if ((dr != 0 || dc != 0) && rr >= 0 && rr < rows && cc >= 0 && cc < cols) {
                near[n++] = rr * cols + cc;
              }
            }
          }
        }
      }
      nearStart[cellCount] = n;
      this.nearCells = Arrays.copyOf(near, n);
      this.weights = new int[k + 1];
      for (int stones = 1; stones < k; stones++) {
        int fromTop = k - 1 - stones;
        weights[stones] = fromTop < TOP_WEIGHTS.length ? TOP_WEIGHTS[fromTop] : 1;
      }
      weights[k] = TOP_WEIGHTS[0] * 4;
      this.centre = (rows / 2) * cols + cols / 2;
    }

    /** Returns the number of windows. */
    int windowCount() {
      return windowCells.length / k;
    }

    /** Returns the worth of a window with n stones of one player and none of the other's. */
    int weight(int n) {
      return weights[n];
    }
  }

  private final Layout layout;
  private final int k;
  /** Per window, the stones of each player: {@code counts[w * 2 + p]}. */
  private final int[] counts;
  /** Per player, the sum of its windows' worth. */
  private final long[] worth = new long[2];
  /** Per player, how many windows hold k - 1 of its stones and none of the other's. */
  private final int[] nearWins = new int[2];
  /** Per cell: 0 empty, else the player's index plus one. */
  private final byte[] board;
  /** Per cell, how many stones lie within reach. */
  private final int[] near;
  private int stones;

  private LineCounts(Layout layout, MnkPosition position) {
    this.layout = layout;
    this.k = layout.k;
    this.counts = new int[layout.windowCount() * 2];
    this.board = new byte[layout.cellCount];
    this.near = new int[layout.cellCount];
    for (int cell = 0; cell < layout.cellCount; cell++) {
      int owner = position.owner(cell).map(Player::index).orElse(-1);
      if (owner >= 0) {
        place(cell, owner);
      }
    }
  }

  /** Returns the layout of a game's board. */
  static Layout layout(MnkGame game) {
    return new Layout(game);
  }

  /** Returns the counts of a position's stones. */
  static LineCounts of(Layout layout, MnkPosition position) {
    return new LineCounts(layout, position);
  }

  /** Counts a stone of player {@code p} (0 or 1) on an empty cell. */
  void place(int cell, int p) {
    board[cell] = (byte) (p + 1);
    stones++;
    update(cell, p, 1);
    for (int i = layout.nearStart[cell]; i < layout.nearStart[cell + 1]; i++) {
      near[layout.nearCells[i]]++;
    }
  }

  /** Takes back the stone of player {@code p} on a cell. */
  void remove(int cell, int p) {
    board[cell] = 0;
    stones--;
    update(cell, p, -1);
    for (int i = layout.nearStart[cell]; i < layout.nearStart[cell + 1]; i++) {
      near[layout.nearCells[i]]--;
    }
  }

  private void update(int cell, int p, int delta) {
    int q = 1 - p;
    for (int i = layout.cellWindowStart[cell]; i < layout.cellWindowStart[cell + 1]; i++) {
      int w = layout.cellWindows[i];
      int mine = counts[w * 2 + p];
      int theirs = counts[w * 2 + q];
      subtract(mine, theirs, p);
      subtract(theirs, mine, q);
      mine += delta;
      counts[w * 2 + p] = mine;
      add(mine, theirs, p, 1);
      add(theirs, mine, q, 1);
    }
  }

  private void subtract(int own, int other, int p) {
    add(own, other, p, -1);
  }

  private void add(int own, int other, int p, int sign) {
    if (other == 0 && own > 0) {
      worth[p] += (long) sign * layout.weights[own];
      if (own == k - 1) {
        nearWins[p] += sign;
      }
    }
  }

  /** Returns whether player {@code p} may have a cell where its stone wins (a window one short). */
  boolean mayHaveFour(int p) {
    return nearWins[p] > 0;
  }

  /** Returns the value of the position for player {@code p}: its windows' worth minus the other's. */
  long value(int p) {
    return worth[p] - worth[1 - p];
  }

  /** Returns the number of stones on the board. */
  int stones() {
    return stones;
  }

  /**
   * Returns how much a stone of player {@code p} on an empty cell is worth as a move: what it adds
   * to its windows plus, a little less, what it takes from the other's.
   */
  long moveScore(int cell, int p) {
    int q = 1 - p;
    long attack = 0;
    long defence = 0;
    for (int i = layout.cellWindowStart[cell]; i < layout.cellWindowStart[cell + 1]; i++) {
      int w = layout.cellWindows[i];
      int mine = counts[w * 2 + p];
      int theirs = counts[w * 2 + q];
      if (theirs == 0) {
        attack += layout.weights[mine + 1] - layout.weights[mine];
      } else if (mine == 0) {
        defence += layout.weights[theirs];
      }
    }
    return attack * 10 + defence * 9;
  }

  /**
   * Writes the empty cells within reach of a stone (the centre on an empty board) and returns how
   * many.
   */
  int candidates(int[] buffer) {
    if (stones == 0) {
      buffer[0] = layout.centre;
      return 1;
    }
    int count = 0;
    for (int cell = 0; cell < layout.cellCount; cell++) {
      if (board[cell] == 0 && near[cell] > 0) {
        buffer[count++] = cell;
      }
    }
    return count;
  }
}
