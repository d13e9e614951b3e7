package io.github.gridgames.tictactoe.strategy;

import io.github.gridgames.ai.MoveOrdering;
import io.github.gridgames.core.Position;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkState;

/**
 * Orders cell codes from the centre of the board outwards (by squared distance from the centre,
 * then in reading order, which is code order), so that a search meets strong moves first. Leaves
 * the position unchanged.
 */
final class CentreFirst implements MoveOrdering<MnkState, Cell> {

  /** Four times the squared distance of each cell from the centre. */
  private final int[] distance;

  CentreFirst(MnkGame game) {
    this.distance = new int[game.cellCount()];
    for (int cell = 0; cell < distance.length; cell++) {
      int dr = 2 * (cell / game.cols()) - (game.rows() - 1);
      int dc = 2 * (cell % game.cols()) - (game.cols() - 1);
      distance[cell] = dr * dr + dc * dc;
    }
  }

  /** Returns four times the squared distance of a cell from the centre of the board. */
  int distance(int code) {
    return distance[code];
  }

  @Override
  public void order(Position<MnkState, Cell> position, int[] codes, int count) {
    for (int i = 1; i < count; i++) {
      int code = codes[i];
      int j = i;
      while (j > 0 && before(code, codes[j - 1])) {
        codes[j] = codes[j - 1];
        j--;
      }
      codes[j] = code;
    }
  }

  private boolean before(int a, int b) {
    return distance[a] != distance[b] ? distance[a] < distance[b] : a < b;
  }
}
