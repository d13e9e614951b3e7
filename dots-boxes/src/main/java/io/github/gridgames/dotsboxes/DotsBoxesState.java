package io.github.gridgames.dotsboxes;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Reason;
import io.github.gridgames.core.Scores;
import io.github.gridgames.core.Violation;
import io.github.gridgames.core.internal.ColumnSpan;
import io.github.gridgames.core.spi.GameState;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * An immutable position of {@link DotsBoxes}: the drawn lines, the owner of each completed box,
 * the scores and the player to move.
 *
 * <p>A state is a snapshot of the words that the game's one rules implementation works on (the
 * drawn lines as a bit set, an {@code int} per box holding its drawn-side count and its owner,
 * the scores, the player to move, the number of lines drawn and the position hash), the same words
 * that a {@link DotsBoxesPosition} changes in place. {@code play(edge)} draws the line on a copy of
 * those words with the same code the position runs, so the two faces cannot disagree. Two states
 * are equal when they are of equal games and have the same drawn lines, the same box owners and
 * the same player to move.
 *
 * <p>{@link #legalMoves()} lists the undrawn lines in edge-index order (see {@link DotsBoxes}).
 * {@link #check} refuses, in this order: any move once the game is over
 * ({@link io.github.gridgames.core.Reason#GAME_OVER}), a line touching a dot outside the
 * board ({@link io.github.gridgames.core.Reason#OUT_OF_BOUNDS}), two dots that are not
 * adjacent ({@link DotsBoxesReason#NOT_A_UNIT_LINE}), and a line already drawn
 * ({@link DotsBoxesReason#ALREADY_DRAWN}).
 */
public final class DotsBoxesState extends GameState<DotsBoxesState, Edge> {

  /** The words of this position; never changed after the constructor. */
  private final Board board;
  /**
   * The legal moves, made on first request. A racy cache, like {@link String#hashCode()}: the list
   * is immutable with final fields only, so a thread that sees it sees it whole.
   */
  private @Nullable List<Edge> legalMoves;
  /** The outcome of a finished game, made on first request; a racy cache of an immutable value. */
  private @Nullable Outcome outcome;

  /** Takes over a board that nobody changes afterwards. */
  DotsBoxesState(Board board) {
    this.board = board;
  }

  @Override
  public DotsBoxes game() {
    return board.game;
  }

  @Override
  public Player toMove() {
    return Player.of(board.toMove);
  }

  /**
   * Returns ongoing until every line is drawn; then a win by the single top scorer, or, when
   * several players tie for the top score, a draw in a two-player game and a win shared by the
   * tied players in a game of three or more.
   *
   * @return the outcome
   */
  @Override
  public Outcome outcome() {
    if (!board.isOver()) {
      return Outcome.ongoing();
    }
    Outcome result = outcome;
    if (result == null) {
      result = board.outcome();
      outcome = result;
    }
    return result;
  }

  @Override
  public boolean isTerminal() {
    return board.isOver();
  }

  /**
   * Returns the undrawn lines in edge-index order, or nothing when the game is over.
   *
   * <p>The list is a view over this state's bit set, made on the first call and returned again
   * after: {@code get(i)}, {@code contains} and {@code indexOf} take constant time on boards of
   * at most 64 lines. For bots and search, {@link #toPosition()} is faster still.
   *
   * @return an unmodifiable list
   */
  @Override
  public List<Edge> legalMoves() {
    List<Edge> moves = legalMoves;
    if (moves == null) {
      int count = board.geometry.edgeCount - board.drawnCount;
      moves = count == 0 ? List.of() : LegalEdges.of(board.game, board.drawn, count);
      legalMoves = moves;
    }
    return moves;
  }

  /** Why the line is illegal in this ongoing state; see the class comment for the reasons. */
  @Override
  protected Optional<Violation> violation(Edge move) {
    return Optional.ofNullable(board.violation(move));
  }

  /** The number of boxes the legal line completes: 0, 1 or 2. */
  @Override
  protected int captures(Edge move) {
    return board.captures(board.game.indexOf(move));
  }

  @Override
  protected int moveNumber() {
    return board.drawnCount;
  }

  /**
   * Draws the line on a copy of the words with the rules the position runs: the line's completed
   * boxes go to the mover, and {@code next}, whom the game's turn policy chose (told the number
   * completed and the move number), moves after it.
   */
  @Override
  protected DotsBoxesState apply(Edge move, Player next) {
    Board after = board.copy();
    after.draw(board.game.indexOf(move), next.index());
    return new DotsBoxesState(after);
  }

  /**
   * Returns the boxes that drawing a legal line would complete, now owned by the mover after it:
   * none, one or two, the box above (or left of) the line first. Their number is {@code
   * effectOf(move).captures()}; whether the mover then moves again is {@code
   * play(move).toMove().equals(toMove())}.
   *
   * @param move a legal line of this state
   * @return an unmodifiable list of the boxes whose other three sides are drawn
   * @throws IllegalMoveException if the line is illegal here, as {@link #effectOf} throws it
   * @throws NullPointerException if {@code move} is null
   */
  public List<Box> boxesCompletedBy(Edge move) {
    if (effectOf(move).captures() == 0) {
      return List.of();
    }
    int index = board.game.indexOf(move);
    int[] edgeBoxes = board.geometry.edgeBoxes;
    List<Box> completed = new ArrayList<>(2);
    for (int k = 0; k < 2; k++) {
      int b = edgeBoxes[2 * index + k];
      if (b >= 0 && board.sidesDrawn(b) == 3) {
        completed.add(board.game.box(b));
      }
    }
    return Collections.unmodifiableList(completed);
  }

  /**
   * Returns each player's number of boxes.
   *
   * @return the scores, always present
   */
  @Override
  public Optional<Scores> scores() {
    return Optional.of(Scores.of(board.scores));
  }

  /**
   * Returns one player's number of boxes.
   *
   * @param player a player of this game
   * @return the score
   * @throws IllegalArgumentException if the player is not in this game
   */
  public int score(Player player) {
    return board.scores[board.game.checkedPlayer(player)];
  }

  /**
   * Returns whether a line is drawn.
   *
   * @param edge any line
   * @return whether it is a line of this board and drawn; {@code false} for lines that are not
   *     unit lines of the board
   * @throws NullPointerException if {@code edge} is null
   */
  public boolean isDrawn(Edge edge) {
    int index = board.game.classify(requireNonNull(edge, "edge"));
    return index >= 0 && board.isDrawn(index);
  }

  boolean isDrawn(int index) {
    return board.isDrawn(index);
  }

  /**
   * Returns the number of lines drawn, which is also the number of moves played to reach this
   * state.
   *
   * @return 0 to {@code game().edgeCount()}
   */
  public int drawnCount() {
    return board.drawnCount;
  }

  /**
   * Returns the drawn lines in edge-index order.
   *
   * @return an unmodifiable list
   */
  public List<Edge> drawnEdges() {
    List<Edge> drawn = new ArrayList<>(board.drawnCount);
    Edge[] edges = board.geometry.edges;
    for (int e = 0; e < edges.length; e++) {
      if (board.isDrawn(e)) {
        drawn.add(edges[e]);
      }
    }
    return Collections.unmodifiableList(drawn);
  }

  /**
   * Returns the player who completed a box, if anyone has.
   *
   * @param box a box of this board
   * @return the owner, or empty while the box is incomplete
   * @throws IllegalArgumentException if the box is not on this board
   */
  public Optional<Player> owner(Box box) {
    int code = board.ownerCode(board.game.indexOf(box));
    return code == 0 ? Optional.empty() : Optional.of(Player.of(code - 1));
  }

  /**
   * Returns how many sides of a box are drawn.
   *
   * @param box a box of this board
   * @return 0 to 4
   * @throws IllegalArgumentException if the box is not on this board
   */
  public int sidesDrawn(Box box) {
    return board.sidesDrawn(board.game.indexOf(box));
  }

  /**
   * Returns the number of completed boxes, the sum of the scores.
   *
   * @return 0 to {@code game().boxCount()}
   */
  public int completedBoxes() {
    return board.completedBoxes();
  }

  int ownerCode(int box) {
    return board.ownerCode(box);
  }

  /** Returns a copy of this state's words, for a position to change. */
  Board copyOfBoard() {
    return board.copy();
  }

  /**
   * Returns a hash of the drawn lines, the scores and the player to move: a Zobrist hash of the
   * lines combined with the scores and the mover. Which player owns which box is left out, so
   * states that differ only in that (and so have the same future and outcome) hash alike.
   *
   * @return the position hash; equal states have equal hashes
   */
  @Override
  public long positionHash() {
    return board.positionHash();
  }

  /**
   * Returns a mutable position that plays and undoes lines in place, with the same rules: the
   * fast face for search, bots and random playouts.
   *
   * @return a new position starting at this state
   */
  @Override
  public DotsBoxesPosition toPosition() {
    return DotsBoxesPosition.of(this);
  }

  /**
   * Draws the board, and only the board, in the style of the classic text display, labelled for
   * the default (dot-pair) notation: {@code o} for dots, {@code ---} and {@code |} for drawn lines,
   * the owner's name ({@link DotsBoxes#playerName}) inside each completed box, the dot rows down
   * the left and the dot columns across the top, both counted from 0 at the top left. Trailing
   * spaces are removed from every line. The scores, whose turn it is and the result are not part
   * of the drawing: {@link #scores()}, {@link #toMove()} and {@link #outcome()} give them.
   *
   * <pre>
   *    0   1   2
   * 0  o---o---o
   *    | A |
   * 1  o---o   o
   *
   * 2  o   o   o
   * </pre>
   *
   * <p>See {@link #render(Notation)} for the other notations.
   *
   * @return the drawing, without a final line break
   */
  @Override
  public String render() {
    return board.render(BoardLabels.dotPairs(board.game));
  }

  /**
   * Draws the board as {@link #render()} does, labelled for one of the game's notations, so that a
   * reader can name every line without counting:
   *
   * <ul>
   *   <li>{@code dot-pair}: dot rows down the left, dot columns across the top, from 0 at the top
   *       left, as {@link #render()};
   *   <li>{@code box-side}: the contest's box names, column letters over the boxes and row
   *       numbers left of them, counted from 1 at the bottom;
   *   <li>{@code line-number}: each undrawn line shows its web-game number, the slots widened to
   *       the widest number.
   * </ul>
   *
   * <pre>
   *       A   B
   *    o---o---o
   * 2  | A |
   *    o---o   o
   * 1
   *    o   o   o
   * </pre>
   *
   * @param notation one of {@code game().notations()}
   * @return the drawing, without a final line break
   * @throws IllegalArgumentException if the notation is not one of this game's; the message lists
   *     the game's notations
   */
  @Override
  public String render(Notation<Edge> notation) {
    requireNonNull(notation, "notation");
    return board.render(BoardLabels.of(board.game, notation));
  }

  /**
   * Draws the board as {@link #render(Notation)} does, within a screen's width: the whole board when
   * it fits, else the widest run of columns of boxes that fits (at least one), centred on the middle
   * of the board as far as its edges allow, then, when it does not show the whole board, a last
   * line saying how many of the board's columns it shows and how many drawn lines lie outside, such
   * as {@code 18 of 40 columns of boxes shown; 25 drawn lines lie outside.}
   *
   * @param notation one of {@code game().notations()}
   * @param columns the screen's width in characters
   * @return the drawing, without a final line break
   * @throws IllegalArgumentException if the notation is not one of this game's
   */
  public String render(Notation<Edge> notation, int columns) {
    return render(notation, columns, (board.game.cols() - 1) / 2);
  }

  /**
   * Draws the board as {@link #render(Notation, int)} does, keeping a line (the last one drawn) in
   * view: the run of columns is centred on its boxes as far as the board's edges allow.
   *
   * @param notation one of {@code game().notations()}
   * @param columns the screen's width in characters
   * @param around a line of the board
   * @return the drawing, without a final line break
   * @throws IllegalArgumentException if the notation is not one of this game's, or the line is not
   *     on the board
   */
  public String render(Notation<Edge> notation, int columns, Edge around) {
    checkArgument(board.game.contains(around), "the line %s is not on the board", around);
    return render(notation, columns, Math.min(around.from().col(), board.game.cols() - 1));
  }

  private String render(Notation<Edge> notation, int columns, int focus) {
    BoardLabels labels = BoardLabels.of(board.game, notation);
    ColumnSpan span =
        ColumnSpan.fitting(
            0,
            board.game.cols() - 1,
            focus,
            columns,
            s -> Rendering.width(board, labels, s));
    return Rendering.render(board, labels, span);
  }

  /**
   * Returns the position text, such as {@code e30 A1/2 A}: the drawn lines, the owners of the
   * boxes and the player to move, in the grammar of {@link DotsBoxes} ("Position text"), which
   * {@link DotsBoxes#parsePosition(String)} reads back into an equal state.
   *
   * @return the position text
   */
  @Override
  public String positionText() {
    return DotsBoxesPositionText.write(this);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o == this || (o instanceof DotsBoxesState other && board.sameAs(other.board));
  }

  @Override
  public int hashCode() {
    long h = positionHash();
    return (int) (h ^ (h >>> 32));
  }

  /**
   * Returns a one-line summary with the players' names, such as {@code
   * dots-boxes(rows=2,cols=2,players=2,turns=extra-turn-on-capture): 5 of 12 lines, 1-0, A to
   * move}; once the game is over it ends with the result instead: {@code B wins}, {@code a draw} or
   * {@code A and C share the win}.
   */
  @Override
  public String toString() {
    return board.game
        + ": "
        + board.drawnCount
        + " of "
        + board.geometry.edgeCount
        + " lines, "
        + Scores.of(board.scores)
        + ", "
        + (isTerminal() ? resultInNames() : board.game.playerName(toMove()) + " to move");
  }

  /** The result of a finished game in the players' names: {@code B wins}, {@code a draw}, ... */
  private String resultInNames() {
    Outcome result = outcome();
    if (result.isDraw()) {
      return "a draw";
    }
    List<String> names = result.winners().stream().sorted().map(board.game::playerName).toList();
    if (names.size() == 1) {
      return names.get(0) + " wins";
    }
    return String.join(", ", names.subList(0, names.size() - 1))
        + " and "
        + names.get(names.size() - 1)
        + " share the win";
  }
}
