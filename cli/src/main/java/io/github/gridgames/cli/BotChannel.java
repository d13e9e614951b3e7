package io.github.gridgames.cli;

import static java.util.Objects.requireNonNull;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The referee's line to one bot: text goes to the bot's input, and a reader thread collects the
 * bot's output lines so that the referee can wait for the next one with a time limit. Made over a
 * process ({@link #start}) or over any pair of streams ({@link #over}).
 */
final class BotChannel implements AutoCloseable {

  /** What waiting for the bot's next line gave. */
  enum Kind {
    /** A line. */
    LINE,
    /** Nothing within the time limit. */
    TIMEOUT,
    /** The bot's output ended. */
    CLOSED,
    /**
     * A line longer than {@link LineLimitReader#MAX_LINE} characters; the channel reads no more of
     * the bot's output.
     */
    TOO_LONG
  }

  /**
   * The result of waiting for a line.
   *
   * @param kind what happened
   * @param line the line, without its line break, for {@link Kind#LINE}; otherwise empty
   */
  record Reply(Kind kind, String line) {}

  /**
   * The most unread lines kept, and the most characters in them; later lines are dropped until
   * the referee reads some.
   */
  private static final int MAX_UNREAD = 10_000;

  private static final long MAX_UNREAD_CHARS = 4L * LineLimitReader.MAX_LINE;

  private static final Reply TOO_LONG = new Reply(Kind.TOO_LONG, "");

  private static final Reply CLOSED = new Reply(Kind.CLOSED, "");
  private static final Reply TIMEOUT = new Reply(Kind.TIMEOUT, "");

  private final String name;
  private final OutputStream toBot;
  private final BlockingQueue<Reply> replies = new LinkedBlockingQueue<>();
  private final AtomicLong unreadChars = new AtomicLong();
  private final Process process;
  private final AutoCloseable onClose;
  private final long startedNanos = System.nanoTime();
  private volatile boolean outputEnded;
  private ErrorTail errorTail;

  private BotChannel(
      String name, InputStream fromBot, OutputStream toBot, Process process, AutoCloseable onClose) {
    this.name = requireNonNull(name, "name");
    this.toBot = requireNonNull(toBot, "toBot");
    this.process = process;
    this.onClose = onClose;
    Thread reader =
        new Thread(
            () -> {
              try (BufferedReader in =
                  new LineLimitReader(new InputStreamReader(fromBot, StandardCharsets.UTF_8))) {
                String line;
                while ((line = in.readLine()) != null) {
                  if (replies.size() < MAX_UNREAD && unreadChars.get() + line.length() <= MAX_UNREAD_CHARS) {
                    unreadChars.addAndGet(line.length());
                    replies.add(new Reply(Kind.LINE, line));
                  }
                }
              } catch (LineLimitReader.LineTooLongException e) {
                replies.add(TOO_LONG);
              } catch (IOException e) {
                // The bot's output broke off: for the referee that is the end of its output.
              } finally {
                outputEnded = true;
                replies.add(CLOSED);
              }
            },
            "bot " + name + " output");
    reader.setDaemon(true);
    reader.start();
  }

  /**
   * Starts a bot as a process running a shell command line ({@code /bin/sh -c}, or {@code cmd /c}
   * on Windows).
   *
   * @param name the bot's name, for messages
   * @param command the command line
   * @param showStderr whether the bot's error output goes to this process's error output (it is
   *     discarded otherwise)
   * @return the channel
   * @throws IOException if the process cannot be started
   */
  static BotChannel start(String name, String command, boolean showStderr) throws IOException {
    boolean windows = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows");
    List<String> line = windows ? List.of("cmd", "/c", command) : List.of("/bin/sh", "-c", command);
    Process process =
        new ProcessBuilder(line)
            .redirectError(showStderr ? ProcessBuilder.Redirect.INHERIT : ProcessBuilder.Redirect.PIPE)
            .start();
    BotChannel channel = new BotChannel(name, process.getInputStream(), process.getOutputStream(), process, null);
    if (!showStderr) {
      channel.errorTail = ErrorTail.of(process.getErrorStream(), "bot " + name + " error output");
    }
    return channel;
  }

  /**
   * Says why the bot's command failed to start, when it did: its output has ended and the shell
   * ended with the code of a command it could not find or run (127 or 126; 9009 on Windows). Waits
   * up to a second for the shell to end once the output has ended.
   *
   * @return such as {@code sh: 1: mybot: not found (exit code 127)}, or empty when the command
   *     started, or the channel is not over a process
   */
  Optional<String> failedToStart() {
    if (process == null || !outputEnded) {
      return Optional.empty();
    }
    try {
      if (!process.waitFor(1, TimeUnit.SECONDS)) {
        return Optional.empty();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Optional.empty();
    }
    int code = process.exitValue();
    if (code != 126 && code != 127 && code != 9009) {
      return Optional.empty();
    }
    String said = errorTail == null ? "" : errorTail.lastLine(Duration.ofMillis(500));
    return Optional.of((said.isEmpty() ? "" : said + " ") + "(exit code " + code + ")");
  }

  /**
   * Returns a channel over streams, such as pipes to a bot running in this process.
   *
   * @param name the bot's name
   * @param fromBot the bot's output
   * @param toBot the bot's input
   * @param onClose what to close when the channel closes, or null
   * @return the channel
   */
  static BotChannel over(String name, InputStream fromBot, OutputStream toBot, AutoCloseable onClose) {
    return new BotChannel(name, fromBot, toBot, null, onClose);
  }

  /**
   * Returns the bot's name.
   *
   * @return the name
   */
  String name() {
    return name;
  }

  /**
   * Returns what is left of a start-up allowance counted from when this channel was made.
   *
   * @param allowance the time a bot may take to start
   * @return the rest of it, zero when it has passed
   */
  Duration startupAllowance(Duration allowance) {
    Duration rest = allowance.minusNanos(System.nanoTime() - startedNanos);
    return rest.isNegative() ? Duration.ZERO : rest;
  }

  /**
   * Writes text to the bot's input and flushes it.
   *
   * @param text the text, with its line breaks
   * @throws IOException if the bot's input is closed
   */
  void send(String text) throws IOException {
    toBot.write(text.getBytes(StandardCharsets.UTF_8));
    toBot.flush();
  }

  /**
   * Waits for the bot's next output line.
   *
   * @param timeout how long to wait
   * @return the line, a timeout, or the end of the bot's output
   * @throws InterruptedException if interrupted while waiting
   */
  Reply receive(Duration timeout) throws InterruptedException {
    Reply reply = replies.poll(timeout.toNanos(), TimeUnit.NANOSECONDS);
    if (reply == null) {
      return TIMEOUT;
    }
    if (reply.kind() == Kind.CLOSED) {
      replies.add(CLOSED);
    }
    unreadChars.addAndGet(-reply.line().length());
    return reply;
  }

  /**
   * Closes the bot's input, then ends the process (and the processes it started) if it does not
   * end by itself within half a second.
   */
  @Override
  public void close() {
    try {
      toBot.close();
    } catch (IOException e) {
      // The bot has closed its input already.
    }
    if (process != null) {
      try {
        if (!process.waitFor(500, TimeUnit.MILLISECONDS)) {
          process.descendants().forEach(ProcessHandle::destroy);
          process.destroy();
          if (!process.waitFor(500, TimeUnit.MILLISECONDS)) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
          }
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        process.destroyForcibly();
      }
    }
    if (onClose != null) {
      try {
        onClose.close();
      } catch (Exception e) {
        throw new IllegalStateException("cannot close bot " + name, e);
      }
    }
  }
}
