package io.github.gridgames.tictactoe;

/**
 * Why {@link MoveInput} did not accept a typed move: the three errors of the classic console game
 * (wrong format, out of range, already taken) and a finished game.
 */
public enum InputError {
  /** The text is not a move in the notation at all, such as {@code "2"} or {@code "two 3"}. */
  WRONG_FORMAT,
  /** The text has the right form but names a row or column off the board, such as {@code "4 1"}. */
  OUT_OF_RANGE,
  /** The text names a cell on the board that already holds a stone. */
  ALREADY_TAKEN,
  /** The game has ended, so no move is accepted. */
  GAME_OVER
}
