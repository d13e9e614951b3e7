package io.github.gridgames.dotsboxes;

import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;
import java.util.function.IntUnaryOperator;

/** The text drawing shared by {@link DotsBoxesState#render()} and the mutable position. */
final class Rendering {

  private Rendering() {}

  static String render(
      DotsBoxes game,
      IntPredicate drawn,
      IntUnaryOperator ownerCode,
      int[] scores,
      int toMove,
      boolean over) {
    int rows = game.rows();
    int cols = game.cols();
    int h = game.horizontalCount();
    StringBuilder sb = new StringBuilder();
    StringBuilder line = new StringBuilder();
    for (int r = 0; r <= rows; r++) {
      line.setLength(0);
      for (int c = 0; c <= cols; c++) {
        line.append('o');
        if (c < cols) {
          line.append(drawn.test(r * cols + c) ? "---" : "   ");
        }
      }
      appendStripped(sb, line);
      if (r < rows) {
        line.setLength(0);
        for (int c = 0; c <= cols; c++) {
          line.append(drawn.test(h + r * (cols + 1) + c) ? '|' : ' ');
          if (c < cols) {
            int owner = ownerCode.applyAsInt(r * cols + c);
            line.append(' ').append(owner == 0 ? ' ' : (char) ('A' + owner - 1)).append(' ');
          }
        }
        appendStripped(sb, line);
      }
    }
    sb.append("Scores: ");
    for (int p = 0; p < scores.length; p++) {
      if (p > 0) {
        sb.append(", ");
      }
      sb.append((char) ('A' + p)).append(' ').append(scores[p]);
    }
    sb.append('\n');
    if (!over) {
      sb.append("Player ").append((char) ('A' + toMove)).append("'s turn.");
    } else {
      Outcome outcome = DotsBoxesState.finalOutcome(scores);
      if (outcome.isDraw()) {
        sb.append("Game over: draw.");
      } else {
        List<String> names = new ArrayList<>();
        for (Player p : outcome.winners()) {
          names.add(String.valueOf((char) ('A' + p.index())));
        }
        names.sort(null);
        if (names.size() == 1) {
          sb.append("Game over: ").append(names.get(0)).append(" wins.");
        } else {
          sb.append("Game over: ")
              .append(String.join(", ", names.subList(0, names.size() - 1)))
              .append(" and ")
              .append(names.get(names.size() - 1))
              .append(" share the win.");
        }
      }
    }
    return sb.toString();
  }

  private static void appendStripped(StringBuilder sb, StringBuilder line) {
    int end = line.length();
    while (end > 0 && line.charAt(end - 1) == ' ') {
      end--;
    }
    sb.append(line, 0, end).append('\n');
  }
}
