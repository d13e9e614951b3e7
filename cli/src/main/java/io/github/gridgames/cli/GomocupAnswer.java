package io.github.gridgames.cli;

import static java.util.Objects.requireNonNull;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A line a brain writes to the manager in the Gomocup protocol: a move {@code X,Y}, or a word in
 * any case followed by a text or a square.
 *
 * <pre>
 * X,Y            the brain's move
 * OK [text]      START, RECTSTART, RESTART or TAKEBACK done
 * ERROR text     a known command the brain cannot carry out
 * UNKNOWN text   a command the brain does not know
 * MESSAGE text   for the user, before an answer
 * DEBUG text     for the brain's author, before an answer
 * SUGGEST X,Y    a move the manager may accept with PLAY X,Y
 * </pre>
 */
sealed interface GomocupAnswer {

  /** A move. */
  record Move(GomocupPoint point) implements GomocupAnswer {}

  /** {@code OK}, with whatever follows it. */
  record Ok(String text) implements GomocupAnswer {}

  /** {@code ERROR text}: a known command the brain cannot carry out. */
  record Refusal(String text) implements GomocupAnswer {}

  /** {@code UNKNOWN text}. */
  record Unknown(String text) implements GomocupAnswer {}

  /** {@code MESSAGE text}. */
  record Message(String text) implements GomocupAnswer {}

  /** {@code DEBUG text}. */
  record Debug(String text) implements GomocupAnswer {}

  /** {@code SUGGEST X,Y}. */
  record Suggest(GomocupPoint point) implements GomocupAnswer {}

  /** A word, then the rest of the line. */
  Pattern LINE = Pattern.compile("\\s*(\\S+)\\s*(.*?)\\s*");

  /**
   * Reads a line a brain wrote.
   *
   * @param line the line, without its line break
   * @return the answer
   * @throws IllegalArgumentException if the line is blank, {@code SUGGEST} without {@code X,Y}, or
   *     neither a move nor a word of the protocol; the message quotes it
   */
  static GomocupAnswer parse(String line) {
    Matcher m = LINE.matcher(requireNonNull(line, "line"));
    if (!m.matches()) {
      throw new IllegalArgumentException("an empty line");
    }
    String rest = m.group(2);
    switch (m.group(1).toUpperCase(Locale.ROOT)) {
      case "OK" -> {
        return new Ok(rest);
      }
      case "ERROR" -> {
        return new Refusal(rest);
      }
      case "UNKNOWN" -> {
        return new Unknown(rest);
      }
      case "MESSAGE" -> {
        return new Message(rest);
      }
      case "DEBUG" -> {
        return new Debug(rest);
      }
      case "SUGGEST" -> {
        try {
          return new Suggest(GomocupPoint.parse(rest));
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException("'" + GomocupCommand.shown(line) + "' is SUGGEST without a square X,Y", e);
        }
      }
      default -> {
        try {
          return new Move(GomocupPoint.parse(line));
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException(
              "'"
                  + GomocupCommand.shown(line)
                  + "' is neither a move X,Y nor OK, ERROR, UNKNOWN, MESSAGE, DEBUG or SUGGEST",
              e);
        }
      }
    }
  }
}
