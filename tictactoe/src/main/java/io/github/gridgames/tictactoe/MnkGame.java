package io.github.gridgames.tictactoe;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.core.spi.TurnTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * An m,n,k-game: a board of {@code rows} rows (the height) and {@code cols} columns (the width);
 * X ({@link Player#FIRST}) and O ({@link Player#SECOND}) place stones on empty cells, and the
 * first to make {@code k} stones in an unbroken horizontal, vertical or diagonal row wins. Whether
 * a row longer than {@code k} wins is the {@link OverlineRule} (by default it does). A full board
 * without a winning row is a draw. Tic-Tac-Toe is the 3,3,3 game. Immutable and thread-safe.
 *
 * <p>Rows always come before columns, as on the command line's {@code --board RxC}: in {@link
 * #of(int, int, int)}, the {@link Builder}, the accessors, the spec text and every message. (The
 * name m,n,k-game is usually read as m columns by n rows; this library does not use the letters m
 * and n.)
 *
 * <h2>Building a game</h2>
 *
 * <p>{@link #ticTacToe()} is Tic-Tac-Toe; {@link #of(int, int, int)} is the common case (overlines
 * win, players alternate); {@link #builder()} sets anything else, and {@link #toBuilder()} changes
 * one setting of a game; {@link #fromSpec(GameSpec)} reads a spec. For example, Connect6 is
 *
 * <pre>{@code
 * MnkGame connect6 = MnkGame.builder().rows(19).cols(19).k(6).turnPolicy(TurnPolicy.CONNECT6).build();
 * }</pre>
 *
 * <h2>Turns</h2>
 *
 * <p>The game's {@link TurnPolicy} alone decides who places the next stone, on the immutable
 * states and on the fast position alike: by default {@link TurnPolicy#ALTERNATE} (X, O, X, ...);
 * {@link TurnPolicy#CONNECT6} gives Connect6 order (X places one stone, then each player two per
 * turn: X, O, O, X, X, ...). Any other policy may be given to {@link Builder#turnPolicy(TurnPolicy)};
 * it sees the move number (the number of stones before the move) and must name player 0 or 1. A
 * move after which a policy names any other player is refused with an {@link
 * IllegalStateException} that names the policy, and changes nothing.
 *
 * <h2>Canonical text</h2>
 *
 * <p>The {@linkplain #spec() spec} is {@code
 * tictactoe(rows=R,cols=C,k=K,overlines=win|no-win[,turns=T])} with id {@value #ID}, parameters
 * always in that order, such as {@code tictactoe(rows=3,cols=3,k=3,overlines=win)}; {@code turns}
 * appears only when the policy is not {@code alternate}, such as {@code
 * tictactoe(rows=19,cols=19,k=6,overlines=win,turns=connect6)}. {@link #fromSpec(GameSpec)} (and
 * so {@link io.github.gridgames.core.Games#parse(String)}) reads the parameters in any order and
 * fills in missing ones: a missing {@code rows} or {@code cols} copies the other one (a square
 * board), or is 3 when both are missing; a missing {@code k} is 3, or the longer side when the
 * board is smaller than that; a missing {@code overlines} is {@code win}; a missing {@code turns}
 * is {@code alternate}. From text {@code turns} is {@code alternate} or {@code connect6}; a game
 * with another policy writes that policy's name but cannot be read back from text; a custom policy
 * may not take a built-in name. Two games are equal when their specs and their turn policies are
 * equal.
 *
 * <h2>Limits</h2>
 *
 * <p>{@code rows} and {@code cols} are between 1 and {@value #MAX_SIDE}; {@code k} is between 1
 * and the longer side, {@code max(rows, cols)}. Each player's stones are a few {@code long} words,
 * one bit per cell in each of the four directions of a line (one word on 3 x 3, five on 8 x 8,
 * sixteen on 15 x 15).
 *
 * <h2>Notations</h2>
 *
 * <p>{@link #notations()} holds {@link #rowCol()}, named {@code row-col} (the default): the row
 * then the column, counted from 1 at the top-left, separated by whitespace, such as {@code "2 3"}
 * (also what {@link Cell#toString()} writes); and {@link #algebraic()}, named {@code algebraic}:
 * the column letter(s) ({@code a} is the leftmost column; after {@code z} come {@code aa}, {@code
 * ab}, ...) then the row number counted from 1 at the <em>bottom</em> row, as gomoku and m,n,k
 * tools write it, such as {@code "b2"}. Both accept any surrounding whitespace and refuse
 * malformed text and coordinates outside the board with a {@link
 * io.github.gridgames.core.NotationException} (which names the range of a coordinate outside the
 * board). The notations of equal games are equal, and a notation's {@code toString()} is its
 * name.
 *
 * <h2>Position text</h2>
 *
 * <p>{@link MnkState#positionText()} writes a state as one line, as FEN does for chess, that
 * {@link #parsePosition(String)} reads back: the cells row by row from the top, then one space
 * and the player to move.
 *
 * <pre>
 * position = row *("/" row) " " mover     (rows rows)
 * row      = cols cells from the left, each X, O or "." (empty)
 * mover    = X / O
 * </pre>
 *
 * <p>Examples: the empty Tic-Tac-Toe board is {@code .../.../... X}; after X in the centre and O
 * in a corner, {@code O../.X./... X}; in Connect6 order ({@link TurnPolicy#CONNECT6}) on 4 x 4
 * after X's first stone, O places two: {@code ..../.X../..../.... O}. The text is canonical: each
 * state has exactly one, and reading refuses anything else.
 *
 * <p>Reading refuses, with a {@link io.github.gridgames.core.NotationException} that names the
 * character and what was expected there: a malformed text; stone counts the turn policy cannot
 * give (it is asked for the stones' number of moves from X); a player to move other than the one
 * the policy gives after that many stones; both players with a winning line; a winning line that
 * is not the last mover's; and winning lines that no single last stone completed (play went on
 * after a line). It does not check whether the stones could have been placed in some order in
 * which nobody won earlier beyond that, for example whether a blocked position was reached without
 * an earlier line of the loser's being possible.
 */
public final class MnkGame implements Game<MnkState, Cell> {

  /** The game id, {@code tictactoe}. */
  public static final String ID = "tictactoe";

  /** The largest number of rows and of columns a board may have: {@value}. */
  public static final int MAX_SIDE = 64;

  /** The names of the spec parameters, in canonical order. */
  static final Set<String> PARAMETERS =
      Collections.unmodifiableSet(
          new LinkedHashSet<>(List.of("rows", "cols", "k", "overlines", "turns")));

  private static final MnkGame TIC_TAC_TOE =
      new MnkGame(3, 3, 3, OverlineRule.WIN, TurnPolicy.ALTERNATE);

  private final int rows;
  private final int cols;
  private final int k;
  private final OverlineRule overlines;
  private final TurnPolicy turnPolicy;
  private final GameSpec spec;
  private final Cell[] cells;
  private final List<Cell> cellList;
  private final RowColNotation rowCol;
  private final AlgebraicNotation algebraic;
  private final List<Notation<Cell>> notations;
  private final List<Symmetry> symmetries;
  private final MnkRules rules;
  /** {@code cellMaps[s][i]} is the image of cell {@code i} under {@code symmetries.get(s)}. */
  private final int[][] cellMaps;
  /** How both faces ask the turn policy who moves next. */
  private final TurnTable turnTable;
  private final MnkState initial;

  private MnkGame(int rows, int cols, int k, OverlineRule overlines, TurnPolicy turnPolicy) {
    checkSide("rows", rows);
    checkSide("cols", cols);
    int longest = Math.max(rows, cols);
    checkArgument(
        k >= 1 && k <= longest,
        "k must be between 1 and the longer side max(rows, cols) = %s of the %s x %s board, got %s",
        longest,
        rows,
        cols,
        k);
    this.rows = rows;
    this.cols = cols;
    this.k = k;
    this.overlines = requireNonNull(overlines, "overlines");
    this.turnPolicy = TurnTable.checkPolicy(turnPolicy);
    GameSpec.Builder specBuilder =
        GameSpec.builder(ID)
            .put("rows", rows)
            .put("cols", cols)
            .put("k", k)
            .put("overlines", overlines.text());
    if (!turnPolicy.name().equals(TurnPolicy.ALTERNATE.name())) {
      specBuilder = specBuilder.put("turns", turnPolicy.name());
    }
    this.spec = specBuilder.build();
    this.cells = new Cell[rows * cols];
    for (int i = 0; i < cells.length; i++) {
      cells[i] = Cell.of(i / cols, i % cols);
    }
    this.cellList = Collections.unmodifiableList(Arrays.asList(cells));
    this.rowCol = new RowColNotation(this);
    this.algebraic = new AlgebraicNotation(this);
    this.notations = List.of(rowCol, algebraic);
    List<Symmetry> valid = new ArrayList<>();
    for (Symmetry symmetry : Symmetry.values()) {
      if (symmetry.appliesTo(this)) {
        valid.add(symmetry);
      }
    }
    this.symmetries = List.copyOf(valid);
    this.rules = new MnkRules(rows, cols, k, overlines);
    this.cellMaps = new int[symmetries.size()][cells.length];
    for (int s = 0; s < symmetries.size(); s++) {
      for (int i = 0; i < cells.length; i++) {
        cellMaps[s][i] = symmetries.get(s).map(this, i);
      }
    }
    this.turnTable = TurnTable.of(turnPolicy, 2, 0, cells.length);
    this.initial = MnkState.initial(this);
  }

  private static void checkSide(String name, int value) {
    checkArgument(
        value >= 1 && value <= MAX_SIDE,
        "%s must be between 1 and %s (the largest supported side), got %s",
        name,
        MAX_SIDE,
        value);
  }

  /** Returns the game with these settings: {@link #ticTacToe()} itself for its settings. */
  private static MnkGame create(
      int rows, int cols, int k, OverlineRule overlines, TurnPolicy turnPolicy) {
    if (rows == 3
        && cols == 3
        && k == 3
        && overlines == OverlineRule.WIN
        && turnPolicy == TurnPolicy.ALTERNATE) {
      return TIC_TAC_TOE;
    }
    return new MnkGame(rows, cols, k, overlines, turnPolicy);
  }

  /**
   * Returns Tic-Tac-Toe: the 3,3,3 game, {@code tictactoe(rows=3,cols=3,k=3,overlines=win)}.
   *
   * @return the game
   */
  public static MnkGame ticTacToe() {
    return TIC_TAC_TOE;
  }

  /**
   * Returns the game on {@code rows} rows and {@code cols} columns where k in a row wins, longer
   * rows win too and the players alternate; {@link #builder()} sets the rest.
   *
   * @param rows the number of rows (the board's height), 1 to {@value #MAX_SIDE}
   * @param cols the number of columns (the board's width), 1 to {@value #MAX_SIDE}
   * @param k the number of stones in a row that wins, 1 to {@code max(rows, cols)}
   * @return the game
   * @throws IllegalArgumentException if a value is outside its range; the message names the
   *     parameter, the limit and the value
   */
  public static MnkGame of(int rows, int cols, int k) {
    return create(rows, cols, k, OverlineRule.WIN, TurnPolicy.ALTERNATE);
  }

  /**
   * Returns a builder of Tic-Tac-Toe: 3 rows, 3 columns, k 3 (or the longer side when the board is
   * smaller), overlines win, players alternate. Set what differs and call {@link Builder#build()}.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns a builder with every setting of this game: {@code game.toBuilder().build()} equals
   * {@code game}.
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    return builder().rows(rows).cols(cols).k(k).overlines(overlines).turnPolicy(turnPolicy);
  }

  /**
   * Creates a game from its spec, filling in the documented defaults for missing parameters (see
   * the class comment).
   *
   * @param spec a spec with id {@value #ID} and only the parameters {@code rows}, {@code cols},
   *     {@code k}, {@code overlines} and {@code turns}
   * @return the game
   * @throws IllegalArgumentException if the id differs, a parameter is unknown, a value is not an
   *     integer (or not {@code win}/{@code no-win} for {@code overlines}, not {@code
   *     alternate}/{@code connect6} for {@code turns}) or out of range; the message names the
   *     parameter and says what is allowed
   * @throws NullPointerException if {@code spec} is null
   */
  public static MnkGame fromSpec(GameSpec spec) {
    requireNonNull(spec, "spec");
    GameSpec checked = spec.requireOnly(ID, PARAMETERS);
    boolean hasRows = checked.get("rows").isPresent();
    boolean hasCols = checked.get("cols").isPresent();
    int rows = checked.intParameter("rows", 3);
    int cols = checked.intParameter("cols", 3);
    if (hasRows) {
      checkSide("rows", rows); // before a missing cols copies it, so that the message names rows
    }
    if (hasCols) {
      checkSide("cols", cols);
    }
    if (hasRows && !hasCols) {
      cols = rows;
    } else if (hasCols && !hasRows) {
      rows = cols;
    }
    Builder builder = builder().rows(rows).cols(cols);
    if (checked.get("k").isPresent()) {
      builder.k(checked.intParameter("k", 3));
    }
    checked.get("overlines").map(OverlineRule::fromText).ifPresent(builder::overlines);
    checked.get("turns").map(MnkGame::turnsFromText).ifPresent(builder::turnPolicy);
    return builder.build();
  }

  /** Returns the policy a spec's {@code turns} names: alternate or connect6. */
  private static TurnPolicy turnsFromText(String text) {
    if (text.equals(TurnPolicy.ALTERNATE.name())) {
      return TurnPolicy.ALTERNATE;
    }
    checkArgument(
        text.equals(TurnPolicy.CONNECT6.name()),
        "parameter turns of tictactoe must be alternate or connect6, got '%s'; other turn policies"
            + " cannot be read from text, build the game with MnkGame.builder().turnPolicy(policy)"
            + " instead",
        text);
    return TurnPolicy.CONNECT6;
  }

  /**
   * Returns the number of rows, the board's height.
   *
   * @return the number of rows
   */
  public int rows() {
    return rows;
  }

  /**
   * Returns the number of columns, the board's width.
   *
   * @return the number of columns
   */
  public int cols() {
    return cols;
  }

  /**
   * Returns the number of stones in a row that wins.
   *
   * @return k
   */
  public int k() {
    return k;
  }

  /**
   * Returns whether a row longer than k wins.
   *
   * @return the overline rule
   */
  public OverlineRule overlines() {
    return overlines;
  }

  /**
   * Returns the number of cells, {@code rows * cols}.
   *
   * @return the number of cells
   */
  public int cellCount() {
    return cells.length;
  }

  /**
   * Returns whether a cell is on this board.
   *
   * @param cell the cell
   * @return whether {@code 0 <= row < rows} and {@code 0 <= col < cols}
   * @throws NullPointerException if {@code cell} is null
   */
  public boolean contains(Cell cell) {
    requireNonNull(cell, "cell");
    return contains(cell.row(), cell.col());
  }

  /**
   * Checks that a notation can write a cell: that it is on this board.
   *
   * @throws IllegalArgumentException if the cell is outside the board, such as {@code "cannot
   *     write row 4, column 1: it is outside the 3 x 3 board"}
   * @throws NullPointerException if {@code move} is null
   */
  void requireWritable(Cell move) {
    checkArgument(
        contains(move),
        "cannot write %s: it is outside the %s x %s board",
        move.describe(),
        rows,
        cols);
  }

  boolean contains(int row, int col) {
    return row >= 0 && row < rows && col >= 0 && col < cols;
  }

  /**
   * Returns the default notation, named {@code row-col}: the row then the column, counted from 1
   * at the top left, such as {@code "2 3"}; see the class comment. The same as {@link #notation()}.
   *
   * @return the row-col notation
   */
  public Notation<Cell> rowCol() {
    return rowCol;
  }

  /**
   * Returns the notation named {@code algebraic}: the column letters then the row number counted
   * from 1 at the bottom, such as {@code "b2"}; see the class comment.
   *
   * @return the algebraic notation
   */
  public Notation<Cell> algebraic() {
    return algebraic;
  }

  /**
   * Returns every cell of the board in reading order: the top row from left to right, then the
   * next row down, and so on.
   *
   * @return an unmodifiable list of {@link #cellCount()} cells
   */
  public List<Cell> cells() {
    return cellList;
  }

  /** Returns the shared cell object at a row-major index known to be on the board. */
  Cell cellAt(int index) {
    return cells[index];
  }

  /** Returns the row-major index of a cell known to be on the board. */
  int index(Cell cell) {
    return cell.row() * cols + cell.col();
  }

  /** Returns the rules over primitive words shared by the states, the positions and the strategies. */
  MnkRules rules() {
    return rules;
  }

  /**
   * Returns the image of each cell under each of {@link #symmetries()} (in that order); never
   * modify it.
   */
  int[][] cellMaps() {
    return cellMaps;
  }

  /**
   * Asks the turn policy who moves after player {@code mover} (0 or 1) placed the stone of move
   * number {@code moveNumber}: the one call both faces make.
   *
   * @throws IllegalStateException if the policy names a player outside the game
   */
  int next(int mover, int moveNumber) {
    return turnTable.next(mover, 0, moveNumber);
  }

  /**
   * Returns the symmetries of this board: all eight {@link Symmetry} values on a square board, the
   * four that keep the shape ({@link Symmetry#IDENTITY}, {@link Symmetry#ROTATE_180},
   * {@link Symmetry#REFLECT_LEFT_RIGHT} and {@link Symmetry#REFLECT_TOP_BOTTOM}) on any other.
   *
   * @return the symmetries, in declaration order, starting with the identity
   */
  public List<Symmetry> symmetries() {
    return symmetries;
  }

  @Override
  public GameSpec spec() {
    return spec;
  }

  /**
   * Returns 2.
   *
   * @return 2
   */
  @Override
  public int playerCount() {
    return 2;
  }

  /**
   * Returns the policy that decides who places the next stone: {@link TurnPolicy#ALTERNATE} unless
   * the game was made with another.
   *
   * @return the turn policy
   */
  @Override
  public TurnPolicy turnPolicy() {
    return turnPolicy;
  }

  /**
   * Returns the empty board with X to move.
   *
   * @return the initial state
   */
  @Override
  public MnkState initialState() {
    return initial;
  }

  /**
   * Returns {@link #rowCol()} (the default) and {@link #algebraic()}, named {@code row-col} and
   * {@code algebraic}; see the class comment.
   *
   * @return the two notations
   */
  @Override
  public List<Notation<Cell>> notations() {
    return notations;
  }

  /**
   * Returns {@code X} for the first player and {@code O} for the second.
   *
   * @param player the player
   * @return {@code X} or {@code O}
   * @throws IllegalArgumentException if the player's index is not 0 or 1
   */
  @Override
  public String playerName(Player player) {
    return playerIndex(player) == 0 ? "X" : "O";
  }

  /**
   * Returns the index of a player of this game: 0 for X, 1 for O.
   *
   * @throws IllegalArgumentException if the player's index is not 0 or 1, such as {@code "player 3
   *     is not in a tictactoe game; it has player 1 (X) and player 2 (O)"}
   * @throws NullPointerException if {@code player} is null
   */
  int playerIndex(Player player) {
    requireNonNull(player, "player");
    checkArgument(
        player.index() < 2,
        "%s is not in a tictactoe game; it has %s (X) and %s (O)",
        player,
        Player.FIRST,
        Player.SECOND);
    return player.index();
  }

  /**
   * Returns {@code true}: states write a position text that {@link #parsePosition(String)} reads;
   * see the class comment.
   *
   * @return true
   */
  @Override
  public boolean hasPositionText() {
    return true;
  }

  /**
   * Reads a position text, as the class comment describes: {@code parsePosition(s.positionText())}
   * equals {@code s}.
   *
   * @param text a position text of this game
   * @return the state it names, with its outcome (a win carries the line through the stone that
   *     completed it)
   * @throws io.github.gridgames.core.NotationException if the text is malformed or names a
   *     position the rules cannot produce (see the class comment); the message names the
   *     character and what was expected there
   * @throws NullPointerException if {@code text} is null
   */
  @Override
  public MnkState parsePosition(String text) {
    requireNonNull(text, "text");
    return MnkPositionText.read(this, text);
  }

  /**
   * Returns the number of cells: every move fills one, and a full board ends the game.
   *
   * @return {@code rows * cols}
   */
  @Override
  public OptionalInt maxMoves() {
    return OptionalInt.of(cells.length);
  }

  /**
   * Returns whether {@code o} is an m,n,k-game with the same spec and an equal turn policy (two
   * custom policies of one name make different games).
   *
   * @param o the object to compare with
   * @return whether the games are equal
   */
  @Override
  public boolean equals(@Nullable Object o) {
    return o == this
        || (o instanceof MnkGame other && spec.equals(other.spec) && turnPolicy.equals(other.turnPolicy));
  }

  /**
   * Returns the spec's hash code.
   *
   * @return the hash code
   */
  @Override
  public int hashCode() {
    return spec.hashCode();
  }

  /**
   * Returns the canonical text, such as {@code tictactoe(rows=3,cols=3,k=3,overlines=win)}.
   *
   * @return the spec's text
   */
  @Override
  public String toString() {
    return spec.toString();
  }

  /**
   * Builds an {@link MnkGame}: {@link MnkGame#builder()} starts from Tic-Tac-Toe's settings, {@link
   * MnkGame#toBuilder()} from a game's. Each setter changes this builder and returns it; {@link
   * #build()} checks the settings together. Not thread-safe.
   */
  public static final class Builder {
    private int rows = 3;
    private int cols = 3;
    private OptionalInt k = OptionalInt.empty();
    private OverlineRule overlines = OverlineRule.WIN;
    private TurnPolicy turnPolicy = TurnPolicy.ALTERNATE;

    private Builder() {}

    /**
     * Sets the number of rows, the board's height; 3 unless set.
     *
     * @param rows 1 to {@value MnkGame#MAX_SIDE}; checked by {@link #build()}
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder rows(int rows) {
      this.rows = rows;
      return this;
    }

    /**
     * Sets the number of columns, the board's width; 3 unless set.
     *
     * @param cols 1 to {@value MnkGame#MAX_SIDE}; checked by {@link #build()}
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder cols(int cols) {
      this.cols = cols;
      return this;
    }

    /**
     * Sets the number of stones in a row that wins; unless set, 3, or the longer side when the
     * board is smaller than that.
     *
     * @param k 1 to {@code max(rows, cols)}; checked by {@link #build()}
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder k(int k) {
      this.k = OptionalInt.of(k);
      return this;
    }

    /**
     * Sets whether a row longer than k wins; {@link OverlineRule#WIN} unless set.
     *
     * @param overlines the rule
     * @return this builder
     * @throws NullPointerException if {@code overlines} is null
     */
    @CanIgnoreReturnValue
    public Builder overlines(OverlineRule overlines) {
      this.overlines = requireNonNull(overlines, "overlines");
      return this;
    }

    /**
     * Sets the policy that decides who places the next stone; {@link TurnPolicy#ALTERNATE} unless
     * set. See the class comment of {@link MnkGame}.
     *
     * @param turnPolicy the policy, such as {@link TurnPolicy#CONNECT6}
     * @return this builder
     * @throws NullPointerException if {@code turnPolicy} is null
     */
    @CanIgnoreReturnValue
    public Builder turnPolicy(TurnPolicy turnPolicy) {
      this.turnPolicy = requireNonNull(turnPolicy, "turnPolicy");
      return this;
    }

    /**
     * Returns the game with these settings.
     *
     * @return the game; {@link MnkGame#ticTacToe()} itself for Tic-Tac-Toe's settings
     * @throws IllegalArgumentException if {@code rows} or {@code cols} is not 1 to {@value
     *     MnkGame#MAX_SIDE}, {@code k} is not 1 to {@code max(rows, cols)}, or a custom turn policy
     *     takes a built-in name; the message names the setting, the limit and the value
     */
    public MnkGame build() {
      return create(
          rows, cols, k.orElse(Math.min(3, Math.max(Math.max(rows, cols), 1))), overlines, turnPolicy);
    }
  }

  /**
   * Whether a row of more than k stones (an overline) wins an m,n,k-game. Freestyle gomoku and
   * Tic-Tac-Toe count overlines as wins ({@link #WIN}, the default); standard gomoku requires exactly
   * five ({@link #NO_WIN}).
   */
  public enum OverlineRule {
    /** A row of k or more stones wins. Written {@code win}. */
    WIN("win"),
    /** Only a row of exactly k stones wins; a longer row does not, and the game goes on. Written {@code no-win}. */
    NO_WIN("no-win");

    private final String text;

    OverlineRule(String text) {
      this.text = text;
    }

    /**
     * Returns the rule's name in a game's canonical text: {@code win} or {@code no-win}.
     *
     * @return the name
     */
    public String text() {
      return text;
    }

    /**
     * Returns whether a maximal row of {@code length} stones wins a game with the given k.
     *
     * @param length the number of stones in an unbroken row, at least 1
     * @param k the number of stones in a row that wins
     * @return {@code length >= k} for {@link #WIN}, {@code length == k} for {@link #NO_WIN}
     */
    public boolean wins(int length, int k) {
      return this == WIN ? length >= k : length == k;
    }

    /**
     * Returns the rule with the given name.
     *
     * @param text {@code win} or {@code no-win}
     * @return the rule
     * @throws IllegalArgumentException if the text is neither; the message quotes it
     * @throws NullPointerException if {@code text} is null
     */
    public static OverlineRule fromText(String text) {
      requireNonNull(text, "text");
      for (OverlineRule rule : values()) {
        if (rule.text.equals(text)) {
          return rule;
        }
      }
      throw new IllegalArgumentException(
          "parameter overlines of tictactoe must be win or no-win, got '" + text + "'");
    }

    /** Returns {@link #text()}. */
    @Override
    public String toString() {
      return text;
    }
  }

  /**
   * A symmetry of a rectangular board: a rotation or reflection that maps the board onto itself. A
   * square board has all eight; any other rectangle has the four that keep its shape
   * ({@link #IDENTITY}, {@link #ROTATE_180}, {@link #REFLECT_LEFT_RIGHT},
   * {@link #REFLECT_TOP_BOTTOM}); see {@link MnkGame#symmetries()}.
   *
   * <p>A symmetry maps winning lines to winning lines, so applying it to every move of a game gives
   * a game with the same outcome. The mappings below are for a board of {@code rows} rows and
   * {@code cols} columns, with zero-based {@link Cell} coordinates and row 0 at the top.
   */
  public enum Symmetry {
    /** Leaves every cell where it is. */
    IDENTITY(true),
    /** Turns the board a quarter clockwise: {@code (row, col)} goes to {@code (col, rows-1-row)}. Square boards only. */
    ROTATE_90(false),
    /** Turns the board half a turn: {@code (row, col)} goes to {@code (rows-1-row, cols-1-col)}. */
    ROTATE_180(true),
    /** Turns the board a quarter anticlockwise: {@code (row, col)} goes to {@code (cols-1-col, row)}. Square boards only. */
    ROTATE_270(false),
    /** Mirrors left and right: {@code (row, col)} goes to {@code (row, cols-1-col)}. */
    REFLECT_LEFT_RIGHT(true),
    /** Mirrors top and bottom: {@code (row, col)} goes to {@code (rows-1-row, col)}. */
    REFLECT_TOP_BOTTOM(true),
    /** Mirrors in the diagonal from the top-left corner: {@code (row, col)} goes to {@code (col, row)}. Square boards only. */
    REFLECT_MAIN_DIAGONAL(false),
    /**
     * Mirrors in the diagonal from the top-right corner: {@code (row, col)} goes to
     * {@code (cols-1-col, rows-1-row)}. Square boards only.
     */
    REFLECT_ANTI_DIAGONAL(false);

    private final boolean keepsShape;

    Symmetry(boolean keepsShape) {
      this.keepsShape = keepsShape;
    }

    /**
     * Returns whether this symmetry maps the board of {@code game} onto itself: always on a square
     * board; on another rectangle only if it does not swap rows and columns.
     *
     * @param game the game
     * @return whether the symmetry applies
     * @throws NullPointerException if {@code game} is null
     */
    public boolean appliesTo(MnkGame game) {
      requireNonNull(game, "game");
      return keepsShape || game.rows() == game.cols();
    }

    /**
     * Returns the symmetry that undoes this one: {@link #ROTATE_90} and {@link #ROTATE_270} undo
     * each other, every other symmetry undoes itself.
     *
     * @return the inverse
     */
    public Symmetry inverse() {
      return switch (this) {
        case ROTATE_90 -> ROTATE_270;
        case ROTATE_270 -> ROTATE_90;
        default -> this;
      };
    }

    /**
     * Returns the image of a cell of the board of {@code game}.
     *
     * @param game the game whose board the cell is on
     * @param cell a cell on that board
     * @return the cell it maps to
     * @throws IllegalArgumentException if this symmetry does not apply to the board, or the cell is
     *     outside it
     * @throws NullPointerException if an argument is null
     */
    public Cell apply(MnkGame game, Cell cell) {
      requireNonNull(cell, "cell");
      checkApplies(game);
      if (!game.contains(cell)) {
        throw new IllegalArgumentException(
            "cannot map " + cell.describe() + ": it is outside the " + game.rows() + " x " + game.cols() + " board");
      }
      return game.cellAt(map(game, game.index(cell)));
    }

    /**
     * Returns the image of a state: the state with every stone moved to its image. The image of a
     * reachable state is reachable (by the images of its moves) and has the same player to move and
     * an outcome with the same status and winner; its winning line is the image of the state's,
     * listed from the end nearest the top.
     *
     * @param state the state
     * @return the mapped state, equal to {@code state} for {@link #IDENTITY}
     * @throws IllegalArgumentException if this symmetry does not apply to the state's board
     * @throws NullPointerException if {@code state} is null
     */
    public MnkState apply(MnkState state) {
      requireNonNull(state, "state");
      MnkGame game = state.game();
      checkApplies(game);
      if (this == IDENTITY) {
        return state;
      }
      return state.image(game.symmetries().indexOf(this));
    }

    private void checkApplies(MnkGame game) {
      if (!appliesTo(game)) {
        throw new IllegalArgumentException(
            this + " maps only square boards onto themselves, not the " + game.rows() + " x " + game.cols() + " board of " + game);
      }
    }

    /** Maps a row-major index of a board this symmetry applies to. */
    int map(MnkGame game, int index) {
      int cols = game.cols();
      int rows = game.rows();
      int r = index / cols;
      int c = index % cols;
      int nr;
      int nc;
      switch (this) {
        case IDENTITY -> {
          nr = r;
          nc = c;
        }
        case ROTATE_90 -> {
          nr = c;
          nc = rows - 1 - r;
        }
        case ROTATE_180 -> {
          nr = rows - 1 - r;
          nc = cols - 1 - c;
        }
        case ROTATE_270 -> {
          nr = cols - 1 - c;
          nc = r;
        }
        case REFLECT_LEFT_RIGHT -> {
          nr = r;
          nc = cols - 1 - c;
        }
        case REFLECT_TOP_BOTTOM -> {
          nr = rows - 1 - r;
          nc = c;
        }
        case REFLECT_MAIN_DIAGONAL -> {
          nr = c;
          nc = r;
        }
        case REFLECT_ANTI_DIAGONAL -> {
          nr = cols - 1 - c;
          nc = rows - 1 - r;
        }
        default -> throw new AssertionError(this);
      }
      return nr * cols + nc;
    }
  }
}
