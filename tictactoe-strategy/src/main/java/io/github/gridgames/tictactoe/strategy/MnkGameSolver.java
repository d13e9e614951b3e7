package io.github.gridgames.tictactoe.strategy;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.ai.GameSolver;
import io.github.gridgames.ai.MoveBounds;
import io.github.gridgames.ai.SolveProgress;
import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.core.Budget;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkState;
import java.util.List;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * How the positions of one m,n,k-game are solved: by the search of a {@link PerfectPlayer} (threats,
 * symmetries, line-potential ordering), whose table is kept from one solve to the next. Values
 * are +1, 0 and -1 for a win, a draw and a loss of the player to move.
 *
 * <p>The player, and its table ({@code 2^20} entries, 16 MiB, on boards of 17 cells and more), is
 * made at the first solve. Solves on one solver run one after the other.
 */
final class MnkGameSolver implements GameSolver<MnkState, Cell> {

  /** The nodes between two progress reports of {@link #solve}. */
  public static final long PROGRESS_EVERY = 100_000;

  private final MnkGame game;
  private @Nullable PerfectPlayer player;

  private MnkGameSolver(MnkGame game) {
    this.game = game;
  }

  /**
   * Returns the solver of a game.
   *
   * @param game the game
   * @return the solver
   * @throws NullPointerException if {@code game} is null
   */
  public static MnkGameSolver of(MnkGame game) {
    return new MnkGameSolver(requireNonNull(game, "game"));
  }

  /**
   * Solves a state with {@link PerfectPlayer#solve(MnkState, Budget, long, Consumer)}: its value
   * for the player to move and a best move.
   *
   * @param state a state of this solver's game
   * @param budget the limit; when it runs out the verdict is unknown
   * @param progress receives a report every {@value #PROGRESS_EVERY} nodes
   * @return the result
   * @throws IllegalArgumentException if the state belongs to another game
   * @throws NullPointerException if an argument is null
   */
  @Override
  public SolveResult<Cell> solve(MnkState state, Budget budget, Consumer<SolveProgress> progress) {
    return player(state).solve(state, budget, PROGRESS_EVERY, progress);
  }

  /**
   * Returns the value of every legal move, exact or bounds, with {@link PerfectPlayer#analyse}.
   *
   * @param state a state of this solver's game that is not terminal
   * @param budget the limit for all the moves together
   * @return one entry per legal move, in cell order
   * @throws IllegalArgumentException if the state is terminal or belongs to another game
   * @throws NullPointerException if an argument is null
   */
  @Override
  public List<MoveBounds<Cell>> analyse(MnkState state, Budget budget) {
    return player(state).analyse(state, budget);
  }

  private synchronized PerfectPlayer player(MnkState state) {
    requireNonNull(state, "state");
    checkArgument(state.game().equals(game), "this solver solves %s, not %s", game, state.game());
    if (player == null) {
      player = PerfectPlayer.of(game);
    }
    return player;
  }

  /** Returns a description naming the game. */
  @Override
  public String toString() {
    return "MnkGameSolver[" + game + "]";
  }
}
