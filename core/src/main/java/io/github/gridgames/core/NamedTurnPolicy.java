package io.github.gridgames.core;

import static com.google.common.base.Preconditions.checkState;
import static java.util.Objects.requireNonNull;

/** A turn policy made of a name and a rule; see {@link TurnPolicy#of(String, TurnPolicy.Rule)}. */
final class NamedTurnPolicy implements TurnPolicy {

  private final String name;
  private final Rule rule;

  NamedTurnPolicy(String name, Rule rule) {
    this.name = TurnPolicy.checkName(name);
    this.rule = requireNonNull(rule, "rule");
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public Player next(Player mover, MoveEffect effect, int playerCount) {
    Player next = rule.next(mover, effect, playerCount);
    checkState(
        next != null && next.index() < playerCount,
        "turn policy '%s' chose %s in a game of %s players",
        name,
        next,
        playerCount);
    return next;
  }

  @Override
  public String toString() {
    return name;
  }
}
