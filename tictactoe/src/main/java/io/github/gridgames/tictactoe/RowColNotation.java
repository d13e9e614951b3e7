package io.github.gridgames.tictactoe;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;
import org.jspecify.annotations.Nullable;

/**
 * The {@value #NAME} notation, {@link MnkGame#rowCol()}: the row number then the column number, both counted from
 * 1 at the top-left corner, separated by whitespace, such as {@code "2 3"}. Parsing tolerates any
 * whitespace before, between and after the numbers, leading zeros and a plus sign; formatting
 * writes one space. A row or column off the board is a parse error that spans the number and names
 * the range. Two row-col notations are equal when their games are.
 */
final class RowColNotation implements Notation<Cell> {

  /** The notation's name. */
  static final String NAME = "row-col";

  /** What a well-formed move looks like, for the expectations of format errors. */
  static final String FORMAT =
      "a row number and a column number separated by a space, such as '2 3'";

  private final MnkGame game;

  RowColNotation(MnkGame game) {
    this.game = requireNonNull(game, "game");
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String syntax() {
    return "row column, from 1 1 at the top left to " + game.rows() + " " + game.cols();
  }

  @Override
  public String format(Cell move) {
    game.requireWritable(move);
    return (move.row() + 1) + " " + (move.col() + 1);
  }

  @Override
  public Cell parse(String text) {
    requireNonNull(text, "text");
    int[] starts = new int[2];
    int[] ends = new int[2];
    int count = 0;
    int i = 0;
    int n = text.length();
    while (true) {
      while (i < n && Character.isWhitespace(text.charAt(i))) {
        i++;
      }
      if (i == n) {
        break;
      }
      if (count == 2) {
        throw new NotationException(text, i, FORMAT + ", and nothing after the column number");
      }
      int start = i;
      while (i < n && !Character.isWhitespace(text.charAt(i))) {
        i++;
      }
      checkInteger(text, start, i);
      starts[count] = start;
      ends[count] = i;
      count++;
    }
    if (count < 2) {
      throw new NotationException(text, n, FORMAT);
    }
    int row = coordinate(text, starts[0], ends[0], "row", game.rows());
    int col = coordinate(text, starts[1], ends[1], "column", game.cols());
    return game.cellAt(row * game.cols() + col);
  }

  private static void checkInteger(String text, int start, int end) {
    int i = start;
    if (text.charAt(i) == '+' || text.charAt(i) == '-') {
      i++;
    }
    if (i == end) {
      throw new NotationException(text, i, FORMAT);
    }
    for (; i < end; i++) {
      if (!Text.isDigit(text.charAt(i))) {
        throw new NotationException(text, i, FORMAT);
      }
    }
  }

  /** Returns the zero-based coordinate of a checked integer token, or throws if off the board. */
  private static int coordinate(String text, int start, int end, String name, int size) {
    long value = Text.number(text, start, end);
    if (value < 1 || value > size) {
      throw new NotationException(text, start, end, "a " + name + " from 1 to " + size);
    }
    return (int) value - 1;
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof RowColNotation other && game.equals(other.game);
  }

  @Override
  public int hashCode() {
    return game.hashCode() * 31 + 1;
  }

  @Override
  public String toString() {
    return name();
  }
}
