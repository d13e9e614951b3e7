package io.github.gridgames.cli;

import static java.util.Objects.requireNonNull;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * The streams a command talks through: standard input, output and error in the real command, pipes
 * in tests. All text is UTF-8.
 *
 * @param in the input, read line by line
 * @param out the output
 * @param err the error output, for messages and progress
 */
public record Terminal(BufferedReader in, PrintWriter out, PrintWriter err) {

  /**
   * Creates a terminal.
   *
   * @param in the input
   * @param out the output
   * @param err the error output
   */
  public Terminal {
    requireNonNull(in, "in");
    requireNonNull(out, "out");
    requireNonNull(err, "err");
  }

  /**
   * Returns a terminal over byte streams, UTF-8 encoded.
   *
   * @param in the input
   * @param out the output
   * @param err the error output
   * @return the terminal
   */
  public static Terminal of(InputStream in, OutputStream out, OutputStream err) {
    return new Terminal(
        new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)),
        new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), true),
        new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true));
  }

  /**
   * Reads one line of input.
   *
   * @return the line without its line break, or empty at the end of the input
   */
  public Optional<String> readLine() {
    try {
      return Optional.ofNullable(in.readLine());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the input", e);
    }
  }

  /** Flushes both outputs. */
  public void flush() {
    out.flush();
    err.flush();
  }
}
