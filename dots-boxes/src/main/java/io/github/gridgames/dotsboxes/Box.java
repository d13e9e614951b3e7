package io.github.gridgames.dotsboxes;

/**
 * A box (square) of the board, named by its top-left dot: box {@code (row, col)} has the dots
 * {@code (row, col)}, {@code (row, col + 1)}, {@code (row + 1, col)} and
 * {@code (row + 1, col + 1)} at its corners. A board of R x C boxes has boxes {@code (0,0)} to
 * {@code (R-1,C-1)}.
 *
 * @param row the box's row, 0 at the top
 * @param col the box's column, 0 at the left
 */
public record Box(int row, int col) implements Comparable<Box> {

  /**
   * Returns the box at {@code (row, col)}.
   *
   * @param row the row
   * @param col the column
   * @return the box
   */
  public static Box of(int row, int col) {
    return new Box(row, col);
  }

  /** Orders boxes by row, then by column (reading order). */
  @Override
  public int compareTo(Box other) {
    int byRow = Integer.compare(row, other.row);
    return byRow != 0 ? byRow : Integer.compare(col, other.col);
  }

  /** Returns {@code "box (row,col)"}. */
  @Override
  public String toString() {
    return "box (" + row + "," + col + ")";
  }
}
