package io.github.gridgames.cli;

import static java.util.Objects.requireNonNull;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A command of the Gomocup protocol, from the manager to a brain, one line (or, for {@code BOARD}
 * and {@code SWAP2BOARD}, lines up to {@code DONE}). Command words are read in any case; the
 * manager writes them in capitals.
 *
 * <pre>
 * START size             a square board of size x size; answer OK or ERROR
 * RECTSTART width,height a board of width columns and height rows; answer OK or ERROR
 * RESTART                a new game on the same board; answer OK
 * BEGIN                  play the first move; answer X,Y
 * TURN X,Y               the opponent played X,Y; answer X,Y
 * BOARD                  a whole position, lines X,Y,FIELD (1 own, 2 opponent's, 3 winning or
 *                        forbidden, continuous games only) ended by DONE; answer X,Y
 * INFO key value         a setting such as timeout_turn 5000; no answer
 * END                    end at once; no answer
 * ABOUT                  answer name="...", version="...", ...
 * TAKEBACK X,Y           remove the stone at X,Y; answer OK
 * PLAY X,Y               play X,Y (after SUGGEST); answer X,Y
 * SWAP2BOARD             a swap2 opening stage, lines X,Y ended by DONE
 * </pre>
 */
sealed interface GomocupCommand {

  /** {@code START size} or {@code RECTSTART width,height}. */
  record Start(int width, int height, boolean rectangular) implements GomocupCommand {}

  /** {@code RESTART}. */
  record Restart() implements GomocupCommand {}

  /** {@code BEGIN}. */
  record Begin() implements GomocupCommand {}

  /** {@code TURN X,Y}: the opponent's move. */
  record Turn(GomocupPoint point) implements GomocupCommand {}

  /**
   * A line {@code X,Y,FIELD} of a {@code BOARD} command.
   *
   * @param point the square
   * @param field 1 for the brain's own stone, 2 for the opponent's, 3 for a stone of a winning line
   *     or a forbidden one (continuous games only)
   */
  record Stone(GomocupPoint point, int field) {}

  /** {@code BOARD}, its stones in the order the manager sent them. */
  record Board(List<Stone> stones) implements GomocupCommand {
    /** Copies the stones. */
    public Board {
      stones = List.copyOf(stones);
    }
  }

  /** {@code INFO key value}; the key in lower case, the value as sent (possibly empty). */
  record Info(String key, String value) implements GomocupCommand {}

  /** {@code END}. */
  record End() implements GomocupCommand {}

  /** {@code ABOUT}. */
  record About() implements GomocupCommand {}

  /** {@code TAKEBACK X,Y}. */
  record Takeback(GomocupPoint point) implements GomocupCommand {}

  /** {@code PLAY X,Y}. */
  record Play(GomocupPoint point) implements GomocupCommand {}

  /** {@code SWAP2BOARD} with its lines up to {@code DONE}, which a brain may decline. */
  record Swap2Board() implements GomocupCommand {}

  /** A line that is no command of the protocol; the brain answers {@code UNKNOWN}. */
  record Unknown(String line) implements GomocupCommand {}

  /** A command word, then the rest of the line. */
  Pattern LINE = Pattern.compile("\\s*(\\S+)\\s*(.*?)\\s*");

  /** A board line: X,Y,FIELD with blanks allowed around each number. */
  Pattern STONE = Pattern.compile("\\s*(\\d{1,9})\\s*,\\s*(\\d{1,9})\\s*,\\s*(\\d{1,9})\\s*");

  /** The most lines of a {@code BOARD} or {@code SWAP2BOARD} block: the largest board's squares, and one. */
  int MAX_BLOCK_LINES = 64 * 64 + 1;

  /**
   * Reads the next command, skipping blank lines; for {@code BOARD} and {@code SWAP2BOARD} it reads
   * the lines up to {@code DONE} before reading them, so that a bad line leaves the input at the
   * next command.
   *
   * @param in the brain's input
   * @return the command, or empty at the end of the input (also in the middle of a block)
   * @throws IOException if the input cannot be read, or has a line longer than its limit
   * @throws IllegalArgumentException if the line (or a line of the block) is a known command with
   *     wrong arguments, or a block has more than {@link #MAX_BLOCK_LINES} lines; the message says
   *     what was expected
   */
  static Optional<GomocupCommand> read(BufferedReader in) throws IOException {
    String line;
    do {
      line = in.readLine();
      if (line == null) {
        return Optional.empty();
      }
    } while (line.isBlank());
    GomocupCommand command = parse(line);
    if (!(command instanceof Board) && !(command instanceof Swap2Board)) {
      return Optional.of(command);
    }
    List<String> block = new ArrayList<>();
    long lines = 0;
    while (true) {
      String next = in.readLine();
      if (next == null) {
        return Optional.empty();
      }
      if (next.strip().equalsIgnoreCase("DONE")) {
        break;
      }
      if (!next.isBlank() && ++lines <= MAX_BLOCK_LINES) {
        block.add(next);
      }
    }
    if (lines > MAX_BLOCK_LINES) {
      throw new IllegalArgumentException(
          (command instanceof Board ? "BOARD" : "SWAP2BOARD")
              + " sent "
              + lines
              + " lines, more than the "
              + MAX_BLOCK_LINES
              + " the largest board allows");
    }
    if (command instanceof Swap2Board) {
      return Optional.of(command);
    }
    List<Stone> stones = new ArrayList<>();
    for (String text : block) {
      stones.add(stone(text));
    }
    return Optional.of(new Board(stones));
  }

