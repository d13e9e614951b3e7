package io.github.gridgames.dotsboxes.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.dotsboxes.Box;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import io.github.gridgames.testkit.GameProperties;
import io.github.gridgames.testkit.GameRun;
import io.github.gridgames.testkit.RandomGames;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The engine against the public immutable path on seeded random games: after every move the
 * engine's position, its listing, its effects, its hash and its {@code toState()} equal the
 * states of the game; undo walks back through the same states; playouts replay to the same
 * final state through the public API.
 */
class EngineAgreementTest {

  /** Moves again after capturing exactly one box; after a double capture the turn passes. */
  static final TurnPolicy ONE_BOX_BONUS =
      TurnPolicy.of(
          "one-box-bonus",
          (mover, effect, players) -> effect.captures() == 1 ? mover : mover.next(players));

  /** Boards of at most 64 lines and larger ones, 2 and 3 players, every policy kind. */
  static List<DotsBoxes> games() {
    return List.of(
        DotsBoxes.of(1, 1),
        DotsBoxes.of(2, 2),
        DotsBoxes.of(3, 3),
        DotsBoxes.of(5, 5), // 60 lines
        DotsBoxes.of(1, 21), // exactly 64 lines
        DotsBoxes.of(2, 4, 2, TurnPolicy.ALTERNATE),
        DotsBoxes.of(4, 3, 3, TurnPolicy.EXTRA_TURN_ON_CAPTURE),
        DotsBoxes.of(3, 2, 3, TurnPolicy.ALTERNATE),
        DotsBoxes.of(3, 3, 3, ONE_BOX_BONUS),
        DotsBoxes.of(1, 22), // 67 lines: two words
        DotsBoxes.of(8, 8), // 144 lines: three words
        DotsBoxes.of(6, 7, 3, TurnPolicy.ALTERNATE),
        DotsBoxes.of(5, 9, 4, ONE_BOX_BONUS));
  }

  private static int gamesFor(DotsBoxes game) {
    return game.edgeCount() <= 64 ? 15 : 4;
  }

  /** Asserts that the engine is at exactly this state. */
  static void assertAt(DotsBoxesState state, DotsBoxesEngine engine) {
    DotsBoxes game = state.game();
    List<Edge> legal = state.legalMoves();
    assertEquals(legal.size(), engine.freeCount(), "free count");
    assertEquals(state.drawnCount(), engine.drawnCount(), "drawn count");
    int[] free = new int[engine.freeCount()];
    assertEquals(legal.size(), engine.freeEdges(free));
    for (int i = 0; i < free.length; i++) {
      assertEquals(game.indexOf(legal.get(i)), free[i], "free line " + i);
      assertEquals(free[i], engine.nthFree(i), "nthFree(" + i + ")");
    }
    for (int e = 0; e < game.edgeCount(); e++) {
      assertEquals(!state.isDrawn(game.edge(e)), engine.isFree(e), "line " + e + " free");
    }
    if (game.edgeCount() <= 64) {
      long mask = 0;
      for (int e : free) {
        mask |= 1L << e;
      }
      assertEquals(mask, engine.freeMask(), "free mask");
    }
    assertEquals(state.toMove().index(), engine.toMove(), "player to move");
    assertEquals(state.isTerminal(), engine.isOver(), "over");
    for (int p = 0; p < game.playerCount(); p++) {
      assertEquals(state.score(Player.of(p)), engine.score(p), "score of " + p);
    }
    for (int b = 0; b < game.boxCount(); b++) {
      Box box = game.box(b);
      assertEquals(state.owner(box).map(Player::index).orElse(-1), engine.owner(b), "owner " + box);
      assertEquals(state.sidesDrawn(box), engine.sidesDrawn(b), "sides of " + box);
    }
    assertEquals(state.positionHash(), engine.positionHash(), "position hash");
    assertEquals(state.outcome(), engine.outcome(), "outcome");
    assertEquals(state, engine.toState(), "toState()");
  }

  private static Stream<DynamicTest> onEveryGame(String name, Consumer<DotsBoxes> test) {
    return games().stream()
        .map(g -> DynamicTest.dynamicTest(name + " on " + g, () -> test.accept(g)));
  }

  @TestFactory
  Stream<DynamicTest> playAndUndoFollowTheStates() {
    return onEveryGame(
        "play and undo follow the states",
        game ->
            GameProperties.of(game)
                .games(gamesFor(game))
                .check(
                    "the engine agrees with the states",
                    (GameRun<DotsBoxesState, Edge> run) -> {
                      DotsBoxesEngine engine = DotsBoxesEngine.of(game);
                      List<DotsBoxesState> states = run.states();
                      for (int i = 0; i < run.moves().size(); i++) {
                        DotsBoxesState before = states.get(i);
                        assertAt(before, engine);
                        Edge move = run.moves().get(i);
                        int edge = game.indexOf(move);
                        int captures = before.effectOf(move).captures();
                        assertEquals(captures, engine.capturesOf(edge), "captures of " + move);
                        assertEquals(captures, engine.play(edge), "play " + move);
                        assertEquals(i + 1, engine.depth());
                        assertEquals(edge, engine.moveAt(i));
                      }
                      assertAt(run.finalState(), engine);
                      for (int i = run.moves().size() - 1; i >= 0; i--) {
                        engine.undo();
                        assertAt(states.get(i), engine);
                      }
                    }));
  }

