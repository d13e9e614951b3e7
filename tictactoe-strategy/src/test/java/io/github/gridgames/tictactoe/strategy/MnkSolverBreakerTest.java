package io.github.gridgames.tictactoe.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.ai.MoveBounds;
import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.core.Budget;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkState;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The solver with its Maker-Breaker proofs, which by default it tries only for k of 5 or more,
 * turned on for small boards too: its values, moves and per-move values against plain minimax.
 */
class MnkSolverBreakerTest {

  private static final List<MnkGame> GAMES =
      List.of(
          MnkGame.ticTacToe(),
          MnkGame.of(3, 4, 3),
          MnkGame.of(4, 4, 3),
          MnkGame.of(4, 4, 4),
          MnkGame.of(4, 5, 4),
          MnkGame.of(5, 5, 4),
          MnkGame.of(4, 5, 5),
          MnkGame.builder().rows(4).cols(5).k(4).overlines(MnkGame.OverlineRule.NO_WIN).build());

  /** Random positions that are not over, with at most 11 empty cells (minimax stays small). */
  private static List<MnkState> positions(MnkGame game, long seed, int count) {
    SplittableRandom random = new SplittableRandom(seed);
    List<MnkState> states = new ArrayList<>();
    while (states.size() < count) {
      MnkState state = game.initialState();
      int moves = Math.max(0, game.cellCount() - 11) + random.nextInt(Math.min(game.cellCount(), 8));
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

  private static MnkSolver solver(MnkGame game) {
    return MnkSolver.builder(game).breakerProofs(true).build();
  }

  @Test
  void valuesAndMovesAgreeWithMinimax() {
    for (MnkGame game : GAMES) {
      MnkSolver solver = solver(game);
      Map<MnkState, Integer> memo = new HashMap<>();
      for (MnkState state : positions(game, game.cellCount() * 7L + game.k(), 25)) {
        SolveResult<Cell> result = solver.solve(state, Budget.unlimited(), p -> {});
        int expected = Minimax.value(state, memo);
        assertEquals(expected, result.value(), () -> game + " " + state);
        Cell move = result.bestMove().orElseThrow();
        assertEquals(expected, Minimax.valueOfMove(state, move, memo), () -> game + " " + move + " of " + state);
      }
    }
  }

  @Test
  void everyMoveGetsItsExactValue() {
    for (MnkGame game : GAMES) {
      MnkSolver solver = solver(game);
      Map<MnkState, Integer> memo = new HashMap<>();
      for (MnkState state : positions(game, game.cellCount() * 11L + game.k(), 6)) {
        for (MoveBounds<Cell> move : solver.analyse(state, Budget.unlimited())) {
          assertTrue(move.isExact(), () -> move + " of " + state);
          assertEquals(Minimax.valueOfMove(state, move.move(), memo), move.lower(), () -> game + " " + move + " of " + state);
        }
      }
    }
  }

  @Test
  void theKnownValuesStay() {
    assertEquals(0, solver(MnkGame.ticTacToe()).solve(MnkGame.ticTacToe().initialState()).value());
    assertEquals(1, solver(MnkGame.of(4, 4, 3)).solve(MnkGame.of(4, 4, 3).initialState()).value());
    assertEquals(0, solver(MnkGame.of(4, 4, 4)).solve(MnkGame.of(4, 4, 4).initialState()).value());
  }

  @Test
  void theSixSixFiveGameIsADrawAndItsMoveKeepsTheDraw() {
    drawKeptByItsMoves(MnkGame.of(6, 6, 5));
  }

  @Test
  void theSevenSevenFiveGameIsADraw() {
    drawKeptByItsMoves(MnkGame.of(7, 7, 5));
  }

  private static void drawKeptByItsMoves(MnkGame game) {
    MnkSolver solver = MnkSolver.of(game);
    SolveResult<Cell> result = solver.solve(game.initialState());
    assertEquals(0, result.value());
    MnkState after = game.initialState().play(result.bestMove().orElseThrow());
    // the second player cannot win after that move either, and has a drawing answer
    SolveResult<Cell> answer = solver.solve(after);
    assertEquals(0, answer.value());
    assertEquals(0, solver.solve(after.play(answer.bestMove().orElseThrow())).value());
  }
}
