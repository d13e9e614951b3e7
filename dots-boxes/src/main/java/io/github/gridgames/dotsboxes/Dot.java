package io.github.gridgames.dotsboxes;

/**
 * A dot of the grid, as in the dot-pair notation: {@code (row, col)} counted from 0 at the top
 * left, rows growing downwards and columns to the right. A board of R x C boxes has dots
 * {@code (0,0)} to {@code (R,C)}.
 *
 * <p>Any {@code int} coordinates are allowed, so that a dot can also name a place outside every
 * board; a {@link DotsBoxesState} refuses lines that touch such dots.
 *
 * @param row the dot's row, 0 at the top
 * @param col the dot's column, 0 at the left
 */
public record Dot(int row, int col) implements Comparable<Dot> {

  /**
   * Returns the dot at {@code (row, col)}.
   *
   * @param row the row
   * @param col the column
   * @return the dot
   */
  public static Dot of(int row, int col) {
    return new Dot(row, col);
  }

  /** Orders dots by row, then by column (reading order). */
  @Override
  public int compareTo(Dot other) {
    int byRow = Integer.compare(row, other.row);
    return byRow != 0 ? byRow : Integer.compare(col, other.col);
  }

  /** Returns the dot-pair notation's form of this dot, such as {@code (0,1)}. */
  @Override
  public String toString() {
    return "(" + row + "," + col + ")";
  }
}
