package io.github.gridgames.ai;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import java.util.OptionalLong;
import java.util.regex.Pattern;

/**
 * An agent as people name it: a name from a game's {@link Strategies} (such as {@code best} or
 * {@code alphabeta}) and, optionally, its time per move in milliseconds: {@code best:100} is the
 * strongest agent thinking 100 ms per move. The {@code gridgames} command reads its players this
 * way, and {@link Strategies#agent(AgentSpec, long, long)} builds exactly the agent the command
 * plays with.
 *
 * @param name the agent's name, lower-case letters, digits and hyphens
 * @param millis the time per move, from 1 to {@value #MAX_MILLIS}; empty to use the caller's
 *     default
 */
public record AgentSpec(String name, OptionalLong millis) {

  /** The largest time per move accepted: one hour, in milliseconds. */
  public static final long MAX_MILLIS = 3_600_000L;

  private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9-]*");

  /**
   * Creates a spec.
   *
   * @param name the agent's name
   * @param millis the time per move, or empty
   * @throws IllegalArgumentException if the name is not of the form {@code [a-z][a-z0-9-]*} or the
   *     time is outside 1 to {@value #MAX_MILLIS}
   * @throws NullPointerException if an argument is null
   */
  public AgentSpec {
    requireNonNull(name, "name");
    requireNonNull(millis, "millis");
    checkArgument(NAME.matcher(name).matches(), "an agent name such as best, got '%s'", name);
    if (millis.isPresent()) {
      long ms = millis.getAsLong();
      checkArgument(
          ms >= 1 && ms <= MAX_MILLIS,
          "the time per move must be from 1 to %s ms, got %s",
          MAX_MILLIS,
          ms);
    }
  }

  /**
   * Returns a spec without a time of its own.
   *
   * @param name the agent's name, such as {@code best}
   * @return the spec
   * @throws IllegalArgumentException if the name is not of the required form
   */
  public static AgentSpec of(String name) {
    return new AgentSpec(name, OptionalLong.empty());
  }

  /**
   * Reads {@code NAME} or {@code NAME:MILLIS}, such as {@code mcts} or {@code best:100}; the name
   * is read case-insensitively.
   *
   * @param text the text, with surrounding whitespace allowed
   * @return the spec
   * @throws IllegalArgumentException if the text is not of that form; the message says what is
   *     wrong, such as {@code "the time per move 'fast' is not a whole number of milliseconds"}
   * @throws NullPointerException if {@code text} is null
   */
  public static AgentSpec parse(String text) {
    String trimmed = requireNonNull(text, "text").strip();
    int colon = trimmed.indexOf(':');
    String name = (colon < 0 ? trimmed : trimmed.substring(0, colon)).toLowerCase(java.util.Locale.ROOT);
    if (colon < 0) {
      return of(name);
    }
    String millisText = trimmed.substring(colon + 1);
    long millis;
    try {
      millis = Long.parseLong(millisText);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "the time per move '" + millisText + "' is not a whole number of milliseconds", e);
    }
    return new AgentSpec(name, OptionalLong.of(millis));
  }

  /**
   * Returns the time per move, or a default.
   *
   * @param defaultMillis the time when the spec gives none
   * @return milliseconds
   */
  public long millisOr(long defaultMillis) {
    return millis.orElse(defaultMillis);
  }

  /** Returns the spec as people write it: {@code best} or {@code best:100}. */
  @Override
  public String toString() {
    return name + (millis.isPresent() ? ":" + millis.getAsLong() : "");
  }
}