  @TestFactory
  Stream<DynamicTest> anEngineStartsAtAnyState() {
    return onEveryGame(
        "an engine made from a state, loaded, copied or reset continues the game",
        game -> {
          List<GameRun<DotsBoxesState, Edge>> runs =
              RandomGames.sample(game, 77, 4, game.edgeCount());
          for (GameRun<DotsBoxesState, Edge> run : runs) {
            List<DotsBoxesState> states = run.states();
            int k = new SplittableRandom(run.seed()).nextInt(states.size());
            DotsBoxesEngine engine = DotsBoxesEngine.of(states.get(k));
            assertAt(states.get(k), engine);
            DotsBoxesEngine loaded = DotsBoxesEngine.of(game);
            loaded.play(0);
            loaded.load(states.get(k));
            assertEquals(0, loaded.depth());
            assertAt(states.get(k), loaded);
            for (int i = k; i < run.moves().size(); i++) {
              engine.play(game.indexOf(run.moves().get(i)));
            }
            assertAt(run.finalState(), engine);
            DotsBoxesEngine copy = engine.copy();
            assertAt(run.finalState(), copy);
            copy.undoTo(0);
            assertAt(states.get(k), copy);
            assertAt(run.finalState(), engine); // the copy is independent
            engine.reset();
            assertEquals(0, engine.depth());
            assertAt(states.get(k), engine);
          }
        });
  }

  @TestFactory
  Stream<DynamicTest> randomPlayoutsReplayThroughThePublicApi() {
    return onEveryGame(
        "random playouts replay through the public API",
        game -> {
          DotsBoxesEngine engine = DotsBoxesEngine.of(game);
          for (int seed = 0; seed < 12; seed++) {
            engine.reset();
            int winners = engine.randomPlayout(new SplittableRandom(seed));
            assertTrue(engine.isOver());
            assertEquals(game.edgeCount(), engine.depth());
            List<Edge> moves = new ArrayList<>();
            for (int i = 0; i < engine.depth(); i++) {
              moves.add(game.edge(engine.moveAt(i)));
            }
            DotsBoxesState end = RandomGames.replay(game, moves).finalState();
            assertAt(end, engine);
            assertEquals(topScorers(end), winners, "winners mask");
            if (end.outcome().isDraw()) {
              assertEquals(2, Integer.bitCount(winners));
            } else {
              assertEquals(end.outcome().winners().size(), Integer.bitCount(winners));
              for (Player winner : end.outcome().winners()) {
                assertTrue((winners & (1 << winner.index())) != 0, "winner " + winner);
              }
            }
            assertEquals(winners, engine.leaders());
            // the same seed plays the same game, from the start or from a mark
            engine.undoTo(0);
            assertAt(game.initialState(), engine);
            assertEquals(winners, engine.randomPlayout(new SplittableRandom(seed)));
            assertEquals(end, engine.toState());
            engine.undoTo(game.edgeCount() / 2);
            int mark = engine.depth();
            DotsBoxesState middle = engine.toState();
            engine.randomPlayout(new SplittableRandom(seed + 1000));
            assertTrue(engine.isOver());
            engine.undoTo(mark);
            assertAt(middle, engine);
          }
        });
  }

  private static int topScorers(DotsBoxesState state) {
    int players = state.game().playerCount();
    int max = 0;
    for (int p = 0; p < players; p++) {
      max = Math.max(max, state.score(Player.of(p)));
    }
    int mask = 0;
    for (int p = 0; p < players; p++) {
      if (state.score(Player.of(p)) == max) {
        mask |= 1 << p;
      }
    }
    return mask;
  }

  @TestFactory
  Stream<DynamicTest> drawsAreReportedAsTwoLeaders() {
    return Stream.of(DotsBoxes.of(2, 2), DotsBoxes.of(1, 2))
        .map(
            game ->
                DynamicTest.dynamicTest(
                    "ties on " + game,
                    () -> {
                      DotsBoxesEngine engine = DotsBoxesEngine.of(game);
                      SplittableRandom random = new SplittableRandom(5);
                      int draws = 0;
                      for (int i = 0; i < 400; i++) {
                        engine.reset();
                        int winners = engine.randomPlayout(random);
                        DotsBoxesState end = engine.toState();
                        assertEquals(end.outcome(), engine.outcome());
                        if (winners == 3) {
                          draws++;
                          assertTrue(end.outcome().isDraw());
                        } else {
                          assertEquals(
                              Player.of(Integer.numberOfTrailingZeros(winners)),
                              end.outcome().winners().iterator().next());
                        }
                      }
                      assertTrue(draws > 0, "some games end in a draw");
                    }));
  }
}
