package io.github.gridgames.tictactoe;

import io.github.gridgames.core.Hashing;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import java.util.ArrayList;
import java.util.List;

/**
 * The rules of one m,n,k-game over primitive words: the one place where a stone is placed or
 * removed, where a winning line through a new stone is found, where the winning line is listed
 * and where the Zobrist keys of the position hash come from. {@link MnkState} (a snapshot of the
 * words), {@link MnkPosition} (the words changed in place) and the strategies all call it.
 * Immutable and thread-safe; one per {@link MnkGame}.
 *
 * <h2>Line words</h2>
 *
 * <p>Each player's stones are an array of {@code long} <em>line words</em>. Every line of the
 * board in each of the four directions (rows left to right, columns top to bottom, diagonals
 * down-right and anti-diagonals down-left, both from the top) occupies consecutive bits of one
 * word, followed by a zero separator bit when another line shares the word. A stone sets one bit
 * in each direction, so the run of stones through a cell in a direction is a run of one bits,
 * measured with two leading/trailing zero counts and no loop. The row words come first; they
 * are the board in reading order, which lists the empty cells and tells who owns a cell.
 *
 * <h2>The winning-line test</h2>
 *
 * <p>{@link #completes(long[], int)} answers whether a stone on a cell makes a winning line
 * through it: a run of at least k (overlines win) or exactly k (they do not) in one direction. In
 * a position reached by legal play nobody had a winning line before the last stone, so the test
 * through the last stone decides the outcome.
 */
final class MnkRules {

  /** The number of directions: horizontal, vertical, diagonal, anti-diagonal. */
  static final int DIRECTIONS = 4;

  private static final long HASH_KEY_BASE = 0x632BE59BD9B4E019L;

  private final int cols;
  private final int cells;
  private final int k;
  private final boolean overlinesWin;
  /** {@code bits[cell * 4 + d]} is {@code word << 6 | bit}: where the cell sits in direction d. */
  private final int[] bits;
  /** The cell index difference between neighbours along each direction, in increasing bit order. */
  private final int[] steps;
  private final int words;
  private final int rowWords;
  /** For each row word, the bits that hold cells. */
  private final long[] rowCells;
  /** {@code cellAtRowBit[word << 6 | bit]}: the cell of a bit of a row word, or -1. */
  private final int[] cellAtRowBit;
  /** {@code keys[cell * 2 + player]}: the Zobrist key of a stone. */
  private final long[] keys;
  private final long hashSeed;

  MnkRules(int cols, int rows, int k, OverlineRule overlines) {
    this.cols = cols;
    this.cells = cols * rows;
    this.k = k;
    this.overlinesWin = overlines == OverlineRule.WIN;
    this.steps = new int[] {1, cols, cols + 1, cols - 1};
    this.bits = new int[cells * DIRECTIONS];
    Packer packer = new Packer();
    for (int r = 0; r < rows; r++) {
      packer.line(0, r * cols, 1, cols);
    }
    this.rowWords = packer.close();
    for (int c = 0; c < cols; c++) {
      packer.line(1, c, cols, rows);
    }
    packer.close();
    for (int start = 1 - rows; start < cols; start++) { // down-right lines by column minus row
      int row = Math.max(0, -start);
      int col = Math.max(0, start);
      packer.line(2, row * cols + col, cols + 1, Math.min(rows - row, cols - col));
    }
    packer.close();
    for (int sum = 0; sum < rows + cols - 1; sum++) { // down-left lines by row plus column
      int row = Math.max(0, sum - (cols - 1));
      int col = sum - row;
      packer.line(3, row * cols + col, cols - 1, Math.min(rows - row, col + 1));
    }
    this.words = packer.close();
    this.rowCells = new long[rowWords];
    this.cellAtRowBit = new int[rowWords << 6];
    java.util.Arrays.fill(cellAtRowBit, -1);
    for (int cell = 0; cell < cells; cell++) {
      int at = bits[cell * DIRECTIONS];
      rowCells[at >>> 6] |= 1L << at;
      cellAtRowBit[at] = cell;
    }
    this.keys = new long[2 * cells];
    for (int i = 0; i < keys.length; i++) {
      keys[i] = Hashing.mix(HASH_KEY_BASE + i);
    }
    this.hashSeed =
        Hashing.mix(((long) cols << 40) ^ ((long) rows << 20) ^ ((long) k << 2) ^ overlines.ordinal());
  }

  /** Lays the lines of the board out in words, in the order they are given. */
  private final class Packer {
    private int word;
    private int offset;

    /** Places a line of {@code length} cells from {@code first}, {@code step} apart, in direction d. */
    void line(int d, int first, int step, int length) {
      if (offset + length > Long.SIZE) {
        word++;
        offset = 0;
      }
      for (int i = 0; i < length; i++) {
        bits[(first + i * step) * DIRECTIONS + d] = word << 6 | (offset + i);
      }
      offset += length + 1;
    }

