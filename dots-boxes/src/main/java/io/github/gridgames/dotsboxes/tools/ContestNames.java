package io.github.gridgames.dotsboxes.tools;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.dotsboxes.Box;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.Edge;
import io.github.gridgames.dotsboxes.internal.BoxNames;
import io.github.gridgames.dotsboxes.internal.TextCursor;

/**
 * The contest's names of boxes and sides on one board, as its box-side notation ({@link
 * DotsBoxes#boxSides()}) writes them: a box is a column letter (spreadsheet style: {@code A} to
 * {@code Z}, then {@code AA}) and a row number counted from 1 at the bottom, such as {@code A1}; a
 * side is one of {@code L T R B}, in the order the contest lists a box's free sides.
 */
final class ContestNames {

  /** The sides of a box in the contest's order. */
  static final String SIDES = "LTRB";

  private final DotsBoxes game;
  private final BoxNames names;

  ContestNames(DotsBoxes game) {
    this.game = requireNonNull(game, "game");
    this.names = new BoxNames(game.rows(), game.cols());
  }

  /** The name of a box of the board, such as {@code A1} for the bottom-left box. */
  String boxName(Box box) {
    checkArgument(game.contains(box), "the box %s is not on the board", box);
    return names.boxName(box);
  }

  /** The line that is a side of a box: one of {@code L T R B}. */
  Edge edge(Box box, char side) {
    int index = "TBLR".indexOf(side);
    checkArgument(index >= 0, "a box side is one of L, T, R, B, got '%s'", side);
    return game.sidesOf(box).get(index);
  }

  /** The side of a box that a line is. */
  char sideOf(Box box, Edge edge) {
    int index = game.sidesOf(box).indexOf(edge);
    checkArgument(index >= 0, "%s is not a side of %s", edge, box);
    return "TBLR".charAt(index);
  }

  /** Reads a box name such as {@code A1} at the cursor, refusing boxes off the board. */
  Box readBox(TextCursor in) {
    return names.readBox(in);
  }

  /** Reads a side letter at the cursor, in either case, as upper case. */
  static char readSide(TextCursor in) {
    char c = Character.toUpperCase(in.peek());
    if (in.atEnd() || SIDES.indexOf(c) < 0) {
      throw in.error("a side L, T, R or B");
    }
    in.advance();
    return c;
  }

  /** Whether a character starts a side. */
  static boolean isSide(char c) {
    return SIDES.indexOf(Character.toUpperCase(c)) >= 0;
  }

}
