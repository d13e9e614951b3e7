package io.github.gridgames.ai;

import static io.github.gridgames.ai.TreeGame.node;
import static io.github.gridgames.ai.TreeGame.win;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import org.junit.jupiter.api.Test;

class AlphaBetaSolverTest {

  private static final int[] WEIGHTS = {1, 2, 3, 1};

  private static Piles scoringGame(List<Integer> piles, TurnPolicy policy, int maxTake) {
    return Piles.scoring(
        2, policy, maxTake, Oracle.toArray(piles), Arrays.copyOf(WEIGHTS, piles.size()));
  }

  @Test
  void lastTakeWinsVerdictsMatchBruteForce() {
    qt().withFixedSeed(11)
        .withExamples(150)
        .forAll(
            lists().of(integers().between(0, 5)).ofSizeBetween(1, 3),
            integers().between(1, 3),
            longs().all())
        .checkAssert(
            (piles, maxTake, seed) -> {
              int[] sizes = Oracle.toArray(piles);
              sizes[0]++;
              Piles game = Piles.lastTakeWins(2, maxTake, sizes);
              PilesState state = Oracle.walk(game.initialState(), seed, (int) (seed & 3));
              if (state.isTerminal()) {
                return;
              }
              SolveResult<Take> result = AlphaBetaSolver.<PilesState, Take>of().solve(state);
              SolveResult.Verdict expected = Oracle.verdict(state);
              assertEquals(expected, result.verdict(), state.render());
              assertEquals(expected == SolveResult.Verdict.WIN ? 1 : -1, result.value(), state.render());
              Take best = result.bestMove().orElseThrow();
              assertEquals(expected, Oracle.verdictAfter(state, best, state.toMove()), state.render());
            });
  }

  @Test
  void knownNimAndSubtractionValues() {
    AlphaBetaSolver<PilesState, Take> solver = AlphaBetaSolver.of();
    for (int a = 0; a <= 4; a++) {
      for (int b = 0; b <= 4; b++) {
        for (int c = 1; c <= 4; c++) {
          PilesState nim = Piles.lastTakeWins(2, 9, a, b, c).initialState();
          assertEquals((a ^ b ^ c) != 0 ? SolveResult.Verdict.WIN : SolveResult.Verdict.LOSS, solver.solve(nim).verdict());
        }
      }
    }
    for (int n = 1; n <= 20; n++) {
      PilesState subtraction = Piles.lastTakeWins(2, 3, n).initialState();
      assertEquals(n % 4 != 0 ? SolveResult.Verdict.WIN : SolveResult.Verdict.LOSS, solver.solve(subtraction).verdict(), "n=" + n);
    }
  }

  @Test
  void marginsMatchBruteForceWithExtraTurns() {
    checkMargins(TurnPolicy.EXTRA_TURN_ON_CAPTURE, 21);
  }

  @Test
  void marginsMatchBruteForceWhenAlternating() {
    checkMargins(TurnPolicy.ALTERNATE, 22);
  }

  private void checkMargins(TurnPolicy policy, long qtSeed) {
    qt().withFixedSeed(qtSeed)
        .withExamples(150)
        .forAll(
            lists().of(integers().between(0, 4)).ofSizeBetween(1, 4),
            integers().between(1, 2),
            longs().all())
        .checkAssert(
            (piles, maxTake, seed) -> {
              Piles game = scoringGame(piles, policy, maxTake);
              PilesState state = Oracle.walk(game.initialState(), seed, (int) (seed & 7));
              SolveResult<Take> result = AlphaBetaSolver.<PilesState, Take>of().solve(state);
              int expected = state.isTerminal() ? 0 : Oracle.futureMargin(state);
              assertEquals(expected, result.value(), state.render());
              assertEquals(Oracle.verdict(state), result.verdict(), state.render());
              result
                  .bestMove()
                  .ifPresent(
                      best -> {
                        PilesState after = state.play(best);
                        int gain = after.scores().orElseThrow().of(state.toMove())
                            - state.scores().orElseThrow().of(state.toMove());
                        int rest = after.isTerminal() ? 0 : Oracle.futureMargin(after);
                        int achieved =
                            gain + (after.toMove().equals(state.toMove()) ? rest : -rest);
                        assertEquals(expected, achieved, "best move " + best + " of " + state.render());
                      });
            });
  }

