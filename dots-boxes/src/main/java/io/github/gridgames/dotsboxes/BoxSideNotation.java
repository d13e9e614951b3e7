package io.github.gridgames.dotsboxes;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.dotsboxes.internal.BoxNames;
import io.github.gridgames.dotsboxes.internal.TextCursor;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The contest's box-side notation: a line is named by a box and one of its sides, such as
 * {@code A1 R}.
 *
 * <p>A box is named by a column letter and a row number: column {@code A} is the leftmost, row
 * {@code 1} the bottom row, and rows count upwards (so box {@code A1} is the bottom-left box, which
 * is {@link Box} {@code (rows-1, 0)} in the game's top-down coordinates). Columns after {@code Z}
 * continue {@code AA}, {@code AB}, ..., {@code AZ}, {@code BA}, ... as in spreadsheets (the contest
 * itself never needs them). A side is {@code L}, {@code T}, {@code R} or {@code B} ({@link Side}).
 *
 * <p>A line between two boxes has two names, such as {@code A1 R} and {@code B1 L}; both parse to
 * the same {@link Edge}. {@link #format(Edge)} writes the <em>canonical</em> name: the one of the
 * box to the left of a vertical line or below a horizontal line, so inner and top lines are named
 * as an {@code R} or {@code T} side; only the left border uses {@code L} and only the bottom border
 * uses {@code B}.
 *
 * <p>{@link #parse(String)} accepts surrounding whitespace, whitespace (or none) between the box
 * and the side, and lower-case letters; it refuses, as a parse error, a box that is not on the
 * board (the error spans the column letters or the row number and names the range) and a row
 * number with a leading zero.
 */
final class BoxSideNotation implements Notation<Edge> {

  /** The notation's name, {@code box-side}. */
  public static final String NAME = "box-side";

  private final DotsBoxes game;
  private final BoxNames names;

  BoxSideNotation(DotsBoxes game) {
    this.game = requireNonNull(game, "game");
    this.names = new BoxNames(game.rows(), game.cols());
  }

  /**
   * Returns {@code box-side}.
   *
   * @return the name
   */
  @Override
  public String name() {
    return NAME;
  }

  /**
   * Describes the syntax, such as {@code "<box A1..C3> <side L|T|R|B>"} on a 3 x 3 board.
   *
   * @return the syntax
   */
  @Override
  public String syntax() {
    return "<box A1.." + boxName(Box.of(0, game.cols() - 1)) + "> <side L|T|R|B>";
  }

  /**
   * Returns the spreadsheet-style name of a column: {@code A} for 0, {@code Z} for 25, {@code AA}
   * for 26, and so on up to {@code FXSHRXX} for {@link Integer#MAX_VALUE}. Every non-negative
   * {@code int} names exactly one column, and distinct indexes have distinct names.
   *
   * @param col a zero-based column index, 0 to {@link Integer#MAX_VALUE}
   * @return the letters, one to seven of {@code A} to {@code Z}
   * @throws IllegalArgumentException if {@code col} is negative; the message gives it
   */
  public static String columnName(int col) {
    return BoxNames.columnName(col);
  }

  /**
   * Returns the contest's name of a box, such as {@code A1} for the bottom-left box.
   *
   * @param box a box of the board, in the game's top-down coordinates
   * @return its name
   * @throws IllegalArgumentException if the box is not on the board
   */
  public String boxName(Box box) {
    game.checkOnBoard(box);
    return names.boxName(box);
  }

  /**
   * Returns the line that is the given side of a box.
   *
   * @param box a box of the board, in the game's top-down coordinates
   * @param side the side
   * @return the line
   * @throws IllegalArgumentException if the box is not on the board
   */
  public Edge edge(Box box, Side side) {
    game.checkOnBoard(box);
    requireNonNull(side, "side");
    int r = box.row();
    int c = box.col();
    return switch (side) {
      case T -> Edge.horizontal(r, c);
      case B -> Edge.horizontal(r + 1, c);
      case L -> Edge.vertical(r, c);
      case R -> Edge.vertical(r, c + 1);
    };
  }

  /**
   * Writes the canonical name of a line (see the class comment), such as {@code A1 R}.
   *
   * @param move a unit line of the board
   * @return its name
   * @throws IllegalArgumentException if the line is not a unit line of the board
   */
  @Override
  public String format(Edge move) {
    return names(move).get(0);
  }

  /**
   * Returns every name of a line: two for a line between boxes, one on the border; the canonical
   * name first.
   *
   * @param move a unit line of the board
   * @return one or two names
   * @throws IllegalArgumentException if the line is not a unit line of the board
   */
  public List<String> names(Edge move) {
    game.checkOnBoard(move);
    List<String> names = new ArrayList<>(2);
    int r = move.from().row();
    int c = move.from().col();
    if (move.isHorizontal()) {
      if (r < game.rows()) {
        names.add(name(Box.of(r, c), Side.T));
      }
      if (r > 0) {
        names.add(name(Box.of(r - 1, c), Side.B));
      }
    } else {
      if (c > 0) {
        names.add(name(Box.of(r, c - 1), Side.R));
      }
      if (c < game.cols()) {
        names.add(name(Box.of(r, c), Side.L));
      }
    }
    return List.copyOf(names);
  }

  private String name(Box box, Side side) {
    return boxName(box) + " " + side.letter();
  }

  /**
   * Reads a box and a side, such as {@code A1 R} or {@code b1l}.
   *
   * @param text the name
   * @return the line
   * @throws NotationException if the text is not a box of the board followed by a side
   * @throws NullPointerException if {@code text} is null
   */
  @Override
  public Edge parse(String text) {
    TextCursor in = new TextCursor(requireNonNull(text, "text"));
    in.skipSpaces();
    Box box = names.readBox(in);
    in.skipSpaces();
    Side side = readSide(in);
    in.skipSpaces();
    in.expectEnd("the end of the move after the side");
    return edge(box, side);
  }

  static Side readSide(TextCursor in) {
    char c = in.peek();
    if (in.atEnd() || "LTRBltrb".indexOf(c) < 0) {
      throw in.error("a side L, T, R or B");
    }
    in.advance();
    return Side.of(c);
  }


  /** Returns the name, {@code box-side}, as {@link #name()} does. */
  @Override
  public String toString() {
    return NAME;
  }

  /** Two BoxSideNotations are equal when they are of equal games. */
  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof BoxSideNotation other && game.equals(other.game);
  }

  @Override
  public int hashCode() {
    return game.hashCode() * 31 + 15;
  }
}
