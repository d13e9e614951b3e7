package io.github.gridgames.nrow.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Player;
import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowPosition;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import io.github.gridgames.nrow.internal.Directions;
import io.github.gridgames.nrow.internal.PackedPoint;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The classification of {@link LineAnalyzer} (its class comment) against a brute-force reading of
 * the lines through a point, with the rules' own legality: fives, gain squares, open threes, the
 * window value and the order of the threat tiers.
 */
class LineAnalyzerTest {

  private static final List<NRow> GAMES =
      List.of(
          NRow.builder().n(4).distance(1).stoneCap(80).build(),
          NRow.builder().n(5).distance(2).stoneCap(80).build(),
          NRow.builder().n(3).distance(3).players(3).stoneCap(80).build(),
          NRow.builder().n(6).distance(1).stoneCap(80).build());

  /**
   * The legal points on the lines through the stones, at most two steps from one (under mutation
   * testing every third of them).
   */
  private static List<Point> sample(NRowState state) {
    List<Point> near = new ArrayList<>(Brute.near(state, 2));
    List<Point> out = new ArrayList<>();
    for (int i = 0; i < near.size(); i += Brute.size(1, 3)) {
      out.add(near.get(i));
    }
    return out;
  }

  @Test
  void classifiesLikeABruteForceReadingOfTheLines() {
    int[] met = new int[2];
    for (NRow game : GAMES) {
      for (List<Point> moves : Brute.games(game, 40, 1, 40)) {
        checkPosition(Brute.replay(game, moves, 0, 0), met);
        for (NRowState edge : Brute.atTheEdges(game, moves)) {
          checkPosition(edge, met);
        }
      }
    }
    assertTrue(met[0] >= Brute.size(20, 5) && met[1] >= Brute.size(20, 5), "too few fours (" + met[0] + ") or threes (" + met[1] + ") to tell");
  }

  /** Checks every sampled point; counts the fours and threes met in {@code met}. */
  private static void checkPosition(NRowState state, int[] met) {
    NRowPosition board = state.toPosition();
    LineAnalyzer lines = new LineAnalyzer(board);
    for (Point p : sample(state)) {
      lines.load(p.x(), p.y());
      for (int player = 0; player < state.game().playerCount(); player++) {
        Player who = Player.of(player);
        String where = p + " for " + who + " in " + state.game() + ":\n" + state.render();
        lines.analyze(player, true, true);
        assertEquals(Boards.completes(state, p, who), lines.five, "five at " + where);
        List<Point> gains = gainsOf(state, p, who);
        assertEquals(gains.size(), lines.gains, "gains at " + where + " (expected " + gains + ")");
        if (!gains.isEmpty()) {
          Point first = Point.of(PackedPoint.x(lines.firstGain), PackedPoint.y(lines.firstGain));
          assertTrue(gains.contains(first), "first gain " + first + " at " + where);
          met[0]++;
        }
        int threeDirs = threeDirs(state, p, who);
        met[1] += threeDirs != 0 ? 1 : 0;
        assertEquals(fourDirs(state, p, who), lines.fourDirs, "four directions at " + where);
        assertEquals(threeDirs, lines.threeDirs, "three directions at " + where);
        lines.analyze(player, false, false);
        assertEquals(gains.size(), lines.gains, "gains without threes at " + where);
        assertEquals(0, lines.threeDirs, where);
        assertEquals(0.0, lines.window, where);
      }
    }
  }

  @Test
  void aStoneThatCompletesNHasNoGainSquareOnThatLine() {
    NRow four = NRow.builder().n(4).distance(2).stoneCap(80).build();
    NRowState state = Boards.of(four, 0, 0, ". X X X . .", ". . . . . .", ". O . O . O");
    LineAnalyzer lines = new LineAnalyzer(state.toPosition());
    lines.load(4, 0);
    lines.analyze(0, true, true);
    assertTrue(lines.five);
    assertEquals(0, lines.gains, "the ends of a line of N are no gain squares");
    assertEquals(0, lines.fourDirs);
    lines.load(5, 0);
    lines.analyze(0, true, true);
    assertFalse(lines.five);
    assertEquals(1, lines.gains, "X X X . X: the gap completes N");
    assertEquals(Point.of(4, 0), Point.of(PackedPoint.x(lines.firstGain), PackedPoint.y(lines.firstGain)));
  }

