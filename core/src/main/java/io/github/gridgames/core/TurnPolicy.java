package io.github.gridgames.core;

import static com.google.common.base.Preconditions.checkArgument;
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
 * return a player of the game; games call {@link #checkedNext} so that a policy that names a
 * player outside the game is refused when the move is played, with a message naming the policy,
 * and the state is left unchanged.
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
   * Asks {@code policy} who moves next and checks the answer: the one call games make.
   *
   * @param policy the game's policy
   * @param mover the player who just moved
   * @param effect what the move did
   * @param playerCount the number of players in the game
   * @param moveNumber how many moves the game had before this one
   * @return the next player
   * @throws IllegalStateException if the policy returns null or a player outside the game; the
   *     message names the policy, the player and the player count
   */
  static Player checkedNext(
      TurnPolicy policy, Player mover, MoveEffect effect, int playerCount, int moveNumber) {
    Player next = policy.next(mover, effect, playerCount, moveNumber);
    if (next == null || next.index() >= playerCount) {
      throw new IllegalStateException(
          "turn policy '"
              + policy.name()
              + "' chose "
              + next
              + " in a game of "
              + playerCount
              + " players");
    }
    return next;
  }

  /**
   * Asks {@code policy} every question a game can ask it in a range, once, and returns the answers
   * as a table of player indexes: the answer for mover {@code p}, {@code c} units captured and move
   * number {@code m} is at {@code ((m * playerCount) + p) * (maxCaptures + 1) + c}. For games that
   * read the answers of a policy that depends on nothing else (the built-in ones) from a table in
   * their hot loops; the policy still decides. With {@code moveNumbers} 1 the table holds the
   * answers at move number 0, {@code table[p * (maxCaptures + 1) + c]}.
   *
   * @param policy the game's policy
   * @param playerCount the number of players in the game, at least 1
   * @param maxCaptures the most units one move can capture, at least 0
   * @param moveNumbers how many move numbers to ask about, from 0, at least 1
   * @return the table, {@code moveNumbers * playerCount * (maxCaptures + 1)} entries
   * @throws IllegalArgumentException if a count is out of range or the table would have more than
   *     2^24 entries
   * @throws IllegalStateException if the policy names a player outside the game, as {@link
   *     #checkedNext} says
   * @throws NullPointerException if {@code policy} is null
   */
  static int[] table(TurnPolicy policy, int playerCount, int maxCaptures, int moveNumbers) {
    requireNonNull(policy, "policy");
    checkArgument(playerCount >= 1, "playerCount must be >= 1, got %s", playerCount);
    checkArgument(maxCaptures >= 0, "maxCaptures must be >= 0, got %s", maxCaptures);
    checkArgument(moveNumbers >= 1, "moveNumbers must be >= 1, got %s", moveNumbers);
    long size = (long) moveNumbers * playerCount * (maxCaptures + 1);
    checkArgument(size <= 1 << 24, "the table would have %s entries, more than 2^24", size);
    int[] table = new int[(int) size];
    int i = 0;
    for (int m = 0; m < moveNumbers; m++) {
      for (int p = 0; p < playerCount; p++) {
        for (int c = 0; c <= maxCaptures; c++) {
          table[i++] =
              checkedNext(policy, Player.of(p), MoveEffect.captures(c), playerCount, m).index();
        }
      }
    }
    return table;
  }

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
