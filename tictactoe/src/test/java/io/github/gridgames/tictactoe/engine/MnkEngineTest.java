package io.github.gridgames.tictactoe.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Player;
import io.github.gridgames.testkit.GameProperties;
import io.github.gridgames.testkit.GameRun;
import io.github.gridgames.testkit.RandomGames;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkState;
import io.github.gridgames.tictactoe.OverlineRule;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** The engine plays exactly the rules of the immutable states, checked on seeded random games. */
class MnkEngineTest {

  private static final List<MnkGame> GAMES =
      List.of(
          MnkGame.ticTacToe(),
          MnkGame.of(4, 4, 3),
          MnkGame.of(4, 4, 3, OverlineRule.NO_WIN),
          MnkGame.of(7, 6, 4, OverlineRule.NO_WIN),
          MnkGame.of(8, 8, 4),
          MnkGame.of(8, 8, 4, OverlineRule.NO_WIN),
          MnkGame.of(1, 1, 1),
          MnkGame.of(5, 1, 2),
          MnkGame.of(1, 64, 3, OverlineRule.NO_WIN),
          MnkGame.of(9, 8, 4),
          MnkGame.of(6, 6, 2, OverlineRule.NO_WIN),
          MnkGame.of(15, 15, 5),
          MnkGame.of(15, 15, 5, OverlineRule.NO_WIN),
          MnkGame.of(19, 19, 5),
          MnkGame.of(13, 11, 3, OverlineRule.NO_WIN));

  private static int gamesFor(MnkGame game) {
    int cells = game.cellCount();
    return cells <= 16 ? 80 : cells <= 64 ? 30 : cells <= 100 ? 12 : 5;
  }

  @TestFactory
  Stream<DynamicContainer> engineFollowsTheImmutableStates() {
    return GAMES.stream()
        .map(
            game ->
                DynamicContainer.dynamicContainer(
                    game.toString(),
                    Stream.of(
                        DynamicTest.dynamicTest(
                            "play and undo give the immutable states",
                            () ->
                                GameProperties.of(game)
                                    .games(gamesFor(game))
                                    .check("engine equals states", MnkEngineTest::playAndUndoMatch)),
                        DynamicTest.dynamicTest(
                            "an engine started mid-game follows the rest of the game",
                            () ->
                                GameProperties.of(game)
                                    .games(gamesFor(game))
                                    .check("engine from a state", MnkEngineTest::startMidGame)),
                        DynamicTest.dynamicTest(
                            "random playouts are the immutable random games", () -> playoutsMatch(game)))));
  }

  /** Compares everything the engine says with the immutable state, before and after each move. */
  private static void assertSamePosition(MnkEngine engine, MnkState state) {
    MnkState fromEngine = engine.toState();
    assertEquals(state, fromEngine);
    assertEquals(state.outcome(), fromEngine.outcome());
    assertEquals(state.winningLine(), fromEngine.winningLine());
    assertEquals(state.positionHash(), engine.hash());
    assertEquals(state.positionHash(), fromEngine.positionHash());
    assertEquals(state.isTerminal(), engine.isOver());
    assertEquals(state.toMove().index(), engine.toMove());
    assertEquals(state.stoneCount(), engine.stoneCount());
    assertEquals(
        state.outcome().isWin() ? state.outcome().winners().iterator().next().index() : MnkEngine.NONE,
        engine.winner());
    List<Cell> legal = state.legalMoves();
    int[] buffer = new int[engine.cellCount()];
    int count = engine.legalMoves(buffer);
    assertEquals(legal.size(), count);
    for (int n = 0; n < count; n++) {
      assertEquals(legal.get(n), engine.cellAt(buffer[n]));
    }
    if (!state.isTerminal()) {
      assertEquals(legal.size(), engine.emptyCount());
      for (int n = 0; n < legal.size(); n++) {
        assertEquals(legal.get(n), engine.cellAt(engine.emptyCell(n)), "empty cell " + n);
      }
    }
  }

