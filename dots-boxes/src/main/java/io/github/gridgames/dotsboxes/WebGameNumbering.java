package io.github.gridgames.dotsboxes;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The numbering of lines and boxes used by the client/server web game, with its
 * {@code (line, box, box)} move tuples ({@link WebMove}) and whole turns, so that a client of
 * that game can use these rules and any {@link Agent} unchanged. Defined for square boards of
 * {@code n x n} boxes only.
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
 */
public final class WebGameNumbering {

  private final DotsBoxes game;
  private final int n;

  WebGameNumbering(DotsBoxes game) {
    this.game = requireNonNull(game, "game");
    if (!game.isSquare()) {
      throw new IllegalArgumentException(
          "the web game's numbering is defined for square boards only; this board is "
              + game.rows()
              + " x "
              + game.cols()
              + " boxes");
    }
    this.n = game.rows();
  }

  /**
   * Returns the numbering of a game.
   *
   * @param game a game on a square board
   * @return its numbering
   * @throws IllegalArgumentException if the board is not square
   */
  public static WebGameNumbering of(DotsBoxes game) {
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
   * Returns the line-number notation of this numbering.
   *
   * @return the notation named {@code line-number}
   */
  public LineNumberNotation notation() {
    return new LineNumberNotation(this);
  }

  /**
   * Returns a line's number.
   *
   * @param edge a unit line of the board
   * @return its number, 0 to {@code lineCount() - 1}
   * @throws IllegalArgumentException if the line is not a unit line of the board
   */
  public int lineNumber(Edge edge) {
    int index = game.requireEdge(edge);
    if (edge.isHorizontal()) {
      return index;
    }
    int r = edge.from().row();
    int c = edge.from().col();
    return c < n ? n * n + n + r * n + c : 2 * n * n + n + r;
  }

  /**
   * Returns the line with a number.
   *
   * @param line 0 to {@code lineCount() - 1}
   * @return the line
   * @throws IllegalArgumentException if the number is out of range
   */
  public Edge edge(int line) {
    if (line < 0 || line >= lineCount()) {
      throw new IllegalArgumentException(
          "line numbers of a " + n + " x " + n + " board run from 0 to " + (lineCount() - 1)
              + ", got " + line);
    }
    int horizontal = n * (n + 1);
    if (line < horizontal) {
      return Edge.horizontal(line / n, line % n);
    }
    int inner = line - horizontal;
    if (inner < n * n) {
      return Edge.vertical(inner / n, inner % n);
    }
    return Edge.vertical(inner - n * n, n);
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
   * @throws IllegalArgumentException if the number is out of range
   */
  public Box box(int number) {
    if (number < 0 || number >= boxCount()) {
      throw new IllegalArgumentException(
          "box numbers of a " + n + " x " + n + " board run from 0 to " + (boxCount() - 1)
              + ", got " + number);
    }
    return game.box(number);
  }

  /**
   * Returns the tuple of a move already played: its line, and the numbers of the boxes above
   * (left) and below (right) of it that it completed, -1 for each it did not.
   *
   * @param result the move's result, from {@link DotsBoxesState#playAndReport(Edge)}
   * @return the tuple
   * @throws IllegalArgumentException if the result is of another game
   */
  public WebMove tuple(MoveResult result) {
    requireNonNull(result, "result");
    requireGame(result.before());
    int index = game.requireEdge(result.move());
    int[] edgeBoxes = game.edgeBoxes();
    int first = edgeBoxes[2 * index];
    int second = edgeBoxes[2 * index + 1];
    return new WebMove(
        lineNumber(result.move()), completed(result, first), completed(result, second));
  }

  private int completed(MoveResult result, int box) {
    return box >= 0 && result.completedBoxes().contains(game.box(box)) ? box : -1;
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
    return tuple(state.playAndReport(edge));
  }

  /**
   * Answers as the web server's {@code /verify} does: the tuple of drawing a line, or
   * {@link WebMove#NONE} when the game is over or the line is taken.
   *
   * @param state a state of this game
   * @param line a line number
   * @return the tuple, or {@code (-1, -1, -1)}
   * @throws IllegalArgumentException if the state is of another game or the number is out of
   *     range
   */
  public WebMove verify(DotsBoxesState state, int line) {
    requireGame(state);
    Edge edge = edge(line);
    if (state.isTerminal() || state.isDrawn(edge)) {
      return WebMove.NONE;
    }
    return tuple(state, edge);
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
    if (moves.isEmpty()) {
      throw new IllegalArgumentException("a turn has at least one line");
    }
    List<WebMove> tuples = new ArrayList<>();
    DotsBoxesState state = start;
    for (int i = 0; i < moves.size(); i++) {
      if (i > 0 && (state.isTerminal() || !state.toMove().equals(start.toMove()))) {
        throw new IllegalArgumentException(
            "line "
                + (i + 1)
                + " of the turn, "
                + moves.get(i)
                + ", comes after the turn "
                + (state.isTerminal() ? "ended the game" : "passed to the next player"));
      }
      MoveResult result = state.playAndReport(requireNonNull(moves.get(i), "move"));
      tuples.add(tuple(result));
      state = result.after();
    }
    finish(start, state, moves.size());
    if (state.isTerminal()) {
      tuples.add(WebMove.NONE);
    }
    return List.copyOf(tuples);
  }

  private void finish(DotsBoxesState start, DotsBoxesState end, int lines) {
    if (!end.isTerminal() && end.toMove().equals(start.toMove())) {
      throw new IllegalArgumentException(
          "the turn is unfinished: its last line (number "
              + lines
              + ") completed a box, so "
              + game.playerName(start.toMove())
              + " must draw another line");
    }
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
    if (tuples.isEmpty()) {
      throw new IllegalArgumentException("a turn has at least one tuple");
    }
    DotsBoxesState state = start;
    int lines = 0;
    for (int i = 0; i < tuples.size(); i++) {
      WebMove tuple = requireNonNull(tuples.get(i), "tuple");
      boolean passed = i > 0 && (state.isTerminal() || !state.toMove().equals(start.toMove()));
      if (tuple.isNone() && state.isTerminal() && i == tuples.size() - 1 && i > 0) {
        break;
      }
      if (tuple.isNone()) {
        throw new IllegalArgumentException(
            "tuple " + (i + 1) + " of the turn, " + tuple
                + ", draws no line; it may only follow the line that ends the game");
      }
      if (passed) {
        throw new IllegalArgumentException(
            "tuple "
                + (i + 1)
                + " of the turn, "
                + tuple
                + ", comes after the turn "
                + (state.isTerminal() ? "ended the game" : "passed to the next player"));
      }
      MoveResult result = state.playAndReport(edge(tuple.line()));
      WebMove expected = tuple(result);
      if (!expected.equals(tuple)) {
        throw new IllegalArgumentException(
            "tuple " + (i + 1) + " of the turn, " + tuple + ", does not match the rules: drawing line "
                + tuple.line() + " gives " + expected);
      }
      state = result.after();
      lines++;
    }
    finish(start, state, lines);
    return state;
  }

  /**
   * Plays a whole turn chosen by an agent, as the web server's {@code /find} does: the agent is
   * asked for a line until the turn passes or the game ends.
   *
   * @param state a state of this game that is not over
   * @param agent the agent choosing each line
   * @param budget the budget for each choice
   * @return the turn's tuples, as {@link #turn(DotsBoxesState, List)} gives them
   * @throws IllegalArgumentException if the state is of another game or over, or the game's
   *     policy is not extra-turn-on-capture
   * @throws IllegalMoveException if the agent chooses an illegal line
   */
  public List<WebMove> find(
      DotsBoxesState state, Agent<DotsBoxesState, Edge> agent, Budget budget) {
    requireTurns(state);
    requireNonNull(agent, "agent");
    requireNonNull(budget, "budget");
    if (state.isTerminal()) {
      throw new IllegalArgumentException("the game is over; there is no turn to find");
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

  /**
   * Returns the web game's {@code lines[]}: for each line number, 1 if drawn, 0 if not.
   *
   * @param state a state of this game
   * @return a new array of {@link #lineCount()} entries
   * @throws IllegalArgumentException if the state is of another game
   */
  public int[] lines(DotsBoxesState state) {
    requireGame(state);
    int[] lines = new int[lineCount()];
    for (int line = 0; line < lines.length; line++) {
      lines[line] = state.isDrawn(edge(line)) ? 1 : 0;
    }
    return lines;
  }

  /**
   * Returns the web game's {@code claims[]}: for each box number, 0 if unclaimed, else the
   * owner's player number counted from 1.
   *
   * @param state a state of this game
   * @return a new array of {@link #boxCount()} entries
   * @throws IllegalArgumentException if the state is of another game
   */
  public int[] claims(DotsBoxesState state) {
    requireGame(state);
    int[] claims = new int[boxCount()];
    for (int b = 0; b < claims.length; b++) {
      claims[b] = state.ownerCode(b);
    }
    return claims;
  }

  /**
   * Rebuilds a state from the web game's arrays, as its {@code /resume} does.
   *
   * @param lines for each line number, 1 if drawn, 0 if not
   * @param claims for each box number, 0 if unclaimed, else the owner's player number from 1
   * @param toMove the player to move
   * @return the state
   * @throws IllegalArgumentException if an array has the wrong length or a value out of range, a
   *     claimed box is incomplete or a complete box unclaimed; the message names the entry
   */
  public DotsBoxesState resume(int[] lines, int[] claims, Player toMove) {
    requireNonNull(lines, "lines");
    requireNonNull(claims, "claims");
    requireNonNull(toMove, "toMove");
    if (lines.length != lineCount()) {
      throw new IllegalArgumentException(
          "lines[] of a " + n + " x " + n + " board has " + lineCount() + " entries, got "
              + lines.length);
    }
    if (claims.length != boxCount()) {
      throw new IllegalArgumentException(
          "claims[] of a " + n + " x " + n + " board has " + boxCount() + " entries, got "
              + claims.length);
    }
    List<Edge> drawn = new ArrayList<>();
    for (int line = 0; line < lines.length; line++) {
      if (lines[line] != 0 && lines[line] != 1) {
        throw new IllegalArgumentException(
            "lines[" + line + "] must be 0 or 1, got " + lines[line]);
      }
      if (lines[line] == 1) {
        drawn.add(edge(line));
      }
    }
    Map<Box, Player> owners = new HashMap<>();
    for (int b = 0; b < claims.length; b++) {
      if (claims[b] < 0 || claims[b] > game.playerCount()) {
        throw new IllegalArgumentException(
            "claims[" + b + "] must be 0 (unclaimed) or a player number from 1 to "
                + game.playerCount() + ", got " + claims[b]);
      }
      if (claims[b] > 0) {
        owners.put(game.box(b), Player.of(claims[b] - 1));
      }
    }
    return game.stateOf(drawn, owners, toMove);
  }

  private void requireGame(DotsBoxesState state) {
    requireNonNull(state, "state");
    if (!state.game().equals(game)) {
      throw new IllegalArgumentException(
          "the state is of " + state.game() + ", not of " + game);
    }
  }

  private void requireTurns(DotsBoxesState state) {
    requireGame(state);
    if (game.turnPolicy() != TurnPolicy.EXTRA_TURN_ON_CAPTURE) {
      throw new IllegalArgumentException(
          "the web game's turns need the extra-turn-on-capture policy; this game uses "
              + game.turnPolicy().name());
    }
  }

  /** Two WebGameNumberings are equal when they are of equal games. */
  @Override
  public boolean equals(Object o) {
    return o instanceof WebGameNumbering other && game.equals(other.game);
  }

  @Override
  public int hashCode() {
    return game.hashCode() * 31 + 16;
  }
}
