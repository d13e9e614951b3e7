package io.github.gridgames.dotsboxes;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Move;
import io.github.gridgames.core.Reason;

/**
 * A move of Dots and Boxes: the line between two dots, in the words of the dot-pair notation.
 *
 * <p>A <em>legal</em> line joins two adjacent dots of the board: a unit horizontal line
 * {@code (r,c)-(r,c+1)} or a unit vertical line {@code (r,c)-(r+1,c)}. An {@code Edge} can also
 * hold any other pair of dots, such as {@code (0,0)-(2,2)} or a dot outside the board, so that text
 * like {@code (0,0)-(1,1)} reads as a move which the state then refuses with a precise reason
 * ({@link DotsBoxesReason#NOT_A_UNIT_LINE}, {@link io.github.gridgames.core.Reason#OUT_OF_BOUNDS}).
 *
 * <p>The two dots are kept in reading order ({@link Dot#compareTo(Dot)}), so a line is equal to
 * itself drawn the other way round: {@code Edge.between((0,1),(0,0))} equals
 * {@code Edge.between((0,0),(0,1))}.
 *
 * @param from the first dot in reading order
 * @param to the second dot in reading order, never before {@code from}
 */
public record Edge(Dot from, Dot to) implements Move {

  /**
   * Creates a line; the dots may be given in either order and are stored in reading order.
   *
   * @param from one end
   * @param to the other end
   * @throws NullPointerException if a dot is null
   */
  public Edge {
    requireNonNull(from, "from");
    requireNonNull(to, "to");
    if (from.compareTo(to) > 0) {
      Dot swap = from;
      from = to;
      to = swap;
    }
  }

  /**
   * Returns the line between two dots, in either order.
   *
   * @param a one end
   * @param b the other end
   * @return the line
   * @throws NullPointerException if a dot is null
   */
  public static Edge between(Dot a, Dot b) {
    return new Edge(a, b);
  }

  /**
   * Returns the line between the dots {@code (row1,col1)} and {@code (row2,col2)}.
   *
   * @param row1 the first dot's row
   * @param col1 the first dot's column
   * @param row2 the second dot's row
   * @param col2 the second dot's column
   * @return the line
   */
  public static Edge of(int row1, int col1, int row2, int col2) {
    return new Edge(new Dot(row1, col1), new Dot(row2, col2));
  }

  /**
   * Returns the unit horizontal line from dot {@code (row, col)} to dot {@code (row, col + 1)}.
   *
   * @param row the row of both dots
   * @param col the column of the left dot
   * @return the line
   * @throws IllegalArgumentException if {@code col} is {@link Integer#MAX_VALUE}, so that the
   *     right dot has no {@code int} column
   */
  public static Edge horizontal(int row, int col) {
    checkArgument(
        col != Integer.MAX_VALUE,
        "a horizontal line needs a dot right of column %s, which has no int column",
        col);
    return new Edge(new Dot(row, col), new Dot(row, col + 1));
  }

  /**
   * Returns the unit vertical line from dot {@code (row, col)} to dot {@code (row + 1, col)}.
   *
   * @param row the row of the upper dot
   * @param col the column of both dots
   * @return the line
   * @throws IllegalArgumentException if {@code row} is {@link Integer#MAX_VALUE}, so that the
   *     lower dot has no {@code int} row
   */
  public static Edge vertical(int row, int col) {
    checkArgument(
        row != Integer.MAX_VALUE,
        "a vertical line needs a dot below row %s, which has no int row",
        row);
    return new Edge(new Dot(row, col), new Dot(row + 1, col));
  }

  /**
   * Returns whether this line joins two adjacent dots: one unit apart, horizontally or
   * vertically.
   *
   * @return whether it is a unit line
   */
  public boolean isUnit() {
    return isHorizontal() || isVertical();
  }

  /**
   * Returns whether this is a unit horizontal line {@code (r,c)-(r,c+1)}.
   *
   * @return whether it is a unit horizontal line
   */
  public boolean isHorizontal() {
    return from.row() == to.row() && (long) to.col() - from.col() == 1;
  }

  /**
   * Returns whether this is a unit vertical line {@code (r,c)-(r+1,c)}.
   *
   * @return whether it is a unit vertical line
   */
  public boolean isVertical() {
    return from.col() == to.col() && (long) to.row() - from.row() == 1;
  }

  /** Returns the dot-pair notation of this line, such as {@code (0,0)-(0,1)}. */
  @Override
  public String toString() {
    return from + "-" + to;
  }

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
}
