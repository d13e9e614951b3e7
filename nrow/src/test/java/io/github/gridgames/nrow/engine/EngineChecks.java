package io.github.gridgames.nrow.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;

/** Compares an engine with the immutable state of the same position, query by query. */
final class EngineChecks {

  private static final Comparator<Point> BY_ROW =
      Comparator.comparingInt(Point::y).thenComparingInt(Point::x);

  private EngineChecks() {}

  /**
   * Asserts that the engine answers every query as the state does: stones, player to move,
   * outcome (winning line included), hash, legal moves, candidates, legality and owners of probe
   * points, and that {@link NRowEngine#toState()} equals the state.
   */
  static void assertSamePosition(NRowEngine engine, NRowState state, Random random, String where) {
    assertEquals(state.stoneCount(), engine.stoneCount(), where + ": stones");
    assertEquals(state.toMove().index(), engine.toMove(), where + ": to move");
    assertEquals(state.isTerminal(), engine.isOver(), where + ": over");
    assertEquals(state.outcome(), engine.outcome(), where + ": outcome");
    assertEquals(
        state.outcome().isWin() ? state.outcome().winners().iterator().next().index() : -1,
        engine.winner(),
        where + ": winner");
    assertEquals(state.positionHash(), engine.positionHash(), where + ": hash");
    List<Point> legal = engine.legalMoves();
    assertEquals(state.legalMoves(), legal, where + ": legal moves");
    assertEquals(state.legalMoves().hashCode(), legal.hashCode(), where + ": legal moves hash");
    for (int i = 0; i < legal.size(); i += 7) {
      assertEquals(i, legal.indexOf(legal.get(i)), where + ": index of a legal move");
    }
    List<Point> candidates = sortedCandidates(engine);
    assertEquals(bruteForceCandidates(state), candidates, where + ": candidates");
    assertEquals(candidates.size(), engine.candidateCount(), where + ": candidate count");
    for (int i = 0; i < engine.candidateCount(); i++) {
      Point p = PackedPoint.toPoint(engine.candidateAt(i));
      assertTrue(state.stoneCount() == 0 || state.isTerminal() || state.isLegal(p), where + ": " + p);
    }
    for (Point probe : probes(state, random)) {
      assertEquals(state.isLegal(probe), engine.isLegal(probe.x(), probe.y()), where + ": legal " + probe);
      assertEquals(
          state.hasUnboundedLegalMoves() ? probe.equals(Point.ORIGIN) : state.isLegal(probe),
          legal.contains(probe),
          where + ": listed " + probe);
      assertEquals(
          state.stoneAt(probe).map(p -> p.index()).orElse(-1),
          engine.stoneAt(probe.x(), probe.y()),
          where + ": stone at " + probe);
    }
    assertEquals(state, engine.toState(), where + ": toState");
  }

  /** The engine's candidates, sorted by y, then x. */
  static List<Point> sortedCandidates(NRowEngine engine) {
    long[] packed = new long[engine.candidateCount()];
    int count = engine.candidates(packed);
    assertEquals(packed.length, count);
    List<Point> out = new ArrayList<>();
    for (long p : Arrays.copyOf(packed, count)) {
      out.add(PackedPoint.toPoint(p));
    }
    out.sort(BY_ROW);
    return out;
  }

  /** Every empty point within distance D of a stone, sorted by y, then x, by brute force. */
  static List<Point> bruteForceCandidates(NRowState state) {
    int d = state.game().distance();
    Map<Point, ?> stones = state.stones();
    TreeSet<Point> out = new TreeSet<>(BY_ROW);
    for (Point stone : stones.keySet()) {
      for (int dx = -d; dx <= d; dx++) {
        int reach = d - Math.abs(dx);
        for (int dy = -reach; dy <= reach; dy++) {
          stone.plus(dx, dy).filter(p -> !stones.containsKey(p)).ifPresent(out::add);
        }
      }
    }
    return new ArrayList<>(out);
  }

  /** Stones, points at distance D and D + 1 of stones, the int-limit corners and a far point. */
  static List<Point> probes(NRowState state, Random random) {
    List<Point> out = new ArrayList<>();
    int min = Integer.MIN_VALUE;
    int max = Integer.MAX_VALUE;
    out.addAll(List.of(Point.of(min, min), Point.of(max, max), Point.of(min, max), Point.ORIGIN));
    out.add(Point.of(random.nextInt(), random.nextInt()));
    List<Point> stones = new ArrayList<>(state.stones().keySet());
    int d = state.game().distance();
    for (int i = 0; i < Math.min(4, stones.size()); i++) {
      Point stone = stones.get(random.nextInt(stones.size()));
      out.add(stone);
      int dx = random.nextInt(2 * d + 3) - d - 1;
      int rest = d + 1 - Math.abs(dx);
      stone.plus(dx, rest).ifPresent(out::add);
      stone.plus(dx, -rest).ifPresent(out::add);
      stone.plus(dx, rest - 1).ifPresent(out::add);
    }
    return out;
  }
}
