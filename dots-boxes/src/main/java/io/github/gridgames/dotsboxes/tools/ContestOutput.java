package io.github.gridgames.dotsboxes.tools;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.dotsboxes.Edge;

/**
 * A contest bot's one-line answer (see {@link ContestProtocol}): the line it draws, named by a box
 * and a side, and an optional message for display.
 *
 * @param edge the line to draw
 * @param message the message after the {@code MSG} keyword, or empty when there is none; never
 *     contains a line break
 */
record ContestOutput(Edge edge, String message) {

  /**
   * Creates an answer.
   *
   * @param edge the line
   * @param message the message, empty for none
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the message contains a line break
   */
  public ContestOutput {
    requireNonNull(edge, "edge");
    requireNonNull(message, "message");
    checkArgument(
        message.indexOf('\n') < 0 && message.indexOf('\r') < 0,
        "a message must be one line, got '%s'",
        message);
  }

  /**
   * Returns an answer without a message.
   *
   * @param edge the line
   * @return the answer
   */
  public static ContestOutput of(Edge edge) {
    return new ContestOutput(edge, "");
  }
}
