package io.github.gridgames.dotsboxes;

import io.github.gridgames.core.TextPlay;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The text drawing of a board, shared by {@link DotsBoxesState#render(io.github.gridgames.core.Notation)}
 * and the mutable position: the labelled grid, then the scores and whose turn it is, or the result.
 */
final class Rendering {

  /** Spaces between the row labels and the board. */
  private static final int GAP = 2;

  private Rendering() {}

  static String render(Board board, BoardLabels labels) {
    DotsBoxes game = board.game;
    int rows = game.rows();
    int cols = game.cols();
    int h = game.horizontalCount();
    int slot = labels.lineSlot();
    int box = labels.boxSlot();
    int labelWidth = labels.rowLabelWidth();
    int margin = labelWidth == 0 ? 0 : labelWidth + GAP;
    StringBuilder sb = new StringBuilder();
    StringBuilder line = new StringBuilder();
    if (!labels.columnLabels().isEmpty()) {
      line.append(" ".repeat(margin));
      for (int c = 0; c < labels.columnLabels().size(); c++) {
        String label = labels.columnLabels().get(c);
        int at = margin + c * (slot + box) + (labels.overBoxes() ? slot + (box - label.length()) / 2 : 0);
        line.append(" ".repeat(Math.max(0, at - line.length()))).append(label);
      }
      appendStripped(sb, line);
    }
    for (int r = 0; r <= rows; r++) {
      line.setLength(0);
      rowLabel(line, labels.dotRowLabels().get(r), labelWidth, margin);
      for (int c = 0; c <= cols; c++) {
        line.append('o');
        if (c < cols) {
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
        for (int c = 0; c <= cols; c++) {
          int edge = h + r * (cols + 1) + c;
          String mark = board.isDrawn(edge) ? "|" : labels.undrawn().apply(edge);
          pad(line.append(mark), slot - mark.length());
          if (c < cols) {
            int owner = board.ownerCode(r * cols + c);
            line.append(centred(owner == 0 ? "" : String.valueOf((char) ('A' + owner - 1)), box));
          }
        }
        appendStripped(sb, line);
      }
    }
    sb.append("Scores: ");
    sb.append(IntStream.range(0, board.scores.length).mapToObj(p -> name(p) + " " + board.scores[p]).collect(Collectors.joining(", ")));
    sb.append('\n');
    if (board.isOver()) {
      // The one wording of a result, winner first, that every tool uses.
      sb.append(TextPlay.of(game).result(new DotsBoxesState(board.copy())));
    } else {
      sb.append("Player ").append(name(board.toMove)).append("'s turn.");
    }
    return sb.toString();
  }

  private static String name(int player) {
    return String.valueOf((char) ('A' + player));
  }

  private static void rowLabel(StringBuilder line, String label, int labelWidth, int margin) {
    pad(line, labelWidth - label.length()).append(label);
    pad(line, margin - labelWidth);
  }

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
