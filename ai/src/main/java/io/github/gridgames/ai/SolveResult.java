package io.github.gridgames.ai;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Move;
import java.time.Duration;
import java.util.Optional;

/**
 * The exact value of a state for the player to move, as found by a {@link Solver}.
 *
 * @param verdict win, draw or loss for the player to move under perfect play, or {@link
 *     Verdict#UNKNOWN} when the budget ran out first
 * @param value for a game that {@linkplain io.github.gridgames.core.Game#keepsScore() keeps score}:
 *     the net score margin of the player to move over the <em>rest</em> of the game (future
 *     points of the player to move minus future points of the opponent, both maximising their
 *     margin; the points already scored do not count); for other games +1, 0 or -1 for a win,
 *     draw or loss; 0 when unknown
 * @param bestMove a move that achieves the value (the first such move in the solver's move order),
 *     empty when the state is terminal or the value is unknown
 * @param nodes the nodes searched
 * @param elapsed the time the solve took
 * @param <M> the move type
 */
public record SolveResult<M extends Move>(
    Verdict verdict, int value, Optional<M> bestMove, long nodes, Duration elapsed) {

  /**
   * Creates a result.
   *
   * @param verdict the verdict
   * @param value the value
   * @param bestMove the best move, if any
   * @param nodes the nodes searched, not negative
   * @param elapsed the time spent
   * @throws IllegalArgumentException if {@code nodes} is negative, or the verdict is unknown but a
   *     value or best move is given
   * @throws NullPointerException if an object argument is null
   */
  public SolveResult {
    requireNonNull(verdict, "verdict");
    requireNonNull(bestMove, "bestMove");
    requireNonNull(elapsed, "elapsed");
    checkArgument(nodes >= 0, "nodes must be >= 0, got %s", nodes);
    checkArgument(
        verdict != Verdict.UNKNOWN || (value == 0 && bestMove.isEmpty()),
        "an unknown result has value 0 and no best move, got %s and %s",
        value,
        bestMove);
  }

  /**
   * Returns whether the solve finished within its budget.
   *
   * @return {@code verdict() != UNKNOWN}
   */
  public boolean isComplete() {
    return verdict != Verdict.UNKNOWN;
  }

  /** The result of a game under perfect play, for the player to move. */
  public enum Verdict {
    /** The player to move can force a win. */
    WIN,
    /** Both players can force at least a draw. */
    DRAW,
    /** The opponent can force a win. */
    LOSS,
    /** The search ran out of budget before it knew. */
    UNKNOWN;

    /**
     * Returns the verdict of a value's sign.
     *
     * @param sign a number whose sign decides: positive wins, zero draws, negative loses
     * @return {@link #WIN}, {@link #DRAW} or {@link #LOSS}
     */
    public static Verdict ofSign(long sign) {
      return sign > 0 ? WIN : sign < 0 ? LOSS : DRAW;
    }
  }
}
