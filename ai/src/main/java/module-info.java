/**
 * Game-independent agents and solvers for gridgames: a seeded {@link
 * io.github.gridgames.ai.RandomAgent random agent}, a one-ply {@link
 * io.github.gridgames.ai.GreedyAgent greedy agent}, {@link io.github.gridgames.ai.AlphaBetaAgent
 * alpha-beta} search, {@link io.github.gridgames.ai.MctsAgent Monte Carlo tree search}, an exact
 * {@link io.github.gridgames.ai.Solver solver}, and an {@link io.github.gridgames.ai.Arena arena}
 * that plays agents against each other. Everything works through the core interfaces only.
 */
module io.github.gridgames.ai {
  requires transitive io.github.gridgames.core;
  requires com.google.common;

  exports io.github.gridgames.ai;
}
