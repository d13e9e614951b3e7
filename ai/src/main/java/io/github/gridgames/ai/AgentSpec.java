package io.github.gridgames.ai;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import java.time.Duration;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * An agent as people name it: a name from a game's {@link GameAgents} (such as {@code best} or
 * {@code alphabeta}) and, optionally, its time per move in whole milliseconds: {@code best:100} is
 * the strongest agent thinking 100 ms per move. The {@code gridgames} command reads its players
 * this way, and {@link GameAgents#agent(AgentSpec, long, Duration)} makes exactly the agent the
 * command plays with. Immutable.
 */
public final class AgentSpec {

  /** The longest time per move a spec may give: one hour. */
  public static final Duration MAX_TIME_PER_MOVE = Duration.ofHours(1);

  private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9-]*");

  private final String name;
  private final Optional<Duration> timePerMove;

  private AgentSpec(String name, Optional<Duration> timePerMove) {
    this.name = checkName(name);
    this.timePerMove = timePerMove;
  }

  /**
   * Returns a spec without a time of its own.
   *
   * @param name the agent's name, such as {@code best}
   * @return the spec
   * @throws IllegalArgumentException if the name is not of the form {@code [a-z][a-z0-9-]*}
   * @throws NullPointerException if {@code name} is null
   */
  public static AgentSpec of(String name) {
    return new AgentSpec(name, Optional.empty());
  }

  /**
   * Returns a spec with its own time per move.
   *
   * @param name the agent's name, such as {@code best}
   * @param timePerMove the time, whole milliseconds from 1 ms to {@link #MAX_TIME_PER_MOVE}
   * @return the spec
   * @throws IllegalArgumentException if the name is not of the form {@code [a-z][a-z0-9-]*}, or the
   *     time is not a whole number of milliseconds in that range; the message names the value
   * @throws NullPointerException if an argument is null
   */
  public static AgentSpec of(String name, Duration timePerMove) {
    requireNonNull(timePerMove, "timePerMove");
    checkArgument(
        timePerMove.compareTo(Duration.ofMillis(1)) >= 0 && timePerMove.compareTo(MAX_TIME_PER_MOVE) <= 0,
        "the time per move must be from 1 to %s ms, got %s",
        MAX_TIME_PER_MOVE.toMillis(),
        timePerMove);
    checkArgument(
        timePerMove.toNanos() % 1_000_000 == 0,
        "the time per move must be a whole number of milliseconds, got %s",
        timePerMove);
    return new AgentSpec(name, Optional.of(timePerMove));
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
    String name = (colon < 0 ? trimmed : trimmed.substring(0, colon)).toLowerCase(Locale.ROOT);
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
    checkArgument(
        millis >= 1 && millis <= MAX_TIME_PER_MOVE.toMillis(),
        "the time per move must be from 1 to %s ms, got %s",
        MAX_TIME_PER_MOVE.toMillis(),
        millis);
    return of(name, Duration.ofMillis(millis));
  }

  /**
   * Checks an agent's name.
   *
   * @return the name
   * @throws IllegalArgumentException if it is not of the form {@code [a-z][a-z0-9-]*}
   */
  @CanIgnoreReturnValue
  static String checkName(String name) {
    requireNonNull(name, "name");
    checkArgument(NAME.matcher(name).matches(), "an agent name such as best, got '%s'", name);
    return name;
  }

  /**
   * Returns the agent's name.
   *
   * @return the name, such as {@code best}
   */
  public String name() {
    return name;
  }

  /**
   * Returns the spec's own time per move.
   *
   * @return the time, or empty to use the caller's default
   */
  public Optional<Duration> timePerMove() {
    return timePerMove;
  }

  /** Returns whether the other object is a spec of the same name and time. */
  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof AgentSpec spec && spec.name.equals(name) && spec.timePerMove.equals(timePerMove);
  }

  @Override
  public int hashCode() {
    return Objects.hash(name, timePerMove);
  }

  /** Returns the spec as people write it: {@code best} or {@code best:100}. */
  @Override
  public String toString() {
    return name + timePerMove.map(time -> ":" + time.toMillis()).orElse("");
  }
}
