package io.github.gridgames.cli;

import static com.google.common.base.Preconditions.checkArgument;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;

/**
 * A {@link BufferedReader} whose {@link #readLine()} refuses a line longer than a limit, so that
 * hostile input (a line of gigabytes, {@code /dev/zero}) is refused after reading at most the
 * limit, never ending in an {@link OutOfMemoryError}. Every line the command reads (a person's
 * moves, a contest protocol, a bot's answers) goes through one.
 */
class LineLimitReader extends BufferedReader {

  /** The longest line the command reads, in characters: {@value} (1 MiB). */
  static final int MAX_LINE = 1 << 20;

  /** A line longer than the limit. */
  static final class LineTooLongException extends IOException {
    private static final long serialVersionUID = 1L;

    LineTooLongException(int limit) {
      super(String.format(java.util.Locale.ROOT, "a line of the input is longer than the limit of %,d characters", limit));
    }
  }

  private final int limit;

  /**
   * Reads lines of at most {@link #MAX_LINE} characters.
   *
   * @param in the characters
   */
  LineLimitReader(Reader in) {
    this(in, MAX_LINE);
  }

  /**
   * Reads lines of at most {@code limit} characters.
   *
   * @param in the characters
   * @param limit the longest line, at least 1
   * @throws IllegalArgumentException if the limit is below 1
   */
  LineLimitReader(Reader in, int limit) {
    super(in);
    checkArgument(limit >= 1, "a line limit must be at least 1, got %s", limit);
    this.limit = limit;
  }

  /**
   * Reads a line ended by {@code \n}, {@code \r\n} or {@code \r}, as {@link BufferedReader} does.
   *
   * @return the line without its end, or null at the end of the input
   * @throws LineTooLongException if the line has more than the limit's characters; the rest of the
   *     line is left unread
   * @throws IOException if reading fails
   */
  @Override
  public String readLine() throws IOException {
    StringBuilder line = new StringBuilder();
    boolean any = false;
    int c;
    while ((c = read()) >= 0) {
      any = true;
      if (c == '\n') {
        return line.toString();
      }
      if (c == '\r') {
        mark(1);
        if (read() != '\n') {
          reset();
        }
        return line.toString();
      }
      if (line.length() == limit) {
        throw new LineTooLongException(limit);
      }
      line.append((char) c);
    }
    return any ? line.toString() : null;
  }
}
