package io.github.gridgames.core.spi;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.State;
import io.github.gridgames.core.Violation;
import java.util.Optional;

/**
 * A skeletal {@link Position} that does once what every position's move does: refuse an illegal
 * code with its violation, then apply it. A game's fast position extends it and writes
 * {@link #isLegal(int)}, {@link #refusal(int)} (why a code is illegal) and {@link #apply(int)}
 * (what a legal code does to the words, asking the turn policy through a {@link TurnTable}).
 *
 * <p>{@link #makeMove(int)} is final and small, so that it inlines into search loops together with the
 * game's {@code isLegal} and {@code apply}.
 *
 * @param <S> the state type of the game
 * @param <M> the move type of the game
 */
public abstract class GamePosition<S extends State<S, M>, M extends Move>
    implements Position<S, M> {

  /** For subclasses. */
  protected GamePosition() {}

  /**
   * Returns why the move with this code is illegal here; called only for codes that
   * {@link #isLegal(int)} refuses.
   *
   * @param code an illegal code
   * @return the violation, in the words {@link State#check(Move)} uses for the same move
   */
  protected abstract Violation refusal(int code);

  /**
   * Plays the move with a legal code.
   *
   * @param code a code {@link #isLegal(int)} accepts
   * @throws IllegalStateException if the turn policy names a player outside the game; the
   *     position must then be unchanged
   */
  protected abstract void apply(int code);

  /**
   * Plays the move with this code: {@link #apply(int)} if {@link #isLegal(int)}, else the refusal.
   *
   * @throws IllegalMoveException if the code is illegal, with {@link #refusal(int)}; the position
   *     is unchanged
   * @throws IllegalStateException if the turn policy names a player outside the game; the position
   *     is unchanged
   */
  @Override
  public final void makeMove(int code) {
    if (!isLegal(code)) {
      throw new IllegalMoveException(refusal(code));
    }
    apply(code);
  }

  /**
   * Returns why a move value is illegal here, or empty if it is legal. The default asks
   * {@link #code(Move)} and then {@link #isLegal(int)} and {@link #refusal(int)}; for a move the
   * board cannot hold (no code) it returns the state's {@link State#check(Move)}. A position whose
   * {@code code} numbers moves as it meets them overrides it so that a refused move gets no code.
   *
   * @param move the move, not null
   * @return the violation, or empty
   * @throws IllegalArgumentException if the move has no code and the state finds nothing wrong
   *     with it
   */
  protected Optional<Violation> refusal(M move) {
    int code;
    try {
      code = code(move);
    } catch (IllegalArgumentException noCode) {
      return Optional.of(state().check(move).orElseThrow(() -> noCode));
    }
    return isLegal(code) ? Optional.empty() : Optional.of(refusal(code));
  }

  /**
   * Plays a move value: {@link #apply(int)} of its code if it is legal, else the refusal.
   *
   * @throws IllegalMoveException if the move is illegal, with {@link #refusal(Move)}; the position
   *     is unchanged
   * @throws IllegalStateException if the turn policy names a player outside the game; the position
   *     is unchanged
   * @throws NullPointerException if {@code move} is null
   */
  @Override
  public final void makeMove(M move) {
    requireNonNull(move, "move");
    Optional<Violation> violation = refusal(move);
    if (violation.isPresent()) {
      throw new IllegalMoveException(violation.get());
    }
    apply(code(move));
  }
}
