package io.github.gridgames.nrow.engine;

import static io.github.gridgames.nrow.engine.EngineChecks.assertSamePosition;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import io.github.gridgames.testkit.GameProperties;
import io.github.gridgames.testkit.GameProperty;
import io.github.gridgames.testkit.GameRun;
import io.github.gridgames.testkit.MoveSource;
import io.github.gridgames.testkit.RandomGames;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The engine against the immutable public path: the same random games (also translated to the
 * int limits) played on both, the engine's own random playouts replayed on the public path,
 * loading, copying, undo, growth of the board, and refusals.
 */
class NRowEngineTest {

  private static final int MIN = Integer.MIN_VALUE;
  private static final int MAX = Integer.MAX_VALUE;

  static final List<NRow> GAMES =
      List.of(
          NRow.builder().stoneCap(80).build(),
          NRow.builder().n(4).distance(2).players(3).stoneCap(80).build(),
          NRow.builder().n(3).distance(1).stoneCap(60).build(),
          NRow.builder().n(6).distance(5).players(3).stoneCap(50).build(),
          NRow.builder().n(2).distance(4).players(4).stoneCap(30).build(),
          NRow.builder().n(1).distance(2).stoneCap(5).build());

  @TestFactory
  Stream<DynamicTest> sameGamesAsThePublicPath() {
    return GAMES.stream()
        .map(
            game ->
                DynamicTest.dynamicTest(
                    game.toString(),
                    () ->
                        GameProperties.of(game)
                            .games(8)
                            .unboundedMoves(corners())
                            .check("the engine plays and undoes as the states", sameGame())));
  }

  @TestFactory
  Stream<DynamicTest> translatedToTheIntLimits() {
    return GAMES.stream()
        .map(
            game ->
                DynamicTest.dynamicTest(
                    game.toString(),
                    () ->
                        GameProperties.of(game)
                            .games(4)
                            .check("translated games agree at the int limits", translated())));
  }

  @TestFactory
  Stream<DynamicTest> randomPlayoutsAreLegalGames() {
    return GAMES.stream()
        .map(game -> DynamicTest.dynamicTest(game.toString(), () -> playoutsReplay(game)));
  }

  /** First stones at the corners and edges of the plane, besides the listed origin. */
  static MoveSource<NRowState, Point> corners() {
    return (state, random) ->
        List.of(
            Point.of(MAX, MAX),
            Point.of(MIN, MIN),
            Point.of(MIN, MAX - 1),
            Point.of(MAX - 2, random.nextInt()),
            Point.of(random.nextInt(), MIN + 1));
  }

  /** Plays the run on an engine, undoes it all, and plays it again with packed points. */
  static GameProperty<NRowState, Point> sameGame() {
    return run -> {
      Random random = new Random(run.seed());
      NRowEngine engine = NRowEngine.of(run.game().initialState());
      assertSamePosition(engine, run.states().get(0), random, "initially");
      for (int i = 0; i < run.moves().size(); i++) {
        Point move = run.moves().get(i);
        boolean won = engine.play(move.x(), move.y());
        NRowState after = run.states().get(i + 1);
        assertEquals(after.outcome().isWin(), won, "won by " + move);
        assertEquals(i + 1, engine.depth());
        assertEquals(PackedPoint.of(move), engine.moveAt(i));
        assertSamePosition(engine, after, random, "after " + (i + 1) + " moves");
      }
      for (int i = run.moves().size() - 1; i >= 0; i--) {
        engine.undo();
        assertSamePosition(engine, run.states().get(i), random, "undone to " + i + " moves");
      }
      for (Point move : run.moves()) {
        engine.play(PackedPoint.of(move));
      }
      assertSamePosition(engine, run.finalState(), random, "replayed");
      engine.reset();
      assertSamePosition(engine, run.states().get(0), random, "reset");
    };
  }

