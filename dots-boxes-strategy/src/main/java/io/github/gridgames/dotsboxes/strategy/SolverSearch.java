package io.github.gridgames.dotsboxes.strategy;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import io.github.gridgames.dotsboxes.internal.PositionSearch;
import org.jspecify.annotations.Nullable;

/**
 * The alpha-beta search of one thread of a {@link DotsBoxesSolver}: the value of the position for
 * the player to move, as the net margin over the boxes that remain. It moves on its own
 * {@link DotsBoxesPosition} with the game's rules ({@link DotsBoxesPosition#makeMove(int)} and
 * {@link DotsBoxesPosition#unmakeMove()}) and reads it through the rules' search queries: the
 * drawn lines ({@link PositionSearch#drawnMask}), the drawn sides of each box ({@link
 * PositionSearch#sidesDrawn}) and the boxes a line completes ({@link PositionSearch#capturesOf}). From the side counts it keeps bit masks of the boxes with
 * two and with three drawn sides, read at each position and brought up to date from the position
 * as it draws forced captures; its other tables are the candidate lines per depth, the chain scan
 * and the values of loony endgames. The captures forced by the chain rules are those of {@link
 * ChainAnalysis#forcedCapture}. The transposition table and the {@link SolveControl} are shared
 * with the other threads of the solve.
 *
 * <h2>Reductions, all exact</h2>
 *
 * <ul>
 *   <li>A capturable box whose missing side does not lead into a box of exactly two drawn sides is
 *       taken at once, as is the first box of a capturable chain of three or more (or of a loop
 *       remnant of three, or of five or more). When only two boxes of a chain (or four of a loop)
 *       are capturable, the only lines searched are taking a box and handing the boxes back with
 *       the double-dealing line; while any box is capturable no other line is searched.
 *   <li>Without capturable boxes, the lines searched are the safe lines (which give no box a third
 *       side) and one line per chain or loop (see {@link ChainScan}); of interchangeable border
 *       sides of a box only one (see {@link GroundStrings#reduce}).
 *   <li>A position with no safe line whose boxes all have two drawn sides is a simple loony
 *       endgame, valued without search by {@link LoonyValues}.
 *   <li>The transposition table holds bounds of the value keyed by the drawn lines (the score so
 *       far does not matter to the value of what remains), made canonical under the board's
 *       symmetries and the exchange of the border sides of a corner box. The images of a position
 *       under the symmetries are kept per depth and grow by one bit per line drawn.
 *   <li>A second table holds bounds keyed by the position's strings-and-coins graph up to
 *       isomorphism ({@link CoinGraph}), so that positions no symmetry relates, such as chains of
 *       one length in other shapes, share its entries. A position looks there when its own key
 *       finds no bounds that settle it; bounds found there that settle it are kept under its own
 *       key too, and what its search finds goes into both tables.
 *   <li>Near the root (at least {@link #LOOK_AHEAD_LINES} undrawn lines) a position looks its
 *       children up before searching any, their table buckets loaded together first: a child
 *       whose bounds already refute the window ends the search (enhanced transposition cutoff),
 *       children equal up to symmetry are searched once, and children whose bounds cannot reach
 *       alpha are not searched. Further from the root (at least {@link #LOOK_AHEAD_LATE_LINES})
 *       a position looks its other children up so only when the first has been searched without
 *       a cutoff.
 * </ul>
 */
final class SolverSearch implements ChainAnalysis.HandoutSink {

  /**
   * Positions with at least this many undrawn lines look their children up in the table before
   * searching them: below it the lookups cost more than the searches they save.
   */
  static final int LOOK_AHEAD_LINES = 28;

  /**
   * Positions with fewer undrawn lines than {@link #LOOK_AHEAD_LINES} but at least this many look
   * their other children up once the first has been searched without a cutoff.
   */
  static final int LOOK_AHEAD_LATE_LINES = 20;

