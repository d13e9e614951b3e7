package io.github.gridgames.dotsboxes.strategy;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.util.function.Consumer;

/**
 * An exact solver for two-player Dots and Boxes with the extra-turn rule, on boards of at most
 * {@link #MAX_LINES} lines (such as 3 x 3, 3 x 4, 4 x 4 and 5 x 5 boxes).
 *
 * <h2>Value</h2>
 *
 * <p>The value of a position is the net score margin of the player to move over the boxes that
 * remain, with both players maximising their own margin; boxes already completed do not count
 * (the convention of the published analyses). A line that completes a box gives the mover the
 * box and the next move, so its value is the boxes it completes <em>plus</em> the value of the
 * position after it; any other line is worth <em>minus</em> the value of the position after it,
 * for the opponent.
 *
 * <h2>Search</h2>
 *
 * <p>Alpha-beta search with principal-variation windows on a {@link DotsBoxesPosition}, which
 * moves with the game's own rules ({@code play} and {@code undo}); the search reads its
 * drawn-line mask and keeps only tables of its own (symmetries, border groups, bounds), with
 * <ul>
 *   <li>chain and loop analysis of the capturable boxes, with the safe reductions: a capturable
 *       box whose missing line does not lead into a box of exactly two drawn sides is taken at
 *       once, as is the first box of a capturable chain of three or more (or of a capturable loop
 *       remnant of three, or of five or more); when only two boxes of a chain (or four of a loop)
 *       are left, the only lines considered are taking a box and handing back the last two (or
 *       four) with the double-dealing line; every line that neither captures nor is such a
 *       double-dealing line is pruned while a box is capturable;
 *   <li>a transposition table of value bounds keyed by the drawn-line set (the score so far does
 *       not matter to the value of what remains), made canonical under the board's symmetries (8
 *       on a square board, 4 on a rectangle) and under the exchange of the border sides of a
 *       corner box (only how many of them are drawn matters);
 *   <li>move ordering: the table's best move, then lines that give no box, from the centre of the
 *       board outwards, then the sacrifices.
 * </ul>
 *
 * <h2>Limits</h2>
 *
 * <p>{@link #solve(DotsBoxesState, Budget)} stops at the budget's wall-clock time or after its
 * work units, counted as positions searched, and then reports an incomplete result. A progress
 * listener set with {@link Builder#progress(long, Consumer)} is called from the searching thread.
 *
 * <p>A solver keeps one transposition table and is safe for use by several threads: searches on
 * one solver run one after the other. Each search starts with an empty table, so the same
 * position and budget give the same result, up to time limits.
 */
public final class DotsBoxesSolver {

  /** The most lines a board may have to be solved: 64, one bit of a {@code long} per line. */
  public static final int MAX_LINES = 64;

  /** The default size of the transposition table, as a power of two: 2^22 entries (64 MiB). */
  public static final int DEFAULT_TABLE_BITS = 22;

  private final int tableBits;
  private final boolean useSymmetry;
  private final long progressEvery;
  private final Consumer<DotsBoxesSolveProgress> listener;
  private BoundTable table;
  private Search search;

  private DotsBoxesSolver(Builder builder) {
    this.tableBits = builder.tableBits;
    this.useSymmetry = builder.useSymmetry;
    this.progressEvery = builder.progressEvery;
    this.listener = builder.listener;
  }

  /**
   * Returns a solver with the default table size, symmetry reduction and no progress listener.
   *
   * @return the solver
   */
  public static DotsBoxesSolver create() {
    return builder().build();
  }

  /**
   * Returns a builder of solvers.
   *
   * @return a builder with the defaults
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns whether this solver can solve positions of a game: two players, the
   * {@link TurnPolicy#EXTRA_TURN_ON_CAPTURE} policy and at most {@link #MAX_LINES} lines.
   *
   * @param game the game
   * @return whether {@link #solve(DotsBoxesState, Budget)} accepts its states
   * @throws NullPointerException if {@code game} is null
   */
  public static boolean supports(DotsBoxes game) {
    requireNonNull(game, "game");
    return game.playerCount() == 2
        && game.turnPolicy() == TurnPolicy.EXTRA_TURN_ON_CAPTURE
        && game.edgeCount() <= MAX_LINES;
  }

