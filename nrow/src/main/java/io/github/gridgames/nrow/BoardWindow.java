package io.github.gridgames.nrow;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

/**
 * A rectangle of the plane to draw with {@link NRowState#render(BoardWindow)}: the columns
 * {@code fromX..toX} and the rows {@code fromY..toY}, both inclusive, at most {@link #MAX_SIDE}
 * points on a side, so that a drawing has a bounded size whatever the board.
 *
 * @param fromX the leftmost column
 * @param fromY the top row (rows grow downwards, as in the drawing)
 * @param toX the rightmost column, at least {@code fromX}
 * @param toY the bottom row, at least {@code fromY}
 */
public record BoardWindow(int fromX, int fromY, int toX, int toY) {

  /** The most points a window may have on a side. */
  public static final int MAX_SIDE = 1000;

  /**
   * Creates a window.
   *
   * @param fromX the leftmost column
   * @param fromY the top row
   * @param toX the rightmost column, at least {@code fromX}
   * @param toY the bottom row, at least {@code fromY}
   * @throws IllegalArgumentException if a range is empty or longer than {@link #MAX_SIDE}; the
   *     message gives the range
   */
  public BoardWindow {
    checkArgument(
        fromX <= toX && (long) toX - fromX < MAX_SIDE,
        "a window's columns must run from fromX to toX >= fromX, at most %s of them, got %s..%s",
        MAX_SIDE,
        fromX,
        toX);
    checkArgument(
        fromY <= toY && (long) toY - fromY < MAX_SIDE,
        "a window's rows must run from fromY to toY >= fromY, at most %s of them, got %s..%s",
        MAX_SIDE,
        fromY,
        toY);
  }

  /**
   * Returns the window with two opposite corners, in either order.
   *
   * @param corner a corner
   * @param opposite the opposite corner
   * @return the window spanning both
   * @throws IllegalArgumentException if a side would be longer than {@link #MAX_SIDE}
   */
  public static BoardWindow of(Point corner, Point opposite) {
    requireNonNull(corner, "corner");
    requireNonNull(opposite, "opposite");
    return new BoardWindow(
        Math.min(corner.x(), opposite.x()),
        Math.min(corner.y(), opposite.y()),
        Math.max(corner.x(), opposite.x()),
        Math.max(corner.y(), opposite.y()));
  }

  /**
   * Returns the window of a size centred on a point (the extra column or row of an even size
   * falls after it), moved inwards where it would cross the {@code int} limits.
   *
   * @param centre the point in the middle
   * @param width the number of columns, 1 to {@link #MAX_SIDE}
   * @param height the number of rows, 1 to {@link #MAX_SIDE}
   * @return the window
   * @throws IllegalArgumentException if a size is out of range; the message gives it
   */
  public static BoardWindow around(Point centre, int width, int height) {
    requireNonNull(centre, "centre");
    checkArgument(width >= 1 && width <= MAX_SIDE, "a window's width must be 1 to %s, got %s", MAX_SIDE, width);
    checkArgument(height >= 1 && height <= MAX_SIDE, "a window's height must be 1 to %s, got %s", MAX_SIDE, height);
    int fromX = start(centre.x(), width);
    int fromY = start(centre.y(), height);
    return new BoardWindow(fromX, fromY, fromX + width - 1, fromY + height - 1);
  }

  /** The first of {@code size} coordinates centred on {@code centre}, kept within the int range. */
  static int start(int centre, int size) {
    long from = (long) centre - (size - 1) / 2;
    return (int) Math.max(Integer.MIN_VALUE, Math.min(from, (long) Integer.MAX_VALUE - size + 1));
  }

  /**
   * Returns the number of columns.
   *
   * @return 1 to {@link #MAX_SIDE}
   */
  public int width() {
    return toX - fromX + 1;
  }

  /**
   * Returns the number of rows.
   *
   * @return 1 to {@link #MAX_SIDE}
   */
  public int height() {
    return toY - fromY + 1;
  }

  /**
   * Returns whether a point is inside the window.
   *
   * @param point the point
   * @return whether its column and row are both in range
   */
  public boolean contains(Point point) {
    return point.x() >= fromX && point.x() <= toX && point.y() >= fromY && point.y() <= toY;
  }

  /** Returns {@code x fromX..toX, y fromY..toY}. */
  @Override
  public String toString() {
    return "x " + fromX + ".." + toX + ", y " + fromY + ".." + toY;
  }
}
