package io.github.gridgames.dotsboxes.strategy;

import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Position;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import io.github.gridgames.dotsboxes.internal.PositionSearch;
import java.util.SplittableRandom;

/**
 * The baseline Dots and Boxes player: it completes a box whenever it can; otherwise it draws a
 * line that gives no box its third side; otherwise any line. Each choice is uniform among the
 * lines of its kind, drawn from a random source that depends only on the seed and the position,
 * so the same seed and state always give the same line. It never looks ahead, so it never
 * declines boxes (no double-dealing) and sacrifices at random when it must.
 *
 * <p>It plays any board size, player count and turn policy, in constant time: the budget is not
 * needed.
 *
 * <p>Threads: immutable, it keeps the state of a choice in the call, so threads may share one
 * agent.
 */
public final class DotsBoxesGreedyAgent implements Agent<DotsBoxesState, Edge> {

  private final long seed;

  private DotsBoxesGreedyAgent(long seed) {
    this.seed = seed;
  }

  /**
   * Returns the greedy agent with a seed.
   *
   * @param seed the seed of its random choices
   * @return the agent
   */
  public static DotsBoxesGreedyAgent of(long seed) {
    return new DotsBoxesGreedyAgent(seed);
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
    return state.game().edge(choose(state.toPosition()));
  }

  /**
   * Returns the edge index of a capturing line if there is one, else of a line that gives no box
   * a third side, else of any line; the same line as {@link #chooseMove} on the position's state.
   *
   * @param position a position that is not over; left unchanged
   * @param budget ignored beyond the null check: the choice takes constant time
   * @return the edge index of a legal line
   * @throws IllegalArgumentException if the game is over
   * @throws NullPointerException if an argument is null
   */
  @Override
  public int chooseCode(Position<DotsBoxesState, Edge> position, Budget budget) {
    return choose(Agents.searchCopy(position, budget));
  }

  private int choose(DotsBoxesPosition position) {
    int edges = position.game().edgeCount();
    int[] captures = new int[edges];
    int[] safe = new int[edges];
    int[] legal = new int[edges];
    int captureCount = 0;
    int safeCount = 0;
    int legalCount = 0;
    for (int e = 0; e < edges; e++) {
      if (position.isDrawn(e)) {
        continue;
      }
      legal[legalCount++] = e;
      if (PositionSearch.capturesOf(position, e) > 0) {
        captures[captureCount++] = e;
      } else if (ChainAnalysis.isSafe(position, e)) {
        safe[safeCount++] = e;
      }
    }
    SplittableRandom random = Agents.random(seed, position);
    if (captureCount > 0) {
      return captures[random.nextInt(captureCount)];
    }
    return safeCount > 0 ? safe[random.nextInt(safeCount)] : legal[random.nextInt(legalCount)];
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
