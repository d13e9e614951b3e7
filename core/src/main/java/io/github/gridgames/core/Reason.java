package io.github.gridgames.core;

/**
 * A machine-readable reason why a move is illegal. The reasons every game may use are the
 * constants {@link #GAME_OVER}, {@link #OUT_OF_BOUNDS} and {@link #OCCUPIED}; a game adds its own
 * (for example "not a unit line") as an enum that implements this interface. Reasons compare by
 * identity: {@code violation.reason() == Reason.GAME_OVER}.
 */
public interface Reason {

  /** The game has ended; no move is legal any more. Its code is {@code game-over}. */
  Reason GAME_OVER = StandardReason.GAME_OVER;

  /** The move refers to a place outside the board. Its code is {@code out-of-bounds}. */
  Reason OUT_OF_BOUNDS = StandardReason.OUT_OF_BOUNDS;

  /** The move places a mark on a place that is already taken. Its code is {@code occupied}. */
  Reason OCCUPIED = StandardReason.OCCUPIED;

  /**
   * Returns a stable, lower-case, hyphenated code for this reason, such as {@code "game-over"},
   * suitable for logs, protocols and tests.
   *
   * @return the code, never empty
   */
  String code();
}