  @Test
  void theExtraTurnToyTellsNegationFromNoNegation() {
    int differing = 0;
    int checked = 0;
    for (long seed = 0; seed < 60; seed++) {
      Piles game = scoringGame(List.of(3, 2, 4), TurnPolicy.EXTRA_TURN_ON_CAPTURE, 2);
      PilesState state = Oracle.walk(game.initialState(), seed, (int) (seed % 5));
      if (state.isTerminal()) {
        continue;
      }
      checked++;
      int wrong = Oracle.alwaysNegatedMargin(state, new HashMap<>());
      int solved = AlphaBetaSolver.<PilesState, Take>of().solve(state).value();
      assertEquals(Oracle.futureMargin(state), solved, state.render());
      if (wrong != solved) {
        differing++;
      }
    }
    assertTrue(checked > 40, "checked " + checked);
    assertTrue(differing > checked / 2, "only " + differing + " of " + checked + " differ");
  }

  @Test
  void solveMovesValuesEveryMove() {
    Piles game = scoringGame(List.of(2, 3, 1), TurnPolicy.EXTRA_TURN_ON_CAPTURE, 2);
    for (long seed = 0; seed < 20; seed++) {
      PilesState state = Oracle.walk(game.initialState(), seed, (int) (seed % 3));
      if (state.isTerminal()) {
        continue;
      }
      AlphaBetaSolver<PilesState, Take> solver = AlphaBetaSolver.of();
      List<MoveBounds<Take>> values = solver.analyse(state, Budget.unlimited());
      assertEquals(state.legalMoves(), values.stream().map(MoveBounds::move).toList());
      int best = Integer.MIN_VALUE;
      for (MoveBounds<Take> value : values) {
        assertTrue(value.isExact(), value::toString);
        PilesState after = state.play(value.move());
        int gain = after.scores().orElseThrow().of(state.toMove())
            - state.scores().orElseThrow().of(state.toMove());
        int rest = after.isTerminal() ? 0 : Oracle.futureMargin(after);
        assertEquals(gain + (after.toMove().equals(state.toMove()) ? rest : -rest), value.value());
        best = Math.max(best, value.value());
      }
      assertEquals(solver.solve(state).value(), best);
    }
  }

  @Test
  void extraTurnTreeIsNotNegated() {
    // Player 0 to move: move 0 hands the turn to player 1, who can win; move 1 gives player 0
    // another turn, in which it wins.
    TreeGame game =
        TreeGame.of(
            "extra-turn",
            2,
            node(0, node(1, win(0), win(0), win(1)), node(0, win(1), win(1), win(0))));
    SolveResult<TreeGame.Choice> result =
        AlphaBetaSolver.<TreeGame.Node, TreeGame.Choice>of().solve(game.initialState());
    assertEquals(SolveResult.Verdict.WIN, result.verdict());
    assertEquals(1, result.value());
    assertEquals(new TreeGame.Choice(1), result.bestMove().orElseThrow());
  }

  @Test
  void nodeBudgetGivesUnknown() {
    PilesState big = Piles.lastTakeWins(2, 3, 7, 7, 7, 7, 7).initialState();
    SolveResult<Take> result = AlphaBetaSolver.<PilesState, Take>of().solve(big, Budget.ofWork(1000));
    assertEquals(SolveResult.Verdict.UNKNOWN, result.verdict());
    assertFalse(result.isComplete());
    assertTrue(result.bestMove().isEmpty());
    assertEquals(1000, result.nodes());
    List<MoveBounds<Take>> values =
        AlphaBetaSolver.<PilesState, Take>of().analyse(big, Budget.ofWork(1000));
    assertEquals(MoveBounds.unknown(values.get(values.size() - 1).move()), values.get(values.size() - 1));
  }

