package io.github.gridgames.core;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * Decides who moves next from the player who just moved and what the move did. A game takes its
 * policy as a parameter, so a variant such as "extra turn on capture" is configuration, not a
 * subclass.
 *
 * <p>Two policies are built in: {@link #ALTERNATE} and {@link #EXTRA_TURN_ON_CAPTURE}. A
 * user-supplied policy is made with {@link #of(String, Rule)} or by implementing this interface;
 * its {@link #name()} appears in the game's canonical text.
 */
public interface TurnPolicy {

  /** The next player in turn order always moves next. Name: {@code alternate}. */
  TurnPolicy ALTERNATE =
      of("alternate", (mover, effect, playerCount) -> mover.next(playerCount));

  /**
   * The mover moves again after a move that captured at least one unit; otherwise the next player
   * in turn order moves. Name: {@code extra-turn-on-capture}.
   */
  TurnPolicy EXTRA_TURN_ON_CAPTURE =
      of(
          "extra-turn-on-capture",
          (mover, effect, playerCount) -> effect.captured() ? mover : mover.next(playerCount));

  /**
   * Returns the policy's name: lower case letters, digits and hyphens, used in a game's canonical
   * text.
   *
   * @return the name
   */
  String name();

  /**
   * Returns the player who moves after {@code mover} played a move with the given effect.
   *
   * @param mover the player who just moved
   * @param effect what the move did
   * @param playerCount the number of players in the game
   * @return the next player, whose index is below {@code playerCount}
   */
  Player next(Player mover, MoveEffect effect, int playerCount);

  /**
   * The decision function of a policy, for {@link #of(String, Rule)}.
   */
  @FunctionalInterface
  interface Rule {
    /**
     * Returns the player who moves next.
     *
     * @param mover the player who just moved
     * @param effect what the move did
     * @param playerCount the number of players in the game
     * @return the next player
     */
    Player next(Player mover, MoveEffect effect, int playerCount);
  }

  /**
   * Creates a named policy from a rule.
   *
   * @param name the policy's name, matching {@code [a-z][a-z0-9-]*}
   * @param rule decides who moves next
   * @return the policy
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the name is not of the required form
   */
  static TurnPolicy of(String name, Rule rule) {
    return new NamedTurnPolicy(name, rule);
  }

  /**
   * Returns the built-in policies, {@link #ALTERNATE} and {@link #EXTRA_TURN_ON_CAPTURE}.
   *
   * @return the built-in policies
   */
  static List<TurnPolicy> builtIns() {
    return List.of(ALTERNATE, EXTRA_TURN_ON_CAPTURE);
  }

  /**
   * Returns the built-in policy with the given name.
   *
   * @param name {@code alternate} or {@code extra-turn-on-capture}
   * @return the policy
   * @throws IllegalArgumentException if no built-in policy has that name; the message lists the
   *     names that exist
   */
  static TurnPolicy named(String name) {
    requireNonNull(name, "name");
    for (TurnPolicy policy : builtIns()) {
      if (policy.name().equals(name)) {
        return policy;
      }
    }
    throw new IllegalArgumentException(
        "unknown turn policy '" + name + "'; expected one of alternate, extra-turn-on-capture");
  }

  /**
   * Checks a name for use as a policy name.
   *
   * @param name the candidate
   * @return the name
   * @throws IllegalArgumentException if it is not of the form {@code [a-z][a-z0-9-]*}
   */
  static String checkName(String name) {
    requireNonNull(name, "name");
    checkArgument(
        name.matches("[a-z][a-z0-9-]*"),
        "turn policy name must match [a-z][a-z0-9-]*, got '%s'",
        name);
    return name;
  }
}
