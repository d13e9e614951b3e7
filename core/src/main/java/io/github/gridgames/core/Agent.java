package io.github.gridgames.core;

/**
 * Chooses a move for a state within a {@link Budget}. Agents that use randomness take a seed, so
 * that the same agent, state and budget give the same move (up to time limits).
 *
 * <h2>Threads</h2>
 *
 * <p>An agent may be called from several threads at once, each thread with its own state or
 * position (a {@link Position} is not thread-safe: the caller owns the one it passes, and the
 * agent touches no other caller's). Every implementation meets this contract in one of three
 * ways, and its documentation says which: it is immutable and keeps no state between calls; it
 * keeps the state of a search in the call itself; or it keeps search tables from one call to the
 * next and serialises its calls (a second thread waits until the first call returns). An agent
 * that serialises its calls gives no speed-up to a second thread: make one agent per thread when
 * that matters.
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
   * Returns the code of a legal move for the player to move in {@code position}, which is left as
   * it was. Arenas, bots and searches call this on the game's fast {@link Position}; the default
   * asks {@link #chooseMove(State, Budget)} on a snapshot, and agents that search on positions
   * override it to skip the snapshot.
   *
   * @param position a position that is not terminal; not changed (an agent may play and undo on
   *     it, but leaves it as it found it)
   * @param budget how much the choice may cost
   * @return the code of a move for which {@code position.isLegal(code)} holds
   * @throws IllegalArgumentException if {@code position} is terminal
   */
  default int chooseCode(Position<S, M> position, Budget budget) {
    return position.code(chooseMove(position.state(), budget));
  }

  /**
   * Returns a short name for tables and logs, such as {@code alphabeta}.
   *
   * @return the name
   */
  String name();
}
