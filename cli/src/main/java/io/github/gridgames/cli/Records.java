package io.github.gridgames.cli;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.Games;
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
    } catch (IOException | RuntimeException e) {
      throw UsageException.badValue(option, file, "cannot read the file (" + e + ")");
    }
    try {
      return MatchRecord.parse(text);
    } catch (IllegalArgumentException e) {
      throw UsageException.badValue(option, file, "not a game record: " + e.getMessage());
    }
  }

  /**
   * Returns the adapter of a record's game.
   *
   * @param option the option or parameter that named the file
   * @param file the file, for messages
   * @param record the record
   * @return the adapter
   * @throws UsageException if the game is unknown or its parameters are invalid
   */
  static GameAdapter<?, ?> adapter(String option, Path file, MatchRecord record) {
    Game<?, ?> game;
    try {
      game = Games.create(record.game());
    } catch (IllegalArgumentException e) {
      throw UsageException.badValue(option, file, "its game cannot be created: " + e.getMessage());
    }
    return GameKind.adapterFor(game);
  }
}
