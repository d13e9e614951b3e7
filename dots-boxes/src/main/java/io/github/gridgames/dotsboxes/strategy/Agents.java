package io.github.gridgames.dotsboxes.strategy;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Budget;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import java.util.SplittableRandom;

/** Checks and seeding shared by the agents. */
final class Agents {

  private Agents() {}

  static void requirePlayable(DotsBoxesState state, Budget budget) {
    requireNonNull(state, "state");
    requireNonNull(budget, "budget");
    if (state.isTerminal()) {
      throw new IllegalArgumentException("the game is over; there is no move to choose");
    }
  }

  /** Returns a random source that depends only on the seed and the position. */
  static SplittableRandom random(long seed, DotsBoxesState state) {
    long h = state.positionHash() * 0x9E3779B97F4A7C15L + state.drawnCount();
    return new SplittableRandom(seed ^ (h ^ (h >>> 31)));
  }
}
