package io.github.gridgames.core.spi;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.MoveEffect;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Reason;
import io.github.gridgames.core.State;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.core.Violation;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A skeletal {@link State} that does once what every game's move does: check the move, refuse it
 * with its violation, ask the game's {@link TurnPolicy} who moves next, and build the next state.
 * A game extends it and writes only its own rules, in the shape of OpenSpiel's
 * {@code ApplyAction}/{@code DoApplyAction}:
 *
 * <ul>
 *   <li>{@link #violation(Move)}: why a move is illegal in this ongoing state;
 *   <li>{@link #captures(Move)}: how many units a legal move captures (0 by default);
 *   <li>{@link #toMove()}, {@link #moveNumber()} (how many moves were played to reach this state)
 *       and {@link #outcome()} (whether the game is over and who won): kept by this class when
 *       given to its constructor, or answered by the game from its own words;
 *   <li>{@link #apply(Move, Player)}: the state after a legal move, with the player the policy
 *       chose to move;
 *   <li>and, as for any state, {@link #legalMoves()}, {@link #render()}, {@code equals} and
 *       {@code hashCode}.
 * </ul>
 *
 * <p>{@link #check(Move)}, {@link #isLegal(Move)}, {@link #play(Move)} and
 * {@link #effectOf(Move)} are final: a terminal state refuses every move with
 * {@link #gameOverViolation()}, an illegal move is thrown as an {@link IllegalMoveException}
 * carrying the violation {@code check} gives, and nothing is applied unless the move is legal and
 * the policy named a player of the game.
 *
 * @param <S> the state type of the game
 * @param <M> the move type of the game
 */
public abstract class GameState<S extends GameState<S, M>, M extends Move> implements State<S, M> {

  private final @Nullable Player toMove;
  private final @Nullable Integer moveNumber;
  private final @Nullable Outcome outcome;

  /**
   * For a state that answers {@link #toMove()}, {@link #moveNumber()} and {@link #outcome()} from
   * its own words, overriding all three.
   */
  protected GameState() {
    this.toMove = null;
    this.moveNumber = null;
    this.outcome = null;
  }

  /**
   * For a state that lets this class keep the player to move, the move number and the outcome.
   *
   * @param toMove the player to move (in a terminal state, the one the turn policy chose)
   * @param moveNumber how many moves were played to reach this state, at least 0
   * @param outcome whether the game is over and who won
   * @throws IllegalArgumentException if {@code moveNumber} is negative
   * @throws NullPointerException if {@code toMove} or {@code outcome} is null
   */
  protected GameState(Player toMove, int moveNumber, Outcome outcome) {
    checkArgument(moveNumber >= 0, "moveNumber must be >= 0, got %s", moveNumber);
    this.toMove = requireNonNull(toMove, "toMove");
    this.moveNumber = moveNumber;
    this.outcome = requireNonNull(outcome, "outcome");
  }

  /**
   * Returns the player to move given to the constructor; a state made with the constructor
   * without arguments overrides it.
   */
  @Override
  public Player toMove() {
    return requireNonNull(toMove, "a state made without arguments overrides toMove()");
  }

  /**
   * Returns the outcome given to the constructor; a state made with the constructor without
   * arguments overrides it.
   */
  @Override
  public Outcome outcome() {
    return requireNonNull(outcome, "a state made without arguments overrides outcome()");
  }

  /**
   * Returns why {@code move} is illegal in this state, which is not terminal, or empty if it is
   * legal.
   *
   * @param move the move, not null
   * @return the violation, or empty
   */
  protected abstract Optional<Violation> violation(M move);

  /**
   * Returns the violation every move gets in a terminal state. The default is
   * {@link Violation#gameOver()}; games that say more (who won) override it.
   *
   * @return a {@link Reason#GAME_OVER} violation
   */
  protected Violation gameOverViolation() {
    return Violation.gameOver();
  }

  /**
   * Returns how many units a legal move captures here, what the turn policy is told. The default,
   * for games without captures, is 0.
   *
   * @param move a legal move
   * @return the number of units captured, at least 0
   */
  protected int captures(M move) {
    return 0;
  }

  /**
   * Returns how many moves were played to reach this state: the move number the turn policy is
   * told for the next move. It is the number given to the constructor; a state made with the
   * constructor without arguments overrides it.
   *
   * @return at least 0
   * @throws IllegalStateException if the state was made with the constructor without arguments
   *     and does not override this method; the message names the state's class
   */
  protected int moveNumber() {
    Integer number = moveNumber;
    if (number == null) {
      throw new IllegalStateException(
          getClass().getName() + " was made with GameState's constructor without arguments, so it must override moveNumber()");
    }
    return number;
  }

  /**
   * Returns the state after a legal move, with {@code next} to move.
   *
   * @param move a legal move
   * @param next the player the game's turn policy chose to move after it
   * @return the next state
   */
  protected abstract S apply(M move, Player next);

  /**
   * Returns {@link #gameOverViolation()} in a terminal state and {@link #violation(Move)}
   * otherwise.
   */
  @Override
  public final Optional<Violation> check(M move) {
    requireNonNull(move, "move");
    return isTerminal() ? Optional.of(gameOverViolation()) : violation(move);
  }

  @Override
  public final boolean isLegal(M move) {
    return check(move).isEmpty();
  }

  /**
   * Checks the move, asks the game's turn policy (told the move's captures and
   * {@link #moveNumber()}) who moves next, and returns {@link #apply(Move, Player)}.
   *
   * @throws IllegalMoveException if the move is illegal, with the violation of {@link #check}
   * @throws IllegalStateException if the turn policy names a player outside the game
   */
  @Override
  public final S play(M move) {
    MoveEffect effect = effectOf(move);
    Game<S, M> game = game();
    Player next =
        TurnTable.ask(game.turnPolicy(), toMove(), effect, game.playerCount(), moveNumber());
    return apply(move, next);
  }

  /** Checks the move and returns its {@link #captures(Move)}. */
  @Override
  public final MoveEffect effectOf(M move) {
    Optional<Violation> violation = check(move);
    if (violation.isPresent()) {
      throw new IllegalMoveException(violation.get());
    }
    return MoveEffect.ofCaptures(captures(move));
  }
}
