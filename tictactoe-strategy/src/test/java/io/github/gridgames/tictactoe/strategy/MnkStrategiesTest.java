package io.github.gridgames.tictactoe.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.ai.AlphaBetaAgent;
import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.ai.Strategies;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkState;
import org.junit.jupiter.api.Test;

/**
 * The strategies that the m,n,k strategy module installs for {@code Strategies.of}, and their
 * search hooks.
 */
class MnkStrategiesTest {

  private final MnkGame game = MnkGame.of(3, 3, 3);

  @Test
  void bestIsThePerfectPlayerOnSmallBoardsAndAlphaBetaOnLargerOnes() {
    Strategies<MnkState, Cell> small = Strategies.of(game);
    assertInstanceOf(PerfectPlayer.class, small.agent("best", 1));
    assertEquals("perfect play by exact search", small.description("best"));
    assertInstanceOf(AlphaBetaAgent.class, Strategies.of(MnkGame.of(5, 5, 4)).agent("best", 1));
    assertEquals(SolveResult.Verdict.DRAW, small.solve(game.initialState(), Budget.unlimited(), p -> {}).verdict());
  }

  @Test
  void theEvaluationFavoursLinesAndTheOrderingFoursThenNeighbours() {
    MnkState state = game.initialState().play(Cell.of(0, 0)).play(Cell.of(2, 2)).play(Cell.of(0, 1));
    Position<MnkState, Cell> position = state.toPosition();
    MnkEvaluation evaluation = MnkEvaluation.of(game);
    assertTrue(evaluation.evaluate(position, Player.FIRST) > 0, "X has two in a row");
    assertEquals(-evaluation.evaluate(position, Player.FIRST), evaluation.evaluate(position, Player.SECOND));
    int[] codes = new int[position.legalMoveCount()];
    int count = position.legalMoves(codes);
    MnkOrdering.of(game).order(position, codes, count);
    assertEquals(Cell.of(0, 2), position.move(codes[0]), "O must block X's row first");
    assertEquals(Cell.of(1, 1), position.move(codes[1]), "the centre touches all three stones");
    assertEquals(0, position.depth());
  }
}
