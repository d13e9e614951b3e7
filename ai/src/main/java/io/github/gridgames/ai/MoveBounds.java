package io.github.gridgames.ai;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkState;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Move;

/**
 * What an analysis knows of one legal move: its value for the player who makes it, exactly or
 * between two bounds. Values are on the scale of {@link SolveResult#value()}: for a game that
 * keeps score, the mover's net margin over the rest of the game, counting from the position
 * before the move (so the move's own points count); otherwise 1, 0 or -1 for a win, a draw or a
 * loss. A bound of {@link Integer#MIN_VALUE} or {@link Integer#MAX_VALUE} means none was found.
 *
 * @param move the move
 * @param lower the least value the move can have
 * @param upper the greatest value the move can have
 * @param <M> the move type
 */
public record MoveBounds<M extends Move>(M move, int lower, int upper) {

  /**
   * Creates the bounds of a move.
   *
   * @param move the move
   * @param lower the lower bound
   * @param upper the upper bound
   * @throws IllegalArgumentException if {@code lower > upper}
   * @throws NullPointerException if {@code move} is null
   */
  public MoveBounds {
    requireNonNull(move, "move");
    checkArgument(lower <= upper, "lower bound %s is above upper bound %s", lower, upper);
  }

  /**
   * Returns the bounds of a move whose value is known.
   *
   * @param move the move
   * @param value its value
   * @param <M> the move type
   * @return the bounds, both {@code value}
   */
  public static <M extends Move> MoveBounds<M> exact(M move, int value) {
    return new MoveBounds<>(move, value, value);
  }

  /**
   * Returns the bounds of a move of which nothing is known.
   *
   * @param move the move
   * @param <M> the move type
   * @return the widest bounds
   */
  public static <M extends Move> MoveBounds<M> unknown(M move) {
    return new MoveBounds<>(move, Integer.MIN_VALUE, Integer.MAX_VALUE);
  }

  /**
   * Returns whether the value is known exactly.
   *
   * @return whether the bounds are equal
   */
  public boolean isExact() {
    return lower == upper;
  }

  /**
   * Returns the exact value.
   *
   * @return the value
   * @throws IllegalStateException if only bounds are known
   */
  public int value() {
    checkState(isExact(), "the value of %s is only known to be between %s and %s", move, lower, upper);
    return lower;
  }

  /** Returns the move with its value, or its bounds as {@code [lower, upper]}. */
  @Override
  public String toString() {
    return move + (isExact() ? " " + lower : " [" + lower + ", " + upper + "]");
  }
}
