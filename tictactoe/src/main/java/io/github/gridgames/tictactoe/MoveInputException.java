package io.github.gridgames.tictactoe;

import static java.util.Objects.requireNonNull;

/**
 * Thrown by {@link MoveInput} when a typed move is not accepted. {@link #error()} says which of
 * the distinct errors it is; the message is a sentence for the player; the cause is the
 * {@link io.github.gridgames.core.NotationException} or
 * {@link io.github.gridgames.core.IllegalMoveException} behind it.
 */
public final class MoveInputException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  /** Which error this is. */
  private final InputError error;

  /**
   * Creates the exception.
   *
   * @param error which error it is
   * @param message the sentence for the player
   * @param cause the parse error or refusal behind it
   * @throws NullPointerException if an argument is null
   */
  public MoveInputException(InputError error, String message, RuntimeException cause) {
    super(requireNonNull(message, "message"), requireNonNull(cause, "cause"));
    this.error = requireNonNull(error, "error");
  }

  /**
   * Returns which error this is.
   *
   * @return the error
   */
  public InputError error() {
    return error;
  }
}
