package io.github.gridgames.cli;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.MatchRecord;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Saves a game's record when the program is stopped from outside (Ctrl-C, a {@code kill}) while
 * the game is on: a shutdown hook writes the latest record given to {@link #update}. Closing it
 * removes the hook, so that a game that ends normally saves only once, by its command.
 */
final class SaveOnInterrupt implements AutoCloseable {

  private final Path file;
  private final Terminal terminal;
  private final ShutdownHook hook;
  private volatile MatchRecord record;

  private SaveOnInterrupt(Path file, MatchRecord record, Terminal terminal) {
    this.file = requireNonNull(file, "file");
    this.record = requireNonNull(record, "record");
    this.terminal = requireNonNull(terminal, "terminal");
    this.hook = ShutdownHook.register("save " + file + " on interrupt", this::save);
  }

  /**
   * Registers the shutdown hook.
   *
   * @param file where to write the record
   * @param record the record so far
   * @param terminal where to say that it was saved
   * @return the registration, to update and to close
   */
  static SaveOnInterrupt register(Path file, MatchRecord record, Terminal terminal) {
    return new SaveOnInterrupt(file, record, terminal);
  }

  /**
   * Gives the record to save if the program is stopped now.
   *
   * @param record the record of the game as it stands
   */
  void update(MatchRecord record) {
    this.record = requireNonNull(record, "record");
  }

  /** What the hook does: writes the record, and says so (or why not) on the error output. */
  private void save() {
    MatchRecord latest = record;
    try {
      Files.writeString(file, latest.toString(), StandardCharsets.UTF_8);
      terminal.err().println();
      terminal.err().println(
          "gridgames play: stopped; saved the game record ("
              + latest.moves().size()
              + (latest.moves().size() == 1 ? " move" : " moves")
              + ") to "
              + file
              + ".");
    } catch (IOException e) {
      terminal.err().println();
      terminal.err().println("gridgames play: stopped; cannot write the record to " + file + ": " + IoProblem.describe(e));
    }
    terminal.flush();
  }

  /** Removes the hook; does nothing once the program is stopping (the hook then runs). */
  @Override
  public void close() {
    hook.close();
  }
}