  @Test
  void theWindowValueGrowsSixFoldPerOwnStone() {
    for (NRow game : GAMES) {
      double ratio = Double.NaN;
      for (List<Point> moves : Brute.games(game, 60, 1, 40)) {
        List<NRowState> states = new ArrayList<>(Brute.atTheEdges(game, moves));
        states.add(Brute.replay(game, moves, 0, 0));
        for (NRowState s : states) {
          NRowPosition board = s.toPosition();
          LineAnalyzer lines = new LineAnalyzer(board);
          for (Point p : sample(s)) {
            lines.load(p.x(), p.y());
            for (int player = 0; player < game.playerCount(); player++) {
              lines.analyze(player, false, true);
              double expected = windows(s, p, Player.of(player));
              if (Double.isNaN(ratio) && expected > 0) {
                ratio = lines.window / expected;
              }
              assertEquals(
                  ratio * expected, lines.window, 1e-9 * lines.window, p + " for " + player + ":\n" + s.render());
            }
          }
        }
      }
      assertTrue(ratio > 0);
    }
  }

  @Test
  void threatTiersComeInTheDocumentedOrder() {
    // Rank: none, three, four, two threes, four and three, open four, five (NRowThreatAgent, step 4).
    TreeMap<Integer, Set<Double>> tiers = new TreeMap<>();
    for (NRow game : GAMES) {
      for (NRowState state : Brute.positions(game, 80, Brute.size(8, 3), 40)) {
        LineAnalyzer lines = new LineAnalyzer(state.toPosition());
        for (Point p : sample(state)) {
          lines.load(p.x(), p.y());
          for (int player = 0; player < game.playerCount(); player++) {
            lines.analyze(player, true, true);
            tiers.computeIfAbsent(rank(lines), r -> new HashSet<>()).add(lines.tier());
            assertEquals(lines.tier() + lines.window, lines.value(), 0.0);
          }
        }
      }
    }
    assertEquals(List.of(0, 1, 2, 3, 4, 5, 6), List.copyOf(tiers.keySet()), "every rank met: " + tiers);
    double below = -1;
    for (Set<Double> tier : tiers.values()) {
      assertEquals(1, tier.size(), "one tier per rank: " + tiers);
      double value = tier.iterator().next();
      assertTrue(value > below, "tiers rise with the rank: " + tiers);
      below = value;
    }
    assertEquals(0.0, tiers.firstEntry().getValue().iterator().next());
  }

  /** The rank of the last analysis (checked against the brute force above). */
  private static int rank(LineAnalyzer lines) {
    int threes = Integer.bitCount(lines.threeDirs);
    if (lines.five) {
      return 6;
    } else if (lines.gains >= 2) {
      return 5;
    } else if (lines.gains == 1 && threes >= 1) {
      return 4;
    } else if (threes >= 2) {
      return 3;
    } else if (lines.gains == 1) {
      return 2;
    }
    return threes == 1 ? 1 : 0;
  }

  // ---- the brute-force reading -------------------------------------------------------------

  private static int n(NRowState state) {
    return state.game().n();
  }

  /** The point {@code k} steps from {@code p} in direction {@code d}, if it is on the plane. */
  private static Optional<Point> step(Point p, int d, int k) {
    long x = p.x() + (long) k * Directions.dx(d);
    long y = p.y() + (long) k * Directions.dy(d);
    return x < Integer.MIN_VALUE || x > Integer.MAX_VALUE || y < Integer.MIN_VALUE || y > Integer.MAX_VALUE
        ? Optional.empty()
        : Optional.of(Point.of((int) x, (int) y));
  }

  /** Whether a stone may go on empty {@code q} once stones stand on {@code placed}. */
  private static boolean legalAfter(NRowState state, Point q, List<Point> placed) {
    if (state.stoneAt(q).isPresent() || placed.contains(q)) {
      return false;
    }
    for (Point s : placed) {
      if (Math.abs((long) q.x() - s.x()) + Math.abs((long) q.y() - s.y()) <= state.game().distance()) {
        return true;
      }
    }
    return state.isLegal(q);
  }

