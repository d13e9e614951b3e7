package io.github.gridgames.cli;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.ai.Verdict;
import java.time.Duration;
import java.util.Optional;

/**
 * What {@code solve} found for a state, from the point of view of the player to move there.
 *
 * @param verdict win, draw or loss for the player to move, or unknown when the budget ran out
 * @param value for a game that keeps score, the player to move's net margin over the rest of the
 *     game; otherwise 1, 0 or -1; 0 when unknown
 * @param bestMove a best move in the game's default notation, empty when the state is terminal or
 *     the value is unknown
 * @param nodes the nodes searched
 * @param elapsed the time the solve took
 */
record Solution(
    Verdict verdict, int value, Optional<String> bestMove, long nodes, Duration elapsed) {

  /**
   * Creates a solution.
   *
   * @param verdict the verdict
   * @param value the value
   * @param bestMove the best move, if any
   * @param nodes the nodes
   * @param elapsed the time
   */
  Solution {
    requireNonNull(verdict, "verdict");
    requireNonNull(bestMove, "bestMove");
    requireNonNull(elapsed, "elapsed");
  }

  /**
   * Returns whether the solve finished.
   *
   * @return whether the verdict is known
   */
  boolean isComplete() {
    return verdict != Verdict.UNKNOWN;
  }
}
