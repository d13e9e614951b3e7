package io.github.gridgames.ai;

import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;

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
   * Returns each player's reward for a finished game, summing to 1: the winners share 1 equally,
   * losers get 0, and a draw gives everybody {@code 1 / playerCount}.
   */
  static double[] rewards(Outcome outcome, int playerCount) {
    double[] rewards = new double[playerCount];
    if (outcome.isWin()) {
      double share = 1.0 / outcome.winners().size();
      for (Player winner : outcome.winners()) {
        rewards[winner.index()] = share;
      }
    } else {
      java.util.Arrays.fill(rewards, 1.0 / playerCount);
    }
    return rewards;
  }

  /** Clamps an evaluation into the documented range, rejecting NaN. */
  static double clampEvaluation(double value, Object state) {
    if (Double.isNaN(value)) {
      throw new IllegalStateException("evaluation returned NaN for state " + state);
    }
    return Math.max(-Evaluation.LIMIT, Math.min(Evaluation.LIMIT, value));
  }
}
