package io.github.gridgames.cli;

import io.github.gridgames.core.MatchRecord;
import io.github.gridgames.core.NotationException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Locale;

/** Reads game records written by {@code play --save}, for {@code replay} and {@code solve}. */
final class Records {

  /** The largest record file read, in bytes: {@value} (8 MiB). */
  static final int MAX_BYTES = 8 << 20;

  private Records() {}

  /**
   * Reads and parses a record file. A file that is not a regular file (a folder, a device such as
   * {@code /dev/zero}, a pipe) or is larger than {@link #MAX_BYTES} is refused before anything is
   * read from it.
   *
   * @param option the option or parameter that named the file, for messages
   * @param file the file
   * @return the record
   * @throws UsageException if the file cannot be read, is refused, is not UTF-8 or is not a record;
   *     the message names the file and says why in a person's words
   */
  static MatchRecord read(String option, Path file) {
    String text;
    try {
      text = readText(file);
    } catch (IOException e) {
      throw refused(option, file, "cannot read it: " + IoProblem.describe(e));
    } catch (Refused e) {
      throw refused(option, file, e.getMessage());
    }
    try {
      return MatchRecord.parse(text);
    } catch (NotationException e) {
      throw refused(option, file, "not a game record: expected " + e.expected() + where(e));
    } catch (IllegalArgumentException e) {
      throw refused(option, file, "not a game record: " + e.getMessage());
    }
  }

  /**
   * Returns the usage error about a record file.
   *
   * @param option the option or parameter that named the file
   * @param file the file
   * @param why what is wrong, in a person's words
   * @return such as {@code FILE 'game.txt': it is a folder, not a record file}
   */
  static UsageException refused(String option, Path file, String why) {
    return new UsageException(option + " '" + file + "': " + why);
  }

  /**
   * Names the place of a record's error: {@code ", column 8"} after an expectation that names its
   * line ({@code "... on line 3"}), {@code " (line 3, column 8)"} otherwise.
   */
  private static String where(NotationException e) {
    String text = e.input();
    int line = 1;
    int lineStart = 0;
    for (int i = 0; i < e.position() && i < text.length(); i++) {
      if (text.charAt(i) == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    int column = e.position() - lineStart + 1;
    return e.expected().endsWith("on line " + line)
        ? ", column " + column
        : " (line " + line + ", column " + column + ")";
  }

  /** A file refused before reading it. */
  private static final class Refused extends Exception {
    private static final long serialVersionUID = 1L;

    Refused(String message) {
      super(message);
    }
  }

  private static String readText(Path file) throws IOException, Refused {
    BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
    if (attributes.isDirectory()) {
      throw new Refused("it is a folder, not a record file");
    }
    if (!attributes.isRegularFile()) {
      throw new Refused("it is not a regular file (such as a device or a pipe); a record is a file written by 'gridgames play --save'");
    }
    if (attributes.size() > MAX_BYTES) {
      throw new Refused(tooLarge(String.format(Locale.ROOT, "%,d bytes, more than", attributes.size())));
    }
    byte[] bytes;
    try (InputStream in = Files.newInputStream(file)) {
      bytes = in.readNBytes(MAX_BYTES + 1);
    }
    if (bytes.length > MAX_BYTES) {
      throw new Refused(tooLarge("more than"));
    }
    return StandardCharsets.UTF_8
        .newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT)
        .decode(ByteBuffer.wrap(bytes))
        .toString();
  }

  private static String tooLarge(String size) {
    return String.format(Locale.ROOT, "it has %s the limit of %,d bytes (8 MiB) for a record", size, MAX_BYTES);
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
      throw refused(option, file, "its game cannot be created: " + e.getMessage());
    }
  }
}
