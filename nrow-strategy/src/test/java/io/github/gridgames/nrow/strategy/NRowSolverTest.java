package io.github.gridgames.nrow.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.ai.Solver;
import io.github.gridgames.ai.MoveBounds;
import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The solver of capped games against plain minimax ({@link Brute#minimax}) on tiny games. */
class NRowSolverTest {

  /** X places the first two stones, then the players alternate. */
  private static final TurnPolicy X_TWICE =
      TurnPolicy.of("x-twice", (mover, effect, players, moveNumber) -> moveNumber == 0 ? mover : mover.next(players));

  private static final List<NRow> GAMES =
      List.of(
          NRow.builder().n(3).distance(1).stoneCap(5).build(),
          NRow.builder().n(2).distance(2).stoneCap(4).build(),
          NRow.builder().n(4).distance(1).stoneCap(5).build(),
          NRow.builder().n(3).distance(1).stoneCap(6).turnPolicy(TurnPolicy.CONNECT6).build(),
          NRow.builder().n(3).distance(1).stoneCap(5).turnPolicy(X_TWICE).build());

  private final NRowSolver solver = new NRowSolver();

  @Test
  void solvesTheEmptyBoardByItsFirstStone() {
    Budget unlimited = Budget.unlimited();
    int wins = 0;
    for (NRow game : GAMES) {
      NRowState empty = game.initialState();
      int value = Brute.valueAfter(empty, Point.ORIGIN);
      wins += value > 0 ? 1 : 0;
      SolveResult<Point> result = solver.solve(empty, unlimited, progress -> {});
      assertEquals(value, result.value(), game.toString());
      assertEquals(SolveResult.Verdict.ofSign(value), result.verdict(), game.toString());
      assertEquals(Optional.of(Point.ORIGIN), result.bestMove(), game.toString());
      assertTrue(result.nodes() > solver.solve(empty.play(Point.ORIGIN), unlimited, progress -> {}).nodes());
      assertEquals(List.of(MoveBounds.exact(Point.ORIGIN, value)), solver.analyse(empty, unlimited), game.toString());
    }
    assertTrue(wins >= 1 && wins < GAMES.size(), "wins and other values among the games");
  }

  @Test
  void valuesEveryMoveAsMinimaxDoes() {
    for (NRow game : GAMES) {
      for (NRowState state : statesOf(game)) {
        int value = Brute.minimax(state);
        SolveResult<Point> result = solver.solve(state, Budget.unlimited(), progress -> {});
        assertEquals(value, result.value(), game + ":\n" + state.render());
        assertEquals(SolveResult.Verdict.ofSign(value), result.verdict());
        assertEquals(value, Brute.valueAfter(state, result.bestMove().orElseThrow()), "the best move has the value");
        List<MoveBounds<Point>> bounds = solver.analyse(state, Budget.unlimited());
        assertEquals(state.legalMoves().size(), bounds.size(), "one bound per legal move");
        for (MoveBounds<Point> bound : bounds) {
          assertEquals(MoveBounds.exact(bound.move(), Brute.valueAfter(state, bound.move())), bound, state.render());
        }
      }
    }
  }

  /** The states after one and two stones (every second stone; a third under PIT), not finished. */
  private static List<NRowState> statesOf(NRow game) {
    List<NRowState> out = new ArrayList<>();
    NRowState first = game.initialState().play(Point.ORIGIN);
    out.add(first);
    List<Point> seconds = first.legalMoves();
    for (int i = 0; i < seconds.size(); i += Brute.size(1, 3)) {
      NRowState second = first.play(seconds.get(i));
      if (!second.isTerminal()) {
        out.add(second);
      }
    }
    return out;
  }

  @Test
  void aSpentBudgetLeavesTheEmptyBoardUnknown() {
    NRow game = NRow.builder().n(3).distance(2).stoneCap(9).build();
    SolveResult<Point> result = solver.solve(game.initialState(), Budget.ofWork(3), progress -> {});
    assertEquals(SolveResult.Verdict.UNKNOWN, result.verdict());
    assertEquals(Optional.empty(), result.bestMove());
    assertTrue(result.nodes() >= 1);
    assertEquals(List.of(MoveBounds.unknown(Point.ORIGIN)), solver.analyse(game.initialState(), Budget.ofWork(3)));
  }

  @Test
  void refusesGamesWithoutACapOrWithMoreThanTwoPlayers() {
    Solver.Refusal uncapped = solver.refusal(NRow.builder().n(4).build()).orElseThrow();
    assertEquals(Optional.of("cap"), uncapped.parameter());
    assertEquals("solve needs a game that ends: give nrow a stone cap", uncapped.reason());
    Solver.Refusal three = solver.refusal(NRow.builder().players(3).stoneCap(9).build()).orElseThrow();
    assertEquals(Optional.of("players"), three.parameter());
    assertEquals(Optional.empty(), solver.refusal(NRow.builder().stoneCap(9).build()));
  }

  @Test
  void aRefusedGameIsRefusedBySolveAndAnalyse() {
    NRow uncapped = NRow.builder().n(4).build();
    assertEquals(
        "solve needs a game that ends: give nrow a stone cap",
        assertThrows(IllegalArgumentException.class, () -> solver.solve(uncapped.initialState())).getMessage());
    assertThrows(IllegalArgumentException.class, () -> solver.analyse(uncapped.initialState(), Budget.unlimited()));
  }
}
