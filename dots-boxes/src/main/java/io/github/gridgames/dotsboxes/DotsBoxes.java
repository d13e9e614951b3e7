package io.github.gridgames.dotsboxes;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkElementIndex;
import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Reason;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.core.Violation;
import io.github.gridgames.core.spi.TurnTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * Dots and Boxes on a board of {@code rows} x {@code cols} boxes, for two or more players.
 *
 * <h2>Rules</h2>
 *
 * <p>The board has {@code (rows + 1) x (cols + 1)} dots. A move draws an undrawn unit line (an
 * {@link Edge}) between two adjacent dots. A move that draws the fourth side of one or two boxes
 * completes them: they belong to the mover and add to the mover's score. Who moves next is the
 * game's {@link TurnPolicy}'s decision; the default, {@link TurnPolicy#EXTRA_TURN_ON_CAPTURE},
 * lets the mover move again after completing a box, {@link TurnPolicy#ALTERNATE} never does. The
 * game ends when every line is drawn, so every game lasts exactly {@link #edgeCount()} moves. The
 * players with the most boxes win: a single top scorer wins alone; when two or more players tie
 * for the top score, a two-player game is a <em>draw</em> and a game of three or more players is a
 * win <em>shared</em> by all the tied top scorers.
 *
 * <p>Players are named {@code A}, {@code B}, {@code C}, ... in turn order ({@link
 * #playerName(Player)}); {@code A}, {@code Player.of(0)}, moves first. Every text of the rules
 * (drawings, messages, position texts) names players so.
 *
 * <h2>Building a game</h2>
 *
 * <p>{@link #of(int, int)} builds the usual two-player game, {@link #builder()} any other ({@code
 * DotsBoxes.builder().rows(2).cols(5).players(3).turnPolicy(TurnPolicy.ALTERNATE).build()}),
 * {@link #toBuilder()} one that differs from a game in some settings, and {@link
 * #fromSpec(GameSpec)} the game a spec names.
 *
 * <h2>Sizes</h2>
 *
 * <p>{@code rows} and {@code cols} are each between 1 and {@link #MAX_SIZE} (100), so the largest
 * board is 100 x 100 boxes with 20,200 lines. The player count is between {@link #MIN_PLAYERS}
 * and {@link #MAX_PLAYERS}.
 *
 * <h2>Lines and their order</h2>
 *
 * <p>Lines are numbered by an <em>edge index</em> from 0 to {@code edgeCount() - 1}: first the
 * horizontal lines {@code (r,c)-(r,c+1)} row by row from the top ({@code r * cols + c}), then the
 * vertical lines {@code (r,c)-(r+1,c)} row by row ({@code (rows + 1) * cols + r * (cols + 1) + c}).
 * {@link DotsBoxesState#legalMoves()} lists moves in this order, and the edge index of a line is
 * its move code on the mutable {@link DotsBoxesPosition}. {@link #boxBeside(int, int)} and
 * {@link #sideOf(int, int)} relate edge indexes to box indexes ({@code row * cols + col}).
 *
 * <h2>One rules implementation</h2>
 *
 * <p>The rules (which lines may be drawn, which boxes a line completes, who moves next, the
 * outcome and the position hash) are written once, over a few primitive words, and shared by the
 * immutable {@link DotsBoxesState} (a snapshot of those words) and the mutable
 * {@link DotsBoxesPosition} (the same words changed in place, for search and bulk play). The turn
 * policy decides who moves next on both: the two built-in policies that read only the mover and
 * whether the move captured are read from a table made from their answers, and every other
 * policy, built in ({@link TurnPolicy#CONNECT6}) or the user's, is asked on every move.
 *
 * <h2>Canonical text</h2>
 *
 * <p>{@code dots-boxes(rows=R,cols=C,players=P,turns=T)} with {@code T} the policy's name, for
 * example {@code dots-boxes(rows=3,cols=3,players=2,turns=extra-turn-on-capture)}. Two games are
 * equal when their canonical texts are; {@link #fromSpec(GameSpec)} reads the text back.
 *
 * <h2>Notations</h2>
 *
 * <p>{@link #notations()} lists {@code dot-pair} (the default, {@link #dotPairs()}),
 * {@code box-side} (the contest's names, {@link #boxSides()}) and, on square boards only,
 * {@code line-number} (the web game's numbering, {@link #lineNumbers()}).
 *
 * <h2>Position text</h2>
 *
 * <p>{@link DotsBoxesState#positionText()} writes a state as one line that
 * {@link #parsePosition(String)} reads back: the drawn lines, the owner of every box and the
 * player to move (the scores follow from the owners), three fields separated by one space:
 *
 * <pre>
 * position = lines " " boxes " " mover
 * lines    = hex digit, (edgeCount() + 3) / 4 times, lower case: digit i holds lines 4i to 4i+3
 *            (by edge index), the first in its highest bit (8), a drawn line as 1; the bits
 *            past the last line are 0
 * boxes    = row *("/" row), one row of boxes per row from the top
 * row      = 1*(owner / count), covering the row's cols boxes from the left
 * owner    = the letter of the player who owns the box (A, B, ...)
 * count    = a decimal number without leading zero: that many boxes without owner
 * mover    = the letter of the player to move
 * </pre>
 *
 * <p>Examples: the new 5 x 5 game is {@code 000000000000000 5/5/5/5/5 A}; on 2 x 2 boxes, after
 * the top lines {@code (0,0)-(0,1)} and {@code (0,1)-(0,2)}, the line {@code (1,0)-(1,1)} and
 * the sides {@code (0,0)-(1,0)} and {@code (0,1)-(1,1)}, with box (0,0) completed by A, A to
 * move again: {@code e30 A1/2 A}. A 5 x 5 position takes at most 47 characters, a 100 x 100 one
 * at most 15,152. The text is canonical: each state has exactly one, and reading refuses
 * anything else (upper-case hex digits, set bits past the last line, a count of 0, two counts
 * where one would do, spaces other than the two separators).
 *
 * <p>Reading refuses, with a {@link io.github.gridgames.core.NotationException} that names the
 * character and what was expected there: a malformed text; a box with an owner that does not
 * have its four sides drawn; a completed box without an owner; and a player to move that the
 * turn policy cannot give, where that is cheap to tell: when no box is owned (so no move
 * captured), and under {@link TurnPolicy#ALTERNATE} and {@link TurnPolicy#CONNECT6}, which ignore
 * captures, the player to move follows from the number of lines drawn. It does not check whether
 * the owners could have completed their boxes in some order of play under the turn policy (under
 * {@link TurnPolicy#EXTRA_TURN_ON_CAPTURE} nearly every assignment can be reached).
 */
public final class DotsBoxes implements Game<DotsBoxesState, Edge> {

  /** The id of the game, {@code dots-boxes}. */
  public static final String ID = "dots-boxes";

  /** The largest number of rows, and of columns, of boxes: 100. */
  public static final int MAX_SIZE = 100;

  /** The fewest players: 2. */
  public static final int MIN_PLAYERS = 2;

  /** The most players: 26, named {@code A} to {@code Z}. */
  public static final int MAX_PLAYERS = 26;

  /** The number of rows and columns of boxes of a game whose spec or builder names neither. */
  static final int DEFAULT_SIZE = 3;

  /** The parameters of the spec. */
  private static final Set<String> PARAMETERS = Set.of("rows", "cols", "players", "turns");

  static final int OUTSIDE = -1;
  static final int NOT_UNIT = -2;

  private final int rows;
  private final int cols;
  private final int players;
  private final TurnPolicy turnPolicy;
  private final GameSpec spec;
  private final BoardGeometry geometry;
  private final int edgeCount;
  private final int boxCount;
  private final Edge[] edges;
  /** How the rules ask the turn policy who moves next, on both faces. */
  private final TurnTable turns;
  private final DotPairNotation dotPairs;
  private final BoxSideNotation boxSides;
  private final @Nullable LineNumberNotation lineNumbers;
  private final List<Notation<Edge>> notations;
  private final DotsBoxesState initialState;

  private DotsBoxes(int rows, int cols, int players, TurnPolicy turnPolicy) {
    this.rows = checkSize("rows", rows);
    this.cols = checkSize("cols", cols);
    this.players = checkPlayers(players);
    this.turnPolicy = TurnTable.checkPolicy(turnPolicy);
    this.spec =
        GameSpec.builder(ID)
            .put("rows", rows)
            .put("cols", cols)
            .put("players", players)
            .put("turns", turnPolicy.name())
            .build();
    this.geometry = new BoardGeometry(rows, cols, players);
    this.edgeCount = geometry.edgeCount;
    this.boxCount = geometry.boxCount;
    this.edges = geometry.edges;
    this.turns = TurnTable.of(turnPolicy, players, 2, edgeCount);
    this.dotPairs = new DotPairNotation(this);
    this.boxSides = new BoxSideNotation(this);
    this.lineNumbers = rows == cols ? new LineNumberNotation(this) : null;
    List<Notation<Edge>> list = new ArrayList<>();
    list.add(dotPairs);
    list.add(boxSides);
    if (lineNumbers != null) {
      list.add(lineNumbers);
    }
    this.notations = Collections.unmodifiableList(list);
    this.initialState = new DotsBoxesState(Board.initial(this));
  }

  /**
   * Returns the two-player game on {@code rows} x {@code cols} boxes with the default policy,
   * {@link TurnPolicy#EXTRA_TURN_ON_CAPTURE}. {@link #builder()} sets the other properties.
   *
   * @param rows the number of rows of boxes, 1 to {@link #MAX_SIZE}
   * @param cols the number of columns of boxes, 1 to {@link #MAX_SIZE}
   * @return the game
   * @throws IllegalArgumentException if a size is outside its range; the message names the size,
   *     the limit and the value, such as {@code "rows must be between 1 and 100 (the largest board
   *     is 100 x 100 boxes), got 0"}
   */
  public static DotsBoxes of(int rows, int cols) {
    return new DotsBoxes(rows, cols, 2, TurnPolicy.EXTRA_TURN_ON_CAPTURE);
  }

  /**
   * Returns a builder with the default settings: 3 x 3 boxes, 2 players,
   * {@link TurnPolicy#EXTRA_TURN_ON_CAPTURE}.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns a builder set to this game's settings, to build a game that differs in some of them:
   * {@code game.toBuilder().build()} equals {@code game}.
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    return builder().rows(rows).cols(cols).players(players).turnPolicy(turnPolicy);
  }

  /**
   * Returns the game that a spec names, such as {@code dots-boxes(rows=3,cols=5)} read by {@link
   * GameSpec#parse(String)}: the reverse of {@link #spec()}, so {@code fromSpec(game.spec())}
   * equals {@code game} for every game with a built-in turn policy.
   *
   * <p>Every parameter is optional: {@code rows} and {@code cols} default to each other, or to 3
   * when both are missing, so {@code dots-boxes(rows=5)} is 5 x 5; {@code players} defaults to 2;
   * {@code turns} defaults to {@code extra-turn-on-capture} and may also be {@code alternate} or
   * another built-in policy's name ({@link TurnPolicy#builtIns()}). Custom turn policies cannot be
   * read from text: a game built with one has a spec that this method refuses, naming the policy.
   *
   * @param spec a spec with id {@code dots-boxes}
   * @return the game
   * @throws IllegalArgumentException if the id differs, a parameter is unknown, a number is not an
   *     integer or out of range, or the turn policy is not built in; the message names the
   *     parameter and what is allowed, such as {@code "parameter rows must be between 1 and 100
   *     (the largest board is 100 x 100 boxes), got 0"}
   * @throws NullPointerException if {@code spec} is null
   */
  public static DotsBoxes fromSpec(GameSpec spec) {
    GameSpec checked = requireNonNull(spec, "spec").requireOnly(ID, PARAMETERS);
    int rows;
    int cols;
    if (checked.get("rows").isEmpty() && checked.get("cols").isEmpty()) {
      rows = DEFAULT_SIZE;
      cols = DEFAULT_SIZE;
    } else if (checked.get("rows").isEmpty()) {
      cols = specSize("cols", checked.intParameter("cols", 0));
      rows = cols;
    } else {
      rows = specSize("rows", checked.intParameter("rows", 0));
      cols =
          checked.get("cols").isEmpty() ? rows : specSize("cols", checked.intParameter("cols", 0));
    }
    int players = checked.intParameter("players", 2);
    TurnPolicy policy = TurnPolicy.EXTRA_TURN_ON_CAPTURE;
    String turns = checked.get("turns").orElse(null);
    if (turns != null) {
      policy =
          TurnPolicy.builtIns().stream()
              .filter(builtIn -> builtIn.name().equals(turns))
              .findFirst()
              .orElseThrow(
                  () ->
                      new IllegalArgumentException(
                          "parameter turns of dots-boxes must be one of "
                              + TurnPolicy.builtIns().stream()
                                  .map(TurnPolicy::name)
                                  .collect(Collectors.joining(", "))
                              + ", got '"
                              + turns
                              + "'; custom turn policies cannot be read from text, build the game"
                              + " with DotsBoxes.builder().turnPolicy(policy) instead"));
    }
    try {
      return new DotsBoxes(rows, cols, players, policy);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("parameter " + e.getMessage() + " in " + checked, e);
    }
  }

  /** Checks a size read from a spec, naming the parameter in the message. */
  private static int specSize(String name, int value) {
    try {
      return checkSize(name, value);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("parameter " + e.getMessage(), e);
    }
  }

  private static int checkSize(String name, int size) {
    checkArgument(
        size >= 1 && size <= MAX_SIZE,
        "%s must be between 1 and %s (the largest board is %s x %s boxes), got %s",
        name,
        MAX_SIZE,
        MAX_SIZE,
        MAX_SIZE,
        size);
    return size;
  }

  private static int checkPlayers(int players) {
    checkArgument(
        players >= MIN_PLAYERS && players <= MAX_PLAYERS,
        "players must be between %s and %s, got %s",
        MIN_PLAYERS,
        MAX_PLAYERS,
        players);
    return players;
  }

  /**
   * Builds a {@link DotsBoxes} game: set the properties that differ from the defaults, then
   * {@link #build()}, which checks them all. Each setter only records its value. Not thread-safe;
   * a builder can build any number of games.
   */
  public static final class Builder {

    private int rows = DEFAULT_SIZE;
    private int cols = DEFAULT_SIZE;
    private int players = 2;
    private TurnPolicy turnPolicy = TurnPolicy.EXTRA_TURN_ON_CAPTURE;

    private Builder() {}

    /**
     * Sets the number of rows of boxes; the default is 3.
     *
     * @param rows 1 to {@link #MAX_SIZE}, checked by {@link #build()}
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder rows(int rows) {
      this.rows = rows;
      return this;
    }

    /**
     * Sets the number of columns of boxes; the default is 3.
     *
     * @param cols 1 to {@link #MAX_SIZE}, checked by {@link #build()}
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder cols(int cols) {
      this.cols = cols;
      return this;
    }

    /**
     * Sets the number of players, named {@code A}, {@code B}, ... in turn order; the default is
     * 2.
     *
     * @param players {@link #MIN_PLAYERS} to {@link #MAX_PLAYERS}, checked by {@link #build()}
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder players(int players) {
      this.players = players;
      return this;
    }

    /**
     * Sets who moves after each move; the default is {@link TurnPolicy#EXTRA_TURN_ON_CAPTURE}.
     *
     * <p>A custom policy (not one of {@link TurnPolicy#builtIns()}) works like the built-in ones,
     * but its game's spec cannot be read back by {@link DotsBoxes#fromSpec(GameSpec)}; it must
     * not use a built-in policy's name, and games are equal when their policies' names are.
     *
     * @param turnPolicy the policy
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
     * @return the game
     * @throws IllegalArgumentException if a size or the player count is outside its range (the
     *     message names it, the limit and the value, such as {@code "players must be between 2 and
     *     26, got 1"}), or a custom policy takes a built-in policy's name
     */
    public DotsBoxes build() {
      return new DotsBoxes(rows, cols, players, turnPolicy);
    }
  }

  /**
   * Returns the number of rows of boxes.
   *
   * @return 1 to {@link #MAX_SIZE}
   */
  public int rows() {
    return rows;
  }

  /**
   * Returns the number of columns of boxes.
   *
   * @return 1 to {@link #MAX_SIZE}
   */
  public int cols() {
    return cols;
  }

  /**
   * Returns whether the board has as many rows as columns.
   *
   * @return whether the board is square
   */
  public boolean isSquare() {
    return rows == cols;
  }

  /**
   * Returns the number of lines of the board, {@code (rows + 1) * cols + rows * (cols + 1)}: the
   * length of every game.
   *
   * @return the number of edges
   */
  public int edgeCount() {
    return edgeCount;
  }

  /**
   * Returns the number of boxes, {@code rows * cols}.
   *
   * @return the number of boxes
   */
  public int boxCount() {
    return boxCount;
  }

  @Override
  public GameSpec spec() {
    return spec;
  }

  @Override
  public int playerCount() {
    return players;
  }

  @Override
  public TurnPolicy turnPolicy() {
    return turnPolicy;
  }

  @Override
  public DotsBoxesState initialState() {
    return initialState;
  }

  /**
   * Returns {@code dot-pair}, {@code box-side} and, on square boards, {@code line-number}.
   *
   * @return the notations, the dot-pair notation first
   */
  @Override
  public List<Notation<Edge>> notations() {
    return notations;
  }

  /**
   * Returns the dot-pair notation, the default.
   *
   * @return the notation named {@code dot-pair}
   */
  public Notation<Edge> dotPairs() {
    return dotPairs;
  }

  /**
   * Returns the contest's box-and-side notation.
   *
   * @return the notation named {@code box-side}
   */
  public Notation<Edge> boxSides() {
    return boxSides;
  }

  /**
   * Returns the web game's line-number notation, which only square boards have.
   *
   * @return the notation named {@code line-number}, or empty when the board is not square
   */
  public Optional<Notation<Edge>> lineNumbers() {
    return Optional.ofNullable(lineNumbers);
  }

  /** Returns the box-and-side notation with its box and side names, for the contest protocol. */
  BoxSideNotation boxSideNames() {
    return boxSides;
  }

  /**
   * Returns {@code A} for the first player, {@code B} for the second, and so on.
   *
   * @param player a player of this game
   * @return a one-letter name
   * @throws IllegalArgumentException if the player is not in this game
   */
  @Override
  public String playerName(Player player) {
    return String.valueOf((char) ('A' + checkedPlayer(player)));
  }

  /** Returns the index of a player of this game, or refuses it as {@link #playerName} does. */
  int checkedPlayer(Player player) {
    requireNonNull(player, "player");
    checkArgument(player.index() < players, "%s is not in a game of %s players", player, players);
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
   * @return the state it names
   * @throws io.github.gridgames.core.NotationException if the text is malformed or names a
   *     position the rules cannot produce (see the class comment); the message names the
   *     character and what was expected there
   * @throws NullPointerException if {@code text} is null
   */
  @Override
  public DotsBoxesState parsePosition(String text) {
    requireNonNull(text, "text");
    return DotsBoxesPositionText.read(this, text);
  }

  /**
   * Returns the number of lines, {@link #edgeCount()}: every game lasts exactly that long.
   *
   * @return the edge count
   */
  @Override
  public OptionalInt maxMoves() {
    return OptionalInt.of(edgeCount);
  }

  /**
   * Returns {@code true}: each player's score is the number of boxes they completed.
   *
   * @return true
   */
  @Override
  public boolean keepsScore() {
    return true;
  }

  /**
   * Returns whether a dot is on this board: {@code 0 <= row <= rows} and {@code 0 <= col <= cols}.
   *
   * @param dot the dot
   * @return whether it is on the board
   */
  public boolean contains(Edge.Dot dot) {
    requireNonNull(dot, "dot");
    return dot.row() >= 0 && dot.row() <= rows && dot.col() >= 0 && dot.col() <= cols;
  }

  /**
   * Returns whether a box is on this board: {@code 0 <= row < rows} and {@code 0 <= col < cols}.
   *
   * @param box the box
   * @return whether it is on the board
   */
  public boolean contains(Box box) {
    requireNonNull(box, "box");
    return box.row() >= 0 && box.row() < rows && box.col() >= 0 && box.col() < cols;
  }

  /**
   * Returns whether a line is a unit line between two dots of this board, one that some state
   * can draw.
   *
   * @param edge the line
   * @return whether it is a line of this board
   * @throws NullPointerException if {@code edge} is null
   */
  public boolean contains(Edge edge) {
    return classify(edge) >= 0;
  }

  /**
   * Returns the line with the given edge index (see the class comment for the order).
   *
   * @param index 0 to {@code edgeCount() - 1}
   * @return the line
   * @throws IndexOutOfBoundsException if the index is out of range, with the message {@code "edge
   *     index (12) must be less than size (12)"}
   */
  public Edge edge(int index) {
    return edges[checkElementIndex(index, edgeCount, "edge index")];
  }

  /**
   * Returns every line of the board in edge-index order.
   *
   * @return an unmodifiable list of {@link #edgeCount()} lines
   */
  public List<Edge> edges() {
    return Collections.unmodifiableList(Arrays.asList(edges));
  }

  /**
   * Returns the edge index of a line (see the class comment); {@link #contains(Edge)} tells
   * whether a line has one.
   *
   * @param edge a unit line of this board
   * @return its index, 0 to {@code edgeCount() - 1}
   * @throws IllegalArgumentException if the line is not a unit line of this board, with the
   *     message {@code "the line (0,0)-(1,1) is not a unit line of this 3 x 3 board"}
   * @throws NullPointerException if {@code edge} is null
   */
  public int indexOf(Edge edge) {
    int index = classify(edge);
    checkArgument(
        index >= 0, "the line %s is not a unit line of this %s x %s board", edge, rows, cols);
    return index;
  }

  /** Refuses a line that is not a unit line of this board, as {@link #indexOf(Edge)} does. */
  void checkOnBoard(Edge edge) {
    checkArgument(
        classify(edge) >= 0, "the line %s is not a unit line of this %s x %s board", edge, rows, cols);
  }

  /**
   * Returns the index of the box, {@code row * cols + col}.
   *
   * @param box a box of this board
   * @return its index, 0 to {@code boxCount() - 1}
   * @throws IllegalArgumentException if the box is not on this board, with the message {@code
   *     "box (3,0) is outside the board of 3 x 3 boxes"}
   * @throws NullPointerException if {@code box} is null
   */
  public int indexOf(Box box) {
    checkOnBoard(box);
    return box.row() * cols + box.col();
  }

  /** Refuses a box that is not on this board, as {@link #indexOf(Box)} does. */
  void checkOnBoard(Box box) {
    checkArgument(contains(box), "%s is outside the board of %s x %s boxes", box, rows, cols);
  }

  /**
   * Returns the box with the given index.
   *
   * @param index 0 to {@code boxCount() - 1}
   * @return the box {@code (index / cols, index % cols)}
   * @throws IndexOutOfBoundsException if the index is out of range, with the message {@code "box
   *     index (-1) must not be negative"}
   */
  public Box box(int index) {
    checkElementIndex(index, boxCount, "box index");
    return Box.of(index / cols, index % cols);
  }

  /**
   * Returns the boxes a line is a side of: one for a line on the border of the board, two inside,
   * the box above (or left) first.
   *
   * @param edge a line of this board
   * @return one or two boxes
   * @throws IllegalArgumentException if the line is not a unit line of this board
   */
  public List<Box> boxesOf(Edge edge) {
    int index = indexOf(edge);
    int a = geometry.edgeBoxes[2 * index];
    int b = geometry.edgeBoxes[2 * index + 1];
    if (a < 0) {
      return List.of(box(b));
    }
    if (b < 0) {
      return List.of(box(a));
    }
    return List.of(box(a), box(b));
  }

  /**
   * Returns the four sides of a box: top, bottom, left, right.
   *
   * @param box a box of this board
   * @return its four lines in that order
   * @throws IllegalArgumentException if the box is not on this board
   */
  public List<Edge> sidesOf(Box box) {
    int b = indexOf(box);
    int[] sides = geometry.boxEdges;
    return List.of(
        edges[sides[4 * b]],
        edges[sides[4 * b + 1]],
        edges[sides[4 * b + 2]],
        edges[sides[4 * b + 3]]);
  }

  /**
   * Returns the index of a box beside a line, for code that works on edge and box indexes (see
   * {@link DotsBoxesPosition}).
   *
   * @param edge an edge index, 0 to {@code edgeCount() - 1}
   * @param which 0 for the box above a horizontal line or left of a vertical one, 1 for the box
   *     below or right of it
   * @return the box index, or empty where that side of the line is outside the board
   * @throws IndexOutOfBoundsException if {@code edge} or {@code which} is out of range
   */
  public OptionalInt boxBeside(int edge, int which) {
    checkElementIndex(edge, edgeCount, "edge index");
    checkElementIndex(which, 2, "which");
    int box = geometry.edgeBoxes[2 * edge + which];
    return box < 0 ? OptionalInt.empty() : OptionalInt.of(box);
  }

  /**
   * Returns the edge index of one side of a box, for code that works on edge and box indexes.
   *
   * @param box a box index, 0 to {@code boxCount() - 1}
   * @param side 0 for the top, 1 the bottom, 2 the left, 3 the right side
   * @return the edge index of that side
   * @throws IndexOutOfBoundsException if {@code box} or {@code side} is out of range
   */
  public int sideOf(int box, int side) {
    checkElementIndex(box, boxCount, "box index");
    checkElementIndex(side, 4, "side");
    return geometry.boxEdges[4 * box + side];
  }

  /**
   * Returns a state of this game from its parts, for example to resume a game saved elsewhere.
   * The boxes owned must be exactly the completed ones (all four sides drawn).
   *
   * @param drawn the drawn lines, each a unit line of this board; duplicates count once
   * @param owners the owner of every completed box
   * @param toMove the player to move (in a finished game, the player who would move next)
   * @return the state
   * @throws IllegalArgumentException if a line or box is not on this board, a player is not in
   *     this game, a completed box has no owner, or an incomplete box has one; the message names
   *     it
   * @throws NullPointerException if an argument or an element is null
   */
  public DotsBoxesState stateOf(
      Collection<Edge> drawn, Map<Box, Player> owners, Player toMove) {
    requireNonNull(drawn, "drawn");
    requireNonNull(owners, "owners");
    requireNonNull(toMove, "toMove");
    long[] words = new long[geometry.wordCount];
    for (Edge edge : drawn) {
      int index = classify(requireNonNull(edge, "drawn edge"));
      checkArgument(
          index >= 0, "the drawn line %s is not a unit line of this %s x %s board", edge, rows, cols);
      words[index >>> 6] |= 1L << index;
    }
    byte[] ownerOf = new byte[boxCount];
    owners.forEach(
        (box, player) -> {
          int b = indexOf(requireNonNull(box, "box"));
          checkPlayer(requireNonNull(player, "owner"), "owner of " + box);
          ownerOf[b] = (byte) (player.index() + 1);
        });
    int wrong = firstWronglyOwned(words, ownerOf);
    if (wrong >= 0) {
      throw new IllegalArgumentException(
          ownerOf[wrong] == 0
              ? box(wrong) + " is complete but has no owner; every completed box needs one"
              : box(wrong) + " has an owner but is not complete; only completed boxes are owned");
    }
    checkPlayer(toMove, "player to move");
    return new DotsBoxesState(Board.of(this, words, ownerOf, toMove.index()));
  }

  /**
   * Returns the first box, by box index, that breaks the rule of owners: a completed box (all four
   * sides drawn) without an owner, or an incomplete box with one; -1 when none does.
   *
   * @param words the drawn lines, bit {@code e & 63} of word {@code e >>> 6} for edge index e
   * @param ownerOf per box, its owner's index + 1, or 0
   */
  int firstWronglyOwned(long[] words, byte[] ownerOf) {
    for (int b = 0; b < boxCount; b++) {
      boolean complete = true;
      for (int k = 0; k < 4; k++) {
        int e = geometry.boxEdges[4 * b + k];
        complete &= (words[e >>> 6] & (1L << e)) != 0;
      }
      if (complete != (ownerOf[b] != 0)) {
        return b;
      }
    }
    return -1;
  }

  private void checkPlayer(Player player, String role) {
    checkArgument(
        player.index() < players,
        "the %s, %s, is not in a game of %s players",
        role,
        player,
        players);
  }

  // ---- package-private geometry for states, positions and notations ----

  BoardGeometry geometry() {
    return geometry;
  }

  int horizontalCount() {
    return geometry.horizontalCount;
  }

  int[] edgeBoxes() {
    return geometry.edgeBoxes;
  }

  /** The lines by edge index; never mutated by callers. */
  Edge[] edgeArray() {
    return edges;
  }

  /** Returns how the rules ask the turn policy who moves next. */
  TurnTable turns() {
    return turns;
  }

  /** Returns the edge index, or {@link #OUTSIDE} or {@link #NOT_UNIT}. */
  int classify(Edge edge) {
    requireNonNull(edge, "edge");
    if (!contains(edge.from()) || !contains(edge.to())) {
      return OUTSIDE;
    }
    Edge.Dot from = edge.from();
    if (edge.isHorizontal()) {
      return from.row() * cols + from.col();
    }
    if (edge.isVertical()) {
      return geometry.horizontalCount + from.row() * (cols + 1) + from.col();
    }
    return NOT_UNIT;
  }

  /** The violation for a line that {@link #classify(Edge)} found to be no edge of the board. */
  Violation refusal(Edge edge, int classified) {
    if (classified == OUTSIDE) {
      return Violation.of(
          Reason.OUT_OF_BOUNDS,
          "The line "
              + edge
              + " is outside the board: both dots must lie between (0,0) and ("
              + rows
              + ","
              + cols
              + ").");
    }
    return Violation.of(
        DotsBoxesReason.NOT_A_UNIT_LINE,
        "The line "
            + edge
            + " is not a unit horizontal or vertical line between adjacent dots.");
  }

  /** The violation for a line that is drawn already. */
  static Violation alreadyDrawn(Edge edge) {
    return Violation.of(
        DotsBoxesReason.ALREADY_DRAWN, "The line " + edge + " is already drawn.");
  }

  /** Games are equal when their {@linkplain #spec() canonical texts} are. */
  @Override
  public boolean equals(@Nullable Object o) {
    return o == this
        || (o instanceof DotsBoxes other
            && spec.equals(other.spec)
            && turnPolicy.equals(other.turnPolicy));
  }

  @Override
  public int hashCode() {
    return spec.hashCode();
  }

  /** Returns the canonical text, such as {@code dots-boxes(rows=3,cols=3,players=2,turns=alternate)}. */
  @Override
  public String toString() {
    return spec.toString();
  }
}
