package io.github.gridgames.tictactoe;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.State;
import io.github.gridgames.core.Violation;
import io.github.gridgames.tictactoe.internal.RulesAccess;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * An immutable position of an {@link MnkGame}: the stones on the board. X moves when both players
 * have the same number of stones, O otherwise. Thread-safe.
 *
 * <p>On boards of at most 64 cells the stones are two {@code long} bitboards (bit
 * {@code row * cols + col} of X's and of O's); larger boards use one bitset per player. A move
 * fills one empty cell; the win check looks only at the four lines through the new stone. The
 * game ends at the first winning line ({@link Outcome#win(Player, List)} carries that line's
 * cells in order, see {@link #winningLine()}) or when the board is full (a draw).
 *
 * <p>{@link #check(Cell)} refuses a move with {@link io.github.gridgames.core.StandardReason}
 * {@code GAME_OVER} when the game has ended (checked first), {@code OUT_OF_BOUNDS} for a cell
 * outside the board, and {@code OCCUPIED} for a cell already taken, each with a sentence that
 * names the cell counted from 1.
 *
 * <p>Two states are equal when they belong to equal games and have the same stones; the outcome
 * and the player to move follow from the stones. {@link #positionHash()} is a Zobrist hash kept up
 * to date move by move.
 */
public final class MnkState implements State<MnkState, Cell> {

  private final MnkGame game;
  /** X's stones on a small board. */
  private final long x;
  /** O's stones on a small board. */
  private final long o;
  /** X's stones on a large board, null on a small one. */
  private final long[] xs;
  /** O's stones on a large board, null on a small one. */
  private final long[] os;
  private final int stones;
  private final long hash;
  private final Outcome outcome;

  static {
    RulesAccess.install(new EngineAccess());
  }

  MnkState(MnkGame game, long x, long o, long[] xs, long[] os, int stones, long hash, Outcome outcome) {
    this.game = game;
    this.x = x;
    this.o = o;
    this.xs = xs;
    this.os = os;
    this.stones = stones;
    this.hash = hash;
    this.outcome = outcome;
  }

  static MnkState initial(MnkGame game) {
    return game.isSmall()
        ? new MnkState(game, 0L, 0L, null, null, 0, game.hashSeed(), Outcome.ongoing())
        : new MnkState(
            game, 0L, 0L, new long[game.words()], new long[game.words()], 0, game.hashSeed(), Outcome.ongoing());
  }

  /**
   * Builds the state with the given stones, working out its outcome by scanning the whole board.
   * The words are owned by the new state (or read and dropped on a small board).
   */
  static MnkState fromBoard(MnkGame game, long[] xWords, long[] oWords) {
    int count = 0;
    long h = game.hashSeed();
    for (int i = 0; i < game.cellCount(); i++) {
      if (Bits.get(xWords, i)) {
        count++;
        h ^= Bits.key(i, 0);
      } else if (Bits.get(oWords, i)) {
        count++;
        h ^= Bits.key(i, 1);
      }
    }
    List<Cell> xLine = Lines.scan(game, i -> Bits.get(xWords, i));
    List<Cell> oLine = xLine.isEmpty() ? Lines.scan(game, i -> Bits.get(oWords, i)) : List.of();
    Outcome result = outcomeOf(game, xLine, oLine, count);
    return game.isSmall()
        ? new MnkState(game, xWords[0], oWords[0], null, null, count, h, result)
        : new MnkState(game, 0L, 0L, xWords, oWords, count, h, result);
  }

  private static Outcome outcomeOf(MnkGame game, List<Cell> xLine, List<Cell> oLine, int count) {
    if (!xLine.isEmpty()) {
      return Outcome.win(Player.FIRST, xLine);
    }
    if (!oLine.isEmpty()) {
      return Outcome.win(Player.SECOND, oLine);
    }
    return count == game.cellCount() ? Outcome.draw() : Outcome.ongoing();
  }

  @Override
  public MnkGame game() {
    return game;
  }

  /**
   * Returns X when both players have as many stones, O otherwise. In a finished game this is the
   * player who would have moved next.
   *
   * @return the player to move
   */
  @Override
  public Player toMove() {
    return (stones & 1) == 0 ? Player.FIRST : Player.SECOND;
  }

  @Override
  public Outcome outcome() {
    return outcome;
  }

  /**
   * Returns the line that won the game: its cells in order along the line, from the end nearest
   * the top (the left end of a horizontal line). It has k cells, or more for an overline when
   * overlines win. When the deciding stone completed two lines at once, it is the first of them in
   * the order horizontal, vertical, diagonal (down-right), anti-diagonal (down-left).
   *
   * @return the winning line, empty unless the game was won
   */
  public List<Cell> winningLine() {
    List<Cell> line = new ArrayList<>(outcome.winningLine().size());
    outcome.winningLine().forEach(move -> line.add((Cell) move));
    return Collections.unmodifiableList(line);
  }

  /**
   * Returns the number of stones on the board, which is the number of moves played.
   *
   * @return the number of stones
   */
  public int stoneCount() {
    return stones;
  }

  /**
   * Returns the owner of the stone on a cell.
   *
   * @param cell a cell on the board
   * @return the player whose stone is there, or empty for an empty cell
   * @throws IllegalArgumentException if the cell is outside the board
   * @throws NullPointerException if {@code cell} is null
   */
  public Optional<Player> at(Cell cell) {
    checkOnBoard(cell);
    return Optional.ofNullable(owner(game.index(cell)));
  }

  /**
   * Returns whether a cell is empty.
   *
   * @param cell a cell on the board
   * @return whether no stone is on it
   * @throws IllegalArgumentException if the cell is outside the board
   * @throws NullPointerException if {@code cell} is null
   */
  public boolean isEmpty(Cell cell) {
    checkOnBoard(cell);
    return owner(game.index(cell)) == null;
  }

  /**
   * Returns the cells of one player's stones, in reading order.
   *
   * @param player X ({@link Player#FIRST}) or O ({@link Player#SECOND})
   * @return an unmodifiable list of cells
   * @throws IllegalArgumentException if the player is not in the game
   * @throws NullPointerException if {@code player} is null
   */
  public List<Cell> stonesOf(Player player) {
    game.playerName(player);
    List<Cell> cells = new ArrayList<>();
    for (int i = 0; i < game.cellCount(); i++) {
      if (player.equals(owner(i))) {
        cells.add(game.cellAt(i));
      }
    }
    return Collections.unmodifiableList(cells);
  }

  private void checkOnBoard(Cell cell) {
    requireNonNull(cell, "cell");
    if (!game.contains(cell)) {
      throw new IllegalArgumentException(Refusals.outOfBounds(game, cell).message());
    }
  }

  /** Returns the owner of the stone at a row-major index on the board, or null. */
  Player owner(int index) {
    if (xs == null) {
      return Bits.get(x, index) ? Player.FIRST : Bits.get(o, index) ? Player.SECOND : null;
    }
    return Bits.get(xs, index) ? Player.FIRST : Bits.get(os, index) ? Player.SECOND : null;
  }

  /** Returns X's stones as words, a copy (one word on a small board). */
  long[] xWords() {
    return xs == null ? new long[] {x} : xs.clone();
  }

  /** Returns O's stones as words, a copy (one word on a small board). */
  long[] oWords() {
    return os == null ? new long[] {o} : os.clone();
  }

  /**
   * Returns the empty cells in reading order, or an empty list when the game is over.
   *
   * @return an unmodifiable list of legal moves
   */
  @Override
  public List<Cell> legalMoves() {
    if (outcome.isOver()) {
      return List.of();
    }
    return xs == null ? EmptyCells.small(game, x, o) : EmptyCells.large(game, xs, os, stones);
  }

  /**
   * Returns why a move is illegal: game over (checked first), a cell outside the board, or a cell
   * already taken.
   *
   * @param move the cell to check
   * @return the violation, or empty when the move is legal
   * @throws NullPointerException if {@code move} is null
   */
  @Override
  public Optional<Violation> check(Cell move) {
    requireNonNull(move, "move");
    return Refusals.check(game, outcome, move, this::owner);
  }

  /**
   * Returns the state after the player to move puts a stone on {@code move}.
   *
   * @param move an empty cell on the board of an ongoing game
   * @return the next state
   * @throws IllegalMoveException if the move is illegal, with the violation of {@link #check(Cell)}
   * @throws NullPointerException if {@code move} is null
   */
  @Override
  public MnkState play(Cell move) {
    requireNonNull(move, "move");
    int row = move.row();
    int col = move.col();
    if (outcome.isOver() || !game.contains(row, col)) {
      throw refusal(move);
    }
    int index = row * game.cols() + col;
    int p = stones & 1;
    long nextHash = hash ^ Bits.key(index, p);
    int count = stones + 1;
    if (xs == null) {
      long bit = 1L << index;
      if (((x | o) & bit) != 0) {
        throw refusal(move);
      }
      long mine = (p == 0 ? x : o) | bit;
      long nx = p == 0 ? mine : x;
      long no = p == 0 ? o : mine;
      Outcome next =
          game.lines().winsThrough(mine, index)
              ? Outcome.win(Player.of(p), Lines.through(game, i -> Bits.get(mine, i), row, col))
              : count == game.cellCount() ? Outcome.draw() : Outcome.ongoing();
      return new MnkState(game, nx, no, null, null, count, nextHash, next);
    }
    if (Bits.get(xs, index) || Bits.get(os, index)) {
      throw refusal(move);
    }
    long[] nx = p == 0 ? xs.clone() : xs;
    long[] no = p == 0 ? os : os.clone();
    long[] mine = p == 0 ? nx : no;
    Bits.set(mine, index);
    Outcome next =
        Lines.winsThrough(game, mine, row, col)
            ? Outcome.win(Player.of(p), Lines.through(game, i -> Bits.get(mine, i), row, col))
            : count == game.cellCount() ? Outcome.draw() : Outcome.ongoing();
    return new MnkState(game, 0L, 0L, nx, no, count, nextHash, next);
  }

  /** Returns the exception for a move {@link #check(Cell)} refuses. */
  private IllegalMoveException refusal(Cell move) {
    return new IllegalMoveException(
        check(move).orElseThrow(() -> new IllegalStateException("no refusal for " + move)));
  }

  /**
   * Returns the Zobrist hash of the stones (and of the game's parameters): equal states have
   * equal hashes.
   *
   * @return the position hash
   */
  @Override
  public long positionHash() {
    return hash;
  }

  /**
   * Returns the image of this state under the symmetry whose image is smallest in a fixed order
   * of bitboards, among the game's {@link MnkGame#symmetries()}: all the images of a state (the
   * eight of a square board, the four of any other) have the same canonical form, and states that
   * are not images of each other have different ones.
   *
   * @return the canonical form, perhaps this state
   */
  public MnkState canonical() {
    if (xs == null) {
      return canonicalSmall();
    }
    long[] xHere = xWords();
    long[] oHere = oWords();
    long[] xBest = xHere;
    long[] oBest = oHere;
    boolean moved = false;
    for (Symmetry symmetry : game.symmetries()) {
      if (symmetry != Symmetry.IDENTITY) {
        long[] xImage = symmetry.map(game, xHere);
        long[] oImage = symmetry.map(game, oHere);
        int c = Arrays.compareUnsigned(xImage, xBest);
        if (c < 0 || (c == 0 && Arrays.compareUnsigned(oImage, oBest) < 0)) {
          xBest = xImage;
          oBest = oImage;
          moved = true;
        }
      }
    }
    return moved ? fromBoard(game, xBest, oBest) : this;
  }

  /** {@link #canonical()} on a board of at most 64 cells, with bitboard images. */
  private MnkState canonicalSmall() {
    int[][] maps = game.cellMaps();
    List<Symmetry> symmetries = game.symmetries();
    long bestX = x;
    long bestO = o;
    boolean moved = false;
    for (int s = 0; s < maps.length; s++) {
      if (symmetries.get(s) != Symmetry.IDENTITY) {
        long xImage = image(x, maps[s]);
        int c = Long.compareUnsigned(xImage, bestX);
        if (c <= 0) {
          long oImage = image(o, maps[s]);
          if (c < 0 || Long.compareUnsigned(oImage, bestO) < 0) {
            bestX = xImage;
            bestO = oImage;
            moved = true;
          }
        }
      }
    }
    if (!moved) {
      return this;
    }
    if (outcome.isWin()) {
      // The winning line is chosen by a scan of the image, as for any state built from a board.
      return fromBoard(game, new long[] {bestX}, new long[] {bestO});
    }
    // A symmetry maps winning lines onto winning lines: the image is ongoing or drawn as this is.
    long h = game.hashSeed();
    for (long bits = bestX; bits != 0; bits &= bits - 1) {
      h ^= Bits.key(Long.numberOfTrailingZeros(bits), 0);
    }
    for (long bits = bestO; bits != 0; bits &= bits - 1) {
      h ^= Bits.key(Long.numberOfTrailingZeros(bits), 1);
    }
    return new MnkState(game, bestX, bestO, null, null, stones, h, outcome);
  }

  /** Returns the image of a small board's bitboard under a cell map. */
  private static long image(long bits, int[] map) {
    long image = 0;
    for (; bits != 0; bits &= bits - 1) {
      image |= 1L << map[Long.numberOfTrailingZeros(bits)];
    }
    return image;
  }

  /**
   * Returns a fast mutable position starting at this state: play and undo change two bitsets in
   * place, and {@link Position#state()} equals the immutable state the same moves reach.
   *
   * @return a new position
   */
  @Override
  public Position<MnkState, Cell> toPosition() {
    return new MnkPosition(this);
  }

  /**
   * Draws the board in the style of the classic console game, one text row per board row between
   * {@code " --- --- ---"} rules, such as {@code "|   | X | O |"}, without a final line break.
   *
   * @return the drawing
   */
  @Override
  public String render() {
    String rule = " ---".repeat(game.cols());
    StringBuilder sb = new StringBuilder();
    for (int row = 0; row < game.rows(); row++) {
      sb.append(rule).append('\n').append('|');
      for (int col = 0; col < game.cols(); col++) {
        Player owner = owner(row * game.cols() + col);
        sb.append(' ').append(owner == null ? " " : game.playerName(owner)).append(" |");
      }
      sb.append('\n');
    }
    return sb.append(rule).toString();
  }

  /**
   * Returns whether {@code obj} is a state of an equal game with the same stones.
   *
   * @param obj the object to compare with
   * @return whether the positions are the same
   */
  @Override
  public boolean equals(Object obj) {
    if (obj == this) {
      return true;
    }
    if (!(obj instanceof MnkState other)) {
      return false;
    }
    return hash == other.hash
        && stones == other.stones
        && x == other.x
        && o == other.o
        && Arrays.equals(xs, other.xs)
        && Arrays.equals(os, other.os)
        && game.equals(other.game);
  }

  /**
   * Returns a hash code derived from {@link #positionHash()}.
   *
   * @return the hash code
   */
  @Override
  public int hashCode() {
    return (int) (hash ^ (hash >>> 32));
  }

  /**
   * Returns a one-line description for debugging: the game, the rows from the top separated by
   * {@code /} with {@code .} for an empty cell, and the outcome or the player to move, such as
   * {@code tictactoe(cols=3,rows=3,k=3,overlines=win) X.O/.X./... O to move}.
   *
   * @return the description
   */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(game.toString()).append(' ');
    for (int row = 0; row < game.rows(); row++) {
      if (row > 0) {
        sb.append('/');
      }
      for (int col = 0; col < game.cols(); col++) {
        Player owner = owner(row * game.cols() + col);
        sb.append(owner == null ? "." : game.playerName(owner));
      }
    }
    sb.append(' ');
    if (outcome.isWin()) {
      sb.append(game.playerName(outcome.winners().iterator().next())).append(" won");
    } else if (outcome.isDraw()) {
      sb.append("draw");
    } else {
      sb.append(game.playerName(toMove())).append(" to move");
    }
    return sb.toString();
  }
}
