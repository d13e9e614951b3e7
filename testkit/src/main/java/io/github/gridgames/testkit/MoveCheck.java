package io.github.gridgames.testkit;

import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;

/**
 * A check of one move and the states around it; see {@link GameProperty#eachMove(MoveCheck)}.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@FunctionalInterface
public interface MoveCheck<S extends State<S, M>, M extends Move> {

  /**
   * Checks one move, throwing an {@link AssertionError} when it is wrong.
   *
   * @param before the state the move was played in
   * @param move the move
   * @param after the state after the move
   */
  void check(S before, M move, S after);
}
