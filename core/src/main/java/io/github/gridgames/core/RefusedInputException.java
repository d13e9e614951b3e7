package io.github.gridgames.core;

/**
 * Thrown when text a person typed for a move is not a legal move: it is in none of the game's
 * notations, or it names a move the rules refuse. The message is a sentence to show that person,
 * such as {@code "Row 2, column 2 is already taken by X."}; the cause, when there is one, is the
 * {@link NotationException} or {@link IllegalMoveException} behind it. See {@link
 * TextPlay#read(State, String)}.
 */
public final class RefusedInputException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception.
   *
   * @param message the sentence for the person who typed the move
   * @param cause the parse error or the refused move behind it, or null
   */
  public RefusedInputException(String message, Throwable cause) {
    super(message, cause);
  }
}
