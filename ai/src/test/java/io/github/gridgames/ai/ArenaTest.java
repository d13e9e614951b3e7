package io.github.gridgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.ai.ArenaResult.Entrant;
import io.github.gridgames.ai.ArenaResult.GameSummary;
import io.github.gridgames.ai.ArenaResult.Tally;
import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.core.internal.Hashing;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongFunction;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

class ArenaTest {

  private static final Piles SUBTRACTION = Piles.lastTakeWins(2, 3, 21);
  private static final Piles SCORING =
      Piles.scoring(2, TurnPolicy.EXTRA_TURN_ON_CAPTURE, 2, new int[] {3, 4, 2, 5}, new int[] {1, 2, 3, 1});

  private static Arena.Builder<PilesState, Take> randomVsRandom(Piles game) {
    return Arena.builder(game)
        .entrant("random-a", RandomAgent::of)
        .entrant("random-b", RandomAgent::of)
        .budget(Budget.ofWork(1))
        .games(60)
        .seed(7);
  }

  @Test
  void theSameSeedGivesTheSameGames() {
    ArenaResult a = randomVsRandom(SCORING).build().run();
    ArenaResult b = randomVsRandom(SCORING).build().run();
    assertEquals(a.games(), b.games());
    ArenaResult other = randomVsRandom(SCORING).seed(8).build().run();
    assertTrue(!a.games().equals(other.games()));
  }

  /** The result with every time set to zero: times are the one thing that may differ. */
  private static ArenaResult untimed(ArenaResult result) {
    List<Entrant> entrants = new ArrayList<>();
    for (Entrant entrant : result.entrants()) {
      entrants.add(
          new Entrant(
              entrant.name(),
              entrant.bySeat().stream().map(ArenaTest::untimed).toList(),
              untimed(entrant.total())));
    }
    return new ArenaResult(entrants, result.games());
  }

  private static Tally untimed(Tally t) {
    return new Tally(t.wins(), t.draws(), t.losses(), t.unfinished(), t.marginSum(), t.moves(), 0);
  }

  @Test
  void theThreadCountDoesNotChangeTheResults() {
    for (Piles game : List.of(SCORING, SUBTRACTION)) {
      List<ArenaResult> results = new ArrayList<>();
      List<List<GameSummary>> heard = new ArrayList<>();
      for (int threads : new int[] {1, 2, 4}) {
        List<GameSummary> summaries = new ArrayList<>();
        results.add(
            untimed(
                Arena.builder(game)
                    .entrant("mcts", MctsAgent::of)
                    .entrant("greedy", seed -> GreedyAgent.<PilesState, Take>builder(Evaluation.scoreMargin()).seed(seed).build())
                    .budget(Budget.ofWork(40))
                    .openingMoves(1)
                    .games(24)
                    .seed(3)
                    .threads(threads)
                    .onGame(summaries::add)
                    .build()
                    .run()));
        heard.add(summaries);
      }
      assertEquals(results.get(0), results.get(1));
      assertEquals(results.get(0), results.get(2));
      for (List<GameSummary> summaries : heard) {
        assertEquals(results.get(0).games(), summaries);
      }
      for (int i = 0; i < 24; i++) {
        assertEquals(i, results.get(0).games().get(i).index());
      }
    }
  }

  @Test
  void whatAGameThrowsReachesTheCallerWhateverTheThreads() {
    LongFunction<Agent<PilesState, Take>> failsInGamesFourAndFive =
        seed -> {
          if (seed == Hashing.combine(Hashing.combine(7, 2), 2)) {
            throw new IllegalStateException("factory failed for seed " + seed);
          }
          return RandomAgent.of(seed);
        };
    for (int threads : new int[] {1, 3}) {
      Arena<PilesState, Take> arena =
          Arena.builder(SCORING)
              .entrant("random", RandomAgent::of)
              .entrant("failing", failsInGamesFourAndFive)
              .budget(Budget.ofWork(1))
              .games(12)
              .seed(7)
              .threads(threads)
              .build();
      IllegalStateException e = assertThrows(IllegalStateException.class, arena::run);
      assertTrue(e.getMessage().startsWith("factory failed for seed "), e.getMessage());
    }
  }