  static void requireSupported(DotsBoxes game) {
    checkArgument(
        game.playerCount() == 2,
        "the solver is for two players, got a game of %s",
        game.playerCount());
    checkArgument(
        game.turnPolicy() == TurnPolicy.EXTRA_TURN_ON_CAPTURE,
        "the solver needs the extra-turn-on-capture policy, got %s",
        game.turnPolicy().name());
    checkArgument(
        game.edgeCount() <= MAX_LINES,
        "the solver handles boards of at most %s lines; %s x %s boxes have %s",
        MAX_LINES,
        game.rows(),
        game.cols(),
        game.edgeCount());
  }

  /**
   * Solves a position without limits.
   *
   * @param state a state of a game this solver {@linkplain #supports(DotsBoxes) supports}
   * @return the complete result
   * @throws IllegalArgumentException if the game is not supported (the message says why)
   * @throws NullPointerException if {@code state} is null
   */
  public DotsBoxesSolveResult solve(DotsBoxesState state) {
    return solve(state, Budget.unlimited());
  }

  /**
   * Solves a position within a budget of wall-clock time and of work units, one unit per
   * position searched.
   *
   * @param state a state of a game this solver {@linkplain #supports(DotsBoxes) supports}
   * @param budget the limits; when one is reached the result is incomplete
   * @return the result
   * @throws IllegalArgumentException if the game is not supported (the message says why)
   * @throws NullPointerException if an argument is null
   */
  public synchronized DotsBoxesSolveResult solve(DotsBoxesState state, Budget budget) {
    requireNonNull(state, "state");
    requireNonNull(budget, "budget");
    DotsBoxes game = state.game();
    requireSupported(game);
    long start = System.nanoTime();
    long deadline =
        budget.time().map(t -> start + Limits.nanos(t)).orElse(Long.MAX_VALUE);
    long nodeLimit = budget.work().orElse(Long.MAX_VALUE);
    return run(state.toPosition(), start, deadline, nodeLimit);
  }

  /**
   * Solves with an absolute deadline (System.nanoTime) and node limit, for the agents; the
   * position is left unchanged.
   */
  synchronized DotsBoxesSolveResult solveUntil(
      DotsBoxesPosition position, long deadline, long nodeLimit) {
    requireSupported(position.game());
    return run(position.copy(), System.nanoTime(), deadline, nodeLimit);
  }

  /** Solves on a position of its own, which the search plays on and leaves as it found it. */
  private DotsBoxesSolveResult run(
      DotsBoxesPosition position, long start, long deadline, long nodeLimit) {
    if (table == null) {
      table = new BoundTable(tableBits);
    }
    DotsBoxes game = position.game();
    if (search == null || !search.game.equals(game)) {
      search = new Search(game, useSymmetry ? new Symmetries(game) : null);
    }
    table.clear();
    Search s = search;
    s.reset(position, table, start, deadline, nodeLimit, progressEvery, listener);
    int remaining =
        game.boxCount() - position.score(Player.FIRST) - position.score(Player.SECOND);
    int value = s.solveRoot(remaining);
    long millis = (System.nanoTime() - start) / 1_000_000;
    if (s.aborted) {
      return DotsBoxesSolveResult.incomplete(s.nodes, millis);
    }
    Edge best = s.rootBest >= 0 ? game.edge(s.rootBest) : null;
    return DotsBoxesSolveResult.solved(value, best, s.nodes, millis);
  }

  /** Returns the description of the solver's settings. */
  @Override
  public String toString() {
    return "DotsBoxesSolver[tableBits=" + tableBits + ", symmetry=" + useSymmetry + "]";
  }

  /**
   * The state of one search: the position it moves on (with the game's rules, through
   * {@link DotsBoxesPosition#play(int)} and {@link DotsBoxesPosition#undo()}), its own tables of
   * the board's boxes, the limits, counters and per-depth scratch arrays.
   */
  private static final class Search {

    private static final int CHECK_MASK = 1023;

    final DotsBoxes game;
    private final Symmetries symmetries;
    private final GroundStrings ground;
    /** Per box, the bits of its four sides in a drawn-line mask. */
    private final long[] boxMask;
    /** Two entries per edge: its boxes, -1 for the outside. */
    private final int[] edgeBoxes;
    private final int boxCount;
    private final int[] order;
    /** Per depth (number of drawn lines), the drawn sides of each box. */
    private final int[][] counts;
    /** Per depth, the candidate moves. */
    private final int[][] moves;
    private DotsBoxesPosition position;
    private BoundTable table;
    private long deadline;
    private long nodeLimit;
    private long start;
    private long progressEvery;
    private Consumer<DotsBoxesSolveProgress> listener;
    private long nextProgress;
    long nodes;
    boolean aborted;
    int rootBest;
    private int rootDepth;
    private int rootMoves;
    private int rootDone;
    private int symmetryUsed;

