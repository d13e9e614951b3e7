package io.github.gridgames.tictactoe;

import io.github.gridgames.core.Notation;
import io.github.gridgames.core.Player;

/**
 * The text drawing of an m,n,k board, labelled for one of the game's notations: the reference's
 * {@code " --- --- ---"} rules and {@code "|   | X | O |"} rows, with the column labels centred over
 * the cells and the row labels right-aligned on the left.
 */
final class BoardDrawing {

  private BoardDrawing() {}

  /**
   * Draws a state for a notation of its game.
   *
   * @throws IllegalArgumentException if the notation is not one of the game's
   */
  static String render(MnkState state, Notation<Cell> notation) {
    MnkGame game = state.game();
    boolean algebraic = game.requireNotation(notation).name().equals(MnkGame.ALGEBRAIC);
    int rows = game.rows();
    int cols = game.cols();
    int labelWidth = Integer.toString(rows).length();
    String margin = " ".repeat(labelWidth + 1);
    StringBuilder header = new StringBuilder(margin);
    for (int col = 0; col < cols; col++) {
      String label = algebraic ? Text.columnLetters(col) : Integer.toString(col + 1);
      int at = margin.length() + 4 * col + 2 - (label.length() - 1) / 2;
      header.append(" ".repeat(at - header.length())).append(label);
    }
    String rule = margin + " ---".repeat(cols);
    StringBuilder sb = new StringBuilder(header).append('\n');
    for (int row = 0; row < rows; row++) {
      String label = Integer.toString(algebraic ? rows - row : row + 1);
      sb.append(rule).append('\n');
      sb.append(" ".repeat(labelWidth - label.length())).append(label).append(" |");
      for (int col = 0; col < cols; col++) {
        Player owner = state.owner(row * cols + col);
        sb.append(' ').append(owner == null ? " " : game.playerName(owner)).append(" |");
      }
      sb.append('\n');
    }
    return sb.append(rule).toString();
  }
}
