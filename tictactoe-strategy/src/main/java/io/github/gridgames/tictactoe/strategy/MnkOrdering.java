package io.github.gridgames.tictactoe.strategy;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.ai.MoveOrdering;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkState;
import java.util.Arrays;
import java.util.Comparator;

/**
 * The m,n,k move order of the generic searches ({@code alphabeta} and the generic solver): cells
 * next to many stones first, then cells nearer the centre. Immutable and thread-safe.
 */
public final class MnkOrdering implements MoveOrdering<MnkState, Cell> {

  private final MnkGame game;

  private MnkOrdering(MnkGame game) {
    this.game = game;
  }

  /**
   * Returns the ordering for a game.
   *
   * @param game the game
   * @return the ordering
   * @throws NullPointerException if {@code game} is null
   */
  public static MnkOrdering of(MnkGame game) {
    return new MnkOrdering(requireNonNull(game, "game"));
  }

  /**
   * Puts cells with more neighbouring stones first, then cells nearer the centre.
   *
   * @param position the position the codes are legal in; left unchanged
   * @param codes the legal move codes; reordered in place
   * @param count how many codes to order
   */
  @Override
  public void order(Position<MnkState, Cell> position, int[] codes, int count) {
    MnkState state = position.state();
    boolean[][] taken = new boolean[game.rows()][game.cols()];
    for (int p = 0; p < game.playerCount(); p++) {
      for (Cell cell : state.stonesOf(Player.of(p))) {
        taken[cell.row()][cell.col()] = true;
      }
    }
    double centreRow = (game.rows() - 1) / 2.0;
    double centreCol = (game.cols() - 1) / 2.0;
    Cell[] cells = new Cell[count];
    for (int i = 0; i < count; i++) {
      cells[i] = position.move(codes[i]);
    }
    Integer[] order = new Integer[count];
    for (int i = 0; i < count; i++) {
      order[i] = i;
    }
    Arrays.sort(
        order,
        Comparator.comparingInt((Integer i) -> -neighbours(taken, cells[i]))
            .thenComparingDouble(i -> Math.abs(cells[i].row() - centreRow) + Math.abs(cells[i].col() - centreCol)));
    int[] sorted = new int[count];
    for (int i = 0; i < count; i++) {
      sorted[i] = codes[order[i]];
    }
    System.arraycopy(sorted, 0, codes, 0, count);
  }

  private int neighbours(boolean[][] taken, Cell cell) {
    int count = 0;
    for (int dr = -1; dr <= 1; dr++) {
      for (int dc = -1; dc <= 1; dc++) {
        int r = cell.row() + dr;
        int c = cell.col() + dc;
        if ((dr != 0 || dc != 0) && r >= 0 && c >= 0 && r < game.rows() && c < game.cols() && taken[r][c]) {
          count++;
        }
      }
    }
    return count;
  }
}