    /** Ends the current word; returns the number of words used so far. */
    int close() {
      if (offset > 0) {
        word++;
        offset = 0;
      }
      return word;
    }
  }

  /** Returns the number of words of one player's stones. */
  int words() {
    return words;
  }

  /** Returns the number of row words, the first words of a player's stones. */
  int rowWords() {
    return rowWords;
  }

  /** Returns the empty cells of row word {@code w}, as bits of that word. */
  long emptyRowBits(long[] x, long[] o, int w) {
    return ~(x[w] | o[w]) & rowCells[w];
  }

  /** Returns the cell of a bit of a row word. */
  int cellAtRowBit(int w, int bit) {
    return cellAtRowBit[w << 6 | bit];
  }

  /** Returns the hash of the empty board. */
  long hashSeed() {
    return hashSeed;
  }

  /** Returns the Zobrist key of a stone of player {@code p} (0 or 1) on a cell. */
  long key(int cell, int p) {
    return keys[cell << 1 | p];
  }

  /** Returns whether the stones hold the cell. */
  boolean has(long[] stones, int cell) {
    int at = bits[cell * DIRECTIONS];
    return (stones[at >>> 6] & (1L << at)) != 0;
  }

  /** Adds a stone on a cell to the stones. */
  void set(long[] stones, int cell) {
    int at = cell * DIRECTIONS;
    for (int d = 0; d < DIRECTIONS; d++) {
      int b = bits[at + d];
      stones[b >>> 6] |= 1L << b;
    }
  }

  /** Removes the stone on a cell from the stones. */
  void clear(long[] stones, int cell) {
    int at = cell * DIRECTIONS;
    for (int d = 0; d < DIRECTIONS; d++) {
      int b = bits[at + d];
      stones[b >>> 6] &= ~(1L << b);
    }
  }

  /**
   * Adds a stone on an empty cell to the mover's stones and returns whether it made a winning line
   * through the cell.
   */
  boolean place(long[] mine, int cell) {
    set(mine, cell);
    return completes(mine, cell);
  }

  /**
   * The winning-line test: returns whether a stone on the cell (there already or not) gives these
   * stones a winning line through it. No loop over cells: four runs of bits.
   */
  boolean completes(long[] mine, int cell) {
    int at = cell * DIRECTIONS;
    int b0 = bits[at];
    int b1 = bits[at + 1];
    int b2 = bits[at + 2];
    int b3 = bits[at + 3];
    int r0 = run(mine[b0 >>> 6] | 1L << b0, b0 & 63);
    int r1 = run(mine[b1 >>> 6] | 1L << b1, b1 & 63);
    int r2 = run(mine[b2 >>> 6] | 1L << b2, b2 & 63);
    int r3 = run(mine[b3 >>> 6] | 1L << b3, b3 & 63);
    if (overlinesWin) {
      return Math.max(Math.max(r0, r1), Math.max(r2, r3)) >= k;
    }
    return (r0 == k) | (r1 == k) | (r2 == k) | (r3 == k);
  }

  /** Returns whether a run of this length wins. */
  private boolean wins(int run) {
    return overlinesWin ? run >= k : run == k;
  }

  /** Returns the length of the run of one bits of {@code word} through bit {@code place}, which is set. */
  private static int run(long word, int place) {
    return up(word, place) + down(word, place) - 1;
  }

  /** Returns the number of one bits from {@code place} upwards, {@code place} included. */
  private static int up(long word, int place) {
    return Long.numberOfTrailingZeros(~(word >>> place));
  }

  /** Returns the number of one bits from {@code place} downwards, {@code place} included. */
  private static int down(long word, int place) {
    return Long.numberOfLeadingZeros(~(word << (63 - place)));
  }

  /**
   * Returns the winning line through the stone on a cell: the first direction, in the order
   * horizontal, vertical, diagonal, anti-diagonal, whose run through the cell wins, its cells
   * from the end nearest the top (the left end of a horizontal line); empty if none wins.
   */
  List<Cell> line(MnkGame game, long[] mine, int cell) {
    for (int d = 0; d < DIRECTIONS; d++) {
      int b = bits[cell * DIRECTIONS + d];
      long word = mine[b >>> 6];
      int length = run(word, b & 63);
      if (wins(length)) {
        int first = cell - (down(word, b & 63) - 1) * steps[d];
        List<Cell> line = new ArrayList<>(length);
        for (int i = 0; i < length; i++) {
          line.add(game.cellAt(first + i * steps[d]));
        }
        return List.copyOf(line);
      }
    }
    return List.of();
  }

  /**
   * Returns the outcome after the mover's stone on {@code cell}: a win with the line through it
   * when {@code won}, else a draw when the board is full, else ongoing.
   */
  Outcome outcomeAfter(MnkGame game, long[] mine, int cell, Player mover, boolean won, int stones) {
    if (won) {
      return Outcome.win(mover, line(game, mine, cell));
    }
    return stones == cells ? Outcome.draw() : Outcome.ongoing();
  }
}
