package io.github.gridgames.cli;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import java.util.OptionalLong;

/**
 * A player as given on the command line: {@code human}, or an agent kind with an optional time per
 * move, such as {@code best:100}.
 *
 * @param kind the agent kind, empty for a human
 * @param millis the time per move in milliseconds, empty for the command's default
 */
record AgentSpec(Optional<AgentKind> kind, OptionalLong millis) {

  /** The largest time per move accepted: one hour. */
  static final long MAX_MILLIS = 3_600_000L;

  /** A human at the keyboard. */
  static final AgentSpec HUMAN = new AgentSpec(Optional.empty(), OptionalLong.empty());

  /**
   * Creates a spec.
   *
   * @param kind the agent kind, empty for a human
   * @param millis the time per move
   */
  AgentSpec {
    requireNonNull(kind, "kind");
    requireNonNull(millis, "millis");
  }

  /**
   * Returns whether this is a human.
   *
   * @return whether no agent kind is given
   */
  boolean isHuman() {
    return kind.isEmpty();
  }

  /**
   * Returns the agent kind of a spec that is not human.
   *
   * @return the kind
   */
  AgentKind agent() {
    return kind.orElseThrow(() -> new IllegalStateException("a human is not an agent"));
  }

  /**
   * Returns the time per move, or a default.
   *
   * @param defaultMillis the command's default
   * @return the milliseconds
   */
  long millisOr(long defaultMillis) {
    return millis.orElse(defaultMillis);
  }

  /**
   * Parses {@code human} (when allowed) or {@code KIND[:MILLIS]}.
   *
   * @param option the option being read, for the message
   * @param text the value
   * @param humanAllowed whether {@code human} is accepted
   * @return the spec
   * @throws UsageException if the text is not of that form
   */
  static AgentSpec parse(String option, String text, boolean humanAllowed) {
    String expected =
        (humanAllowed ? "human or " : "")
            + "an agent "
            + AgentKind.names()
            + ", optionally with :MILLIS for its time per move, such as best:100";
    String trimmed = text.strip();
    if (humanAllowed && trimmed.equalsIgnoreCase("human")) {
      return HUMAN;
    }
    int colon = trimmed.indexOf(':');
    String name = colon < 0 ? trimmed : trimmed.substring(0, colon);
    Optional<AgentKind> kind = AgentKind.named(name);
    if (kind.isEmpty()) {
      throw UsageException.badValue(option, text, "expected " + expected);
    }
    if (colon < 0) {
      return new AgentSpec(kind, OptionalLong.empty());
    }
    String millisText = trimmed.substring(colon + 1);
    long millis;
    try {
      millis = Long.parseLong(millisText);
    } catch (NumberFormatException e) {
      throw UsageException.badValue(
          option, text, "the time per move '" + millisText + "' is not a whole number of milliseconds");
    }
    if (millis < 1 || millis > MAX_MILLIS) {
      throw UsageException.badValue(
          option, text, "the time per move must be from 1 to " + MAX_MILLIS + " ms, got " + millis);
    }
    return new AgentSpec(kind, OptionalLong.of(millis));
  }

  /** Returns the spec as typed: {@code human}, {@code best} or {@code best:100}. */
  @Override
  public String toString() {
    if (isHuman()) {
      return "human";
    }
    return agent().text() + (millis.isPresent() ? ":" + millis.getAsLong() : "");
  }
}
