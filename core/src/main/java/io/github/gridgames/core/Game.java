package io.github.gridgames.core;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.OptionalInt;
import java.util.stream.Collectors;

/**
 * A ruleset with fixed, validated parameters, such as Dots and Boxes on 3 x 3 boxes. Immutable.
 *
 * <p>A game has a stable {@link #id()} and a canonical text form, its {@link #spec()}, such as
 * {@code dots-boxes(rows=3,cols=3,players=2,turns=extra-turn-on-capture)}, which
 * {@link Games#parse(String)} turns back into an equal game. Two games are {@code equals} when
 * their specs and their turn policies are equal (the spec names the policy; two custom policies
 * of one name make different games).
 *
 * @param <S> the state type of the game
 * @param <M> the move type of the game
 */
public interface Game<S extends State<S, M>, M extends Move> {

  /**
   * Returns the game's stable identifier, such as {@code dots-boxes}: lower-case letters, digits
   * and hyphens. It is the name part of {@link #spec()}.
   *
   * @return the id
   */
  default String id() {
    return spec().id();
  }

  /**
   * Returns the game's canonical parameters, with every parameter present (defaults included) in
   * the game's documented order.
   *
   * @return the spec, whose {@code toString()} is the canonical text
   */
  GameSpec spec();

  /**
   * Returns the number of players. The default is 2.
   *
   * @return at least one
   */
  default int playerCount() {
    return 2;
  }

  /**
   * Returns the policy that decides who moves after each move. The default is
   * {@link TurnPolicy#ALTERNATE}.
   *
   * @return the turn policy
   */
  default TurnPolicy turnPolicy() {
    return TurnPolicy.ALTERNATE;
  }

  /**
   * Returns the state before any move, with {@link Player#FIRST} to move.
   *
   * @return the initial state
   */
  S initialState();

  /**
   * Returns the notations this game's moves can be written in; the first is the default, used by
   * match records.
   *
   * @return a non-empty list of notations with distinct names
   */
  List<Notation<M>> notations();

  /**
   * Returns the default notation, the first of {@link #notations()}.
   *
   * @return the default notation
   */
  default Notation<M> notation() {
    return notations().get(0);
  }

  /**
   * Returns the notation with the given name.
   *
   * @param name the notation's name
   * @return the notation
   * @throws IllegalArgumentException if this game has no notation of that name; the message lists
   *     the names it has
   */
  default Notation<M> notation(String name) {
    requireNonNull(name, "name");
    for (Notation<M> notation : notations()) {
      if (notation.name().equals(name)) {
        return notation;
      }
    }
    throw new IllegalArgumentException(
        "game "
            + id()
            + " has no notation '"
            + name
            + "'; it has "
            + notations().stream().map(Notation::name).collect(Collectors.joining(", ")));
  }

  /**
   * Returns a notation after checking that it is one of this game's: equal to one of
   * {@link #notations()}. Notations are values, so the notation of an equal game built separately
   * is accepted; a notation of another game, even of the same name, is refused.
   *
   * @param notation the notation
   * @return the same notation
   * @throws IllegalArgumentException if it is not one of this game's; the message names it, the
   *     game and the notations the game has
   */
  @CanIgnoreReturnValue
  default Notation<M> requireNotation(Notation<M> notation) {
    requireNonNull(notation, "notation");
    checkArgument(
        notations().contains(notation),
        "%s is not a notation of %s; it has %s",
        notation.name(),
        spec(),
        notations().stream().map(Notation::name).collect(Collectors.joining(", ")));
    return notation;
  }

  /**
   * Returns the name a player goes by in this game's displays and notations, such as {@code X}.
   *
   * @param player the player
   * @return a short name
   * @throws IllegalArgumentException if the player is not in this game
   */
  String playerName(Player player);

  /**
   * Returns the greatest number of moves any game can last, or empty if games can go on forever
   * (an unbounded board without a move cap).
   *
   * @return the maximum game length
   */
  OptionalInt maxMoves();

  /**
   * Returns whether this game offers a position text: {@link State#positionText()} writes every
   * state as one canonical line and {@link #parsePosition(String)} reads it back. The default is
   * {@code false}; games that offer it override this, both methods, and document the grammar.
   *
   * @return whether the game has a position text
   */
  default boolean hasPositionText() {
    return false;
  }

  /**
   * Reads a position text written by {@link State#positionText()} into the state it names:
   * {@code parsePosition(s.positionText())} equals {@code s}. Reading is strict: the text must be
   * the canonical text of a state, and a position the rules can never produce is refused where
   * the game documents that it checks so. The default, for games without a position text,
   * throws.
   *
   * @param text a position text of this game
   * @return the state it names
   * @throws NotationException if the text is not a position text of this game, or names a
   *     position the game's rules refuse; it says what was expected and at which character
   * @throws UnsupportedOperationException if the game has no position text
   *     ({@link #hasPositionText()} is {@code false}); the message names the game
   * @throws NullPointerException if {@code text} is null
   */
  default S parsePosition(String text) {
    requireNonNull(text, "text");
    throw new UnsupportedOperationException(
        "game " + id() + " has no position text (Game.hasPositionText() is false)");
  }

  /**
   * Returns whether states of this game keep {@linkplain State#scores() scores}.
   *
   * @return whether the game keeps score
   */
  default boolean keepsScore() {
    return false;
  }
}