  @Test
  void aTimeBudgetStopsTheSolveWithAnUnknownVerdict() {
    // Far too big to solve in 50 ms: the solve returns only because the budget stopped it (how
    // soon after the deadline is a matter for the benchmarks, not for a test on a busy machine).
    PilesState big = Piles.lastTakeWins(2, 3, 9, 9, 9, 9, 9, 9, 9, 9).initialState();
    SolveResult<Take> result = AlphaBetaSolver.<PilesState, Take>of().solve(big, Budget.ofTime(Duration.ofMillis(50)));
    assertEquals(SolveResult.Verdict.UNKNOWN, result.verdict());
    assertTrue(result.nodes() > 0, "nodes " + result.nodes());
  }

  @Test
  void progressIsReported() {
    List<SolveProgress> reports = new ArrayList<>();
    AlphaBetaSolver<PilesState, Take> solver =
        AlphaBetaSolver.<PilesState, Take>builder().progressInterval(100).build();
    SolveResult<Take> result = solver.solve(Piles.lastTakeWins(2, 2, 3, 3, 3).initialState(), Budget.unlimited(), reports::add);
    assertTrue(result.isComplete());
    assertEquals(result.nodes() / 100, reports.size());
    for (int i = 0; i < reports.size(); i++) {
      assertEquals(100L * (i + 1), reports.get(i).nodes());
    }
  }

  @Test
  void keyWithoutScoresGivesTheSameMarginsWithFewerNodes() {
    AlphaBetaSolver<PilesState, Take> exact = AlphaBetaSolver.of();
    AlphaBetaSolver<PilesState, Take> merged =
        AlphaBetaSolver.<PilesState, Take>builder()
            .tableKey(
                position -> {
                  long key = position.toMove().index();
                  for (int pile : position.state().piles()) {
                    key = key << 4 | pile;
                  }
                  return key;
                })
            .build();
    Piles game = scoringGame(List.of(4, 3, 4, 2), TurnPolicy.EXTRA_TURN_ON_CAPTURE, 2);
    SolveResult<Take> a = exact.solve(game.initialState());
    SolveResult<Take> b = merged.solve(game.initialState());
    assertEquals(a.value(), b.value());
    assertEquals(Oracle.futureMargin(game.initialState()), b.value());
    assertTrue(b.nodes() < a.nodes(), b.nodes() + " vs " + a.nodes());
  }

  @Test
  void tableIsKeptBetweenCallsAndCanBeCleared() {
    AlphaBetaSolver<PilesState, Take> solver = AlphaBetaSolver.of();
    PilesState state = Piles.lastTakeWins(2, 3, 4, 5, 6).initialState();
    SolveResult<Take> first = solver.solve(state);
    SolveResult<Take> second = solver.solve(state);
    assertEquals(first.value(), second.value());
    assertEquals(first.bestMove(), second.bestMove());
    assertTrue(second.nodes() * 10 < first.nodes(), second.nodes() + " vs " + first.nodes());
    solver.clearTable();
    assertEquals(first.nodes(), solver.solve(state).nodes());
  }

  @Test
  void tableHintsThatAreNotLegalAreIgnored() {
    // Every position shares one key: values are then wrong, but stored best moves from other
    // positions must never be played.
    AlphaBetaSolver<PilesState, Take> colliding =
        AlphaBetaSolver.<PilesState, Take>builder().tableKey(position -> 0L).build();
    Piles game = Piles.lastTakeWins(2, 3, 4, 2, 3);
    for (long seed = 0; seed < 20; seed++) {
      PilesState state = Oracle.walk(game.initialState(), seed, (int) (seed % 5));
      if (!state.isTerminal()) {
        assertTrue(state.isLegal(colliding.solve(state).bestMove().orElseThrow()));
      }
    }
  }

  @Test
  void smallTableStillGivesExactValues() {
    AlphaBetaSolver<PilesState, Take> tiny = AlphaBetaSolver.<PilesState, Take>builder().tableBits(2).build();
    Piles game = scoringGame(List.of(3, 3, 2), TurnPolicy.EXTRA_TURN_ON_CAPTURE, 2);
    for (long seed = 0; seed < 10; seed++) {
      PilesState state = Oracle.walk(game.initialState(), seed, 2);
      assertEquals(state.isTerminal() ? 0 : Oracle.futureMargin(state), tiny.solve(state).value());
    }
  }

