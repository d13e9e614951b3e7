/**
 * The agents and solver of Dots and Boxes: the exact solver, the strong and greedy agents, the
 * evaluation and move order of the generic searches, and the {@link
 * io.github.gridgames.ai.StrategyProvider} that gives them to {@link
 * io.github.gridgames.ai.GameAgents#of} and {@link io.github.gridgames.ai.Solver#of} for the id
 * {@code dots-boxes}.
 */
module io.github.gridgames.dotsboxes.strategy {
  requires transitive io.github.gridgames.dotsboxes;
  requires transitive io.github.gridgames.ai;
  requires com.google.common;
  requires static transitive org.jspecify;
  requires static transitive com.google.errorprone.annotations;

  exports io.github.gridgames.dotsboxes.strategy;

  provides io.github.gridgames.ai.StrategyProvider with
      io.github.gridgames.dotsboxes.strategy.DotsBoxesStrategies;
}
