package io.github.gridgames.ai;

/** The result of a game under perfect play, for the player to move. */
public enum Verdict {
  /** The player to move can force a win. */
  WIN,
  /** Both players can force at least a draw. */
  DRAW,
  /** The opponent can force a win. */
  LOSS,
  /** The search ran out of budget before it knew. */
  UNKNOWN;

  /**
   * Returns the verdict of a value's sign.
   *
   * @param sign a number whose sign decides: positive wins, zero draws, negative loses
   * @return {@link #WIN}, {@link #DRAW} or {@link #LOSS}
   */
  public static Verdict ofSign(long sign) {
    return sign > 0 ? WIN : sign < 0 ? LOSS : DRAW;
  }
}
