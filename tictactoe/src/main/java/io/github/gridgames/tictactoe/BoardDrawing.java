package io.github.gridgames.tictactoe;

import io.github.gridgames.core.Notation;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.internal.ColumnSpan;

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
    return grid(state, notation, new ColumnSpan(0, state.game().cols() - 1));
  }

  /**
   * Draws a state within a screen's width: the whole board when it fits, else the widest run of
   * columns around {@code focus} that fits (at least one), then a line saying how many columns it
   * shows and how many stones lie outside.
   *
   * @throws IllegalArgumentException if the notation is not one of the game's
   */
  static String render(MnkState state, Notation<Cell> notation, int columns, int focus) {
    MnkGame game = state.game();
    game.requireNotation(notation);
    ColumnSpan span =
        ColumnSpan.fitting(
            0, game.cols() - 1, focus, columns, s -> grid(state, notation, s).lines().mapToInt(String::length).max().orElse(0));
    String grid = grid(state, notation, span);
    if (span.count() == game.cols()) {
      return grid;
    }
    int outside = 0;
    for (int cell = 0; cell < game.rows() * game.cols(); cell++) {
      outside += state.owner(cell) != null && !span.contains(cell % game.cols()) ? 1 : 0;
    }
    return grid
        + "\n"
        + span.count()
        + " of "
        + game.cols()
        + " columns shown; "
        + outside
        + (outside == 1 ? " stone lies" : " stones lie")
        + " outside.";
  }

  /** The labelled grid of a span of columns. */
  private static String grid(MnkState state, Notation<Cell> notation, ColumnSpan span) {
    MnkGame game = state.game();
    boolean algebraic = game.requireNotation(notation).equals(game.algebraic());
    int rows = game.rows();
    int cols = game.cols();
    int labelWidth = Integer.toString(rows).length();
    String margin = " ".repeat(labelWidth + 1);
    StringBuilder header = new StringBuilder(margin);
    for (int col = span.first(); col <= span.last(); col++) {
      String label = algebraic ? Text.columnLetters(col) : Integer.toString(col + 1);
      int at = margin.length() + 4 * (col - span.first()) + 2 - (label.length() - 1) / 2;
      header.append(" ".repeat(Math.max(0, at - header.length()))).append(label);
    }
    String rule = margin + " ---".repeat(span.count());
    StringBuilder sb = new StringBuilder(header).append('\n');
    for (int row = 0; row < rows; row++) {
      String label = Integer.toString(algebraic ? rows - row : row + 1);
      sb.append(rule).append('\n');
      sb.append(" ".repeat(labelWidth - label.length())).append(label).append(" |");
      for (int col = span.first(); col <= span.last(); col++) {
        Player owner = state.owner(row * cols + col);
        sb.append(' ').append(owner == null ? " " : game.playerName(owner)).append(" |");
      }
      sb.append('\n');
    }
    return sb.append(rule).toString();
  }
}
