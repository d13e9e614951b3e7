package io.github.gridgames.nrow.strategy;

import io.github.gridgames.core.Budget;
import io.github.gridgames.core.internal.Hashing;
import io.github.gridgames.nrow.NRowPosition;
import io.github.gridgames.nrow.internal.PackedPoint;
import java.util.SplittableRandom;

/**
 * The greedy N-in-a-row baseline: it looks at each legal point on its own, one ply deep.
 *
 * <ol>
 *   <li>It completes N in a row if it can.
 *   <li>Otherwise it takes a point where an opponent would complete N (the opponent who moves
 *       soonest by the game's turn policy, if several could).
 *   <li>Otherwise it plays where its own longest line through the point (its consecutive stones
 *       in one of the four directions, the new stone included) is longest.
 * </ol>
 *
 * <p>Each choice is uniform among the points of its kind, drawn from random numbers that depend
 * only on the seed and the position (its hash, and the points sorted), so the same seed and
 * state always give the same point. It never looks at open ends, gaps or threats, so it neither
 * sees nor stops an open three or an open four coming. This is the "greedy" agent of the strength
 * requirements for N-in-a-row (the generic {@link io.github.gridgames.ai.GreedyAgent} cannot be
 * used: it scores the positions after each move, which do not tell which stone was just placed).
 *
 * <p>It reads the game's {@link NRowPosition} (the rules' own line test), costs one pass over the
 * points next to the stones and ignores the budget.
 *
 * <p>Threads: immutable, it keeps a choice's state in the call, so threads may share one agent.
 */
public final class NRowGreedyAgent extends PositionAgent {

  private final long seed;

  private NRowGreedyAgent(long seed) {
    this.seed = seed;
  }

  /**
   * Returns the greedy agent with a seed for its random choices.
   *
   * @param seed the seed
   * @return the agent
   */
  public static NRowGreedyAgent of(long seed) {
    return new NRowGreedyAgent(seed);
  }

  /**
   * Returns the seed.
   *
   * @return the seed
   */
  public long seed() {
    return seed;
  }

  /**
   * Returns the code of a winning point if there is one, else of a point that stops the soonest
   * opponent from completing N, else of a point where its own line is longest.
   */
  @Override
  int choose(NRowPosition board, Budget budget) {
    int players = board.game().playerCount();
    int n = board.game().n();
    int[] order = TurnOrder.soonest(board);
    // Only points next to a stone can complete N or extend a line; elsewhere every line is 1.
    Longs adjacent = onLines(board, 1);
    Longs wins = new Longs();
    for (int k = 0; k < players && wins.isEmpty(); k++) {
      for (int i = 0; i < adjacent.size(); i++) {
        long point = adjacent.get(i);
        if (board.longestLine(PackedPoint.x(point), PackedPoint.y(point), order[k]) >= n) {
          wins.add(point, 0);
        }
      }
    }
    Longs longest = new Longs();
    int bestRun = 1;
    for (int i = 0; i < adjacent.size() && wins.isEmpty(); i++) {
      long point = adjacent.get(i);
      int run = board.longestLine(PackedPoint.x(point), PackedPoint.y(point), order[0]);
      if (run > bestRun) {
        bestRun = run;
        longest = new Longs();
      }
      if (run == bestRun) {
        longest.add(point, 0);
      }
    }
    SplittableRandom random = new SplittableRandom(Hashing.combine(seed, board.positionHash()));
    Longs pool = !wins.isEmpty() ? wins : bestRun > 1 ? longest : null;
    if (pool == null) {
      int[] codes = new int[board.legalMoveCount()];
      int count = board.legalMoves(codes);
      long[] points = new long[count];
      for (int i = 0; i < count; i++) {
        points[i] = board.packedPoint(codes[i]);
      }
      java.util.Arrays.sort(points);
      return codeOf(board, points[random.nextInt(count)]);
    }
    return codeOf(board, pool.get(random.nextInt(pool.size())));
  }

  /**
   * Returns {@code greedy}.
   *
   * @return the name
   */
  @Override
  public String name() {
    return "greedy";
  }

  /** Returns {@code NRowGreedyAgent[seed=...]}. */
  @Override
  public String toString() {
    return "NRowGreedyAgent[seed=" + seed + "]";
  }
}
