package io.github.gridgames.tictactoe.strategy;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.ai.Evaluation;
import io.github.gridgames.ai.LineWindows;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkState;
import java.util.Arrays;
import java.util.List;

/**
 * The m,n,k evaluation of the generic searches ({@code greedy} and {@code alphabeta} of the {@code
 * gridgames} command): the {@linkplain LineWindows k-in-a-row windows} of the board, the windows
 * off the board counting for nobody. Immutable and thread-safe.
 */
public final class MnkEvaluation implements Evaluation<MnkState, Cell> {

  private final MnkGame game;

  private MnkEvaluation(MnkGame game) {
    this.game = game;
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
   * Returns the player's windows minus the others'.
   *
   * @param position a position of the game; left unchanged
   * @param player a player of the game
   * @return the value
   */
  @Override
  public double evaluate(Position<MnkState, Cell> position, Player player) {
    MnkState state = position.state();
    int[][] owners = new int[game.rows()][game.cols()];
    for (int[] row : owners) {
      Arrays.fill(row, LineWindows.EMPTY);
    }
    int stones = state.stoneCount();
    long[] xs = new long[stones];
    long[] ys = new long[stones];
    int i = 0;
    for (int p = 0; p < game.playerCount(); p++) {
      List<Cell> cells = state.stonesOf(Player.of(p));
      for (Cell cell : cells) {
        owners[cell.row()][cell.col()] = p;
        xs[i] = cell.col();
        ys[i] = cell.row();
        i++;
      }
    }
    LineWindows.Board board =
        (x, y) ->
            x < 0 || y < 0 || x >= game.cols() || y >= game.rows() ? LineWindows.OFF_BOARD : owners[(int) y][(int) x];
    return LineWindows.value(board, xs, ys, game.k(), player.index(), position.toMove().index());
  }
}
