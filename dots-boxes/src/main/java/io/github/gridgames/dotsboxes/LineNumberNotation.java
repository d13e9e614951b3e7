package io.github.gridgames.dotsboxes;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkElementIndex;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.dotsboxes.internal.TextCursor;
import org.jspecify.annotations.Nullable;

/**
 * The web game's line numbers as a notation: a line is written as its number, such as {@code 17}.
 * Only square boards of {@code n x n} boxes have it.
 *
 * <p>Horizontal lines are numbered row by row from the top left: the line {@code (r,c)-(r,c+1)} is
 * {@code r * n + c}, so the top side of box {@code b} (counted row by row from the top left) is
 * line {@code b} and its bottom side is line {@code b + n}. Vertical lines, except those of the
 * right border, come next, row by row: the line {@code (r,c)-(r+1,c)} with {@code c < n} is {@code
 * n * n + n + r * n + c}. The right border comes last, from top to bottom: the line {@code
 * (r,n)-(r+1,n)} is {@code 2 * n * n + n + r}. On a 4 x 4 board the top border is lines 0 to 3, the
 * left border 20, 24, 28 and 32, and the right border 36 to 39.
 *
 * <p>{@link #parse(String)} accepts a decimal number from 0 to {@code lineCount() - 1} without
 * sign or leading zeros, with surrounding whitespace; a larger number is a parse error that spans
 * it and names the range, such as {@code expected a line number from 0 to 23 at position 0 of
 * "99", found '99'}.
 */
final class LineNumberNotation implements Notation<Edge> {

  /** The notation's name, {@code line-number}. */
  public static final String NAME = "line-number";

  private final DotsBoxes game;
  private final int n;

  LineNumberNotation(DotsBoxes game) {
    this.game = requireNonNull(game, "game");
    checkArgument(
        game.isSquare(),
        "the web game's line numbers are defined for square boards only; this board is %s x %s boxes",
        game.rows(),
        game.cols());
    this.n = game.rows();
  }

  /** The number of lines, {@code 2 * n * (n + 1)}. */
  int lineCount() {
    return 2 * n * (n + 1);
  }

  /** A line's number; throws IllegalArgumentException if the line is not a unit line of the board. */
  int lineNumber(Edge edge) {
    int index = game.indexOf(edge);
    if (edge.isHorizontal()) {
      return index;
    }
    int r = edge.from().row();
    int c = edge.from().col();
    return c < n ? n * n + n + r * n + c : 2 * n * n + n + r;
  }

  /** The line with a number, 0 to {@code lineCount() - 1}. */
  Edge edge(int line) {
    checkElementIndex(line, lineCount(), "line number");
    int horizontal = n * (n + 1);
    if (line < horizontal) {
      return Edge.horizontal(line / n, line % n);
    }
    int inner = line - horizontal;
    if (inner < n * n) {
      return Edge.vertical(inner / n, inner % n);
    }
    return Edge.vertical(inner - n * n, n);
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
    return "a line number from 0 to " + (lineCount() - 1);
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
    return Integer.toString(lineNumber(move));
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
    int line = in.readNatural(syntax(), lineCount() - 1L);
    in.skipSpaces();
    in.expectEnd("the end of the text after the line number");
    return edge(line);
  }

  /** Returns the name, {@code line-number}, as {@link #name()} does. */
  @Override
  public String toString() {
    return NAME;
  }

  /** Two LineNumberNotations are equal when they are of equal games. */
  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof LineNumberNotation other && game.equals(other.game);
  }

  @Override
  public int hashCode() {
    return game.hashCode() * 31 + 18;
  }
}
