/**
 * Game-independent agents and solvers for gridgames: a seeded {@link
 * io.github.gridgames.ai.RandomAgent random agent}, a one-ply {@link
 * io.github.gridgames.ai.GreedyAgent greedy agent}, {@link io.github.gridgames.ai.AlphaBetaAgent
 * alpha-beta} search, {@link io.github.gridgames.ai.MctsAgent Monte Carlo tree search}, an exact
 * {@link io.github.gridgames.ai.AlphaBetaSolver solver}, and an {@link io.github.gridgames.ai.Arena
 * arena} that plays agents against each other. Everything works through the core interfaces only.
 *
 * <p>{@link io.github.gridgames.ai.GameAgents#of GameAgents.of(game)} names a game's agents and
 * {@link io.github.gridgames.ai.Solver#of Solver.of(game)} gives its solver: those of the {@link
 * io.github.gridgames.ai.StrategyProvider} its strategy module provides, else the generic ones.
 */
module io.github.gridgames.ai {
  requires transitive io.github.gridgames.core;
  requires com.google.common;
  requires static transitive org.jspecify;
  requires static transitive com.google.errorprone.annotations;

  exports io.github.gridgames.ai;

  uses io.github.gridgames.ai.StrategyProvider;
}