  private final LineMasks lines;
  private final Symmetries symmetries;
  private final GroundStrings ground;
  private final BoundTable table;
  /** The table keyed by strings-and-coins graphs, or null when positions are not keyed so. */
  private final @Nullable BoundTable graphTable;
  private final CoinGraph coins;
  /**
   * The undrawn lines from which a position looks its children up before searching any, and once
   * the first is searched.
   */
  private final int lookAheadLines;
  private final int lateLines;
  private final ChainScan scan;
  private final LoonyValues loony = new LoonyValues();
  /** Per depth (number of drawn lines on entry), the candidate lines. */
  private final int[][] moves;
  /** Per depth, the table keys of the children looked up. */
  private final long[][] childKeys;
  /** Per depth, the images under each symmetry of the normalized drawn lines. */
  private final long[][] images;
  /** Scratch: the codes of a loony endgame, and the components by length. */
  private final int[] codes;
  private final int[] componentOrder;

  @SuppressWarnings("NullAway.Init") // reset() sets it before every search
  private DotsBoxesPosition position;
  @SuppressWarnings("NullAway.Init") // reset() sets it before every search
  private SolveControl control;
  /** The positions this search may visit before it asks for more. */
  private long allowance;
  /** The symmetry that gave the last key of {@link #smallest}. */
  private int symmetryUsed;
  /**
   * The drawn lines of the child for which a parent prepared the images (at the child's depth) and
   * the box masks ({@link #prepare}), or -1.
   */
  private long preparedFor = -1;
  /**
   * The boxes of the position being analysed, one bit per box index, by the position's side
   * counts: with two drawn sides, with three (capturable), and with fewer than two (joints).
   */
  private int twos;
  private int threes;
  private int lows;
  /** The capture analysis of the last call of {@link #analyseCaptures()}. */
  private int forced;
  private long handouts;
  private boolean capturable;
  /** The result of the last call of {@link #lookAhead}: a value, and the line that gives it. */
  private int cutoff;
  private int cutoffMove;

  /** The positions this search has visited since it was created. */
  long nodes;
  /** A sum of the table words {@link BoundTable#touch} loaded, kept so that the loads stay. */
  long touched;
  /** Whether the search stopped: limits, or its result at the root is no longer needed. */
  boolean aborted;
  /** The order, in the current test at the root, of the line this search works on. */
  int rootOrder;

  SolverSearch(
      LineMasks lines,
      Symmetries symmetries,
      GroundStrings ground,
      BoundTable table,
      @Nullable BoundTable graphTable) {
    this(lines, symmetries, ground, table, graphTable, LOOK_AHEAD_LINES, LOOK_AHEAD_LATE_LINES);
  }

  /**
   * A search that looks children up from other numbers of undrawn lines than {@link
   * #LOOK_AHEAD_LINES} and {@link #LOOK_AHEAD_LATE_LINES} (for tests: the values do not depend on
   * them).
   */
  SolverSearch(
      LineMasks lines,
      Symmetries symmetries,
      GroundStrings ground,
      BoundTable table,
      @Nullable BoundTable graphTable,
      int lookAheadLines,
      int lateLines) {
    this.lines = lines;
    this.symmetries = symmetries;
    this.ground = ground;
    this.table = table;
    this.graphTable = graphTable;
    this.lookAheadLines = lookAheadLines;
    this.lateLines = lateLines;
    this.coins = new CoinGraph(lines);
    this.scan = new ChainScan(lines);
    this.moves = new int[lines.edgeCount + 1][lines.edgeCount];
    this.childKeys = new long[lines.edgeCount + 1][lines.edgeCount];
    this.images = new long[lines.edgeCount + 1][symmetries.count];
    this.codes = new int[lines.boxCount];
    this.componentOrder = new int[lines.boxCount];
  }

