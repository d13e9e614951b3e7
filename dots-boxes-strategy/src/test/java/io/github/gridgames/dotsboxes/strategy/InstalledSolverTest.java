package io.github.gridgames.dotsboxes.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.ai.MoveBounds;
import io.github.gridgames.ai.SolveProgress;
import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.ai.Solver;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.core.Budget;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import io.github.gridgames.testkit.RandomGames;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The solver {@link Solver#of} finds for Dots and Boxes: values and per-line analysis against plain negamax. */
class InstalledSolverTest {

  private static DotsBoxesState randomPosition(DotsBoxes game, long seed, int moves) {
    SplittableRandom random = new SplittableRandom(seed);
    DotsBoxesState state = game.initialState();
    for (int i = 0; i < moves && !state.isTerminal(); i++) {
      List<Edge> legal = state.legalMoves();
      state = state.play(legal.get(random.nextInt(legal.size())));
    }
    return state;
  }

  @Test
  void theAnalysisOfEveryLineIsItsExactNegamaxMargin() {
    DotsBoxes game = DotsBoxes.of(2, 2);
    Solver<DotsBoxesState, Edge> solver = Solver.of(game);
    assertInstanceOf(DotsBoxesSolver.class, solver);
    for (long seed = 0; seed < 20; seed++) {
      DotsBoxesState state = randomPosition(game, seed, 5 + (int) (seed % 5));
      if (state.isTerminal()) {
        continue;
      }
      List<MoveBounds<Edge>> bounds = solver.analyse(state, Budget.unlimited());
      assertEquals(state.legalMoves().size(), bounds.size());
      for (MoveBounds<Edge> line : bounds) {
        assertTrue(line.isExact(), line.toString());
        assertEquals(Oracles.marginOf(state, line.move(), Oracles::plainNegamax), line.lower(), line.toString());
      }
      SolveResult<Edge> result = solver.solve(state, Budget.unlimited(), progress -> {});
      assertEquals(Oracles.plainNegamax(state), result.value());
      int best = bounds.stream().mapToInt(MoveBounds::lower).max().orElseThrow();
      assertEquals(best, result.value());
      int total = state.scores().orElseThrow().margin(state.toMove()) + result.value();
      assertEquals(SolveResult.Verdict.ofSign(total), result.verdict());
    }
  }

  @Test
  void linesTheBudgetDoesNotReachKeepTheBoundsOfTheBoxesLeft() {
    DotsBoxes game = DotsBoxes.of(4, 4);
    DotsBoxesState state = game.initialState();
    List<MoveBounds<Edge>> bounds = Solver.of(game).analyse(state, Budget.ofWork(1));
    assertEquals(40, bounds.size());
    for (MoveBounds<Edge> line : bounds) {
      assertEquals(-16, line.lower(), line.toString());
      assertEquals(16, line.upper(), line.toString());
    }
  }

  @Test
  void aTimeLimitGivesAnUnknownResult() {
    DotsBoxes game = DotsBoxes.of(4, 4);
    SolveResult<Edge> result =
        Solver.of(game).solve(game.initialState(), Budget.ofWork(1000), progress -> {});
    assertEquals(SolveResult.Verdict.UNKNOWN, result.verdict());
  }

  @Test
  void progressCarriesTheBoundsAndAStoppedSolveReportsTheLastOnes() {
    // 3 x 4 is a tie (value 0); 150,000 positions do not settle it
    DotsBoxes game = DotsBoxes.of(3, 4);
    List<SolveProgress> reports = new ArrayList<>();
    SolveResult<Edge> result =
        Solver.of(game).solve(game.initialState(), Budget.ofWork(150_000), reports::add);
    assertEquals(SolveResult.Verdict.UNKNOWN, result.verdict());
    assertTrue(reports.size() >= 2, "a report at 100,000 positions and the last: " + reports);
    for (SolveProgress report : reports) {
      assertTrue(report.hasBounds(), report.toString());
      assertTrue(report.lower() <= 0 && 0 <= report.upper(), report.toString());
      assertTrue(report.lower() >= -12 && report.upper() <= 12, report.toString());
    }
    SolveProgress last = reports.get(reports.size() - 1);
    assertEquals(result.nodes(), last.nodes(), "the last report is the stop");
  }

  @Test
  void gamesTheDedicatedSolverRefusesAreSolvedByTheGenericOne() {
    DotsBoxes alternate = DotsBoxes.builder().rows(2).cols(2).players(2).turnPolicy(TurnPolicy.ALTERNATE).build();
    Solver<DotsBoxesState, Edge> solver = Solver.of(alternate);
    assertEquals("AlphaBetaSolver[tableBits=20]", solver.toString());
    assertEquals(
        "the Dots and Boxes solver needs the extra-turn-on-capture policy, got alternate",
        DotsBoxesSolver.of().refusal(alternate).orElseThrow().reason());
    assertTrue(solver.solve(alternate.initialState()).isComplete(), "the generic solver solves 2 x 2");
  }
}
