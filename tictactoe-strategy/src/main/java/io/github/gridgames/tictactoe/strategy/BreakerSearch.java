package io.github.gridgames.tictactoe.strategy;

import io.github.gridgames.ai.Deadline;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.core.internal.Hashing;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A proof that one player of an m,n,k-game (the <em>maker</em>) cannot make a line of k against
 * the other (the <em>breaker</em>), found by searching the Maker-Breaker game of the board: the
 * maker wins there by filling a line of k cells (a <em>window</em>), the breaker by leaving no
 * window free of its stones; the breaker's own lines count for nothing. A breaker's win is a proof
 * for the m,n,k-game itself: the breaker plays the same moves, the maker never fills a window, so
 * it never wins (under either overline rule); a game the breaker wins early only ends sooner. A
 * maker's win proves nothing about the m,n,k-game, whose breaker also has threats of its own.
 *
 * <p>The search is exact for the Maker-Breaker game and uses these rules, each of which holds
 * because an extra stone never hurts its owner there:
 *
 * <ul>
 *   <li>A window holding a breaker stone is dead; with no live window the breaker has won. Cells in
 *       no live window are never played: such a stone is a pass.
 *   <li>A maker to move with a <em>four</em> (a live window with one empty cell) has won; so has a
 *       breaker to move facing two fours, or a maker to move with a cell that would make two. A
 *       breaker facing one four must fill it; one facing a cell that would make two fours must
 *       play that cell or one of the two (or more) fours' cells, for every such cell.
 *   <li>Relevance zones: a proof that the breaker wins carries a zone, a set of cells such that the
 *       breaker still wins with any further maker stones outside it. With the maker to move, the
 *       search first lets the maker pass (the breaker to move instead: if the breaker loses even
 *       then, it loses); the maker's moves outside the zone of that proof are then no better than
 *       the pass and are not searched. The zone of the position is the union of the zones proved.
 *   <li>Pairing strategies: when every live window holds two empty cells of its own (pairs that
 *       share no cell), the breaker wins by answering a maker's stone in a pair with the other
 *       cell of the pair, whoever moves; the zone is the cells of the pairs. The pairs inside the
 *       most live windows are tried first, which keeps zones small. The breaker's moves are first
 *       tried for one after which such a pairing exists.
 *   <li>The breaker's other moves are searched by the live windows through the cell, each
 *       weighing twice as much per maker stone it holds, then from the centre outwards. In the
 *       positions of at most eight stones, the maker's moves that a symmetry of the position maps
 *       onto a move already refuted are refuted by the image of that proof.
 *   <li>A table keeps what was proved of each position (the stones of both sides and the side to
 *       move, compared in full), with its zone.
 * </ul>
 *
 * <p>The board must have at most 64 cells, two players taking turns one stone at a time. Not
 * thread-safe; the table is kept from one search to the next.
 */
final class BreakerSearch {

  /** The outcome of a search: proved, refuted (the maker wins the Maker-Breaker game), or unknown. */
  enum Verdict {
    /** The breaker wins: the maker cannot make a line. */
    BREAKER_WINS,
    /** The maker wins the Maker-Breaker game. */
    MAKER_WINS,
    /** The budget ran out first. */
    UNKNOWN
  }

  private static final byte EMPTY = 0;
  private static final byte PROVED = 1;
  private static final byte REFUTED = 2;

  private final int k;
  private final int cells;
  /** The windows: every line of k cells, as a mask of cell codes (row * cols + col). */
  private final long[] windows;
  /** The windows through each cell, as indexes into {@link #windows}. */
  private final int[][] windowsOf;
  /** {@code maps[s][cell]}: the image of a cell under symmetry s of the game (0 the identity). */
  private final int[][] maps;
  /** The windows through each cell as a mask of indexes into {@link #windows}, when 64 or fewer. */
  private final long[] windowsThrough;
  /** The centre-first rank of each cell, for ties. */
  private final int[] centrality;
  /** The weight of a live window by its number of maker stones. */
  private final long[] weights;

  private final long[] tableMaker;
  private final long[] tableBreaker;
  private final long[] tableZone;
  private final byte[] tableFlags;
  private final int[] tableWork;
  private final int tableMask;

  private Deadline deadline;
  private boolean aborted;
  private long nodesLeft;
  /** The zone of the last proof that the breaker wins. */
  private long zone;
  /** The breaker's move at the first position of the last proof with the breaker to move there. */
  private int firstMove = -1;
  private final long[] fourCellsByCell;

  /** Counts a node; returns false, with {@link #aborted} set, when the search must stop. */
  private boolean spend() {
    if (--nodesLeft < 0 || !deadline.take()) {
      aborted = true;
      return false;
    }
    return true;
  }