  /** Prepares a solve: the position this search moves on (its own) and the shared control. */
  void reset(DotsBoxesPosition position, SolveControl control) {
    this.position = position;
    this.control = control;
    this.allowance = nodes;
    this.aborted = false;
    this.rootOrder = 0;
  }

  /** Returns the position this search moves on. */
  DotsBoxesPosition position() {
    return position;
  }

  /** Asks for the next grant of positions; false when the search must stop. */
  private boolean refill() {
    if (aborted || rootOrder > control.cutoff || (rootOrder == 0 && control.firstDone)) {
      return false;
    }
    long granted = control.grant();
    allowance += granted;
    return granted > 0;
  }

  /**
   * Returns the value of the position for the player to move, exact when strictly inside (alpha,
   * beta), else a bound on the side it fails (fail-soft). Returns 0 once aborted. The position is
   * left as it was.
   *
   * @param remaining the boxes not yet completed
   */
  int search(int remaining, int alpha, int beta) {
    if (remaining == 0) {
      return 0;
    }
    if (nodes == allowance && !refill()) {
      aborted = true;
      return 0;
    }
    nodes++;
    int mark = position.depth();
    int value = searchTaking(remaining, alpha, beta);
    while (position.depth() > mark) {
      position.unmakeMove();
    }
    return value;
  }

  /**
   * Sets the box masks {@link #twos}, {@link #threes} and {@link #lows} from the position's side
   * counts (a parent sets them for its child from its own and the two boxes beside the line).
   */
  private void classifyBoxes() {
    DotsBoxesPosition p = position;
    int two = 0;
    int three = 0;
    int low = 0;
    for (int b = 0; b < lines.boxCount; b++) {
      int c = PositionSearch.sidesDrawn(p, b);
      if (c == 2) {
        two |= 1 << b;
      } else if (c == 3) {
        three |= 1 << b;
      } else if (c < 2) {
        low |= 1 << b;
      }
    }
    twos = two;
    threes = three;
    lows = low;
  }

  /** Brings the box masks up to date for box b (or the outside, -1) from the position. */
  private void refresh(int b) {
    if (b < 0) {
      return;
    }
    int c = PositionSearch.sidesDrawn(position, b);
    int bit = 1 << b;
    twos = c == 2 ? twos | bit : twos & ~bit;
    threes = c == 3 ? threes | bit : threes & ~bit;
    lows = c < 2 ? lows | bit : lows & ~bit;
  }

  /**
   * Analyses the capturable boxes with {@link ChainAnalysis#forcedCapture}, which reports the
   * handouts to this search: sets {@link #forced} to the capture the chain rules make (or -1),
   * else {@link #handouts} to the lines of the capturable chains of two and loop remnants of four
   * (taking and double-dealing), and {@link #capturable} to whether any box is capturable.
   */
  private void analyseCaptures() {
    handouts = 0;
    capturable = threes != 0;
    forced = capturable ? ChainAnalysis.forcedCapture(position, this) : -1;
  }

  /** Adds a handout of {@link #analyseCaptures()}: both its lines are searched. */
  @Override
  public void handout(int take, int deal, int given) {
    handouts |= 1L << take | 1L << deal;
  }

  /** {@link #search} after its checks: takes the forced captures, then searches the rest. */
  private int searchTaking(int remaining, int alpha, int beta) {
    long drawn = PositionSearch.drawnMask(position);
    int depth = position.drawnCount();
    long[] img = images[depth];
    if (preparedFor != drawn) {
      classifyBoxes();
      symmetries.images(ground.normalize(drawn), img);
    }
    preparedFor = -1;
    int gained = 0;
    while (true) {
      analyseCaptures();
      int e = forced;
      if (e < 0) {
        return gained
            + searchFree(
                drawn, remaining, alpha - gained, beta - gained, depth, capturable, handouts);
      }
      addLine(img, e, drawn);
      int k = PositionSearch.capturesOf(position, e);
      position.makeMove(e);
      drawn |= 1L << e;
      refresh(lines.besideBoxes[2 * e]);
      refresh(lines.besideBoxes[2 * e + 1]);
      gained += k;
      remaining -= k;
      if (remaining == 0) {
        return gained;
      }
    }
  }

