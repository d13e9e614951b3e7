package io.github.gridgames.core;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

/**
 * Thrown when text cannot be read: a move in some {@link Notation}, a {@link GameSpec}, or a
 * match record. It says what was expected ({@link #expected()}) and where ({@link #position()}),
 * and the message shows what was found there instead, such as {@code expected a line number from
 * 0 to 23 at position 0 of "99", found '99'}.
 *
 * <p>This is the one exception for text that cannot be read, in every notation. Text that reads
 * as a move the rules refuse is another matter: {@link State#check(Move)} gives the {@link
 * Violation}, and {@link State#play(Move)} throws an {@link IllegalMoveException}.
 */
public final class NotationException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;
  private static final int SHOWN_INPUT = 60;

  /** The whole text that was being parsed. */
  private final String input;

  /** The index in {@link #input} where parsing failed. */
  private final int position;

  /** The index just after the part of {@link #input} that was read but refused. */
  private final int end;

  /** What would have been accepted at {@link #position}. */
  private final String expected;

  /**
   * Creates the exception for text that cannot be read from a position on, such as a letter where
   * a digit was expected, or the end of the text where more was expected.
   *
   * @param input the whole text that was being parsed
   * @param position the zero-based index in {@code input} where parsing failed, from 0 to
   *     {@code input.length()} (the end)
   * @param expected what would have been accepted there, such as {@code "a digit"}
   * @throws IllegalArgumentException if {@code position} is outside {@code [0, input.length()]}
   * @throws NullPointerException if an argument is null
   */
  public NotationException(String input, int position, String expected) {
    this(input, position, position, expected);
  }

  /**
   * Creates the exception for a part of the text that has the right form but is refused, such as
   * the number {@code 99} where the line numbers are 0 to 23.
   *
   * @param input the whole text that was being parsed
   * @param position the zero-based index in {@code input} where the refused part starts
   * @param end the index just after the refused part, from {@code position} to {@code
   *     input.length()}
   * @param expected what would have been accepted there, such as {@code "a line number from 0 to
   *     23"}
   * @throws IllegalArgumentException if {@code 0 <= position <= end <= input.length()} does not
   *     hold
   * @throws NullPointerException if an argument is null
   */
  public NotationException(String input, int position, int end, String expected) {
    super(message(input, position, end, expected));
    this.input = input;
    this.position = position;
    this.end = end;
    this.expected = expected;
  }

  private static String message(String input, int position, int end, String expected) {
    requireNonNull(input, "input");
    requireNonNull(expected, "expected");
    checkArgument(
        position >= 0 && position <= end && end <= input.length(),
        "positions %s to %s are outside the input of length %s",
        position,
        end,
        input.length());
    String found =
        end > position
            ? "'" + printable(shorten(input.substring(position, end))) + "'"
            : position == input.length()
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
   * Returns the index just after the part of {@link #input()} that has the right form but is
   * refused (such as a number out of range); equal to {@link #position()} when the text could not
   * be read from there on. A reader that tries several notations shows the error of the one that
   * read furthest, that is with the greatest end.
   *
   * @return the end, from {@link #position()} to the input's length
   */
  public int end() {
    return end;
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
