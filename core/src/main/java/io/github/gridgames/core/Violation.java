package io.github.gridgames.core;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

/**
 * Why a move is illegal in a state: a machine-readable {@link Reason} and a sentence for people.
 *
 * @param reason the reason code
 * @param message a complete sentence that says what was wrong, naming the move where useful
 */
public record Violation(Reason reason, String message) {

  /**
   * Creates a violation.
   *
   * @param reason the reason code
   * @param message the human sentence
   * @throws NullPointerException if either argument is null
   * @throws IllegalArgumentException if {@code message} is blank
   */
  public Violation {
    requireNonNull(reason, "reason");
    requireNonNull(message, "message");
    checkArgument(!message.isBlank(), "violation message must not be blank");
  }

  /**
   * Creates a violation.
   *
   * @param reason the reason code
   * @param message the human sentence
   * @return the violation
   */
  public static Violation of(Reason reason, String message) {
    return new Violation(reason, message);
  }

  /**
   * Returns the standard violation for any move in a state whose game has ended.
   *
   * @return a {@link Reason#GAME_OVER} violation
   */
  public static Violation gameOver() {
    return new Violation(Reason.GAME_OVER, "The game is over; no more moves can be played.");
  }

  /** Returns {@code "<code>: <message>"}. */
  @Override
  public String toString() {
    return reason.code() + ": " + message;
  }
}
