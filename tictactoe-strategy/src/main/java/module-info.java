/**
 * The agents and solver of the m,n,k-games: the perfect agent and its solver, the evaluation and
 * move order of the generic searches, and the {@link io.github.gridgames.ai.StrategyProvider} that
 * gives them to {@link io.github.gridgames.ai.GameAgents#of} and {@link
 * io.github.gridgames.ai.Solver#of} for the id {@code tictactoe}.
 */
module io.github.gridgames.tictactoe.strategy {
  requires transitive io.github.gridgames.tictactoe;
  requires transitive io.github.gridgames.ai;
  requires com.google.common;
  requires static transitive org.jspecify;
  requires static transitive com.google.errorprone.annotations;

  exports io.github.gridgames.tictactoe.strategy;

  provides io.github.gridgames.ai.StrategyProvider with
      io.github.gridgames.tictactoe.strategy.MnkStrategies;
}
