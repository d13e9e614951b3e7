package io.github.gridgames.ai;

import io.github.gridgames.core.Move;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.State;

/**
 * What identifies a position in a transposition table: a 64-bit key, where positions that may
 * share a table entry get equal keys (they must have the same value for the search that uses the
 * table). Tables trust the key alone and store no positions, so two positions whose keys collide
 * by accident share an entry: with well-mixed keys the risk is about {@code n * n / 2^65} for
 * {@code n} distinct positions searched. Tables spread the key's bits themselves, so an exact
 * packing of a small position (a few bits per cell) is a good key too.
 *
 * <p>Useful custom keys: a canonical form of the position under the board's symmetries (so that
 * symmetric positions share an entry), or, for a solver of the score over the rest of a game, the
 * position without the scores so far.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@FunctionalInterface
public interface TableKey<S extends State<S, M>, M extends Move> {

  /**
   * Returns the 64-bit transposition key of a position; positions that may share a table entry
   * get equal keys. The position is left unchanged.
   *
   * @param position the position
   * @return the key
   */
  long keyOf(Position<S, M> position);

  /**
   * Returns the key made of {@link Position#positionHash()}: the default, which merges only
   * positions that are equal (up to hash collisions).
   *
   * @param <S> the state type
   * @param <M> the move type
   * @return the hash key
   */
  static <S extends State<S, M>, M extends Move> TableKey<S, M> positionHash() {
    return Position::positionHash;
  }
}
