package io.github.gridgames.dotsboxes;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.internal.ColumnSpan;

/**
 * The text drawing of a board, shared by {@link DotsBoxesState#render(io.github.gridgames.core.Notation)}
 * and the mutable position: the labelled grid alone (the scores, whose turn it is and the result
 * are not part of it).
 */
final class Rendering {

  /** Spaces between the row labels and the board. */
  private static final int GAP = 2;

  private Rendering() {}

  static String render(Board board, BoardLabels labels) {
    return render(board, labels, new ColumnSpan(0, board.game.cols() - 1));
  }

  /**
   * Draws the columns of boxes of a span (with the dots on both sides of them) and their labels,
   * then, when the span is not the whole board, a line saying how much of it is shown and how many
   * drawn lines lie outside.
   */
  static String render(Board board, BoardLabels labels, ColumnSpan boxes) {
    DotsBoxes game = board.game;
    int cols = game.cols();
    StringBuilder sb = new StringBuilder(grid(board, labels, boxes));
    if (boxes.count() < cols) {
      int shown = 0;
      for (int edge = 0; edge < game.edgeCount(); edge++) {
        shown += board.isDrawn(edge) && inSpan(game, edge, boxes) ? 1 : 0;
      }
      int outside = board.drawnCount - shown;
      sb.append(boxes.count())
          .append(" of ")
          .append(cols)
          .append(" columns of boxes shown; ")
          .append(outside)
          .append(outside == 1 ? " drawn line lies" : " drawn lines lie")
          .append(" outside.\n");
    }
    sb.setLength(sb.length() - 1); // no final line break
    return sb.toString();
  }

  /** Whether a line (by edge index) is drawn within a span of columns of boxes. */
  private static boolean inSpan(DotsBoxes game, int edge, ColumnSpan boxes) {
    int h = game.horizontalCount();
    return edge < h
        ? boxes.contains(edge % game.cols())
        : boxes.first() <= (edge - h) % (game.cols() + 1) && (edge - h) % (game.cols() + 1) <= boxes.last() + 1;
  }

  /** The width of the drawing of a span of columns: its widest line. */
  static int width(Board board, BoardLabels labels, ColumnSpan boxes) {
    return grid(board, labels, boxes).lines().mapToInt(String::length).max().orElse(0);
  }

  /** The labelled grid of a span of columns of boxes, each line ending with a line break. */
  private static String grid(Board board, BoardLabels labels, ColumnSpan boxes) {
    DotsBoxes game = board.game;
    int rows = game.rows();
    int cols = game.cols();
    int h = game.horizontalCount();
    int from = boxes.first();
    int to = boxes.last();
    int slot = labels.lineSlot();
    int box = labels.boxSlot();
    int labelWidth = labels.rowLabelWidth();
    int margin = labelWidth == 0 ? 0 : labelWidth + GAP;
    StringBuilder sb = new StringBuilder();
    StringBuilder line = new StringBuilder();
    if (!labels.columnLabels().isEmpty()) {
      line.append(" ".repeat(margin));
      for (int c = from; c <= (labels.overBoxes() ? to : to + 1); c++) {
        String label = labels.columnLabels().get(c);
        int at = margin + (c - from) * (slot + box) + (labels.overBoxes() ? slot + (box - label.length()) / 2 : 0);
        line.append(" ".repeat(Math.max(0, at - line.length()))).append(label);
      }
      appendStripped(sb, line);
    }
    for (int r = 0; r <= rows; r++) {
      line.setLength(0);
      rowLabel(line, labels.dotRowLabels().get(r), labelWidth, margin);
      for (int c = from; c <= to + 1; c++) {
        line.append('o');
        if (c <= to) {
          int edge = r * cols + c;
          line.append(
              board.isDrawn(edge)
                  ? "-".repeat(slot - 1 + box)
                  : " ".repeat(slot - 1) + centred(labels.undrawn().apply(edge), box));
        }
      }
      appendStripped(sb, line);
      if (r < rows) {
        line.setLength(0);
        rowLabel(line, labels.boxRowLabels().get(r), labelWidth, margin);
        for (int c = from; c <= to + 1; c++) {
          int edge = h + r * (cols + 1) + c;
          String mark = board.isDrawn(edge) ? "|" : labels.undrawn().apply(edge);
          pad(line.append(mark), slot - mark.length());
          if (c <= to) {
            int owner = board.ownerCode(r * cols + c);
            line.append(centred(owner == 0 ? "" : game.playerName(Player.of(owner - 1)), box));
          }
        }
        appendStripped(sb, line);
      }
    }
    return sb.toString();
  }

  private static void rowLabel(StringBuilder line, String label, int labelWidth, int margin) {
    pad(line, labelWidth - label.length()).append(label);
    pad(line, margin - labelWidth);
  }

  /** Appends spaces to a line and returns it, for chaining; a negative count appends none. */
  @CanIgnoreReturnValue
  private static StringBuilder pad(StringBuilder line, int spaces) {
    for (int i = 0; i < spaces; i++) {
      line.append(' ');
    }
    return line;
  }

  private static String centred(String text, int width) {
    int left = (width - text.length()) / 2;
    return " ".repeat(left) + text + " ".repeat(width - text.length() - left);
  }

  private static void appendStripped(StringBuilder sb, StringBuilder line) {
    int end = line.length();
    while (end > 0 && line.charAt(end - 1) == ' ') {
      end--;
    }
    sb.append(line, 0, end).append('\n');
  }
}
