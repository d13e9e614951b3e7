package io.github.gridgames.server;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkElementIndex;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.dotsboxes.Box;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The numbering of lines and boxes used by the client/server web game, with its
 * {@code (line, box, box)} move tuples ({@link WebMove}) and whole turns, so that the server's
 * {@code /verify/} and {@code /find/} answer that game's client from the rules and any {@link
 * Agent}. Defined for square boards of {@code n x n} boxes only. The line numbers are those of the
 * game's {@code line-number} notation.
 *
 * <h2>Numbering</h2>
 *
 * <ul>
 *   <li>Boxes are numbered row by row from the top left: box {@code (r, c)} is {@code r * n + c},
 *       from 0 to {@code n * n - 1}.
 *   <li>Horizontal lines are numbered row by row from the top left: the line
 *       {@code (r,c)-(r,c+1)} is {@code r * n + c}, so the top side of box {@code b} is line
 *       {@code b} and its bottom side is line {@code b + n}.
 *   <li>Vertical lines, except those of the right border, come next, row by row: the line
 *       {@code (r,c)-(r+1,c)} with {@code c < n} is {@code n * n + n + r * n + c}, so the left side
 *       of box {@code b} is line {@code n * n + n + b}.
 *   <li>The right border comes last, from top to bottom: the line {@code (r,n)-(r+1,n)} is
 *       {@code 2 * n * n + n + r}.
 * </ul>
 *
 * <p>On a 4 x 4 board the top border is lines 0 to 3, the bottom border 16 to 19, the left border
 * 20, 24, 28 and 32, the right border 36 to 39, and the vertical lines of the first row of boxes
 * are 20, 21, 22, 23 and 36.
 *
 * <h2>Turns</h2>
 *
 * <p>A turn of the web game is one player's moves until the turn passes: each line that completed
 * a box, then the final line that completed none, whose tuple has {@code -1} for both boxes. When
 * the turn's last line ends the game (it always completes a box), the list ends with
 * {@link WebMove#NONE} instead, as the web server does. The turn methods need the
 * {@link TurnPolicy#EXTRA_TURN_ON_CAPTURE} policy, the web game's rule.
 *
 * <h2>The web server's answers</h2>
 *
 * <p>{@link #verify(DotsBoxesState, int)} and {@link #find(DotsBoxesState, Agent, Budget)} answer
 * in the shapes of the web server's {@code /verify/} and {@code /find/}: a list of tuples that ends
 * with {@link WebMove#NONE} when the board is full; {@link WebMove#toJson(List)} writes that list
 * as the server's JSON. The server's requests carry only {@code lines[]}:
 * {@link #fromLines(int[])} builds the state they describe. Where the server refuses a request
 * (HTTP 400: a line number out of range, a line already drawn, a {@code lines[]} of the wrong
 * length or with values other than 0 and 1), these methods throw an
 * {@link IllegalArgumentException} (an {@link IllegalMoveException} for a line already drawn)
 * whose message names the bad value; they never answer {@code (-1, -1, -1)} for a refusal.
 */
final class WebGameNumbering {

  private final DotsBoxes game;
  private final int n;

  /** The line of each number. */
  private final Edge[] edges;

  /** The number of each line, by the game's edge index. */
  private final int[] numbers;

  private WebGameNumbering(DotsBoxes game) {
    this.game = requireNonNull(game, "game");
    checkArgument(
        game.isSquare(),
        "the web game's numbering is defined for square boards only; this board is %s x %s boxes",
        game.rows(),
        game.cols());
    this.n = game.rows();
    Notation<Edge> notation = game.notation("line-number");
    this.edges = new Edge[2 * n * (n + 1)];
    this.numbers = new int[edges.length];
    for (int line = 0; line < edges.length; line++) {
      edges[line] = notation.parse(Integer.toString(line));
      numbers[game.indexOf(edges[line])] = line;
    }
  }

  /**
   * Returns the numbering of a game.
   *
   * @param game a game on a square board
   * @return its numbering
   * @throws IllegalArgumentException if the board is not square
   */
  static WebGameNumbering of(DotsBoxes game) {
    return new WebGameNumbering(game);
  }

  /**
   * Returns the game.
   *
   * @return the game
   */
  public DotsBoxes game() {
    return game;
  }

  /**
   * Returns the web game's {@code size}: the number of boxes on each side.
   *
   * @return {@code n}
   */
  public int size() {
    return n;
  }

  /**
   * Returns the number of lines, {@code 2 * n * (n + 1)}.
   *
   * @return the line count
   */
  public int lineCount() {
    return 2 * n * (n + 1);
  }

  /**
   * Returns the number of boxes, {@code n * n}.
   *
   * @return the box count
   */
  public int boxCount() {
    return n * n;
  }

  /**
   * Returns a line's number.
   *
   * @param edge a unit line of the board
   * @return its number, 0 to {@code lineCount() - 1}
   * @throws IllegalArgumentException if the line is not a unit line of the board
   */
  public int lineNumber(Edge edge) {
    return numbers[game.indexOf(edge)];
  }

  /**
   * Returns the line with a number.
   *
   * @param line 0 to {@code lineCount() - 1}
   * @return the line
   * @throws IndexOutOfBoundsException if the number is out of range, with the message {@code "line
   *     number (40) must be less than size (40)"}
   */
  public Edge edge(int line) {
    checkElementIndex(line, lineCount(), "line number");
    return edges[line];
  }

  /**
   * Returns the line of a move given by its number, as {@link #verify} and {@link #playTurn} read
   * it: a number out of range is a bad move, refused like any bad argument, not an index error.
   */
  private Edge lineOfMove(int line) {
    checkArgument(
        line >= 0 && line < lineCount(),
        "line numbers of a %s x %s board run from 0 to %s, got %s",
        n,
        n,
        lineCount() - 1,
        line);
    return edge(line);
  }

  /**
   * Returns a box's number, {@code row * n + col}.
   *
   * @param box a box of the board
   * @return its number
   * @throws IllegalArgumentException if the box is not on the board
   */
  public int boxNumber(Box box) {
    return game.indexOf(box);
  }

  /**
   * Returns the box with a number.
   *
   * @param number 0 to {@code boxCount() - 1}
   * @return the box
   * @throws IndexOutOfBoundsException if the number is out of range, with the message {@code "box
   *     number (-1) must not be negative"}
   */
  public Box box(int number) {
    checkElementIndex(number, boxCount(), "box number");
    return game.box(number);
  }

  /**
   * Returns the tuple of a move already played: its line, and the numbers of the boxes above
   * (left) and below (right) of it that it completed, -1 for each it did not.
   *
   * @param before the state the move was played in
   * @param move the move
   * @param after the state after it
   * @return the tuple
   */
  private WebMove tuple(DotsBoxesState before, Edge move, DotsBoxesState after) {
    int index = game.indexOf(move);
    return new WebMove(
        lineNumber(move), completed(before, after, game.boxBeside(index, 0)), completed(before, after, game.boxBeside(index, 1)));
  }

  private int completed(DotsBoxesState before, DotsBoxesState after, OptionalInt box) {
    if (box.isEmpty()) {
      return -1;
    }
    Box beside = game.box(box.getAsInt());
    return before.owner(beside).isEmpty() && after.owner(beside).isPresent() ? box.getAsInt() : -1;
  }

  /**
   * Returns the tuple of drawing a line in a state, without playing it.
   *
   * @param state a state of this game
   * @param edge a legal line
   * @return the tuple
   * @throws IllegalMoveException if the line is illegal in the state
   * @throws IllegalArgumentException if the state is of another game
   */
  public WebMove tuple(DotsBoxesState state, Edge edge) {
    requireGame(state);
    return tuple(state, edge, state.play(edge));
  }

  /**
   * Answers as the web server's {@code /verify/} does: the tuple of drawing a line, followed by
   * {@link WebMove#NONE} when that line completes the board. So drawing line 6 that completes box
   * 2 on a 4 x 4 board answers {@code [(6, 2, -1)]}, and the last line of a game answers, for
   * example, {@code [(39, 15, -1), (-1, -1, -1)]}.
   *
   * @param state a state of this game
   * @param line a line number
   * @return one tuple, or two when the game ends with this line
   * @throws IllegalMoveException if the line is already drawn (the web server answers HTTP 400);
   *     the violation says so, or that the game is over when the board is full
   * @throws IllegalArgumentException if the state is of another game or the number is out of
   *     range; the message names the number and the range
   */
  public List<WebMove> verify(DotsBoxesState state, int line) {
    requireGame(state);
    Edge edge = lineOfMove(line);
    DotsBoxesState after = state.play(edge);
    WebMove tuple = tuple(state, edge, after);
    return after.isTerminal() ? List.of(tuple, WebMove.NONE) : List.of(tuple);
  }

  /**
   * Builds the state that the web server's requests describe by their {@code lines[]} alone: the
   * drawn lines, the completed boxes credited alternately to the first and second player in box
   * order (so the scores differ by at most one; the requests carry no owners), and the first
   * player to move. The answers of {@link #verify(DotsBoxesState, int)} and the tuples of a turn
   * depend on the lines only.
   *
   * @param lines for each line number, 1 if drawn, 0 if not
   * @return the state
   * @throws IllegalArgumentException if the array's length is not {@link #lineCount()} or an
   *     entry is neither 0 nor 1; the message names the entry
   * @throws NullPointerException if {@code lines} is null
   */
  public DotsBoxesState fromLines(int[] lines) {
    Set<Edge> drawn = drawnLines(lines);
    Map<Box, Player> owners = new HashMap<>();
    for (int b = 0; b < boxCount(); b++) {
      Box box = game.box(b);
      if (drawn.containsAll(game.sidesOf(box))) {
        owners.put(box, Player.of(owners.size() % 2));
      }
    }
    return game.stateOf(drawn, owners, Player.FIRST);
  }

  private Set<Edge> drawnLines(int[] lines) {
    requireNonNull(lines, "lines");
    checkArgument(
        lines.length == lineCount(),
        "lines[] of a %s x %s board has %s entries, got %s",
        n,
        n,
        lineCount(),
        lines.length);
    Set<Edge> drawn = new HashSet<>();
    for (int line = 0; line < lines.length; line++) {
      checkArgument(
          lines[line] == 0 || lines[line] == 1,
          "lines[%s] must be 0 or 1, got %s",
          line,
          lines[line]);
      if (lines[line] == 1) {
        drawn.add(edge(line));
      }
    }
    return drawn;
  }

  /**
   * Returns the tuples of one whole turn: the lines drawn by the player to move, each that
   * completed a box and then one that completed none, or ending the game (then
   * {@link WebMove#NONE} is appended).
   *
   * @param start the state at the start of the turn
   * @param moves the turn's lines, in order
   * @return the tuples
   * @throws IllegalMoveException if a line is illegal when it is drawn
   * @throws IllegalArgumentException if the state is of another game, the game's policy is not
   *     extra-turn-on-capture, the list is empty, a line comes after the turn has passed or the
   *     game has ended, or the turn is unfinished (its last line completed a box and the game
   *     goes on)
   */
  public List<WebMove> turn(DotsBoxesState start, List<Edge> moves) {
    requireTurns(start);
    requireNonNull(moves, "moves");
    checkArgument(!moves.isEmpty(), "a turn has at least one line, got none");
    List<WebMove> tuples = new ArrayList<>();
    DotsBoxesState state = start;
    for (int i = 0; i < moves.size(); i++) {
      checkArgument(
          i == 0 || !turnPassed(start, state),
          "line %s of the turn, %s, comes after the turn %s",
          i + 1,
          moves.get(i),
          state.isTerminal() ? "ended the game" : "passed to the next player");
      Edge move = requireNonNull(moves.get(i), "move");
      DotsBoxesState after = state.play(move);
      tuples.add(tuple(state, move, after));
      state = after;
    }
    finish(start, state, moves.size());
    if (state.isTerminal()) {
      tuples.add(WebMove.NONE);
    }
    return List.copyOf(tuples);
  }

  private void finish(DotsBoxesState start, DotsBoxesState end, int lines) {
    checkArgument(
        turnPassed(start, end),
        "the turn is unfinished: its last line (number %s) completed a box, so %s must draw"
            + " another line",
        lines,
        game.playerName(start.toMove()));
  }

  private static boolean turnPassed(DotsBoxesState start, DotsBoxesState now) {
    return now.isTerminal() || !now.toMove().equals(start.toMove());
  }

  /**
   * Plays one whole turn given as tuples, checking that each tuple's boxes are exactly the boxes
   * its line completes. A final {@link WebMove#NONE} after the game-ending line is optional.
   *
   * @param start the state at the start of the turn
   * @param tuples the turn's tuples, in order
   * @return the state after the turn
   * @throws IllegalMoveException if a line is illegal when it is drawn
   * @throws IllegalArgumentException if the state is of another game, the game's policy is not
   *     extra-turn-on-capture, the list is empty, a line number is out of range, a tuple's boxes
   *     differ from what its line completes (the message gives the right tuple), a tuple comes
   *     after the turn passed or the game ended, or the turn is unfinished
   */
  public DotsBoxesState playTurn(DotsBoxesState start, List<WebMove> tuples) {
    requireTurns(start);
    requireNonNull(tuples, "tuples");
    checkArgument(!tuples.isEmpty(), "a turn has at least one tuple, got none");
    DotsBoxesState state = start;
    int lines = 0;
    for (int i = 0; i < tuples.size(); i++) {
      WebMove tuple = requireNonNull(tuples.get(i), "tuple");
      if (tuple.isNone() && state.isTerminal() && i == tuples.size() - 1 && i > 0) {
        break;
      }
      checkArgument(
          !tuple.isNone(),
          "tuple %s of the turn, %s, draws no line; it may only follow the line that ends the game",
          i + 1,
          tuple);
      checkArgument(
          i == 0 || !turnPassed(start, state),
          "tuple %s of the turn, %s, comes after the turn %s",
          i + 1,
          tuple,
          state.isTerminal() ? "ended the game" : "passed to the next player");
      Edge move = lineOfMove(tuple.line());
      DotsBoxesState after = state.play(move);
      WebMove expected = tuple(state, move, after);
      checkArgument(
          expected.equals(tuple),
          "tuple %s of the turn, %s, does not match the rules: drawing line %s gives %s",
          i + 1,
          tuple,
          tuple.line(),
          expected);
      state = after;
      lines++;
    }
    finish(start, state, lines);
    return state;
  }

  /**
   * Plays a whole turn chosen by an agent, as the web server's {@code /find/} does: the agent is
   * asked for a line until the turn passes or the game ends. On a full board the answer is
   * {@code [(-1, -1, -1)]}, as the server's.
   *
   * @param state a state of this game
   * @param agent the agent choosing each line
   * @param budget the budget for each choice
   * @return the turn's tuples, as {@link #turn(DotsBoxesState, List)} gives them, or just
   *     {@link WebMove#NONE} when the game is over
   * @throws IllegalArgumentException if the state is of another game, or the game's policy is not
   *     extra-turn-on-capture
   * @throws IllegalMoveException if the agent chooses an illegal line
   */
  public List<WebMove> find(
      DotsBoxesState state, Agent<DotsBoxesState, Edge> agent, Budget budget) {
    requireTurns(state);
    requireNonNull(agent, "agent");
    requireNonNull(budget, "budget");
    if (state.isTerminal()) {
      return List.of(WebMove.NONE);
    }
    List<Edge> lines = new ArrayList<>();
    DotsBoxesState current = state;
    do {
      Edge edge = agent.chooseMove(current, budget);
      current = current.play(edge);
      lines.add(edge);
    } while (!current.isTerminal() && current.toMove().equals(state.toMove()));
    return turn(state, lines);
  }

  private void requireGame(DotsBoxesState state) {
    requireNonNull(state, "state");
    checkArgument(state.game().equals(game), "the state is of %s, not of %s", state.game(), game);
  }

  private void requireTurns(DotsBoxesState state) {
    requireGame(state);
    checkArgument(
        game.turnPolicy() == TurnPolicy.EXTRA_TURN_ON_CAPTURE,
        "the web game's turns need the extra-turn-on-capture policy; this game uses %s",
        game.turnPolicy().name());
  }

  /** Two WebGameNumberings are equal when they are of equal games. */
  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof WebGameNumbering other && game.equals(other.game);
  }

  @Override
  public int hashCode() {
    return game.hashCode() * 31 + 16;
  }

  /**
   * One move of the web game in its {@code (line, box, box)} form (see {@link WebGameNumbering}):
   * the line drawn, then the box on one side of it and the box on the other side, each the box's
   * number if this line completed it and {@code -1} if not.
   *
   * <p>The slots are positional: {@code box1} is the box above a horizontal line or left of a
   * vertical line, {@code box2} the box below or right of it. So {@code (2, -1, -1)} drew line 2 and
   * completed nothing, and on a 4 x 4 board {@code (6, 2, -1)} drew line 6 and completed box 2 (above
   * it) but not box 6 (below it). {@link #NONE}, {@code (-1, -1, -1)}, is the web game's answer when
   * no line is drawn: the game is over, or the line asked for was taken.
   *
   * <p>The text form is the reference's tuple, {@code (6, 2, -1)}; {@link #toJson()} and
   * {@link #toJson(List)} write the JSON the web server sends, {@code [6,2,-1]} and
   * {@code [[6,2,-1],[7,-1,-1]]}.
   *
   * @param line the line number, or -1 for no line
   * @param box1 the completed box above or left of the line, or -1
   * @param box2 the completed box below or right of the line, or -1
   */
  record WebMove(int line, int box1, int box2) {

    /** {@code (-1, -1, -1)}: no line was drawn (the game is over, or the line was taken). */
    public static final WebMove NONE = new WebMove(-1, -1, -1);

    /**
     * Creates a move.
     *
     * @param line the line number, or -1
     * @param box1 the box above or left of the line if completed, else -1
     * @param box2 the box below or right of the line if completed, else -1
     * @throws IllegalArgumentException if a number is below -1, or {@code line} is -1 while a box is
     *     not
     */
    public WebMove {
      checkArgument(
          line >= -1 && box1 >= -1 && box2 >= -1,
          "line and box numbers must be >= -1, got (%s, %s, %s)",
          line,
          box1,
          box2);
      checkArgument(
          line != -1 || (box1 == -1 && box2 == -1),
          "without a line (-1) no box can be completed, got (%s, %s, %s)",
          line,
          box1,
          box2);
    }

    /**
     * Returns whether the move completed no box, so that the mover's turn ends with it.
     *
     * @return whether both boxes are -1
     */
    public boolean endsTurn() {
      return box1 == -1 && box2 == -1;
    }

    /**
     * Returns whether this is {@link #NONE}: no line drawn.
     *
     * @return whether {@code line} is -1
     */
    public boolean isNone() {
      return line == -1;
    }

    /** Returns the tuple text, such as {@code (6, 2, -1)}. */
    @Override
    public String toString() {
      return "(" + line + ", " + box1 + ", " + box2 + ")";
    }

    /**
     * Writes a whole turn as a list of tuples, such as {@code [(6, 2, -1), (7, -1, -1)]}.
     *
     * @param moves the moves
     * @return the list text
     * @throws NullPointerException if {@code moves} or an element is null
     */
    public static String formatAll(List<WebMove> moves) {
      return join(moves, WebMove::toString, ", ");
    }

    /**
     * Writes this tuple as a JSON array, such as {@code [6,2,-1]}.
     *
     * @return the JSON text, without spaces
     */
    public String toJson() {
      return "[" + line + "," + box1 + "," + box2 + "]";
    }

    /**
     * Writes tuples as a JSON array of arrays, as the web server answers {@code /find/} and
     * {@code /verify/}, such as {@code [[6,2,-1],[7,-1,-1]]}; {@code []} for no tuples.
     *
     * @param moves the moves
     * @return the JSON text, without spaces
     * @throws NullPointerException if {@code moves} or an element is null
     */
    public static String toJson(List<WebMove> moves) {
      return join(moves, WebMove::toJson, ",");
    }

    private static String join(
        List<WebMove> moves, Function<WebMove, String> format, String separator) {
      StringBuilder sb = new StringBuilder("[");
      for (int i = 0; i < moves.size(); i++) {
        if (i > 0) {
          sb.append(separator);
        }
        sb.append(format.apply(requireNonNull(moves.get(i), "move")));
      }
      return sb.append(']').toString();
    }
  }
}
