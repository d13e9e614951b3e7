package io.github.gridgames.tictactoe;

import io.github.gridgames.core.Move;
import org.jspecify.annotations.Nullable;

/**
 * A move of an m,n,k-game: the cell where the mover places a stone, by zero-based row and column.
 * Row 0 is the top row as {@linkplain MnkState#render() drawn} and column 0 the leftmost column.
 * Immutable; made by {@link #of(int, int)}.
 *
 * <p>A cell is a plain value: any pair of {@code int}s is a cell, including ones outside every
 * board (negative or too large), so that such moves can be offered to a state and refused there
 * with {@link io.github.gridgames.core.Reason#OUT_OF_BOUNDS}. The notations count rows and
 * columns from 1 instead; see {@link MnkGame#notations()}. {@link #toString()} is the text of the
 * default notation, {@link MnkGame#rowCol()}: {@code Cell.of(1, 2)} prints as {@code 2 3}.
 */
public final class Cell implements Move {

  private final int row;
  private final int col;

  private Cell(int row, int col) {
    this.row = row;
    this.col = col;
  }

  /**
   * Returns the cell at a zero-based row and column.
   *
   * @param row the zero-based row, 0 at the top
   * @param col the zero-based column, 0 at the left
   * @return the cell
   */
  public static Cell of(int row, int col) {
    return new Cell(row, col);
  }

  /**
   * Returns the zero-based row, 0 at the top.
   *
   * @return the row
   */
  public int row() {
    return row;
  }

  /**
   * Returns the zero-based column, 0 at the left.
   *
   * @return the column
   */
  public int col() {
    return col;
  }

  /**
   * Describes this cell in a sentence, counting from 1 as the {@code row-col} notation does, such
   * as {@code "row 2, column 3"} for {@code Cell.of(1, 2)}. Works for every cell, also at the
   * {@code int} limits.
   *
   * @return the description
   */
  public String describe() {
    return "row " + ((long) row + 1) + ", column " + ((long) col + 1);
  }

  /**
   * Returns whether {@code o} is a cell with the same row and column.
   *
   * @param o the object to compare with
   * @return whether the cells are equal
   */
  @Override
  public boolean equals(@Nullable Object o) {
    return o == this || (o instanceof Cell other && row == other.row && col == other.col);
  }

  /**
   * Returns a hash of the row and the column.
   *
   * @return the hash code
   */
  @Override
  public int hashCode() {
    return 31 * row + col;
  }

  /**
   * Returns the cell as the default {@code row-col} notation writes it: the row then the column,
   * counted from 1, separated by one space, such as {@code "2 3"} for {@code Cell.of(1, 2)} (the
   * text {@link MnkGame#rowCol()} formats for a cell on its board, and parses back). Works for
   * every cell, also at the {@code int} limits.
   *
   * @return the row-col text
   */
  @Override
  public String toString() {
    return ((long) row + 1) + " " + ((long) col + 1);
  }
}
