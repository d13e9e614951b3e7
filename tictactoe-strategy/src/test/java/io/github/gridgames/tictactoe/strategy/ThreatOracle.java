package io.github.gridgames.tictactoe.strategy;

import io.github.gridgames.core.Player;
import io.github.gridgames.tictactoe.MnkPosition;
import io.github.gridgames.tictactoe.MnkState;
import io.github.gridgames.tictactoe.internal.MnkSearch;

/**
 * The test oracle of the threat searches: full-width checks over every empty cell, with no
 * candidate lists, shapes or tables, asking the position only whether a stone wins. Slow, for
 * small depths.
 */
final class ThreatOracle {

  private ThreatOracle() {}

  /**
   * Returns whether the side to move wins by continuous fours with at most {@code depth} of its
   * moves (the winning stone included): every move of it is a four or wins, and the defender's
   * every reply is tried (a reply other than the four's cell loses at once, so only that cell and
   * the defender's own wins matter).
   */
  static boolean winsByFours(MnkState state, int depth) {
    MnkPosition position = state.toPosition();
    return vcf(position, depth);
  }

  /**
   * Returns whether the side to move, after {@code move}, still wins by continuous fours against
   * every reply of the defender (all empty cells), with at most {@code depth} more moves.
   */
  static boolean winsAfterEveryReply(MnkState state, int move, int depth) {
    MnkPosition position = state.toPosition();
    position.makeMove(move);
    try {
      if (position.isTerminal()) {
        return position.outcome().isWinner(state.toMove());
      }
      int[] replies = new int[position.legalMoveCount()];
      int count = position.legalMoves(replies);
      for (int i = 0; i < count; i++) {
        position.makeMove(replies[i]);
        boolean win = !position.isTerminal() && vcf(position, depth);
        position.unmakeMove();
        if (!win) {
          return false;
        }
      }
      return true;
    } finally {
      position.unmakeMove();
    }
  }

  /** Returns whether the side to move has a cell where its stone wins. */
  static boolean hasFive(MnkPosition position, Player player) {
    int[] cells = new int[position.game().cellCount()];
    return MnkSearch.winningCells(position, player, cells) > 0;
  }

  private static boolean vcf(MnkPosition position, int depth) {
    Player attacker = position.toMove();
    Player defender = attacker.next(2);
    int[] cells = new int[position.game().cellCount()];
    if (MnkSearch.winningCells(position, attacker, cells) > 0) {
      return true;
    }
    if (depth <= 1) {
      return false;
    }
    int[] moves = new int[position.legalMoveCount()];
    int count = position.legalMoves(moves);
    for (int i = 0; i < count; i++) {
      position.makeMove(moves[i]);
      boolean win = false;
      if (!position.isTerminal() && MnkSearch.winningCells(position, defender, cells) == 0) {
        int fours = MnkSearch.winningCells(position, attacker, cells);
        if (fours >= 2) {
          win = true;
        } else if (fours == 1) {
          position.makeMove(cells[0]);
          win = !position.isTerminal() && vcf(position, depth - 1);
          position.unmakeMove();
        }
      }
      position.unmakeMove();
      if (win) {
        return true;
      }
    }
    return false;
  }
}
