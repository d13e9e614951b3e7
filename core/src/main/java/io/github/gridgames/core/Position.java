package io.github.gridgames.core;

import java.util.List;

/**
 * A mutable position with play and undo, for search code that wants to avoid allocating a state
 * per move. A position is not thread-safe. Its rules are exactly those of the immutable states:
 * after any sequence of {@link #play(Move)} and {@link #undo()}, {@link #state()} equals the
 * immutable state reached by the moves still played.
 *
 * @param <S> the state type of the game
 * @param <M> the move type of the game
 */
public interface Position<S extends State<S, M>, M extends Move> {

  /**
   * Returns the current position as an immutable state.
   *
   * @return the state
   */
  S state();

  /**
   * Returns the legal moves of the current position, as {@link State#legalMoves()}.
   *
   * @return the legal moves
   */
  default List<M> legalMoves() {
    return state().legalMoves();
  }

  /**
   * Returns the {@link State#positionHash()} of the current position. The default asks
   * {@link #state()}; games override it to answer without building a state.
   *
   * @return the position hash
   */
  default long positionHash() {
    return state().positionHash();
  }

  /**
   * Returns whether the game is over in the current position, as {@link State#isTerminal()}.
   *
   * @return whether the current position is terminal
   */
  default boolean isTerminal() {
    return state().isTerminal();
  }

  /**
   * Plays a move.
   *
   * @param move a legal move
   * @throws IllegalMoveException if the move is illegal; the position is unchanged
   */
  void play(M move);

  /**
   * Takes back the last move played on this position.
   *
   * @throws IllegalStateException if no move has been played since the position was created
   */
  void undo();

  /**
   * Returns how many moves have been played and not undone since the position was created.
   *
   * @return the number of moves that {@link #undo()} can take back
   */
  int depth();
}
