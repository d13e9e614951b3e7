package io.github.gridgames.dotsboxes.strategy;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.ai.GameSolver;
import io.github.gridgames.ai.MoveBounds;
import io.github.gridgames.ai.SolveProgress;
import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.ai.TableKey;
import io.github.gridgames.core.Budget;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;

/**
 * How Dots and Boxes positions are solved: with the dedicated {@link DotsBoxesSolver} (chain
 * analysis, symmetries) where it {@linkplain DotsBoxesSolver#supports applies}, else with the
 * generic solver of the {@code ai} module and the {@link DotsBoxesOrdering}. The analysis of a
 * position solves the position after each legal line with the dedicated solver, sharing its table,
 * within the one budget; a line the budget does not reach gets the bounds every line has: what it
 * captures, plus or minus all the boxes left after it.
 */
final class DotsBoxesGameSolver implements GameSolver<DotsBoxesState, Edge> {

  private final GameSolver<DotsBoxesState, Edge> generic;

  private DotsBoxesGameSolver(DotsBoxes game) {
    this.generic = GameSolver.generic(DotsBoxesOrdering.of(game), TableKey.positionHash());
  }

  /**
   * Returns the solver of a board.
   *
   * @param game the game
   * @return the solver
   * @throws NullPointerException if {@code game} is null
   */
  public static DotsBoxesGameSolver of(DotsBoxes game) {
    return new DotsBoxesGameSolver(requireNonNull(game, "game"));
  }

  /**
   * Solves the position: its value is the net margin of the player to move over the boxes still
   * to take.
   *
   * @param state a two-player state
   * @param budget the limit
   * @param progress receives a report every 100,000 nodes, with the bounds of the value proven so
   *     far, and a last one with the final bounds when the budget ends the solve first
   * @return the result
   */
  @Override
  public SolveResult<Edge> solve(DotsBoxesState state, Budget budget, Consumer<SolveProgress> progress) {
    if (!DotsBoxesSolver.supports(state.game())) {
      return generic.solve(state, budget, progress);
    }
    DotsBoxesSolver solver =
        DotsBoxesSolver.builder()
            .progress(
                100_000,
                p ->
                    progress.accept(
                        new SolveProgress(
                            p.nodes(), Duration.ofMillis(p.millis()), p.lower(), p.upper())))
            .build();
    DotsBoxesSolver.Result result = solver.solve(state, budget);
    SolveResult.Verdict verdict = SolveResult.Verdict.UNKNOWN;
    if (result.complete()) {
      verdict = SolveResult.Verdict.ofSign(state.scores().orElseThrow().margin(state.toMove()) + result.margin());
    }
    return new SolveResult<>(verdict, result.margin(), result.bestMove(), result.nodes(), Duration.ofMillis(result.millis()));
  }

  /**
   * Returns the value of every legal line for the player to move, or its bounds when the budget
   * ran out first.
   *
   * @param state a two-player state that is not over
   * @param budget the limit for all the lines together
   * @return one entry per legal line, in the state's order
   */
  @Override
  public List<MoveBounds<Edge>> analyse(DotsBoxesState state, Budget budget) {
    if (!DotsBoxesSolver.supports(state.game())) {
      return generic.analyse(state, budget);
    }
    return DotsBoxesSolver.builder().build().analyse(state, budget).moves();
  }
}
