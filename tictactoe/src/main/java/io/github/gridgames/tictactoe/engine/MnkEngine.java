package io.github.gridgames.tictactoe.engine;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Player;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkState;
import io.github.gridgames.tictactoe.OverlineRule;
import io.github.gridgames.tictactoe.internal.RulesAccess;
import io.github.gridgames.tictactoe.internal.Select;
import io.github.gridgames.tictactoe.internal.SmallBoardLines;
import io.github.gridgames.tictactoe.internal.Zobrist;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * A fast mutable m,n,k position for bots and search: the rules of {@link MnkState} on primitive
 * arrays, with cells as {@code int} indexes, play and undo in place, and no allocation while
 * playing, undoing, listing moves or running random playouts. Not thread-safe: give each thread
 * its own engine ({@link #copy()}).
 *
 * <h2>Cells and players</h2>
 *
 * <p>A cell is its row-major index {@code row * cols + col}, from 0 to {@link #cellCount()} - 1,
 * the index of {@link Cell}{@code (row, col)} in {@link MnkGame#cells()}; {@link #cellOf(int, int)}
 * and {@link #cellAt(int)} convert. Players are {@code int}s too: 0 for X ({@link Player#FIRST}),
 * 1 for O, and {@link #NONE} (-1) for nobody.
 *
 * <h2>Same rules as the immutable states</h2>
 *
 * <p>After any sequence of {@link #play(int)} and {@link #undo()}, {@link #toState()} equals the
 * {@link MnkState} that {@link MnkState#play(Cell)} reaches by the moves still played, with the
 * same outcome (winning line included) and the same {@link MnkState#positionHash()} as
 * {@link #hash()}; the n-th empty cell {@link #emptyCell(int)} is the n-th legal move
 * {@code toState().legalMoves().get(n)} of an ongoing position (both are in reading order).
 *
 * <h2>How it is fast</h2>
 *
 * <p>On boards of at most 64 cells (Tic-Tac-Toe up to 8 x 8) the stones are two {@code long}
 * bitboards; the win test is one lookup in a table of every stone set on boards of at most 16
 * cells, and otherwise checks precomputed masks of the k-cell windows through the new stone. On
 * larger boards (gomoku 15 x 15 and up) each player's stones are kept as one {@code long} per line
 * of the board (row, column, diagonal, anti-diagonal; a side has at most 64 cells), and the win
 * test measures the four runs through the new stone with leading- and trailing-zero counts,
 * without branches; a bitset holds the empty cells. {@link #emptyCell(int)} selects a bit by
 * broadword population counts, without a loop over cells. A random game lists the empty cells
 * once and then draws from that list, so each move costs one random number, one swap and the
 * play.
 *
 * <h2>Example: a random playout</h2>
 *
 * <pre>{@code
 * MnkEngine engine = MnkEngine.of(MnkGame.of(15, 15, 5));
 * SplittableRandom random = new SplittableRandom(42);
 * int winner = engine.randomPlayout(random); // 0 (X), 1 (O) or NONE for a draw; board unchanged
 * }</pre>
 */
public final class MnkEngine {

  /** The player index meaning nobody: no winner (yet), or an empty cell. */
  public static final int NONE = -1;

  private final MnkGame game;
  private final MnkState start;
  private final int cols;
  private final int cells;
  private final int k;
  private final boolean overlinesWin;
  /** Zobrist keys, {@code keys[cell << 1 | player]}. */
  private final long[] keys;
  /** Whether the board has at most 64 cells (bitboards and masks) or more (line words). */
  private final boolean small;

  // Small boards.
  private final SmallBoardLines lines;
  private final long fullMask;
  private long x;
  private long o;

  // Large boards.
  /** The empty cells, bit {@code cell}. */
  private final long[] empty;
  /**
   * Each player's stones along every line of the board, one word per line (a side has at most 64
   * cells): rows, columns, diagonals and anti-diagonals; player p's words start at {@code p *
   * lineCount}.
   */
  private final long[] lineWords;
  private final int lineCount;
  /** Room to save {@link #lineWords} during a random playout. */
  private final long[] savedLines;
  /**
   * {@code lineBits[cell << 2 | d]}: {@code line << 6 | bit}, the line of direction d through the
   * cell and the cell's bit in that line's word.
   */
  private final int[] lineBits;

  /** Room for the list of empty cells during a random game. */
  private final int[] scratch;
  /** The cells played since the start, in order. */
  private final int[] history;
  private int depth;
  private int stones;
  private int winner;
  private long hash;

  private MnkEngine(MnkState start) {
    this.game = start.game();
    this.start = start;
    this.cols = game.cols();
    this.cells = game.cellCount();
    this.k = game.k();
    this.overlinesWin = game.overlines() == OverlineRule.WIN;
    this.small = cells <= Long.SIZE;
    this.keys = new long[2 * cells];
    for (int cell = 0; cell < cells; cell++) {
      keys[cell << 1] = Zobrist.key(cell, 0);
      keys[cell << 1 | 1] = Zobrist.key(cell, 1);
    }
    this.stones = start.stoneCount();
    this.hash = start.positionHash();
    this.winner =
        start.outcome().isWin() ? start.outcome().winners().iterator().next().index() : NONE;
    this.history = new int[cells - stones];
    this.scratch = new int[cells];
    int rows = game.rows();
    if (small) {
      this.lines = RulesAccess.get().lines(game);
      this.fullMask = cells == Long.SIZE ? -1L : (1L << cells) - 1;
      this.empty = null;
      this.lineWords = null;
      this.savedLines = null;
      this.lineCount = 0;
      this.lineBits = null;
    } else {
      this.lines = null;
      this.fullMask = 0L;
      this.empty = new long[(cells + Long.SIZE - 1) / Long.SIZE];
      int diagonals = rows + cols - 1;
      this.lineCount = rows + cols + 2 * diagonals;
      this.lineWords = new long[2 * lineCount];
      this.savedLines = new long[2 * lineCount];
      this.lineBits = new int[cells << 2];
      for (int cell = 0; cell < cells; cell++) {
        int r = cell / cols;
        int c = cell % cols;
        empty[cell >>> 6] |= 1L << cell;
        lineBits[cell << 2] = r << 6 | c;
        lineBits[cell << 2 | 1] = (rows + c) << 6 | r;
        lineBits[cell << 2 | 2] = (rows + cols + (r - c + cols - 1)) << 6 | r;
        lineBits[cell << 2 | 3] = (rows + cols + diagonals + (r + c)) << 6 | r;
      }
    }
    for (int p = 0; p < 2; p++) {
      for (Cell cell : start.stonesOf(Player.of(p))) {
        int index = cell.row() * cols + cell.col();
        if (small) {
          if (p == 0) {
            x |= 1L << index;
          } else {
            o |= 1L << index;
          }
        } else {
          setLines(index, p);
          empty[index >>> 6] &= ~(1L << index);
        }
      }
    }
  }

  private MnkEngine(MnkEngine from) {
    this.game = from.game;
    this.start = from.start;
    this.cols = from.cols;
    this.cells = from.cells;
    this.k = from.k;
    this.overlinesWin = from.overlinesWin;
    this.keys = from.keys;
    this.small = from.small;
    this.lines = from.lines;
    this.fullMask = from.fullMask;
    this.x = from.x;
    this.o = from.o;
    this.empty = from.empty == null ? null : from.empty.clone();
    this.lineWords = from.lineWords == null ? null : from.lineWords.clone();
    this.savedLines = from.lineWords == null ? null : new long[lineWords.length];
    this.lineCount = from.lineCount;
    this.lineBits = from.lineBits;
    this.history = from.history.clone();
    this.scratch = new int[cells];
    this.depth = from.depth;
    this.stones = from.stones;
    this.winner = from.winner;
    this.hash = from.hash;
  }

  /**
   * Returns an engine at the empty board of a game.
   *
   * @param game the game
   * @return a new engine
   * @throws NullPointerException if {@code game} is null
   */
  public static MnkEngine of(MnkGame game) {
    requireNonNull(game, "game");
    return new MnkEngine(game.initialState());
  }

  /**
   * Returns an engine at a state, which may be terminal. {@link #undo()} cannot go back past it.
   *
   * @param state the starting state
   * @return a new engine
   * @throws NullPointerException if {@code state} is null
   */
  public static MnkEngine of(MnkState state) {
    requireNonNull(state, "state");
    return new MnkEngine(state);
  }

  /**
   * Returns an independent engine with the same position, starting state and history of moves.
   *
   * @return the copy
   */
  public MnkEngine copy() {
    return new MnkEngine(this);
  }

  /**
   * Returns the game.
   *
   * @return the game
   */
  public MnkGame game() {
    return game;
  }

  /**
   * Returns the number of cells of the board, {@code cols * rows}.
   *
   * @return the number of cells
   */
  public int cellCount() {
    return cells;
  }

  /**
   * Returns the index of the cell at a zero-based row and column.
   *
   * @param row the row, 0 at the top
   * @param col the column, 0 at the left
   * @return {@code row * cols + col}
   * @throws IndexOutOfBoundsException if the cell is outside the board
   */
  public int cellOf(int row, int col) {
    if (row < 0 || row >= game.rows() || col < 0 || col >= cols) {
      throw new IndexOutOfBoundsException(
          "row " + row + ", column " + col + " (zero-based) is outside the " + cols + " x " + game.rows() + " board");
    }
    return row * cols + col;
  }

  /**
   * Returns the index of a cell.
   *
   * @param cell a cell on the board
   * @return {@code cell.row() * cols + cell.col()}
   * @throws IndexOutOfBoundsException if the cell is outside the board
   * @throws NullPointerException if {@code cell} is null
   */
  public int cellOf(Cell cell) {
    requireNonNull(cell, "cell");
    return cellOf(cell.row(), cell.col());
  }

  /**
   * Returns the cell with an index.
   *
   * @param cell a cell index, 0 to {@link #cellCount()} - 1
   * @return the shared {@link Cell} of {@link MnkGame#cells()}
   * @throws IndexOutOfBoundsException if the index is outside the board
   */
  public Cell cellAt(int cell) {
    checkCell(cell);
    return game.cells().get(cell);
  }

  private void checkCell(int cell) {
    if (cell < 0 || cell >= cells) {
      throw new IndexOutOfBoundsException(
          "cell index " + cell + " is outside the board's cells 0 to " + (cells - 1));
    }
  }

  /**
   * Returns the number of stones on the board.
   *
   * @return the number of stones, which is the number of moves played to reach the position
   */
  public int stoneCount() {
    return stones;
  }

  /**
   * Returns the number of empty cells, which is the number of legal moves while the game is on.
   *
   * @return {@code cellCount() - stoneCount()}
   */
  public int emptyCount() {
    return cells - stones;
  }

  /**
   * Returns the n-th empty cell in reading order (counting from 0): the cell of
   * {@code toState().legalMoves().get(n)} while the game is on. Takes a few population counts.
   *
   * @param n which empty cell, 0 to {@link #emptyCount()} - 1
   * @return the cell index
   * @throws IndexOutOfBoundsException if {@code n} is out of range
   */
  public int emptyCell(int n) {
    if (n < 0 || n >= cells - stones) {
      throw new IndexOutOfBoundsException(
          "empty cell " + n + " does not exist: there are " + (cells - stones) + " empty cells");
    }
    return nthEmpty(n);
  }

  private int nthEmpty(int n) {
    return small ? Select.nth(fullMask & ~(x | o), n) : Select.nth(empty, n);
  }

  /**
   * Writes the legal moves, the empty cells in reading order, to {@code into}.
   *
   * @param into the array to fill from index 0, at least {@link #emptyCount()} long
   * @return the number of legal moves written: {@link #emptyCount()}, or 0 when the game is over
   * @throws IllegalArgumentException if the array is too short
   * @throws NullPointerException if {@code into} is null
   */
  public int legalMoves(int[] into) {
    requireNonNull(into, "into");
    if (isOver()) {
      return 0;
    }
    int count = cells - stones;
    if (into.length < count) {
      throw new IllegalArgumentException(
          "the array holds " + into.length + " moves but there are " + count + " legal moves");
    }
    int n = 0;
    if (small) {
      for (long free = fullMask & ~(x | o); free != 0; free &= free - 1) {
        into[n++] = Long.numberOfTrailingZeros(free);
      }
    } else {
      for (int w = 0; w < empty.length; w++) {
        for (long free = empty[w]; free != 0; free &= free - 1) {
          into[n++] = (w << 6) + Long.numberOfTrailingZeros(free);
        }
      }
    }
    return n;
  }

  /**
   * Returns whether a cell is empty.
   *
   * @param cell a cell index
   * @return whether no stone is on it
   * @throws IndexOutOfBoundsException if the index is outside the board
   */
  public boolean isEmpty(int cell) {
    checkCell(cell);
    return small ? ((x | o) & (1L << cell)) == 0 : (empty[cell >>> 6] & (1L << cell)) != 0;
  }

  /**
   * Returns the owner of the stone on a cell.
   *
   * @param cell a cell index
   * @return 0 for X, 1 for O, {@link #NONE} for an empty cell
   * @throws IndexOutOfBoundsException if the index is outside the board
   */
  public int owner(int cell) {
    checkCell(cell);
    if (small) {
      long bit = 1L << cell;
      return (x & bit) != 0 ? 0 : (o & bit) != 0 ? 1 : NONE;
    }
    long row = 1L << lineBits[cell << 2];
    int line = lineBits[cell << 2] >>> 6;
    return (lineWords[line] & row) != 0 ? 0 : (lineWords[lineCount + line] & row) != 0 ? 1 : NONE;
  }

  /**
   * Returns the player to move: X (0) when both have as many stones, O (1) otherwise. In a
   * finished game, the player who would have moved next.
   *
   * @return 0 or 1
   */
  public int toMove() {
    return stones & 1;
  }

  /**
   * Returns whether the game is over: won, or the board is full.
   *
   * @return whether no move can be played
   */
  public boolean isOver() {
    return winner >= 0 || stones == cells;
  }

  /**
   * Returns the winner.
   *
   * @return 0 for X, 1 for O, {@link #NONE} when nobody has won (yet)
   */
  public int winner() {
    return winner;
  }

  /**
   * Returns the {@link MnkState#positionHash()} of the current position, kept up to date move by
   * move.
   *
   * @return the position hash
   */
  public long hash() {
    return hash;
  }

  /**
   * Returns the number of moves played since the engine's starting state and not undone.
   *
   * @return the number of moves {@link #undo()} can take back
   */
  public int depth() {
    return depth;
  }

  /**
   * Returns the last move played since the starting state.
   *
   * @return the cell index, or {@link #NONE} at the starting state
   */
  public int lastMove() {
    return depth == 0 ? NONE : history[depth - 1];
  }

  /**
   * Returns the i-th move played since the starting state.
   *
   * @param i the move's position, 0 (the oldest) to {@link #depth()} - 1
   * @return the cell index
   * @throws IndexOutOfBoundsException if {@code i} is out of range
   */
  public int moveAt(int i) {
    if (i < 0 || i >= depth) {
      throw new IndexOutOfBoundsException("move " + i + " does not exist: " + depth + " moves were played");
    }
    return history[i];
  }

  /**
   * Returns the moves played since the starting state, oldest first.
   *
   * @return a new array of {@link #depth()} cell indexes
   */
  public int[] moves() {
    return Arrays.copyOf(history, depth);
  }

  /**
   * Puts a stone of the player to move on an empty cell.
   *
   * @param cell the index of an empty cell
   * @return whether the move won the game (a winning line through the new stone)
   * @throws IllegalStateException if the game is over; nothing changes
   * @throws IndexOutOfBoundsException if the index is outside the board; nothing changes
   * @throws IllegalArgumentException if the cell is taken; nothing changes
   */
  public boolean play(int cell) {
    if (isOver()) {
      throw new IllegalStateException(
          "the game is over ("
              + (winner >= 0 ? (winner == 0 ? "X" : "O") + " has won" : "draw")
              + "); no more moves can be played");
    }
    if (!isEmpty(cell)) {
      throw new IllegalArgumentException(
          "cell " + cell + " (" + cellAt(cell).describe() + ") is already taken by " + (owner(cell) == 0 ? "X" : "O"));
    }
    return place(cell);
  }

  /** Plays a stone on an empty cell of an ongoing game; returns whether it won. */
  private boolean place(int cell) {
    int p = stones & 1;
    hash ^= keys[cell << 1 | p];
    history[depth++] = cell;
    stones++;
    boolean won;
    if (small) {
      long bit = 1L << cell;
      if (p == 0) {
        x |= bit;
        won = lines.winsThrough(x, cell);
      } else {
        o |= bit;
        won = lines.winsThrough(o, cell);
      }
    } else {
      empty[cell >>> 6] &= ~(1L << cell);
      won = setLines(cell, p);
    }
    if (won) {
      winner = p;
    }
    return won;
  }

  /**
   * Adds a stone of player p on a cell to the four line words through it and returns whether one
   * of the four runs through it wins. Branch-free: the run through a bit of a word is the count of
   * ones upwards plus the count of ones downwards.
   */
  private boolean setLines(int cell, int p) {
    long[] words = lineWords;
    int base = p * lineCount;
    int at = cell << 2;
    int b0 = lineBits[at];
    int b1 = lineBits[at | 1];
    int b2 = lineBits[at | 2];
    int b3 = lineBits[at | 3];
    int i0 = base + (b0 >>> 6);
    int i1 = base + (b1 >>> 6);
    int i2 = base + (b2 >>> 6);
    int i3 = base + (b3 >>> 6);
    long w0 = words[i0] | (1L << b0);
    long w1 = words[i1] | (1L << b1);
    long w2 = words[i2] | (1L << b2);
    long w3 = words[i3] | (1L << b3);
    words[i0] = w0;
    words[i1] = w1;
    words[i2] = w2;
    words[i3] = w3;
    int r0 = run(w0, b0 & 63);
    int r1 = run(w1, b1 & 63);
    int r2 = run(w2, b2 & 63);
    int r3 = run(w3, b3 & 63);
    if (overlinesWin) {
      return Math.max(Math.max(r0, r1), Math.max(r2, r3)) >= k;
    }
    return (r0 == k) | (r1 == k) | (r2 == k) | (r3 == k);
  }

  /** Removes a stone of player p on a cell from the four line words through it. */
  private void clearLines(int cell, int p) {
    long[] words = lineWords;
    int base = p * lineCount;
    int at = cell << 2;
    for (int d = 0; d < 4; d++) {
      int b = lineBits[at | d];
      words[base + (b >>> 6)] &= ~(1L << b);
    }
  }

  /** Returns the length of the run of ones in {@code word} through bit {@code place}, which is set. */
  private static int run(long word, int place) {
    return Long.numberOfTrailingZeros(~(word >>> place))
        + Long.numberOfLeadingZeros(~(word << (63 - place)))
        - 1;
  }

  /**
   * Takes back the last move played since the starting state.
   *
   * @throws IllegalStateException if no move has been played since the starting state
   */
  public void undo() {
    if (depth == 0) {
      throw new IllegalStateException("no move to undo: the engine is at its starting state");
    }
    int cell = history[--depth];
    stones--;
    int p = stones & 1;
    hash ^= keys[cell << 1 | p];
    winner = NONE; // only an ongoing game accepts a move
    if (small) {
      long clear = ~(1L << cell);
      x &= clear;
      o &= clear;
    } else {
      clearLines(cell, p);
      empty[cell >>> 6] |= 1L << cell;
    }
  }

  /**
   * Takes back moves until {@link #depth()} is {@code target}.
   *
   * @param target the depth to return to, 0 to {@link #depth()}
   * @throws IllegalArgumentException if {@code target} is negative or above the current depth
   */
  public void undoTo(int target) {
    if (target < 0 || target > depth) {
      throw new IllegalArgumentException(
          "cannot undo to depth " + target + ": the engine is at depth " + depth);
    }
    while (depth > target) {
      undo();
    }
  }

  /** Takes back every move played since the starting state, as {@code undoTo(0)}. */
  public void reset() {
    undoTo(0);
  }

  /**
   * Plays uniformly random moves until the game ends, leaving them on the engine (so that
   * {@link #moves()} lists them and {@link #undo()} takes them back), and returns who won. Each
   * move is uniform among the empty cells: the empty cells are listed in reading order, and move
   * i takes the entry {@code random.nextInt(remaining)} of that list, whose last entry then fills
   * the gap. The same position and random state give the same game. Allocates nothing.
   *
   * @param random the source of the moves; advanced by one {@code nextInt} per move
   * @return the winner, 0 (X) or 1 (O), or {@link #NONE} for a draw; the current winner (or
   *     {@link #NONE}) without playing when the game is already over
   * @throws NullPointerException if {@code random} is null
   */
  public int playRandomly(SplittableRandom random) {
    requireNonNull(random, "random");
    return playRandomlyUnchecked(random);
  }

  private int playRandomlyUnchecked(SplittableRandom random) {
    int[] free = scratch;
    int n = legalMoves(free);
    while (n > 0) {
      int j = random.nextInt(n);
      int cell = free[j];
      free[j] = free[--n];
      if (place(cell)) {
        return winner;
      }
    }
    return winner;
  }

  /**
   * Plays a random game to its end exactly as {@link #playRandomly(SplittableRandom)} does and
   * returns who won, then restores the position it started from: a Monte Carlo playout that
   * leaves the engine as it was. Allocates nothing.
   *
   * @param random the source of the moves; advanced by one {@code nextInt} per move
   * @return the winner, 0 (X) or 1 (O), or {@link #NONE} for a draw; the current winner (or
   *     {@link #NONE}) without playing when the game is already over
   * @throws NullPointerException if {@code random} is null
   */
  public int randomPlayout(SplittableRandom random) {
    requireNonNull(random, "random");
    if (isOver()) {
      return winner;
    }
    // The same moves as playRandomly, without the bookkeeping that only undo and toState need
    // (history, hash, empty cells): the stones are played on local copies (small boards) or on
    // the line words, which are copied back at the end (large boards).
    int[] free = scratch;
    int n = legalMoves(free);
    int p = stones & 1;
    if (small) {
      long mine = p == 0 ? x : o;
      long theirs = p == 0 ? o : x;
      while (n > 0) {
        int j = random.nextInt(n);
        int cell = free[j];
        free[j] = free[--n];
        mine |= 1L << cell;
        if (lines.winsThrough(mine, cell)) {
          return p;
        }
        long swap = mine;
        mine = theirs;
        theirs = swap;
        p ^= 1;
      }
      return NONE;
    }
    System.arraycopy(lineWords, 0, savedLines, 0, lineWords.length);
    int result = NONE;
    while (n > 0) {
      int j = random.nextInt(n);
      int cell = free[j];
      free[j] = free[--n];
      if (setLines(cell, p)) {
        result = p;
        break;
      }
      p ^= 1;
    }
    System.arraycopy(savedLines, 0, lineWords, 0, lineWords.length);
    return result;
  }

  /**
   * Returns the current position as an immutable state, equal to the state the same moves reach
   * from the starting state through {@link MnkState#play(Cell)}, with the same outcome.
   *
   * @return the state
   */
  public MnkState toState() {
    if (depth == 0) {
      return start;
    }
    long[] xw;
    long[] ow;
    if (small) {
      xw = new long[] {x};
      ow = new long[] {o};
    } else {
      xw = new long[empty.length];
      ow = new long[empty.length];
      for (int r = 0; r < game.rows(); r++) {
        for (long bits = lineWords[r]; bits != 0; bits &= bits - 1) {
          int cell = r * cols + Long.numberOfTrailingZeros(bits);
          xw[cell >>> 6] |= 1L << cell;
        }
        for (long bits = lineWords[lineCount + r]; bits != 0; bits &= bits - 1) {
          int cell = r * cols + Long.numberOfTrailingZeros(bits);
          ow[cell >>> 6] |= 1L << cell;
        }
      }
    }
    return RulesAccess.get().state(game, xw, ow, stones, hash, history[depth - 1], winner >= 0);
  }

  /**
   * Returns a one-line description: the game, the moves since the start and the position.
   *
   * @return the description
   */
  @Override
  public String toString() {
    return "MnkEngine[" + toState() + ", depth " + depth + "]";
  }
}