  @Test
  void terminalStatesAreReadFromTheirScoresAndOutcome() {
    Piles scoring = Piles.scoring(2, TurnPolicy.ALTERNATE, 2, new int[] {0}, new int[] {1});
    PilesState over = PilesState.of(scoring, new int[] {0}, Player.SECOND, new int[] {3, 5});
    SolveResult<Take> result = AlphaBetaSolver.<PilesState, Take>of().solve(over);
    assertEquals(SolveResult.Verdict.WIN, result.verdict());
    assertEquals(0, result.value());
    assertTrue(result.bestMove().isEmpty());
    PilesState lost = Piles.lastTakeWins(2, 1, 1).initialState().play(new Take(0, 1));
    SolveResult<Take> nim = AlphaBetaSolver.<PilesState, Take>of().solve(lost);
    assertEquals(SolveResult.Verdict.LOSS, nim.verdict());
    assertEquals(-1, nim.value());
  }

  @Test
  void rejectsWhatItCannotSolve() {
    PilesState threePlayers = Piles.lastTakeWins(3, 2, 3).initialState();
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> AlphaBetaSolver.<PilesState, Take>of().solve(threePlayers));
    assertEquals("solve handles two-player games; this game has 3 players", e.getMessage());
    assertThrows(
        IllegalArgumentException.class,
        () -> AlphaBetaSolver.<Picks.PickState, Picks.Pick>of().solve(Picks.GAME.initialState()));
    assertThrows(IllegalArgumentException.class, () -> AlphaBetaSolver.builder().tableBits(0));
    assertEquals(
        "progress interval must be >= 1 node, got 0",
        assertThrows(IllegalArgumentException.class, () -> AlphaBetaSolver.builder().progressInterval(0)).getMessage());
  }

  @Test
  void orderingIsUsedForTheReportedBestMove() {
    // In the subtraction game from 6 with takes up to 3 only "take 2" wins.
    PilesState six = Piles.lastTakeWins(2, 3, 6).initialState();
    AlphaBetaSolver<PilesState, Take> reversed =
        AlphaBetaSolver.<PilesState, Take>builder()
            .ordering(
                (position, codes, count) -> {
                  for (int i = 0, j = count - 1; i < j; i++, j--) {
                    int swap = codes[i];
                    codes[i] = codes[j];
                    codes[j] = swap;
                  }
                })
            .build();
    assertEquals(new Take(0, 2), reversed.solve(six).bestMove().orElseThrow());
    AlphaBetaSolver<PilesState, Take> broken =
        AlphaBetaSolver.<PilesState, Take>builder().ordering((position, codes, count) -> codes[0] = codes[1]).build();
    assertThrows(IllegalStateException.class, () -> broken.solve(six));
  }

  @Test
  void aSolverSharedByTwoGamesForgetsTheOtherGamesTable() {
    // The two games differ in how much a move may take (3 or 2 from a pile of 4), which the
    // position hash leaves out: their first positions have equal hashes and opposite values.
    Piles lastWins = Piles.lastTakeWins(2, 3, 4);
    Piles lastLoses = Piles.lastTakeWins(2, 2, 4);
    assertEquals(lastWins.initialState().positionHash(), lastLoses.initialState().positionHash());
    assertEquals(SolveResult.Verdict.LOSS, Oracle.verdict(lastWins.initialState()));
    assertEquals(SolveResult.Verdict.WIN, Oracle.verdict(lastLoses.initialState()));
    AlphaBetaSolver<PilesState, Take> solver = AlphaBetaSolver.of();
    for (int round = 0; round < 2; round++) {
      assertEquals(Oracle.verdict(lastWins.initialState()), solver.solve(lastWins.initialState()).verdict());
      assertEquals(Oracle.verdict(lastLoses.initialState()), solver.solve(lastLoses.initialState()).verdict());
    }
  }
}
