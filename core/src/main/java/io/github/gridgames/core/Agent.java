package io.github.gridgames.core;

/**
 * Chooses a move for a state within a {@link Budget}. Agents that use randomness take a seed, so
 * that the same agent, state and budget give the same move (up to time limits).
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public interface Agent<S extends State<S, M>, M extends Move> {

  /**
   * Returns a legal move for the player to move in {@code state}.
   *
   * @param state a state that is not terminal
   * @param budget how much the choice may cost
   * @return a move for which {@code state.isLegal(move)} holds
   * @throws IllegalArgumentException if {@code state} is terminal
   */
  M chooseMove(S state, Budget budget);

  /**
   * Returns a short name for tables and logs, such as {@code alphabeta}.
   *
   * @return the name
   */
  String name();
}
