package io.github.gridgames.tictactoe;

import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.internal.Hashing;
import java.util.ArrayList;
import java.util.Arrays;
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
 * word, followed by a zero separator bit when another line follows in the word; the lines are laid
 * out one after the other, rows first, so the first words hold the board in reading order (which
 * lists the empty cells and tells who owns a cell). A stone sets one bit in each direction, so the
 * stones of a line in a word are its one bits, and runs never cross a separator. Tic-Tac-Toe fits
 * in one word per player, 5 x 5 in two, 8 x 8 in five, 15 x 15 in sixteen.
 *
 * <h2>The winning-line test</h2>
 *
 * <p>{@link #completes(long[], int)} answers whether a stone on a cell makes a winning line
 * through it: a run of at least k (overlines win) or exactly k (they do not) in one direction. It
 * is asked in positions where nobody has a winning line yet (every position of a game that is
 * not over), where the words through the new stone can only hold a winning run through it: when
 * overlines win, a run of k anywhere in those words is found by about {@code log2(k)} shift-ands;
 * otherwise the run through the stone in each direction is measured exactly, with two
 * leading/trailing zero counts.
 */
final class MnkRules {

  /** The number of directions: horizontal, vertical, diagonal, anti-diagonal. */
  static final int DIRECTIONS = 4;

  private static final long HASH_KEY_BASE = 0x632BE59BD9B4E019L;

  private final int cells;
  private final int k;
  private final boolean overlinesWin;
  /**
   * The shifts that turn a word into the marks of its runs of at least k ones: each {@code w &= w
   * >>> s} lengthens the runs a mark stands for by s.
   */
  private final int[] runShifts;
  /** {@code bits[cell * 4 + d]} is {@code word << 6 | bit}: where the cell sits in direction d. */
  private final int[] bits;
  /**
   * The words a stone on a cell changes: {@code touchedWord[i]} gets the bits {@code
   * touchedBits[i]} for {@code touchedStart[cell] <= i < touchedStart[cell + 1]} (one to four
   * words, one per direction unless directions share a word).
   */
  private final int[] touchedStart;
  private final int[] touchedWord;
  private final long[] touchedBits;
  /** The cell index difference between neighbours along each direction, in increasing bit order. */
  private final int[] steps;
  private final int words;
  private final int rowWords;
  /** For each row word, the bits that hold the cells of rows. */
  private final long[] rowCells;
  /** For each word, the bits that hold cells (in any direction). */
  private final long[] cellBits;
  /** {@code cellAtBit[word << 6 | bit]}: the cell of a bit of a word, or -1 for a separator. */
  private final int[] cellAtBit;
  /** {@code keys[cell * 2 + player]}: the Zobrist key of a stone. */
  private final long[] keys;
  private final long hashSeed;

  MnkRules(int rows, int cols, int k, MnkGame.OverlineRule overlines) {
    this.cells = rows * cols;
    this.k = k;
    this.overlinesWin = overlines == MnkGame.OverlineRule.WIN;
    this.steps = new int[] {1, cols, cols + 1, cols - 1};
    int[] shifts = new int[Integer.SIZE];
    int count = 0;
    for (int covered = 1; covered < k; covered += shifts[count++]) {
      shifts[count] = Math.min(covered, k - covered);
    }
    this.runShifts = Arrays.copyOf(shifts, count);
    this.bits = new int[cells * DIRECTIONS];
    Packer packer = new Packer();
    for (int r = 0; r < rows; r++) {
      packer.line(0, r * cols, 1, cols);
    }
    this.rowWords = (bits[(cells - 1) * DIRECTIONS] >>> 6) + 1;
    for (int c = 0; c < cols; c++) {
      packer.line(1, c, cols, rows);
    }
    for (int start = 1 - rows; start < cols; start++) { // down-right lines by column minus row
      int row = Math.max(0, -start);
      int col = Math.max(0, start);
      packer.line(2, row * cols + col, cols + 1, Math.min(rows - row, cols - col));
    }
    for (int sum = 0; sum < rows + cols - 1; sum++) { // down-left lines by row plus column
      int row = Math.max(0, sum - (cols - 1));
      int col = sum - row;
      packer.line(3, row * cols + col, cols - 1, Math.min(rows - row, col + 1));
    }
    this.words = packer.words();
    this.touchedStart = new int[cells + 1];
    int[] touchedWords = new int[cells * DIRECTIONS];
    long[] touched = new long[cells * DIRECTIONS];
    int n = 0;
    for (int cell = 0; cell < cells; cell++) {
      touchedStart[cell] = n;
      for (int d = 0; d < DIRECTIONS; d++) {
        int b = bits[cell * DIRECTIONS + d];
        int i = touchedStart[cell];
        while (i < n && touchedWords[i] != b >>> 6) {
          i++;
        }
        if (i == n) {
          touchedWords[n++] = b >>> 6;
        }
        touched[i] |= 1L << b;
      }
    }
    touchedStart[cells] = n;
    this.touchedWord = Arrays.copyOf(touchedWords, n);
    this.touchedBits = Arrays.copyOf(touched, n);
    this.rowCells = new long[rowWords];
    this.cellBits = new long[words];
    this.cellAtBit = new int[words << 6];
    Arrays.fill(cellAtBit, -1);
    for (int cell = 0; cell < cells; cell++) {
      int row = bits[cell * DIRECTIONS];
      rowCells[row >>> 6] |= 1L << row;
      for (int d = 0; d < DIRECTIONS; d++) {
        int at = bits[cell * DIRECTIONS + d];
        cellBits[at >>> 6] |= 1L << at;
        cellAtBit[at] = cell;
      }
    }
    this.keys = new long[2 * cells];
    for (int i = 0; i < keys.length; i++) {
      keys[i] = Hashing.mix(HASH_KEY_BASE + i);
    }
    // The seed's formula is part of every position hash: keep it as it is, columns in the high bits.
    this.hashSeed =
        Hashing.mix(
            ((long) cols << 40) ^ ((long) rows << 20) ^ ((long) k << 2) ^ (overlines == MnkGame.OverlineRule.WIN ? 0 : 1));
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

    /** Returns the number of words used. */
    int words() {
      return offset > 0 ? word + 1 : word;
    }
  }

  /** Returns the number of words of one player's stones. */
  int words() {
    return words;
  }

  /** Returns the empty cells of row word {@code w}, as bits of that word. */
  long emptyRowBits(long[] x, long[] o, int w) {
    return ~(x[w] | o[w]) & rowCells[w];
  }

  /** Returns the cell of a bit of a row word. */
  int cellAtRowBit(int w, int bit) {
    return cellAtBit[w << 6 | bit];
  }

  /** Returns the hash of the empty board. */
  long hashSeed() {
    return hashSeed;
  }

  /** Returns the Zobrist key of a stone of player {@code p} (0 or 1) on a cell. */
  long key(int cell, int p) {
    return keys[cell << 1 | p];
  }

  /** Returns the position hash of these stones: the seed and the key of every stone. */
  long hash(long[] x, long[] o) {
    long h = hashSeed;
    for (int w = 0; w < rowWords; w++) {
      for (long bits = x[w] & rowCells[w]; bits != 0; bits &= bits - 1) {
        h ^= keys[cellAtBit[w << 6 | Long.numberOfTrailingZeros(bits)] << 1];
      }
      for (long bits = o[w] & rowCells[w]; bits != 0; bits &= bits - 1) {
        h ^= keys[cellAtBit[w << 6 | Long.numberOfTrailingZeros(bits)] << 1 | 1];
      }
    }
    return h;
  }

  /**
   * Returns the smallest position hash among the images of the stones under the cell maps (one
   * map per symmetry of the board, the identity among them).
   */
  long smallestImageHash(long[] x, long[] o, int[][] maps) {
    long smallest = 0;
    for (int s = 0; s < maps.length; s++) {
      int[] map = maps[s];
      long h = hashSeed;
      for (int w = 0; w < rowWords; w++) {
        for (long bits = x[w] & rowCells[w]; bits != 0; bits &= bits - 1) {
          h ^= keys[map[cellAtBit[w << 6 | Long.numberOfTrailingZeros(bits)]] << 1];
        }
        for (long bits = o[w] & rowCells[w]; bits != 0; bits &= bits - 1) {
          h ^= keys[map[cellAtBit[w << 6 | Long.numberOfTrailingZeros(bits)]] << 1 | 1];
        }
      }
      smallest = s == 0 ? h : Math.min(smallest, h);
    }
    return smallest;
  }

  /** Returns whether the stones hold the cell. */
  boolean has(long[] stones, int cell) {
    int at = bits[cell * DIRECTIONS];
    return (stones[at >>> 6] & (1L << at)) != 0;
  }

  /** Adds a stone on a cell to the stones. */
  void set(long[] stones, int cell) {
    if (words == 1) { // Tic-Tac-Toe: all the lines in one word, one entry per cell
      stones[0] |= touchedBits[cell];
      return;
    }
    for (int i = touchedStart[cell], end = touchedStart[cell + 1]; i < end; i++) {
      stones[touchedWord[i]] |= touchedBits[i];
    }
  }

  /** Removes the stone on a cell from the stones. */
  void clear(long[] stones, int cell) {
    if (words == 1) {
      stones[0] &= ~touchedBits[cell];
      return;
    }
    for (int i = touchedStart[cell], end = touchedStart[cell + 1]; i < end; i++) {
      stones[touchedWord[i]] &= ~touchedBits[i];
    }
  }

  /**
   * Adds a stone on an empty cell to the mover's stones and returns whether it made a winning line
   * through the cell: {@link #set} then {@link #completes}, in one pass over the words when
   * overlines win (one word on the smallest boards, without a loop). Nobody may have a winning
   * line before.
   */
  boolean place(long[] mine, int cell) {
    if (!overlinesWin) {
      set(mine, cell);
      return exactRunThrough(mine, cell);
    }
    if (words == 1) {
      long word = placeInWord(mine[0], cell);
      mine[0] = word;
      return winsInWord(word);
    }
    long runs = 0;
    for (int i = touchedStart[cell], end = touchedStart[cell + 1]; i < end; i++) {
      int at = touchedWord[i];
      long word = mine[at] | touchedBits[i];
      mine[at] = word;
      runs |= runsOfK(word);
    }
    return runs != 0;
  }

  /**
   * Returns whether the rules keep a player's stones in one word with overlines winning, where
   * {@link #place} is {@link #placeInWord} then {@link #winsInWord} on that word: then a loop may
   * keep the word in a local variable.
   */
  boolean oneWordOverlinesWin() {
    return words == 1 && overlinesWin;
  }

  /** Returns the one word of a player's stones with a stone added on a cell (one-word boards). */
  long placeInWord(long word, int cell) {
    return word | touchedBits[cell];
  }

  /**
   * The winning-line test of one-word boards where overlines win: returns whether the word,
   * after a stone on an empty cell where nobody had a winning line, holds a run of k.
   */
  boolean winsInWord(long word) {
    return runsOfK(word) != 0;
  }

  /**
   * The winning-line test: returns whether a stone on the cell (there already or not) gives these
   * stones a winning line through it, where nobody has a winning line yet.
   */
  boolean completes(long[] mine, int cell) {
    if (!overlinesWin) {
      return exactRunThrough(mine, cell);
    }
    // A run of k ones in a word the stone touches can only be one through the stone.
    long runs = 0;
    for (int i = touchedStart[cell], end = touchedStart[cell + 1]; i < end; i++) {
      runs |= runsOfK(mine[touchedWord[i]] | touchedBits[i]);
    }
    return runs != 0;
  }

  /**
   * Adds to {@code cells} (a bitset of cell indexes, bit {@code c % 64} of word {@code c / 64})
   * every empty cell where a stone would give {@code mine} a winning line: {@link #completes} for
   * all empty cells at once, word by word. A cell is such a cell when the stones just before it
   * and just after it along a line make k - 1 (exactly so, beyond them no stone of {@code mine},
   * when overlines do not win). Nobody may have a winning line yet.
   */
  void addWinningCells(long[] mine, long[] theirs, long[] cells) {
    for (int w = 0; w < words; w++) {
      long stones = mine[w];
      long empty = ~(stones | theirs[w]) & cellBits[w];
      long found = 0;
      if (empty != 0) {
        // below: the j cells just before each bit are stones; above: the j cells just after
        long below = -1L;
        for (int j = 0; j < k && found != empty; j++) {
          long above = -1L;
          for (int i = 1; i < k - j; i++) {
            above &= stones >>> i;
          }
          long run = below & above;
          if (!overlinesWin) {
            run &= ~shiftUp(stones, j + 1) & ~shiftDown(stones, k - j);
          }
          found |= run & empty;
          below &= stones << (j + 1);
        }
      }
      for (; found != 0; found &= found - 1) {
        int cell = cellAtBit[w << 6 | Long.numberOfTrailingZeros(found)];
        cells[cell >>> 6] |= 1L << cell;
      }
    }
  }

  /**
   * Returns whether some line of k cells holds no stone of {@code theirs}: unless there is one,
   * the owner of {@code mine} can never make a winning line.
   */
  boolean hasOpenWindow(long[] theirs) {
    for (int w = 0; w < words; w++) {
      if (runsOfK(~theirs[w] & cellBits[w]) != 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * Adds to {@code cells} (a bitset of cell indexes) every empty cell that lies on a line of k
   * cells holding stones of at most one player: the cells where a stone may still be part of a
   * winning line. A stone on any other cell can never be.
   */
  void addOpenCells(long[] x, long[] o, long[] cells) {
    for (int w = 0; w < words; w++) {
      long empty = ~(x[w] | o[w]) & cellBits[w];
      if (empty == 0) {
        continue;
      }
      long open = covered(runsOfK(~o[w] & cellBits[w])) | covered(runsOfK(~x[w] & cellBits[w]));
      for (long found = open & empty; found != 0; found &= found - 1) {
        int cell = cellAtBit[w << 6 | Long.numberOfTrailingZeros(found)];
        cells[cell >>> 6] |= 1L << cell;
      }
    }
  }

  /**
   * For every line of k cells that holds no stone of {@code theirs} and n stones of {@code mine},
   * adds {@code weights[n]} to {@code scores[c]} for each of its cells c: a measure of how much
   * each cell can still do for the owner of {@code mine}.
   */
  void addLinePotential(long[] mine, long[] theirs, int[] weights, int[] scores) {
    long window = k == Long.SIZE ? -1L : (1L << k) - 1;
    for (int w = 0; w < words; w++) {
      long stones = mine[w];
      for (long starts = runsOfK(~theirs[w] & cellBits[w]); starts != 0; starts &= starts - 1) {
        int first = Long.numberOfTrailingZeros(starts);
        int weight = weights[Long.bitCount(stones >>> first & window)];
        int at = w << 6 | first;
        for (int i = 0; i < k; i++) {
          scores[cellAtBit[at + i]] += weight;
        }
      }
    }
  }

  /** Returns the bits covered by the runs of k that start at the marks (see {@link #runsOfK}). */
  private long covered(long starts) {
    long cover = starts;
    for (int i = 1; i < k && starts != 0; i++) {
      cover |= starts << i;
    }
    return cover;
  }

  /** Returns {@code word << s}, which is 0 when s is 64. */
  private static long shiftUp(long word, int s) {
    return s >= Long.SIZE ? 0 : word << s;
  }

  /** Returns {@code word >>> s}, which is 0 when s is 64. */
  private static long shiftDown(long word, int s) {
    return s >= Long.SIZE ? 0 : word >>> s;
  }

  /** Marks the runs of at least k ones of a word: the result is 0 exactly when it has none. */
  private long runsOfK(long word) {
    int[] shifts = runShifts;
    int n = shifts.length;
    if (n > 0) { // unrolled for k up to 8, the usual games
      word &= word >>> shifts[0];
      if (n > 1) {
        word &= word >>> shifts[1];
        if (n > 2) {
          word &= word >>> shifts[2];
          for (int i = 3; i < n; i++) {
            word &= word >>> shifts[i];
          }
        }
      }
    }
    return word;
  }

  /** Returns whether a stone on the cell makes a run of exactly k through it in some direction. */
  private boolean exactRunThrough(long[] mine, int cell) {
    int at = cell * DIRECTIONS;
    for (int d = 0; d < DIRECTIONS; d++) {
      int b = bits[at + d];
      if (run(mine[b >>> 6] | 1L << b, b & 63) == k) {
        return true;
      }
    }
    return false;
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
   * Returns the outcome after the mover's stone: a win when {@code won}, else a draw when the
   * board is full, else ongoing.
   */
  Outcome outcomeAfter(Player mover, boolean won, int stones) {
    if (won) {
      return Outcome.win(mover);
    }
    return stones == cells ? Outcome.draw() : Outcome.ongoing();
  }
}
