package io.github.gridgames.dotsboxes.strategy;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;

/**
 * Alpha-beta search over the lines that give no box (the safe lines), for the fight over who must
 * open the first chain. A position without safe lines is valued by {@link ChainAnalysis#value}
 * for the player who must then open a chain or loop; positions at the depth limit count as even.
 * Iterative deepening until the search reaches every end of the safe phase or the limits stop it.
 */
final class SafeSearch {

  private static final int UNKNOWN = 0;

  private final DotsBoxesPosition board;
  private final int[] order;
  private final Limits limits;
  private final ChainAnalysis chains;
  private final Table table;
  private boolean horizon;
  private int rootBest = -1;

  private SafeSearch(
      DotsBoxesPosition board, int[] order, Limits limits, ChainAnalysis chains, Table table) {
    this.board = board;
    this.order = order;
    this.limits = limits;
    this.chains = chains;
    this.table = table;
  }

  /**
   * A table of search results in primitive arrays, keyed by the position hash, one
   * entry per slot, always replaced; {@link #clear()} is instant.
   */
  static final class Table {
    private static final long LEAF_DEPTH = 255;
    private final long[] keys;
    private final long[] data;
    private final int mask;
    private long generation = 1;

    Table(int bits) {
      keys = new long[1 << bits];
      data = new long[1 << bits];
      mask = (1 << bits) - 1;
    }

    void clear() {
      generation++;
    }

    /** Returns the packed entry or 0. */
    long get(long key) {
      int i = (int) (key ^ (key >>> 32)) & mask;
      return keys[i] == key && (data[i] >>> 44) == generation ? data[i] : 0;
    }

    /** Stores depth (255 for an end of the safe phase), bound flag, value, move, horizon. */
    void put(long key, long depth, int flag, int value, int move, boolean horizon) {
      int i = (int) (key ^ (key >>> 32)) & mask;
      keys[i] = key;
      data[i] = (generation << 44) | ((horizon ? 1L : 0L) << 43) | ((long) (flag + 1) << 41)
          | (Math.min(depth, LEAF_DEPTH) << 33) | ((long) (move + 1) << 16) | (value + 32768);
    }

    static int depth(long d) {
      return (int) ((d >>> 33) & 0xff);
    }

    static int flag(long d) {
      return (int) ((d >>> 41) & 3) - 1;
    }

    static int value(long d) {
      return (int) (d & 0xffff) - 32768;
    }

    static int move(long d) {
      return (int) ((d >>> 16) & 0x1ffff) - 1;
    }

    static boolean horizon(long d) {
      return ((d >>> 43) & 1) != 0;
    }
  }

  /**
   * The outcome of a search: the best safe line found (-1 if not even the first depth was
   * searched), and whether the search reached every end of the safe phase, so that the line is
   * best by the chain analysis of those ends.
   */
  record Result(int line, boolean complete) {}

  /**
   * Returns the best safe line found before the limits, or -1 if not even the first depth was
   * searched; the position must have a safe line and no capturable box. The lines are tried in
   * {@code order}; the position is left as it was.
   */
  static int choose(
      DotsBoxesPosition board,
      int[] order,
      Limits limits,
      ChainAnalysis chains,
      Table table,
      int maxDepth) {
    return search(board, order, limits, chains, table, maxDepth).line();
  }

  /**
   * Searches as {@link #choose} does and also tells whether the search reached every end of the
   * safe phase.
   */
  static Result search(
      DotsBoxesPosition board,
      int[] order,
      Limits limits,
      ChainAnalysis chains,
      Table table,
      int maxDepth) {
    table.clear();
    SafeSearch s = new SafeSearch(board, order, limits, chains, table);
    int chosen = -1;
    boolean complete = false;
    for (int depth = 1; depth <= maxDepth; depth++) {
      s.horizon = false;
      s.rootBest = chosen;
      s.search(depth, -1000, 1000, true);
      if (limits.stopped()) {
        break;
      }
      chosen = s.rootBest;
      if (!s.horizon) {
        complete = true;
        break;
      }
    }
    return new Result(chosen, complete);
  }

  /**
   * Returns the value of the position for the player to move, searched to a depth; at the root it
   * also records the best line in {@code rootBest}, which is what the root call is made for.
   */
  @CanIgnoreReturnValue
  private int search(int depth, int alpha, int beta, boolean root) {
    if (limits.tick()) {
      return 0;
    }
    long key = board.positionHash();
    long entry = table.get(key);
    int ttMove = -1;
    if (entry != 0) {
      ttMove = Table.move(entry);
      int v = Table.value(entry);
      int flag = Table.flag(entry);
      if (!root && Table.depth(entry) >= depth
          && (flag == 0 || (flag > 0 && v >= beta) || (flag < 0 && v <= alpha))) {
        if (Table.horizon(entry)) {
          horizon = true;
        }
        return v;
      }
    } else {
      boolean any = false;
      for (int e = 0; e < order.length && !any; e++) {
        any = !board.isDrawn(e) && ChainAnalysis.isSafe(board, e);
      }
      if (!any) {
        int v = chains.value(ChainAnalysis.components(board));
        table.put(key, Table.LEAF_DEPTH, 0, v, -1, false);
        return v;
      }
    }
    if (depth == 0) {
      horizon = true;
      return UNKNOWN;
    }
    if (root && rootBest >= 0) {
      ttMove = rootBest;
    }
    boolean sawHorizon = horizon;
    horizon = false;
    int alpha0 = alpha;
    int best = Integer.MIN_VALUE;
    int bestMove = -1;
    for (int i = -1; i < order.length; i++) {
      int e = i < 0 ? ttMove : order[i];
      if (e < 0
          || (i >= 0 && e == ttMove)
          || board.isDrawn(e)
          || !ChainAnalysis.isSafe(board, e)) {
        continue;
      }
      board.makeMove(e);
      int v = -search(depth - 1, -beta, -alpha, false);
      board.unmakeMove();
      if (limits.stopped()) {
        horizon = true;
        return 0;
      }
      if (v > best) {
        best = v;
        bestMove = e;
        if (root) {
          rootBest = e;
        }
        if (v > alpha) {
          alpha = v;
          if (alpha >= beta) {
            break;
          }
        }
      }
    }
    if (best == Integer.MIN_VALUE) {
      // only reachable through a stale table entry; value the position directly
      best = chains.value(ChainAnalysis.components(board));
    }
    int flag = best <= alpha0 ? -1 : best >= beta ? 1 : 0;
    table.put(key, depth, flag, best, bestMove, horizon);
    horizon |= sawHorizon;
    return best;
  }
}
