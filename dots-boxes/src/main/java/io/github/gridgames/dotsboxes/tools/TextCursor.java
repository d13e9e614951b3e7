package io.github.gridgames.dotsboxes.tools;

import io.github.gridgames.core.NotationException;

/** A position in a contest text being read, with the small steps the contest protocol needs. */
final class TextCursor {

  private final String text;
  private int pos;

  TextCursor(String text) {
    this.text = text;
  }

  int pos() {
    return pos;
  }

  /** Skips every whitespace, line breaks included. */
  void skipSpaces() {
    while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
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

  /** An error for the text from {@code start} to the cursor, which has the right form but is refused. */
  NotationException spanError(int start, String expected) {
    return new NotationException(text, start, pos, expected);
  }

  void expectEnd(String expected) {
    if (!atEnd()) {
      throw error(expected);
    }
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

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
