package io.github.gridgames.cli;

import com.google.common.base.Splitter;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;

/**
 * The end of a process's error output, kept in a bounded buffer by a reader thread, so that a
 * message such as the shell's {@code sh: 1: mybot: not found} can be quoted, however much the
 * process writes.
 */
final class ErrorTail {

  /** The most bytes kept: the end of the output. */
  static final int KEEP = 2048;

  private final byte[] ring = new byte[KEEP];
  private long written;
  private final Thread reader;

  private ErrorTail(InputStream in, String name) {
    reader = new Thread(() -> drain(in), name);
    reader.setDaemon(true);
  }

  /**
   * Starts reading a stream to its end, keeping its last {@link #KEEP} bytes.
   *
   * @param in the stream, such as a process's error output
   * @param name the reader thread's name
   * @return the tail
   */
  static ErrorTail of(InputStream in, String name) {
    ErrorTail tail = new ErrorTail(in, name);
    tail.reader.start();
    return tail;
  }

  private void drain(InputStream in) {
    byte[] buffer = new byte[512];
    try (in) {
      int n;
      while ((n = in.read(buffer)) > 0) {
        synchronized (this) {
          for (int i = 0; i < n; i++) {
            ring[(int) (written++ % KEEP)] = buffer[i];
          }
        }
      }
    } catch (IOException e) {
      // The process ended its error output abruptly: what was read is what it said.
    }
  }

  /**
   * Returns the last non-blank line of the output, waiting a while for the output to end.
   *
   * @param wait how long to wait for the end of the output
   * @return the line, stripped, at most 200 characters, or empty text
   */
  String lastLine(Duration wait) {
    try {
      reader.join(Math.max(1, wait.toMillis()));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    byte[] kept;
    synchronized (this) {
      int size = (int) Math.min(written, KEEP);
      kept = new byte[size];
      for (int i = 0; i < size; i++) {
        kept[i] = ring[(int) ((written - size + i) % KEEP)];
      }
    }
    List<String> lines = Splitter.onPattern("\\R").splitToList(new String(kept, StandardCharsets.UTF_8).strip());
    String last = lines.get(lines.size() - 1).strip();
    return last.length() > 200 ? last.substring(0, 200) + "..." : last;
  }
}
