package io.github.gridgames.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Option;

/**
 * The game options shared by {@code play}, {@code match}, {@code solve} and {@code bench}. Each
 * game takes some of them; giving one that the chosen game does not take is a usage error.
 */
final class GameOptions {

  private static final Pattern BOARD = Pattern.compile("\\s*(\\d{1,9})\\s*[xX]\\s*(\\d{1,9})\\s*");
  private static final Pattern SQUARE = Pattern.compile("\\s*(\\d{1,9})\\s*");

  @Option(
      names = "--board",
      paramLabel = "RxC",
      description = {
        "dots-boxes: rows x columns of boxes (default 3x3);",
        "tictactoe: m columns x n rows (default 3x3). One number N means NxN."
      })
  String board;

  @Option(
      names = "--players",
      paramLabel = "P",
      description = "dots-boxes and nrow: the number of players (default 2).")
  Integer players;

  @Option(
      names = "--k",
      paramLabel = "K",
      description = "tictactoe: stones in a row that win (default 3, or the longer side if smaller).")
  Integer k;

  @Option(
      names = "--in-a-row",
      paramLabel = "N",
      description = "nrow: stones in a row that win (default 5).")
  Integer inARow;

  @Option(
      names = "--distance",
      paramLabel = "D",
      description = "nrow: every stone after the first within Manhattan distance D of a stone (default 3).")
  Integer distance;

  @Option(
      names = "--cap",
      paramLabel = "STONES",
      description = "nrow: the game is a draw after this many stones (default: no cap).")
  Integer cap;

  /**
   * Returns the options given, by name, in a fixed order.
   *
   * @return the given options and their values
   */
  Map<String, Object> given() {
    Map<String, Object> given = new LinkedHashMap<>();
    put(given, "--board", board);
    put(given, "--players", players);
    put(given, "--k", k);
    put(given, "--in-a-row", inARow);
    put(given, "--distance", distance);
    put(given, "--cap", cap);
    return given;
  }

  private static void put(Map<String, Object> map, String name, Object value) {
    if (value != null) {
      map.put(name, value);
    }
  }

  /**
   * Checks that only options the game takes were given.
   *
   * @param kind the game
   * @throws UsageException naming the first option the game does not take
   */
  void requireOnly(GameKind kind) {
    for (String option : given().keySet()) {
      if (!kind.options().contains(option)) {
        throw new UsageException(
            "option "
                + option
                + " does not apply to "
                + kind.text()
                + "; it takes "
                + String.join(", ", kind.options()));
      }
    }
  }

  /**
   * Checks that no game option was given, for commands that take the game from elsewhere.
   *
   * @param why where the game comes from, such as {@code "the record"}
   * @throws UsageException naming the first option given
   */
  void requireNone(String why) {
    List<String> names = new ArrayList<>(given().keySet());
    if (!names.isEmpty()) {
      throw new UsageException("option " + names.get(0) + " cannot be used here: the game comes from " + why);
    }
  }

  /**
   * Reads {@code --board}.
   *
   * @param defaultFirst the first number when the option is absent
   * @param defaultSecond the second number when the option is absent
   * @param max the largest number allowed
   * @param what what the numbers are, for messages, such as {@code "rows x columns of boxes"}
   * @return the two numbers
   * @throws UsageException if the value is not of the form {@code AxB} or {@code N}, or a number is
   *     out of range
   */
  int[] board(int defaultFirst, int defaultSecond, int max, String what) {
    if (board == null) {
      return new int[] {defaultFirst, defaultSecond};
    }
    int first;
    int second;
    Matcher m = BOARD.matcher(board);
    Matcher square = SQUARE.matcher(board);
    if (m.matches()) {
      first = Integer.parseInt(m.group(1));
      second = Integer.parseInt(m.group(2));
    } else if (square.matches()) {
      first = Integer.parseInt(square.group(1));
      second = first;
    } else {
      throw UsageException.badValue("--board", board, "expected " + what + " such as 3x3");
    }
    if (first < 1 || second < 1 || first > max || second > max) {
      throw UsageException.badValue(
          "--board", board, "both numbers of " + what + " must be from 1 to " + max);
    }
    return new int[] {first, second};
  }

  /**
   * Reads an optional integer option within a range.
   *
   * @param option the option's name
   * @param value the value, or null when absent
   * @param defaultValue the value when absent
   * @param min the smallest allowed
   * @param max the largest allowed
   * @return the value
   * @throws UsageException if the value is out of range
   */
  static int ranged(String option, Integer value, int defaultValue, int min, int max) {
    if (value == null) {
      return defaultValue;
    }
    if (value < min || value > max) {
      throw UsageException.badValue(option, value, "must be from " + min + " to " + max);
    }
    return value;
  }
}
