package io.github.gridgames.dotsboxes.strategy;

import io.github.gridgames.ai.Strategies;
import io.github.gridgames.ai.StrategyProvider;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
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
public final class DotsBoxesStrategies implements StrategyProvider {

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
   * Returns the strategies of a Dots and Boxes game, as the class comment says.
   *
   * @param game a Dots and Boxes game
   * @param <S> the state type
   * @param <M> the move type
   * @return the strategies
   * @throws IllegalArgumentException if the game is not a Dots and Boxes game
   */
  @Override
  public <S extends State<S, M>, M extends Move> Strategies<S, M> strategies(Game<S, M> game) {
    return StrategyProvider.forClass(DotsBoxes.class, game, DotsBoxesStrategies::strategiesOf);
  }

  private static Strategies<DotsBoxesState, Edge> strategiesOf(DotsBoxes game) {
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
