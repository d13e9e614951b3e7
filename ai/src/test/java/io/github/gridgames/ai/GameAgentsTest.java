package io.github.gridgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.TurnPolicy;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The named agents of a game, generic or from its provider. */
class GameAgentsTest {

  private final Piles nim = Piles.lastTakeWins(2, 3, 2, 3);

  @Test
  void everyGameHasTheFiveAgentsAndBestIsMctsWithoutAnEvaluation() {
    GameAgents<PilesState, Take> generic = GameAgents.generic(nim);
    assertEquals(List.of("random", "greedy", "alphabeta", "mcts", "best"), generic.names());
    assertInstanceOf(RandomAgent.class, generic.agent("random", 1));
    assertInstanceOf(GreedyAgent.class, generic.agent("greedy", 1));
    assertInstanceOf(AlphaBetaAgent.class, generic.agent("alphabeta", 1));
    assertInstanceOf(MctsAgent.class, generic.agent("mcts", 1));
    assertInstanceOf(MctsAgent.class, generic.agent("best", 1));
    assertEquals(5L, ((MctsAgent<PilesState, Take>) generic.agent("best", 5)).seed(), "best gets the seed");
    assertTrue(generic.description("best").contains("Monte Carlo"), generic.description("best"));
    assertSame(nim, generic.game());
    assertEquals(nim.spec() + ": random, greedy, alphabeta, mcts, best", generic.toString());
    String refused = assertThrows(IllegalArgumentException.class, () -> generic.agent("genius", 1)).getMessage();
    assertEquals("piles has no agent 'genius'; it has random, greedy, alphabeta, mcts, best", refused);
    assertThrows(IllegalArgumentException.class, () -> generic.description("genius"));
  }

  @Test
  void aGameGivesItsOwnAgentsAndEvaluation() {
    Agent<PilesState, Take> mine = RandomAgent.of(42);
    GameAgents<PilesState, Take> agents =
        GameAgents.builder(nim)
            .evaluation((position, player) -> 1.0)
            .agent("mine", "my agent", seed -> mine)
            .build();
    assertEquals(List.of("random", "greedy", "alphabeta", "mcts", "best", "mine"), agents.names());
    assertSame(mine, agents.agent("mine", 7));
    assertInstanceOf(AlphaBetaAgent.class, agents.agent("best", 1), "with an evaluation, best is alpha-beta");
    assertEquals("my agent", agents.description("mine"));
    TimedAgent<PilesState, Take> timed =
        (TimedAgent<PilesState, Take>) agents.agent(AgentSpec.parse("mine:30"), 7, Duration.ofMillis(500));
    assertEquals("mine:30", timed.name());
    assertSame(mine, timed.agent());
    assertEquals(Budget.ofTime(Duration.ofMillis(30)), timed.budget());
    TimedAgent<PilesState, Take> byDefault =
        (TimedAgent<PilesState, Take>) agents.agent(AgentSpec.parse("mine"), 7, Duration.ofMillis(500));
    assertEquals(Budget.ofTime(Duration.ofMillis(500)), byDefault.budget());
    assertEquals(
        "the default time per move must be positive, got PT0S",
        assertThrows(IllegalArgumentException.class, () -> agents.agent(AgentSpec.parse("mine"), 7, Duration.ZERO))
            .getMessage());
    assertEquals(
        "an agent name such as best, got 'My Agent'",
        assertThrows(IllegalArgumentException.class, () -> GameAgents.builder(nim).agent("My Agent", "", seed -> mine))
            .getMessage());
  }

  @Test
  void aGameMayReplaceAnAgentInItsPlace() {
    GameAgents<PilesState, Take> agents =
        GameAgents.generic(nim).toBuilder().agent("greedy", "my greedy", RandomAgent::of).build();
    assertEquals(List.of("random", "greedy", "alphabeta", "mcts", "best"), agents.names());
    assertInstanceOf(RandomAgent.class, agents.agent("greedy", 1));
    assertEquals(
        "the factory of agent none",
        assertThrows(
                NullPointerException.class,
                () -> GameAgents.builder(nim).agent("none", "returns null", seed -> null).build().agent("none", 1))
            .getMessage());
  }

  @Test
  void aTimedAgentThinksWithItsOwnBudget() {
    Budget[] seen = new Budget[2];
    Agent<PilesState, Take> spy =
        new Agent<>() {
          @Override
          public Take chooseMove(PilesState state, Budget budget) {
            seen[0] = budget;
            return state.legalMoves().get(0);
          }

          @Override
          public String name() {
            return "spy";
          }
        };
    TimedAgent<PilesState, Take> timed = TimedAgent.of(spy, Budget.ofTime(Duration.ofMillis(20)), "spy:20");
    timed.chooseMove(nim.initialState(), Budget.unlimited());
    assertEquals(Budget.ofTime(Duration.ofMillis(20)), seen[0]);
    timed.chooseCode(nim.initialState().toPosition(), Budget.ofTime(Duration.ofMillis(999)));
    assertEquals(Budget.ofTime(Duration.ofMillis(20)), seen[0], "on the position too");
    assertEquals("spy:20 (20 ms per move)", timed.toString());
  }

  @Test
  void theInstalledStrategyProviderOfTheGamesIdSuppliesItsAgents() {
    Race race = Race.of(10, 3, TurnPolicy.ALTERNATE);
    GameAgents<RaceState, Race.Add> agents = GameAgents.of(race);
    assertEquals(List.of("random", "greedy", "alphabeta", "mcts", "best", RaceStrategies.OWN), agents.names());
    assertSame(race, agents.game());
    assertEquals(
        agents.names(), GameAgents.of(race, GameAgentsTest.class.getClassLoader()).names(), "with a class loader");
    assertEquals(GameAgents.generic(nim).names(), GameAgents.of(nim).names(), "no installed provider");
  }
}
