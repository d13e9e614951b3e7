package io.github.gridgames.core;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

/**
 * Thrown when text cannot be parsed: a move in some {@link Notation}, a {@link GameSpec}, or a
 * match record. It says what was expected and at which position of the input, and the message
 * shows what was found there instead.
 */
public class NotationException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;
  private static final int SHOWN_INPUT = 60;

  /** The whole text that was being parsed. */
  private final String input;

  /** The index in {@link #input} where parsing failed. */
  private final int position;

  /** What would have been accepted at {@link #position}. */
  private final String expected;

  /**
   * Creates the exception.
   *
   * @param input the whole text that was being parsed
   * @param position the zero-based index in {@code input} where parsing failed, from 0 to
   *     {@code input.length()} (the end)
   * @param expected what would have been accepted there, such as {@code "a digit"}
   * @throws IllegalArgumentException if {@code position} is outside {@code [0, input.length()]}
   */
  public NotationException(String input, int position, String expected) {
    super(message(input, position, expected));
    this.input = input;
    this.position = position;
    this.expected = expected;
  }

  private static String message(String input, int position, String expected) {
    requireNonNull(input, "input");
    requireNonNull(expected, "expected");
    checkArgument(
        position >= 0 && position <= input.length(),
        "position %s is outside the input of length %s",
        position,
        input.length());
    String found =
        position == input.length()
            ? "the end of the text"
            : "'" + printable(input.substring(position, position + 1)) + "'";
    return "expected "
        + expected
        + " at position "
        + position
        + " of \""
        + printable(shorten(input))
        + "\", found "
        + found;
  }

  private static String shorten(String input) {
    return input.length() <= SHOWN_INPUT ? input : input.substring(0, SHOWN_INPUT) + "...";
  }

  private static String printable(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c < 0x20 || c == 0x7f) {
        sb.append(String.format("\\u%04x", (int) c));
      } else {
        sb.append(c);
      }
    }
    return sb.toString();
  }

  /**
   * Returns the whole text that was being parsed.
   *
   * @return the input
   */
  public String input() {
    return input;
  }

  /**
   * Returns the zero-based index in {@link #input()} where parsing failed; equal to the input's
   * length when the text ended too early.
   *
   * @return the position
   */
  public int position() {
    return position;
  }

  /**
   * Returns what would have been accepted at {@link #position()}.
   *
   * @return a description such as {@code "a digit"}
   */
  public String expected() {
    return expected;
  }
}
