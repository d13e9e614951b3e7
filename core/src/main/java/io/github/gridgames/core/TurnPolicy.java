package io.github.gridgames.core;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * Decides who moves next from the player who just moved, what the move did and which move of the
 * game it was. A game takes its policy as a parameter, so a variant such as "extra turn on
 * capture" or Connect6's two stones a turn is configuration, not a subclass. Every game asks its
 * policy, on the immutable {@link State} and on the mutable {@link Position} alike; nothing else
 * decides the turn.
 *
 * <p>Three policies are built in: {@link #ALTERNATE}, {@link #EXTRA_TURN_ON_CAPTURE} and
 * {@link #CONNECT6}. A user-supplied policy is made with {@link #of(String, Rule)}, with
 * {@link #of(String, NumberedRule)} when it depends on the move number, or by implementing this
 * interface; its {@link #name()} appears in the game's canonical text.
 *
 * <h2>Inputs</h2>
 *
 * <p>A policy sees the mover, the move's {@link MoveEffect} (how many units it captured), the
 * player count and the move number: how many moves the game had before this one ({@code 0} for
 * the first move of the game). The move number was added so that turn orders that depend on the
 * stage of the game (Connect6: one stone first, then two per turn) are policies too. It must
 * return a player of the game: a policy that names a player outside the game is refused when the
 * move is played, with a message naming the policy, and the state is left unchanged.
 *
 * <h2>Names</h2>
 *
 * <p>A game's canonical text names its policy, so a name stands for one rule: every game refuses
 * a custom policy that takes the name of a built-in one, and two games whose custom policies share
 * a name are equal only when the policies are equal ({@code equals}, which for a policy made by
 * {@code of} is identity).
 */
public interface TurnPolicy {

  /** The next player in turn order always moves next. Name: {@code alternate}. */
  TurnPolicy ALTERNATE =
      of("alternate", (mover, effect, playerCount) -> mover.next(playerCount));

  /**
   * Connect6 order: the first player places one stone, then every turn is two moves by the same
   * player, in turn order. Move number {@code m} belongs to turn {@code (m + 1) / 2}, so with two
   * players the moves go A, B, B, A, A, B, B, ... Captures are ignored. Name: {@code connect6}.
   */
  TurnPolicy CONNECT6 =
      of(
          "connect6",
          (mover, effect, playerCount, moveNumber) ->
              Player.of(((moveNumber + 2) / 2) % playerCount));

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
   * @param moveNumber how many moves the game had before this one, {@code 0} for the first
   * @return the next player, whose index is below {@code playerCount}
   */
  Player next(Player mover, MoveEffect effect, int playerCount, int moveNumber);

  /**
   * The decision function of a policy that ignores the move number, for
   * {@link #of(String, Rule)}.
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
   * The decision function of a policy that reads the move number, for
   * {@link #of(String, NumberedRule)}.
   */
  @FunctionalInterface
  interface NumberedRule {
    /**
     * Returns the player who moves next.
     *
     * @param mover the player who just moved
     * @param effect what the move did
     * @param playerCount the number of players in the game
     * @param moveNumber how many moves the game had before this one, {@code 0} for the first
     * @return the next player
     */
    Player next(Player mover, MoveEffect effect, int playerCount, int moveNumber);
  }

  /**
   * Creates a named policy from a rule that ignores the move number.
   *
   * @param name the policy's name, matching {@code [a-z][a-z0-9-]*}
   * @param rule decides who moves next
   * @return the policy
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the name is not of the required form
   */
  static TurnPolicy of(String name, Rule rule) {
    requireNonNull(rule, "rule");
    return new NamedTurnPolicy(
        name, (mover, effect, playerCount, moveNumber) -> rule.next(mover, effect, playerCount));
  }

  /**
   * Creates a named policy from a rule that reads the move number.
   *
   * @param name the policy's name, matching {@code [a-z][a-z0-9-]*}
   * @param rule decides who moves next
   * @return the policy
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the name is not of the required form
   */
  static TurnPolicy of(String name, NumberedRule rule) {
    return new NamedTurnPolicy(name, rule);
  }

  /**
   * Returns the built-in policies, {@link #ALTERNATE}, {@link #EXTRA_TURN_ON_CAPTURE} and
   * {@link #CONNECT6}.
   *
   * @return the built-in policies
   */
  static List<TurnPolicy> builtIns() {
    return List.of(ALTERNATE, EXTRA_TURN_ON_CAPTURE, CONNECT6);
  }

  /**
   * Returns the built-in policy with the given name.
   *
   * @param name {@code alternate}, {@code extra-turn-on-capture} or {@code connect6}
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
        "unknown turn policy '"
            + name
            + "'; expected one of alternate, extra-turn-on-capture, connect6");
  }
}