  /** Translates the run so that it touches each side and corner of the plane, on both paths. */
  static GameProperty<NRowState, Point> translated() {
    return (GameRun<NRowState, Point> run) -> {
      if (run.moves().isEmpty()) {
        return;
      }
      long minX = Long.MAX_VALUE;
      long maxX = Long.MIN_VALUE;
      long minY = Long.MAX_VALUE;
      long maxY = Long.MIN_VALUE;
      for (Point p : run.moves()) {
        minX = Math.min(minX, p.x());
        maxX = Math.max(maxX, p.x());
        minY = Math.min(minY, p.y());
        maxY = Math.max(maxY, p.y());
      }
      long[][] vectors = {
        {MAX - maxX, MAX - maxY}, {MIN - minX, MIN - minY}, {MIN - minX, MAX - maxY}, {MAX - maxX, 0}
      };
      Random random = new Random(run.seed());
      for (long[] v : vectors) {
        List<Point> moves = new ArrayList<>();
        for (Point p : run.moves()) {
          moves.add(p.plus(v[0], v[1]).orElseThrow());
        }
        GameRun<NRowState, Point> image = RandomGames.replay(run.game(), moves);
        NRowEngine engine = NRowEngine.of(image.states().get(0));
        for (int i = 0; i < moves.size(); i++) {
          engine.play(moves.get(i).x(), moves.get(i).y());
          assertSamePosition(engine, image.states().get(i + 1), random, "translated, after " + (i + 1));
        }
        engine.undoTo(0);
        assertSamePosition(engine, image.states().get(0), random, "translated, undone");
      }
    };
  }

  /** The engine's own random playouts, from the origin and from corners, are legal games. */
  static void playoutsReplay(NRow game) {
    Point[] starts = {null, Point.of(MAX, MAX), Point.of(MIN, 5), Point.of(MIN + 1, MAX - 1)};
    for (int seed = 0; seed < 8; seed++) {
      Point start = starts[seed % starts.length];
      SplittableRandom random = new SplittableRandom(seed);
      NRowEngine engine = NRowEngine.of(game);
      if (start != null) {
        engine.play(start.x(), start.y());
      }
      int winner = engine.randomPlayout(random, Integer.MAX_VALUE);
      assertTrue(engine.isOver(), "a capped game ends");
      List<Point> moves = new ArrayList<>();
      for (int i = 0; i < engine.depth(); i++) {
        moves.add(PackedPoint.toPoint(engine.moveAt(i)));
      }
      if (start == null) {
        assertEquals(Point.ORIGIN, moves.get(0), "the first stone of a playout");
      }
      GameRun<NRowState, Point> replay = RandomGames.replay(game, moves);
      NRowState last = replay.finalState();
      assertEquals(last.outcome(), engine.outcome());
      assertEquals(last.outcome().isWin() ? engine.winner() : -1, winner);
      assertSamePosition(engine, last, new Random(seed), "after a playout of " + moves.size());
      // Partial playouts, undone to a mark, from the middle of the game.
      int middle = moves.size() / 2;
      engine.undoTo(middle);
      assertSamePosition(engine, replay.states().get(middle), new Random(seed), "undone to the middle");
      int placed = engine.depth();
      engine.randomPlayout(random, 3);
      assertTrue(engine.depth() - placed <= 3 && (engine.depth() - placed == 3 || engine.isOver()));
      assertEquals(engine.toState().outcome(), engine.outcome());
      engine.undoTo(middle);
      assertSamePosition(engine, replay.states().get(middle), new Random(seed), "back to the middle");
      engine.randomPlayout(random, 0);
      assertEquals(middle, engine.depth());
    }
  }

