package io.github.gridgames.dotsboxes;

import com.google.common.collect.Lists;
import io.github.gridgames.core.Notation;
import java.util.Collections;
import java.util.List;
import java.util.function.IntFunction;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * How a drawing of the board names its places in one notation: the labels above the columns and
 * left of the rows, what an undrawn line shows, and how wide the slots of lines and boxes are.
 *
 * @param lineSlot the width of a dot's column (the dot or a vertical line, then its label's room)
 * @param boxSlot the width of a box's column (a horizontal line or the owner's letter)
 * @param columnLabels per column of dots (placed over the dot) or of boxes (centred over the box);
 *     an empty list for no header
 * @param overBoxes whether {@code columnLabels} name the columns of boxes rather than of dots
 * @param dotRowLabels per row of dots, the label left of it (empty for none)
 * @param boxRowLabels per row of boxes, the label left of it (empty for none)
 * @param undrawn what an undrawn line shows, by edge index; blank unless the notation names lines
 */
record BoardLabels(
    int lineSlot,
    int boxSlot,
    List<String> columnLabels,
    boolean overBoxes,
    List<String> dotRowLabels,
    List<String> boxRowLabels,
    IntFunction<String> undrawn) {

  /**
   * Returns the labels of a notation of the game.
   *
   * @throws IllegalArgumentException if the notation is not one of the game's
   */
  static BoardLabels of(DotsBoxes game, Notation<Edge> notation) {
    return switch (game.requireNotation(notation).name()) {
      case BoxSideNotation.NAME -> boxSides(game);
      case LineNumberNotation.NAME -> lineNumbers(game);
      default -> dotPairs(game);
    };
  }

  /** The label of every undrawn line in notations that label none. */
  private static String blank(int edge) {
    return "";
  }

  /** Dot rows down the left and dot columns across the top, both from 0 at the top left. */
  static BoardLabels dotPairs(DotsBoxes game) {
    return new BoardLabels(
        1, 3, numbers(0, game.cols() + 1), false, numbers(0, game.rows() + 1), none(game.rows()), BoardLabels::blank);
  }

  /** The contest's box names: column letters over the boxes, row numbers counted from the bottom. */
  static BoardLabels boxSides(DotsBoxes game) {
    List<String> columns = IntStream.range(0, game.cols()).mapToObj(BoxSideNotation::columnName).toList();
    List<String> rowsUpwards = Lists.reverse(numbers(1, game.rows()));
    return new BoardLabels(1, 3, columns, true, none(game.rows() + 1), rowsUpwards, BoardLabels::blank);
  }

  /** The web game's line numbers, shown on the undrawn lines themselves; no row or column labels. */
  static BoardLabels lineNumbers(DotsBoxes game) {
    LineNumberNotation numbering = new LineNumberNotation(game);
    int width = Integer.toString(numbering.lineCount() - 1).length();
    IntFunction<String> number = edge -> Integer.toString(numbering.lineNumber(game.edge(edge)));
    return new BoardLabels(
        width, Math.max(3, width), List.of(), false, none(game.rows() + 1), none(game.rows()), number);
  }

  /** Returns the decimal numbers {@code from}, {@code from + 1}, ..., {@code count} of them. */
  private static List<String> numbers(int from, int count) {
    return IntStream.range(from, from + count).mapToObj(Integer::toString).toList();
  }

  private static List<String> none(int count) {
    return Collections.nCopies(count, "");
  }

  /** Returns the width of the widest row label, 0 when no row has one. */
  int rowLabelWidth() {
    return Stream.concat(dotRowLabels.stream(), boxRowLabels.stream()).mapToInt(String::length).max().orElse(0);
  }
}
