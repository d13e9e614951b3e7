package io.github.gridgames.testkit;

import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import java.util.List;
import java.util.Random;

/**
 * Supplies arbitrary candidate moves for a state, legal or not, so that the
 * {@link RulesContract} can check how the rules treat moves no legal game would play: off the
 * board, malformed, far away. Candidates that the state calls legal must be among its legal moves
 * (on a bounded board).
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@FunctionalInterface
public interface MoveSource<S extends State<S, M>, M extends Move> {

  /**
   * Returns some candidate moves for a state. Must depend only on the state and the random
   * numbers drawn, so that failures reproduce.
   *
   * @param state the state
   * @param random the source of randomness to use
   * @return candidates, legal or not
   */
  List<M> moves(S state, Random random);
}
