package io.github.gridgames.core;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import org.jspecify.annotations.Nullable;

/**
 * Why a move is illegal in a state: a machine-readable {@link Reason} and a sentence for people.
 *
 * <p>Made by {@link #of(Reason, String)} and {@link #gameOver()}; violations are equal when their
 * reasons and messages are.
 */
public final class Violation {

  private final Reason reason;
  private final String message;

  private Violation(Reason reason, String message) {
    this.reason = reason;
    this.message = message;
  }

  /**
   * Returns a violation.
   *
   * @param reason the reason code
   * @param message a complete sentence that says what was wrong, naming the move where useful
   * @return the violation
   * @throws NullPointerException if either argument is null
   * @throws IllegalArgumentException if {@code message} is blank
   */
  public static Violation of(Reason reason, String message) {
    requireNonNull(reason, "reason");
    requireNonNull(message, "message");
    checkArgument(!message.isBlank(), "violation message must not be blank");
    return new Violation(reason, message);
  }

  /**
   * Returns the machine-readable reason.
   *
   * @return the reason
   */
  public Reason reason() {
    return reason;
  }

  /**
   * Returns the sentence for people.
   *
   * @return the message, never blank
   */
  public String message() {
    return message;
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof Violation other && other.reason.equals(reason) && other.message.equals(message);
  }

  @Override
  public int hashCode() {
    return 31 * reason.hashCode() + message.hashCode();
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
