package io.github.gridgames.tictactoe;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;
import org.jspecify.annotations.Nullable;

/**
 * The {@value #NAME} notation, {@link MnkGame#algebraic()}, of m,n,k and gomoku tools: the column letters ({@code a}
 * is the leftmost column; after {@code z} come {@code aa}, {@code ab}, ...) then the row number
 * counted from 1 at the <em>bottom</em> row, such as {@code "b2"}; {@code "a1"} is the bottom-left
 * cell. Parsing accepts either letter case and surrounding whitespace, but nothing between the
 * letters and the number; formatting writes lower case. A column or row off the board is a parse
 * error that spans it and names the range. Two algebraic notations are equal when their games are.
 */
final class AlgebraicNotation implements Notation<Cell> {

  /** The notation's name. */
  static final String NAME = "algebraic";

  private final MnkGame game;
  private final String lastColumn;

  AlgebraicNotation(MnkGame game) {
    this.game = requireNonNull(game, "game");
    this.lastColumn = Text.columnLetters(game.cols() - 1);
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String syntax() {
    return "column letter and row number, from a1 at the bottom left to " + lastColumn + game.rows();
  }

  @Override
  public String format(Cell move) {
    game.requireWritable(move);
    return Text.columnLetters(move.col()) + (game.rows() - move.row());
  }

  @Override
  public Cell parse(String text) {
    requireNonNull(text, "text");
    int start = 0;
    int end = text.length();
    while (start < end && Character.isWhitespace(text.charAt(start))) {
      start++;
    }
    while (end > start && Character.isWhitespace(text.charAt(end - 1))) {
      end--;
    }
    int i = start;
    while (i < end && Text.isLetter(text.charAt(i))) {
      i++;
    }
    if (i == start) {
      throw new NotationException(text, start, "a column letter then a row number, such as 'b2'");
    }
    int digits = i;
    while (i < end && Text.isDigit(text.charAt(i))) {
      i++;
    }
    if (i == digits) {
      throw new NotationException(text, digits, "a letter or a row number after the column letters, such as 'b2'");
    }
    if (i != end) {
      throw new NotationException(text, i, "a digit or the end of the move after the row number");
    }
    long col = Text.columnIndex(text, start, digits);
    if (col >= game.cols()) {
      throw new NotationException(text, start, digits, "a column from a to " + lastColumn);
    }
    long row = Text.number(text, digits, end);
    if (row < 1 || row > game.rows()) {
      throw new NotationException(text, digits, end, "a row from 1 to " + game.rows());
    }
    return game.cellAt((game.rows() - (int) row) * game.cols() + (int) col);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof AlgebraicNotation other && game.equals(other.game);
  }

  @Override
  public int hashCode() {
    return game.hashCode() * 31 + 2;
  }

  @Override
  public String toString() {
    return name();
  }
}
