package io.github.gridgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.State;
import io.github.gridgames.core.TurnPolicy;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The named agents, hooks and solver of a game, generic or from its provider. */
class StrategiesTest {

  private final Piles nim = Piles.lastTakeWins(2, 3, 2, 3);

  @Test
  void everyGameHasTheFiveAgentsAndBestIsMctsWithoutAnEvaluation() {
    Strategies<PilesState, Take> generic = Strategies.generic(nim);
    assertEquals(List.of("random", "greedy", "alphabeta", "mcts", "best"), generic.agentNames());
    assertInstanceOf(RandomAgent.class, generic.agent("random", 1));
    assertInstanceOf(GreedyAgent.class, generic.agent("greedy", 1));
    assertInstanceOf(AlphaBetaAgent.class, generic.agent("alphabeta", 1));
    assertInstanceOf(MctsAgent.class, generic.agent("mcts", 1));
    assertInstanceOf(MctsAgent.class, generic.agent("best", 1));
    assertTrue(generic.description("best").contains("Monte Carlo"), generic.description("best"));
    String refused = assertThrows(IllegalArgumentException.class, () -> generic.agent("genius", 1)).getMessage();
    assertTrue(refused.endsWith(" has no agent 'genius'; it has random, greedy, alphabeta, mcts, best"), refused);
  }

  @Test
  void aGameGivesItsOwnAgentsAndEvaluation() {
    Agent<PilesState, Take> mine = RandomAgent.seeded(42);
    Strategies<PilesState, Take> strategies =
        Strategies.builder(nim)
            .evaluation((position, player) -> 1.0)
            .agent("mine", "my agent", seed -> mine)
            .build();
    assertEquals(List.of("random", "greedy", "alphabeta", "mcts", "best", "mine"), strategies.agentNames());
    assertSame(mine, strategies.agent("mine", 7));
    assertInstanceOf(AlphaBetaAgent.class, strategies.agent("best", 1), "with an evaluation, best is alpha-beta");
    assertEquals("my agent", strategies.description("mine"));
    TimedAgent<PilesState, Take> timed =
        (TimedAgent<PilesState, Take>) strategies.agent(Strategies.AgentSpec.parse("mine:30"), 7, 500);
    assertEquals("mine:30", timed.name());
    assertSame(mine, timed.agent());
    assertEquals(Budget.ofTime(Duration.ofMillis(30)), timed.budget());
    TimedAgent<PilesState, Take> byDefault =
        (TimedAgent<PilesState, Take>) strategies.agent(Strategies.AgentSpec.parse("mine"), 7, 500);
    assertEquals(Budget.ofTime(Duration.ofMillis(500)), byDefault.budget());
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
  void theGenericSolverValuesEveryMoveAndRefusesMoreThanTwoPlayers() {
    Strategies<PilesState, Take> strategies = Strategies.generic(nim);
    PilesState start = nim.initialState();
    List<MoveBounds<Take>> moves = strategies.analyse(start, Budget.unlimited());
    assertEquals(start.legalMoves().size(), moves.size());
    for (MoveBounds<Take> move : moves) {
      assertTrue(move.isExact(), move.toString());
      SolveResult.Verdict expected = Oracle.verdictAfter(start, move.move(), start.toMove());
      assertEquals(expected, SolveResult.Verdict.ofSign(move.lower()), move.toString());
    }
    SolveResult<Take> result = strategies.solve(start, Budget.unlimited(), progress -> {});
    assertEquals(Oracle.verdict(start), result.verdict());
    assertEquals(Optional.empty(), strategies.unsolvable());

    Piles three = Piles.lastTakeWins(3, 3, 2, 3);
    GameSolver.Refusal refusal = Strategies.generic(three).unsolvable().orElseThrow();
    assertEquals("solve handles two-player games; this game has 3 players", refusal.reason());
    assertThrows(IllegalArgumentException.class, () -> Strategies.generic(three).solve(three.initialState(), Budget.unlimited(), p -> {}));
    Piles one = Piles.lastTakeWins(2, 3, 1);
    PilesState over = one.initialState().play(one.initialState().legalMoves().get(0));
    assertThrows(IllegalArgumentException.class, () -> Strategies.generic(one).analyse(over, Budget.unlimited()));
  }

  @Test
  void movesTheBudgetDoesNotReachAreUnknown() {
    List<MoveBounds<Take>> moves = Strategies.generic(Piles.lastTakeWins(2, 3, 9, 9, 9)).analyse(
        Piles.lastTakeWins(2, 3, 9, 9, 9).initialState(), Budget.ofWork(1));
    MoveBounds<Take> last = moves.get(moves.size() - 1);
    assertEquals(MoveBounds.unknown(last.move()), last);
    assertThrows(IllegalArgumentException.class, () -> new MoveBounds<>(last.move(), 1, 0));
  }

  @Test
  void theInstalledStrategyProviderOfTheGamesIdSuppliesItsStrategies() {
    Race race = Race.of(10, 3, TurnPolicy.ALTERNATE);
    Strategies<RaceState, Race.Add> strategies = Strategies.of(race);
    assertEquals(List.of("random", "greedy", "alphabeta", "mcts", "best", RaceStrategies.OWN), strategies.agentNames());
    assertSame(race, strategies.game());
    assertEquals(Strategies.generic(nim).agentNames(), Strategies.of(nim).agentNames(), "no installed provider");
  }

  @Test
  void twoStrategyProvidersOfOneIdAreRefusedByName() {
    StrategyProvider other =
        new StrategyProvider() {
          @Override
          public String id() {
            return "race";
          }

          @Override
          public <S extends State<S, M>, M extends Move> Strategies<S, M> strategies(Game<S, M> game) {
            return Strategies.generic(game);
          }
        };
    assertEquals(Set.of("race"), Strategies.byId(List.of(new RaceStrategies())).keySet());
    String refused =
        assertThrows(IllegalStateException.class, () -> Strategies.byId(List.of(new RaceStrategies(), other))).getMessage();
    assertEquals(
        "two strategy providers serve the game id 'race': io.github.gridgames.ai.RaceStrategies and "
            + other.getClass().getName()
            + "; keep one of them on the class path",
        refused);
  }

  @Test
  void aProviderForOneClassRefusesAGameOfAnotherClass() {
    String refused = assertThrows(IllegalArgumentException.class, () -> new RaceStrategies().strategies(nim)).getMessage();
    assertEquals(nim.spec() + " is not a game of " + Race.class.getName(), refused);
  }

  @Test
  void lineWindowsCountOnePlayersWindowsTheMoreStonesTheMore() {
    // Two X stones side by side on an open row of a 3-in-a-row board, O to move: X's windows count.
    LineWindows.Board board =
        (x, y) -> Math.abs(x) > 5 || Math.abs(y) > 5 ? LineWindows.OFF_BOARD : (y == 0 && (x == 0 || x == 1)) ? 0 : LineWindows.EMPTY;
    long[] xs = {0, 1};
    long[] ys = {0, 0};
    double forX = LineWindows.value(board, xs, ys, 3, 0, 1);
    assertTrue(forX > 0, "X has the windows: " + forX);
    assertEquals(-forX, LineWindows.value(board, xs, ys, 3, 1, 1), "O's value is the opposite");
    double xToMove = LineWindows.value(board, xs, ys, 3, 0, 0);
    assertTrue(xToMove > forX, "a window one stone short counts double for the player to move");
    assertEquals(Player.FIRST.index(), 0);
    assertThrows(IllegalArgumentException.class, () -> LineWindows.value(board, xs, new long[1], 3, 0, 0));
  }
}
