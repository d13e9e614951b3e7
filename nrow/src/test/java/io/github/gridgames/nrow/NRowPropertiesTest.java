package io.github.gridgames.nrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Outcome;
import io.github.gridgames.testkit.GameProperties;
import io.github.gridgames.testkit.GameProperty;
import io.github.gridgames.testkit.GameRun;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** The rules of the issue as invariants over random games, for several N, D and player counts. */
class NRowPropertiesTest {

  private static final List<NRow> GAMES =
      List.of(
          NRow.builder().stoneCap(80).build(),
          NRow.builder().n(4).distance(2).players(3).stoneCap(80).build(),
          NRow.builder().n(3).distance(1).stoneCap(60).build(),
          NRow.builder().n(7).distance(5).players(2).stoneCap(60).build());

  private static final int MIN = Integer.MIN_VALUE;
  private static final int MAX = Integer.MAX_VALUE;

  @TestFactory
  Stream<DynamicTest> properties() {
    return GAMES.stream()
        .flatMap(
            game ->
                Stream.of(
                    test(game, "every stone after the first is within D of an earlier stone", withinDistance()),
                    test(game, "the maintained candidate set equals a brute-force one", candidatesByBruteForce()),
                    test(game, "the incremental win check equals a brute-force scan", winByBruteForce()),
                    test(game, "translating a game, also to the int limits, changes nothing", translations()),
                    test(game, "rotating by 90 degrees and mirroring change nothing", rotationsAndMirrors())));
  }

  private static DynamicTest test(NRow game, String name, GameProperty<NRowState, Point> property) {
    return DynamicTest.dynamicTest(
        "[" + game + "] " + name, () -> GameProperties.builder(game).games(MutationRun.size(15)).build().check(name, property));
  }

  static GameProperty<NRowState, Point> withinDistance() {
    return GameProperty.eachMove(
        (before, move, after) -> {
          assertFalse(before.stoneAt(move).isPresent(), "played on a stone: " + move);
          if (before.stoneCount() > 0) {
            assertTrue(BruteForce.withinDistanceOfAStone(before, move), "too far: " + move);
          }
          assertEquals(before.stoneCount() + 1, after.stoneCount());
          assertEquals(before.toMove(), after.stoneAt(move).orElseThrow());
        });
  }

  static GameProperty<NRowState, Point> candidatesByBruteForce() {
    return GameProperty.eachState(
        state -> {
          List<Point> expected = BruteForce.candidates(state);
          assertEquals(expected.size(), state.candidateCount());
          for (Point p : expected) {
            assertTrue(state.stoneCount() == 0 || state.isTerminal() || state.isLegal(p), "missing candidate " + p);
          }
          if (state.isTerminal()) {
            assertEquals(List.of(), state.legalMoves());
          } else if (state.stoneCount() == 0) {
            assertTrue(state.hasUnboundedLegalMoves());
            assertEquals(List.of(Point.ORIGIN), state.legalMoves());
          } else {
            assertFalse(state.hasUnboundedLegalMoves());
            assertEquals(expected, state.legalMoves());
          }
        });
  }

  static GameProperty<NRowState, Point> winByBruteForce() {
    return GameProperty.eachMove(
        (before, move, after) -> {
          List<List<Point>> runs = BruteForce.winningRuns(after);
          if (runs.isEmpty()) {
            boolean capped =
                after.stoneCount() >= after.game().stoneCap().orElse(Integer.MAX_VALUE);
            assertEquals(capped ? Outcome.draw() : Outcome.ongoing(), after.outcome());
            return;
          }
          Outcome outcome = after.outcome();
          assertTrue(outcome.isWin(), "a run of N exists but the outcome is " + outcome);
          assertEquals(Set.of(before.toMove()), outcome.winners());
          List<Point> line = after.winningLine();
          assertTrue(runs.contains(line), "the line " + line + " is not one of the runs " + runs);
          for (List<Point> run : runs) {
            assertTrue(run.contains(move), "a winning run without the last stone: " + run);
          }
        });
  }

  static GameProperty<NRowState, Point> translations() {
    return run -> {
      if (run.moves().isEmpty()) {
        return;
      }
      Random random = new Random(run.seed().orElse(0L));
      long[][] corners = Transforms.toTheLimits(run.moves());
      long minX = run.moves().stream().mapToLong(Point::x).min().orElseThrow();
      long minY = run.moves().stream().mapToLong(Point::y).min().orElseThrow();
      long[][] vectors = {
        corners[0],
        corners[1],
        corners[2],
        corners[3],
        {uniform(random, MIN - minX, corners[0][0]), uniform(random, MIN - minY, corners[0][1])},
        {random.nextInt(21) - 10, random.nextInt(21) - 10}
      };
      for (long[] v : vectors) {
        Transforms.assertRulesCommute(
            run.states(), run.moves(), Transforms.translation(v[0], v[1]), true, run.seed().orElse(0L));
      }
    };
  }

  static GameProperty<NRowState, Point> rotationsAndMirrors() {
    return (GameRun<NRowState, Point> run) -> {
      for (Transforms.PointMap map : List.of(Transforms.ROTATION, Transforms.MIRROR, Transforms.TRANSPOSE)) {
        Transforms.assertRulesCommute(run.states(), run.moves(), map, false, run.seed().orElse(0L));
      }
    };
  }

  private static long uniform(Random random, long from, long to) {
    return from + (long) (random.nextDouble() * (to - from));
  }
}
