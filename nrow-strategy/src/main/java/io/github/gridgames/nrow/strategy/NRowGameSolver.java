package io.github.gridgames.nrow.strategy;

import io.github.gridgames.ai.GameSolver;
import io.github.gridgames.ai.MoveBounds;
import io.github.gridgames.ai.SolveProgress;
import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.ai.TableKey;
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
 * How N-in-a-row positions are solved: by the generic solver with the {@link NRowOrdering}, for
 * games that end (a stone cap) between two players. On the empty board, where every first stone is
 * alike, it solves the position after a stone on the origin.
 */
final class NRowGameSolver implements GameSolver<NRowState, Point> {

  private final GameSolver<NRowState, Point> generic = GameSolver.generic(new NRowOrdering(), TableKey.positionHash());

  /** Creates the solver. */
  public NRowGameSolver() {}

  /**
   * Refuses games without a stone cap (naming the parameter {@code cap}) and games without two
   * players.
   *
   * @param game the game
   * @return the refusal, or empty
   */
  @Override
  public Optional<GameSolver.Refusal> refusal(Game<NRowState, Point> game) {
    Optional<GameSolver.Refusal> generic = GameSolver.super.refusal(game);
    if (generic.isPresent()) {
      return generic;
    }
    if (((NRow) game).stoneCap().isEmpty()) {
      return Optional.of(
          new GameSolver.Refusal("solve needs a game that ends: give " + game.id() + " a stone cap", Optional.of("cap")));
    }
    return Optional.empty();
  }

  @Override
  public SolveResult<Point> solve(NRowState state, Budget budget, Consumer<SolveProgress> progress) {
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
}
