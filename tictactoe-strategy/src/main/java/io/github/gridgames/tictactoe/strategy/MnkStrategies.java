package io.github.gridgames.tictactoe.strategy;

import io.github.gridgames.ai.AlphaBetaAgent;
import io.github.gridgames.ai.Strategies;
import io.github.gridgames.ai.StrategyProvider;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkState;

/**
 * The {@link Strategies} of the m,n,k-games, which {@link Strategies#of} finds for the id {@value
 * MnkGame#ID}: {@code best} is the {@link PerfectPlayer} on boards of up to {@value
 * #PERFECT_CELLS} cells and alpha-beta elsewhere; the searches use the game's own evaluation
 * (open lines) and move ordering; the solver ({@code solve}, and the value of every move) is the
 * perfect player's search.
 */
public final class MnkStrategies implements StrategyProvider {

  /** Boards of up to this many cells are played exactly by {@code best}. */
  public static final int PERFECT_CELLS = 16;

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
   * Returns the strategies of an m,n,k-game, as the class comment says.
   *
   * @param game an m,n,k-game
   * @param <S> the state type
   * @param <M> the move type
   * @return the strategies
   * @throws IllegalArgumentException if the game is not an m,n,k-game
   */
  @Override
  public <S extends State<S, M>, M extends Move> Strategies<S, M> strategies(Game<S, M> game) {
    return StrategyProvider.forClass(MnkGame.class, game, MnkStrategies::strategiesOf);
  }

  private static Strategies<MnkState, Cell> strategiesOf(MnkGame game) {
    MnkEvaluation evaluation = MnkEvaluation.of(game);
    MnkOrdering ordering = MnkOrdering.of(game);
    Strategies.Builder<MnkState, Cell> builder =
        Strategies.builder(game)
            .evaluation(evaluation)
            .ordering(ordering)
            .solver(MnkGameSolver.of(game));
    if (game.cols() * game.rows() <= PERFECT_CELLS) {
      builder = builder.agent(Strategies.BEST, "perfect play by exact search", seed -> PerfectPlayer.of(game));
    } else {
      builder =
          builder.agent(
              Strategies.BEST,
              "alpha-beta search with a k-in-a-row evaluation",
              seed -> AlphaBetaAgent.<MnkState, Cell>builder(evaluation).ordering(ordering).build());
    }
    return builder.build();
  }
}
