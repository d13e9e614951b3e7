package io.github.gridgames.ai;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Move;

/**
 * The exact value of one legal move, for the player who makes it; see {@link
 * Solver#solveMoves}.
 *
 * @param move the move
 * @param verdict the result for the mover if both sides then play perfectly, {@link
 *     Verdict#UNKNOWN} if the budget ran out
 * @param value the mover's value after the move, in the scale of {@link SolveResult#value()} (0
 *     when unknown)
 * @param <M> the move type
 */
public record MoveValue<M extends Move>(M move, Verdict verdict, int value) {

  /**
   * Creates a move value.
   *
   * @param move the move
   * @param verdict the verdict
   * @param value the value
   * @throws NullPointerException if {@code move} or {@code verdict} is null
   */
  public MoveValue {
    requireNonNull(move, "move");
    requireNonNull(verdict, "verdict");
  }
}
