package io.github.gridgames.nrow.strategy;

import io.github.gridgames.ai.MctsAgent;
import io.github.gridgames.ai.Strategies;
import io.github.gridgames.ai.StrategyProvider;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;

/**
 * The {@link Strategies} of N-in-a-row, which {@link Strategies#of} finds for the id {@value
 * NRow#ID}: {@code best} is the {@link ThreatAgent}, {@code greedy} the {@link NRowGreedyAgent};
 * {@code alphabeta} searches with the game's own evaluation and move ordering; {@code mcts}
 * cuts its playouts at {@value #PLAYOUT_LIMIT} stones (random play means little on an open board);
 * positions are solved by the generic solver with that ordering.
 */
public final class NRowStrategies implements StrategyProvider {

  /** The longest playout of {@code mcts}; longer ones count as draws. */
  public static final int PLAYOUT_LIMIT = 200;

  /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
  public NRowStrategies() {}

  /**
   * Returns {@value NRow#ID}.
   *
   * @return the id
   */
  @Override
  public String id() {
    return NRow.ID;
  }

  /**
   * Returns the strategies of an N-in-a-row game, as the class comment says.
   *
   * @param game an N-in-a-row game
   * @param <S> the state type
   * @param <M> the move type
   * @return the strategies
   * @throws IllegalArgumentException if the game is not an N-in-a-row game
   */
  @Override
  public <S extends State<S, M>, M extends Move> Strategies<S, M> strategies(Game<S, M> game) {
    return StrategyProvider.forClass(NRow.class, game, NRowStrategies::strategiesOf);
  }

  private static Strategies<NRowState, Point> strategiesOf(NRow game) {
    return Strategies.builder(game)
        .evaluation(NRowEvaluation.of(game))
        .ordering(new NRowOrdering())
        .solver(new NRowGameSolver())
        .agent(
            Strategies.MCTS,
            "Monte Carlo tree search with random playouts of at most " + PLAYOUT_LIMIT + " stones",
            seed -> MctsAgent.<NRowState, Point>builder().seed(seed).maxPlayoutMoves(PLAYOUT_LIMIT).build())
        .agent(Strategies.GREEDY, "wins, blocks, otherwise extends its longest line", NRowGreedyAgent::seeded)
        .agent(Strategies.BEST, "threat search: wins, blocks and builds double threats", ThreatAgent::seeded)
        .build();
  }
}
