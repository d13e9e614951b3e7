package io.github.gridgames.tictactoe;

import io.github.gridgames.core.Player;
import io.github.gridgames.testkit.GameProperty;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Candidate moves for the contract, mostly illegal: off the board (up to the int limits), taken, and random. */
final class ArbitraryCells implements GameProperty.MoveSource<MnkState, Cell> {

  @Override
  public List<Cell> moves(MnkState state, Random random) {
    MnkGame game = state.game();
    List<Cell> cells = new ArrayList<>();
    cells.add(Cell.of(-1, random.nextInt(game.cols())));
    cells.add(Cell.of(random.nextInt(game.rows()), -1));
    cells.add(Cell.of(game.rows(), random.nextInt(game.cols())));
    cells.add(Cell.of(random.nextInt(game.rows()), game.cols()));
    cells.add(Cell.of(Integer.MIN_VALUE, Integer.MAX_VALUE));
    cells.add(Cell.of(Integer.MAX_VALUE, 0));
    cells.add(Cell.of(random.nextInt(), random.nextInt()));
    for (Player player : List.of(Player.FIRST, Player.SECOND)) {
      List<Cell> stones = state.stonesOf(player);
      if (!stones.isEmpty()) {
        cells.add(stones.get(random.nextInt(stones.size())));
      }
    }
    for (int i = 0; i < 3; i++) {
      cells.add(Cell.of(random.nextInt(game.rows()), random.nextInt(game.cols())));
    }
    return cells;
  }
}