  /**
   * Searches a position without forced captures, whose box masks are set; {@code depth} indexes
   * the scratch arrays of this call.
   */
  private int searchFree(
      long drawn,
      int remaining,
      int alpha,
      int beta,
      int depth,
      boolean capturable,
      long handouts) {
    if (beta <= -remaining) {
      return -remaining;
    }
    if (alpha >= remaining) {
      return remaining;
    }
    long safe = 0;
    long openings = 0;
    boolean scanned = false;
    if (!capturable) {
      safe = safeLines(drawn);
      if (safe == 0) {
        openings = scan.scan(drawn, twos);
        scanned = true;
        if (lows == 0) {
          return loonyValue();
        }
      }
    }
    long[] img = images[depth];
    long key = smallest(img);
    int sym = symmetryUsed;
    long entry = table.probe(key);
    int ttMove = -1;
    if (entry != 0) {
      int lo = BoundTable.lower(entry);
      int hi = BoundTable.upper(entry);
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
      int m = BoundTable.move(entry);
      if (m != BoundTable.NO_MOVE) {
        ttMove = symmetries.backward[sym][m];
      }
    }
    int drawnCount = Long.bitCount(drawn);
    // the graph table, when this position has a graph key
    BoundTable graphs =
        graphTable != null && coins.canonicalize(drawn, lines.all) ? graphTable : null;
    long key1 = coins.key1;
    long key2 = coins.key2;
    if (graphs != null) {
      long found = graphs.probe(key1, key2);
      if (found != 0) {
        int lo = BoundTable.lower(found);
        int hi = BoundTable.upper(found);
        if (lo >= beta || hi <= alpha || lo == hi) {
          // an equal position settles it: keep the bounds under this position's own key too
          table.store(key, drawnCount, lo, hi, BoundTable.NO_MOVE);
          return (lo >= beta || lo == hi) ? lo : hi;
        }
        alpha = Math.max(alpha, lo);
        beta = Math.min(beta, hi);
      }
    }
    boolean lookAhead = lines.edgeCount - drawnCount >= lookAheadLines;
    // the other children are looked up once the first is searched
    boolean lateLookAhead = !lookAhead && lines.edgeCount - drawnCount >= lateLines;
    // Without look-ahead, the chains are scanned only when every safe line has been searched
    // without a cutoff (unless the table's line is no safe line, which the scan must vouch for).
    boolean lazy =
        !capturable && !scanned && !lookAhead && (ttMove < 0 || (safe & (1L << ttMove)) != 0);
    int twoSided = twos;
    if (!capturable && !scanned && !lazy) {
      openings = scan.scan(drawn, twos);
    }
    if (!capturable) {
      safe = ground.reduce(safe, drawn);
      openings = ground.reduce(openings, drawn);
    }
    long candidates = capturable ? handouts : safe | openings;
    if (ttMove >= 0 && (candidates & (1L << ttMove)) == 0) {
      ttMove = -1; // the move of an equivalent position with other border lines drawn
    }
    int[] list = moves[depth];
    int n = 0;
    if (ttMove >= 0) {
      list[n++] = ttMove;
    }
    if (capturable) {
      n = addBits(list, n, handouts & ~(ttMove >= 0 ? 1L << ttMove : 0));
    } else {
      n = addOrdered(list, n, safe, ttMove);
      n = addOpenings(list, n, openings & ~(ttMove >= 0 ? 1L << ttMove : 0));
    }
    int alpha0 = alpha;
    int best = Integer.MIN_VALUE;
    int bestMove = -1;
    if (lookAhead) {
      n = lookAhead(list, 0, n, depth, img, drawn, alpha, beta);
      if (n < 0) {
        return cutoff;
      }
      best = cutoff;
      bestMove = cutoffMove;
    }
    int parentTwos = twos;
    int parentThrees = threes;
    int parentLows = lows;
    for (int i = 0; i < n; i++) {
      int m = list[i];
      int k = PositionSearch.capturesOf(position, m);
      int slot = ground.slot(m, drawn);
      position.makeMove(m);
      // The first line with the whole window, the others with a null window first. After a
      // capture the same player moves on: the value is the boxes plus the next position's; else
      // it is the next position's negated. One call of search for all of them.
      int sign = k > 0 ? 1 : -1;
      int b = i == 0 ? beta : alpha + 1;
      int v;
      while (true) {
        prepare(img, slot, drawn, m, parentTwos, parentThrees, parentLows);
        v = k + sign * search(remaining - k, k > 0 ? alpha - k : -b, k > 0 ? b - k : -alpha);
        if (b == beta || aborted || v <= alpha || v >= beta) {
          break;
        }
        b = beta;
      }
      position.unmakeMove();
      if (aborted) {
        return 0;
      }
      if (v > best) {
        best = v;
        bestMove = m;
        if (v > alpha) {
          alpha = v;
          if (alpha >= beta) {
            break;
          }
        }
      }
      // the lines left out here count as searched for the chains' lazy scan below
      if (i == 0 && n > 1 && lateLookAhead) {
        n = lookAhead(list, 1, n, depth, img, drawn, alpha, beta);
        if (n < 0) {
          return cutoff;
        }
        if (cutoff > best) {
          best = cutoff;
          bestMove = cutoffMove;
        }
      }
      if (lazy && i == n - 1) {
        lazy = false;
        long more = scan.scan(drawn, twoSided) & ~(ttMove >= 0 ? 1L << ttMove : 0);
        n = addOpenings(list, n, ground.reduce(more, drawn));
      }
    }
    // fail-low: an upper bound, and no best line; fail-high: a lower bound; else the value
    boolean failedLow = best <= alpha0;
    int lower = failedLow ? -remaining : best;
    int upper = best >= beta ? remaining : best;
    if (graphs != null) {
      graphs.store(key1, key2, drawnCount, lower, upper, BoundTable.NO_MOVE);
    }
    int stored = failedLow ? BoundTable.NO_MOVE : symmetries.forward[sym][bestMove];
    table.store(key, drawnCount, lower, upper, stored);
    return best;
  }

