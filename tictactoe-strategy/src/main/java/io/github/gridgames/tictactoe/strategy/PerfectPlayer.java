package io.github.gridgames.tictactoe.strategy;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.ai.MoveBounds;
import io.github.gridgames.ai.SolveProgress;
import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Player;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkPosition;
import io.github.gridgames.tictactoe.MnkState;
import io.github.gridgames.tictactoe.internal.MnkSearch;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A perfect player of one m,n,k-game: it solves the position exactly and plays a move of the best
 * game value for the player to move (a winning move if there is one, else a drawing one), so it
 * never loses a position that is not lost and wins every position that is won. It completes a
 * winning line at once when it can.
 *
 * <h2>The search</h2>
 *
 * <p>Null-window alpha-beta tests over the values +1, 0 and -1 ("is it a win?", then "is it at
 * least a draw?"), on the game's {@link MnkPosition}: a player who can
 * complete a line has won; when turns alternate a player facing two threats has lost and one
 * facing a single threat must block it; a transposition table keeps two bounds per position under
 * a key shared by the images of the position under the board's symmetries; the other moves go
 * best-first by a history score, then from the centre outwards. Values are compared by the player
 * to move, so turn orders where a player moves twice in a row (Connect6) are solved exactly too.
 * Tic-Tac-Toe solves in milliseconds; 5,5,4 (a draw) and 6,5,4 (a first-player win) from the empty
 * board in seconds.
 *
 * <p>{@link #analyse} gives the value of every legal move, for a hint or a post-mortem; {@link
 * MnkGameSolver} offers the solve and the analysis to tools as the game's {@link
 * io.github.gridgames.ai.GameSolver}.
 *
 * <p>The table is kept from one move to the next (it holds exact bounds), so after the first move
 * of a game the following ones cost little.
 *
 * <p>Budget: the solve counts one work unit per search node and reads the clock regularly. If the
 * budget runs out before the value is known, the player is no longer perfect for that move: it
 * completes a winning line if it can, else blocks the opponent's immediate win if there is one,
 * else plays the empty cell nearest the centre.
 *
 * <p>Not thread-safe in the sense of parallel speed: the methods are synchronized, so one player
 * may be shared, but threads then wait for each other.
 */
public final class PerfectPlayer implements Agent<MnkState, Cell> {

  private final MnkGame game;
  private final CentreFirst centreFirst;
  private final PerfectSearch search;

  private PerfectPlayer(MnkGame game, int tableBits) {
    this.game = game;
    this.centreFirst = new CentreFirst(game);
    this.search = new PerfectSearch(game, centreFirst, tableBits);
  }

  /**
   * Returns a perfect player of a game, with a transposition table sized for the board: {@code
   * 2^b} entries where {@code b = cellCount + 3} clamped to 12..20 (16 bytes an entry).
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
    checkArgument(tableBits >= 1 && tableBits <= 28, "tableBits must be in 1..28, got %s", tableBits);
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
   *     unless the state is terminal, and the number of search nodes
   * @throws IllegalArgumentException if the state belongs to another game
   * @throws NullPointerException if {@code state} is null
   */
  public synchronized SolveResult<Cell> solve(MnkState state) {
    return solve(state, Budget.unlimited());
  }

  /**
   * Solves a state of the game within a budget of nodes and/or time.
   *
   * @param state a state of this player's game
   * @param budget the limit; when it runs out the result is {@link SolveResult.Verdict#UNKNOWN}
   * @return the value for the player to move, with a best move unless the state is terminal or
   *     the value unknown
   * @throws IllegalArgumentException if the state belongs to another game
   * @throws NullPointerException if an argument is null
   */
  public synchronized SolveResult<Cell> solve(MnkState state, Budget budget) {
    return solveReporting(state, budget, 0, p -> {});
  }

