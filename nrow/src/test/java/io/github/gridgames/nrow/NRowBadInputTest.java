package io.github.gridgames.nrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.strings;

import io.github.gridgames.core.Games;
import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Match;
import io.github.gridgames.core.MatchRecord;
import io.github.gridgames.core.Reason;
import io.github.gridgames.core.Violation;
import io.github.gridgames.testkit.GameRun;
import io.github.gridgames.testkit.RandomGames;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/** Bad input as properties: refused moves at the int limits, random text, damaged records. */
class NRowBadInputTest {

  private static final int MIN = Integer.MIN_VALUE;
  private static final int MAX = Integer.MAX_VALUE;

  private static final NRow GAME = NRow.builder().n(4).distance(2).stoneCap(40).build();

  /** States all over the plane: games played at the origin and moved against the int limits. */
  private static final List<NRowState> STATES = states();

  private static final Gen<Integer> COORDINATE =
      integers()
          .all()
          .mix(Generate.pick(List.of(MIN, MIN + 1, MIN + 2, -1, 0, 1, MAX - 2, MAX - 1, MAX)), 50);

  private static List<NRowState> states() {
    List<NRowState> out = new ArrayList<>();
    out.add(GAME.initialState());
    long[][] corners = {{0, 0}, {MAX, MAX}, {MIN, MIN}, {MIN, MAX}, {MAX, 0}};
    for (int seed = 1; seed <= 4; seed++) {
      GameRun<NRowState, Point> run = RandomGames.play(GAME, seed, 40);
      for (long[] corner : corners) {
        Transforms.PointMap toCorner = cornerMap(run.moves(), corner);
        NRowState state = GAME.initialState();
        for (int i = 0; i < run.moves().size(); i++) {
          state = state.play(toCorner.apply(run.moves().get(i)).orElseThrow());
          if (i % 7 == 0 || i == run.moves().size() - 1) {
            out.add(state);
          }
        }
      }
    }
    assertTrue(out.stream().anyMatch(NRowState::isTerminal));
    return out;
  }

  /** Moves the game so that its stones touch the given corner (0 means: leave that axis). */
  private static Transforms.PointMap cornerMap(List<Point> moves, long[] corner) {
    long dx = 0;
    long dy = 0;
    for (Point p : moves) {
      if (corner[0] == MAX) {
        dx = Math.min(dx == 0 ? Long.MAX_VALUE : dx, (long) MAX - p.x());
      } else if (corner[0] == MIN) {
        dx = Math.max(dx == 0 ? Long.MIN_VALUE : dx, (long) MIN - p.x());
      }
      if (corner[1] == MAX) {
        dy = Math.min(dy == 0 ? Long.MAX_VALUE : dy, (long) MAX - p.y());
      } else if (corner[1] == MIN) {
        dy = Math.max(dy == 0 ? Long.MIN_VALUE : dy, (long) MIN - p.y());
      }
    }
    return Transforms.translation(dx, dy);
  }

  private record Snapshot(
      Object stones, List<Point> legal, String render, long positionHash, int hash, Object toMove, Object outcome) {
    static Snapshot of(NRowState s) {
      return new Snapshot(
          s.stones(), s.legalMoves(), s.render(), s.positionHash(), s.hashCode(), s.toMove(), s.outcome());
    }
  }

