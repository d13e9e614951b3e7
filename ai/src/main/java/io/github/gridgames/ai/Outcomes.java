package io.github.gridgames.ai;

import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import java.util.Arrays;

/** How the agents read a finished game. */
final class Outcomes {

  private Outcomes() {}

  /**
   * Returns +1 if {@code player} won alone, -1 if it is not among the winners of a won game, and 0
   * for a draw or a win shared with others.
   */
  static int sign(Outcome outcome, Player player) {
    if (!outcome.isWin()) {
      return 0;
    }
    if (!outcome.isWinner(player)) {
      return -1;
    }
    return outcome.winners().size() == 1 ? 1 : 0;
  }

  /**
   * Writes each player's reward for a finished game into {@code rewards} (one entry per player),
   * summing to 1: the winners share 1 equally, losers get 0, and a draw (or a game that is not
   * over) gives everybody {@code 1 / playerCount}.
   */
  static void rewards(Outcome outcome, double[] rewards) {
    if (!outcome.isWin()) {
      Arrays.fill(rewards, 1.0 / rewards.length);
      return;
    }
    double share = 1.0 / outcome.winners().size();
    for (int p = 0; p < rewards.length; p++) {
      rewards[p] = outcome.isWinner(Player.of(p)) ? share : 0.0;
    }
  }

  /** Clamps an evaluation into the documented range, rejecting NaN. */
  static double clampEvaluation(double value, Position<?, ?> position) {
    if (Double.isNaN(value)) {
      throw new IllegalStateException(
          "evaluation returned NaN for the position:\n" + position.state().render());
    }
    return Math.max(-Evaluation.LIMIT, Math.min(Evaluation.LIMIT, value));
  }
}
