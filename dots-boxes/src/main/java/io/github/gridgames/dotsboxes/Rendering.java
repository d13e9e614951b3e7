package io.github.gridgames.dotsboxes;

import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
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
      sb.append(result(board.scores)).append('.');
    } else {
      sb.append("Player ").append(name(board.toMove)).append("'s turn.");
    }
    return sb.toString();
  }

  /**
   * Says the end of a game once, winner first: {@code B wins 9-0} or {@code Draw 2-2} between two
   * players; with more, the scores in order after the result, such as {@code C wins: C 5, A 3, B 1}
   * or {@code A and C share the win: A 2, C 2, B 0}.
   */
  private static String result(int[] scores) {
    Outcome outcome = DotsBoxesState.finalOutcome(scores);
    List<Integer> order = new ArrayList<>(IntStream.range(0, scores.length).boxed().toList());
    order.sort(Comparator.comparingInt((Integer p) -> -scores[p]).thenComparing(p -> p));
    List<String> winners = outcome.winners().stream().map(Player::index).sorted().map(Rendering::name).toList();
    String result =
        outcome.isDraw() ? "Draw"
            : winners.size() == 1 ? winners.get(0) + " wins"
            : String.join(", ", winners.subList(0, winners.size() - 1)) + " and " + winners.get(winners.size() - 1)
                + " share the win";
    return scores.length == 2
        ? result + " " + scores[order.get(0)] + "-" + scores[order.get(1)]
        : result + ": " + order.stream().map(p -> name(p) + " " + scores[p]).collect(Collectors.joining(", "));
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