  private static void playAndUndoMatch(GameRun<MnkState, Cell> run) {
    MnkEngine engine = MnkEngine.of(run.states().get(0).game());
    assertSamePosition(engine, run.states().get(0));
    MnkEngine copy = null;
    for (int i = 0; i < run.moves().size(); i++) {
      Cell move = run.moves().get(i);
      MnkState after = run.states().get(i + 1);
      int cell = engine.cellOf(move);
      assertTrue(engine.isEmpty(cell));
      boolean won = engine.play(cell);
      assertEquals(after.outcome().isWin(), won, () -> "play returned " + won + " reaching " + after);
      assertEquals(after.toMove().index() ^ 1, engine.owner(cell));
      assertEquals(cell, engine.lastMove());
      assertEquals(i + 1, engine.depth());
      assertSamePosition(engine, after);
      if (i == run.moves().size() / 2) {
        copy = engine.copy();
      }
    }
    int[] moves = engine.moves();
    assertEquals(run.moves().size(), moves.length);
    for (int i = 0; i < moves.length; i++) {
      assertEquals(run.moves().get(i), engine.cellAt(moves[i]));
      assertEquals(moves[i], engine.moveAt(i));
    }
    assertThrows(IndexOutOfBoundsException.class, () -> engine.moveAt(moves.length));
    while (engine.depth() > 0) {
      engine.undo();
      assertSamePosition(engine, run.states().get(engine.depth()));
    }
    assertSame(run.states().get(0), engine.toState());
    assertThrows(IllegalStateException.class, engine::undo);
    if (copy != null) {
      int depth = copy.depth();
      assertSamePosition(copy, run.states().get(depth));
      copy.reset();
      assertSamePosition(copy, run.states().get(0));
    }
  }

  private static void startMidGame(GameRun<MnkState, Cell> run) {
    int from = run.moves().size() / 3;
    MnkState start = run.states().get(from);
    MnkEngine engine = MnkEngine.of(start);
    assertSame(start, engine.toState());
    assertSamePosition(engine, start);
    for (int i = from; i < run.moves().size(); i++) {
      engine.play(engine.cellOf(run.moves().get(i)));
      assertSamePosition(engine, run.states().get(i + 1));
    }
    MnkEngine atEnd = MnkEngine.of(run.finalState());
    assertSamePosition(atEnd, run.finalState());
    assertEquals(0, atEnd.depth());
    assertThrows(IllegalStateException.class, atEnd::undo);
    engine.undoTo(0);
    assertSamePosition(engine, start);
  }

  private static int winnerOf(MnkState state) {
    return state.outcome().isWin() ? state.outcome().winners().iterator().next().index() : MnkEngine.NONE;
  }

  /**
   * A random game played on the engine is a legal game of the immutable states with the same
   * outcome, and a playout with the same seed returns the same winner and leaves the engine as it
   * was.
   */
  private static void playoutsMatch(MnkGame game) {
    int playouts = game.cellCount() <= 64 ? 200 : 20;
    MnkState start = RandomGames.play(game, 7, Math.min(3, game.cellCount() - 1)).finalState();
    for (MnkState from : List.of(game.initialState(), start)) {
      MnkEngine playout = MnkEngine.of(from);
      for (int i = 0; i < playouts; i++) {
        long seed = 1000L * i + game.cellCount();
        MnkEngine engine = MnkEngine.of(from);
        int winner = engine.playRandomly(new SplittableRandom(seed));
        MnkState state = from;
        for (int move : engine.moves()) {
          state = state.play(engine.cellAt(move));
        }
        assertTrue(state.isTerminal(), state::toString);
        assertSamePosition(engine, state);
        assertEquals(winnerOf(state), winner);
        engine.reset();
        assertSamePosition(engine, from);
        assertEquals(winner, playout.randomPlayout(new SplittableRandom(seed)), () -> "playout " + seed + " of " + game);
        assertSamePosition(playout, from);
        assertEquals(0, playout.depth());
      }
    }
  }

  @Test
  void randomMovesAreUniform() {
    MnkEngine engine = MnkEngine.of(MnkGame.ticTacToe());
    SplittableRandom random = new SplittableRandom(99);
    int[] first = new int[9];
    int[] third = new int[9];
    int games = 90_000;
    for (int g = 0; g < games; g++) {
      engine.playRandomly(random);
      first[engine.moveAt(0)]++;
      third[engine.moveAt(2)]++;
      engine.reset();
    }
    for (int cell = 0; cell < 9; cell++) {
      // Expected 10,000 each; the standard deviation is about 95.
      assertEquals(10_000, first[cell], 450, "first moves on cell " + cell);
      assertEquals(10_000, third[cell], 450, "third moves on cell " + cell);
    }
  }

