package io.github.gridgames.ai;

import io.github.gridgames.core.State;

/**
 * What identifies a position in a transposition table: two states with equal keys must have the
 * same game value (for the search that uses the table).
 *
 * <p>The table places a key by a 64-bit hash: the {@link State#positionHash()} when the key is a
 * {@link State}, the value itself (mixed) when the key is a {@link Long}, and a mix of {@link
 * Object#hashCode()} otherwise. It then verifies a match with {@link Object#equals(Object)}, so a
 * table keyed by {@link #state()} or by any exact encoding never confuses two positions. Keying by
 * {@link #positionHash()} stores no positions (less memory) but takes the small risk that two
 * different positions with the same 64-bit hash share an entry.
 *
 * <p>Useful custom keys: a canonical form of the state under the board's symmetries (so that
 * symmetric positions share an entry), or, for a solver of the score over the rest of a game, the
 * position without the scores so far.
 *
 * @param <S> the state type
 */
@FunctionalInterface
public interface TableKey<S> {

  /**
   * Returns the key of a state.
   *
   * @param state the state
   * @return a non-null key with value equality
   */
  Object keyOf(S state);

  /**
   * Returns the exact key: the state itself, verified by {@code equals}. The default.
   *
   * @param <S> the state type
   * @return the state key
   */
  static <S extends State<?, ?>> TableKey<S> state() {
    return state -> state;
  }

  /**
   * Returns the key made of {@link State#positionHash()} alone: cheaper, with a collision risk of
   * about {@code n * n / 2^65} for {@code n} distinct positions searched.
   *
   * @param <S> the state type
   * @return the hash key
   */
  static <S extends State<?, ?>> TableKey<S> positionHash() {
    return state -> state.positionHash();
  }
}
