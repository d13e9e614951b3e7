package io.github.gridgames.core;

/** The reasons common to many games, handed out as {@link Reason}'s constants. */
enum StandardReason implements Reason {
  GAME_OVER("game-over"),
  OUT_OF_BOUNDS("out-of-bounds"),
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
