package io.github.gridgames.tictactoe.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.ai.AlphaBetaAgent;
import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.ai.GameAgents;
import io.github.gridgames.ai.Solver;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkState;
import org.junit.jupiter.api.Test;

/**
 * The agents and solver that the m,n,k strategy module installs, and their
 * search hooks.
 */
class MnkStrategiesTest {

  private final MnkGame game = MnkGame.of(3, 3, 3);

  @Test
  void bestIsThePerfectPlayerOnSmallBoardsAndAlphaBetaOnLargerOnes() {
    GameAgents<MnkState, Cell> small = GameAgents.of(game);
    assertInstanceOf(MnkPerfectAgent.class, small.agent("best", 1));
    assertEquals("perfect play by exact search", small.description("best"));
    assertInstanceOf(AlphaBetaAgent.class, GameAgents.of(MnkGame.of(5, 5, 4)).agent("best", 1));
  }

  @Test
  void bestIsTheThreatPlayerOnGomokuBoards() {
    for (MnkGame gomoku : new MnkGame[] {MnkGame.of(15, 15, 5), MnkGame.of(22, 22, 5), MnkGame.of(5, 5, 5)}) {
      for (MnkGame.OverlineRule rule : MnkGame.OverlineRule.values()) {
        GameAgents<MnkState, Cell> agents = GameAgents.of(gomoku.toBuilder().overlines(rule).build());
        assertInstanceOf(MnkThreatAgent.class, agents.agent("best", 1), gomoku + " " + rule);
        assertEquals(
            "threat-space search (VCF, VCT) and alpha-beta over the cells near the stones", agents.description("best"));
      }
    }
    MnkGame connect6 = MnkGame.of(15, 15, 6).toBuilder().turnPolicy(io.github.gridgames.core.TurnPolicy.CONNECT6).build();
    assertInstanceOf(AlphaBetaAgent.class, GameAgents.of(connect6).agent("best", 1));
    assertInstanceOf(AlphaBetaAgent.class, GameAgents.of(MnkGame.of(15, 15, 4)).agent("best", 1));
  }

  @Test
  void theSolverIsTheGamesMnkSolver() {
    Solver<MnkState, Cell> solver = Solver.of(game);
    assertInstanceOf(MnkSolver.class, solver);
    assertEquals(game, ((MnkSolver) solver).game());
    assertEquals(SolveResult.Verdict.DRAW, solver.solve(game.initialState(), Budget.unlimited(), p -> {}).verdict());
  }

  @Test
  void toBuilderKeepsEverySetting() {
    java.util.SplittableRandom random = new java.util.SplittableRandom(3);
    for (int i = 0; i < 30; i++) {
      MnkGame board = MnkGame.of(random.nextInt(3, 8), random.nextInt(3, 8), 3);
      MnkSolver solver =
          MnkSolver.builder(board).tableBits(random.nextInt(1, 29)).progressInterval(random.nextLong(1, 1_000_000)).build();
      assertEquals(solver.settings(), solver.toBuilder().build().settings());
      MnkPerfectAgent agent = MnkPerfectAgent.builder(board).tableBits(random.nextInt(1, 29)).build();
      assertEquals(agent.settings(), agent.toBuilder().build().settings());
    }
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