    Search(DotsBoxes game, Symmetries symmetries) {
      this.game = game;
      this.symmetries = symmetries;
      this.ground = new GroundStrings(game);
      this.boxCount = game.boxCount();
      this.boxMask = new long[boxCount];
      for (int b = 0; b < boxCount; b++) {
        for (int k = 0; k < 4; k++) {
          boxMask[b] |= 1L << game.sideOf(b, k);
        }
      }
      int edges = game.edgeCount();
      this.edgeBoxes = new int[2 * edges];
      for (int e = 0; e < edges; e++) {
        edgeBoxes[2 * e] = game.boxBeside(e, 0);
        edgeBoxes[2 * e + 1] = game.boxBeside(e, 1);
      }
      this.order = CentreOrder.of(game);
      this.counts = new int[edges + 1][boxCount];
      this.moves = new int[edges + 1][edges];
    }

    void reset(
        DotsBoxesPosition position,
        BoundTable table,
        long start,
        long deadline,
        long nodeLimit,
        long progressEvery,
        Consumer<DotsBoxesSolveProgress> listener) {
      this.position = position;
      this.table = table;
      this.start = start;
      this.deadline = deadline;
      this.nodeLimit = nodeLimit;
      this.progressEvery = progressEvery;
      this.listener = listener;
      this.nextProgress = progressEvery > 0 ? progressEvery : Long.MAX_VALUE;
      this.nodes = 0;
      this.aborted = false;
      this.rootBest = -1;
      this.rootMoves = 0;
      this.rootDone = 0;
    }

    int solveRoot(int remaining) {
      rootDepth = position.drawnCount();
      return search(remaining, -remaining, remaining);
    }

    private int otherBox(int e, int b) {
      int first = edgeBoxes[2 * e];
      return first == b ? edgeBoxes[2 * e + 1] : first;
    }

    private boolean overLimit() {
      if (nodes >= nodeLimit) {
        return true;
      }
      if ((nodes & CHECK_MASK) == 0) {
        long now = System.nanoTime();
        if (deadline != Long.MAX_VALUE && now - deadline >= 0) {
          return true;
        }
        if (nodes >= nextProgress) {
          nextProgress = nodes + progressEvery;
          listener.accept(
              new DotsBoxesSolveProgress(
                  nodes, (now - start) / 1_000_000, rootDone, rootMoves, table.stores()));
        }
      }
      return false;
    }

    /**
     * Returns the table key: the smallest normalized image of the mask under the symmetries, and
     * records in {@link #symmetryUsed} the symmetry that gives it.
     */
    private long canonical(long drawn) {
      long best = ground.normalize(drawn);
      int used = 0;
      if (symmetries != null) {
        for (int s = 1; s < symmetries.count; s++) {
          long t = ground.normalize(symmetries.transform(s, drawn));
          if (t < best) {
            best = t;
            used = s;
          }
        }
      }
      symmetryUsed = used;
      return best;
    }

    /**
     * Returns the value of the position for the player to move, exact when strictly inside
     * (alpha, beta), else a bound on the side it fails (fail-soft). Returns 0 once aborted.
     * Forced captures are made in a loop before the position is searched, and taken back before
     * this returns.
     */
    private int search(int remaining, int alpha, int beta) {
      if (remaining == 0) {
        return 0;
      }
      nodes++;
      if (overLimit()) {
        aborted = true;
        return 0;
      }
      int mark = position.depth();
      int value = searchTaking(remaining, alpha, beta);
      while (position.depth() > mark) {
        position.undo();
      }
      return value;
    }

