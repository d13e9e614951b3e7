package io.github.gridgames.nrow.strategy;

import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowPosition;

/**
 * Who places the next stones, as the game's turn policy says ({@link NRow#toMoveAfter(int)}), so
 * that the agents never assume that the players alternate.
 */
final class TurnOrder {

  private TurnOrder() {}

  /** Returns the index of the player who places the stone {@code moves} moves from now (0: now). */
  static int moverIn(NRowPosition position, int moves) {
    return position.game().toMoveAfter(position.stoneCount() + moves).index();
  }

  /** How far ahead the agents look for a player's next turn. */
  private static int horizon(NRowPosition position) {
    return 4 * position.game().playerCount() + 4;
  }

  /**
   * Returns the players in the order of their next stone: the player to move first, then the
   * others by their next move (those that do not move within a few turns last, in turn order).
   */
  static int[] soonest(NRowPosition position) {
    int players = position.game().playerCount();
    int[] order = new int[players];
    boolean[] seen = new boolean[players];
    int count = 0;
    for (int k = 0; k < horizon(position) && count < players; k++) {
      int player = moverIn(position, k);
      if (!seen[player]) {
        seen[player] = true;
        order[count++] = player;
      }
    }
    for (int k = 1; count < players; k++) {
      int player = (order[0] + k) % players;
      if (!seen[player]) {
        seen[player] = true;
        order[count++] = player;
      }
    }
    return order;
  }

  /**
   * Returns how many stones in a row {@code player} places from its next move on (from now, for
   * the player to move): 1 when the players alternate, 2 in a Connect6 turn; 0 when it does not
   * move within a few turns.
   */
  static int turnLength(NRowPosition position, int player) {
    int limit = horizon(position);
    int k = 0;
    while (k < limit && moverIn(position, k) != player) {
      k++;
    }
    int length = 0;
    while (k + length < limit && moverIn(position, k + length) == player) {
      length++;
    }
    return length;
  }

  /** Whether the next {@code moves} moves alternate between the player to move and one other. */
  static boolean alternates(NRowPosition position, int moves) {
    int me = moverIn(position, 0);
    int other = moverIn(position, 1);
    if (other == me) {
      return false;
    }
    for (int k = 2; k < moves; k++) {
      if (moverIn(position, k) != (k % 2 == 0 ? me : other)) {
        return false;
      }
    }
    return true;
  }
}
