package io.github.gridgames.dotsboxes;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Move;
import org.jspecify.annotations.Nullable;

/**
 * A move of Dots and Boxes: the line between two dots, in the words of the dot-pair notation.
 * Immutable.
 *
 * <p>A <em>legal</em> line joins two adjacent dots of the board: a unit horizontal line
 * {@code (r,c)-(r,c+1)} or a unit vertical line {@code (r,c)-(r+1,c)}. An {@code Edge} can also
 * hold any other pair of dots, such as {@code (0,0)-(2,2)} or a dot outside the board, so that text
 * like {@code (0,0)-(1,1)} reads as a move which the state then refuses with a precise reason
 * ({@link DotsBoxesReason#NOT_A_UNIT_LINE}, {@link io.github.gridgames.core.Reason#OUT_OF_BOUNDS}).
 *
 * <p>The two dots are kept in reading order ({@link Dot#compareTo(Dot)}), so a line is equal to
 * itself drawn the other way round: {@code Edge.of(0, 1, 0, 0)} equals {@code Edge.of(0, 0, 0, 1)},
 * and both print as {@code (0,0)-(0,1)}.
 */
public final class Edge implements Move {

  private final Dot from;
  private final Dot to;

  private Edge(Dot from, Dot to) {
    this.from = from;
    this.to = to;
  }

  /**
   * Returns the line between two dots, given in either order; it keeps them in reading order.
   *
   * @param a one end
   * @param b the other end
   * @return the line
   * @throws NullPointerException if a dot is null
   */
  public static Edge of(Dot a, Dot b) {
    requireNonNull(a, "a");
    requireNonNull(b, "b");
    return a.compareTo(b) <= 0 ? new Edge(a, b) : new Edge(b, a);
  }

  /**
   * Returns the line between the dots {@code (row1,col1)} and {@code (row2,col2)}, given in either
   * order.
   *
   * @param row1 the first dot's row
   * @param col1 the first dot's column
   * @param row2 the second dot's row
   * @param col2 the second dot's column
   * @return the line
   */
  public static Edge of(int row1, int col1, int row2, int col2) {
    return of(Dot.of(row1, col1), Dot.of(row2, col2));
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
    return new Edge(Dot.of(row, col), Dot.of(row, col + 1));
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
    return new Edge(Dot.of(row, col), Dot.of(row + 1, col));
  }

  /**
   * Returns the first dot in reading order.
   *
   * @return the upper dot, or the left one when both are in one row
   */
  public Dot from() {
    return from;
  }

  /**
   * Returns the second dot in reading order, never before {@link #from()}.
   *
   * @return the lower dot, or the right one when both are in one row
   */
  public Dot to() {
    return to;
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

  /** Lines are equal when they join the same two dots. */
  @Override
  public boolean equals(@Nullable Object o) {
    return o == this || (o instanceof Edge other && from.equals(other.from) && to.equals(other.to));
  }

  @Override
  public int hashCode() {
    return 31 * from.hashCode() + to.hashCode();
  }

  /** Returns the dot-pair notation of this line, such as {@code (0,0)-(0,1)}. */
  @Override
  public String toString() {
    return from + "-" + to;
  }

  /**
   * A dot of the grid, as in the dot-pair notation: {@code (row, col)} counted from 0 at the top
   * left, rows growing downwards and columns to the right. A board of R x C boxes has dots
   * {@code (0,0)} to {@code (R,C)}. Immutable.
   *
   * <p>Any {@code int} coordinates are allowed, so that a dot can also name a place outside every
   * board; a {@link DotsBoxesState} refuses lines that touch such dots.
   */
  public static final class Dot implements Comparable<Dot> {

    private final int row;
    private final int col;

    private Dot(int row, int col) {
      this.row = row;
      this.col = col;
    }

    /**
     * Returns the dot at {@code (row, col)}.
     *
     * @param row the row, 0 at the top; any {@code int}
     * @param col the column, 0 at the left; any {@code int}
     * @return the dot
     */
    public static Dot of(int row, int col) {
      return new Dot(row, col);
    }

    /**
     * Returns the dot's row.
     *
     * @return the row, 0 at the top
     */
    public int row() {
      return row;
    }

    /**
     * Returns the dot's column.
     *
     * @return the column, 0 at the left
     */
    public int col() {
      return col;
    }

    /** Orders dots by row, then by column (reading order). */
    @Override
    public int compareTo(Dot other) {
      int byRow = Integer.compare(row, other.row);
      return byRow != 0 ? byRow : Integer.compare(col, other.col);
    }

    /** Dots are equal when their rows and columns are. */
    @Override
    public boolean equals(@Nullable Object o) {
      return o == this || (o instanceof Dot other && row == other.row && col == other.col);
    }

    @Override
    public int hashCode() {
      return 31 * row + col;
    }

    /** Returns the dot-pair notation's form of this dot, such as {@code (0,1)}. */
    @Override
    public String toString() {
      return "(" + row + "," + col + ")";
    }
  }
}