  /**
   * Looks the children of a position up before any is searched, their table buckets loaded
   * together first. Returns -1 when a child's bounds refute the window, its value then in {@link
   * #cutoff}; else leaves in {@code list} only the lines still worth searching (one of children
   * equal up to symmetry, and not those whose bounds cannot reach alpha), returns their number,
   * and sets {@link #cutoff} and {@link #cutoffMove} to the best bound and line among those left
   * out ({@code Integer.MIN_VALUE} and -1 when none).
   */
  private int lookAhead(
      int[] list, int from, int n, int depth, long[] img, long drawn, int alpha, int beta) {
    long[] keys = childKeys[depth];
    for (int i = 0; i < n; i++) {
      keys[i] = smallestWith(img, ground.slot(list[i], drawn));
    }
    touched += table.touch(keys, n); // their buckets come into the cache together
    int best = Integer.MIN_VALUE;
    int bestMove = -1;
    int kept = from;
    for (int i = from; i < n; i++) {
      int m = list[i];
      int k = PositionSearch.capturesOf(position, m);
      long childKey = keys[i];
      boolean seen = false;
      for (int j = 0; j < kept && !seen; j++) {
        seen = keys[j] == childKey && PositionSearch.capturesOf(position, list[j]) == k;
      }
      if (seen) {
        continue;
      }
      long child = table.probe(childKey);
      if (child != 0) {
        int lo = k > 0 ? k + BoundTable.lower(child) : -BoundTable.upper(child);
        int hi = k > 0 ? k + BoundTable.upper(child) : -BoundTable.lower(child);
        if (lo >= beta) {
          cutoff = lo;
          return -1;
        }
        if (hi <= alpha) {
          if (hi > best) {
            best = hi;
            bestMove = m;
          }
          continue;
        }
      }
      keys[kept] = childKey;
      list[kept++] = m;
    }
    cutoff = best;
    cutoffMove = bestMove;
    return kept;
  }

