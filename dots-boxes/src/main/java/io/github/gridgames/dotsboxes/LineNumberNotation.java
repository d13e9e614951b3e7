package io.github.gridgames.dotsboxes;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;
import org.jspecify.annotations.Nullable;

/**
 * The web game's line numbers as a notation: a line is written as its number in
 * {@link WebGameNumbering}, such as {@code 17}. Only square boards have it.
 *
 * <p>{@link #parse(String)} accepts a decimal number from 0 to {@code lineCount() - 1} without
 * sign or leading zeros, with surrounding whitespace; a larger number is a parse error that spans
 * it and names the range, such as {@code expected a line number from 0 to 23 at position 0 of
 * "99", found '99'}.
 */
final class LineNumberNotation implements Notation<Edge> {

  /** The notation's name, {@code line-number}. */
  public static final String NAME = "line-number";

  private final WebGameNumbering numbering;

  LineNumberNotation(WebGameNumbering numbering) {
    this.numbering = requireNonNull(numbering, "numbering");
  }

  /**
   * Returns {@code line-number}.
   *
   * @return the name
   */
  @Override
  public String name() {
    return NAME;
  }

  /**
   * Describes the syntax, such as {@code "a line number from 0 to 23"} on a 3 x 3 board.
   *
   * @return the syntax
   */
  @Override
  public String syntax() {
    return "a line number from 0 to " + (numbering.lineCount() - 1);
  }

  /**
   * Writes a line's number.
   *
   * @param move a unit line of the board
   * @return its number in decimal
   * @throws IllegalArgumentException if the line is not a unit line of the board
   */
  @Override
  public String format(Edge move) {
    return Integer.toString(numbering.lineNumber(move));
  }

  /**
   * Reads a line number.
   *
   * @param text such as {@code 17}
   * @return the line
   * @throws NotationException if the text is not a line number of the board
   * @throws NullPointerException if {@code text} is null
   */
  @Override
  public Edge parse(String text) {
    TextCursor in = new TextCursor(requireNonNull(text, "text"));
    in.skipSpaces();
    int line = in.readNatural(syntax(), numbering.lineCount() - 1L);
    in.skipSpaces();
    in.expectEnd("the end of the text after the line number");
    return numbering.edge(line);
  }

  /** Returns the name, {@code line-number}, as {@link #name()} does. */
  @Override
  public String toString() {
    return NAME;
  }

  /** Two LineNumberNotations are equal when they are of equal games. */
  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof LineNumberNotation other && numbering.equals(other.numbering);
  }

  @Override
  public int hashCode() {
    return numbering.hashCode() * 31 + 18;
  }
}
