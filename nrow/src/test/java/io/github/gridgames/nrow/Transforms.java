package io.github.gridgames.nrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Reason;
import io.github.gridgames.core.Violation;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;

/** Maps games through symmetries of the plane and checks that the rules commute with them. */
final class Transforms {

  private Transforms() {}

  /** A map of the plane; empty where the image lies beyond the int limits. */
  interface PointMap extends Function<Point, Optional<Point>> {}

  static PointMap translation(long dx, long dy) {
    return p -> p.plus(dx, dy);
  }

  /** Rotation by 90 degrees: (x, y) to (-y, x). */
  static final PointMap ROTATION = p -> exact(-(long) p.y(), p.x());

  /** Mirror in the y axis: (x, y) to (-x, y). */
  static final PointMap MIRROR = p -> exact(-(long) p.x(), p.y());

  /** Mirror in the main diagonal: (x, y) to (y, x). */
  static final PointMap TRANSPOSE = p -> exact(p.y(), p.x());

  private static Optional<Point> exact(long x, long y) {
    return Point.ORIGIN.plus(x, y);
  }

  /**
   * Replays {@code moves} mapped by {@code map} in the same game and checks, state by state, that
   * the outcome, the winning line, the legal moves and the legality of probe points correspond.
   *
   * @param orderPreserving whether the map keeps the (y, x) order, so legal move lists must be
   *     equal as lists rather than as sets
   */
  static void assertRulesCommute(
      List<NRowState> states, List<Point> moves, PointMap map, boolean orderPreserving, long seed) {
    Random random = new Random(seed);
    NRowState mapped = states.get(0).game().initialState();
    for (int i = 0; i < states.size(); i++) {
      NRowState original = states.get(i);
      assertCorrespond(original, mapped, map, orderPreserving, random, "after " + i + " moves");
      if (i < moves.size()) {
        Point image = map.apply(moves.get(i)).orElseThrow(() -> new AssertionError("the map leaves the plane"));
        assertEquals(Optional.empty(), mapped.check(image), "after " + i + " moves, image " + image);
        mapped = mapped.play(image);
      }
    }
  }

  private static void assertCorrespond(
      NRowState original, NRowState mapped, PointMap map, boolean orderPreserving, Random random, String where) {
    assertEquals(original.stoneCount(), mapped.stoneCount(), where);
    assertEquals(original.toMove(), mapped.toMove(), where);
    assertEquals(original.outcome().status(), mapped.outcome().status(), where);
    assertEquals(original.outcome().winners(), mapped.outcome().winners(), where);
    assertEquals(original.hasUnboundedLegalMoves(), mapped.hasUnboundedLegalMoves(), where);
    if (original.outcome().isWin()) {
      List<Point> line = original.winningLine();
      List<Point> image = images(line, map);
      if (orderPreserving) {
        assertEquals(image, mapped.winningLine(), where);
      } else {
        // One stone may complete lines in two directions; each side reports one of them.
        Set<Set<Point>> mappedRuns = new HashSet<>();
        for (List<Point> run : BruteForce.winningRuns(mapped)) {
          mappedRuns.add(new HashSet<>(run));
        }
        assertTrue(mappedRuns.contains(new HashSet<>(image)), where + ": image of the line is not a winning run");
        assertTrue(
            mappedRuns.contains(new HashSet<>(mapped.winningLine())), where);
      }
    }
    if (!original.hasUnboundedLegalMoves()) {
      List<Point> expected = images(original.legalMoves(), map);
      if (orderPreserving) {
        assertEquals(expected, mapped.legalMoves(), where);
      } else {
        assertEquals(new HashSet<>(expected), new HashSet<>(mapped.legalMoves()), where);
        assertEquals(expected.size(), mapped.legalMoves().size(), where);
      }
    }
    for (Point probe : probes(original, random)) {
      Optional<Point> image = map.apply(probe);
      if (image.isPresent()) {
        assertEquals(
            reason(original.check(probe)), reason(mapped.check(image.get())), where + ", probe " + probe);
      }
    }
  }

  /**
   * The translations that move the moves' bounding box into each corner of the plane and to its
   * right edge, as {@code {dx, dy}} pairs; the moves must not be empty.
   */
  static long[][] toTheLimits(List<Point> moves) {
    long minX = Long.MAX_VALUE;
    long maxX = Long.MIN_VALUE;
    long minY = Long.MAX_VALUE;
    long maxY = Long.MIN_VALUE;
    for (Point p : moves) {
      minX = Math.min(minX, p.x());
      maxX = Math.max(maxX, p.x());
      minY = Math.min(minY, p.y());
      maxY = Math.max(maxY, p.y());
    }
    long min = Integer.MIN_VALUE;
    long max = Integer.MAX_VALUE;
    return new long[][] {
      {max - maxX, max - maxY}, {min - minX, min - minY}, {min - minX, max - maxY}, {max - maxX, 0}
    };
  }

  /** Points near stones (inside and just outside distance D), stones themselves, and far points. */
  static List<Point> probes(NRowState state, Random random) {
    List<Point> out = new ArrayList<>();
    List<Point> stones = new ArrayList<>(state.stones().keySet());
    int d = state.game().distance();
    for (int i = 0; i < 6 && !stones.isEmpty(); i++) {
      Point stone = stones.get(random.nextInt(stones.size()));
      out.add(stone);
      stone.plus(random.nextInt(2 * d + 5) - d - 2, random.nextInt(2 * d + 5) - d - 2).ifPresent(out::add);
    }
    out.add(Point.of(random.nextInt(), random.nextInt()));
    return out;
  }

  private static Optional<Reason> reason(Optional<Violation> violation) {
    return violation.map(Violation::reason);
  }

  /** The images of the points that have one, in order. */
  static List<Point> images(List<Point> points, PointMap map) {
    List<Point> out = new ArrayList<>();
    for (Point p : points) {
      map.apply(p).ifPresent(out::add);
    }
    return out;
  }
}
