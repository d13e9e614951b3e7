package io.github.gridgames.nrow.tools;

import io.github.gridgames.core.Player;
import io.github.gridgames.core.internal.ColumnSpan;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import java.util.Map;
import java.util.Optional;

/**
 * The terminal's drawing of an N-in-a-row state: a header of {@code x} coordinates, then one row
 * per {@code y} from the largest (top) to the smallest (bottom), y growing upwards as on a plane,
 * each starting with its {@code y} coordinate; a point shows its stone's symbol, {@code +} where
 * the next stone may go, or {@code .}. Fields are right-aligned and 3 characters wide, or one more
 * than the longest {@code x} label. A note follows when stones lie outside the window, and a last
 * line says which way y grows and what {@code +} marks.
 */
final class NRowDrawing {

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
    StringBuilder sb = new StringBuilder(grid(state, window));
    Map<Point, Player> stones = state.stones();
    long outside = stones.keySet().stream().filter(p -> !window.contains(p)).count();
    if (outside > 0) {
      int minX = stones.keySet().stream().mapToInt(Point::x).min().orElseThrow();
      int maxX = stones.keySet().stream().mapToInt(Point::x).max().orElseThrow();
      int minY = stones.keySet().stream().mapToInt(Point::y).min().orElseThrow();
      int maxY = stones.keySet().stream().mapToInt(Point::y).max().orElseThrow();
      sb.append('\n')
          .append(outside)
          .append(" of ")
          .append(stones.size())
          .append(stones.size() == 1 ? " stone lies" : " stones lie")
          .append(" outside this view (x ")
          .append(window.fromX())
          .append("..")
          .append(window.toX())
          .append(", y ")
          .append(window.fromY())
          .append("..")
          .append(window.toY())
          .append("); all stones lie within x ")
          .append(minX)
          .append("..")
          .append(maxX)
          .append(", y ")
          .append(minY)
          .append("..")
          .append(maxY)
          .append('.');
    }
    sb.append('\n').append(state.isTerminal() ? "y grows upwards." : "y grows upwards; + marks where the next stone may go.");
    return sb.toString();
  }

  /** The width of a column of points in a window's drawing. */
  private static int cell(NRowState.BoardWindow window) {
    return Math.max(FIELD, 1 + Math.max(width(window.fromX()), width(window.toX())));
  }

  /** The width of the column of y labels in a window's drawing. */
  private static int label(NRowState.BoardWindow window) {
    return Math.max(FIELD, Math.max(width(window.fromY()), width(window.toY())));
  }

  /** The header and the rows, without the notes. */
  private static String grid(NRowState state, NRowState.BoardWindow window) {
    int cell = cell(window);
    int label = label(window);
    StringBuilder sb = new StringBuilder();
    field(sb, "", label);
    for (long x = window.fromX(); x <= window.toX(); x++) {
      field(sb, Long.toString(x), cell);
    }
    boolean open = !state.isTerminal();
    for (long y = window.toY(); y >= window.fromY(); y--) {
      sb.append('\n');
      field(sb, Long.toString(y), label);
      for (long x = window.fromX(); x <= window.toX(); x++) {
        Point point = Point.of((int) x, (int) y);
        Optional<Player> stone = state.stoneAt(point);
        String mark =
            stone.isPresent() ? state.game().playerName(stone.get()) : open && state.isLegal(point) ? "+" : ".";
        field(sb, mark, cell);
      }
    }
    return sb.toString();
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
        around.or(state::lastMove).filter(view::contains).map(Point::x).orElse(view.fromX() + (view.width() - 1) / 2);
    ColumnSpan span =
        ColumnSpan.fitting(view.fromX(), view.toX(), focus, columns, s -> drawnWidth(window(view, s)));
    return window(view, span);
  }

  /** The width of a window's drawing: its rows are as wide as its header. */
  private static int drawnWidth(NRowState.BoardWindow window) {
    return label(window) + cell(window) * window.width();
  }

  /** The rows of a view over a span of its columns. */
  private static NRowState.BoardWindow window(NRowState.BoardWindow view, ColumnSpan span) {
    return new NRowState.BoardWindow(span.first(), view.fromY(), span.last(), view.toY());
  }

  /** The number of characters of a coordinate label; the widest label is at an end of a range. */
  private static int width(long coordinate) {
    return Long.toString(coordinate).length();
  }

  private static void field(StringBuilder sb, String text, int width) {
    for (int i = text.length(); i < width; i++) {
      sb.append(' ');
    }
    sb.append(text);
  }
}
