package io.github.gridgames.dotsboxes.strategy;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CheckReturnValue;
import io.github.gridgames.ai.MoveBounds;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * An exact solver for two-player Dots and Boxes with the extra-turn rule, on boards of at most
 * {@link #MAX_LINES} lines (such as 3 x 3, 3 x 4, 4 x 4 and 5 x 5 boxes): the value of a position
 * ({@link #solve}) and the value of each of its lines ({@link #analyse}).
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
 * <p>Null-window alpha-beta tests on the margin (see {@link RootSearch}) over bit masks of the
 * drawn lines, moving with the game's own {@link DotsBoxesPosition}, with the techniques of Barker
 * and Korf, "Solving Dots-And-Boxes" (AAAI 2012), all exact (see {@link SolverSearch}):
 * <ul>
 *   <li>the chain rules: capturable boxes are taken at once except where handing back the last
 *       two boxes of a chain (four of a loop) may keep control, and then only those two choices are
 *       searched; without capturable boxes only the safe lines and one line per chain or loop are
 *       searched;
 *   <li>simple loony endgames (only independent chains and loops left) are valued without search;
 *   <li>a transposition table of value bounds keyed by the drawn lines alone (the score so far does
 *       not matter to the value of what remains), made canonical under the board's symmetries (8
 *       on a square board, 4 on a rectangle) and under the exchange of the border sides of a corner
 *       box, shared without locks by the threads;
 *   <li>move ordering: the table's best line, then the lines that give no box from the centre of
 *       the board outwards, then the chains and loops, the shortest first.
 * </ul>
 *
 * <h2>Threads</h2>
 *
 * <p>With {@link Builder#threads(int)} above 1 the lines of the first position are shared out
 * between threads that share the table. The value and the best line (the first line, in the
 * search order, whose value is the value of the position) are the same whatever the number of
 * threads; only the number of positions searched and the time differ.
 *
 * <h2>Limits</h2>
 *
 * <p>{@link #solve(DotsBoxesState, Budget)} and {@link #analyse(DotsBoxesState, Budget)} stop at
 * the budget's wall-clock time, after its work units (counted as positions searched, by all
 * threads together, never more than the budget), soon after the budget's {@linkplain
 * Budget#cancelledBy cancellation} is cancelled, or soon after the calling thread is interrupted
 * (its interrupt status stays set), and then report what they found. A progress listener set with
 * {@link Builder#progress(long, Consumer)} is called from the calling thread.
 *
 * <p>A solver keeps one transposition table and is safe for use by several threads: searches on
 * one solver run one after the other. Each search starts with an empty table, so the same
 * position and budget give the same value and best line, up to time limits.
 */
public final class DotsBoxesSolver {

  /** The most lines a board may have to be solved: 64, one bit of a {@code long} per line. */
  public static final int MAX_LINES = 64;

  /**
   * The default size of the transposition table for boards of {@value #DEFAULT_TABLE_BITS} to
   * {@value #LARGE_BOARD_LINES} lines, as a power of two: 2^22 entries (64 MiB). Smaller boards get
   * one entry per set of drawn lines (2^lines, at least 2^10), so that small solves do not
   * allocate the whole table.
   */
  public static final int DEFAULT_TABLE_BITS = 22;

  /**
   * Boards of at least this many lines (such as 3 x 5 and 4 x 4) get, by default, a table of 2^25
   * entries (512 MiB), or the largest power of two that fits in a quarter of the maximum heap.
   */
  public static final int LARGE_BOARD_LINES = 36;

  private static final int LARGE_TABLE_BITS = 25;

  /** The smallest default table, for the smallest boards: 2^10 entries. */
  private static final int SMALL_TABLE_BITS = 10;

  /** Positions with fewer undrawn lines are searched on the calling thread alone. */
  private static final int PARALLEL_LINES = 16;

  private final int tableBits;
  private final boolean useSymmetry;
  private final int threads;
  private final long progressEvery;
  private final @Nullable Consumer<Progress> listener;
  private @Nullable BoundTable table;
  private @Nullable DotsBoxes searchersGame;
  private SolverSearch @Nullable [] searchers;

  private DotsBoxesSolver(Builder builder) {
    this.tableBits = builder.tableBits;
    this.useSymmetry = builder.useSymmetry;
    this.threads = builder.threads;
    this.progressEvery = builder.progressEvery;
    this.listener = builder.listener;
  }

  /**
   * Returns a solver with the default table size, symmetry reduction, one thread per available
   * processor and no progress listener.
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
  public Result solve(DotsBoxesState state) {
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
  public Result solve(DotsBoxesState state, Budget budget) {
    requireNonNull(state, "state");
    requireNonNull(budget, "budget");
    requireSupported(state.game());
    long start = System.nanoTime();
    long deadline = budget.time().map(t -> start + Limits.nanos(t)).orElse(Long.MAX_VALUE);
    long nodeLimit = budget.work().orElse(Long.MAX_VALUE);
    return solveUntil(state.toPosition(), start, deadline, nodeLimit, budget::isCancelled, 0)
        .result();
  }

  /**
   * Finds the value of every legal line of a position within a budget of wall-clock time and of
   * work units (positions searched): first the value of the position and its best lines, then the
   * exact value of each other line. Lines whose value the budget did not settle keep the bounds
   * found so far.
   *
   * @param state a state of a game this solver {@linkplain #supports(DotsBoxes) supports}
   * @param budget the limits
   * @return every legal line with its value or bounds; see {@link Analysis#bestMoves()}
   * @throws IllegalArgumentException if the game is not supported (the message says why)
   * @throws NullPointerException if an argument is null
   */
  public synchronized Analysis analyse(DotsBoxesState state, Budget budget) {
    requireNonNull(state, "state");
    requireNonNull(budget, "budget");
    DotsBoxes game = state.game();
    requireSupported(game);
    long start = System.nanoTime();
    long deadline = budget.time().map(t -> start + Limits.nanos(t)).orElse(Long.MAX_VALUE);
    long nodeLimit = budget.work().orElse(Long.MAX_VALUE);
    DotsBoxesPosition position = state.toPosition();
    // searched from the centre outwards, reported in edge-index order
    int[] lines = new int[position.legalMoveCount()];
    int count = 0;
    for (int e : CentreOrder.of(game)) {
      if (!position.isDrawn(e)) {
        lines[count++] = e;
      }
    }
    Session session = open(position, start, deadline, nodeLimit, budget::isCancelled);
    SortedMap<Integer, MoveBounds<Edge>> byEdge = new TreeMap<>();
    if (count > 0) {
      RootSearch root = new RootSearch(session.searchers, session.control, remaining(position),
          lines, count);
      root.findValue(0);
      if (root.complete) {
        root.findEveryValue();
      }
      for (int i = 0; i < count; i++) {
        byEdge.put(lines[i], new MoveBounds<>(game.edge(lines[i]), root.lower[i], root.upper[i]));
      }
    }
    return new Analysis(List.copyOf(byEdge.values()), session.nodes(), millisSince(start));
  }

  /**
   * Finds the value of a position with an absolute deadline (on {@link System#nanoTime()}), a
   * node limit and a cancellation check, starting with a test at {@code guess}: for the agents,
   * which ask first whether the position is won. The position is left unchanged.
   */
  synchronized Solved solveUntil(
      DotsBoxesPosition position,
      long start,
      long deadline,
      long nodeLimit,
      BooleanSupplier cancelled,
      int guess) {
    requireSupported(position.game());
    DotsBoxesPosition root = position.copy();
    int[] lines = new int[Math.max(1, root.legalMoveCount())];
    Session session = open(root, start, deadline, nodeLimit, cancelled);
    int count = root.legalMoveCount() == 0 ? 0 : session.searchers[0].candidates(lines);
    if (count == 0) {
      return new Solved(new RootSearch(session.searchers, session.control, 0, lines, 0), null,
          session.nodes(), millisSince(start));
    }
    RootSearch search = new RootSearch(session.searchers, session.control, remaining(root),
        lines, count);
    search.findValue(guess);
    if (!search.complete) {
      session.control.reportStop(session.nodes());
    }
    return new Solved(search, root.game(), session.nodes(), millisSince(start));
  }

  /** What {@link #solveUntil} found: the search at the first position and its counts. */
  record Solved(RootSearch search, @Nullable DotsBoxes game, long nodes, long millis) {

    /** Returns the result: the value and best line if the search finished. */
    Result result() {
      if (search.count == 0) {
        return Result.solved(0, null, nodes, millis);
      }
      if (!search.complete) {
        return Result.incomplete(nodes, millis);
      }
      Edge best = requireNonNull(game, "a search with moves has its game").edge(search.edges[search.best]);
      return Result.solved(search.low, best, nodes, millis);
    }
  }

  private static int remaining(DotsBoxesPosition position) {
    return position.game().boxCount()
        - position.score(Player.FIRST)
        - position.score(Player.SECOND);
  }

  private static long millisSince(long start) {
    return (System.nanoTime() - start) / 1_000_000;
  }

  /** The searches of one solve, each on its own copy of the first position, and their control. */
  @SuppressWarnings("ArrayRecordComponent") // private, never compared or hashed
  private record Session(SolverSearch[] searchers, SolveControl control, long[] nodesBefore) {

    long nodes() {
      long total = 0;
      for (int i = 0; i < searchers.length; i++) {
        total += searchers[i].nodes - nodesBefore[i];
      }
      return total;
    }
  }

  /** Returns the table size of a game when the builder did not set one. */
  private static int defaultTableBits(DotsBoxes game) {
    if (game.edgeCount() < DEFAULT_TABLE_BITS) {
      return Math.max(SMALL_TABLE_BITS, game.edgeCount());
    }
    if (game.edgeCount() < LARGE_BOARD_LINES) {
      return DEFAULT_TABLE_BITS;
    }
    long entries = Runtime.getRuntime().maxMemory() / 4 / 16;
    int fits = 63 - Long.numberOfLeadingZeros(Math.max(1, entries));
    return Math.max(DEFAULT_TABLE_BITS, Math.min(LARGE_TABLE_BITS, fits));
  }

  /** Prepares the searches of a solve: an empty table, each search on a copy of the position. */
  private Session open(
      DotsBoxesPosition position,
      long start,
      long deadline,
      long nodeLimit,
      BooleanSupplier cancelled) {
    DotsBoxes game = position.game();
    int bits = tableBits > 0 ? tableBits : defaultTableBits(game);
    if (table == null || table.capacity() != 1 << bits) {
      table = new BoundTable(bits);
      searchers = null;
    }
    table.clear();
    if (searchers == null || !game.equals(searchersGame)) {
      LineMasks lines = new LineMasks(game);
      GroundStrings ground = new GroundStrings(game);
      Symmetries symmetries = new Symmetries(game, ground, useSymmetry);
      searchers = new SolverSearch[threads];
      for (int i = 0; i < threads; i++) {
        searchers[i] = new SolverSearch(lines, symmetries, ground, table);
      }
      searchersGame = game;
    }
    SolveControl control =
        new SolveControl(start, deadline, nodeLimit, cancelled, progressEvery, listener);
    int used = position.legalMoveCount() >= PARALLEL_LINES ? threads : 1;
    SolverSearch[] active = Arrays.copyOf(searchers, used);
    long[] before = new long[used];
    for (int i = 0; i < used; i++) {
      active[i].reset(i == 0 ? position : position.copy(), control);
      before[i] = active[i].nodes;
    }
    return new Session(active, control, before);
  }

  /** Returns the description of the solver's settings. */
  @Override
  public String toString() {
    return "DotsBoxesSolver[tableBits=" + (tableBits > 0 ? tableBits : "default")
        + ", symmetry=" + useSymmetry
        + ", threads=" + threads + "]";
  }

  /**
   * Builds {@link DotsBoxesSolver}s. A builder is immutable: each setter returns a new builder and
   * leaves this one as it was.
   */
  @CheckReturnValue
  public static final class Builder {

    private int tableBits;
    private boolean useSymmetry = true;
    private int threads = Runtime.getRuntime().availableProcessors();
    private long progressEvery;
    private @Nullable Consumer<Progress> listener;

    private Builder() {}

    private Builder(Builder other) {
      this.tableBits = other.tableBits;
      this.useSymmetry = other.useSymmetry;
      this.threads = other.threads;
      this.progressEvery = other.progressEvery;
      this.listener = other.listener;
    }

    /**
     * Sets the size of the transposition table to 2^bits entries of 16 bytes.
     *
     * @param bits 4 to 30; the default is {@link DotsBoxesSolver#DEFAULT_TABLE_BITS}, less on
     *     boards of fewer lines, and more on boards of at least {@link
     *     DotsBoxesSolver#LARGE_BOARD_LINES} lines
     * @return a new builder with that setting
     * @throws IllegalArgumentException if bits is out of range
     */
    public Builder tableBits(int bits) {
      checkArgument(bits >= 4 && bits <= 30, "table bits must be between 4 and 30, got %s", bits);
      Builder next = new Builder(this);
      next.tableBits = bits;
      return next;
    }

    /**
     * Sets whether table keys are made canonical under the board's symmetries (the default).
     * Turning it off gives the same values with more search; useful to compare.
     *
     * @param useSymmetry whether to use the symmetries
     * @return a new builder with that setting
     */
    public Builder symmetry(boolean useSymmetry) {
      Builder next = new Builder(this);
      next.useSymmetry = useSymmetry;
      return next;
    }

    /**
     * Sets the number of threads that search together (see the class comment): the value and the
     * best line do not depend on it.
     *
     * @param threads 1 to 64; the default is the number of available processors
     * @return a new builder with that setting
     * @throws IllegalArgumentException if threads is out of range
     */
    public Builder threads(int threads) {
      checkArgument(threads >= 1 && threads <= 64, "threads must be between 1 and 64, got %s",
          threads);
      Builder next = new Builder(this);
      next.threads = threads;
      return next;
    }

    /**
     * Sets a listener called from the calling thread about every {@code everyNodes} positions
     * (counted over all threads, checked every 1,024 positions) during each search, and once more
     * when the limits stop a {@link DotsBoxesSolver#solve solve} before the value is known, with
     * the bounds proven by then.
     *
     * @param everyNodes how often to report, at least 1
     * @param listener the listener; it must not throw
     * @return a new builder with that setting
     * @throws IllegalArgumentException if everyNodes is not positive
     * @throws NullPointerException if {@code listener} is null
     */
    public Builder progress(long everyNodes, Consumer<Progress> listener) {
      checkArgument(everyNodes >= 1, "everyNodes must be >= 1, got %s", everyNodes);
      Builder next = new Builder(this);
      next.listener = requireNonNull(listener, "listener");
      next.progressEvery = everyNodes;
      return next;
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

  /**
   * What {@link DotsBoxesSolver} found for one position.
   *
   * <p>When the search finished ({@link #complete()}), {@link #margin()} is the exact value of the
   * position: the net number of the remaining boxes that the player to move takes more than the
   * opponent when both maximise their own margin; boxes already completed do not count. {@link
   * #bestMove()} is then a first line of an optimal turn (empty when the game is over). When the
   * search stopped at its node or time limit, the margin is 0 and there is no best move.
   *
   * @param complete whether the search finished, so that the margin is exact
   * @param margin the exact margin of the player to move over the remaining boxes, or 0 when
   *     incomplete
   * @param bestMove an optimal line for the player to move; empty when the game is over or the
   *     search is incomplete
   * @param nodes the number of positions searched
   * @param millis the wall-clock time of the search in milliseconds
   */
  public record Result(
      boolean complete, int margin, Optional<Edge> bestMove, long nodes, long millis) {

    /**
     * Checks the parts.
     *
     * @param complete whether the search finished
     * @param margin the exact margin, or 0 when incomplete
     * @param bestMove an optimal line, or empty
     * @param nodes the positions searched, at least 0
     * @param millis the elapsed milliseconds, at least 0
     * @throws IllegalArgumentException if nodes or millis is negative, or an incomplete result has
     *     a margin other than 0 or a best move
     * @throws NullPointerException if {@code bestMove} is null
     */
    public Result {
      requireNonNull(bestMove, "bestMove");
      checkArgument(
          nodes >= 0 && millis >= 0, "nodes and millis must be >= 0, got %s and %s", nodes, millis);
      checkArgument(
          complete || (margin == 0 && bestMove.isEmpty()),
          "an incomplete result has margin 0 and no best move, got %s and %s",
          margin,
          bestMove);
    }

    /**
     * Returns the result of a finished search.
     *
     * @param margin the exact margin
     * @param bestMove an optimal line, or null when the game is over
     * @param nodes positions searched
     * @param millis elapsed milliseconds
     * @return the result
     */
    static Result solved(int margin, @Nullable Edge bestMove, long nodes, long millis) {
      return new Result(true, margin, Optional.ofNullable(bestMove), nodes, millis);
    }

    /**
     * Returns the result of a search stopped by its limits.
     *
     * @param nodes positions searched
     * @param millis elapsed milliseconds
     * @return the result
     */
    static Result incomplete(long nodes, long millis) {
      return new Result(false, 0, Optional.empty(), nodes, millis);
    }
  }

  /**
   * A progress report of a running {@link DotsBoxesSolver} search, sent to the listener given to
   * {@link DotsBoxesSolver.Builder#progress(long, java.util.function.Consumer)}.
   *
   * <p>The solver finds the value by a series of tests of the kind "is the value at least t?", each
   * of which raises the lower bound or lowers the upper bound; the value is found when they meet.
   *
   * @param nodes the positions searched so far, by all threads
   * @param millis the milliseconds since the search started
   * @param lower the best lower bound of the value proven so far
   * @param upper the best upper bound of the value proven so far
   * @param rootMovesDone how many candidate lines of the first position the current test has
   *     finished
   * @param rootMoves how many candidate lines the first position has (after the chain reductions
   *     and the symmetries)
   */
  public record Progress(
      long nodes, long millis, int lower, int upper, int rootMovesDone, int rootMoves) {

    /**
     * Returns the positions searched per second so far.
     *
     * @return nodes per second, 0 before the first millisecond
     */
    public long nodesPerSecond() {
      return millis == 0 ? 0 : nodes * 1000 / millis;
    }
  }

  /**
   * The value of every legal line of a position, as far as {@link DotsBoxesSolver#analyse} found it
   * within its budget: per line an exact value or bounds (see {@link MoveBounds}), and the
   * lines proven best.
   *
   * @param moves every legal line with its value or bounds, in edge-index order; empty when the game
   *     is over
   * @param nodes the number of positions searched
   * @param millis the wall-clock time of the analysis in milliseconds
   */
  public record Analysis(List<MoveBounds<Edge>> moves, long nodes, long millis) {

    /**
     * Checks and copies the parts.
     *
     * @param moves the lines and their values
     * @param nodes the positions searched, at least 0
     * @param millis the elapsed milliseconds, at least 0
     * @throws IllegalArgumentException if nodes or millis is negative
     * @throws NullPointerException if {@code moves} is or holds null
     */
    public Analysis {
      moves = List.copyOf(requireNonNull(moves, "moves"));
      checkArgument(nodes >= 0 && millis >= 0, "nodes and millis must be >= 0, got %s and %s",
          nodes, millis);
    }

    /**
     * Returns whether every line's value is exact.
     *
     * @return whether the analysis is complete
     */
    public boolean complete() {
      return moves.stream().allMatch(MoveBounds::isExact);
    }

    /**
     * Returns the value of the position for the player to move when it is known: the best value of
     * its lines (0 when the game is over).
     *
     * @return the value, or empty when the bounds of the best lines leave it open
     */
    public OptionalInt value() {
      if (moves.isEmpty()) {
        return OptionalInt.of(0);
      }
      int lower = Integer.MIN_VALUE;
      int upper = Integer.MIN_VALUE;
      for (MoveBounds<Edge> m : moves) {
        lower = Math.max(lower, m.lower());
        upper = Math.max(upper, m.upper());
      }
      return lower == upper ? OptionalInt.of(lower) : OptionalInt.empty();
    }

    /**
     * Returns the lines proven best: those whose lower bound is at least the upper bound of every
     * other line. When every value is exact, these are the lines whose value is the value of the
     * position.
     *
     * @return the best lines in edge-index order; empty when none is proven yet or the game is over
     */
    public List<Edge> bestMoves() {
      List<Edge> best = new ArrayList<>();
      for (MoveBounds<Edge> m : moves) {
        boolean proven = true;
        for (MoveBounds<Edge> other : moves) {
          if (!other.equals(m) && other.upper() > m.lower()) {
            proven = false;
            break;
          }
        }
        if (proven) {
          best.add(m.move());
        }
      }
      return best;
    }
  }
}