    /** {@link #search} after its checks: takes the forced captures, then searches the rest. */
    private int searchTaking(int remaining, int alpha, int beta) {
      long drawn = position.drawnMask();
      int depth = position.drawnCount();
      boolean root = depth == rootDepth;
      int[] cnt = counts[depth];
      long[] bm = boxMask;
      for (int b = 0; b < boxCount; b++) {
        cnt[b] = Long.bitCount(drawn & bm[b]);
      }
      int gained = 0;
      while (true) {
        // Chain analysis of the capturable boxes.
        int forced = -1;
        long candidates = 0;
        boolean capturable = false;
        for (int b = 0; b < boxCount; b++) {
          if (cnt[b] != 3) {
            continue;
          }
          capturable = true;
          long eBit = bm[b] & ~drawn;
          int e = Long.numberOfTrailingZeros(eBit);
          int o = otherBox(e, b);
          if (o < 0 || cnt[o] != 2) {
            forced = e;
            break;
          }
          long sBit = bm[o] & ~drawn & ~eBit;
          int s = Long.numberOfTrailingZeros(sBit);
          int n1 = otherBox(s, o);
          if (n1 < 0 || cnt[n1] <= 1) {
            candidates |= eBit | sBit; // an open chain of two: take, or double-deal with s
            continue;
          }
          if (cnt[n1] == 3) {
            forced = e; // a closed chain of three
            break;
          }
          long s2Bit = bm[n1] & ~drawn & ~sBit;
          int n2 = otherBox(Long.numberOfTrailingZeros(s2Bit), n1);
          if (n2 >= 0 && cnt[n2] == 3) {
            candidates |= eBit | sBit; // a closed chain of four: take, or hand back four with s
            continue;
          }
          forced = e; // an open chain of three or more, or a closed chain of five or more
          break;
        }
        if (forced < 0) {
          int v = gained + searchFree(
              drawn, remaining, alpha - gained, beta - gained, cnt, depth, root && gained == 0,
              capturable, candidates);
          if (root && gained > 0 && !aborted) {
            rootDone = 1;
          }
          return v;
        }
        if (root && gained == 0) {
          rootBest = forced;
          rootMoves = 1;
        }
        int k = position.capturesOf(forced);
        position.play(forced);
        drawn = position.drawnMask();
        int a = edgeBoxes[2 * forced];
        int b = edgeBoxes[2 * forced + 1];
        if (a >= 0) {
          cnt[a] = Long.bitCount(drawn & bm[a]);
        }
        if (b >= 0) {
          cnt[b] = Long.bitCount(drawn & bm[b]);
        }
        gained += k;
        remaining -= k;
        if (remaining == 0) {
          if (root) {
            rootDone = 1;
          }
          return gained;
        }
      }
    }