  /**
   * Solves a state of the game within a budget, reporting progress: the nodes searched, the time
   * and the bounds of the value proven so far, which the null-window tests of the class comment
   * narrow (the upper bound falls from a win to a draw when "is it a win?" fails, the lower bound
   * rises when a test succeeds). When the budget runs out first, one last report carries the
   * bounds the search proved.
   *
   * @param state a state of this player's game
   * @param budget the limit; when it runs out the result is {@link SolveResult.Verdict#UNKNOWN}
   * @param every the nodes between two reports, at least 1
   * @param progress receives the reports, on the calling thread
   * @return the value for the player to move, with a best move unless the state is terminal or
   *     the value unknown
   * @throws IllegalArgumentException if the state belongs to another game, or {@code every} is not
   *     positive
   * @throws NullPointerException if an argument is null
   */
  public synchronized SolveResult<Cell> solve(
      MnkState state, Budget budget, long every, Consumer<SolveProgress> progress) {
    requireNonNull(progress, "progress");
    checkArgument(every >= 1, "every must be >= 1, got %s", every);
    return solveReporting(state, budget, every, progress);
  }

  private SolveResult<Cell> solveReporting(
      MnkState state, Budget budget, long every, Consumer<SolveProgress> progress) {
    checkGame(state);
    requireNonNull(budget, "budget");
    long start = System.nanoTime();
    PerfectSearch.Result result = search.solve(state, budget, every, progress);
    Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
    if (!result.complete()) {
      return new SolveResult<>(SolveResult.Verdict.UNKNOWN, 0, Optional.empty(), result.nodes(), elapsed);
    }
    Optional<Cell> best =
        result.bestMove() < 0 ? Optional.empty() : Optional.of(game.cells().get(result.bestMove()));
    return new SolveResult<>(
        SolveResult.Verdict.ofSign(result.value()), result.value(), best, result.nodes(), elapsed);
  }

  /**
   * Returns the value of every legal move of a state for the player to move (+1 win, 0 draw, -1
   * loss if both then play perfectly), exactly where the search finished within the budget, else
   * the bounds it proved. The moves share the player's table and one budget.
   *
   * @param state a state of this player's game that is not terminal
   * @param budget the limit for all the moves together
   * @return one entry per legal move, in cell order (row by row)
   * @throws IllegalArgumentException if the state is terminal or belongs to another game
   * @throws NullPointerException if an argument is null
   */
  public synchronized List<MoveBounds<Cell>> analyse(MnkState state, Budget budget) {
    checkGame(state);
    requireNonNull(budget, "budget");
    checkArgument(
        !state.isTerminal(), "cannot value the moves of a finished game (%s): %s", state.outcome(), state);
    List<MoveBounds<Cell>> moves = new ArrayList<>();
    for (PerfectSearch.MoveResult move : search.analyse(state, budget)) {
      moves.add(new MoveBounds<>(game.cells().get(move.cell()), move.lower(), move.upper()));
    }
    return List.copyOf(moves);
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
    checkArgument(
        !state.isTerminal(), "cannot choose a move in a finished game (%s): %s", state.outcome(), state);
    MnkPosition position = state.toPosition();
    int[] codes = new int[game.cellCount()];
    if (MnkSearch.winningCells(position, state.toMove(), codes) > 0) {
      return game.cells().get(codes[0]);
    }
    SolveResult<Cell> result = solve(state, budget);
    if (result.bestMove().isPresent()) {
      return result.bestMove().get();
    }
    Player opponent = state.toMove().next(2);
    if (MnkSearch.winningCells(position, opponent, codes) > 0) {
      return game.cells().get(codes[0]);
    }
    int count = position.legalMoves(codes);
    centreFirst.order(position, codes, count);
    return game.cells().get(codes[0]);
  }

  private void checkGame(MnkState state) {
    requireNonNull(state, "state");
    checkArgument(state.game().equals(game), "this perfect player plays %s, not %s", game, state.game());
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
