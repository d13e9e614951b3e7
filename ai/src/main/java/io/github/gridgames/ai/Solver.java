package io.github.gridgames.ai;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Solves a game's positions exactly: the value of a position and a best move ({@link #solve}),
 * and the value (or bounds) of every legal move in it ({@link #analyse}), for a tutor's hint or a
 * post-mortem. Every solver of this project answers in these terms: {@link AlphaBetaSolver}, the
 * generic one, and the dedicated solvers of the games' strategy modules.
 *
 * <p>{@link #of(Game)} returns the solver of a game: the one its installed {@link
 * StrategyProvider} gives, else an {@link AlphaBetaSolver}.
 *
 * <p>A solver may be called from several threads at once; a solver that keeps tables from one
 * call to the next serialises its calls (each implementation says how it is safe).
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public interface Solver<S extends State<S, M>, M extends Move> {

  /**
   * Returns the solver of a game: the one the installed {@link StrategyProvider} of the game's id
   * gives, found by {@link StrategyProviders#find(String)}, else an {@link AlphaBetaSolver} with
   * the default settings.
   *
   * @param game the game
   * @param <S> the state type
   * @param <M> the move type
   * @return the solver
   * @throws IllegalArgumentException if the installed provider of the game's id serves another
   *     class of games
   * @throws IllegalStateException if two installed providers serve the game's id
   * @throws NullPointerException if {@code game} is null
   */
  static <S extends State<S, M>, M extends Move> Solver<S, M> of(Game<S, M> game) {
    requireNonNull(game, "game");
    return StrategyProviders.find(game.id())
        .map(provider -> StrategyProviders.solver(provider, game))
        .orElseGet(AlphaBetaSolver::of);
  }

  /**
   * Returns the solver of a game as {@link #of(Game)} does, with the providers visible to a class
   * loader.
   *
   * @param game the game
   * @param loader the class loader that sees the strategy providers
   * @param <S> the state type
   * @param <M> the move type
   * @return the solver
   * @throws IllegalArgumentException if the installed provider of the game's id serves another
   *     class of games
   * @throws IllegalStateException if two installed providers serve the game's id
   * @throws NullPointerException if an argument is null
   */
  static <S extends State<S, M>, M extends Move> Solver<S, M> of(Game<S, M> game, ClassLoader loader) {
    requireNonNull(game, "game");
    return StrategyProviders.find(game.id(), loader)
        .map(provider -> StrategyProviders.solver(provider, game))
        .orElseGet(AlphaBetaSolver::of);
  }

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
   *     {@link SolveProgress}); what it throws ends the solve and reaches the caller
   * @return the result, on the scale of {@link SolveResult#value()}
   * @throws IllegalArgumentException if {@link #refusal} refuses the state's game
   * @throws NullPointerException if an argument is null
   */
  SolveResult<M> solve(S state, Budget budget, Consumer<SolveProgress> progress);

  /**
   * Solves a state within a budget, without progress reports.
   *
   * @param state a state of a game {@link #refusal} accepts
   * @param budget the limit; when it runs out the verdict is {@link SolveResult.Verdict#UNKNOWN}
   * @return the result
   * @throws IllegalArgumentException if {@link #refusal} refuses the state's game
   * @throws NullPointerException if an argument is null
   */
  default SolveResult<M> solve(S state, Budget budget) {
    return solve(state, budget, progress -> {});
  }

  /**
   * Solves a state without limits.
   *
   * @param state a state of a game {@link #refusal} accepts
   * @return the exact result
   * @throws IllegalArgumentException if {@link #refusal} refuses the state's game
   * @throws NullPointerException if {@code state} is null
   */
  default SolveResult<M> solve(S state) {
    return solve(state, Budget.unlimited());
  }

  /**
   * Returns what is known of every legal move within the budget: exact values where the search
   * finished, else bounds.
   *
   * @param state a state that is not terminal, of a game {@link #refusal} accepts
   * @param budget the limit for all the moves together
   * @return one entry per legal move, in the solver's order
   * @throws IllegalArgumentException if the state is terminal, or {@link #refusal} refuses its
   *     game
   * @throws NullPointerException if an argument is null
   */
  List<MoveBounds<M>> analyse(S state, Budget budget);

  /**
   * Checks that a solver accepts a state's game, for the start of {@link #solve} and {@link
   * #analyse} in an implementation.
   *
   * @param solver the solver
   * @param state the state to solve
   * @param <S> the state type
   * @param <M> the move type
   * @throws IllegalArgumentException if the solver refuses the game; the message is the refusal's
   *     reason
   * @throws NullPointerException if an argument is null
   */
  static <S extends State<S, M>, M extends Move> void checkAccepted(Solver<S, M> solver, S state) {
    requireNonNull(state, "state");
    Optional<Refusal> refusal = solver.refusal(state.game());
    checkArgument(refusal.isEmpty(), "%s", refusal.map(Refusal::reason).orElse(""));
  }

  /**
   * Why a game's positions cannot be solved, and which game parameter to change so that they can;
   * see {@link Solver#refusal}. Tools name the option that sets the parameter, such as {@code
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
