package io.github.gridgames.tictactoe;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.NotationException;

/**
 * Thrown by the m,n,k notations when the text has the right form but a coordinate is off the
 * board, such as {@code "4 1"} on a 3 x 3 board or {@code "d1"} on a board of three columns. Any
 * other malformed text gets a plain {@link NotationException}, so callers can tell "wrong format"
 * (catch this type first) from "out of range".
 */
public final class CoordinateOutOfRangeException extends NotationException {

  private static final long serialVersionUID = 1L;

  /** Which coordinate is off the board: {@code "row"} or {@code "column"}. */
  private final String coordinate;

  /** The allowed values, such as {@code "from 1 to 3"} or {@code "from a to c"}. */
  private final String range;

  /** The text of the coordinate that is off the board. */
  private final String found;

  /**
   * Creates the exception.
   *
   * @param input the whole text that was being parsed
   * @param position the index in {@code input} where the bad coordinate starts
   * @param end the index just after the bad coordinate, from {@code position + 1} to
   *     {@code input.length()}
   * @param coordinate {@code "row"} or {@code "column"}
   * @param range the allowed values, such as {@code "from 1 to 3"}
   * @throws IllegalArgumentException if the positions are not inside {@code input} in order
   * @throws NullPointerException if an argument is null
   */
  public CoordinateOutOfRangeException(
      String input, int position, int end, String coordinate, String range) {
    super(input, position, "a " + requireNonNull(coordinate, "coordinate") + " " + requireNonNull(range, "range"));
    if (end <= position || end > input.length()) {
      throw new IllegalArgumentException(
          "end " + end + " must be after position " + position + " and at most " + input.length());
    }
    this.coordinate = coordinate;
    this.range = range;
    this.found = input.substring(position, end);
  }

  /**
   * Returns which coordinate is off the board.
   *
   * @return {@code "row"} or {@code "column"}
   */
  public String coordinate() {
    return coordinate;
  }

  /**
   * Returns the values the coordinate may take.
   *
   * @return a phrase such as {@code "from 1 to 3"}
   */
  public String range() {
    return range;
  }

  /**
   * Returns the text of the coordinate that is off the board.
   *
   * @return the coordinate as written, such as {@code "4"}
   */
  public String found() {
    return found;
  }
}
