package io.github.gridgames.tictactoe.strategy;

import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkPosition;
import io.github.gridgames.tictactoe.internal.MnkSearch;
import java.util.Arrays;

/**
 * The short forced lines of an m,n,k-game with alternating turns, read through the position's own
 * rules ({@link MnkSearch#winningCells}, {@link MnkSearch#addLinePotential}, play and undo):
 *
 * <ul>
 *   <li>a <em>four</em> of a player is an empty cell where the player's stone would win (k - 1
 *       stones and the cell);
 *   <li>a <em>double threat</em> of a player is an empty cell where the player's stone would make
 *       two or more fours at once, such as the open end of an open three ({@code . . X X X . .}
 *       for k = 5) or the gap of a broken three ({@code . X X . X .}): an open (k - 2) for every
 *       k.
 * </ul>
 *
 * <p>From them, {@link #verdict} tells three ends that no play can change (each only with two
 * players and {@link TurnPolicy#ALTERNATE} turns): the side to move with a four wins now; the side
 * to move without one, facing two or more fours, loses at the other side's next move; the side to
 * move with a double threat, when neither side has a four, wins with its move after this one. Each
 * holds because a stone fills one cell: it stops at most one four of the other player's and makes
 * none for them. Instances are created per use and are not thread-safe.
 */
final class Threats {

  /** What the threats decide for the side to move, with its value as a fraction of the limit. */
  enum End {
    /** Nothing: the threats decide no end. */
    NONE(0),
    /** The side to move has a four: it wins with this move. */
    WINS_NOW(0.9),
    /** The side to move has no four and faces two or more: it loses at the other's next move. */
    LOSES_NEXT(-0.8),
    /** Nobody has a four and the side to move has a double threat: it wins with its move after. */
    WINS_NEXT(0.7);

    private final double value;

    End(double value) {
      this.value = value;
    }

    /** Returns the value for the side to move, as a fraction of the evaluation limit. */
    double value() {
      return value;
    }
  }

  private final MnkPosition position;
  private final int k;
  private final int[] cells;
  private final int[] fours;
  private final int[] potential;
  private final int[] weights;

  private Threats(MnkPosition position) {
    this.position = position;
    MnkGame game = position.game();
    this.k = game.k();
    this.cells = new int[game.cellCount()];
    this.fours = new int[game.cellCount()];
    this.potential = new int[game.cellCount()];
    this.weights = new int[k + 1];
    if (k >= 2) {
      weights[k - 2] = 1;
    }
  }

  /**
   * Returns whether the threats of a game can be read: two players taking turns one stone at a
   * time.
   */
  static boolean apply(MnkGame game) {
    return game.playerCount() == 2 && game.turnPolicy() == TurnPolicy.ALTERNATE;
  }

  /** Returns the threats of a position, which the caller may play and undo on between calls. */
  static Threats of(MnkPosition position) {
    return new Threats(position);
  }

  /**
   * Returns what the threats decide for the side to move. The position must not be finished; it is
   * left as it was.
   */
  End verdict() {
    Player mover = position.toMove();
    if (MnkSearch.winningCells(position, mover, fours) > 0) {
      return End.WINS_NOW;
    }
    int against = MnkSearch.winningCells(position, mover.next(2), fours);
    if (against >= 2) {
      return End.LOSES_NEXT;
    }
    if (against == 0 && hasDoubleThreat()) {
      return End.WINS_NEXT;
    }
    return End.NONE;
  }

  /**
   * Returns, per cell code, in how many lines of k cells free of the other player's stones the
   * player has k - 2 stones: a double threat of the player lies in two or more of them, so a cell
   * with a count of two or more is a candidate. The array is reused by the next call.
   */
  int[] candidateCounts(Player player) {
    Arrays.fill(potential, 0);
    if (k >= 2) {
      MnkSearch.addLinePotential(position, player, weights, potential);
    }
    return potential;
  }

  /** Returns whether the side to move has a double threat, trying each candidate cell. */
  private boolean hasDoubleThreat() {
    Player mover = position.toMove();
    int[] counts = candidateCounts(mover);
    int count = position.legalMoves(cells);
    for (int i = 0; i < count; i++) {
      int cell = cells[i];
      if (counts[cell] >= 2) {
        position.makeMove(cell);
        int made = MnkSearch.winningCells(position, mover, fours);
        position.unmakeMove();
        if (made >= 2) {
          return true;
        }
      }
    }
    return false;
  }
}
