package io.github.gridgames.ai;

import io.github.gridgames.core.Move;
import java.util.List;

/**
 * A game-supplied hook that puts the moves most likely to be best first, so that alpha-beta search
 * cuts more of the tree (for example captures first, or centre cells first).
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@FunctionalInterface
public interface MoveOrdering<S, M extends Move> {

  /**
   * Returns the given moves in the order to search them. The result must hold exactly the same
   * moves (a permutation); searches reject a result of another size with an {@link
   * IllegalStateException}.
   *
   * @param state the state the moves are legal in
   * @param moves the legal moves, in the state's order; must not be modified
   * @return the moves in search order
   */
  List<M> order(S state, List<M> moves);

  /**
   * Returns the ordering that keeps the state's own order of legal moves.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @return the identity ordering
   */
  static <S, M extends Move> MoveOrdering<S, M> natural() {
    return (state, moves) -> moves;
  }
}
