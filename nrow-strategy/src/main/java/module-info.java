/**
 * The agents and solver of N-in-a-row: the threat agent, the greedy agent, the evaluation and move
 * order of the generic searches, the solver of capped games, and the {@link
 * io.github.gridgames.ai.StrategyProvider} that gives them to {@link
 * io.github.gridgames.ai.GameAgents#of} and {@link io.github.gridgames.ai.Solver#of} for the id
 * {@code nrow}.
 */
module io.github.gridgames.nrow.strategy {
  requires transitive io.github.gridgames.nrow;
  requires transitive io.github.gridgames.ai;
  requires com.google.common;
  requires static transitive org.jspecify;
  requires static transitive com.google.errorprone.annotations;

  exports io.github.gridgames.nrow.strategy;

  provides io.github.gridgames.ai.StrategyProvider with
      io.github.gridgames.nrow.strategy.NRowStrategies;
}
