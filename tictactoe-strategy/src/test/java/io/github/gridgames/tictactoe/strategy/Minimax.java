package io.github.gridgames.tictactoe.strategy;

import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkState;
import java.util.Map;

/**
 * The test oracle of the m,n,k solvers: plain minimax without symmetry or pruning, memoised by
 * state: +1, 0, -1 for the player to move, negated only when the player to move changes (any turn
 * order).
 */
final class Minimax {

  private Minimax() {}

  /** Returns the value of a state for the player to move, memoising every state it visits. */
  static int value(MnkState state, Map<MnkState, Integer> memo) {
    Integer known = memo.get(state);
    if (known != null) {
      return known;
    }
    int value;
    if (state.isTerminal()) {
      value = state.outcome().isDraw() ? 0 : state.outcome().isWinner(state.toMove()) ? 1 : -1;
    } else {
      value = -1;
      for (Cell move : state.legalMoves()) {
        MnkState next = state.play(move);
        int child = value(next, memo);
        value = Math.max(value, next.toMove().equals(state.toMove()) ? child : -child);
      }
    }
    memo.put(state, value);
    return value;
  }

  /** Returns the value of a move for the player who plays it. */
  static int valueOfMove(MnkState state, Cell move, Map<MnkState, Integer> memo) {
    MnkState next = state.play(move);
    int child = value(next, memo);
    return next.toMove().equals(state.toMove()) ? child : -child;
  }
}
