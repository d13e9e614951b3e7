package io.github.gridgames.nrow.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.ai.MctsAgent;
import io.github.gridgames.ai.MoveBounds;
import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.ai.GameAgents;
import io.github.gridgames.ai.Solver;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The agents and solver that the N-row strategy module installs: agents, search hooks and
 * solving.
 */
class NRowStrategiesTest {

  @Test
  void strategiesAreTheModulesAgents() {
    NRow game = NRow.of(5, 3);
    GameAgents<NRowState, Point> agents = GameAgents.of(game);
    assertInstanceOf(NRowThreatAgent.class, agents.agent("best", 1));
    assertInstanceOf(NRowGreedyAgent.class, agents.agent("greedy", 1));
    assertInstanceOf(MctsAgent.class, agents.agent("mcts", 1));
    assertEquals("cap", Solver.of(game).refusal(game).orElseThrow().parameter().orElseThrow());
  }

  @Test
  void aCappedGameIsSolvedFromItsFirstStone() {
    NRow game = NRow.builder().n(2).distance(1).stoneCap(4).build();
    Solver<NRowState, Point> strategies = Solver.of(game);
    SolveResult<Point> result = strategies.solve(game.initialState(), Budget.unlimited(), p -> {});
    assertEquals(SolveResult.Verdict.WIN, result.verdict());
    assertEquals(Point.ORIGIN, result.bestMove().orElseThrow());
    List<MoveBounds<Point>> moves = strategies.analyse(game.initialState(), Budget.unlimited());
    assertEquals(List.of(MoveBounds.exact(Point.ORIGIN, 1)), moves);
    NRowState after = game.initialState().play(Point.ORIGIN);
    for (MoveBounds<Point> move : strategies.analyse(after, Budget.unlimited())) {
      assertEquals(-1, move.lower(), "every answer to the first stone loses: " + move);
    }
  }

  @Test
  void theEvaluationFavoursLinesAndTheOrderingNeighbours() {
    NRow game = NRow.of(3, 2);
    NRowState state = game.initialState().play(Point.of(0, 0)).play(Point.of(0, 2)).play(Point.of(1, 0));
    Position<NRowState, Point> position = state.toPosition();
    NRowEvaluation evaluation = NRowEvaluation.of(game);
    assertTrue(evaluation.evaluate(position, Player.FIRST) > 0, "X has two in a row");
    int[] codes = new int[position.legalMoveCount()];
    int count = position.legalMoves(codes);
    new NRowOrdering().order(position, codes, count);
    Point first = position.move(codes[0]);
    assertTrue(Math.abs(first.x() - 0.5) <= 1.5 && Math.abs(first.y()) <= 1, "next to the stones: " + first);
    assertEquals(0, position.depth());
  }

  @Test
  void toBuilderKeepsEverySettingOfTheThreatAgent() {
    java.util.SplittableRandom random = new java.util.SplittableRandom(9);
    for (int i = 0; i < 50; i++) {
      NRowThreatAgent agent =
          NRowThreatAgent.builder()
              .seed(random.nextLong())
              .breadth(random.nextInt(1, 100))
              .depth(random.nextInt(0, 101))
              .threes(random.nextInt(0, 11))
              .build();
      assertEquals(agent.settings(), agent.toBuilder().build().settings());
    }
  }
}
