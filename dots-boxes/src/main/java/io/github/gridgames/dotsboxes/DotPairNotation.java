package io.github.gridgames.dotsboxes;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.dotsboxes.internal.TextCursor;
import org.jspecify.annotations.Nullable;

/**
 * The dot-pair notation, the game's default: a line is written as its two dots,
 * {@code (row,col)-(row,col)}, counted from 0 at the top left, such as {@code (0,0)-(0,1)}.
 *
 * <p>{@link #parse(String)} accepts the dots in either order, each with or without its parentheses,
 * and whitespace around every token, such as {@code " ( 0 , 1 ) - ( 0 , 0 ) "} or {@code
 * 0,1-0,0}; a dot opened with {@code (} must be closed with {@code )}. Coordinates are decimal {@code int}s, optionally
 * negative. It reads any pair of dots, so that the state, not the parser, says why a line such as
 * {@code (0,0)-(1,1)} or {@code (0,0)-(0,9)} is refused. {@link #format(Edge)} writes the dots in
 * reading order without spaces.
 */
final class DotPairNotation implements Notation<Edge> {

  /** The notation's name, {@code dot-pair}. */
  public static final String NAME = "dot-pair";

  private static final String INTEGER = "an integer";

  private final DotsBoxes game;

  DotPairNotation(DotsBoxes game) {
    this.game = requireNonNull(game, "game");
  }

  /**
   * Returns {@code dot-pair}.
   *
   * @return the name
   */
  @Override
  public String name() {
    return NAME;
  }

  /**
   * Returns {@code (row,col)-(row,col)}.
   *
   * @return the syntax
   */
  @Override
  public String syntax() {
    return "(row,col)-(row,col)";
  }

  /**
   * Writes a line as {@code (r1,c1)-(r2,c2)}, the dots in reading order.
   *
   * @param move any line
   * @return its text
   * @throws NullPointerException if {@code move} is null
   */
  @Override
  public String format(Edge move) {
    return requireNonNull(move, "move").toString();
  }

  /**
   * Reads two dots as a line.
   *
   * @param text such as {@code (0,0)-(0,1)} or {@code 0,0-0,1}
   * @return the line, possibly not a unit line of the board
   * @throws NotationException if the text is not two dots {@code (int,int)} or {@code int,int}
   *     joined by {@code -}
   * @throws NullPointerException if {@code text} is null
   */
  @Override
  public Edge parse(String text) {
    TextCursor in = new TextCursor(requireNonNull(text, "text"));
    in.skipSpaces();
    Edge.Dot a = dot(in, "the first dot, such as (0,0)");
    in.skipSpaces();
    in.expect('-', "'-' between the two dots");
    in.skipSpaces();
    Edge.Dot b = dot(in, "the second dot, such as (0,1)");
    in.skipSpaces();
    in.expectEnd("the end of the move after the second dot");
    return Edge.of(a, b);
  }

  private static Edge.Dot dot(TextCursor in, String what) {
    boolean parenthesised = !in.atEnd() && in.peek() == '(';
    if (parenthesised) {
      in.advance();
      in.skipSpaces();
    }
    int row = in.readInt(INTEGER + " row of " + what);
    in.skipSpaces();
    in.expect(',', "',' between row and column");
    in.skipSpaces();
    int col = in.readInt(INTEGER + " column");
    if (parenthesised) {
      in.skipSpaces();
      in.expect(')', "')' closing the dot");
    }
    return Edge.Dot.of(row, col);
  }

  /** Returns the name, {@code dot-pair}, as {@link #name()} does. */
  @Override
  public String toString() {
    return NAME;
  }

  /** Two DotPairNotations are equal when they are of equal games. */
  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof DotPairNotation other && game.equals(other.game);
  }

  @Override
  public int hashCode() {
    return game.hashCode() * 31 + 15;
  }
}
