package io.github.gridgames.core;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The portable plain-text record of a match: the game's canonical text, the position the match
 * started from when it is not the game's initial state, the notation the moves are written in,
 * and the moves in order. Replaying a record (see
 * {@link Match#replay(Game, MatchRecord)}) yields a state equal to the recorded match's state.
 *
 * <p>The text form, as written by {@link #toString()}:
 *
 * <pre>
 * # gridgames match record
 * game: tictactoe(rows=3,cols=3,k=3,overlines=win)
 * notation: row-col
 * 1. 2 2
 * 2. 1 1
 * </pre>
 *
 * <p>A match that started from another position ({@link Match#startAt(State)}) has a
 * {@code start:} line after the game line, with the start state's
 * {@linkplain State#positionText() position text}, as PGN's {@code FEN} tag does for chess:
 *
 * <pre>
 * # gridgames match record
 * game: tictactoe(rows=3,cols=3,k=3,overlines=win)
 * start: X../.O./... X
 * notation: row-col
 * 1. 3 3
 * </pre>
 *
 * <p>{@link #parse(String)} ignores a leading byte-order mark ({@code U+FEFF}), blank lines and
 * lines starting with {@code #}, requires the {@code game:} line first, then an optional
 * {@code start:} line, then the {@code notation:} line, then move lines numbered 1, 2, 3, ... in
 * order (records written before the {@code start:} line existed read as before). Line ends may be
 * {@code \n} or {@code \r\n}; a carriage return anywhere else is refused.
 *
 * @param game the game's canonical parameters
 * @param notation the name of the notation the moves are written in
 * @param moves the moves, each in that notation, none blank or containing a line break
 * @param start the position text of the state the match started from, or empty when it started
 *     from the game's initial state
 */
public record MatchRecord(
    GameSpec game, String notation, List<String> moves, Optional<String> start) {

  private static final String HEADER = "# gridgames match record";
  private static final char BYTE_ORDER_MARK = '\uFEFF';

  /**
   * Creates a record of a match from the game's initial state.
   *
   * @param game the game
   * @param notation the notation name
   * @param moves the moves, copied
   * @throws IllegalArgumentException if a move is blank or spans lines, or the notation name is
   *     blank or spans lines
   */
  public MatchRecord(GameSpec game, String notation, List<String> moves) {
    this(game, notation, moves, Optional.empty());
  }

  /**
   * Creates a record.
   *
   * @param game the game
   * @param notation the notation name
   * @param moves the moves, copied
   * @param start the position text the match started from, or empty for the initial state
   * @throws IllegalArgumentException if a move is blank or spans lines, the notation name is
   *     blank or spans lines, or the start text is not one non-blank line without surrounding
   *     spaces
   */
  public MatchRecord {
    requireNonNull(start, "start");
    start.ifPresent(
        text ->
            checkArgument(
                isOneLine(text) && !text.isBlank() && text.equals(text.strip()),
                "the start position must be one non-blank line without surrounding spaces, got '%s'",
                text));
    requireNonNull(game, "game");
    requireNonNull(notation, "notation");
    checkArgument(isOneLine(notation) && !notation.isBlank(), "notation name must be one non-blank line, got '%s'", notation);
    moves = List.copyOf(moves);
    for (int i = 0; i < moves.size(); i++) {
      String move = moves.get(i);
      checkArgument(
          isOneLine(move) && !move.isBlank() && move.equals(move.strip()),
          "move %s must be one non-blank line without surrounding spaces, got '%s'",
          i + 1,
          move);
    }
  }

  private static boolean isOneLine(String s) {
    return s.indexOf('\n') < 0 && s.indexOf('\r') < 0;
  }

  /**
   * Parses the text form.
   *
   * @param text the record text
   * @return the record
   * @throws NotationException if the text is not a record, including a carriage return that does
   *     not end a line; the position is the offset in the whole text and the expectation names the
   *     line. Bad text never throws anything else.
   */
  public static MatchRecord parse(String text) {
    requireNonNull(text, "text");
    GameSpec game = null;
    String start = null;
    String notation = null;
    List<String> moves = new ArrayList<>();
    int offset = !text.isEmpty() && text.charAt(0) == BYTE_ORDER_MARK ? 1 : 0;
    int lineNumber = 0;
    while (offset <= text.length()) {
      int end = text.indexOf('\n', offset);
      if (end < 0) {
        end = text.length();
      }
      lineNumber++;
      String raw = text.substring(offset, end);
      if (raw.endsWith("\r")) {
        raw = raw.substring(0, raw.length() - 1);
      }
      int carriageReturn = raw.indexOf('\r');
      if (carriageReturn >= 0) {
        throw new NotationException(
            text, offset + carriageReturn, "a line end (\\n or \\r\\n), not a lone carriage return, on line " + lineNumber);
      }
      String line = raw.strip();
      int lineStart = offset + indexOfContent(raw);
      if (!line.isEmpty() && !line.startsWith("#")) {
        if (game == null) {
          if (!line.startsWith("game:")) {
            throw new NotationException(text, lineStart, "'game:' on line " + lineNumber);
          }
          try {
            game = GameSpec.parse(line.substring(5));
          } catch (NotationException e) {
            throw new NotationException(
                text, lineStart + 5 + e.position(), e.expected() + " in the game on line " + lineNumber);
          }
        } else if (notation == null && start == null && line.startsWith("start:")) {
          start = line.substring(6).strip();
          if (start.isEmpty()) {
            throw new NotationException(text, lineStart + 6, "a position text on line " + lineNumber);
          }
        } else if (notation == null) {
          if (!line.startsWith("notation:")) {
            String expected = start == null ? "'start:' or 'notation:'" : "'notation:'";
            throw new NotationException(text, lineStart, expected + " on line " + lineNumber);
          }
          notation = line.substring(9).strip();
          if (notation.isEmpty()) {
            throw new NotationException(text, lineStart + 9, "a notation name on line " + lineNumber);
          }
        } else {
          String number = (moves.size() + 1) + ".";
          if (!line.startsWith(number)) {
            throw new NotationException(text, lineStart, "'" + number + "' starting line " + lineNumber);
          }
          String move = line.substring(number.length()).strip();
          if (move.isEmpty()) {
            throw new NotationException(text, lineStart + number.length(), "a move after '" + number + "' on line " + lineNumber);
          }
          moves.add(move);
        }
      }
      offset = end + 1;
    }
    if (game == null) {
      throw new NotationException(text, text.length(), "a 'game:' line");
    }
    if (notation == null) {
      throw new NotationException(text, text.length(), "a 'notation:' line");
    }
    return new MatchRecord(game, notation, moves, Optional.ofNullable(start));
  }

  private static int indexOfContent(String raw) {
    int i = 0;
    while (i < raw.length() && Character.isWhitespace(raw.charAt(i))) {
      i++;
    }
    return i;
  }

  /** Returns the text form described in the class comment, ending with a line break. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(HEADER).append('\n');
    sb.append("game: ").append(game).append('\n');
    start.ifPresent(text -> sb.append("start: ").append(text).append('\n'));
    sb.append("notation: ").append(notation).append('\n');
    for (int i = 0; i < moves.size(); i++) {
      sb.append(i + 1).append(". ").append(moves.get(i)).append('\n');
    }
    return sb.toString();
  }
}
