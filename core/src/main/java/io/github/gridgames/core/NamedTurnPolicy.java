package io.github.gridgames.core;

import static java.util.Objects.requireNonNull;

/**
 * A turn policy made of a name and a rule; see {@link TurnPolicy#of(String, TurnPolicy.Rule)} and
 * {@link TurnPolicy#of(String, TurnPolicy.NumberedRule)}.
 */
final class NamedTurnPolicy implements TurnPolicy {

  private final String name;
  private final NumberedRule rule;

  NamedTurnPolicy(String name, NumberedRule rule) {
    this.name = TurnPolicy.checkName(name);
    this.rule = requireNonNull(rule, "rule");
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
