package io.github.gridgames.tictactoe.strategy;

import io.github.gridgames.ai.MoveOrdering;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkState;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Orders the empty cells from the centre of the board outwards (by squared distance from the
 * centre, then in reading order), so that alpha-beta meets strong moves first.
 */
final class CentreFirst implements MoveOrdering<MnkState, Cell> {

  private final MnkGame game;
  private final Comparator<Cell> order;

  CentreFirst(MnkGame game) {
    this.game = game;
    this.order = Comparator.comparingLong(this::distance).thenComparingInt(Cell::row).thenComparingInt(Cell::col);
  }

  /** Returns four times the squared distance from the centre of the board. */
  private long distance(Cell cell) {
    long dr = 2L * cell.row() - (game.rows() - 1);
    long dc = 2L * cell.col() - (game.cols() - 1);
    return dr * dr + dc * dc;
  }

  @Override
  public List<Cell> order(MnkState state, List<Cell> moves) {
    List<Cell> sorted = new ArrayList<>(moves);
    sorted.sort(order);
    return sorted;
  }
}
