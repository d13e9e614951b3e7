package io.github.gridgames.ai;

/**
 * The agents and solver of the race test game, registered in this module's test {@code
 * META-INF/services} so that {@link StrategyProviders} finds them: the generic ones and an agent of
 * its own.
 */
public final class RaceStrategies implements StrategyProvider<Race, RaceState, Race.Add> {

  /** The name of the race's own agent. */
  static final String OWN = "own";

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
    return GameAgents.builder(game).agent(OWN, "the race's own agent", RandomAgent::of).build();
  }

  @Override
  public Solver<RaceState, Race.Add> solver(Race game) {
    return AlphaBetaSolver.<RaceState, Race.Add>builder().tableBits(12).build();
  }
}