  private static final int[] NONE = {};
  /** How many of the breaker's moves, best first, are tried for a pairing strategy after them. */
  private static final int LOOKAHEAD = 64;
  /** The symmetries are looked for in positions of at most this many stones. */
  private static final int SYMMETRY_STONES = 8;

  /**
   * Returns the symmetries (indexes into {@link #maps}, the identity left out) that map the
   * position onto itself.
   */
  private int[] symmetriesFixing(long maker, long breaker) {
    int[] found = new int[maps.length];
    int n = 0;
    for (int sym = 1; sym < maps.length; sym++) {
      if (image(sym, maker) == maker && image(sym, breaker) == breaker) {
        found[n++] = sym;
      }
    }
    return n == 0 ? NONE : Arrays.copyOf(found, n);
  }

  /** Returns the image of a set of cells under a symmetry. */
  private long image(int sym, long set) {
    long image = 0;
    int[] map = maps[sym];
    for (long m = set; m != 0; m &= m - 1) {
      image |= 1L << map[Long.numberOfTrailingZeros(m)];
    }
    return image;
  }

  /** Returns whether the search applies to a game: at most 64 cells, turns alternating. */
  static boolean appliesTo(MnkGame game) {
    return game.cellCount() <= 64 && game.turnPolicy() == TurnPolicy.ALTERNATE;
  }

