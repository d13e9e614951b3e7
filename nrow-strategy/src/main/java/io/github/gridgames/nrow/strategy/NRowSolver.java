package io.github.gridgames.nrow.strategy;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.ai.AlphaBetaSolver;
import io.github.gridgames.ai.MoveBounds;
import io.github.gridgames.ai.SolveProgress;
import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.ai.Solver;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Game;
import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * How N-in-a-row positions are solved: by the generic {@link AlphaBetaSolver} with the {@link
 * NRowOrdering}, for games that end (a stone cap) between two players. On the empty board, where
 * every first stone is alike, it solves the position after a stone on the origin. As thread-safe
 * as the generic solver: its calls are serialised.
 */
final class NRowSolver implements Solver<NRowState, Point> {

  private final AlphaBetaSolver<NRowState, Point> generic =
      AlphaBetaSolver.<NRowState, Point>builder().ordering(new NRowOrdering()).build();

  /** Creates the solver. */
  NRowSolver() {}

  /**
   * Refuses games without a stone cap (naming the parameter {@code cap}) and games without two
   * players.
   *
   * @param game the game
   * @return the refusal, or empty
   */
  @Override
  public Optional<Refusal> refusal(Game<NRowState, Point> game) {
    Optional<Refusal> generic = Solver.super.refusal(requireNonNull(game, "game"));
    if (generic.isPresent()) {
      return generic;
    }
    if (((NRow) game).stoneCap().isEmpty()) {
      return Optional.of(
          new Refusal("solve needs a game that ends: give " + game.id() + " a stone cap", Optional.of("cap")));
    }
    return Optional.empty();
  }

  @Override
  public SolveResult<Point> solve(NRowState state, Budget budget, Consumer<SolveProgress> progress) {
    Solver.checkAccepted(this, state);
    if (!state.hasUnboundedLegalMoves()) {
      return generic.solve(state, budget, progress);
    }
    Point first = state.legalMoves().get(0);
    NRowState after = state.play(first);
    SolveResult<Point> rest = generic.solve(after, budget, progress);
    if (!rest.isComplete()) {
      return new SolveResult<>(SolveResult.Verdict.UNKNOWN, 0, Optional.empty(), rest.nodes() + 1, rest.elapsed());
    }
    int value = after.toMove().equals(state.toMove()) ? rest.value() : -rest.value();
    return new SolveResult<>(SolveResult.Verdict.ofSign(value), value, Optional.of(first), rest.nodes() + 1, rest.elapsed());
  }

  @Override
  public List<MoveBounds<Point>> analyse(NRowState state, Budget budget) {
    Solver.checkAccepted(this, state);
    if (!state.hasUnboundedLegalMoves()) {
      return generic.analyse(state, budget);
    }
    List<MoveBounds<Point>> bounds = new ArrayList<>();
    for (Point first : state.legalMoves()) {
      SolveResult<Point> result = solve(state.play(first), budget, progress -> {});
      boolean again = state.play(first).toMove().equals(state.toMove());
      bounds.add(
          result.isComplete()
              ? MoveBounds.exact(first, again ? result.value() : -result.value())
              : MoveBounds.unknown(first));
    }
    return List.copyOf(bounds);
  }

  /** Returns {@code NRowSolver}. */
  @Override
  public String toString() {
    return "NRowSolver";
  }
}