  @Test
  void talliesAddUpAndSeatsRotate() {
    ArenaResult result = randomVsRandom(SCORING).build().run();
    Entrant a = result.entrant(0);
    Entrant b = result.entrant(1);
    assertEquals(60, a.total().games());
    assertEquals(30, a.bySeat().get(0).games());
    assertEquals(30, a.bySeat().get(1).games());
    assertEquals(a.total().wins(), b.total().losses());
    assertEquals(a.total().draws(), b.total().draws());
    assertEquals(-a.total().marginSum(), b.total().marginSum());
    long marginSum = 0;
    for (GameSummary game : result.games()) {
      assertEquals(List.of(game.index() % 2, 1 - game.index() % 2), game.entrantBySeat());
      if (game.index() % 2 == 1) {
        assertEquals(result.games().get(game.index() - 1).seed(), game.seed());
      }
      int seatOfA = game.entrantBySeat().indexOf(0);
      marginSum += game.scores().orElseThrow().margin(Player.of(seatOfA));
      assertTrue(game.finished());
    }
    assertEquals(marginSum, a.total().marginSum());
    assertEquals((double) marginSum / 60, a.total().averageMargin(), 1e-9);
    assertTrue(a.total().moves() > 0);
    assertEquals(a.total().moves(), a.bySeat().get(0).moves() + a.bySeat().get(1).moves());
  }

  @Test
  void aPerfectPlayerBeatsRandom() {
    ArenaResult result =
        Arena.builder(SUBTRACTION)
            .entrant("alphabeta", seed -> AlphaBetaAgent.<PilesState, Take>of(Evaluation.zero()))
            .entrant("random", RandomAgent::of)
            .budget(Budget.ofWork(100_000))
            .openingMoves(2)
            .games(40)
            .build()
            .run();
    Tally perfect = result.entrant(0).total();
    assertTrue(perfect.wins() >= 34, "perfect play won only " + perfect);
    assertEquals(40, perfect.finished());
    assertTrue(perfect.meanTimePerMove().toNanos() > 0);
  }

  @Test
  void theMoveLimitLeavesGamesUnfinished() {
    ArenaResult result = randomVsRandom(SUBTRACTION).maxMoves(3).games(4).build().run();
    assertEquals(4, result.entrant(0).total().unfinished());
    assertEquals(0, result.entrant(0).total().finished());
    assertEquals(0.0, result.entrant(0).total().averageMargin());
    for (GameSummary game : result.games()) {
      assertEquals(3, game.moves());
      assertTrue(!game.finished());
    }
  }

  @Test
  void threePlayersRotateThroughAllSeats() {
    Piles three = Piles.scoring(3, TurnPolicy.ALTERNATE, 2, new int[] {2, 3, 4}, new int[] {1, 2, 3});
    List<GameSummary> heard = new ArrayList<>();
    ArenaResult result =
        Arena.builder(three)
            .entrant("a", RandomAgent::of)
            .entrant("b", seed -> GreedyAgent.<PilesState, Take>of(Evaluation.scoreMargin()))
            .entrant("c", MctsAgent::of)
            .budget(Budget.ofWork(20))
            .games(9)
            .onGame(heard::add)
            .build()
            .run();
    assertEquals(result.games(), heard);
    for (Entrant entrant : result.entrants()) {
      for (Tally seat : entrant.bySeat()) {
        assertEquals(3, seat.games());
      }
    }
    int wins = result.entrants().stream().mapToInt(e -> e.total().wins()).sum();
    int draws = result.entrants().stream().mapToInt(e -> e.total().draws()).sum();
    assertTrue(wins <= 9 && wins + draws >= 9, wins + " wins, " + draws + " draws");
  }

  @Test
  void anIllegalMoveIsReportedWithTheAgentAndTheSeed() {
    Agent<PilesState, Take> cheat =
        new Agent<>() {
          @Override
          public Take chooseMove(PilesState state, Budget budget) {
            return new Take(0, 99);
          }

          @Override
          public String name() {
            return "cheat";
          }
        };
    Arena<PilesState, Take> arena =
        Arena.builder(SUBTRACTION)
            .entrant("honest", RandomAgent::of)
            .entrant("cheater", seed -> cheat)
            .games(6)
            .threads(3)
            .build();
    IllegalStateException e = assertThrows(IllegalStateException.class, arena::run);
    assertTrue(
        e.getMessage().startsWith("entrant cheater chose an illegal move (code ")
            && e.getMessage().contains(" in game 0 (seed "),
        e.getMessage());
    assertTrue(e.getCause() instanceof IllegalMoveException, String.valueOf(e.getCause()));
  }

