package io.github.gridgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The configuration convention: {@code toBuilder()} gives back every setting, so an object rebuilt
 * from it has the settings of the original, for random settings (a setting that toBuilder left
 * out would come back as its default).
 */
class ToBuilderTest {

  private final SplittableRandom random = new SplittableRandom(17);
  private final Evaluation<PilesState, Take> evaluation = (position, player) -> 1.0;
  private final MoveOrdering<PilesState, Take> ordering = (position, codes, count) -> {};
  private final TableKey<PilesState, Take> tableKey = position -> 0L;

  @Test
  void alphaBetaAgent() {
    for (int i = 0; i < 50; i++) {
      AlphaBetaAgent<PilesState, Take> agent =
          AlphaBetaAgent.builder(evaluation)
              .ordering(ordering)
              .tableKey(tableKey)
              .maxDepth(random.nextInt(1, 200))
              .tableBits(random.nextInt(1, 29))
              .clockCheckInterval(random.nextInt(1, 1000))
              .build();
      assertEquals(agent.settings(), agent.toBuilder().build().settings());
    }
    assertNotEquals(
        AlphaBetaAgent.of(evaluation).settings(), AlphaBetaAgent.of(evaluation).toBuilder().maxDepth(3).build().settings());
  }

  @Test
  void mctsAgent() {
    for (int i = 0; i < 50; i++) {
      MctsAgent<PilesState, Take> agent =
          MctsAgent.<PilesState, Take>builder()
              .seed(random.nextLong())
              .exploration(random.nextDouble(0, 5))
              .maxPlayoutMoves(random.nextInt(0, 100_000))
              .defaultPlayouts(random.nextLong(1, 100_000))
              .build();
      assertEquals(agent.settings(), agent.toBuilder().build().settings());
    }
  }

  @Test
  void greedyAgent() {
    GreedyAgent<PilesState, Take> firstBest = GreedyAgent.of(evaluation);
    assertEquals(firstBest.settings(), firstBest.toBuilder().build().settings());
    for (int i = 0; i < 50; i++) {
      GreedyAgent<PilesState, Take> agent = GreedyAgent.builder(evaluation).seed(random.nextLong()).build();
      assertEquals(agent.settings(), agent.toBuilder().build().settings());
    }
  }

  @Test
  void alphaBetaSolver() {
    for (int i = 0; i < 50; i++) {
      AlphaBetaSolver<PilesState, Take> solver =
          AlphaBetaSolver.<PilesState, Take>builder()
              .ordering(ordering)
              .tableKey(tableKey)
              .tableBits(random.nextInt(1, 29))
              .progressInterval(random.nextLong(1, Long.MAX_VALUE))
              .build();
      assertEquals(solver.settings(), solver.toBuilder().build().settings());
    }
  }

  @Test
  void gameAgents() {
    Piles nim = Piles.lastTakeWins(2, 3, 2, 3);
    GameAgents<PilesState, Take> generic = GameAgents.generic(nim);
    assertEquals(generic.settings(), generic.toBuilder().build().settings());
    GameAgents<PilesState, Take> own =
        GameAgents.builder(nim)
            .evaluation(evaluation)
            .ordering(ordering)
            .tableKey(tableKey)
            .agent("mine", "my agent", RandomAgent::of)
            .agent("best", "my best", MctsAgent::of)
            .build();
    GameAgents<PilesState, Take> rebuilt = own.toBuilder().build();
    assertEquals(own.settings(), rebuilt.settings());
    assertEquals(own.names(), rebuilt.names());
  }
}
