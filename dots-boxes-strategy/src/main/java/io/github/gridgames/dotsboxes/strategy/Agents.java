package io.github.gridgames.dotsboxes.strategy;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.internal.Hashing;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.util.SplittableRandom;

/** Checks and seeding shared by the agents. */
final class Agents {

  private Agents() {}

  static void requirePlayable(DotsBoxesState state, Budget budget) {
    requireNonNull(state, "state");
    requireNonNull(budget, "budget");
    checkArgument(!state.isTerminal(), "the game is over; there is no move to choose");
  }

  /**
   * Returns a position the agent may search on, at the given position: a copy, so that the
   * caller's position is never touched.
   */
  static DotsBoxesPosition searchCopy(Position<DotsBoxesState, Edge> position, Budget budget) {
    requireNonNull(position, "position");
    requireNonNull(budget, "budget");
    checkArgument(!position.isTerminal(), "the game is over; there is no move to choose");
    return position instanceof DotsBoxesPosition own
        ? own.copy()
        : DotsBoxesPosition.of(position.state());
  }

  /** Returns a random source that depends only on the seed and the position. */
  static SplittableRandom random(long seed, DotsBoxesPosition position) {
    long h = position.positionHash() * Hashing.GOLDEN_GAMMA + position.drawnCount();
    return new SplittableRandom(seed ^ (h ^ (h >>> 31)));
  }
}
