package io.github.gridgames.dotsboxes.strategy;

import io.github.gridgames.ai.AlphaBetaSolver;
import io.github.gridgames.ai.GameAgents;
import io.github.gridgames.ai.Solver;
import io.github.gridgames.ai.StrategyProvider;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;

/**
 * The agents and solver of Dots and Boxes, which {@link GameAgents#of} and {@link Solver#of} find
 * for the id {@value DotsBoxes#ID}: {@code best} is the {@link DotsBoxesStrongAgent}, {@code
 * greedy} the {@link DotsBoxesGreedyAgent}, {@code rules} the {@link DotsBoxesRuleAgent} (captures,
 * no third sides, smallest sacrifice first, double-dealing); {@code alphabeta} searches with an evaluation by score
 * margin and boxes that can be taken now and the game's own move ordering. Positions are solved by
 * the {@link DotsBoxesSolver} where it applies (two players, the extra-turn rule, at most 64
 * lines), else by the generic {@link AlphaBetaSolver} with that ordering.
 */
public final class DotsBoxesStrategies implements StrategyProvider<DotsBoxes, DotsBoxesState, Edge> {

  /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
  public DotsBoxesStrategies() {}

  /**
   * Returns {@value DotsBoxes#ID}.
   *
   * @return the id
   */
  @Override
  public String id() {
    return DotsBoxes.ID;
  }

  /**
   * Returns {@link DotsBoxes}.
   *
   * @return the class of the games served
   */
  @Override
  public Class<DotsBoxes> gameClass() {
    return DotsBoxes.class;
  }

  /**
   * Returns the agents of a Dots and Boxes game, as the class comment says.
   *
   * @param game a Dots and Boxes game
   * @return the agents
   */
  @Override
  public GameAgents<DotsBoxesState, Edge> agents(DotsBoxes game) {
    return GameAgents.builder(game)
        .evaluation(DotsBoxesEvaluation.INSTANCE)
        .ordering(DotsBoxesOrdering.of(game))
        .agent(GameAgents.GREEDY, "always captures, otherwise avoids giving a box", DotsBoxesGreedyAgent::of)
        .agent(
            GameAgents.BEST,
            "exact play when the position is small enough, chain-aware play otherwise",
            DotsBoxesStrongAgent::of)
        .agent(
            "rules",
            "rule-based: captures, never a third side while a safe line exists (at random), "
                + "the smallest sacrifice first, double-deals to keep control",
            DotsBoxesRuleAgent::of)
        .build();
  }

  /**
   * Returns the solver of a Dots and Boxes game, as the class comment says.
   *
   * @param game a Dots and Boxes game
   * @return the solver
   */
  @Override
  public Solver<DotsBoxesState, Edge> solver(DotsBoxes game) {
    if (DotsBoxesSolver.supports(game)) {
      return DotsBoxesSolver.of();
    }
    return AlphaBetaSolver.<DotsBoxesState, Edge>builder().ordering(DotsBoxesOrdering.of(game)).build();
  }
}
