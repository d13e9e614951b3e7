package io.github.gridgames.tictactoe.strategy;

import io.github.gridgames.ai.AlphaBetaAgent;
import io.github.gridgames.ai.GameAgents;
import io.github.gridgames.ai.Solver;
import io.github.gridgames.ai.StrategyProvider;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkState;

/**
 * The agents and solver of the m,n,k-games, which {@link GameAgents#of} and {@link Solver#of} find
 * for the id {@value MnkGame#ID}: {@code best} is the {@link MnkPerfectAgent} on boards of up to 16
 * cells, the {@link MnkThreatAgent} on larger boards with k of 5 or more (Gomoku: two players
 * taking turns one stone at a time), and alpha-beta elsewhere; the searches use the game's own
 * evaluation (open lines) and move ordering; the solver ({@code solve}, and the value of every move) is the {@link MnkSolver}.
 */
public final class MnkStrategies implements StrategyProvider<MnkGame, MnkState, Cell> {

  /** Boards of up to this many cells are played exactly by {@code best}. */
  private static final int PERFECT_CELLS = 16;

  /** Larger boards with at least this many in a row, two players and alternating turns get the threat player. */
  private static final int THREAT_K = 5;

  /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
  public MnkStrategies() {}

  /**
   * Returns {@value MnkGame#ID}.
   *
   * @return the id
   */
  @Override
  public String id() {
    return MnkGame.ID;
  }

  /**
   * Returns {@link MnkGame}.
   *
   * @return the class of the games served
   */
  @Override
  public Class<MnkGame> gameClass() {
    return MnkGame.class;
  }

  /**
   * Returns the agents of an m,n,k-game, as the class comment says.
   *
   * @param game an m,n,k-game
   * @return the agents
   */
  @Override
  public GameAgents<MnkState, Cell> agents(MnkGame game) {
    MnkEvaluation evaluation = MnkEvaluation.of(game);
    MnkOrdering ordering = MnkOrdering.of(game);
    GameAgents.Builder<MnkState, Cell> builder = GameAgents.builder(game).evaluation(evaluation).ordering(ordering);
    if (game.cellCount() <= PERFECT_CELLS) {
      builder.agent(GameAgents.BEST, "perfect play by exact search", seed -> MnkPerfectAgent.of(game));
    } else if (game.k() >= THREAT_K && Threats.apply(game)) {
      builder.agent(
          GameAgents.BEST,
          "threat-space search (VCF, VCT) and alpha-beta over the cells near the stones",
          seed -> MnkThreatAgent.of(game));
    } else {
      builder.agent(
          GameAgents.BEST,
          "alpha-beta search with a k-in-a-row evaluation",
          seed -> AlphaBetaAgent.<MnkState, Cell>builder(evaluation).ordering(ordering).build());
    }
    return builder.build();
  }

  /**
   * Returns the {@link MnkSolver} of an m,n,k-game.
   *
   * @param game an m,n,k-game
   * @return the solver
   */
  @Override
  public Solver<MnkState, Cell> solver(MnkGame game) {
    return MnkSolver.of(game);
  }
}