  @Test
  void rejectsBadConfigurations() {
    Arena.Builder<PilesState, Take> one = Arena.builder(SUBTRACTION).entrant("only", RandomAgent::of);
    IllegalStateException tooFew = assertThrows(IllegalStateException.class, one::build);
    assertEquals("game piles needs 2 entrants, got 1", tooFew.getMessage());
    Arena.Builder<PilesState, Take> two = one.entrant("second", RandomAgent::of);
    IllegalArgumentException third =
        assertThrows(IllegalArgumentException.class, () -> two.entrant("third", RandomAgent::of));
    assertEquals("game piles has 2 players; cannot add entrant third", third.getMessage());
    assertEquals(
        "games must be >= 0, got -1",
        assertThrows(IllegalArgumentException.class, () -> two.games(-1)).getMessage());
    assertEquals(
        "max moves must be >= 1, got 0",
        assertThrows(IllegalArgumentException.class, () -> two.maxMoves(0)).getMessage());
    assertEquals(
        "opening moves must be >= 0, got -1",
        assertThrows(IllegalArgumentException.class, () -> two.openingMoves(-1)).getMessage());
    IllegalArgumentException threads =
        assertThrows(IllegalArgumentException.class, () -> two.threads(0));
    assertEquals("threads must be >= 1, got 0", threads.getMessage());
    assertThrows(NullPointerException.class, () -> two.budget(null));
    assertTrue(two.build().toString().contains("only"));
    assertEquals(0, two.games(0).build().run().games().size());
  }

  @Test
  void toBuilderKeepsEverySettingAndAnArenaPlaysTheSameGamesEachRun() {
    SplittableRandom random = new SplittableRandom(31);
    for (int i = 0; i < 20; i++) {
      Consumer<ArenaResult.GameSummary> listener = summary -> {};
      Arena<PilesState, Take> arena =
          Arena.builder(SCORING)
              .entrant("random-a", RandomAgent::of)
              .entrant("mcts-" + i, MctsAgent::of)
              .games(random.nextInt(0, 50))
              .seed(random.nextLong())
              .budget(Budget.ofWork(random.nextInt(1, 100)))
              .openingMoves(random.nextInt(0, 5))
              .maxMoves(random.nextInt(1, 500))
              .threads(random.nextInt(1, 8))
              .onGame(listener)
              .build();
      assertEquals(arena.settings(), arena.toBuilder().build().settings());
    }
    Arena<PilesState, Take> four = randomVsRandom(SCORING).games(4).build();
    Arena.Builder<PilesState, Take> changed = four.toBuilder().games(2);
    assertEquals(2, changed.build().run().games().size());
    assertEquals(4, four.run().games().size(), "the arena keeps its settings");
    assertEquals(four.run().games(), four.run().games());
  }

  @Test
  void aGamePlayedAloneEqualsTheRunsGameOfThatNumberAndReplaysFromItsMoves() {
    Arena<PilesState, Take> arena = randomVsRandom(SCORING).openingMoves(2).build();
    List<GameSummary> games = arena.run().games();
    for (int index : new int[] {0, 1, 7, 59}) {
      List<Take> moves = new ArrayList<>();
      GameSummary alone = arena.playGame(index, moves::add);
      assertEquals(games.get(index), alone, "game " + index);
      assertEquals(alone.moves(), moves.size(), "every move, the opening ones included");
      PilesState state = SCORING.initialState();
      for (Take move : moves) {
        state = state.play(move);
      }
      assertEquals(alone.outcome(), state.outcome());
      assertEquals(alone.scores(), state.scores());
    }
    assertEquals(60, arena.playGame(60, move -> {}).index(), "a game past the configured number");
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> arena.playGame(-1, move -> {}));
    assertEquals("game index must be >= 0, got -1", e.getMessage());
  }
}
