package io.github.gridgames.nrow.strategy;

import io.github.gridgames.core.Player;
import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import java.util.ArrayList;
import java.util.List;

/** Builds N-in-a-row positions from pictures, and inspects them. */
final class Boards {

  private Boards() {}

  /**
   * Returns the state with the stones of the picture: rows from {@code y = y0} down, columns from
   * {@code x = x0}, one character per point ({@code .} empty, else the player's symbol, spaces
   * ignored). The players place their stones in turn, each time the first of the mover's stones
   * (in reading order) that is legal, so the counts must fit the turn order.
   */
  static NRowState of(NRow game, int x0, int y0, String... rows) {
    List<List<Point>> byPlayer = new ArrayList<>();
    for (int p = 0; p < game.playerCount(); p++) {
      byPlayer.add(new ArrayList<>());
    }
    for (int r = 0; r < rows.length; r++) {
      String row = rows[r].replace(" ", "");
      for (int c = 0; c < row.length(); c++) {
        char ch = row.charAt(c);
        if (ch == '.') {
          continue;
        }
        int player = playerOf(game, ch);
        byPlayer.get(player).add(Point.of(x0 + c, y0 + r));
      }
    }
    NRowState state = place(game.initialState(), byPlayer);
    if (state == null) {
      throw new IllegalArgumentException("no order of the stones fits the turn order and the distance rule");
    }
    return state;
  }

  /** Places the remaining stones in turn by backtracking; null if no order fits. */
  private static NRowState place(NRowState state, List<List<Point>> remaining) {
    if (remaining.stream().allMatch(List::isEmpty)) {
      return state;
    }
    List<Point> mine = remaining.get(state.toMove().index());
    for (int i = 0; i < mine.size(); i++) {
      Point p = mine.get(i);
      if (!state.isLegal(p)) {
        continue;
      }
      NRowState next = state.play(p);
      if (next.isTerminal()) {
        continue;
      }
      mine.remove(i);
      NRowState done = place(next, remaining);
      mine.add(i, p);
      if (done != null) {
        return done;
      }
    }
    return null;
  }

  static int playerOf(NRow game, char symbol) {
    for (int p = 0; p < game.playerCount(); p++) {
      if (game.playerName(Player.of(p)).charAt(0) == symbol) {
        return p;
      }
    }
    throw new IllegalArgumentException("no player " + symbol);
  }

  /** The legal points where {@code player} would complete N. */
  static List<Point> winningPoints(NRowState state, Player player) {
    List<Point> out = new ArrayList<>();
    for (Point p : state.legalMoves()) {
      if (completes(state, p, player)) {
        out.add(p);
      }
    }
    return out;
  }

  /** Whether a stone of {@code player} on the empty point {@code p} completes N in a row. */
  static boolean completes(NRowState state, Point p, Player player) {
    int n = state.game().n();
    int[][] directions = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    for (int[] d : directions) {
      int run = 1;
      for (int side = -1; side <= 1; side += 2) {
        long x = p.x();
        long y = p.y();
        while (true) {
          x += side * d[0];
          y += side * d[1];
          if (x < Integer.MIN_VALUE || x > Integer.MAX_VALUE || y < Integer.MIN_VALUE || y > Integer.MAX_VALUE) {
            break;
          }
          if (!state.stoneAt(Point.of((int) x, (int) y)).equals(java.util.Optional.of(player))) {
            break;
          }
          run++;
        }
      }
      if (run >= n) {
        return true;
      }
    }
    return false;
  }
}
