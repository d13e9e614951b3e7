package io.github.gridgames.testkit;

import java.time.Duration;
import org.jspecify.annotations.Nullable;

/**
 * Shrinks an input that fails a {@link TextFuzz.TextCheck}: deletes chunks of characters (halves,
 * quarters, ... single characters) while the input still fails the same way (a throwable of the
 * same class), within an attempt and time budget. Each attempt runs on its own thread under the
 * hang limit, so that a hang shrinks too.
 */
final class TextShrinker {

  private final TextFuzz.TextCheck check;
  private final Class<?> kind;
  private final Duration hangLimit;
  private final int maxAttempts;
  private final long deadline;
  private int attempts;

  TextShrinker(TextFuzz.TextCheck check, Throwable failure, Duration hangLimit, int maxAttempts, long maxNanos) {
    this.check = check;
    this.kind = failure.getClass();
    this.hangLimit = hangLimit;
    this.maxAttempts = maxAttempts;
    this.deadline = System.nanoTime() + maxNanos;
  }

  String shrink(String input) {
    String best = input;
    boolean improved = true;
    while (improved && withinBudget()) {
      improved = false;
      for (int chunk = Math.max(1, best.length() / 2); chunk >= 1 && withinBudget(); chunk /= 2) {
        int at = 0;
        while (at < best.length() && withinBudget()) {
          String candidate = best.substring(0, at) + best.substring(Math.min(best.length(), at + chunk));
          attempts++;
          Throwable t = failureOf(check, candidate, hangLimit);
          if (t != null && t.getClass() == kind) {
            best = candidate;
            improved = true;
          } else {
            at += chunk;
          }
        }
      }
    }
    return best;
  }

  private boolean withinBudget() {
    return attempts < maxAttempts && System.nanoTime() - deadline < 0;
  }

  /** Runs the check on its own thread; returns what it threw, a {@link TextFuzz.Hang}, or null if it passed. */
  static @Nullable Throwable failureOf(TextFuzz.TextCheck check, String input, Duration hangLimit) {
    Throwable[] thrown = new Throwable[1];
    Thread thread =
        new Thread(
            () -> {
              try {
                var unused1 = check.check(input);
              } catch (Throwable t) { // the failure being shrunk may be any throwable
                thrown[0] = t;
              }
            },
            "text fuzz shrinker");
    thread.setDaemon(true);
    thread.start();
    try {
      thread.join(hangLimit.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while shrinking a fuzz failure", e);
    }
    if (thread.isAlive()) {
      return new TextFuzz.Hang(hangLimit, thread.getStackTrace());
    }
    return thrown[0];
  }

  /** Writes a text as a Java string literal: quotes, backslashes, controls and non-ASCII escaped. */
  static String literal(String text) {
    StringBuilder sb = new StringBuilder("\"");
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        case '\t' -> sb.append("\\t");
        default -> {
          if (c < 0x20 || c >= 0x7f) {
            sb.append(String.format("\\u%04x", (int) c));
          } else {
            sb.append(c);
          }
        }
      }
    }
    return sb.append('"').toString();
  }
}
