package io.github.gridgames.dotsboxes.strategy;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkState;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.dotsboxes.Edge;

/**
 * The value of one legal line in a position, as far as {@link DotsBoxesSolver#analyse} found it:
 * the net margin, over the boxes that remain before the line is drawn, that the player to move
 * gets by drawing it and then playing on optimally against an optimal opponent (the boxes it
 * completes, plus the value of the rest if the player moves again, or minus the opponent's value
 * of the rest). Exact when the two bounds are equal.
 *
 * @param move the line
 * @param lower a lower bound of its value
 * @param upper an upper bound of its value, at least {@code lower}
 */
public record DotsBoxesMoveValue(Edge move, int lower, int upper) {

  /**
   * Checks the parts.
   *
   * @param move the line
   * @param lower a lower bound of its value
   * @param upper an upper bound of its value
   * @throws IllegalArgumentException if {@code lower > upper}
   * @throws NullPointerException if {@code move} is null
   */
  public DotsBoxesMoveValue {
    requireNonNull(move, "move");
    checkArgument(lower <= upper, "lower bound %s above upper bound %s", lower, upper);
  }

  /**
   * Returns whether the value is known exactly.
   *
   * @return whether the bounds are equal
   */
  public boolean exact() {
    return lower == upper;
  }

  /**
   * Returns the exact value.
   *
   * @return the value
   * @throws IllegalStateException if only bounds are known
   */
  public int value() {
    checkState(exact(), "the value of %s is only known to be between %s and %s", move, lower, upper);
    return lower;
  }

  /** Returns the line with its value, or its bounds as {@code [lower, upper]}. */
  @Override
  public String toString() {
    return move + (exact() ? " " + lower : " [" + lower + ", " + upper + "]");
  }
}