  /** The length of the run of {@code player}'s stones (and {@code placed}) along d through q. */
  private static int run(NRowState state, Point q, int d, Player player, List<Point> placed, Point mustContain) {
    int lo = 0;
    while (step(q, d, lo - 1).filter(x -> owns(state, x, player, placed)).isPresent()) {
      lo--;
    }
    int hi = 0;
    while (step(q, d, hi + 1).filter(x -> owns(state, x, player, placed)).isPresent()) {
      hi++;
    }
    for (int k = lo; k <= hi; k++) {
      if (step(q, d, k).orElseThrow().equals(mustContain)) {
        return hi - lo + 1;
      }
    }
    return 0;
  }

  private static boolean owns(NRowState state, Point x, Player player, List<Point> placed) {
    return placed.contains(x) || state.stoneAt(x).equals(Optional.of(player));
  }

  /** The gain squares in direction d of a stone of player on p, with the stones {@code placed} too. */
  private static List<Point> gainsIn(NRowState state, Point p, int d, Player player, List<Point> placed) {
    List<Point> out = new ArrayList<>();
    if (run(state, p, d, player, placed, p) >= n(state)) {
      return out; // already N: no gain square
    }
    for (int k = -n(state); k <= n(state); k++) {
      Optional<Point> q = step(p, d, k);
      if (k == 0 || q.isEmpty() || !legalAfter(state, q.get(), placed)) {
        continue;
      }
      List<Point> with = new ArrayList<>(placed);
      with.add(q.get());
      if (run(state, q.get(), d, player, with, p) >= n(state)) {
        out.add(q.get());
      }
    }
    return out;
  }

  static List<Point> gainsOf(NRowState state, Point p, Player player) {
    List<Point> out = new ArrayList<>();
    for (int d = 0; d < Directions.COUNT; d++) {
      out.addAll(gainsIn(state, p, d, player, List.of(p)));
    }
    return out;
  }

  private static int fourDirs(NRowState state, Point p, Player player) {
    int dirs = 0;
    for (int d = 0; d < Directions.COUNT; d++) {
      dirs |= gainsIn(state, p, d, player, List.of(p)).isEmpty() ? 0 : 1 << d;
    }
    return dirs;
  }

  /**
   * The directions without gain square in which one more legal stone on the line, within N - 1
   * of p, gives the run through p two gain squares and not N.
   */
  static int threeDirs(NRowState state, Point p, Player player) {
    int dirs = 0;
    for (int d = 0; d < Directions.COUNT; d++) {
      if (!gainsIn(state, p, d, player, List.of(p)).isEmpty()) {
        continue;
      }
      for (int k = -(n(state) - 1); k <= n(state) - 1; k++) {
        Optional<Point> r = step(p, d, k);
        if (k == 0 || r.isEmpty() || !legalAfter(state, r.get(), List.of(p))) {
          continue;
        }
        List<Point> placed = List.of(p, r.get());
        if (run(state, p, d, player, placed, p) < n(state) && gainsIn(state, p, d, player, placed).size() >= 2) {
          dirs |= 1 << d;
        }
      }
    }
    return dirs;
  }

  /**
   * The sum over the segments of N points through p free of other players' stones (and on the
   * plane) of 6^(own stones with p) - 6^(own stones without p).
   */
  private static double windows(NRowState state, Point p, Player player) {
    int n = n(state);
    double sum = 0;
    for (int d = 0; d < Directions.COUNT; d++) {
      for (int start = -(n - 1); start <= 0; start++) {
        int own = 0;
        boolean free = true;
        for (int k = start; k < start + n && free; k++) {
          Optional<Point> q = step(p, d, k);
          if (q.isEmpty()) {
            free = false;
          } else if (k != 0 && state.stoneAt(q.get()).isPresent()) {
            free = state.stoneAt(q.get()).get().equals(player);
            own++;
          }
        }
        if (free) {
          sum += Math.pow(6, own + 1) - Math.pow(6, own);
        }
      }
    }
    return sum;
  }
}
