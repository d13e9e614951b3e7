package io.github.gridgames.ai;

/**
 * The strategies of the race test game, registered in this module's test {@code
 * META-INF/services} so that {@link Strategies#of} finds them: the generic ones and an agent of
 * its own.
 */
public final class RaceStrategies extends TypedProvider<Race, RaceState, Race.Add> {

  /** The name of the race's own agent. */
  static final String OWN = "own";

  /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
  public RaceStrategies() {
    super(Race.class);
  }

  @Override
  public String id() {
    return "race";
  }

  @Override
  protected Strategies<RaceState, Race.Add> strategiesOf(Race game) {
    return Strategies.builder(game).agent(OWN, "the race's own agent", RandomAgent::seeded).build();
  }
}