  @Test
  void loadingAStateGivesTheSamePositionAndResetsToIt() {
    for (NRow game : GAMES) {
      for (GameRun<NRowState, Point> run : RandomGames.sample(game, 77L, 4, 1000)) {
        Random random = new Random(run.seed());
        for (int i = 0; i < run.states().size(); i += 5) {
          NRowState state = run.states().get(i);
          NRowEngine engine = NRowEngine.of(state);
          assertSamePosition(engine, state, random, "loaded at " + i);
          assertEquals(0, engine.depth());
          engine.randomPlayout(new SplittableRandom(i), Integer.MAX_VALUE);
          NRowState expected = state;
          for (int k = 0; k < engine.depth(); k++) {
            expected = expected.play(PackedPoint.toPoint(engine.moveAt(k)));
          }
          assertSamePosition(engine, expected, random, "played from " + i);
          engine.reset();
          assertSamePosition(engine, state, random, "reset to " + i);
          NRowEngine reused = NRowEngine.of(game);
          reused.randomPlayout(new SplittableRandom(i), 9);
          reused.load(state);
          assertSamePosition(reused, state, random, "reloaded at " + i);
        }
      }
    }
  }

  @Test
  void aCopyIsIndependent() {
    NRow game = NRow.builder().stoneCap(100).build();
    NRowEngine engine = NRowEngine.of(game);
    engine.randomPlayout(new SplittableRandom(3), 20);
    NRowState before = engine.toState();
    NRowEngine copy = engine.copy();
    copy.randomPlayout(new SplittableRandom(4), Integer.MAX_VALUE);
    assertSamePosition(engine, before, new Random(1), "original after the copy played");
    copy.undoTo(20);
    assertSamePosition(copy, before, new Random(2), "copy undone");
    copy.undoTo(0);
    assertSamePosition(copy, game.initialState(), new Random(3), "copy at its root");
    engine.reset();
    assertSamePosition(engine, game.initialState(), new Random(4), "original reset");
  }

  @Test
  void theBoardGrowsAndShrinksBackInALongGame() {
    NRow game = NRow.builder().n(NRow.MAX_N).distance(2).players(3).build();
    NRowEngine engine = NRowEngine.of(game);
    SplittableRandom random = new SplittableRandom(11);
    engine.randomPlayout(random, 3000);
    assertEquals(3000, engine.depth());
    assertEquals(-1, engine.winner());
    List<Point> moves = new ArrayList<>();
    for (int i = 0; i < engine.depth(); i++) {
      moves.add(PackedPoint.toPoint(engine.moveAt(i)));
    }
    GameRun<NRowState, Point> replay = RandomGames.replay(game, moves);
    assertSamePosition(engine, replay.finalState(), new Random(1), "after 3000 stones");
    NRowEngine copy = engine.copy();
    engine.undoTo(1234);
    assertSamePosition(engine, replay.states().get(1234), new Random(2), "undone to 1234");
    engine.undoTo(1);
    assertSamePosition(engine, replay.states().get(1), new Random(3), "undone to 1");
    engine.undo();
    assertEquals(0, engine.candidateCount());
    assertEquals(0L, engine.positionHash());
    assertSamePosition(copy, replay.finalState(), new Random(4), "the copy");
    copy.reset();
    assertSamePosition(copy, game.initialState(), new Random(5), "the copy, reset");
    copy.randomPlayout(new SplittableRandom(12), 50);
    List<Point> again = new ArrayList<>();
    for (int i = 0; i < copy.depth(); i++) {
      again.add(PackedPoint.toPoint(copy.moveAt(i)));
    }
    assertSamePosition(copy, RandomGames.replay(game, again).finalState(), new Random(6), "after reuse");
  }

