package io.github.gridgames.dotsboxes;

import org.jspecify.annotations.Nullable;

/**
 * A box (square) of the board, named by its top-left dot: box {@code (row, col)} has the dots
 * {@code (row, col)}, {@code (row, col + 1)}, {@code (row + 1, col)} and
 * {@code (row + 1, col + 1)} at its corners. A board of R x C boxes has boxes {@code (0,0)} to
 * {@code (R-1,C-1)}. Immutable.
 *
 * <p>Any {@code int} coordinates are allowed, so that a box can also name a place outside every
 * board; the game's queries refuse such boxes.
 */
public final class Box implements Comparable<Box> {

  private final int row;
  private final int col;

  private Box(int row, int col) {
    this.row = row;
    this.col = col;
  }

  /**
   * Returns the box at {@code (row, col)}.
   *
   * @param row the row, 0 at the top; any {@code int}
   * @param col the column, 0 at the left; any {@code int}
   * @return the box
   */
  public static Box of(int row, int col) {
    return new Box(row, col);
  }

  /**
   * Returns the box's row, the row of its top-left dot.
   *
   * @return the row, 0 at the top
   */
  public int row() {
    return row;
  }

  /**
   * Returns the box's column, the column of its top-left dot.
   *
   * @return the column, 0 at the left
   */
  public int col() {
    return col;
  }

  /** Orders boxes by row, then by column (reading order). */
  @Override
  public int compareTo(Box other) {
    int byRow = Integer.compare(row, other.row);
    return byRow != 0 ? byRow : Integer.compare(col, other.col);
  }

  /** Boxes are equal when their rows and columns are. */
  @Override
  public boolean equals(@Nullable Object o) {
    return o == this || (o instanceof Box other && row == other.row && col == other.col);
  }

  @Override
  public int hashCode() {
    return 31 * row + col;
  }

  /**
   * Returns the box in the dot-pair notation's coordinates of its top-left dot, with the word
   * {@code box} to tell it from a dot: {@code box (0,1)}.
   */
  @Override
  public String toString() {
    return "box (" + row + "," + col + ")";
  }
}
