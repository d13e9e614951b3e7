package io.github.gridgames.dotsboxes.strategy;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.ai.GameSolver;
import io.github.gridgames.ai.MoveBounds;
import io.github.gridgames.ai.SolveProgress;
import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.ai.TableKey;
import io.github.gridgames.ai.Verdict;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Player;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.time.Duration;
import java.util.ArrayList;
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
public final class DotsBoxesGameSolver implements GameSolver<DotsBoxesState, Edge> {

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
        solverFor(state.game())
            .progress(
                100_000,
                p ->
                    progress.accept(
                        new SolveProgress(
                            p.nodes(), Duration.ofMillis(p.millis()), p.lower(), p.upper())))
            .build();
    DotsBoxesSolveResult result = solver.solve(state, budget);
    Verdict verdict = Verdict.UNKNOWN;
    if (result.complete()) {
      verdict = Verdict.ofSign(state.scores().orElseThrow().margin(state.toMove()) + result.margin());
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
    DotsBoxesSolver solver = solverFor(state.game()).build();
    long start = System.nanoTime();
    long nodes = 0;
    Player mover = state.toMove();
    List<MoveBounds<Edge>> bounds = new ArrayList<>();
    for (Edge edge : state.legalMoves()) {
      DotsBoxesState after = state.play(edge);
      int gain = after.score(mover) - state.score(mover);
      int left = after.game().boxCount() - after.scores().orElseThrow().total();
      boolean again = after.toMove().equals(mover);
      if (after.isTerminal()) {
        bounds.add(MoveBounds.exact(edge, gain));
        continue;
      }
      Budget rest = remaining(budget, start, nodes);
      DotsBoxesSolveResult result = rest == null ? null : solver.solve(after, rest);
      if (result != null && result.complete()) {
        nodes += result.nodes();
        bounds.add(MoveBounds.exact(edge, gain + (again ? result.margin() : -result.margin())));
      } else {
        nodes += result == null ? 0 : result.nodes();
        bounds.add(new MoveBounds<>(edge, gain - left, gain + left));
      }
    }
    return List.copyOf(bounds);
  }

  /**
   * A solver builder for a game: on boards of fewer than {@link DotsBoxesSolver#DEFAULT_TABLE_BITS}
   * lines a table of one entry per set of drawn lines (at least 2^10), so that small solves do not
   * allocate the default table; on the others the solver's default, which grows with the board
   * (the command line's 4x4 solve took 11 minutes with its 2^25 entries, and had no answer after
   * 24 minutes with 2^22).
   */
  private static DotsBoxesSolver.Builder solverFor(DotsBoxes game) {
    DotsBoxesSolver.Builder builder = DotsBoxesSolver.builder();
    if (game.edgeCount() < DotsBoxesSolver.DEFAULT_TABLE_BITS) {
      builder.tableBits(Math.max(10, game.edgeCount()));
    }
    return builder;
  }

  /**
   * What is left of a budget after some time and nodes, with its cancellation, or null when
   * nothing is.
   */
  private static Budget remaining(Budget budget, long startNanos, long nodes) {
    if (budget.isCancelled()) {
      return null;
    }
    if (budget.isUnlimited()) {
      return budget;
    }
    Budget left = null;
    if (budget.time().isPresent()) {
      long nanos = budget.time().get().toNanos() - (System.nanoTime() - startNanos);
      if (nanos <= 0) {
        return null;
      }
      left = Budget.ofTime(Duration.ofNanos(nanos));
    }
    if (budget.work().isPresent()) {
      long work = budget.work().getAsLong() - nodes;
      if (work <= 0) {
        return null;
      }
      left = left == null ? Budget.ofWork(work) : left.withWork(work);
    }
    return budget.cancellation().map(left::cancelledBy).orElse(left);
  }
}
