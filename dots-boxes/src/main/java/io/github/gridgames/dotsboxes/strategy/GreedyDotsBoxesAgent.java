package io.github.gridgames.dotsboxes.strategy;

import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.dotsboxes.Box;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The baseline Dots and Boxes player: it completes a box whenever it can; otherwise it draws a
 * line that gives no box its third side; otherwise any line. Each choice is uniform among the
 * lines of its kind, drawn from a random source that depends only on the seed and the position,
 * so the same seed and state always give the same line. It never looks ahead, so it never
 * declines boxes (no double-dealing) and sacrifices at random when it must.
 *
 * <p>It plays any board size, player count and turn policy, in constant time: the budget is not
 * needed. Instances are immutable and safe to share between threads.
 */
public final class GreedyDotsBoxesAgent implements Agent<DotsBoxesState, Edge> {

  private final long seed;

  private GreedyDotsBoxesAgent(long seed) {
    this.seed = seed;
  }

  /**
   * Returns the greedy agent with a seed.
   *
   * @param seed the seed of its random choices
   * @return the agent
   */
  public static GreedyDotsBoxesAgent of(long seed) {
    return new GreedyDotsBoxesAgent(seed);
  }

  /**
   * Returns a capturing line if there is one, else a line that gives no box a third side, else
   * any line.
   *
   * @param state a state that is not over
   * @param budget ignored beyond the null check: the choice takes constant time
   * @return a legal line
   * @throws IllegalArgumentException if the game is over
   * @throws NullPointerException if an argument is null
   */
  @Override
  public Edge chooseMove(DotsBoxesState state, Budget budget) {
    Agents.requirePlayable(state, budget);
    DotsBoxes game = state.game();
    List<Edge> captures = new ArrayList<>();
    List<Edge> safe = new ArrayList<>();
    List<Edge> legal = state.legalMoves();
    for (Edge line : legal) {
      boolean captures3 = false;
      boolean gives = false;
      for (Box box : game.boxesOf(line)) {
        int sides = state.sidesDrawn(box);
        captures3 |= sides == 3;
        gives |= sides == 2;
      }
      if (captures3) {
        captures.add(line);
      } else if (!gives) {
        safe.add(line);
      }
    }
    SplittableRandom random = Agents.random(seed, state);
    List<Edge> pool = !captures.isEmpty() ? captures : !safe.isEmpty() ? safe : legal;
    return pool.get(random.nextInt(pool.size()));
  }

  /**
   * Returns {@code dots-boxes-greedy}.
   *
   * @return the name
   */
  @Override
  public String name() {
    return "dots-boxes-greedy";
  }

  /** Returns the name and seed. */
  @Override
  public String toString() {
    return name() + "(seed=" + seed + ")";
  }
}
