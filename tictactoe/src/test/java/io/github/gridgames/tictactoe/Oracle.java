package io.github.gridgames.tictactoe;

import io.github.gridgames.core.Player;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A naive reference model for tests: the board as a grid of player indexes read cell by cell
 * through the public API, and a brute-force scan of every maximal run in every direction.
 */
final class Oracle {

  private Oracle() {}

  /** Returns the grid, {@code -1} for empty, read through {@link MnkState#at(Cell)}. */
  static int[][] grid(MnkState state) {
    MnkGame game = state.game();
    int[][] grid = new int[game.rows()][game.cols()];
    for (int r = 0; r < game.rows(); r++) {
      for (int c = 0; c < game.cols(); c++) {
        grid[r][c] = state.at(Cell.of(r, c)).map(Player::index).orElse(-1);
      }
    }
    return grid;
  }

  /** Returns the players (indexes) who have a winning run anywhere on the board. */
  static Set<Integer> playersWithLine(MnkState state) {
    MnkGame game = state.game();
    int[][] grid = grid(state);
    int[][] directions = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    Set<Integer> players = new HashSet<>();
    for (int r = 0; r < game.rows(); r++) {
      for (int c = 0; c < game.cols(); c++) {
        int p = grid[r][c];
        if (p < 0) {
          continue;
        }
        for (int[] d : directions) {
          int pr = r - d[0];
          int pc = c - d[1];
          if (inside(game, pr, pc) && grid[pr][pc] == p) {
            continue; // not the start of a maximal run
          }
          int length = 0;
          int rr = r;
          int cc = c;
          while (inside(game, rr, cc) && grid[rr][cc] == p) {
            length++;
            rr += d[0];
            cc += d[1];
          }
          boolean wins =
              game.overlines() == MnkGame.OverlineRule.WIN ? length >= game.k() : length == game.k();
          if (wins) {
            players.add(p);
          }
        }
      }
    }
    return players;
  }

  /** Returns whether every cell has a stone. */
  static boolean full(MnkState state) {
    for (int[] row : grid(state)) {
      for (int v : row) {
        if (v < 0) {
          return false;
        }
      }
    }
    return true;
  }

  /** Returns whether the cells form an unbroken straight line of one player's stones. */
  static boolean isStraightLineOf(MnkState state, List<Cell> line, Player player) {
    if (line.isEmpty()) {
      return false;
    }
    int dr = line.size() > 1 ? line.get(1).row() - line.get(0).row() : 0;
    int dc = line.size() > 1 ? line.get(1).col() - line.get(0).col() : 1;
    if (Math.abs(dr) > 1 || Math.abs(dc) > 1 || (dr == 0 && dc == 0)) {
      return false;
    }
    for (int i = 0; i < line.size(); i++) {
      Cell cell = line.get(i);
      if (cell.row() != line.get(0).row() + i * dr || cell.col() != line.get(0).col() + i * dc) {
        return false;
      }
      if (!state.at(cell).equals(java.util.Optional.of(player))) {
        return false;
      }
    }
    return true;
  }

  private static boolean inside(MnkGame game, int r, int c) {
    return r >= 0 && r < game.rows() && c >= 0 && c < game.cols();
  }

  /** Plays moves given as zero-based {row, col} pairs from the initial state. */
  static MnkState play(MnkGame game, int... rowCols) {
    MnkState state = game.initialState();
    for (int i = 0; i < rowCols.length; i += 2) {
      state = state.play(Cell.of(rowCols[i], rowCols[i + 1]));
    }
    return state;
  }
}
