package io.github.gridgames.tictactoe;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Notation;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.Reason;
import io.github.gridgames.core.Violation;
import io.github.gridgames.core.spi.GameState;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * An immutable position of an {@link MnkGame}: the stones on the board and the player to move,
 * whom the game's {@link io.github.gridgames.core.TurnPolicy} chose. Thread-safe.
 *
 * <p>A state is a snapshot of the words the game's rules work on (each player's stones as a few
 * {@code long} line words, the stone count, the player to move, the hash); {@link #play}
 * runs the same code on a copy of them as the fast {@link #toPosition() position} runs in place.
 * A move fills one empty cell; the win check looks only at the four lines through the new stone.
 * The game ends at the first winning line ({@link #winningLine()} gives that line's cells in
 * order) or when the board is full (a draw).
 *
 * <p>{@link #check} refuses a move with {@link io.github.gridgames.core.Reason}
 * {@code GAME_OVER} when the game has ended (checked first), {@code OUT_OF_BOUNDS} for a cell
 * outside the board, and {@code OCCUPIED} for a cell already taken, each with a sentence that
 * names the cell counted from 1.
 *
 * <p>Two states are equal when they belong to equal games and have the same stones; the outcome
 * and the player to move follow from the stones (every stone is one move of the game).
 * {@link #positionHash()} is a Zobrist hash kept up to date move by move.
 */
public final class MnkState extends GameState<MnkState, Cell> {

  private final MnkGame game;
  /** X's stones as line words (see {@link MnkRules}); never modified. */
  private final long[] x;
  /** O's stones as line words; never modified. */
  private final long[] o;
  private final int stones;
  private final long hash;
  /** The winning line's cells, in order along it; empty unless won. */
  private final List<Cell> line;

  MnkState(
      MnkGame game,
      long[] x,
      long[] o,
      int stones,
      Player toMove,
      long hash,
      Outcome outcome,
      List<Cell> line) {
    super(toMove, stones, outcome);
    this.game = game;
    this.x = x;
    this.o = o;
    this.stones = stones;
    this.hash = hash;
    this.line = line;
  }

  static MnkState initial(MnkGame game) {
    MnkRules rules = game.rules();
    return new MnkState(
        game,
        new long[rules.words()],
        new long[rules.words()],
        0,
        Player.FIRST,
        rules.hashSeed(),
        Outcome.ongoing(),
        List.of());
  }

  @Override
  public MnkGame game() {
    return game;
  }

  /**
   * Returns the line that won the game: its cells in order along the line, from the end nearest
   * the top (the left end of a horizontal line). It has k cells, or more for an overline when
   * overlines win. When the deciding stone completed two lines at once, it is the first of them in
   * the order horizontal, vertical, diagonal (down-right), anti-diagonal (down-left).
   *
   * @return the winning line, empty unless the game was won
   */
  @Override
  public List<Cell> winningLine() {
    return line;
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
    long[] mine = words(game.playerIndex(player));
    MnkRules rules = game.rules();
    List<Cell> cells = new ArrayList<>();
    for (int i = 0; i < game.cellCount(); i++) {
      if (rules.has(mine, i)) {
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
  @Nullable Player owner(int index) {
    MnkRules rules = game.rules();
    return rules.has(x, index) ? Player.FIRST : rules.has(o, index) ? Player.SECOND : null;
  }

  /** Returns the line words of player 0 (X) or 1 (O); never modify them. */
  long[] words(int player) {
    return player == 0 ? x : o;
  }

  /** Returns the number of stones, which is the move number of the next move. */
  @Override
  protected int moveNumber() {
    return stones;
  }

  /**
   * Returns the empty cells in reading order, or an empty list when the game is over.
   *
   * @return an unmodifiable list of legal moves
   */
  @Override
  public List<Cell> legalMoves() {
    if (isTerminal()) {
      return List.of();
    }
    return new EmptyCells(game, x, o, game.cellCount() - stones);
  }

  /** Says who won and how: {@link #check} refuses every move of a finished game first. */
  @Override
  protected Violation gameOverViolation() {
    return Refusals.gameOver(game, outcome());
  }

  /** Why a move is illegal in an ongoing game: a cell outside the board, or a cell taken. */
  @Override
  protected Optional<Violation> violation(Cell move) {
    return Refusals.check(game, move, this::owner);
  }

  /**
   * Puts the mover's stone on the empty cell {@code move}, with the same rules the position runs;
   * {@code next}, whom the game's turn policy chose, moves after it.
   */
  @Override
  protected MnkState apply(Cell move, Player next) {
    int cell = move.row() * game.cols() + move.col();
    MnkRules rules = game.rules();
    int p = toMove().index();
    long[] mine = words(p).clone();
    boolean won = rules.place(mine, cell);
    Outcome after = rules.outcomeAfter(toMove(), won, stones + 1);
    return new MnkState(
        game,
        p == 0 ? mine : x,
        p == 0 ? o : mine,
        stones + 1,
        next,
        hash ^ rules.key(cell, p),
        after,
        won ? rules.line(game, mine, cell) : List.of());
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
   * of the stones' words, among the game's {@link MnkGame#symmetries()}: all the images of a state
   * (the eight of a square board, the four of any other) have the same canonical form, and states
   * that are not images of each other have different ones.
   *
   * @return the canonical form, perhaps this state
   */
  public MnkState canonical() {
    MnkState best = this;
    for (int s = 1; s < game.symmetries().size(); s++) {
      MnkState image = image(s);
      if (compareWords(image, best) < 0) {
        best = image;
      }
    }
    return best;
  }

  /**
   * Returns the smallest {@link #positionHash()} among the images of this state under the game's
   * {@link MnkGame#symmetries()}, computed without building them: states that are images of each
   * other have the same value, a key for tables that merge symmetric positions.
   *
   * @return the smallest hash of an image
   */
  public long canonicalHash() {
    return game.rules().smallestImageHash(x, o, game.cellMaps());
  }

  private static int compareWords(MnkState a, MnkState b) {
    int c = Arrays.compareUnsigned(a.x, b.x);
    return c != 0 ? c : Arrays.compareUnsigned(a.o, b.o);
  }

  /**
   * Returns the image of this state under {@code game().symmetries().get(s)}: the same player to
   * move, the stones on the images of their cells, and the outcome with the image of the winning
   * line (listed again from the end nearest the top).
   */
  MnkState image(int s) {
    int[] map = game.cellMaps()[s];
    MnkRules rules = game.rules();
    long[] ix = new long[rules.words()];
    long[] io = new long[rules.words()];
    long h = rules.hashSeed();
    for (int cell = 0; cell < map.length; cell++) {
      Player owner = owner(cell);
      if (owner != null) {
        int to = map[cell];
        rules.set(owner.index() == 0 ? ix : io, to);
        h ^= rules.key(to, owner.index());
      }
    }
    List<Cell> imageLine = new ArrayList<>();
    for (Cell cell : line) {
      imageLine.add(game.cellAt(map[game.index(cell)]));
    }
    imageLine.sort(Comparator.comparingInt(Cell::row).thenComparingInt(Cell::col));
    return new MnkState(game, ix, io, stones, toMove(), h, outcome(), List.copyOf(imageLine));
  }

  /**
   * Returns a fast mutable position starting at this state: play and undo change the same words
   * in place, with no allocation, and {@link Position#state()} equals the immutable state the same
   * moves reach. Its move codes are row-major cell indexes; see {@link MnkPosition}.
   *
   * @return a new position
   */
  @Override
  public MnkPosition toPosition() {
    return new MnkPosition(this);
  }

  /**
   * Draws the board in the style of the classic console game, one text row per board row between
   * {@code " --- --- ---"} rules, such as {@code "|   | X | O |"}, labelled for the default
   * {@link MnkGame#rowCol()} notation: column numbers across the top and row numbers down the
   * left, both from 1 at the top left; without a final line break.
   *
   * <pre>
   *     1   2   3
   *    --- --- ---
   * 1 |   | X | O |
   *    --- --- ---
   * 2 |   | O |   |
   *    --- --- ---
   * 3 | X | O | X |
   *    --- --- ---
   * </pre>
   *
   * @return the drawing
   */
  @Override
  public String render() {
    return BoardDrawing.render(this, game.notation());
  }

  /**
   * Draws the board as {@link #render()} does, labelled for one of the game's notations, so that a
   * reader can name every cell without counting: for {@link MnkGame#rowCol()}, column numbers
   * across the top and row numbers down the left, from 1 at the top left; for
   * {@link MnkGame#algebraic()}, column letters across the top and row numbers down the left,
   * counted from 1 at the bottom ({@code a1} is the bottom-left cell).
   *
   * <pre>
   *     a   b   c
   *    --- --- ---
   * 3 |   | X | O |
   *    --- --- ---
   * 2 |   | O |   |
   *    --- --- ---
   * 1 | X | O | X |
   *    --- --- ---
   * </pre>
   *
   * @param notation one of {@code game().notations()}
   * @return the drawing, without a final line break
   * @throws IllegalArgumentException if the notation is not one of this game's; the message lists
   *     the game's notations
   */
  @Override
  public String render(Notation<Cell> notation) {
    requireNonNull(notation, "notation");
    return BoardDrawing.render(this, notation);
  }

  /**
   * Draws the board as {@link #render(Notation)} does, within a screen's width: the whole board when
   * it fits, else the widest run of columns that fits (at least one), centred on the middle of the
   * board, with a last line saying how many columns it shows and how many stones lie outside, such
   * as {@code 18 of 30 columns shown; 3 stones lie outside.}
   *
   * @param notation one of {@code game().notations()}
   * @param columns the screen's width in characters
   * @return the drawing, without a final line break
   * @throws IllegalArgumentException if the notation is not one of this game's
   */
  public String render(Notation<Cell> notation, int columns) {
    return BoardDrawing.render(this, notation, columns, (game.cols() - 1) / 2);
  }

  /**
   * Draws the board as {@link #render(Notation, int)} does, keeping a cell (the last move) in view:
   * the run of columns is centred on it as far as the board's edges allow.
   *
   * @param notation one of {@code game().notations()}
   * @param columns the screen's width in characters
   * @param around a cell of the board
   * @return the drawing, without a final line break
   * @throws IllegalArgumentException if the notation is not one of this game's, or the cell is not
   *     on the board
   */
  public String render(Notation<Cell> notation, int columns, Cell around) {
    requireNonNull(around, "around");
    checkArgument(
        game.contains(around),
        "the cell to keep in view, %s, is not on the %s x %s board",
        around.describe(),
        game.rows(),
        game.cols());
    return BoardDrawing.render(this, notation, columns, around.col());
  }

  /**
   * Returns the position text, such as {@code O../.X./... X}: the cells row by row from the top
   * and the player to move, in the grammar of {@link MnkGame} ("Position text"), which
   * {@link MnkGame#parsePosition(String)} reads back into an equal state.
   *
   * @return the position text
   */
  @Override
  public String positionText() {
    return MnkPositionText.write(this);
  }

  /**
   * Returns whether {@code obj} is a state of an equal game with the same stones.
   *
   * @param obj the object to compare with
   * @return whether the positions are the same
   */
  @Override
  public boolean equals(@Nullable Object obj) {
    if (obj == this) {
      return true;
    }
    if (!(obj instanceof MnkState other)) {
      return false;
    }
    return hash == other.hash
        && stones == other.stones
        && Arrays.equals(x, other.x)
        && Arrays.equals(o, other.o)
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
   * {@code tictactoe(rows=3,cols=3,k=3,overlines=win) X.O/.X./... O to move}.
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
    Outcome outcome = outcome();
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
