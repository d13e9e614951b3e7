package io.github.gridgames.nrow.strategy;

import io.github.gridgames.ai.GameAgents;
import io.github.gridgames.ai.MctsAgent;
import io.github.gridgames.ai.Solver;
import io.github.gridgames.ai.StrategyProvider;
import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;

/**
 * The agents and solver of N-in-a-row, which {@link GameAgents#of} and {@link Solver#of} find for
 * the id {@value NRow#ID}: {@code best} is the {@link NRowThreatAgent}, {@code greedy} the {@link
 * NRowGreedyAgent}; {@code alphabeta} searches with the game's own evaluation and move ordering;
 * {@code mcts} cuts its playouts at 200 stones (random play means little on an open board);
 * positions of games with a stone cap are solved by the generic solver with that ordering.
 */
public final class NRowStrategies implements StrategyProvider<NRow, NRowState, Point> {

  /** The longest playout of {@code mcts}; longer ones count as draws. */
  private static final int PLAYOUT_LIMIT = 200;

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
   * Returns {@link NRow}.
   *
   * @return the class of the games served
   */
  @Override
  public Class<NRow> gameClass() {
    return NRow.class;
  }

  /**
   * Returns the agents of an N-in-a-row game, as the class comment says.
   *
   * @param game an N-in-a-row game
   * @return the agents
   */
  @Override
  public GameAgents<NRowState, Point> agents(NRow game) {
    return GameAgents.builder(game)
        .evaluation(NRowEvaluation.of(game))
        .ordering(new NRowOrdering())
        .agent(
            GameAgents.MCTS,
            "Monte Carlo tree search with random playouts of at most " + PLAYOUT_LIMIT + " stones",
            seed -> MctsAgent.<NRowState, Point>builder().seed(seed).maxPlayoutMoves(PLAYOUT_LIMIT).build())
        .agent(GameAgents.GREEDY, "wins, blocks, otherwise extends its longest line", NRowGreedyAgent::of)
        .agent(GameAgents.BEST, "threat search: wins, blocks and builds double threats", NRowThreatAgent::of)
        .build();
  }

  /**
   * Returns the solver of an N-in-a-row game: the generic solver with the game's move ordering, for
   * games with a stone cap and two players (it refuses the others, naming the parameter to set).
   *
   * @param game an N-in-a-row game
   * @return the solver
   */
  @Override
  public Solver<NRowState, Point> solver(NRow game) {
    return new NRowSolver();
  }
}
