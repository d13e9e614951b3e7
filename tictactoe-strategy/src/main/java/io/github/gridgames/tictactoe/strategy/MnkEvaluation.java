package io.github.gridgames.tictactoe.strategy;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.ai.Evaluation;
import io.github.gridgames.ai.LineWindows;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkPosition;
import io.github.gridgames.tictactoe.MnkState;
import io.github.gridgames.tictactoe.internal.MnkSearch;

/**
 * The m,n,k evaluation of the generic searches ({@code greedy}, {@code alphabeta} and, on boards
 * that neither the perfect player nor the {@link MnkThreatAgent} takes, {@code best} of the {@code
 * gridgames} command): first the ends
 * that the threats on the board already decide, then the {@linkplain LineWindows k-in-a-row
 * windows} of the board, the windows off the board counting for nobody.
 *
 * <h2>Threats</h2>
 *
 * <p>With two players taking turns one stone at a time, a <em>four</em> of a player is an empty
 * cell where its stone would win, and a <em>double threat</em> an empty cell where its stone would
 * make two fours at once (the end of an open three {@code . . X X X . .} or the gap of a broken
 * three {@code . X X . X .} when k is 5; an open k - 2 for any k). Read through the position's own
 * rules ({@link MnkSearch#winningCells}, play and undo), they decide three ends, valued for the
 * side to move:
 *
 * <ul>
 *   <li>it has a four: it wins now, 0.9 times {@link Evaluation#LIMIT};
 *   <li>it has none and faces two or more: it loses at the other's next move, minus 0.8 times
 *       the limit;
 *   <li>nobody has a four and it has a double threat: it wins with its move after this one,
 *       0.7 times the limit.
 * </ul>
 *
 * <p>Every other position is worth its windows, clamped to 0.5 times the limit. So a search of
 * depth one already ranks a move that leaves the opponent a four, or a double threat while the
 * mover has no four, below every move that does not; this is how the alpha-beta search defends
 * (see {@link MnkOrdering}). With more players or other turn orders only the windows count. Immutable and
 * thread-safe.
 */
final class MnkEvaluation implements Evaluation<MnkState, Cell> {

  /** The largest magnitude of the windows' value, as a fraction of the limit. */
  static final double WINDOWS = 0.5;

  private final MnkGame game;
  private final boolean threats;

  private MnkEvaluation(MnkGame game) {
    this.game = game;
    this.threats = Threats.apply(game);
  }

  /**
   * Returns the evaluation for a game.
   *
   * @param game the game
   * @return the evaluation
   * @throws NullPointerException if {@code game} is null
   */
  public static MnkEvaluation of(MnkGame game) {
    return new MnkEvaluation(requireNonNull(game, "game"));
  }

  /**
   * Returns the value of the end the threats decide, if they decide one, else the player's windows
   * minus the others' (see the class comment).
   *
   * @param position a position of the game that is not finished; left unchanged
   * @param player a player of the game
   * @return the value
   */
  @Override
  public double evaluate(Position<MnkState, Cell> position, Player player) {
    if (threats) {
      MnkPosition mnk = position instanceof MnkPosition own ? own : position.state().toPosition();
      double forMover = Threats.of(mnk).verdict().value();
      if (forMover != 0) {
        return (player.equals(position.toMove()) ? forMover : -forMover) * LIMIT;
      }
    }
    double windows = windows(position, player);
    return Math.max(-WINDOWS * LIMIT, Math.min(WINDOWS * LIMIT, windows));
  }

  private double windows(Position<MnkState, Cell> position, Player player) {
    MnkState state = position.state();
    int stones = state.stoneCount();
    long[] xs = new long[stones];
    long[] ys = new long[stones];
    int[] owners = new int[stones];
    int i = 0;
    for (int p = 0; p < game.playerCount(); p++) {
      for (Cell cell : state.stonesOf(Player.of(p))) {
        xs[i] = cell.col();
        ys[i] = cell.row();
        owners[i] = p;
        i++;
      }
    }
    LineWindows.Board board = (x, y) -> x >= 0 && y >= 0 && x < game.cols() && y < game.rows();
    return LineWindows.value(board, xs, ys, owners, game.k(), player.index(), position.toMove().index());
  }
}