    /**
     * Searches a position without forced captures; {@code cnt} holds the drawn sides of each box
     * and {@code depth} indexes the scratch arrays of this call.
     */
    private int searchFree(
        long drawn,
        int remaining,
        int alpha,
        int beta,
        int[] cnt,
        int depth,
        boolean root,
        boolean capturable,
        long candidates) {
      if (beta <= -remaining) {
        return -remaining;
      }
      if (alpha >= remaining) {
        return remaining;
      }
      long key = canonical(drawn);
      int sym = symmetryUsed;
      long entry = table.probe(key);
      int ttMove = -1;
      if (entry != 0) {
        int lo = BoundTable.lower(entry);
        int hi = BoundTable.upper(entry);
        int m = BoundTable.move(entry);
        if (m != BoundTable.NO_MOVE) {
          ttMove = symmetries == null ? m : symmetries.backward[sym][m];
          if ((drawn & (1L << ttMove)) != 0) {
            ttMove = -1; // the move of an equivalent position with other border lines drawn
          }
        }
        // The first position is never in the table: the table starts empty and every position
        // below it has more lines drawn.
        if (lo >= beta) {
          return lo;
        }
        if (hi <= alpha) {
          return hi;
        }
        if (lo == hi) {
          return lo;
        }
        alpha = Math.max(alpha, lo);
        beta = Math.min(beta, hi);
      }
      if (alpha < -remaining) {
        alpha = -remaining;
      }
      if (beta > remaining) {
        beta = remaining;
      }
      // Generate the candidate lines.
      int[] list = moves[depth];
      int n = 0;
      if (ttMove >= 0) {
        list[n++] = ttMove;
      }
      if (capturable) {
        long c = candidates;
        while (c != 0) {
          int e = Long.numberOfTrailingZeros(c);
          c &= c - 1;
          if (e != ttMove) {
            list[n++] = e;
          }
        }
      } else {
        for (int e : order) {
          if ((drawn & (1L << e)) != 0 || e == ttMove) {
            continue;
          }
          if (isSafe(cnt, e)) {
            list[n++] = e;
          }
        }
        for (int e : order) {
          if ((drawn & (1L << e)) != 0 || e == ttMove) {
            continue;
          }
          if (!isSafe(cnt, e)) {
            list[n++] = e;
          }
        }
      }
      if (root) {
        rootMoves = n;
      }
      int alpha0 = alpha;
      int best = Integer.MIN_VALUE;
      int bestMove = -1;
      for (int i = 0; i < n; i++) {
        int m = list[i];
        int k = position.capturesOf(m);
        position.play(m);
        int v;
        if (k > 0) {
          if (i == 0) {
            v = k + search(remaining - k, alpha - k, beta - k);
          } else {
            v = k + search(remaining - k, alpha - k, alpha + 1 - k);
            if (!aborted && v > alpha && v < beta) {
              v = k + search(remaining - k, alpha - k, beta - k);
            }
          }
        } else {
          if (i == 0) {
            v = -search(remaining, -beta, -alpha);
          } else {
            v = -search(remaining, -alpha - 1, -alpha);
            if (!aborted && v > alpha && v < beta) {
              v = -search(remaining, -beta, -alpha);
            }
          }
        }
        position.undo();
        if (aborted) {
          return 0;
        }
        if (root) {
          rootDone = i + 1;
        }
        if (v > best) {
          best = v;
          bestMove = m;
          if (root) {
            rootBest = m;
          }
          if (v > alpha) {
            alpha = v;
            if (alpha >= beta) {
              break;
            }
          }
        }
      }
      int stored = symmetries == null ? bestMove : symmetries.forward[sym][bestMove];
      if (best <= alpha0) {
        table.store(key, -remaining, best, BoundTable.NO_MOVE);
      } else if (best >= beta) {
        table.store(key, best, remaining, stored);
      } else {
        table.store(key, best, best, stored);
      }
      return best;
    }

    /** Returns whether line e gives no box a third side. */
    private boolean isSafe(int[] cnt, int e) {
      int a = edgeBoxes[2 * e];
      int b = edgeBoxes[2 * e + 1];
      return (a < 0 || cnt[a] < 2) && (b < 0 || cnt[b] < 2);
    }
  }

  /** Builds {@link DotsBoxesSolver}s. */
  public static final class Builder {

    private int tableBits = DEFAULT_TABLE_BITS;
    private boolean useSymmetry = true;
    private long progressEvery;
    private Consumer<DotsBoxesSolveProgress> listener;

    private Builder() {}

    /**
     * Sets the size of the transposition table to 2^bits entries of 16 bytes.
     *
     * @param bits 4 to 30; the default is {@link DotsBoxesSolver#DEFAULT_TABLE_BITS}
     * @return this builder
     * @throws IllegalArgumentException if bits is out of range
     */
    public Builder tableBits(int bits) {
      checkArgument(bits >= 4 && bits <= 30, "table bits must be between 4 and 30, got %s", bits);
      this.tableBits = bits;
      return this;
    }

    /**
     * Sets whether table keys are made canonical under the board's symmetries (the default).
     * Turning it off gives the same values with more search; useful to compare.
     *
     * @param useSymmetry whether to use the symmetries
     * @return this builder
     */
    public Builder symmetry(boolean useSymmetry) {
      this.useSymmetry = useSymmetry;
      return this;
    }

    /**
     * Sets a listener called about every {@code everyNodes} positions (checked every 1,024
     * positions) during each search.
     *
     * @param everyNodes how often to report, at least 1
     * @param listener the listener; it must not throw
     * @return this builder
     * @throws IllegalArgumentException if everyNodes is not positive
     * @throws NullPointerException if {@code listener} is null
     */
    public Builder progress(long everyNodes, Consumer<DotsBoxesSolveProgress> listener) {
      checkArgument(everyNodes >= 1, "everyNodes must be >= 1, got %s", everyNodes);
      this.listener = requireNonNull(listener, "listener");
      this.progressEvery = everyNodes;
      return this;
    }

    /**
     * Returns a solver with these settings. Its table is allocated at its first search.
     *
     * @return the solver
     */
    public DotsBoxesSolver build() {
      return new DotsBoxesSolver(this);
    }
  }
}
