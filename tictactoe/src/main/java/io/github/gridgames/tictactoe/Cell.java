package io.github.gridgames.tictactoe;

import io.github.gridgames.core.Move;
import io.github.gridgames.core.Reason;

/**
 * A move of an m,n,k-game: the cell where the mover places a stone, by zero-based row and column.
 * Row 0 is the top row as {@linkplain MnkState#render() drawn} and column 0 the leftmost column.
 *
 * <p>A cell is a plain value: any pair of {@code int}s is a cell, including ones outside every
 * board (negative or too large), so that such moves can be offered to a state and refused there
 * with {@link io.github.gridgames.core.Reason#OUT_OF_BOUNDS}. The notations count rows and
 * columns from 1 instead; see {@link MnkGame#notations()}.
 *
 * @param row the zero-based row, 0 at the top
 * @param col the zero-based column, 0 at the left
 */
public record Cell(int row, int col) implements Move {

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
   * Describes this cell for people, counting from 1 as the {@code row-col} notation does, such as
   * {@code "row 2, column 3"} for {@code Cell(1, 2)}. Works for every cell, also at the
   * {@code int} limits.
   *
   * @return the description
   */
  public String describe() {
    return "row " + ((long) row + 1) + ", column " + ((long) col + 1);
  }
}
