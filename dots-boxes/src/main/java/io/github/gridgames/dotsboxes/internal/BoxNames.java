package io.github.gridgames.dotsboxes.internal;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.gridgames.dotsboxes.Box;

/**
 * The box names of the box-side notation on a board of {@code rows x cols} boxes: a column letter
 * (spreadsheet style: {@code A} to {@code Z}, then {@code AA}) and a row number counted from 1 at
 * the bottom, such as {@code A1} for the bottom-left box. Not API: public only so that the
 * notation and the tools' contest protocol share one reading and writing of the names.
 */
public final class BoxNames {

  private final int rows;
  private final int cols;

  /**
   * The names on a board of boxes.
   *
   * @param rows the number of rows of boxes, at least 1
   * @param cols the number of columns of boxes, at least 1
   * @throws IllegalArgumentException if either is less than 1
   */
  public BoxNames(int rows, int cols) {
    checkArgument(rows >= 1 && cols >= 1, "a board has at least 1 x 1 boxes, got %s x %s", rows, cols);
    this.rows = rows;
    this.cols = cols;
  }

  /**
   * Returns the spreadsheet-style name of a column: {@code A} for 0, {@code Z} for 25, {@code AA}
   * for 26, and so on up to {@code FXSHRXX} for {@link Integer#MAX_VALUE}.
   *
   * @param col a zero-based column index
   * @return the letters
   * @throws IllegalArgumentException if {@code col} is negative; the message gives it
   */
  public static String columnName(int col) {
    checkArgument(col >= 0, "a column index must be >= 0, got %s", col);
    StringBuilder sb = new StringBuilder();
    for (long n = col + 1L; n > 0; n = (n - 1) / 26) {
      sb.append((char) ('A' + (n - 1) % 26));
    }
    return sb.reverse().toString();
  }

  /**
   * Returns the name of a box, such as {@code A1} for the bottom-left box; the caller has checked
   * that the box is on the board.
   *
   * @param box a box of the board, in the game's top-down coordinates
   * @return its name
   */
  public String boxName(Box box) {
    return columnName(box.col()) + (rows - box.row());
  }

  /**
   * Reads a box name such as {@code A1} at the cursor, in either case, refusing boxes off the
   * board with an error that spans the column letters or the row number and names the range.
   *
   * @param in the cursor, left after the row number
   * @return the box, in the game's top-down coordinates
   * @throws io.github.gridgames.core.NotationException if no box of the board is named there
   */
  public Box readBox(TextCursor in) {
    String columns = "a column letter from A to " + columnName(cols - 1);
    int start = in.pos();
    long col = 0;
    while (isLetter(in.peek())) {
      col = Math.min(col * 26 + (Character.toUpperCase(in.peek()) - 'A' + 1), cols + 1L);
      in.advance();
    }
    if (in.pos() == start) {
      throw in.error(columns);
    }
    if (col > cols) {
      throw in.spanError(start, columns);
    }
    String rowsText = "a row number from 1 to " + rows;
    int rowStart = in.pos();
    int row = in.readNatural(rowsText, rows);
    if (row < 1) {
      throw in.spanError(rowStart, rowsText);
    }
    return Box.of(rows - row, (int) col - 1);
  }

  private static boolean isLetter(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
  }
}
