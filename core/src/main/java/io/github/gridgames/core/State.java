package io.github.gridgames.core;

import java.util.List;
import java.util.Optional;

/**
 * An immutable position of a game: whose turn it is, which moves are legal, why a move is illegal,
 * the state after a move, the outcome and the scores.
 *
 * <p>States are values: two states of the same game are {@code equals} exactly when they are the
 * same position (the same marks on the board, the same player to move, the same scores), however
 * they were reached, and equal states have equal {@code hashCode} and {@link #positionHash()}.
 * Because states never change, they may be shared freely between threads, kept as history, and
 * used as search nodes.
 *
 * <h2>Unbounded boards</h2>
 *
 * <p>On a board with unbounded coordinates a state may have infinitely many legal moves (for
 * example the empty N-in-a-row board, where the first stone may go anywhere). Such a state answers
 * {@code true} from {@link #hasUnboundedLegalMoves()}; its {@link #legalMoves()} then returns a
 * finite, non-empty list of <em>representative</em> legal moves that the game documents (moves
 * that stand for all the others under the game's symmetries, such as the origin), so that agents
 * and random games can proceed. {@link #check(Move)} and {@link #play(Move)} stay exact for every
 * move. When {@code hasUnboundedLegalMoves()} is {@code false}, {@code legalMoves()} lists every
 * legal move.
 *
 * @param <S> the state type of the game
 * @param <M> the move type of the game
 */
public interface State<S extends State<S, M>, M extends Move> {

  /**
   * Returns the game (ruleset and parameters) this state belongs to.
   *
   * @return the game
   */
  Game<S, M> game();

  /**
   * Returns the player to move. In a terminal state this is the player who would have moved next.
   *
   * @return the player to move
   */
  Player toMove();

  /**
   * Returns the outcome of this state.
   *
   * @return ongoing, win or draw
   */
  Outcome outcome();

  /**
   * Returns whether the game is over in this state. A terminal state has no legal moves and
   * refuses every move with {@link Reason#GAME_OVER}.
   *
   * @return {@code outcome().isOver()}
   */
  default boolean isTerminal() {
    return outcome().isOver();
  }

  /**
   * Returns the legal moves in a deterministic order that depends only on the position (never on
   * hash iteration order), empty in a terminal state. When {@link #hasUnboundedLegalMoves()} is
   * {@code true} the list holds the game's documented representative moves instead; see the class
   * comment.
   *
   * @return an unmodifiable list of legal moves
   */
  List<M> legalMoves();

  /**
   * Returns whether this state has infinitely many legal moves, in which case
   * {@link #legalMoves()} returns representatives only. Games on bounded boards return
   * {@code false}, the default.
   *
   * @return whether the legal moves are unbounded
   */
  default boolean hasUnboundedLegalMoves() {
    return false;
  }

  /**
   * Returns why {@code move} is illegal here, or empty if it is legal. A terminal state returns a
   * {@link Reason#GAME_OVER} violation for every move.
   *
   * @param move the move to check
   * @return the violation, or empty when the move is legal
   * @throws NullPointerException if {@code move} is null
   */
  Optional<Violation> check(M move);

  /**
   * Returns whether {@code move} is legal here.
   *
   * @param move the move to check
   * @return {@code check(move).isEmpty()}
   * @throws NullPointerException if {@code move} is null
   */
  default boolean isLegal(M move) {
    return check(move).isEmpty();
  }

  /**
   * Returns the state after {@code move}. This state is never changed.
   *
   * @param move a legal move
   * @return the next state
   * @throws IllegalMoveException if the move is illegal; the exception carries the same violation
   *     as {@link #check(Move)}
   * @throws NullPointerException if {@code move} is null
   */
  S play(M move);

  /**
   * Returns what {@code move} would do here, for the game's {@link TurnPolicy}: how many units it
   * captures. The default suits games without captures: it checks the move and returns
   * {@link MoveEffect#NONE}.
   *
   * @param move a legal move
   * @return the move's effect
   * @throws IllegalMoveException if the move is illegal; it carries the violation of
   *     {@link #check(Move)}
   * @throws NullPointerException if {@code move} is null
   */
  default MoveEffect effectOf(M move) {
    Optional<Violation> violation = check(move);
    if (violation.isPresent()) {
      throw new IllegalMoveException(violation.get());
    }
    return MoveEffect.NONE;
  }

  /**
   * Returns the line that won the game, for games won by a line of marks: the moves whose marks
   * form it, in order along the line, for display. The default, for games without lines, is
   * empty.
   *
   * @return the winning line, empty unless the game was won by a line
   */
  default List<M> winningLine() {
    return List.of();
  }

  /**
   * Returns the scores, for games that {@linkplain Game#keepsScore() keep score}.
   *
   * @return the scores, or empty when the game keeps none
   */
  default Optional<Scores> scores() {
    return Optional.empty();
  }

  /**
   * Returns a 64-bit hash of the position for transposition tables: equal states have equal
   * hashes. The default spreads {@link Object#hashCode()}; games override it with a stronger hash.
   *
   * @return the position hash
   */
  default long positionHash() {
    long h = hashCode() * 0x9E3779B97F4A7C15L;
    return h ^ (h >>> 32);
  }

  /**
   * Returns the position text of this state: one canonical line that names everything that
   * decides the rest of the game and nothing else, which {@link Game#parsePosition(String)} reads
   * back into an equal state. Equal states have equal texts. Each game documents its grammar.
   *
   * <p>An optional feature: games that offer it say so with {@link Game#hasPositionText()}. The
   * default, for games without one, throws.
   *
   * @return the position text, one line without surrounding spaces
   * @throws UnsupportedOperationException if the game has no position text; the message names the
   *     game
   */
  default String positionText() {
    throw new UnsupportedOperationException(
        "game " + game().id() + " has no position text (Game.hasPositionText() is false)");
  }

  /**
   * Returns a multi-line text drawing of the position in the game's own style, ending without a
   * line break.
   *
   * @return the drawing
   */
  String render();

  /**
   * Returns a multi-line text drawing of the position labelled for one of the game's notations, so
   * that a reader can name every move in that notation without counting (column letters for a
   * notation that names columns by letter, rows counted from the side the notation counts from),
   * ending without a line break. In the game's {@linkplain Game#notation() default notation} it is
   * {@link #render()}. The default, for games whose drawing reads the same in every notation,
   * checks the notation and returns {@link #render()}; games whose labels depend on the notation
   * override it.
   *
   * @param notation one of {@code game().notations()}
   * @return the drawing
   * @throws IllegalArgumentException if the notation is not one of the game's; the message names
   *     it and the game's notations ({@link Game#requireNotation(Notation)})
   * @throws NullPointerException if {@code notation} is null
   */
  default String render(Notation<M> notation) {
    game().requireNotation(notation);
    return render();
  }

  /**
   * Returns a new mutable {@link Position} that starts at this state: the search-facing face of
   * the same rules, over integer move codes. The default, for games that only write a
   * {@code State}, keeps a stack of immutable states and numbers moves as it meets them, so every
   * agent works for any game; the games of this project return their own allocation-free
   * position.
   *
   * @return a new position
   */
  default Position<S, M> toPosition() {
    @SuppressWarnings("unchecked") // a State<S, M> is an S: S is the implementing class itself
    S self = (S) this;
    return new StatePosition<>(self);
  }
}