  /**
   * Reads a one-line command; {@code BOARD} and {@code SWAP2BOARD} are read without their blocks.
   *
   * @param line the line, not blank
   * @return the command; a line that is no command of the protocol is {@link Unknown}
   * @throws IllegalArgumentException if the line is blank, or a known command with wrong arguments:
   *     {@code START} without one whole number, {@code RECTSTART} without two, {@code TURN},
   *     {@code TAKEBACK} or {@code PLAY} without {@code X,Y}, {@code INFO} without a key, or a
   *     command without arguments followed by some; the message says what was expected
   */
  static GomocupCommand parse(String line) {
    Matcher m = LINE.matcher(requireNonNull(line, "line"));
    if (!m.matches()) {
      throw new IllegalArgumentException("a command line must not be blank");
    }
    String word = m.group(1).toUpperCase(Locale.ROOT);
    String rest = m.group(2);
    switch (word) {
      case "START" -> {
        if (!rest.matches("\\d{1,9}")) {
          throw new IllegalArgumentException("START takes the board size, such as START 20, got '" + shown(line) + "'");
        }
        int size = Integer.parseInt(rest);
        return new Start(size, size, false);
      }
      case "RECTSTART" -> {
        GomocupPoint size;
        try {
          size = GomocupPoint.parse(rest);
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException(
              "RECTSTART takes the width and the height, such as RECTSTART 30,20, got '" + shown(line) + "'", e);
        }
        return new Start(size.x(), size.y(), true);
      }
      case "TURN", "TAKEBACK", "PLAY" -> {
        GomocupPoint point;
        try {
          point = GomocupPoint.parse(rest);
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException(word + " takes a square X,Y, such as " + word + " 10,11, got '" + shown(line) + "'", e);
        }
        return word.equals("TURN") ? new Turn(point) : word.equals("TAKEBACK") ? new Takeback(point) : new Play(point);
      }
      case "INFO" -> {
        if (rest.isEmpty()) {
          throw new IllegalArgumentException("INFO takes a key and a value, such as INFO timeout_turn 5000, got '" + shown(line) + "'");
        }
        Matcher kv = LINE.matcher(rest);
        if (!kv.matches()) {
          throw new IllegalStateException("INFO's rest has a first word: '" + rest + "'");
        }
        return new Info(kv.group(1).toLowerCase(Locale.ROOT), kv.group(2));
      }
      case "RESTART", "BEGIN", "END", "ABOUT", "BOARD", "SWAP2BOARD" -> {
        if (!rest.isEmpty()) {
          throw new IllegalArgumentException(word + " takes no arguments, got '" + shown(line) + "'");
        }
        return switch (word) {
          case "RESTART" -> new Restart();
          case "BEGIN" -> new Begin();
          case "END" -> new End();
          case "ABOUT" -> new About();
          case "BOARD" -> new Board(List.of());
          default -> new Swap2Board();
        };
      }
      default -> {
        return new Unknown(line);
      }
    }
  }

  /**
   * Reads a line {@code X,Y,FIELD} of a {@code BOARD} command.
   *
   * @param line the line
   * @return the stone
   * @throws IllegalArgumentException if the line is not three whole numbers separated by commas,
   *     or the field is not 1, 2 or 3
   */
  static Stone stone(String line) {
    Matcher m = STONE.matcher(line);
    if (!m.matches()) {
      throw new IllegalArgumentException("BOARD lines are X,Y,FIELD, such as 10,11,1, got '" + shown(line) + "'");
    }
    int field = Integer.parseInt(m.group(3));
    if (field < 1 || field > 3) {
      throw new IllegalArgumentException(
          "the field of a BOARD line is 1 (own stone), 2 (opponent's) or 3 (winning or forbidden), got '" + shown(line) + "'");
    }
    return new Stone(new GomocupPoint(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))), field);
  }

  /**
   * Returns text as it can be quoted in one line of a message: at most 60 characters, control
   * characters written as {@code \\uXXXX}.
   *
   * @param text the text
   * @return the text to quote
   */
  static String shown(String text) {
    String cut = text.length() > 60 ? text.substring(0, 60) + "..." : text;
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < cut.length(); i++) {
      char c = cut.charAt(i);
      sb.append(c < 0x20 || c == 0x7f ? String.format(Locale.ROOT, "\\u%04x", (int) c) : String.valueOf(c));
    }
    return sb.toString();
  }
}