  /** Returns the undrawn lines that give no box a third side. */
  private long safeLines(long drawn) {
    long unsafe = drawn;
    long[] sides = lines.boxSides;
    for (int rest = twos | threes; rest != 0; rest &= rest - 1) {
      unsafe |= sides[Integer.numberOfTrailingZeros(rest)];
    }
    return lines.all & ~unsafe;
  }

  /** Returns the exact value of the simple loony endgame that the last scan found. */
  private int loonyValue() {
    int n = scan.count;
    for (int i = 0; i < n; i++) {
      int c = LoonyValues.code(scan.length[i], scan.loop[i]);
      int j = i;
      while (j > 0 && codes[j - 1] > c) {
        codes[j] = codes[j - 1];
        j--;
      }
      codes[j] = c;
    }
    return loony.value(codes, n);
  }

  private static int addBits(int[] list, int n, long bits) {
    while (bits != 0) {
      list[n++] = Long.numberOfTrailingZeros(bits);
      bits &= bits - 1;
    }
    return n;
  }

  /** Adds the lines of a mask from the centre outwards, leaving out {@code except}. */
  private int addOrdered(int[] list, int n, long bits, int except) {
    if (except >= 0) {
      bits &= ~(1L << except);
    }
    int[] rank = lines.centreRank;
    long ranked = 0;
    for (; bits != 0; bits &= bits - 1) {
      ranked |= 1L << rank[Long.numberOfTrailingZeros(bits)];
    }
    int[] order = lines.centreOrder;
    for (; ranked != 0; ranked &= ranked - 1) {
      list[n++] = order[Long.numberOfTrailingZeros(ranked)];
    }
    return n;
  }

  /** Adds the opening lines of the last scan that are in a mask, the shortest component first. */
  private int addOpenings(int[] list, int n, long openings) {
    int[] byLength = componentOrder;
    int count = 0;
    for (int i = 0; i < scan.count; i++) {
      int length = scan.length[i];
      int j = count++;
      while (j > 0 && scan.length[byLength[j - 1]] > length) {
        byLength[j] = byLength[j - 1];
        j--;
      }
      byLength[j] = i;
    }
    for (int i = 0; i < count; i++) {
      int line = scan.opening[byLength[i]];
      if ((openings & (1L << line)) != 0) {
        list[n++] = line;
      }
    }
    return n;
  }

  /**
   * Returns the table key of a position from its images: the smallest, and records in
   * {@link #symmetryUsed} the symmetry that gives it.
   */
  private long smallest(long[] img) {
    long best = img[0];
    int used = 0;
    for (int s = 1; s < img.length; s++) {
      if (Long.compareUnsigned(img[s], best) < 0) {
        best = img[s];
        used = s;
      }
    }
    symmetryUsed = used;
    return best;
  }

  /**
   * Returns the table key of the position one line on, from the images of this position and the
   * line {@code slot} that the line adds to the normalized form.
   */
  private long smallestWith(long[] img, int slot) {
    long best = img[0] | symmetries.bit(0, slot);
    for (int s = 1; s < img.length; s++) {
      long t = img[s] | symmetries.bit(s, slot);
      if (Long.compareUnsigned(t, best) < 0) {
        best = t;
      }
    }
    return best;
  }

