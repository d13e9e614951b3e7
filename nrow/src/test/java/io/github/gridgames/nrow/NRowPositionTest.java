package io.github.gridgames.nrow;

import static io.github.gridgames.nrow.PositionChecks.assertSamePosition;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Reason;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.nrow.internal.PositionAccess;
import io.github.gridgames.testkit.GameProperties;
import io.github.gridgames.testkit.GameProperty;
import io.github.gridgames.testkit.GameRun;
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
 * The position against the immutable states beyond the rules contract: the same random games
 * (also translated to the int limits) with every query compared, the position's own playouts
 * replayed on states, positions made from states, copies and their codes, long games, refusals.
 */
class NRowPositionTest {

  private static final int MIN = Integer.MIN_VALUE;
  private static final int MAX = Integer.MAX_VALUE;

  static final List<NRow> GAMES =
      List.of(
          NRow.builder().stoneCap(80).build(),
          NRow.builder().n(4).distance(2).players(3).stoneCap(80).build(),
          NRow.builder().n(3).distance(1).stoneCap(60).build(),
          NRow.builder().n(6).distance(5).players(3).stoneCap(50).build(),
          NRow.builder().n(2).distance(4).players(4).stoneCap(30).build(),
          NRow.builder().n(1).distance(2).stoneCap(5).build(),
          NRow.builder().n(6).turnPolicy(TurnPolicy.CONNECT6).stoneCap(80).build());

  @TestFactory
  Stream<DynamicTest> sameGamesAsTheStates() {
    return GAMES.stream()
        .map(
            game ->
                DynamicTest.dynamicTest(
                    game.toString(),
                    () ->
                        GameProperties.builder(game)
                            .games(MutationRun.size(6))
                            .unboundedMoves(corners())
                            .build()
                            .check("the position plays and undoes as the states", sameGame())));
  }

  @TestFactory
  Stream<DynamicTest> translatedToTheIntLimits() {
    return GAMES.stream()
        .map(
            game ->
                DynamicTest.dynamicTest(
                    game.toString(),
                    () ->
                        GameProperties.builder(game)
                            .games(MutationRun.size(3))
                            .build()
                            .check("translated games agree at the int limits", translated())));
  }

  @TestFactory
  Stream<DynamicTest> playoutsAreLegalGames() {
    return GAMES.stream().map(game -> DynamicTest.dynamicTest(game.toString(), () -> playoutsReplay(game)));
  }

  /** First stones at the corners and edges of the plane, besides the listed origin. */
  static GameProperty.MoveSource<NRowState, Point> corners() {
    return (state, random) ->
        List.of(
            Point.of(MAX, MAX),
            Point.of(MIN, MIN),
            Point.of(MIN, MAX - 1),
            Point.of(MAX - 2, random.nextInt()),
            Point.of(random.nextInt(), MIN + 1));
  }

  /** Plays the run on a position, undoes it all, and plays it again by codes. */
  static GameProperty<NRowState, Point> sameGame() {
    return run -> {
      Random random = new Random(run.seed().orElse(0L));
      NRowPosition position = run.game().initialState().toPosition();
      assertSamePosition(position, run.states().get(0), random, "initially");
      for (int i = 0; i < run.moves().size(); i++) {
        position.makeMove(run.moves().get(i));
        assertEquals(i + 1, position.depth());
        assertSamePosition(position, run.states().get(i + 1), random, "after " + (i + 1) + " moves");
      }
      for (int i = run.moves().size() - 1; i >= 0; i--) {
        position.unmakeMove();
        assertSamePosition(position, run.states().get(i), random, "undone to " + i + " moves");
      }
      for (Point move : run.moves()) {
        position.makeMove(position.code(move));
      }
      assertSamePosition(position, run.finalState(), random, "replayed by codes");
    };
  }

  /** Translates the run so that it touches each side and corner of the plane. */
  static GameProperty<NRowState, Point> translated() {
    return (GameRun<NRowState, Point> run) -> {
      if (run.moves().isEmpty()) {
        return;
      }
      Random random = new Random(run.seed().orElse(0L));
      long[][] vectors = Transforms.toTheLimits(run.moves());
      for (long[] v : vectors) {
        List<Point> moves = new ArrayList<>();
        for (Point p : run.moves()) {
          moves.add(p.plus(v[0], v[1]).orElseThrow());
        }
        GameRun<NRowState, Point> image = RandomGames.replay(run.game(), moves);
        NRowPosition position = run.game().initialState().toPosition();
        for (int i = 0; i < moves.size(); i++) {
          position.makeMove(moves.get(i));
          assertSamePosition(position, image.states().get(i + 1), random, "translated, after " + (i + 1));
        }
        while (position.depth() > 0) {
          position.unmakeMove();
        }
        assertSamePosition(position, image.states().get(0), random, "translated, undone");
      }
    };
  }

