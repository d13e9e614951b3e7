package io.github.gridgames.ai;

import io.github.gridgames.core.Move;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.State;

/**
 * A game-supplied hook that puts the moves most likely to be best first, so that alpha-beta search
 * cuts more of the tree (for example captures first, or centre cells first).
 *
 * <p>It reorders move codes in place and must keep exactly the same codes (a permutation);
 * searches reject an ordering that changes the codes (detected by their sum and exclusive or) with
 * an {@link IllegalStateException}.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@FunctionalInterface
public interface MoveOrdering<S extends State<S, M>, M extends Move> {

  /**
   * Reorders {@code codes[0..count)} in place, most promising first; leaves the position
   * unchanged (it may play and undo).
   *
   * @param position the position the codes are legal in
   * @param codes the legal move codes, in the position's order, followed by unused entries
   * @param count how many codes to order
   */
  void order(Position<S, M> position, int[] codes, int count);

  /**
   * Returns the ordering that keeps the position's own order of legal moves.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @return the identity ordering
   */
  static <S extends State<S, M>, M extends Move> MoveOrdering<S, M> natural() {
    return (position, codes, count) -> {};
  }
}
