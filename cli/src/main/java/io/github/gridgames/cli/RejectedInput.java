package io.github.gridgames.cli;

/** A line typed by a player that is not an acceptable move; the message says why. */
final class RejectedInput extends Exception {

  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception.
   *
   * @param message the sentence shown to the player
   */
  RejectedInput(String message) {
    super(message);
  }
}
