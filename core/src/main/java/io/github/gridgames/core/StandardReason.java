package io.github.gridgames.core;

/** The reasons for refusing a move that are common to many games. */
public enum StandardReason implements Reason {
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
