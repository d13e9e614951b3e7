package io.github.gridgames.dotsboxes;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.NotationException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * One move of the web game in its {@code (line, box, box)} form (see {@link WebGameNumbering}):
 * the line drawn, then the box on one side of it and the box on the other side, each the box's
 * number if this line completed it and {@code -1} if not.
 *
 * <p>The slots are positional: {@code box1} is the box above a horizontal line or left of a
 * vertical line, {@code box2} the box below or right of it. So {@code (2, -1, -1)} drew line 2 and
 * completed nothing, and on a 4 x 4 board {@code (6, 2, -1)} drew line 6 and completed box 2 (above
 * it) but not box 6 (below it). {@link #NONE}, {@code (-1, -1, -1)}, is the web game's answer when
 * no line is drawn: the game is over, or the line asked for was taken.
 *
 * <p>The text form is the reference's tuple, {@code (6, 2, -1)}; {@link #toJson()} and
 * {@link #toJson(List)} write the JSON the web server sends, {@code [6,2,-1]} and
 * {@code [[6,2,-1],[7,-1,-1]]}; {@link #parse(String)} and {@link #parseAll(String)} read both
 * forms, with any whitespace.
 *
 * @param line the line number, or -1 for no line
 * @param box1 the completed box above or left of the line, or -1
 * @param box2 the completed box below or right of the line, or -1
 */
public record WebMove(int line, int box1, int box2) {

  /** {@code (-1, -1, -1)}: no line was drawn (the game is over, or the line was taken). */
  public static final WebMove NONE = new WebMove(-1, -1, -1);

  /**
   * Creates a move.
   *
   * @param line the line number, or -1
   * @param box1 the box above or left of the line if completed, else -1
   * @param box2 the box below or right of the line if completed, else -1
   * @throws IllegalArgumentException if a number is below -1, or {@code line} is -1 while a box is
   *     not
   */
  public WebMove {
    checkArgument(
        line >= -1 && box1 >= -1 && box2 >= -1,
        "line and box numbers must be >= -1, got (%s, %s, %s)",
        line,
        box1,
        box2);
    checkArgument(
        line != -1 || (box1 == -1 && box2 == -1),
        "without a line (-1) no box can be completed, got (%s, %s, %s)",
        line,
        box1,
        box2);
  }

  /**
   * Returns whether the move completed no box, so that the mover's turn ends with it.
   *
   * @return whether both boxes are -1
   */
  public boolean endsTurn() {
    return box1 == -1 && box2 == -1;
  }

  /**
   * Returns whether this is {@link #NONE}: no line drawn.
   *
   * @return whether {@code line} is -1
   */
  public boolean isNone() {
    return line == -1;
  }

  /** Returns the tuple text, such as {@code (6, 2, -1)}. */
  @Override
  public String toString() {
    return "(" + line + ", " + box1 + ", " + box2 + ")";
  }

  /**
   * Reads one tuple, such as {@code (6, 2, -1)} or {@code [6,2,-1]}.
   *
   * @param text the text
   * @return the move
   * @throws NotationException if the text is not three integers of at least -1 in parentheses or
   *     brackets, or a tuple with line -1 and a box
   * @throws NullPointerException if {@code text} is null
   */
  public static WebMove parse(String text) {
    TextCursor in = new TextCursor(requireNonNull(text, "text"));
    in.skipSpaces();
    WebMove move = read(in);
    in.skipSpaces();
    in.expectEnd("the end of the text after the tuple");
    return move;
  }

  /**
   * Writes a whole turn as a list of tuples, such as {@code [(6, 2, -1), (7, -1, -1)]}.
   *
   * @param moves the moves
   * @return the list text
   * @throws NullPointerException if {@code moves} or an element is null
   */
  public static String formatAll(List<WebMove> moves) {
    return join(moves, WebMove::toString, ", ");
  }

  /**
   * Writes this tuple as a JSON array, such as {@code [6,2,-1]}.
   *
   * @return the JSON text, without spaces
   */
  public String toJson() {
    return "[" + line + "," + box1 + "," + box2 + "]";
  }

  /**
   * Writes tuples as a JSON array of arrays, as the web server answers {@code /find/} and
   * {@code /verify/}, such as {@code [[6,2,-1],[7,-1,-1]]}; {@code []} for no tuples.
   *
   * @param moves the moves
   * @return the JSON text, without spaces
   * @throws NullPointerException if {@code moves} or an element is null
   */
  public static String toJson(List<WebMove> moves) {
    return join(moves, WebMove::toJson, ",");
  }

  private static String join(
      List<WebMove> moves, Function<WebMove, String> format, String separator) {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < moves.size(); i++) {
      if (i > 0) {
        sb.append(separator);
      }
      sb.append(format.apply(requireNonNull(moves.get(i), "move")));
    }
    return sb.append(']').toString();
  }

  /**
   * Reads a list of tuples, such as {@code [(6, 2, -1), (7, -1, -1)]} or the JSON
   * {@code [[6,2,-1],[7,-1,-1]]}; the list may be empty.
   *
   * @param text the text
   * @return the moves
   * @throws NotationException if the text is not such a list
   * @throws NullPointerException if {@code text} is null
   */
  public static List<WebMove> parseAll(String text) {
    TextCursor in = new TextCursor(requireNonNull(text, "text"));
    List<WebMove> moves = new ArrayList<>();
    in.skipSpaces();
    in.expect('[', "'[' starting the list of tuples");
    in.skipSpaces();
    if (in.peek() == ']' && !in.atEnd()) {
      in.advance();
    } else {
      while (true) {
        in.skipSpaces();
        moves.add(read(in));
        in.skipSpaces();
        if (in.peek() == ',' && !in.atEnd()) {
          in.advance();
          continue;
        }
        in.expect(']', "',' or ']' after a tuple");
        break;
      }
    }
    in.skipSpaces();
    in.expectEnd("the end of the text after the list");
    return List.copyOf(moves);
  }

  private static WebMove read(TextCursor in) {
    char open = in.peek();
    if (in.atEnd() || (open != '(' && open != '[')) {
      throw in.error("'(' or '[' starting a (line, box, box) tuple");
    }
    char close = open == '(' ? ')' : ']';
    int start = in.pos();
    in.advance();
    int[] values = new int[3];
    String[] names = {"a line number", "a box number", "a box number"};
    for (int i = 0; i < 3; i++) {
      in.skipSpaces();
      int at = in.pos();
      values[i] = in.readInt(names[i]);
      if (values[i] < -1) {
        throw in.errorAt(at, names[i] + " of at least -1");
      }
      in.skipSpaces();
      if (i < 2) {
        in.expect(',', "',' after " + names[i]);
      }
    }
    in.expect(close, "'" + close + "' closing the tuple");
    if (values[0] == -1 && (values[1] != -1 || values[2] != -1)) {
      throw in.errorAt(start, "a tuple whose boxes are -1 when its line is -1");
    }
    return new WebMove(values[0], values[1], values[2]);
  }
}
