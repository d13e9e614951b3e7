package io.github.gridgames.dotsboxes.strategy;

import io.github.gridgames.ai.Strategies;
import io.github.gridgames.ai.TypedProvider;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;

/**
 * The {@link Strategies} of Dots and Boxes, which {@link Strategies#of} finds for the id {@value
 * DotsBoxes#ID}: {@code best} is the {@link StrongDotsBoxesAgent}, {@code greedy} the {@link
 * GreedyDotsBoxesAgent}; {@code alphabeta} searches with an evaluation by score margin and
 * boxes that can be taken now and the game's own move ordering; positions are solved by the generic
 * solver with that ordering.
 */
public final class DotsBoxesStrategies extends TypedProvider<DotsBoxes, DotsBoxesState, Edge> {

  /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
  public DotsBoxesStrategies() {
    super(DotsBoxes.class);
  }

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
   * Returns the strategies of a Dots and Boxes game, as the class comment says.
   *
   * @param game the game
   * @return the strategies
   */
  @Override
  protected Strategies<DotsBoxesState, Edge> strategiesOf(DotsBoxes game) {
    return Strategies.builder(game)
        .evaluation(DotsBoxesEvaluation.INSTANCE)
        .ordering(DotsBoxesOrdering.of(game))
        .solver(DotsBoxesGameSolver.of(game))
        .agent(Strategies.GREEDY, "always captures, otherwise avoids giving a box", GreedyDotsBoxesAgent::of)
        .agent(
            Strategies.BEST,
            "exact play when the position is small enough, chain-aware play otherwise",
            StrongDotsBoxesAgent::of)
        .build();
  }
}