  /** The moves still played on a position that started at the empty board. */
  static List<Point> moves(NRowPosition position) {
    List<Point> moves = new ArrayList<>();
    NRowPosition walker = position.copy();
    List<Point> reversed = new ArrayList<>();
    NRowState state = walker.state();
    // read them off the snapshots: undo on the original, then replay
    for (int i = position.depth(); i > 0; i--) {
      NRowState after = position.state();
      position.unmakeMove();
      NRowState before = position.state();
      for (Point stone : after.stones().keySet()) {
        if (before.stoneAt(stone).isEmpty()) {
          reversed.add(stone);
        }
      }
    }
    for (int i = reversed.size() - 1; i >= 0; i--) {
      moves.add(reversed.get(i));
      position.makeMove(reversed.get(i));
    }
    assertEquals(state, position.state());
    return moves;
  }

  /** The position's own random playouts, from the origin and from corners, are legal games. */
  static void playoutsReplay(NRow game) {
    Point[] starts = {null, Point.of(MAX, MAX), Point.of(MIN, 5), Point.of(MIN + 1, MAX - 1)};
    for (int seed = 0; seed < 6; seed++) {
      Point start = starts[seed % starts.length];
      SplittableRandom random = new SplittableRandom(seed);
      NRowPosition position = NRowPosition.of(game);
      if (start != null) {
        position.makeMove(start);
      }
      position.playout(random, Integer.MAX_VALUE);
      assertTrue(position.isTerminal(), "a capped game ends");
      List<Point> moves = moves(position);
      if (start == null) {
        assertEquals(Point.ORIGIN, moves.get(0), "the first stone of a playout");
      }
      GameRun<NRowState, Point> replay = RandomGames.replay(game, moves);
      assertSamePosition(position, replay.finalState(), new Random(seed), "after a playout");
      int middle = moves.size() / 2;
      while (position.depth() > middle) {
        position.unmakeMove();
      }
      assertSamePosition(position, replay.states().get(middle), new Random(seed), "undone to the middle");
      int played = position.playout(random, 3);
      assertTrue(played == 3 || position.isTerminal());
      assertEquals(middle + played, position.depth());
      assertEquals(0, position.playout(random, 0));
    }
  }

  @Test
  void aPositionMadeFromAStateStartsThereAndGoesBackThere() {
    for (NRow game : GAMES) {
      for (GameRun<NRowState, Point> run : RandomGames.sample(game, 77L, 3, 1000)) {
        Random random = new Random(run.seed().orElse(0L));
        for (int i = 0; i < run.states().size(); i += 7) {
          NRowState state = run.states().get(i);
          NRowPosition position = state.toPosition();
          assertSamePosition(position, state, random, "made at " + i);
          assertEquals(0, position.depth());
          int played = position.playout(new SplittableRandom(i), Integer.MAX_VALUE);
          assertEquals(played, position.depth());
          assertTrue(position.isTerminal());
          while (position.depth() > 0) {
            position.unmakeMove();
          }
          assertTrue(state == position.state(), "back at the start, the starting state itself");
          assertSamePosition(position, state, random, "undone to " + i);
        }
      }
    }
  }

