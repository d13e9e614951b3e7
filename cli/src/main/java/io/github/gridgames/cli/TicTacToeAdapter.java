package io.github.gridgames.cli;

import io.github.gridgames.ai.Evaluation;
import io.github.gridgames.ai.MoveOrdering;
import io.github.gridgames.ai.TableKey;
import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Player;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkPosition;
import io.github.gridgames.tictactoe.MnkState;
import io.github.gridgames.tictactoe.MoveInput;
import io.github.gridgames.tictactoe.MoveInputException;
import io.github.gridgames.tictactoe.strategy.PerfectPlayer;
import java.util.SplittableRandom;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Tic-Tac-Toe and the m,n,k-games in the command: moves typed as {@code row column} counted from 1,
 * with the classic console game's three errors (format, range, taken); {@code best} is alpha-beta
 * with a k-in-a-row window evaluation, which plays 3 x 3 perfectly.
 */
final class TicTacToeAdapter extends GameAdapter<MnkState, Cell> {

  private final MnkGame mnk;

  TicTacToeAdapter(MnkGame game) {
    super(GameKind.TICTACTOE, game);
    this.mnk = game;
  }

  @Override
  Evaluation<MnkState> evaluation() {
    return (state, player) -> {
      int[][] owners = new int[mnk.rows()][mnk.cols()];
      for (int[] row : owners) {
        java.util.Arrays.fill(row, LineEvaluation.EMPTY);
      }
      List<Cell> stones = new ArrayList<>();
      for (int p = 0; p < 2; p++) {
        for (Cell cell : state.stonesOf(Player.of(p))) {
          owners[cell.row()][cell.col()] = p;
          stones.add(cell);
        }
      }
      long[] xs = new long[stones.size()];
      long[] ys = new long[stones.size()];
      for (int i = 0; i < stones.size(); i++) {
        xs[i] = stones.get(i).col();
        ys[i] = stones.get(i).row();
      }
      LineEvaluation.Board board =
          (x, y) ->
              x < 0 || y < 0 || x >= mnk.cols() || y >= mnk.rows()
                  ? LineEvaluation.OFF_BOARD
                  : owners[(int) y][(int) x];
      return LineEvaluation.evaluate(
          board, xs, ys, mnk.k(), player.index(), state.toMove().index());
    };
  }

  /** Returns cells next to many stones first, then cells nearer the centre. */
  @Override
  MoveOrdering<MnkState, Cell> ordering() {
    return (state, moves) -> {
      boolean[][] taken = new boolean[mnk.rows()][mnk.cols()];
      for (int p = 0; p < 2; p++) {
        for (Cell cell : state.stonesOf(Player.of(p))) {
          taken[cell.row()][cell.col()] = true;
        }
      }
      List<Cell> sorted = new ArrayList<>(moves);
      double centreRow = (mnk.rows() - 1) / 2.0;
      double centreCol = (mnk.cols() - 1) / 2.0;
      sorted.sort(
          Comparator.comparingInt((Cell c) -> -neighbours(taken, c))
              .thenComparingDouble(
                  c -> Math.abs(c.row() - centreRow) + Math.abs(c.col() - centreCol)));
      return sorted;
    };
  }

  private int neighbours(boolean[][] taken, Cell cell) {
    int count = 0;
    for (int dr = -1; dr <= 1; dr++) {
      for (int dc = -1; dc <= 1; dc++) {
        int r = cell.row() + dr;
        int c = cell.col() + dc;
        if ((dr != 0 || dc != 0) && r >= 0 && c >= 0 && r < mnk.rows() && c < mnk.cols() && taken[r][c]) {
          count++;
        }
      }
    }
    return count;
  }

  /** Boards up to this many cells are solved exactly by the perfect player. */
  private static final int PERFECT_CELLS = 16;

  /**
   * The perfect player (exact solver with symmetry-canonical transpositions) on boards of up to
   * {@value #PERFECT_CELLS} cells; alpha-beta with a k-in-a-row evaluation on larger boards, where
   * exact search is out of reach.
   */
  @Override
  Agent<MnkState, Cell> best(long seed) {
    return mnk.cols() * mnk.rows() <= PERFECT_CELLS ? PerfectPlayer.of(mnk) : alphaBeta(seed);
  }

  @Override
  String bestDescription() {
    return mnk.cols() * mnk.rows() <= PERFECT_CELLS
        ? "perfect play by exact search"
        : "alpha-beta search with a k-in-a-row evaluation";
  }

  /** Keys the solver's table by the canonical image under the board's symmetries. */
  @Override
  TableKey<MnkState> solverKey() {
    return MnkState::canonical;
  }

  /** Random games through the allocation-free {@link MnkPosition}. */
  @Override
  Playout playout(SplittableRandom random) {
    MnkPosition position = mnk.initialState().toPosition();
    return () -> {
      int played = position.playout(random, Integer.MAX_VALUE);
      for (int i = 0; i < played; i++) {
        position.undo();
      }
      return played;
    };
  }

  @Override
  String playoutPath() {
    return "MnkPosition.playout";
  }

  /** Returns the cell as {@code row 2, column 3}. */
  @Override
  String describeMove(Cell move) {
    return move.describe();
  }

  @Override
  String promptFormat() {
    return "row column, such as 2 3";
  }

  @Override
  String inputFormat() {
    return mnk.notation().syntax();
  }

  @Override
  Cell readMove(MnkState state, String text) throws RejectedInput {
    try {
      return MoveInput.read(state, text);
    } catch (MoveInputException e) {
      throw new RejectedInput(e.getMessage());
    }
  }
}