  @Test
  void illegalStonesAreRefusedWithoutChange() {
    NRow game = NRow.builder().n(3).distance(2).stoneCap(40).build();
    NRowEngine engine = NRowEngine.of(game);
    engine.play(0, 0);
    engine.play(2, 0);
    NRowState state = engine.toState();
    IllegalArgumentException taken = assertThrows(IllegalArgumentException.class, () -> engine.play(2, 0));
    assertEquals("the point 2,0 is already taken by O", taken.getMessage());
    IllegalArgumentException far = assertThrows(IllegalArgumentException.class, () -> engine.play(5, 0));
    assertEquals("the point 5,0 is farther than Manhattan distance 2 from every stone", far.getMessage());
    assertThrows(IllegalArgumentException.class, () -> engine.play(MIN, MIN));
    assertSamePosition(engine, state, new Random(1), "after refusals");
    engine.play(0, 1);
    engine.play(3, 0);
    assertTrue(engine.play(0, 2));
    IllegalStateException over = assertThrows(IllegalStateException.class, () -> engine.play(0, 3));
    assertEquals("the game is over: won by X", over.getMessage());
    assertEquals(false, engine.isLegal(0, 3));
    assertEquals(0, engine.randomPlayout(new SplittableRandom(1), 10));
    assertEquals(5, engine.depth());
    engine.undoTo(2);
    assertSamePosition(engine, state, new Random(2), "undone");
    assertThrows(IllegalArgumentException.class, () -> engine.undoTo(3));
    assertThrows(IllegalArgumentException.class, () -> engine.undoTo(-1));
    assertThrows(IndexOutOfBoundsException.class, () -> engine.moveAt(2));
    assertThrows(IndexOutOfBoundsException.class, () -> engine.moveAt(-1));
    assertThrows(IndexOutOfBoundsException.class, () -> engine.candidateAt(engine.candidateCount()));
    assertThrows(IndexOutOfBoundsException.class, () -> engine.candidateAt(-1));
    assertThrows(
        IllegalArgumentException.class, () -> engine.candidates(new long[engine.candidateCount() - 1]));
    assertThrows(IllegalArgumentException.class, () -> engine.randomPlayout(new SplittableRandom(1), -1));
    assertThrows(NullPointerException.class, () -> engine.randomPlayout(null, 1));
    assertThrows(IllegalArgumentException.class, () -> engine.load(NRow.standard().initialState()));
    engine.undoTo(0);
    assertThrows(IllegalStateException.class, engine::undo);
    assertSamePosition(engine, game.initialState(), new Random(3), "at the root");
  }

  @Test
  void theStoneCapDrawsAndTheFirstStoneMayGoAnywhere() {
    NRow game = NRow.builder().n(5).distance(1).stoneCap(3).build();
    NRowEngine engine = NRowEngine.of(game);
    assertTrue(engine.isLegal(MIN, MAX));
    assertEquals(List.of(Point.ORIGIN), engine.legalMoves());
    engine.play(MIN, MAX);
    assertEquals(2, engine.candidateCount());
    engine.play(MIN + 1, MAX);
    engine.play(MIN, MAX - 1);
    assertTrue(engine.isOver());
    assertEquals(-1, engine.winner());
    assertTrue(engine.outcome().isDraw());
    assertEquals(List.of(), engine.legalMoves());
    assertSamePosition(engine, engine.toState(), new Random(1), "drawn");
    assertNotEquals(0L, engine.positionHash());
    assertEquals(Optional.empty(), game.initialState().check(Point.of(MIN, MAX)));
  }

  @Test
  void aWonStateLoadsAsOver() {
    NRow game = NRow.builder().n(2).distance(1).build();
    NRowState won = game.initialState().play(Point.of(MAX, MAX)).play(Point.of(MAX - 1, MAX)).play(Point.of(MAX, MAX - 1));
    NRowEngine engine = NRowEngine.of(won);
    assertTrue(engine.isOver());
    assertEquals(0, engine.winner());
    assertSamePosition(engine, won, new Random(1), "loaded win");
    assertThrows(IllegalStateException.class, () -> engine.play(MAX - 1, MAX - 1));
    assertThrows(IllegalStateException.class, engine::undo);
    engine.reset();
    assertSamePosition(engine, won, new Random(2), "reset win");
  }
}