  BreakerSearch(MnkGame game, int tableBits) {
    this.k = game.k();
    this.cells = game.cellCount();
    int rows = game.rows();
    int cols = game.cols();
    List<Long> lines = new ArrayList<>();
    int[][] directions = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (int[] d : directions) {
      for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
          int endR = r + d[0] * (k - 1);
          int endC = c + d[1] * (k - 1);
          if (endR < 0 || endR >= rows || endC < 0 || endC >= cols) {
            continue;
          }
          long mask = 0;
          for (int i = 0; i < k; i++) {
            mask |= 1L << ((r + d[0] * i) * cols + c + d[1] * i);
          }
          lines.add(mask);
        }
      }
    }
    this.windows = lines.stream().mapToLong(Long::longValue).distinct().toArray();
    this.windowsOf = new int[cells][];
    for (int cell = 0; cell < cells; cell++) {
      int n = 0;
      int[] through = new int[windows.length];
      for (int w = 0; w < windows.length; w++) {
        if ((windows[w] >>> cell & 1) != 0) {
          through[n++] = w;
        }
      }
      windowsOf[cell] = Arrays.copyOf(through, n);
    }
    List<MnkGame.Symmetry> symmetries = new ArrayList<>(game.symmetries());
    symmetries.remove(MnkGame.Symmetry.IDENTITY);
    symmetries.add(0, MnkGame.Symmetry.IDENTITY);
    this.maps = new int[symmetries.size()][cells];
    for (int sym = 0; sym < maps.length; sym++) {
      for (int cell = 0; cell < cells; cell++) {
        Cell to = symmetries.get(sym).apply(game, game.cells().get(cell));
        maps[sym][cell] = to.row() * cols + to.col();
      }
    }
    this.windowsThrough = new long[cells];
    for (int w = 0; w < Math.min(64, windows.length); w++) {
      for (long m = windows[w]; m != 0; m &= m - 1) {
        windowsThrough[Long.numberOfTrailingZeros(m)] |= 1L << w;
      }
    }
    this.centrality = new int[cells];
    for (int cell = 0; cell < cells; cell++) {
      int r = cell / cols;
      int c = cell % cols;
      int dr = 2 * r - (rows - 1);
      int dc = 2 * c - (cols - 1);
      centrality[cell] = 4 * 64 * 64 - (dr * dr + dc * dc);
    }
    this.weights = new long[k + 1];
    for (int n = 0; n <= k; n++) {
      weights[n] = 1L << Math.min(62, n);
    }
    this.tableMaker = new long[1 << tableBits];
    this.tableBreaker = new long[1 << tableBits];
    this.tableZone = new long[1 << tableBits];
    this.tableFlags = new byte[1 << tableBits];
    this.tableWork = new int[1 << tableBits];
    this.tableMask = (1 << tableBits) - 2;
    this.fourCellsByCell = new long[cells];
    this.deadline = Deadline.start(Budget.unlimited());
  }

  /**
   * Searches whether the breaker wins the Maker-Breaker game of a position, given the masks of
   * both sides' stones and who moves, within the deadline (one work unit per node) and at most
   * {@code maxNodes} nodes.
   */
  Verdict solve(long maker, long breaker, boolean makerToMove, Deadline deadline, long maxNodes) {
    this.deadline = deadline;
    this.aborted = false;
    this.nodesLeft = maxNodes;
    this.firstMove = -1;
    boolean won = makerToMove ? makerNode(maker, breaker) : breakerNode(maker, breaker, true);
    if (aborted) {
      return Verdict.UNKNOWN;
    }
    return won ? Verdict.BREAKER_WINS : Verdict.MAKER_WINS;
  }

  /** The zone of the last proof that the breaker wins. */
  long zone() {
    return zone;
  }

  /**
   * The breaker's winning move at the first position of the last search with the breaker to move
   * there and a breaker's win, or -1 (no move was needed: no live window).
   */
  int firstMove() {
    return firstMove;
  }

  /** Returns whether the breaker wins with the maker to move; on a win sets {@link #zone}. */
  private boolean makerNode(long maker, long breaker) {
    if (!spend()) {
      return false;
    }
    long occupied = maker | breaker;
    long live = 0;
    long pairs = 0;
    for (long w : windows) {
      if ((w & breaker) != 0) {
        continue;
      }
      long free = w & ~occupied;
      int missing = Long.bitCount(free);
      if (missing <= 1) {
        return false; // a four to fill (or a line made already)
      }
      live |= free;
      if (missing == 2) {
        pairs |= free;
      }
    }
    if (live == 0) {
      zone = 0;
      return true;
    }
    // A cell where the maker's stone would make two fours wins for the maker.
    if (pairs != 0) {
      long[] fourCells = fourCellsOf(pairs, occupied, breaker);
      for (long m = pairs; m != 0; m &= m - 1) {
        if (Long.bitCount(fourCells[Long.numberOfTrailingZeros(m)]) >= 2) {
          return false;
        }
      }
    }
    int slot = probe(maker, breaker, true);
    if (slot >= 0) {
      if ((tableFlags[slot] & 3) == PROVED) {
        zone = tableZone[slot];
        return true;
      }
      return false;
    }
    long start = deadline.work();
    if (pairing(maker, breaker)) {
      store(maker, breaker, true, PROVED, zone, start);
      return true;
    }
    // The maker passes: if the breaker loses even with the extra move, it loses.
    if (!breakerNode(maker, breaker, false)) {
      if (!aborted) {
        store(maker, breaker, true, REFUTED, 0, start);
      }
      return false;
    }
    long nullZone = zone;
    long union = nullZone;
    long candidates = nullZone & live;
    int[] fixing = Long.bitCount(occupied) <= SYMMETRY_STONES ? symmetriesFixing(maker, breaker) : NONE;
    for (int cell : order(candidates, maker, breaker)) {
      if ((candidates >>> cell & 1) == 0) {
        continue; // an image of a move searched already
      }
      if (!breakerNode(maker | 1L << cell, breaker, false)) {
        if (!aborted) {
          store(maker, breaker, true, REFUTED, 0, start);
        }
        return false;
      }
      long proved = zone;
      union |= proved;
      // The position is its own image under these symmetries: the image of this move is refuted
      // by the image of the proof.
      for (int sym : fixing) {
        int image = maps[sym][cell];
        if ((candidates >>> image & 1) != 0) {
          candidates &= ~(1L << image);
          union |= image(sym, proved);
        }
      }
    }
    zone = union;
    store(maker, breaker, true, PROVED, union, start);
    return true;
  }

  /** Returns whether the breaker wins with the breaker to move; on a win sets {@link #zone}. */
  private boolean breakerNode(long maker, long breaker, boolean first) {
    if (!spend()) {
      return false;
    }
    long occupied = maker | breaker;
    long live = 0;
    long fours = 0;
    long pairs = 0;
    for (long w : windows) {
      if ((w & breaker) != 0) {
        continue;
      }
      long free = w & ~occupied;
      int missing = Long.bitCount(free);
      if (missing == 0) {
        return false;
      }
      live |= free;
      if (missing == 1) {
        fours |= free;
      } else if (missing == 2) {
        pairs |= free;
      }
    }
    if (live == 0) {
      zone = 0;
      return true;
    }
    if (Long.bitCount(fours) >= 2) {
      return false;
    }
    int slot = probe(maker, breaker, false);
    if (slot >= 0 && !first) {
      if ((tableFlags[slot] & 3) == PROVED) {
        zone = tableZone[slot];
        return true;
      }
      return false;
    }
    long start = deadline.work();
    if (fours == 0 && !first && pairing(maker, breaker)) {
      store(maker, breaker, false, PROVED, zone, start);
      return true;
    }
    long allowed = live;
    if (fours != 0) {
      allowed = fours;
    } else if (pairs != 0) {
      // Every cell where the maker would make two fours must be taken, or one of those fours.
      long[] fourCells = fourCellsOf(pairs, occupied, breaker);
      for (long m = pairs; m != 0; m &= m - 1) {
        int cell = Long.numberOfTrailingZeros(m);
        if (Long.bitCount(fourCells[cell]) >= 2) {
          allowed &= fourCells[cell] | 1L << cell;
        }
      }
      if (allowed == 0) {
        if (!first) {
          store(maker, breaker, false, REFUTED, 0, start);
        }
        return false;
      }
    }
    int[] ordered = order(allowed, maker, breaker);
    // A move after which the breaker can pair up every window wins at once.
    for (int i = 0; i < Math.min(LOOKAHEAD, ordered.length); i++) {
      int cell = ordered[i];
      if (pairing(maker, breaker | 1L << cell)) {
        zone |= 1L << cell;
        if (first) {
          firstMove = cell;
        }
        store(maker, breaker, false, PROVED, zone, start);
        return true;
      }
    }
    for (int cell : ordered) {
      boolean won = makerNode(maker, breaker | 1L << cell);
      if (aborted) {
        return false;
      }
      if (won) {
        zone |= 1L << cell;
        if (first) {
          firstMove = cell;
        }
        store(maker, breaker, false, PROVED, zone, start);
        return true;
      }
    }
    store(maker, breaker, false, REFUTED, 0, start);
    return false;
  }

  /**
   * Returns whether the breaker has a pairing strategy: disjoint pairs of empty cells, each pair
   * inside a live window and every live window holding a pair; the breaker answers a maker's stone
   * in a pair with the other cell of the pair, so no window fills, whoever moves first. Tried
   * within {@link #PAIRING_STEPS} steps; on success sets {@link #zone} to the cells of the pairs.
   */
  private boolean pairing(long maker, long breaker) {
    if (windows.length > 64) {
      return false;
    }
    int failed = (int) Hashing.mix(maker * 31 + breaker) & (FAILED_PAIRINGS - 1);
    if (failedMaker[failed] == maker && failedBreaker[failed] == breaker && failedSet[failed]) {
      return false;
    }
    long occupied = maker | breaker;
    long open = 0;
    for (int w = 0; w < windows.length; w++) {
      long window = windows[w];
      if ((window & breaker) == 0) {
        open |= 1L << w;
        pairingFree[w] = window & ~occupied;
      }
    }
    pairingSteps = PAIRING_STEPS;
    if (pairUp(open, 0L)) {
      return true;
    }
    failedMaker[failed] = maker;
    failedBreaker[failed] = breaker;
    failedSet[failed] = true;
    return false;
  }

  /** The steps of the search for a pairing strategy before it gives up. */
  private static final int PAIRING_STEPS = 200;
  private static final int FAILED_PAIRINGS = 1 << 16;
  private final long[] failedMaker = new long[FAILED_PAIRINGS];
  private final long[] failedBreaker = new long[FAILED_PAIRINGS];
  private final boolean[] failedSet = new boolean[FAILED_PAIRINGS];
  private final long[] pairingFree = new long[64];
  private int pairingSteps;

  /**
   * Pairs up the open windows (a mask of indexes into {@link #windows}) avoiding the used cells;
   * on success sets {@link #zone} to the cells of the pairs.
   */
  private boolean pairUp(long open, long used) {
    if (open == 0) {
      zone = used;
      return true;
    }
    if (--pairingSteps < 0) {
      return false;
    }
    long[] free = pairingFree;
    int pick = -1;
    int fewest = Integer.MAX_VALUE;
    for (long m = open; m != 0; m &= m - 1) {
      int i = Long.numberOfTrailingZeros(m);
      int available = Long.bitCount(free[i] & ~used);
      if (available < fewest) {
        fewest = available;
        pick = i;
        if (available < 2) {
          return false;
        }
      }
    }
    // the pairs of the window's free cells, those inside the most open windows first
    long cellsLeft = free[pick] & ~used;
    int count = 0;
    long[] pairs = new long[fewest * (fewest - 1) / 2];
    for (long ma = cellsLeft; ma != 0; ma &= ma - 1) {
      int a = Long.numberOfTrailingZeros(ma);
      for (long mb = ma & (ma - 1); mb != 0; mb &= mb - 1) {
        int b = Long.numberOfTrailingZeros(mb);
        long covered = Long.bitCount(open & windowsThrough[a] & windowsThrough[b]);
        long key = covered << 12 | (long) a << 6 | b;
        int j = count++;
        while (j > 0 && pairs[j - 1] < key) {
          pairs[j] = pairs[j - 1];
          j--;
        }
        pairs[j] = key;
      }
    }
    for (int i = 0; i < count; i++) {
      int a = (int) (pairs[i] >>> 6 & 63);
      int b = (int) (pairs[i] & 63);
      long rest = open & ~(windowsThrough[a] & windowsThrough[b]);
      if (pairUp(rest, used | 1L << a | 1L << b)) {
        return true;
      }
      if (pairingSteps < 0) {
        return false;
      }
    }
    return false;
  }

  /**
   * Returns, for each cell of {@code pairs} (the empty cells of live windows that lack two maker
   * stones), the cells where the maker would then have a four: the other empty cell of each such
   * window. The array is reused by the next call.
   */
  private long[] fourCellsOf(long pairs, long occupied, long breaker) {
    long[] fourCells = fourCellsByCell;
    for (long m = pairs; m != 0; m &= m - 1) {
      fourCells[Long.numberOfTrailingZeros(m)] = 0;
    }
    for (long w : windows) {
      if ((w & breaker) != 0) {
        continue;
      }
      long free = w & ~occupied;
      if (Long.bitCount(free) == 2) {
        long a = Long.lowestOneBit(free);
        long b = free ^ a;
        fourCells[Long.numberOfTrailingZeros(a)] |= b;
        fourCells[Long.numberOfTrailingZeros(b)] |= a;
      }
    }
    return fourCells;
  }

  /**
   * Returns the candidate cells ordered by the weight of the live windows through them (more maker
   * stones weigh more), then centre first.
   */
  private int[] order(long candidates, long maker, long breaker) {
    int count = Long.bitCount(candidates);
    long[] keys = new long[count];
    int n = 0;
    for (long m = candidates; m != 0; m &= m - 1) {
      int cell = Long.numberOfTrailingZeros(m);
      long score = 0;
      for (int w : windowsOf[cell]) {
        long window = windows[w];
        if ((window & breaker) == 0) {
          score += weights[Long.bitCount(window & maker)];
        }
      }
      long key = Math.min(score, (1L << 40) - 1) << 22 | (long) centrality[cell] << 6 | cell;
      int j = n++;
      while (j > 0 && keys[j - 1] < key) {
        keys[j] = keys[j - 1];
        j--;
      }
      keys[j] = key;
    }
    int[] ordered = new int[count];
    for (int i = 0; i < count; i++) {
      ordered[i] = (int) (keys[i] & 63);
    }
    return ordered;
  }

  private int index(long maker, long breaker, boolean makerToMove) {
    long h = Hashing.mix(maker * 0x9E3779B97F4A7C15L ^ Hashing.mix(breaker) ^ (makerToMove ? 1 : 0));
    return (int) h & tableMask;
  }

  /** Returns the slot of a position in its bucket of two, or -1. */
  private int probe(long maker, long breaker, boolean makerToMove) {
    int i = index(maker, breaker, makerToMove);
    byte side = (byte) (makerToMove ? 4 : 0);
    for (int slot = i; slot <= i + 1; slot++) {
      if (tableFlags[slot] != EMPTY
          && (tableFlags[slot] & 4) == side
          && tableMaker[slot] == maker
          && tableBreaker[slot] == breaker) {
        return slot;
      }
    }
    return -1;
  }

  /**
   * Stores what a search proved of a position, in its bucket of two: over the same position or an
   * empty slot, else over the entry of the smaller search.
   */
  /** Returns whether a slot is empty or holds the position with the same side to move. */
  private boolean holds(int slot, long maker, long breaker, byte flags) {
    return tableFlags[slot] == EMPTY
        || (tableMaker[slot] == maker
            && tableBreaker[slot] == breaker
            && (tableFlags[slot] & 4) == (flags & 4));
  }

  private void store(long maker, long breaker, boolean makerToMove, byte result, long zone, long start) {
    int i = index(maker, breaker, makerToMove);
    int work = (int) Math.min(Integer.MAX_VALUE, deadline.work() - start);
    byte flags = (byte) (result | (makerToMove ? 4 : 0));
    int slot;
    if (holds(i, maker, breaker, flags)) {
      slot = i;
    } else if (holds(i + 1, maker, breaker, flags)) {
      slot = i + 1;
    } else {
      slot = tableWork[i] <= tableWork[i + 1] ? i : i + 1;
    }
    tableMaker[slot] = maker;
    tableBreaker[slot] = breaker;
    tableZone[slot] = zone;
    tableWork[slot] = work;
    tableFlags[slot] = flags;
  }
}
