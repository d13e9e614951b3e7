package io.github.gridgames.ai;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;

/**
 * The strategies of the race test game, registered in this module's test {@code
 * META-INF/services} so that {@link Strategies#of} finds them: the generic ones and an agent of
 * its own.
 */
public final class RaceStrategies implements StrategyProvider {

  /** The name of the race's own agent. */
  static final String OWN = "own";

  @Override
  public String id() {
    return "race";
  }

  @Override
  public <S extends State<S, M>, M extends Move> Strategies<S, M> strategies(Game<S, M> game) {
    return StrategyProvider.forClass(Race.class, game, RaceStrategies::strategiesOf);
  }

  private static Strategies<RaceState, Race.Add> strategiesOf(Race game) {
    return Strategies.builder(game).agent(OWN, "the race's own agent", RandomAgent::seeded).build();
  }
}
