package io.github.gridgames.tictactoe.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.util.concurrent.Uninterruptibles;
import io.github.gridgames.ai.MoveBounds;
import io.github.gridgames.ai.SolveProgress;
import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkState;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** The m,n,k game solver: its values and analyses against plain minimax, and its budget. */
class MnkSolverTest {

  private static final List<MnkGame> SMALL_GAMES =
      List.of(
          MnkGame.ticTacToe(),
          MnkGame.of(3, 4, 3),
          MnkGame.builder().rows(3).cols(4).k(3).overlines(MnkGame.OverlineRule.NO_WIN).build(),
          MnkGame.builder().rows(3).cols(4).k(3).turnPolicy(TurnPolicy.CONNECT6).build(),
          MnkGame.of(3, 4, 4));

  /** Random positions of a game that are not over, reached by random moves, the empty board first. */
  private static List<MnkState> randomPositions(MnkGame game, long seed, int count) {
    SplittableRandom random = new SplittableRandom(seed);
    List<MnkState> states = new ArrayList<>();
    states.add(game.initialState());
    while (states.size() < count) {
      MnkState state = game.initialState();
      int moves = random.nextInt(game.cellCount());
      for (int i = 0; i < moves && !state.isTerminal(); i++) {
        List<Cell> legal = state.legalMoves();
        state = state.play(legal.get(random.nextInt(legal.size())));
      }
      if (!state.isTerminal()) {
        states.add(state);
      }
    }
    return states;
  }

  @Test
  void analysisGivesEveryLegalMoveItsExactValue() {
    for (MnkGame game : SMALL_GAMES) {
      MnkSolver solver = MnkSolver.of(game);
      Map<MnkState, Integer> memo = new HashMap<>();
      for (MnkState state : randomPositions(game, game.cellCount(), 12)) {
        List<MoveBounds<Cell>> analysis = solver.analyse(state, Budget.unlimited());
        assertEquals(new HashSet<>(state.legalMoves()), new HashSet<>(analysis.stream().map(MoveBounds::move).toList()), () -> game + " " + state);
        assertEquals(state.legalMoves().size(), analysis.size());
        for (MoveBounds<Cell> move : analysis) {
          assertTrue(move.isExact(), () -> move + " of " + state);
          assertEquals(Minimax.valueOfMove(state, move.move(), memo), move.lower(), () -> game + " " + move + " of " + state);
        }
      }
    }
  }

  @Test
  void solveGivesTheValueAndAMoveThatKeepsIt() {
    for (MnkGame game : SMALL_GAMES) {
      MnkSolver solver = MnkSolver.of(game);
      Map<MnkState, Integer> memo = new HashMap<>();
      for (MnkState state : randomPositions(game, 7 * game.cellCount(), 12)) {
        SolveResult<Cell> result = solver.solve(state, Budget.unlimited(), p -> {});
        int expected = Minimax.value(state, memo);
        assertEquals(expected, result.value(), () -> game + " " + state);
        assertEquals(expected, Minimax.valueOfMove(state, result.bestMove().orElseThrow(), memo), () -> game + " " + state);
      }
    }
  }

  @Test
  void boundsLeftByTheBudgetHoldTheValue() {
    MnkGame game = MnkGame.of(3, 4, 3);
    Map<MnkState, Integer> memo = new HashMap<>();
    int inexact = 0;
    for (MnkState state : randomPositions(game, 3, 8)) {
      List<MoveBounds<Cell>> analysis = MnkSolver.of(game).analyse(state, Budget.ofWork(30));
      assertEquals(state.legalMoves().size(), analysis.size());
      for (MoveBounds<Cell> move : analysis) {
        int value = Minimax.valueOfMove(state, move.move(), memo);
        assertTrue(move.lower() <= value && value <= move.upper(), () -> move + " holds " + value + " in " + state);
        assertTrue(move.lower() >= -1 && move.upper() <= 1, move::toString);
        inexact += move.isExact() ? 0 : 1;
      }
    }
    assertTrue(inexact > 0, "30 nodes leave some move unsolved");
  }

  @Test
  void progressIsReportedAsTheNodesGrow() {
    MnkGame game = MnkGame.of(4, 4, 4);
    List<SolveProgress> reports = new ArrayList<>();
    SolveResult<Cell> draw = MnkSolver.builder(game).progressInterval(1000).build().solve(game.initialState(), Budget.unlimited(), reports::add);
    assertEquals(0, draw.value(), "4,4,4 is a draw");
    assertTrue(reports.size() >= draw.nodes() / 1000 - 1, reports::toString);
    for (int i = 1; i < reports.size(); i++) {
      assertTrue(reports.get(i).nodes() > reports.get(i - 1).nodes(), reports::toString);
    }
    assertTrue(reports.get(reports.size() - 1).nodes() <= draw.nodes());
  }

