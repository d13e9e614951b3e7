package io.github.gridgames.cli;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import java.io.BufferedReader;
import java.io.Console;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The streams a command talks through: standard input, output and error in the real command, pipes
 * in tests. All text is UTF-8.
 *
 * @param in the input, read line by line (see {@link #readLine()})
 * @param out the output
 * @param err the error output, for messages and progress
 * @param errIsTerminal whether the error output is a terminal (a person watches it), so that
 *     progress redrawn in place with carriage returns goes there; see {@link #showsProgress()}
 * @param columns the width of the terminal in characters, at least {@link #MIN_COLUMNS}
 */
public record Terminal(BufferedReader in, PrintWriter out, PrintWriter err, boolean errIsTerminal, int columns) {

  /** The width assumed when the terminal does not say: {@value}. */
  public static final int DEFAULT_COLUMNS = 80;

  /** The narrowest width taken from {@code COLUMNS}: {@value}. */
  public static final int MIN_COLUMNS = 20;

  /** The widest width taken from {@code COLUMNS}: {@value}. */
  public static final int MAX_COLUMNS = 1000;

  /**
   * Creates a terminal.
   *
   * @param in the input
   * @param out the output
   * @param err the error output
   * @param errIsTerminal whether the error output is a terminal
   * @param columns the width, {@link #MIN_COLUMNS} to {@link #MAX_COLUMNS}
   */
  public Terminal {
    requireNonNull(in, "in");
    requireNonNull(out, "out");
    requireNonNull(err, "err");
    checkArgument(
        columns >= MIN_COLUMNS && columns <= MAX_COLUMNS,
        "columns must be from %s to %s, got %s",
        MIN_COLUMNS,
        MAX_COLUMNS,
        columns);
  }

  /**
   * Returns a terminal over byte streams, UTF-8 encoded, whose error output is not a terminal and
   * whose width is {@link #DEFAULT_COLUMNS}, as for pipes and files.
   *
   * @param in the input
   * @param out the output
   * @param err the error output
   * @return the terminal
   */
  public static Terminal of(InputStream in, OutputStream out, OutputStream err) {
    return new Terminal(
        new LineLimitReader(new InputStreamReader(in, StandardCharsets.UTF_8)),
        new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), true),
        new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true),
        false,
        DEFAULT_COLUMNS);
  }

  /**
   * Returns the process's standard streams, with whether the error output is a terminal (on Linux
   * from what {@code /proc/self/fd/2} points to, elsewhere from whether the process has a
   * {@linkplain System#console() console}) and the width from the {@code COLUMNS} environment
   * variable (see {@link #columnsOf(String)}).
   *
   * @return the terminal
   */
  public static Terminal system() {
    Terminal plain = of(System.in, System.out, System.err);
    return new Terminal(
        plain.in(), plain.out(), plain.err(), stderrIsTerminal(), columnsOf(System.getenv("COLUMNS")));
  }

  /**
   * Returns the width a {@code COLUMNS} value gives: the number, kept within {@link #MIN_COLUMNS}
   * to {@link #MAX_COLUMNS}, or {@link #DEFAULT_COLUMNS} when it is missing or not a number.
   *
   * @param columns the variable's value, or null when it is not set
   * @return the width
   */
  public static int columnsOf(String columns) {
    if (columns == null || !columns.strip().matches("[0-9]{1,9}")) {
      return DEFAULT_COLUMNS;
    }
    return Math.max(MIN_COLUMNS, Math.min(MAX_COLUMNS, Integer.parseInt(columns.strip())));
  }

  private static boolean stderrIsTerminal() {
    Path fd = Path.of("/proc/self/fd/2");
    if (Files.isSymbolicLink(fd)) {
      try {
        String target = Files.readSymbolicLink(fd).toString();
        return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty") || target.equals("/dev/console");
      } catch (IOException e) {
        return false;
      }
    }
    return consoleIsTerminal();
  }

  /**
   * Where {@code /proc} cannot tell: before JDK 22 a console exists only on a terminal; from JDK
   * 22 on it always exists and {@code Console.isTerminal()} (not in Java 17's API) says.
   */
  @SuppressWarnings("SystemConsoleNull") // null is Java 17's "no terminal"; isTerminal() is asked where it exists
  private static boolean consoleIsTerminal() {
    Console console = System.console();
    if (console == null) {
      return false;
    }
    try {
      return (Boolean) Console.class.getMethod("isTerminal").invoke(console);
    } catch (NoSuchMethodException e) {
      return true;
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("Console.isTerminal() failed", e);
    }
  }

  /**
   * Returns a copy whose error output is, or is not, a terminal.
   *
   * @param isTerminal whether it is
   * @return the terminal
   */
  public Terminal withErrIsTerminal(boolean isTerminal) {
    return new Terminal(in, out, err, isTerminal, columns);
  }

  /**
   * Returns a copy of another width.
   *
   * @param width the width, {@link #MIN_COLUMNS} to {@link #MAX_COLUMNS}
   * @return the terminal
   * @throws IllegalArgumentException if the width is out of range
   */
  public Terminal withColumns(int width) {
    return new Terminal(in, out, err, errIsTerminal, width);
  }

  /**
   * Returns whether progress (a line redrawn in place with carriage returns, such as a progress
   * bar) may be written to the error output: only when it is a terminal, so that a redirected
   * error output gets no {@code \r} lines. Every command that shows progress asks this.
   *
   * @return whether to show progress
   */
  public boolean showsProgress() {
    return errIsTerminal;
  }

  /**
   * Reads one line of input. The terminals that {@link #of} and {@link #system} make refuse a line
   * longer than {@value LineLimitReader#MAX_LINE} characters.
   *
   * @return the line without its line break, or empty at the end of the input
   * @throws UncheckedIOException if the input cannot be read or the line is too long; the message
   *     says which
   */
  public Optional<String> readLine() {
    try {
      return Optional.ofNullable(in.readLine());
    } catch (LineLimitReader.LineTooLongException e) {
      throw new UncheckedIOException(e.getMessage(), e);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the input: " + IoProblem.describe(e), e);
    }
  }

  /** Flushes both outputs. */
  public void flush() {
    out.flush();
    err.flush();
  }
}
