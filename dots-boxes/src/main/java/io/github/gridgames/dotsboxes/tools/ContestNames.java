package io.github.gridgames.dotsboxes.tools;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.dotsboxes.Box;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.Edge;
import io.github.gridgames.dotsboxes.internal.TextCursor;

/**
 * The contest's names of boxes and sides on one board, as its box-side notation ({@link
 * DotsBoxes#boxSides()}) writes them: a box is a column letter (spreadsheet style: {@code A} to
 * {@code Z}, then {@code AA}) and a row number counted from 1 at the bottom, such as {@code A1}; a
 * side is one of {@code L T R B}, in the order the contest lists a box's free sides.
 */
final class ContestNames {

  /** The sides of a box in the contest's order. */
  static final String SIDES = "LTRB";

  private final DotsBoxes game;

  ContestNames(DotsBoxes game) {
    this.game = requireNonNull(game, "game");
  }

  /** The spreadsheet-style name of a column: {@code A} for 0, {@code Z} for 25, {@code AA} for 26. */
  static String columnName(int col) {
    checkArgument(col >= 0, "a column index must be >= 0, got %s", col);
    StringBuilder sb = new StringBuilder();
    for (long n = col + 1L; n > 0; n = (n - 1) / 26) {
      sb.append((char) ('A' + (n - 1) % 26));
    }
    return sb.reverse().toString();
  }

  /** The name of a box of the board, such as {@code A1} for the bottom-left box. */
  String boxName(Box box) {
    checkArgument(game.contains(box), "the box %s is not on the board", box);
    return columnName(box.col()) + (game.rows() - box.row());
  }

  /** The line that is a side of a box: one of {@code L T R B}. */
  Edge edge(Box box, char side) {
    int index = "TBLR".indexOf(side);
    checkArgument(index >= 0, "a box side is one of L, T, R, B, got '%s'", side);
    return game.sidesOf(box).get(index);
  }

  /** The side of a box that a line is. */
  char sideOf(Box box, Edge edge) {
    int index = game.sidesOf(box).indexOf(edge);
    checkArgument(index >= 0, "%s is not a side of %s", edge, box);
    return "TBLR".charAt(index);
  }

  /** Reads a box name such as {@code A1} at the cursor, refusing boxes off the board. */
  Box readBox(TextCursor in) {
    String columns = "a column letter from A to " + columnName(game.cols() - 1);
    int start = in.pos();
    long col = 0;
    while (isLetter(in.peek())) {
      col = Math.min(col * 26 + (Character.toUpperCase(in.peek()) - 'A' + 1), game.cols() + 1L);
      in.advance();
    }
    if (in.pos() == start) {
      throw in.error(columns);
    }
    if (col > game.cols()) {
      throw in.spanError(start, columns);
    }
    String rowsText = "a row number from 1 to " + game.rows();
    int rowStart = in.pos();
    int row = in.readNatural(rowsText, game.rows());
    if (row < 1) {
      throw in.spanError(rowStart, rowsText);
    }
    return Box.of(game.rows() - row, (int) col - 1);
  }

  /** Reads a side letter at the cursor, in either case, as upper case. */
  static char readSide(TextCursor in) {
    char c = Character.toUpperCase(in.peek());
    if (in.atEnd() || SIDES.indexOf(c) < 0) {
      throw in.error("a side L, T, R or B");
    }
    in.advance();
    return c;
  }

  /** Whether a character starts a side. */
  static boolean isSide(char c) {
    return SIDES.indexOf(Character.toUpperCase(c)) >= 0;
  }

  private static boolean isLetter(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
  }
}
