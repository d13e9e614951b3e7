package io.github.gridgames.nrow;

import io.github.gridgames.core.Player;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/** Slow, obviously correct recomputations of what states maintain incrementally. */
final class BruteForce {

  /** Orders points by y, then x, as legal moves are listed. */
  static final Comparator<Point> BY_ROW = Comparator.comparingInt(Point::y).thenComparingInt(Point::x);

  private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

  private BruteForce() {}

  /** Every empty point within distance D of a stone, by scanning each stone's neighbourhood. */
  static List<Point> candidates(NRowState state) {
    int d = state.game().distance();
    Map<Point, Player> stones = state.stones();
    TreeSet<Point> out = new TreeSet<>(BY_ROW);
    for (Point stone : stones.keySet()) {
      for (long dx = -d; dx <= d; dx++) {
        for (long dy = -d; dy <= d; dy++) {
          if (Math.abs(dx) + Math.abs(dy) > d) {
            continue;
          }
          long x = stone.x() + dx;
          long y = stone.y() + dy;
          if (x < Integer.MIN_VALUE || x > Integer.MAX_VALUE || y < Integer.MIN_VALUE || y > Integer.MAX_VALUE) {
            continue;
          }
          Point p = Point.of((int) x, (int) y);
          if (!stones.containsKey(p)) {
            out.add(p);
          }
        }
      }
    }
    return new ArrayList<>(out);
  }

  /** Whether some stone is within Manhattan distance D of {@code point}, by scanning all stones. */
  static boolean withinDistanceOfAStone(NRowState state, Point point) {
    for (Point stone : state.stones().keySet()) {
      if (stone.manhattanDistance(point) <= state.game().distance()) {
        return true;
      }
    }
    return false;
  }

  /**
   * Every maximal run of N or more consecutive stones of one player, found by starting at each
   * stone that has no same-coloured predecessor in a direction.
   */
  static List<List<Point>> winningRuns(NRowState state) {
    Map<Point, Player> stones = state.stones();
    List<List<Point>> runs = new ArrayList<>();
    for (Map.Entry<Point, Player> e : stones.entrySet()) {
      for (int[] d : DIRECTIONS) {
        Point start = e.getKey();
        if (e.getValue().equals(stones.get(step(start, -d[0], -d[1])))) {
          continue;
        }
        List<Point> run = new ArrayList<>();
        for (Point p = start; p != null && e.getValue().equals(stones.get(p)); p = step(p, d[0], d[1])) {
          run.add(p);
        }
        if (run.size() >= state.game().n()) {
          runs.add(run);
        }
      }
    }
    return runs;
  }

  /** The neighbouring point, or null beyond the end of the plane. */
  static Point step(Point p, int dx, int dy) {
    return p.plus(dx, dy).orElse(null);
  }

  /**
   * The longest run of {@code player}'s stones through a point, counting the point as the
   * player's, by stepping point by point.
   */
  static int longestLine(NRowState state, Point point, int player) {
    Map<Point, Player> stones = state.stones();
    Player owner = Player.of(player);
    int best = 0;
    for (int[] d : DIRECTIONS) {
      int run = 1;
      for (int side = -1; side <= 1; side += 2) {
        for (Point p = step(point, side * d[0], side * d[1]);
            p != null && owner.equals(stones.get(p));
            p = step(p, side * d[0], side * d[1])) {
          run++;
        }
      }
      best = Math.max(best, run);
    }
    return best;
  }
}