  @Test
  void illegalMovesAreRefusedWithoutChange() {
    MnkEngine engine = MnkEngine.of(MnkGame.ticTacToe());
    engine.play(4);
    MnkState before = engine.toState();
    assertThrows(IllegalArgumentException.class, () -> engine.play(4));
    assertThrows(IndexOutOfBoundsException.class, () -> engine.play(9));
    assertThrows(IndexOutOfBoundsException.class, () -> engine.play(-1));
    assertThrows(IndexOutOfBoundsException.class, () -> engine.emptyCell(8));
    assertThrows(IndexOutOfBoundsException.class, () -> engine.emptyCell(-1));
    assertThrows(IndexOutOfBoundsException.class, () -> engine.cellOf(3, 0));
    assertThrows(IndexOutOfBoundsException.class, () -> engine.cellOf(Cell.of(0, -1)));
    assertThrows(IllegalArgumentException.class, () -> engine.legalMoves(new int[7]));
    assertThrows(IllegalArgumentException.class, () -> engine.undoTo(2));
    assertEquals(before, engine.toState());
    assertEquals(1, engine.depth());
    // X wins along the top row: X 0, O 4 (already), X 1, O 8, X 2
    MnkEngine won = MnkEngine.of(MnkGame.ticTacToe());
    assertEquals(false, won.play(0));
    assertEquals(false, won.play(4));
    assertEquals(false, won.play(1));
    assertEquals(false, won.play(8));
    assertEquals(true, won.play(2));
    assertEquals(0, won.winner());
    assertTrue(won.isOver());
    assertEquals(0, won.legalMoves(new int[0]));
    MnkState end = won.toState();
    assertThrows(IllegalStateException.class, () -> won.play(3));
    assertEquals(end, won.toState());
    assertEquals(List.of(Cell.of(0, 0), Cell.of(0, 1), Cell.of(0, 2)), end.winningLine());
    assertEquals(0, won.randomPlayout(new SplittableRandom(1)));
    assertEquals(0, won.playRandomly(new SplittableRandom(1)));
    assertEquals(5, won.depth());
  }

  @Test
  void largeBoardRefusalsAndOwners() {
    MnkGame gomoku = MnkGame.of(15, 15, 5);
    MnkEngine engine = MnkEngine.of(gomoku);
    int centre = engine.cellOf(7, 7);
    engine.play(centre);
    assertEquals(0, engine.owner(centre));
    assertEquals(MnkEngine.NONE, engine.owner(0));
    assertThrows(IllegalArgumentException.class, () -> engine.play(centre));
    assertThrows(IndexOutOfBoundsException.class, () -> engine.play(225));
    assertEquals(224, engine.emptyCount());
    assertEquals(engine.cellOf(0, 0), engine.emptyCell(0));
    assertEquals(engine.cellOf(7, 8), engine.emptyCell(centre));
    assertEquals(engine.cellOf(14, 14), engine.emptyCell(223));
    assertEquals(Player.FIRST, engine.toState().at(Cell.of(7, 7)).orElseThrow());
  }

  @Test
  void copiesAreIndependent() {
    MnkEngine engine = MnkEngine.of(MnkGame.of(15, 15, 5));
    engine.play(0);
    MnkEngine copy = engine.copy();
    copy.play(1);
    assertEquals(1, engine.depth());
    assertEquals(2, copy.depth());
    assertNotEquals(engine.toState(), copy.toState());
    assertTrue(engine.isEmpty(1));
    copy.undo();
    assertEquals(engine.toState(), copy.toState());
    assertArrayEquals(engine.moves(), copy.moves());
  }

  /** Every complete game of Tic-Tac-Toe through the engine: the well-known counts. */
  @Test
  void exhaustiveTicTacToe() {
    MnkEngine engine = MnkEngine.of(MnkGame.ticTacToe());
    long[] counts = new long[4];
    count(engine, counts);
    assertArrayEquals(new long[] {255_168, 131_184, 77_904, 46_080}, counts);
    assertEquals(0, engine.depth());
    assertEquals(MnkGame.ticTacToe().initialState(), engine.toState());
  }

  private static void count(MnkEngine engine, long[] counts) {
    if (engine.isOver()) {
      counts[0]++;
      counts[engine.winner() == MnkEngine.NONE ? 3 : 1 + engine.winner()]++;
      return;
    }
    for (int n = engine.emptyCount() - 1; n >= 0; n--) {
      engine.play(engine.emptyCell(n));
      count(engine, counts);
      engine.undo();
    }
  }
}
