package io.github.gridgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Budget;
import io.github.gridgames.core.TurnPolicy;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Finding a game's provider, and a game's solver through it. */
class StrategyProvidersTest {

  private final Piles nim = Piles.lastTakeWins(2, 3, 2, 3);

  @Test
  void findsTheInstalledProviderOfAnIdAtEachLookup() {
    assertInstanceOf(RaceStrategies.class, StrategyProviders.find("race").orElseThrow());
    assertInstanceOf(
        RaceStrategies.class, StrategyProviders.find("race", StrategyProvidersTest.class.getClassLoader()).orElseThrow());
    assertEquals(Optional.empty(), StrategyProviders.find("piles"));
    assertTrue(
        StrategyProviders.find("race").orElseThrow() != StrategyProviders.find("race").orElseThrow(),
        "a new provider at each lookup: nothing is cached");
  }

  @Test
  void twoProvidersOfOneIdAreRefusedByName(@TempDir Path dir) throws IOException {
    Path services = dir.resolve("META-INF/services");
    Files.createDirectories(services);
    Files.writeString(
        services.resolve(StrategyProvider.class.getName()), OtherRaceStrategies.class.getName() + "\n");
    try (URLClassLoader loader =
        new URLClassLoader(new URL[] {dir.toUri().toURL()}, StrategyProvidersTest.class.getClassLoader())) {
      String refused =
          assertThrows(IllegalStateException.class, () -> StrategyProviders.find("race", loader)).getMessage();
      assertEquals(
          "two installed strategy providers have the id 'race': io.github.gridgames.ai.RaceStrategies and "
              + OtherRaceStrategies.class.getName(),
          refused);
      Race race = Race.of(10, 3, TurnPolicy.ALTERNATE);
      assertThrows(IllegalStateException.class, () -> GameAgents.of(race, loader));
      assertThrows(IllegalStateException.class, () -> Solver.of(race, loader));
    }
  }

  @Test
  void aProviderForOneClassRefusesAGameOfAnotherClass() {
    String refused =
        assertThrows(IllegalArgumentException.class, () -> StrategyProviders.agents(new RaceStrategies(), nim)).getMessage();
    assertEquals(
        "the strategy provider io.github.gridgames.ai.RaceStrategies of 'race' serves games of "
            + Race.class.getName()
            + ", not "
            + Piles.class.getName(),
        refused);
    assertThrows(IllegalArgumentException.class, () -> StrategyProviders.solver(new RaceStrategies(), nim));
  }

  @Test
  void theSolverOfAGameIsItsProvidersElseTheGenericOne() {
    Race race = Race.of(10, 3, TurnPolicy.ALTERNATE);
    assertEquals("AlphaBetaSolver[tableBits=12]", Solver.of(race).toString(), "the race provider's");
    assertEquals("AlphaBetaSolver[tableBits=12]", Solver.of(race, StrategyProvidersTest.class.getClassLoader()).toString());
    assertEquals("AlphaBetaSolver[tableBits=20]", Solver.of(nim).toString(), "no provider: the generic one");
  }

  @Test
  void theGenericSolverValuesEveryMoveAndRefusesMoreThanTwoPlayers() {
    Solver<PilesState, Take> solver = Solver.of(nim);
    PilesState start = nim.initialState();
    List<MoveBounds<Take>> moves = solver.analyse(start, Budget.unlimited());
    assertEquals(start.legalMoves().size(), moves.size());
    for (MoveBounds<Take> move : moves) {
      assertTrue(move.isExact(), move.toString());
      SolveResult.Verdict expected = Oracle.verdictAfter(start, move.move(), start.toMove());
      assertEquals(expected, SolveResult.Verdict.ofSign(move.lower()), move.toString());
    }
    assertEquals(Oracle.verdict(start), solver.solve(start, Budget.unlimited(), progress -> {}).verdict());
    assertEquals(Oracle.verdict(start), solver.solve(start).verdict());
    assertEquals(Optional.empty(), solver.refusal(nim));

    Piles three = Piles.lastTakeWins(3, 3, 2, 3);
    Solver<PilesState, Take> forThree = Solver.of(three);
    Solver.Refusal refusal = forThree.refusal(three).orElseThrow();
    assertEquals("solve handles two-player games; this game has 3 players", refusal.reason());
    assertEquals(
        refusal.reason(),
        assertThrows(IllegalArgumentException.class, () -> forThree.solve(three.initialState())).getMessage());
    assertThrows(IllegalArgumentException.class, () -> forThree.analyse(three.initialState(), Budget.unlimited()));
    Piles one = Piles.lastTakeWins(2, 3, 1);
    PilesState over = one.initialState().play(one.initialState().legalMoves().get(0));
    assertThrows(IllegalArgumentException.class, () -> Solver.of(one).analyse(over, Budget.unlimited()));
  }

  @Test
  void movesTheBudgetDoesNotReachAreUnknown() {
    Piles piles = Piles.lastTakeWins(2, 3, 9, 9, 9);
    List<MoveBounds<Take>> moves = Solver.of(piles).analyse(piles.initialState(), Budget.ofWork(1));
    MoveBounds<Take> last = moves.get(moves.size() - 1);
    assertEquals(MoveBounds.unknown(last.move()), last);
    assertThrows(IllegalArgumentException.class, () -> new MoveBounds<>(last.move(), 1, 0));
  }

  /** A second provider of the race's id. */
  public static final class OtherRaceStrategies implements StrategyProvider<Race, RaceState, Race.Add> {
    @Override
    public String id() {
      return "race";
    }

    @Override
    public Class<Race> gameClass() {
      return Race.class;
    }

    @Override
    public GameAgents<RaceState, Race.Add> agents(Race game) {
      return GameAgents.generic(game);
    }

    @Override
    public Solver<RaceState, Race.Add> solver(Race game) {
      return AlphaBetaSolver.of();
    }
  }
}
