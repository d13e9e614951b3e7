package io.github.gridgames.dotsboxes.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.ai.Strategies;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The strategies that the Dots and Boxes strategy module installs for {@code Strategies.of}. */
class DotsBoxesStrategiesTest {

  private final DotsBoxes game = DotsBoxes.of(2, 2);

  @Test
  void strategiesAreTheModulesAgents() {
    Strategies<DotsBoxesState, Edge> strategies = Strategies.of(game);
    assertEquals(List.of("random", "greedy", "alphabeta", "mcts", "best"), strategies.agentNames());
    assertInstanceOf(StrongDotsBoxesAgent.class, strategies.agent("best", 1));
    assertInstanceOf(GreedyDotsBoxesAgent.class, strategies.agent("greedy", 1));
    assertEquals("best:100", strategies.agent(Strategies.AgentSpec.parse("best:100"), 1, 500).name());
    assertTrue(strategies.unsolvable().isEmpty());
    Strategies<DotsBoxesState, Edge> three = Strategies.of(DotsBoxes.builder().rows(2).cols(2).players(3).turnPolicy(TurnPolicy.EXTRA_TURN_ON_CAPTURE).build());
    assertEquals("players", three.unsolvable().orElseThrow().parameter().orElseThrow());
  }
}
