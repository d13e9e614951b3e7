package io.github.gridgames.nrow;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;
import org.jspecify.annotations.Nullable;

/**
 * The two coordinate notations of the N-in-a-row game: {@code comma} ({@code x,y}, the default) and {@code space}
 * ({@code x y}). Coordinates are decimal {@code int}s with an optional sign ({@code -} or
 * {@code +}) and ASCII digits; leading zeros are accepted. Whitespace is allowed around the whole
 * text and, in {@code comma}, around the comma; {@code space} needs at least one whitespace
 * character between the coordinates. Formatting writes no sign for non-negative numbers, no
 * leading zeros and no extra whitespace, so every point round-trips. A coordinate outside the
 * {@code int} range is a parse error that spans it and names the range. The notations do not
 * depend on the game: two of one name are equal.
 */
final class PointNotation implements Notation<Point> {

  private static final PointNotation COMMA = new PointNotation("comma", "x,y", ',');
  private static final PointNotation SPACE = new PointNotation("space", "x y", ' ');

  private static final long INT_LIMIT = 1L << 31;

  private final String name;
  private final String syntax;
  private final char separator;

  private PointNotation(String name, String syntax, char separator) {
    this.name = name;
    this.syntax = syntax;
    this.separator = separator;
  }

  /** Returns the {@code comma} notation, {@code x,y}. */
  static PointNotation comma() {
    return COMMA;
  }

  /** Returns the {@code space} notation, {@code x y}. */
  static PointNotation space() {
    return SPACE;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public String syntax() {
    return syntax;
  }

  @Override
  public String format(Point move) {
    requireNonNull(move, "move");
    return move.x() + String.valueOf(separator) + move.y();
  }

  @Override
  public Point parse(String text) {
    requireNonNull(text, "text");
    Cursor cursor = new Cursor(text);
    cursor.skipWhitespace();
    int x = cursor.coordinate("x");
    if (separator == ',') {
      cursor.skipWhitespace();
      cursor.expect(',', "',' between x and y (syntax " + syntax + ")");
      cursor.skipWhitespace();
    } else {
      if (!cursor.atWhitespace()) {
        throw new NotationException(
            text, cursor.pos, "whitespace between x and y (syntax " + syntax + ")");
      }
      cursor.skipWhitespace();
    }
    int y = cursor.coordinate("y");
    cursor.skipWhitespace();
    if (!cursor.atEnd()) {
      throw new NotationException(text, cursor.pos, "the end of the text after y");
    }
    return Point.of(x, y);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof PointNotation other && separator == other.separator;
  }

  @Override
  public int hashCode() {
    return separator;
  }

  /** Returns the name and the syntax, such as {@code comma (x,y)}. */
  @Override
  public String toString() {
    return name + " (" + syntax + ")";
  }

  /** A position in the text being parsed. */
  private static final class Cursor {
    private final String text;
    private int pos;

    Cursor(String text) {
      this.text = text;
    }

    boolean atEnd() {
      return pos == text.length();
    }

    boolean atWhitespace() {
      return !atEnd() && Character.isWhitespace(text.charAt(pos));
    }

    void skipWhitespace() {
      while (atWhitespace()) {
        pos++;
      }
    }

    void expect(char c, String expected) {
      if (atEnd() || text.charAt(pos) != c) {
        throw new NotationException(text, pos, expected);
      }
      pos++;
    }

    /** Reads an optionally signed decimal int; names {@code axis} in errors. */
    int coordinate(String axis) {
      int start = pos;
      boolean negative = false;
      if (!atEnd() && (text.charAt(pos) == '-' || text.charAt(pos) == '+')) {
        negative = text.charAt(pos) == '-';
        pos++;
      }
      int digitsStart = pos;
      long magnitude = 0;
      while (!atEnd() && text.charAt(pos) >= '0' && text.charAt(pos) <= '9') {
        if (magnitude <= INT_LIMIT) {
          magnitude = magnitude * 10 + (text.charAt(pos) - '0');
        }
        pos++;
      }
      if (pos == digitsStart) {
        throw new NotationException(
            text,
            pos,
            pos == start
                ? "the " + axis + " coordinate, an integer such as -3 or 12"
                : "a digit after the sign of the " + axis + " coordinate");
      }
      if (magnitude > (negative ? INT_LIMIT : INT_LIMIT - 1)) {
        throw new NotationException(
            text,
            start,
            pos,
            "the "
                + axis
                + " coordinate between "
                + Integer.MIN_VALUE
                + " and "
                + Integer.MAX_VALUE);
      }
      return (int) (negative ? -magnitude : magnitude);
    }
  }
}
