package io.github.gridgames.cli;

import java.io.PrintWriter;

/**
 * A one-line progress bar redrawn in place with carriage returns, such as
 * {@code [##########----------] 5/10 games}. It writes to the error output, so that the result on
 * the standard output stays clean; commands draw it only when the error output is a terminal
 * ({@link Terminal#showsProgress()}).
 */
final class ProgressBar {

  private static final int WIDTH = 30;

  private final PrintWriter err;
  private final int total;
  private final String unit;
  private boolean drawn;

  ProgressBar(PrintWriter err, int total, String unit) {
    this.err = err;
    this.total = total;
    this.unit = unit;
  }

  /**
   * Redraws the bar.
   *
   * @param done how many of the total are done
   * @param note a short text after the count, such as the latest result
   */
  void update(int done, String note) {
    int filled = total == 0 ? WIDTH : (int) ((long) done * WIDTH / total);
    StringBuilder sb = new StringBuilder("\r[");
    sb.append("#".repeat(filled)).append("-".repeat(WIDTH - filled)).append("] ");
    sb.append(done).append('/').append(total).append(' ').append(unit);
    if (!note.isEmpty()) {
      sb.append("  ").append(note);
    }
    sb.append("   ");
    err.print(sb);
    err.flush();
    drawn = true;
  }

  /** Ends the bar's line, if it was drawn. */
  void finish() {
    if (drawn) {
      err.println();
      drawn = false;
    }
  }
}
