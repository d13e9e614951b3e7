package io.github.gridgames.cli;

import io.github.gridgames.core.MatchRecord;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Reads game records written by {@code play --save}, for {@code replay} and {@code solve}. */
final class Records {

  private Records() {}

  /**
   * Reads and parses a record file.
   *
   * @param option the option or parameter that named the file, for messages
   * @param file the file
   * @return the record
   * @throws UsageException if the file cannot be read or is not a record
   */
  static MatchRecord read(String option, Path file) {
    String text;
    try {
      text = Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UsageException(option + " '" + file + "': cannot read it: " + IoProblem.describe(e));
    }
    try {
      return MatchRecord.parse(text);
    } catch (IllegalArgumentException e) {
      throw UsageException.badValue(option, file, "not a game record: " + e.getMessage());
    }
  }

  /**
   * Returns a record's game, as the command plays it.
   *
   * @param installed the installed games
   * @param option the option or parameter that named the file
   * @param file the file, for messages
   * @param record the record
   * @return the game
   * @throws UsageException if no installed game has the record's id or its parameters are invalid
   */
  static PlayedGame<?, ?> game(Installed installed, String option, Path file, MatchRecord record) {
    try {
      return installed.create(record.game());
    } catch (IllegalArgumentException e) {
      throw UsageException.badValue(option, file, "its game cannot be created: " + e.getMessage());
    }
  }
}
