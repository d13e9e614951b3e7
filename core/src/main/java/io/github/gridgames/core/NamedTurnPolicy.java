package io.github.gridgames.core;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

/**
 * A turn policy made of a name and a rule; see {@link TurnPolicy#of(String, TurnPolicy.Rule)} and
 * {@link TurnPolicy#of(String, TurnPolicy.NumberedRule)}.
 */
final class NamedTurnPolicy implements TurnPolicy {

  private final String name;
  private final NumberedRule rule;

  NamedTurnPolicy(String name, NumberedRule rule) {
    this.name = checkName(name);
    this.rule = requireNonNull(rule, "rule");
  }

  /** Checks a name for use as a policy name: {@code [a-z][a-z0-9-]*}. */
  static String checkName(String name) {
    requireNonNull(name, "name");
    checkArgument(
        name.matches("[a-z][a-z0-9-]*"),
        "turn policy name must match [a-z][a-z0-9-]*, got '%s'",
        name);
    return name;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public Player next(Player mover, MoveEffect effect, int playerCount, int moveNumber) {
    return rule.next(mover, effect, playerCount, moveNumber);
  }

  @Override
  public String toString() {
    return name;
  }
}
