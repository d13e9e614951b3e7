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

  /** The reasons for refusing a move that are common to many games. */
  enum StandardReason implements Reason {
    /** The game has ended; no move is legal any more. */
    GAME_OVER("game-over"),
    /** The move refers to a place outside the board. */
    OUT_OF_BOUNDS("out-of-bounds"),
    /** The move places a mark on a place that is already taken. */
    OCCUPIED("occupied");

    private final String code;

    StandardReason(String code) {
      this.code = code;
    }

    @Override
    public String code() {
      return code;
    }
  }
}
