package io.github.gridgames.dotsboxes;

import io.github.gridgames.core.Reason;

/**
 * The reasons particular to Dots and Boxes for refusing a line. A line that touches a dot outside
 * the board is refused with {@link io.github.gridgames.core.Reason#OUT_OF_BOUNDS} and any
 * line in a finished game with {@link io.github.gridgames.core.Reason#GAME_OVER}.
 *
 * <p>A state checks in this order: game over, outside the board, not a unit line, already drawn;
 * the first that applies is reported.
 */
public enum DotsBoxesReason implements Reason {
  /**
   * The two dots are on the board but not adjacent: the line is not one unit long, horizontal or
   * vertical (for example a diagonal, a longer line, or a dot joined to itself).
   */
  NOT_A_UNIT_LINE("not-a-unit-line"),
  /** The line has been drawn before, by any player. */
  ALREADY_DRAWN("already-drawn");

  private final String code;

  DotsBoxesReason(String code) {
    this.code = code;
  }

  @Override
  public String code() {
    return code;
  }
}
