package io.github.gridgames.nrow.tools;

import io.github.gridgames.core.internal.ColumnSpan;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import java.util.Optional;

/**
 * The terminal's drawing of an N-in-a-row state: the board's own drawing through a window
 * ({@link NRowState#render(NRowState.BoardWindow)}: y growing upwards, a stone's symbol, {@code +}
 * where the next stone may go, {@code .} on the other empty points, and a note when stones lie
 * outside the window), then a line that says which way y grows and what {@code +} marks.
 */
final class NRowDrawing {

  /** The least width of a field of the drawing, as {@link NRowState#render} lays it out. */
  private static final int FIELD = 3;

  private NRowDrawing() {}

  /**
   * Draws a window of a state.
   *
   * @param state the state
   * @param window the points to draw
   * @return the lines, without a final line break
   */
  static String draw(NRowState state, NRowState.BoardWindow window) {
    return state.render(window)
        + '\n'
        + (state.isTerminal() ? "y grows upwards." : "y grows upwards; + marks where the next stone may go.");
  }

  /**
   * The width of a column of points in a window's drawing: 3, or one more than the longest
   * {@code x} label.
   */
  private static int cell(NRowState.BoardWindow window) {
    return Math.max(FIELD, 1 + Math.max(width(window.minX()), width(window.maxX())));
  }

  /** The width of the column of y labels in a window's drawing: 3, or the longest {@code y} label. */
  private static int label(NRowState.BoardWindow window) {
    return Math.max(FIELD, Math.max(width(window.minY()), width(window.maxY())));
  }

  /**
   * Returns the widest part of a state's {@link NRowState#view() view} whose drawing fits in a
   * width: all its rows, and as many of its columns as fit (at least one), around a move (the
   * state's last move, else the middle of the view).
   *
   * @param state the state
   * @param columns the screen's width, at least 1
   * @param around the move to keep in view, if known
   * @return the window
   */
  static NRowState.BoardWindow fitting(NRowState state, int columns, Optional<Point> around) {
    NRowState.BoardWindow view = state.view();
    int focus =
        around.or(state::lastMove).filter(view::contains).map(Point::x).orElse(view.minX() + (view.width() - 1) / 2);
    ColumnSpan span =
        ColumnSpan.fitting(view.minX(), view.maxX(), focus, columns, s -> drawnWidth(window(view, s)));
    return window(view, span);
  }

  /**
   * The width of a window's drawing: its lines of points are at most as wide as its line of
   * {@code x} labels, the label column then a field per column.
   */
  private static int drawnWidth(NRowState.BoardWindow window) {
    return label(window) + cell(window) * window.width();
  }

  /** The rows of a view over a span of its columns. */
  private static NRowState.BoardWindow window(NRowState.BoardWindow view, ColumnSpan span) {
    return NRowState.BoardWindow.of(Point.of(span.first(), view.minY()), Point.of(span.last(), view.maxY()));
  }

  /** The number of characters of a coordinate label; the widest label is at an end of a range. */
  private static int width(long coordinate) {
    return Long.toString(coordinate).length();
  }
}