  @Test
  void pointsAnywhereAreJudgedExactlyAndRefusalsChangeNothing() {
    qt().withFixedSeed(21L)
        .withExamples(3000)
        .forAll(integers().between(0, STATES.size() - 1), integers().between(0, 2), COORDINATE, COORDINATE)
        .checkAssert(
            (index, mode, a, b) -> {
              NRowState state = STATES.get(index);
              Point p = probe(state, mode, a, b);
              Snapshot before = Snapshot.of(state);
              Optional<Violation> violation = state.check(p);
              if (violation.isPresent()) {
                Violation v = violation.get();
                if (state.isTerminal()) {
                  assertEquals(Reason.GAME_OVER, v.reason());
                } else if (state.stoneAt(p).isPresent()) {
                  assertEquals(Reason.OCCUPIED, v.reason());
                } else {
                  assertEquals(NRowReason.TOO_FAR, v.reason());
                  assertTrue(v.message().contains("distance " + GAME.distance()), v.message());
                  assertFalse(BruteForce.withinDistanceOfAStone(state, p));
                }
                IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> state.play(p));
                assertEquals(v, e.violation());
                assertThrows(IllegalMoveException.class, () -> state.effectOf(p));
              } else {
                assertFalse(state.isTerminal());
                assertTrue(state.hasUnboundedLegalMoves() || state.legalMoves().contains(p), p.toString());
                NRowState next = state.play(p);
                assertEquals(Optional.of(state.toMove()), next.stoneAt(p));
                assertEquals(state.stoneCount() + 1, next.stoneCount());
              }
              assertEquals(before, Snapshot.of(state));
            });
  }

  /** Mode 0: the point (a, b); 1: next to a stone; 2: a stone moved by (a, b) where that exists. */
  private static Point probe(NRowState state, int mode, int a, int b) {
    List<Point> stones = new ArrayList<>(state.stones().keySet());
    if (mode == 0 || stones.isEmpty()) {
      return Point.of(a, b);
    }
    Point stone = stones.get(Math.floorMod(a, stones.size()));
    if (mode == 1) {
      return stone.plus(Math.floorMod(b, 9) - 4, Math.floorMod(b / 9, 9) - 4).orElse(stone);
    }
    return stone.plus(a, b).orElse(stone);
  }

  @Test
  void randomTextPlayedOnAMatchIsAMoveOrAnIllegalArgumentAndChangesNothing() {
    Gen<String> text =
        strings()
            .betweenCodePoints(0x20, 0x7e)
            .ofLengthBetween(0, 25)
            .mix(strings().allPossible().ofLengthBetween(0, 10), 20)
            .mix(COORDINATE.zip(COORDINATE, (x, y) -> x + "," + y), 30)
            .mix(Generate.pick(List.of("2147483648,0", "0,-2147483649", "1,1", "-1 -1", "  0 , 1  ")), 10);
    qt().withFixedSeed(22L)
        .withExamples(2000)
        .forAll(text)
        .checkAssert(
            s -> {
              Match<NRowState, Point> match = Match.start(GAME);
              match.play("0,0");
              match.play("1,1");
              NRowState before = match.state();
              try {
                NRowState after = match.play(s);
                assertEquals(before.stoneCount() + 1, after.stoneCount());
              } catch (IllegalArgumentException e) {
                assertEquals(before, match.state());
                assertEquals(2, match.moves().size());
                assertFalse(e.getMessage().isBlank());
              } catch (RuntimeException e) {
                fail("'" + s + "' raised " + e, e);
              }
            });
  }

  @Test
  void damagedRecordsReplayOrAreRefusedWithAnIllegalArgument() {
    GameRun<NRowState, Point> run = RandomGames.play(GAME, 7L, 25);
    Match<NRowState, Point> original = Match.start(GAME);
    Transforms.PointMap toCorner = cornerMap(run.moves(), new long[] {MAX, MIN});
    for (Point p : run.moves()) {
      original.play(toCorner.apply(p).orElseThrow());
    }
    String recordText = original.record().toString();
    assertEquals(original.state(), Match.replay(MatchRecord.parse(recordText)).state());
    String alphabet = "0123456789-+, \n#:.x()=";
    qt().withFixedSeed(23L)
        .withExamples(1500)
        .forAll(integers().between(0, recordText.length() - 1), integers().between(0, alphabet.length() - 1), integers().between(0, 2))
        .checkAssert(
            (at, letter, op) -> {
              String c = String.valueOf(alphabet.charAt(letter));
              String damaged =
                  switch (op) {
                    case 0 -> recordText.substring(0, at) + c + recordText.substring(at + 1);
                    case 1 -> recordText.substring(0, at) + recordText.substring(at + 1);
                    default -> recordText.substring(0, at) + c + recordText.substring(at);
                  };
              try {
                Match<?, ?> replayed = Match.replay(MatchRecord.parse(damaged));
                assertEquals(replayed.state(), Match.replay(replayed.record()).state());
              } catch (IllegalArgumentException e) {
                assertFalse(e.getMessage().isBlank());
              } catch (RuntimeException e) {
                fail("damaged record raised " + e + ":\n" + damaged, e);
              }
            });
  }

  @Test
  void randomGameTextsAreGamesOrIllegalArguments() {
    Gen<String> values =
        strings().betweenCodePoints(0x20, 0x7e).ofLengthBetween(0, 12)
            .mix(integers().all().map((Integer i) -> String.valueOf(i)), 40)
            .mix(Generate.pick(List.of("none", "0", "-1", "2147483648", "17", "1001", "27")), 30);
    Gen<String> names = Generate.pick(List.of("n", "distance", "players", "cap", "k", "N"));
    qt().withFixedSeed(24L)
        .withExamples(1500)
        .forAll(names, values)
        .checkAssert(
            (name, value) -> {
              String text = "nrow(" + name + "=" + value + ")";
              try {
                NRow game = (NRow) Games.parse(text);
                assertEquals(game, Games.parse(game.spec().toString()));
              } catch (IllegalArgumentException e) {
                assertFalse(e.getMessage().isBlank());
              } catch (RuntimeException e) {
                fail("'" + text + "' raised " + e, e);
              }
            });
  }
}
