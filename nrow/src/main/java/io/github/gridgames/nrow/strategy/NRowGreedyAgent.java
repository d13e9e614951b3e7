package io.github.gridgames.nrow.strategy;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The greedy N-in-a-row baseline: it looks at each legal point on its own, one ply deep.
 *
 * <ol>
 *   <li>It completes N in a row if it can.
 *   <li>Otherwise it takes a point where an opponent would complete N (the opponent who moves
 *       soonest, if several could).
 *   <li>Otherwise it plays where its own longest line through the point (its consecutive stones
 *       in one of the four directions, the new stone included) is longest.
 * </ol>
 *
 * <p>Each choice is uniform among the points of its kind, drawn from random numbers that depend
 * only on the seed and the position, so the same seed and state always give the same point. It
 * never looks at open ends, gaps or threats, so it neither sees nor stops an open three or an
 * open four coming. This is the "greedy" agent of the strength requirements for N-in-a-row (the
 * generic {@link io.github.gridgames.ai.GreedyAgent} cannot be used: it scores the states after
 * each move, which do not tell which stone was just placed).
 *
 * <p>It costs one pass over the legal moves and ignores the budget. Immutable and thread-safe.
 */
public final class NRowGreedyAgent implements Agent<NRowState, Point> {

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
  public static NRowGreedyAgent seeded(long seed) {
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
   * Returns a winning point if there is one, else a point that stops the soonest opponent from
   * completing N, else a point where its own line is longest.
   *
   * @param state a state that is not over
   * @param budget ignored beyond the null check: the choice is one pass over the legal moves
   * @return a legal point
   * @throws IllegalArgumentException if the game is over
   * @throws NullPointerException if an argument is null
   */
  @Override
  public Point chooseMove(NRowState state, Budget budget) {
    requireNonNull(state, "state");
    requireNonNull(budget, "budget");
    checkArgument(!state.isTerminal(), "cannot choose a move in a finished game (%s)", state.outcome());
    if (state.hasUnboundedLegalMoves()) {
      return state.legalMoves().get(0);
    }
    Board board = Board.of(state);
    int players = board.players();
    int me = state.toMove().index();
    // Only points next to a stone can complete N or extend a line; elsewhere every line is 1.
    Longs adjacent = board.lineNeighbours(1);
    List<Point> wins = new ArrayList<>();
    List<Point> blocks = new ArrayList<>();
    for (int k = 0; k < players && wins.isEmpty() && blocks.isEmpty(); k++) {
      int player = (me + k) % players;
      for (int i = 0; i < adjacent.size(); i++) {
        long point = adjacent.get(i);
        if (board.makesFive(Board.unpackX(point), Board.unpackY(point), player)) {
          (k == 0 ? wins : blocks).add(pointOf(point));
        }
      }
    }
    List<Point> longest = new ArrayList<>();
    int bestRun = 1;
    for (int i = 0; i < adjacent.size() && wins.isEmpty() && blocks.isEmpty(); i++) {
      long point = adjacent.get(i);
      int run = longestRun(board, point, me);
      if (run > bestRun) {
        bestRun = run;
        longest.clear();
      }
      if (run == bestRun) {
        longest.add(pointOf(point));
      }
    }
    List<Point> pool =
        !wins.isEmpty()
            ? wins
            : !blocks.isEmpty() ? blocks : bestRun > 1 ? longest : state.legalMoves();
    SplittableRandom random = new SplittableRandom(Seeds.mix(seed, board.hash()));
    return pool.get(random.nextInt(pool.size()));
  }

  private static Point pointOf(long packed) {
    return Point.of(Board.unpackX(packed), Board.unpackY(packed));
  }

  /** The longest line of {@code player}'s consecutive stones through the point, counting it. */
  private static int longestRun(Board board, long point, int player) {
    long x = Board.unpackX(point);
    long y = Board.unpackY(point);
    int best = 0;
    for (int d = 0; d < 4; d++) {
      int run =
          1
              + board.runFrom(x, y, Board.DX[d], Board.DY[d], player)
              + board.runFrom(x, y, -Board.DX[d], -Board.DY[d], player);
      best = Math.max(best, run);
    }
    return best;
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