  @Test
  void codesSurviveUndoAndCopies() {
    NRow game = NRow.builder().stoneCap(100).build();
    NRowPosition position = NRowPosition.of(game);
    position.playout(new SplittableRandom(3), 20);
    NRowState before = position.state();
    int[] codes = new int[position.legalMoveCount()];
    int count = position.legalMoves(codes);
    List<Point> points = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      points.add(position.move(codes[i]));
    }
    NRowPosition copy = position.copy();
    assertEquals(0, copy.depth());
    copy.playout(new SplittableRandom(4), Integer.MAX_VALUE);
    assertSamePosition(position, before, new Random(1), "original after the copy played");
    while (copy.depth() > 0) {
      copy.unmakeMove();
    }
    assertSamePosition(copy, before, new Random(2), "copy undone");
    position.playout(new SplittableRandom(5), 30);
    while (position.depth() > 20) {
      position.unmakeMove();
    }
    int[] again = new int[count];
    assertEquals(count, position.legalMoves(again));
    assertEquals(
        java.util.Arrays.toString(java.util.Arrays.copyOf(codes, count)),
        java.util.Arrays.toString(again),
        "undo restores the order of the legal moves");
    while (position.depth() > 0) {
      position.unmakeMove();
    }
    for (int i = 0; i < count; i++) {
      assertEquals(points.get(i), position.move(codes[i]));
      assertEquals(points.get(i), copy.move(codes[i]));
      assertEquals(codes[i], copy.code(points.get(i)));
    }
    assertThrows(IllegalStateException.class, position::unmakeMove);
  }

  @Test
  void aLongGameUndoesBackToTheEmptyBoard() {
    NRow game = NRow.builder().n(NRow.MAX_N).distance(2).players(3).build();
    NRowPosition position = NRowPosition.of(game);
    assertEquals(3000, position.playout(new SplittableRandom(11), 3000));
    assertEquals(Optional.empty(), position.winner());
    List<Point> moves = moves(position);
    GameRun<NRowState, Point> replay = RandomGames.replay(game, moves);
    assertSamePosition(position, replay.finalState(), new Random(1), "after 3000 stones");
    NRowPosition copy = position.copy();
    while (position.depth() > 1234) {
      position.unmakeMove();
    }
    assertSamePosition(position, replay.states().get(1234), new Random(2), "undone to 1234");
    while (position.depth() > 0) {
      position.unmakeMove();
    }
    assertEquals(0L, position.positionHash());
    assertEquals(1, position.legalMoveCount());
    assertSamePosition(position, game.initialState(), new Random(3), "undone to the empty board");
    assertSamePosition(copy, replay.finalState(), new Random(4), "the copy");
  }

  @Test
  void illegalStonesAreRefusedWithTheStatesViolationsAndNoChange() {
    NRow game = NRow.builder().n(3).distance(2).stoneCap(40).build();
    NRowPosition position = NRowPosition.of(game);
    position.makeMove(Point.of(0, 0));
    position.makeMove(Point.of(2, 0));
    NRowState state = position.state();
    for (Point bad : List.of(Point.of(2, 0), Point.of(5, 0), Point.of(MIN, MIN))) {
      IllegalMoveException byPoint = assertThrows(IllegalMoveException.class, () -> position.makeMove(bad));
      assertEquals(state.check(bad).orElseThrow(), byPoint.violation());
      IllegalMoveException byCode =
          assertThrows(IllegalMoveException.class, () -> position.makeMove(position.code(bad)));
      assertEquals(state.check(bad).orElseThrow(), byCode.violation());
      assertFalse(position.isLegal(position.code(bad)));
    }
    IllegalMoveException unknown = assertThrows(IllegalMoveException.class, () -> position.makeMove(1 << 30));
    assertEquals(Reason.OUT_OF_BOUNDS, unknown.violation().reason());
    assertEquals("no point has the code 1073741824 here", unknown.violation().message());
    assertThrows(IllegalMoveException.class, () -> position.makeMove(-1));
    assertFalse(position.isLegal(-1));
    IllegalArgumentException noPoint = assertThrows(IllegalArgumentException.class, () -> position.move(1 << 30));
    assertEquals("no point has the code 1073741824 here", noPoint.getMessage());
    assertSamePosition(position, state, new Random(1), "after refusals");
    position.makeMove(Point.of(0, 1));
    position.makeMove(Point.of(3, 0));
    position.makeMove(Point.of(0, 2));
    assertTrue(position.isTerminal());
    IllegalMoveException over = assertThrows(IllegalMoveException.class, () -> position.makeMove(Point.of(0, 3)));
    assertEquals(Reason.GAME_OVER, over.violation().reason());
    assertEquals(0, position.legalMoveCount());
    assertEquals(0, position.legalMoves(new int[0]));
    assertThrows(IllegalStateException.class, () -> position.randomMove(new SplittableRandom(1)));
    assertEquals(0, position.playout(new SplittableRandom(1), 10));
    assertThrows(IllegalArgumentException.class, () -> position.playout(new SplittableRandom(1), -1));
    position.unmakeMove();
    IllegalArgumentException shortBuffer =
        assertThrows(IllegalArgumentException.class, () -> position.legalMoves(new int[3]));
    assertTrue(shortBuffer.getMessage().startsWith("buffer of length 3 is shorter than the "), shortBuffer.getMessage());
    assertThrows(IllegalArgumentException.class, () -> PositionAccess.longestLine(position, 0, 0, 2));
    assertThrows(IllegalArgumentException.class, () -> PositionAccess.stones(position, new long[3]));
    assertThrows(IllegalArgumentException.class, () -> position.score(io.github.gridgames.core.Player.of(2)));
  }

  @Test
  void theStoneCapDrawsAndTheFirstStoneMayGoAnywhere() {
    NRow game = NRow.builder().n(5).distance(1).stoneCap(3).build();
    NRowPosition position = NRowPosition.of(game);
    assertTrue(PositionAccess.isLegal(position, MIN, MAX));
    assertTrue(position.isLegal(PositionAccess.code(position, MIN, MAX)));
    int[] codes = new int[1];
    assertEquals(1, position.legalMoves(codes));
    assertEquals(Point.ORIGIN, position.move(codes[0]));
    assertEquals(codes[0], position.randomMove(new SplittableRandom(1)));
    position.makeMove(Point.of(MIN, MAX));
    assertEquals(2, position.legalMoveCount());
    position.makeMove(Point.of(MIN + 1, MAX));
    position.makeMove(Point.of(MIN, MAX - 1));
    assertTrue(position.isTerminal());
    assertTrue(position.outcome().isDraw());
    assertEquals(0, position.legalMoveCount());
  }

  @Test
  void aCodeBeyondTheTilesMetIsNoPoint() {
    NRowPosition position = NRowPosition.of(NRow.of(5, 3));
    assertEquals(0, position.code(Point.ORIGIN), "the first tile met is number 0");
    for (int code : new int[] {64, 127}) {
      assertFalse(position.isLegal(code), "code " + code);
      IllegalArgumentException noPoint = assertThrows(IllegalArgumentException.class, () -> position.move(code));
      assertEquals("no point has the code " + code + " here", noPoint.getMessage());
      IllegalMoveException refused = assertThrows(IllegalMoveException.class, () -> position.makeMove(code));
      assertEquals(Reason.OUT_OF_BOUNDS, refused.violation().reason());
    }
    assertTrue(position.isLegal(63));
    assertEquals(Point.of(7, 7), position.move(63));
    assertEquals(0, position.depth());
  }

  /**
   * A line through a point whose tile no stone has reached: X's stones sit 16 columns to the left,
   * in the tile two to the left, and the point counts only its real neighbours (none), in every
   * direction and on both sides.
   */
  @Test
  void aLineThroughAPointNoStoneHasReachedCountsOnlyItsRealNeighbours() {
    NRow game = NRow.builder().n(5).distance(1).build();
    NRowPosition position = NRowPosition.of(game);
    for (Point stone :
        List.of(Point.of(-16, 0), Point.of(-16, 1), Point.of(-15, 0), Point.of(-15, 1), Point.of(-14, 0), Point.of(-14, 1))) {
      position.makeMove(stone);
    }
    NRowState state = position.state();
    for (int x = -40; x < 24; x++) {
      for (int y = -24; y < 24; y++) {
        for (int player = 0; player < 2; player++) {
          assertEquals(
              BruteForce.longestLine(state, Point.of(x, y), player),
              PositionAccess.longestLine(position, x, y, player),
              "line of " + player + " through " + x + "," + y);
        }
      }
    }
    assertEquals(1, PositionAccess.longestLine(position, -1, 0, 0));
    assertEquals(4, PositionAccess.longestLine(position, -13, 0, 0));
  }

  @Test
  void aPlayoutOfNoStonesPlacesNothingEvenOnTheEmptyBoard() {
    NRowPosition position = NRowPosition.of(NRow.of(5, 3));
    assertEquals(0, position.playout(new SplittableRandom(1), 0));
    assertEquals(0, position.stoneCount());
    assertEquals(1, position.playout(new SplittableRandom(1), 1));
    assertEquals(Optional.of(io.github.gridgames.core.Player.FIRST), position.stoneAt(Point.ORIGIN));
  }

  @Test
  void toStringSummarisesThePosition() {
    NRowPosition position = NRowPosition.of(NRow.of(5, 3));
    position.makeMove(Point.ORIGIN);
    assertEquals(
        "nrow(n=5,distance=3,players=2,cap=none): 1 stone, 24 candidates, O to move",
        position.toString());
    position.makeMove(Point.of(3, 0));
    assertEquals(
        "nrow(n=5,distance=3,players=2,cap=none): 2 stones, 40 candidates, X to move",
        position.toString());
  }

  /** The stones are listed whatever the number of tiles the position has met through codes. */
  @Test
  void stonesAreListedAfterCodesMetManyTiles() {
    NRowPosition position = NRowPosition.of(NRow.of(5, 3));
    position.makeMove(Point.ORIGIN);
    position.makeMove(Point.of(1, 1));
    for (int tile = 0; tile < 140; tile++) {
      PositionAccess.code(position, 8 * tile + 100, -8 * tile - 100);
      long[] stones = new long[3];
      assertEquals(2, PositionAccess.stones(position, stones), "after meeting " + tile + " more tiles");
      java.util.Set<Long> listed = java.util.Set.of(stones[0], stones[1]);
      assertEquals(java.util.Set.of(0L, (1L << 32) | 1L), listed);
    }
  }
}
