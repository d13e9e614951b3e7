package io.github.gridgames.nrow;

import io.github.gridgames.core.Reason;

/**
 * The reasons for refusing an N-in-a-row move that are particular to this game. The others are
 * {@link Reason#GAME_OVER} (checked first) and {@link Reason#OCCUPIED}.
 */
public enum NRowReason implements Reason {
  /**
   * The point is empty but farther than the placement distance D (in Manhattan distance) from
   * every stone on the board. Never given before the first stone, which may go anywhere.
   */
  TOO_FAR("too-far");

  private final String code;

  NRowReason(String code) {
    this.code = code;
  }

  /**
   * Returns the reason's stable code.
   *
   * @return {@code too-far}
   */
  @Override
  public String code() {
    return code;
  }
}
