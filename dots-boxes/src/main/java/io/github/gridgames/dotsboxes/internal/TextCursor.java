package io.github.gridgames.dotsboxes.internal;

import io.github.gridgames.core.NotationException;

/**
 * A position in a text being parsed, with the small steps the notations and the bot contest's
 * protocol need. Not API: public only so that the rules and tools packages share it.
 */
public final class TextCursor {

  private final String text;
  private int pos;

  public TextCursor(String text) {
    this(text, 0);
  }

  public TextCursor(String text, int start) {
    this.text = text;
    this.pos = start;
  }

  public int pos() {
    return pos;
  }

  public void skipSpaces() {
    while (pos < text.length() && isSpace(text.charAt(pos))) {
      pos++;
    }
  }

  /** Skips spaces and tabs only, never a line break. */
  public void skipBlanks() {
    while (pos < text.length() && (text.charAt(pos) == ' ' || text.charAt(pos) == '\t')) {
      pos++;
    }
  }

  /**
   * Ends a line: skips spaces and tabs, then takes a line break ({@code \n} or {@code \r\n}) or
   * accepts the end of the text.
   */
  public void endLine(String expected) {
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

  public static boolean isSpace(char c) {
    return Character.isWhitespace(c);
  }

  public boolean atEnd() {
    return pos >= text.length();
  }

  public char peek() {
    return pos < text.length() ? text.charAt(pos) : '\0';
  }

  public void advance() {
    pos++;
  }

  public NotationException error(String expected) {
    return new NotationException(text, Math.min(pos, text.length()), expected);
  }

  public NotationException errorAt(int position, String expected) {
    return new NotationException(text, position, expected);
  }

  public void expect(char c, String expected) {
    if (peek() != c || atEnd()) {
      throw error(expected);
    }
    pos++;
  }

  public void expectEnd(String expected) {
    if (!atEnd()) {
      throw error(expected);
    }
  }

  /** Reads an optional minus sign and decimal digits that fit an {@code int}. */
  public int readInt(String expected) {
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
  public int readNatural(String expected, long max) {
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
  public NotationException spanError(int start, String expected) {
    return new NotationException(text, start, pos, expected);
  }

  public static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
