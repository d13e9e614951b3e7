package io.github.gridgames.cli;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A square of the Gomocup protocol's board: {@code x} is the column and {@code y} the row, both
 * counted from 0 at the top-left, written {@code x,y} as in {@code TURN 10,11}.
 *
 * @param x the column, from 0
 * @param y the row, from 0
 */
record GomocupPoint(int x, int y) {

  /** Two whole numbers separated by a comma; blanks are allowed around each. */
  private static final Pattern TEXT = Pattern.compile("\\s*(\\d{1,9})\\s*,\\s*(\\d{1,9})\\s*");

  /**
   * Creates a point.
   *
   * @param x the column, not negative
   * @param y the row, not negative
   * @throws IllegalArgumentException if a coordinate is negative
   */
  GomocupPoint {
    checkArgument(x >= 0 && y >= 0, "coordinates must not be negative, got %s,%s", x, y);
  }

  /**
   * Reads {@code x,y}, such as {@code 10,11} or {@code 10, 11}.
   *
   * @param text the text
   * @return the point
   * @throws IllegalArgumentException if the text is not two whole numbers of at most nine digits
   *     separated by a comma; the message quotes it
   */
  static GomocupPoint parse(String text) {
    Matcher m = TEXT.matcher(text);
    if (!m.matches()) {
      throw new IllegalArgumentException("'" + GomocupCommand.shown(text) + "' is not X,Y (two numbers from 0, such as 10,11)");
    }
    return new GomocupPoint(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
  }

  /**
   * Returns {@code x,y}.
   *
   * @return the text, such as {@code 10,11}
   */
  @Override
  public String toString() {
    return x + "," + y;
  }
}
