package io.github.gridgames.core;

/**
 * A machine-readable reason why a move is illegal. The reasons every game may use are in
 * {@link StandardReason}; a game adds its own (for example "not a unit line") as an enum that
 * implements this interface.
 */
public interface Reason {

  /**
   * Returns a stable, lower-case, hyphenated code for this reason, such as {@code "game-over"},
   * suitable for logs, protocols and tests.
   *
   * @return the code, never empty
   */
  String code();
}