  /** Adds the undrawn line e to the images of the normalized form of drawn. */
  private void addLine(long[] img, int e, long drawn) {
    int slot = ground.slot(e, drawn);
    for (int s = 0; s < img.length; s++) {
      img[s] |= symmetries.bit(s, slot);
    }
  }

  /**
   * Prepares the child position after line m (slot in normalized form), drawn: writes its images
   * and sets the box masks from the parent's ({@code two}, {@code three}, {@code low}) and the two
   * boxes beside the line.
   */
  private void prepare(long[] img, int slot, long drawn, int m, int two, int three, int low) {
    long child = drawn | (1L << m);
    long[] out = images[Long.bitCount(child)];
    for (int s = 0; s < img.length; s++) {
      out[s] = img[s] | symmetries.bit(s, slot);
    }
    twos = two;
    threes = three;
    lows = low;
    refresh(lines.besideBoxes[2 * m]);
    refresh(lines.besideBoxes[2 * m + 1]);
    preparedFor = child;
  }

  /** Returns the table key of a mask: the smallest image of its normalized form. */
  long canonical(long drawn) {
    long[] img = new long[symmetries.count];
    symmetries.images(ground.normalize(drawn), img);
    return smallest(img);
  }

  /**
   * Writes the lines worth searching at the current position to {@code out}, in search order: a
   * capture that the chain rules make; else the captures and double-dealing lines of capturable
   * chains of two and loop remnants of four; else the safe lines from the centre outwards and one
   * line per chain or loop, the shortest first.
   *
   * @return the number of lines written
   */
  int candidates(int[] out) {
    long drawn = PositionSearch.drawnMask(position);
    classifyBoxes();
    analyseCaptures();
    if (forced >= 0) {
      out[0] = forced;
      return 1;
    }
    if (capturable) {
      return addBits(out, 0, handouts);
    }
    long safe = safeLines(drawn);
    long openings = ground.reduce(scan.scan(drawn, twos), drawn);
    return addOpenings(out, addOrdered(out, 0, ground.reduce(safe, drawn), -1), openings);
  }

  /**
   * Returns the value of drawing a line at the current position for the player to move, exact
   * when strictly between alpha and beta, else a bound on the side it fails; meaningless if the
   * search aborted. The position is left as it was.
   *
   * @param remaining the boxes not yet completed before the line
   */
  int lineValue(int line, int remaining, int alpha, int beta) {
    int k = PositionSearch.capturesOf(position, line);
    position.makeMove(line);
    int v =
        k > 0
            ? k + search(remaining - k, alpha - k, beta - k)
            : -search(remaining, -beta, -alpha);
    position.unmakeMove();
    return v;
  }

  /**
   * Draws the captures that the chain rules force at the current position, and returns the boxes
   * they complete; {@link DotsBoxesPosition#unmakeMove()} takes them back. The same position always gives
   * the same captures.
   */
  @CanIgnoreReturnValue
  int takeForced() {
    int gained = 0;
    while (true) {
      classifyBoxes();
      analyseCaptures();
      if (forced < 0) {
        return gained;
      }
      gained += PositionSearch.capturesOf(position, forced);
      position.makeMove(forced);
    }
  }

  /**
   * Writes the lines worth searching at the current position to {@code out} as {@link
   * #candidates} does, with the table's best line, if it is one of them, first.
   *
   * @return the number of lines written
   */
  int replies(int[] out) {
    int n = candidates(out);
    long[] img = new long[symmetries.count];
    symmetries.images(ground.normalize(PositionSearch.drawnMask(position)), img);
    long entry = table.probe(smallest(img));
    int m = entry == 0 ? BoundTable.NO_MOVE : BoundTable.move(entry);
    if (m != BoundTable.NO_MOVE) {
      int line = symmetries.backward[symmetryUsed][m];
      for (int i = 1; i < n; i++) {
        if (out[i] == line) {
          System.arraycopy(out, 0, out, 1, i);
          out[0] = line;
          break;
        }
      }
    }
    return n;
  }
}
