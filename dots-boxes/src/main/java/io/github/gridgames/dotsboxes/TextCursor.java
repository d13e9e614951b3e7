package io.github.gridgames.dotsboxes;

import io.github.gridgames.core.NotationException;

/** A position in a text being parsed, with the small steps the notations need. */
final class TextCursor {

  private final String text;
  private int pos;

  TextCursor(String text) {
    this(text, 0);
  }

  TextCursor(String text, int start) {
    this.text = text;
    this.pos = start;
  }

  int pos() {
    return pos;
  }

  void skipSpaces() {
    while (pos < text.length() && isSpace(text.charAt(pos))) {
      pos++;
    }
  }

  /** Skips spaces and tabs only, never a line break. */
  void skipBlanks() {
    while (pos < text.length() && (text.charAt(pos) == ' ' || text.charAt(pos) == '\t')) {
      pos++;
    }
  }

  /**
   * Ends a line: skips spaces and tabs, then takes a line break ({@code \n} or {@code \r\n}) or
   * accepts the end of the text.
   */
  void endLine(String expected) {
    skipBlanks();
    if (atEnd()) {
      return;
    }
    if (peek() == '\n') {
      pos++;
      return;
    }
    if (peek() == '\r' && pos + 1 < text.length() && text.charAt(pos + 1) == '\n') {
      pos += 2;
      return;
    }
    throw error(expected);
  }

  static boolean isSpace(char c) {
    return Character.isWhitespace(c);
  }

  boolean atEnd() {
    return pos >= text.length();
  }

  char peek() {
    return pos < text.length() ? text.charAt(pos) : '\0';
  }

  void advance() {
    pos++;
  }

  NotationException error(String expected) {
    return new NotationException(text, Math.min(pos, text.length()), expected);
  }

  NotationException errorAt(int position, String expected) {
    return new NotationException(text, position, expected);
  }

  void expect(char c, String expected) {
    if (peek() != c || atEnd()) {
      throw error(expected);
    }
    pos++;
  }

  void expectEnd(String expected) {
    if (!atEnd()) {
      throw error(expected);
    }
  }

  /** Reads an optional minus sign and decimal digits that fit an {@code int}. */
  int readInt(String expected) {
    int start = pos;
    boolean negative = false;
    if (peek() == '-' && !atEnd()) {
      negative = true;
      pos++;
    }
    if (!isDigit(peek())) {
      pos = start;
      throw error(expected);
    }
    long value = 0;
    while (isDigit(peek())) {
      value = value * 10 + (text.charAt(pos) - '0');
      if (value > (long) Integer.MAX_VALUE + 1) {
        throw errorAt(start, expected + " between -2147483648 and 2147483647");
      }
      pos++;
    }
    if (negative) {
      value = -value;
    }
    if (value > Integer.MAX_VALUE) {
      throw errorAt(start, expected + " between -2147483648 and 2147483647");
    }
    return (int) value;
  }

  /**
   * Reads decimal digits without a sign or a superfluous leading zero, of at most {@code max}; the
   * error names {@code expected}, and spans the whole number when it is above {@code max}.
   */
  int readNatural(String expected, long max) {
    int start = pos;
    if (!isDigit(peek())) {
      throw error(expected);
    }
    if (peek() == '0' && pos + 1 < text.length() && isDigit(text.charAt(pos + 1))) {
      throw error(expected + " without leading zeros");
    }
    long value = 0;
    while (isDigit(peek())) {
      value = Math.min(value * 10 + (text.charAt(pos) - '0'), max + 1);
      pos++;
    }
    if (value > max) {
      throw spanError(start, expected);
    }
    return (int) value;
  }

  /** An error for the text from {@code start} to the cursor, which has the right form but is refused. */
  NotationException spanError(int start, String expected) {
    return new NotationException(text, start, pos, expected);
  }

  static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
