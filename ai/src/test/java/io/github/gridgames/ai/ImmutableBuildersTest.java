package io.github.gridgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The configuration convention: a builder's setter returns a new builder and leaves its own. */
class ImmutableBuildersTest {

  @Test
  void aSetterLeavesTheBuilderItWasCalledOn() {
    Solver.Builder<PilesState, Take> solver = Solver.builder();
    Solver.Builder<PilesState, Take> small = solver.tableBits(4);
    assertEquals("Solver[tableBits=4]", small.build().toString());
    assertEquals("Solver[tableBits=20]", solver.build().toString());

    MctsAgent.Builder<PilesState, Take> mcts = MctsAgent.builder();
    mcts.seed(5).exploration(0.5);
    assertEquals("MctsAgent[seed=0, exploration=" + Math.sqrt(2) + "]", mcts.build().toString());
    assertEquals("MctsAgent[seed=5, exploration=0.5]", mcts.seed(5).exploration(0.5).build().toString());

    AlphaBetaAgent.Builder<PilesState, Take> alphaBeta = AlphaBetaAgent.builder(Evaluation.<PilesState, Take>zero());
    AlphaBetaAgent.Builder<PilesState, Take> shallow = alphaBeta.maxDepth(2);
    assertEquals("AlphaBetaAgent[maxDepth=2, tableBits=18]", shallow.build().toString());
    assertEquals("AlphaBetaAgent[maxDepth=100, tableBits=18]", alphaBeta.build().toString());
  }

  @Test
  void strategiesKeepTheAgentsOfTheBuilderTheyWereBuiltFrom() {
    Piles nim = Piles.lastTakeWins(2, 3, 7);
    Strategies.Builder<PilesState, Take> base = Strategies.builder(nim);
    Strategies<PilesState, Take> mine = base.agent("mine", "my agent", RandomAgent::seeded).build();
    assertEquals(
        java.util.List.of("random", "greedy", "alphabeta", "mcts", "best", "mine"), mine.agentNames());
    assertEquals(
        java.util.List.of("random", "greedy", "alphabeta", "mcts", "best"), base.build().agentNames());
  }
}