  @Test
  void reportsCarryTheBoundsAndAStoppedSolveReportsTheLastOnes() {
    MnkGame game = MnkGame.of(5, 5, 4); // a draw
    List<SolveProgress> reports = new ArrayList<>();
    SolveResult<Cell> stopped =
        MnkSolver.builder(game).progressInterval(10_000).build().solve(game.initialState(), Budget.ofWork(50_000), reports::add);
    assertFalse(stopped.isComplete());
    assertTrue(reports.size() >= 5, reports::toString);
    for (SolveProgress report : reports) {
      assertTrue(report.lower() <= 0 && 0 <= report.upper() && report.lower() >= -1 && report.upper() <= 1, report::toString);
    }
    SolveProgress last = reports.get(reports.size() - 1);
    assertEquals(stopped.nodes(), last.nodes(), "the last report is the stop");
  }

  @Test
  void aBudgetCancelledFromAnotherThreadStopsTheSolvePromptlyWithTrueBounds() {
    MnkGame game = MnkGame.of(5, 5, 4); // a draw
    Budget.Cancellation stop = Budget.Cancellation.create();
    List<SolveProgress> reports = new ArrayList<>();
    Consumer<SolveProgress> listener =
        report -> {
          reports.add(report);
          if (reports.size() == 1) {
            cancelFromAnotherThread(stop);
          }
        };
    SolveResult<Cell> stopped =
        MnkSolver.builder(game).progressInterval(10_000).build()
            .solve(game.initialState(), Budget.unlimited().cancelledBy(stop), listener);
    assertFalse(stopped.isComplete());
    long atCancel = reports.get(0).nodes();
    assertTrue(
        stopped.nodes() - atCancel <= 64, // the clock and the cancellation are read every 64 nodes
        "searched " + (stopped.nodes() - atCancel) + " nodes after the cancellation");
    SolveProgress last = reports.get(reports.size() - 1);
    assertEquals(stopped.nodes(), last.nodes(), "the last report is the stop");
    assertTrue(last.lower() <= 0 && 0 <= last.upper(), last::toString);
    List<MoveBounds<Cell>> analysis =
        MnkSolver.of(game).analyse(game.initialState(), Budget.unlimited().cancelledBy(stop));
    assertEquals(25, analysis.size());
    for (MoveBounds<Cell> move : analysis) {
      assertEquals(-1, move.lower(), "nothing is searched once cancelled: " + move);
      assertEquals(1, move.upper(), "nothing is searched once cancelled: " + move);
    }
  }

  @Test
  void refusesOtherGamesAndFinishedOnes() {
    MnkSolver solver = MnkSolver.of(MnkGame.ticTacToe());
    MnkState other = MnkGame.of(4, 4, 3).initialState();
    IllegalArgumentException wrong =
        assertThrows(IllegalArgumentException.class, () -> solver.solve(other, Budget.unlimited(), p -> {}));
    assertTrue(wrong.getMessage().contains("this solver solves"), wrong.getMessage());
    MnkState won = MnkGame.ticTacToe().initialState();
    for (int[] rc : new int[][] {{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 2}}) {
      won = won.play(Cell.of(rc[0], rc[1]));
    }
    MnkState over = won;
    IllegalArgumentException finished =
        assertThrows(IllegalArgumentException.class, () -> solver.analyse(over, Budget.unlimited()));
    assertTrue(finished.getMessage().contains("finished game"), finished.getMessage());
    assertEquals(-1, solver.solve(over, Budget.unlimited(), p -> {}).value(), "the player to move has lost");
    assertEquals(
        "progress interval must be >= 1 node, got 0",
        assertThrows(IllegalArgumentException.class, () -> MnkSolver.builder(MnkGame.ticTacToe()).progressInterval(0))
            .getMessage());
  }

  /**
   * Cancels {@code stop} from another thread and waits for that thread, so that the search goes on
   * only once the cancellation is set.
   */
  private static void cancelFromAnotherThread(Budget.Cancellation stop) {
    Thread canceller = new Thread(stop::cancel, "canceller");
    canceller.start();
    Uninterruptibles.joinUninterruptibly(canceller);
  }
}
