package io.github.gridgames.ai;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * How a game's positions are solved exactly: the value of a position, and the value (or bounds)
 * of every legal move in it, for a tutor's hint or a post-mortem. {@link #generic(MoveOrdering,
 * TableKey)} runs the {@link Solver} of this module; a game with a dedicated solver (chain
 * analysis, symmetries) supplies its own through {@link Strategies.Builder#solver(GameSolver)}.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public interface GameSolver<S extends State<S, M>, M extends Move> {

  /**
   * Says why the positions of a game cannot be solved, if they cannot. The default refuses games
   * without exactly two players (naming the parameter {@code players} when the game has one).
   *
   * @param game the game
   * @return the refusal, or empty when {@link #solve} accepts the game's positions
   */
  default Optional<Refusal> refusal(Game<S, M> game) {
    if (game.playerCount() == 2) {
      return Optional.empty();
    }
    return Optional.of(
        new Refusal(
            "solve handles two-player games; this game has " + game.playerCount() + " players",
            game.spec().parameters().containsKey("players") ? Optional.of("players") : Optional.empty()));
  }

  /**
   * Solves a state: its value for the player to move, and a best move.
   *
   * @param state a state of a game {@link #refusal} accepts
   * @param budget the limit; when it runs out the verdict is {@link SolveResult.Verdict#UNKNOWN}
   * @param progress receives progress reports during long solves, on the calling thread, with the
   *     bounds of the value proven so far where the solver knows them; a solver that knows them
   *     sends one last report with its final bounds when the budget ends the solve first (see
   *     {@link SolveProgress})
   * @return the result, on the scale of {@link SolveResult#value()}
   * @throws IllegalArgumentException if {@link #refusal} refuses the state's game
   */
  SolveResult<M> solve(S state, Budget budget, Consumer<SolveProgress> progress);

  /**
   * Returns what is known of every legal move within the budget: exact values where the search
   * finished, else bounds.
   *
   * @param state a state that is not terminal, of a game {@link #refusal} accepts
   * @param budget the limit for all the moves together
   * @return one entry per legal move, in the solver's order
   * @throws IllegalArgumentException if the state is terminal, or {@link #refusal} refuses its
   *     game
   */
  List<MoveBounds<M>> analyse(S state, Budget budget);

  /**
   * Returns the generic solver: {@link Solver} with the given move order and table key, a table
   * of {@code 2^bits} entries where {@code bits} is one more than the game's length in moves,
   * between 12 and 22, and progress reports every 100,000 nodes. {@link #analyse} gives exact
   * values, or no bounds for the moves the budget did not reach.
   *
   * @param ordering the move order of the search
   * @param tableKey the transposition key
   * @param <S> the state type
   * @param <M> the move type
   * @return the solver
   * @throws NullPointerException if an argument is null
   */
  static <S extends State<S, M>, M extends Move> GameSolver<S, M> generic(
      MoveOrdering<S, M> ordering, TableKey<S, M> tableKey) {
    requireNonNull(ordering, "ordering");
    requireNonNull(tableKey, "tableKey");
    return new GameSolver<>() {
      private Solver.Builder<S, M> builder(Game<S, M> game) {
        int bits = Math.min(22, Math.max(12, game.maxMoves().orElse(22) + 1));
        return Solver.<S, M>builder().ordering(ordering).tableKey(tableKey).tableBits(bits);
      }

      @Override
      public SolveResult<M> solve(S state, Budget budget, Consumer<SolveProgress> progress) {
        return builder(state.game()).progress(100_000, progress).build().solve(state, budget);
      }

      @Override
      public List<MoveBounds<M>> analyse(S state, Budget budget) {
        return builder(state.game()).build().solveMoves(state, budget);
      }
    };
  }

  /**
   * Why a game's positions cannot be solved, and which game parameter to change so that they can;
   * see {@link GameSolver#refusal}. Tools name the option that sets the parameter, such as {@code
   * --cap} for the parameter {@code cap}.
   *
   * @param reason a sentence such as {@code "solve needs a game that ends: give it a stone cap"}
   * @param parameter the spec parameter to change, if one helps
   */
  record Refusal(String reason, Optional<String> parameter) {

    /**
     * Creates a refusal.
     *
     * @param reason the reason
     * @param parameter the parameter to change, or empty
     * @throws NullPointerException if an argument is null
     */
    public Refusal {
      requireNonNull(reason, "reason");
      requireNonNull(parameter, "parameter");
    }
  }
}
