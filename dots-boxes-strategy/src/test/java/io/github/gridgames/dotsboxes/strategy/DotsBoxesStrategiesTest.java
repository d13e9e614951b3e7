package io.github.gridgames.dotsboxes.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.ai.AgentSpec;
import io.github.gridgames.ai.GameAgents;
import io.github.gridgames.ai.Solver;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The agents and solver that the Dots and Boxes strategy module installs. */
class DotsBoxesStrategiesTest {

  private final DotsBoxes game = DotsBoxes.of(2, 2);

  @Test
  void theAgentsAreTheModulesAgents() {
    GameAgents<DotsBoxesState, Edge> agents = GameAgents.of(game);
    assertEquals(List.of("random", "greedy", "alphabeta", "mcts", "best", "rules"), agents.names());
    assertInstanceOf(DotsBoxesRuleAgent.class, agents.agent("rules", 1));
    assertInstanceOf(DotsBoxesStrongAgent.class, agents.agent("best", 1));
    assertInstanceOf(DotsBoxesGreedyAgent.class, agents.agent("greedy", 1));
    assertEquals("best:100", agents.agent(AgentSpec.parse("best:100"), 1, Duration.ofMillis(500)).name());
  }

  @Test
  void theSolverRefusesWhatItCannotSolveNamingTheParameter() {
    Solver<DotsBoxesState, Edge> solver = Solver.of(game);
    assertInstanceOf(DotsBoxesSolver.class, solver);
    assertTrue(solver.refusal(game).isEmpty());
    DotsBoxes three = DotsBoxes.builder().rows(2).cols(2).players(3).turnPolicy(TurnPolicy.EXTRA_TURN_ON_CAPTURE).build();
    assertEquals("players", Solver.of(three).refusal(three).orElseThrow().parameter().orElseThrow());
    DotsBoxes big = DotsBoxes.of(6, 6);
    Solver.Refusal tooBig = DotsBoxesSolver.of().refusal(big).orElseThrow();
    assertEquals("the Dots and Boxes solver handles boards of at most 64 lines; 6 x 6 boxes have 84", tooBig.reason());
    assertEquals("rows", tooBig.parameter().orElseThrow());
    assertEquals(
        "the Dots and Boxes solver is for two players, got a game of 3",
        DotsBoxesSolver.of().refusal(three).orElseThrow().reason());
  }
}
