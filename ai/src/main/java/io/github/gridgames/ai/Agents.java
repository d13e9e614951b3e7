package io.github.gridgames.ai;

import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import java.util.List;

/** Checks shared by the agents. */
final class Agents {

  private Agents() {}

  /**
   * Returns the legal moves of a state that an agent was asked to move in.
   *
   * @throws IllegalArgumentException if the state is terminal
   * @throws IllegalStateException if a state that is not over lists no legal move
   */
  static <S extends State<S, M>, M extends Move> List<M> movesOf(S state) {
    if (state.isTerminal()) {
      throw new IllegalArgumentException(
          "cannot choose a move in a finished game (" + state.outcome() + ")");
    }
    List<M> moves = state.legalMoves();
    if (moves.isEmpty()) {
      throw new IllegalStateException(
          "the game is not over but lists no legal move:\n" + state.render());
    }
    return moves;
  }

  /** Applies a move ordering and checks that it kept the number of moves. */
  static <S extends State<S, M>, M extends Move> List<M> ordered(
      MoveOrdering<? super S, M> ordering, S state, List<M> moves) {
    List<M> result = ordering.order(state, moves);
    if (result == null || result.size() != moves.size()) {
      throw new IllegalStateException(
          "move ordering returned "
              + (result == null ? "null" : result.size() + " moves")
              + " for "
              + moves.size()
              + " legal moves");
    }
    return result;
  }
}
