package io.github.gridgames.tictactoe.strategy;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.ai.Solver;
import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Player;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkPosition;
import io.github.gridgames.tictactoe.MnkState;
import java.util.List;

/**
 * A perfect player of one m,n,k-game: it solves the position with the exact {@link Solver} of
 * the {@code ai} module, whose transposition table is keyed by the {@linkplain CanonicalTableKey
 * canonical form} of the position under the board's symmetries and whose moves are searched from
 * the centre outwards. It plays a move of the best game value for the player to move (a winning
 * move if there is one, else a drawing one); among moves of that value it completes a winning
 * line at once when it can, and otherwise takes the first in centre-first order. So it never
 * loses a position that is not lost, and wins every position that is won.
 *
 * <p>The table is kept from one move to the next (it holds exact values), so after the first
 * move of a game the following ones cost little. Tic-Tac-Toe solves from the empty board in
 * milliseconds; boards much beyond 4 x 4 are out of reach of an exact solve.
 *
 * <p>Budget: the solve counts one work unit per search node and reads the clock regularly. If the
 * budget runs out before the value is known, the player is no longer perfect for that move: it
 * completes a winning line if it can, else blocks the opponent's immediate win if there is one,
 * else plays the first empty cell in centre-first order.
 *
 * <p>Not thread-safe in the sense of parallel speed: the methods are synchronized, so one player
 * may be shared, but threads then wait for each other.
 */
public final class PerfectPlayer implements Agent<MnkState, Cell> {

  private final MnkGame game;
  private final CentreFirst ordering;
  private final Solver<MnkState, Cell> solver;

  private PerfectPlayer(MnkGame game, int tableBits) {
    this.game = game;
    this.ordering = new CentreFirst(game);
    this.solver =
        Solver.<MnkState, Cell>builder()
            .ordering(ordering)
            .tableKey(CanonicalTableKey.instance())
            .tableBits(tableBits)
            .build();
  }

  /**
   * Returns a perfect player of a game, with a transposition table sized for the board: {@code
   * 2^b} entries where {@code b = cellCount + 3} clamped to 12..20.
   *
   * @param game the game
   * @return the player
   * @throws NullPointerException if {@code game} is null
   */
  public static PerfectPlayer of(MnkGame game) {
    requireNonNull(game, "game");
    return new PerfectPlayer(game, Math.max(12, Math.min(20, game.cellCount() + 3)));
  }

  /**
   * Returns a perfect player of a game with a transposition table of {@code 2^tableBits} entries.
   *
   * @param game the game
   * @param tableBits the base-2 logarithm of the table size
   * @return the player
   * @throws IllegalArgumentException if {@code tableBits} is not in 1..28
   * @throws NullPointerException if {@code game} is null
   */
  public static PerfectPlayer of(MnkGame game, int tableBits) {
    requireNonNull(game, "game");
    return new PerfectPlayer(game, tableBits);
  }

  /**
   * Returns the game this player plays.
   *
   * @return the game
   */
  public MnkGame game() {
    return game;
  }

  /**
   * Solves a state of the game without limits.
   *
   * @param state a state of this player's game
   * @return the exact value for the player to move (+1 win, 0 draw, -1 loss), with a best move
   *     unless the state is terminal
   * @throws IllegalArgumentException if the state belongs to another game
   * @throws NullPointerException if {@code state} is null
   */
  public synchronized SolveResult<Cell> solve(MnkState state) {
    checkGame(state);
    return solver.solve(state);
  }

  /**
   * Chooses a move of the best game value; see the class comment.
   *
   * @param state a state of this player's game that is not terminal
   * @param budget limits the solve; when it runs out the fallback of the class comment plays
   * @return a legal move
   * @throws IllegalArgumentException if the state is terminal or belongs to another game
   * @throws NullPointerException if an argument is null
   */
  @Override
  public synchronized Cell chooseMove(MnkState state, Budget budget) {
    checkGame(state);
    requireNonNull(budget, "budget");
    if (state.isTerminal()) {
      throw new IllegalArgumentException(
          "cannot choose a move in a finished game (" + state.outcome() + "): " + state);
    }
    List<Cell> moves = ordering.order(state, state.legalMoves());
    Cell win = completing(state, moves, state.toMove());
    if (win != null) {
      return win;
    }
    SolveResult<Cell> result = solver.solve(state, budget);
    if (result.bestMove().isPresent()) {
      return result.bestMove().get();
    }
    Cell block = completing(state, moves, state.toMove().next(2));
    return block != null ? block : moves.get(0);
  }

  /** Returns the first move on which {@code player} would complete a winning line, or null. */
  private static Cell completing(MnkState state, List<Cell> moves, Player player) {
    MnkPosition position = state.toPosition();
    for (Cell move : moves) {
      if (position.wouldWin(position.code(move), player)) {
        return move;
      }
    }
    return null;
  }

  private void checkGame(MnkState state) {
    requireNonNull(state, "state");
    if (!state.game().equals(game)) {
      throw new IllegalArgumentException(
          "this perfect player plays " + game + ", not " + state.game());
    }
  }

  /**
   * Returns {@code "perfect"}.
   *
   * @return the name
   */
  @Override
  public String name() {
    return "perfect";
  }

  /** Returns a description naming the game. */
  @Override
  public String toString() {
    return "PerfectPlayer[" + game + "]";
  }
}
