package io.github.gridgames.dotsboxes.internal;

import io.github.gridgames.core.NotationException;

/**
 * A position in a text being parsed, with the small steps the notations and the bot contest's
 * protocol need. Not API: public only so that the rules and tools packages share it.
 */
public final class TextCursor {

  private final String text;
  private int pos;

  /**
   * Starts at the beginning of a text.
   *
   * @param text the text to read
   */
  public TextCursor(String text) {
    this(text, 0);
  }

  /**
   * Starts at a position of a text.
   *
   * @param text the text to read
   * @param start the index of the first character to read
   */
  public TextCursor(String text, int start) {
    this.text = text;
    this.pos = start;
  }

  /**
   * Returns the index of the next character to read.
   *
   * @return the position
   */
  public int pos() {
    return pos;
  }

  /** Skips every whitespace, line breaks included. */
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
   *
   * @param expected what the error says was expected, when something else stands there
   * @throws NotationException if anything but blanks stands before the line break
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

  /**
   * Returns whether a character is whitespace.
   *
   * @param c the character
   * @return {@link Character#isWhitespace(char)}
   */
  public static boolean isSpace(char c) {
    return Character.isWhitespace(c);
  }

  /**
   * Returns whether every character was read.
   *
   * @return whether the cursor is at the end
   */
  public boolean atEnd() {
    return pos >= text.length();
  }

  /**
   * Returns the next character without reading it.
   *
   * @return the character, or {@code '\0'} at the end
   */
  public char peek() {
    return pos < text.length() ? text.charAt(pos) : '\0';
  }

  /** Reads one character. */
  public void advance() {
    pos++;
  }

  /**
   * Returns an error at the cursor.
   *
   * @param expected what was expected there
   * @return the error, for the caller to throw
   */
  public NotationException error(String expected) {
    return new NotationException(text, Math.min(pos, text.length()), expected);
  }

  /**
   * Returns an error at a position.
   *
   * @param position the index the error points at
   * @param expected what was expected there
   * @return the error, for the caller to throw
   */
  public NotationException errorAt(int position, String expected) {
    return new NotationException(text, position, expected);
  }

  /**
   * Reads one given character.
   *
   * @param c the character
   * @param expected what the error says was expected
   * @throws NotationException if another character, or the end, stands there
   */
  public void expect(char c, String expected) {
    if (peek() != c || atEnd()) {
      throw error(expected);
    }
    pos++;
  }

  /**
   * Checks that every character was read.
   *
   * @param expected what the error says was expected instead of more text
   * @throws NotationException if text is left
   */
  public void expectEnd(String expected) {
    if (!atEnd()) {
      throw error(expected);
    }
  }

  /**
   * Reads an optional minus sign and decimal digits that fit an {@code int}.
   *
   * @param expected what the error says was expected
   * @return the number
   * @throws NotationException if no number stands there, or it does not fit an {@code int}
   */
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
   *
   * @param expected what the error says was expected
   * @param max the largest number accepted
   * @return the number
   * @throws NotationException if no such number stands there
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

  /**
   * Returns an error for the text from {@code start} to the cursor, which has the right form but
   * is refused.
   *
   * @param start the index the refused part starts at
   * @param expected what was expected instead
   * @return the error, for the caller to throw
   */
  public NotationException spanError(int start, String expected) {
    return new NotationException(text, start, pos, expected);
  }

  /**
   * Returns whether a character is an ASCII digit.
   *
   * @param c the character
   * @return whether it is {@code 0} to {@code 9}
   */
  public static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
