package io.github.gridgames.dotsboxes.strategy;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.github.gridgames.ai.MoveBounds;
import io.github.gridgames.ai.SolveProgress;
import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.ai.Solver;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.time.Duration;
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
 * An exact {@link Solver} for two-player Dots and Boxes with the extra-turn rule, on boards of at
 * most 64 lines (such as 3 x 3, 3 x 4, 4 x 4 and 5 x 5 boxes): the value of a position ({@link
 * #solve}) and the value of each of its lines ({@link #analyse}). It {@linkplain #refusal refuses}
 * other games.
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
 *   <li>a second such table keyed by the position as a strings-and-coins graph up to isomorphism
 *       (Berlekamp: the boxes are coins, the undrawn lines strings between them or to the ground),
 *       so that positions that no symmetry relates, such as chains of one length in other shapes,
 *       share their bounds;
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
 * <p>Memory: by default the tables take 128 MiB for 3 x 4 and up to a gigabyte from 36 lines (see
 * {@link Builder#tableBits}), read at random; on Linux a JVM started with {@code
 * -XX:+UseTransparentHugePages} (which {@code ./gridgames} passes where the system allows it)
 * spends less time translating their addresses: a 4 x 4 solve ran 10% to 15% faster with it.
 *
 * <h2>Limits</h2>
 *
 * <p>{@link #solve(DotsBoxesState, Budget, Consumer)} and {@link #analyse(DotsBoxesState, Budget)}
 * stop at the budget's wall-clock time, after its work units (counted as positions searched, by all
 * threads together, never more than the budget), soon after the budget's {@linkplain
 * Budget#cancelledBy cancellation} is cancelled, or soon after the calling thread is interrupted
 * (its interrupt status stays set), and then report what they found. Progress reports come from
 * the calling thread every {@linkplain Builder#progressInterval(long) progress interval} positions,
 * with the bounds of the value proven so far, and once more when the limits stop a solve before
 * the value is known.
 *
 * <p>Values: {@link SolveResult#value()} is the margin above; the verdict adds the boxes already
 * taken. {@link #analyse} gives each line's value for the player who draws it, counted from the
 * position before it (so the boxes it completes count), in edge-index order.
 *
 * <p>Threads: a solver keeps one transposition table and serialises its calls, so several threads
 * may share it and wait for each other. Each search starts with an empty table, so the same
 * position and budget give the same value and best line, up to time limits.
 */
public final class DotsBoxesSolver implements Solver<DotsBoxesState, Edge> {

  /** The most lines a board may have to be solved: 64, one bit of a {@code long} per line. */
  static final int MAX_LINES = 64;

  /**
   * The largest default size of the transposition table for boards of 22 to 35 lines, as a power
   * of two: 2^22 entries (64 MiB, and 64 MiB for the table of graphs); these boards get 2^(lines -
   * 4) entries up to that (2^20 for 3 x 3, 2^22 for 3 x 4). Smaller boards get one entry per set of drawn lines (2^lines, at least
   * 2^10), so that small solves do not allocate the whole table.
   */
  private static final int DEFAULT_TABLE_BITS = 22;

  /**
   * Boards of at least this many lines (such as 3 x 5 and 4 x 4) get, by default, a table of 2^25
   * entries (512 MiB, and 512 MiB for the table of graphs), or the largest power of two for which
   * both fit in a quarter of the maximum heap.
   */
  private static final int LARGE_BOARD_LINES = 36;

  private static final int LARGE_TABLE_BITS = 25;

  /** The smallest default table, for the smallest boards: 2^10 entries. */
  private static final int SMALL_TABLE_BITS = 10;

  /** Positions with fewer undrawn lines are searched on the calling thread alone. */
  private static final int PARALLEL_LINES = 16;

  /** Every setting of a solver, as its builder had them. */
  record Settings(OptionalInt tableBits, boolean symmetry, int threads, long progressInterval) {}

  private final Settings settings;
  private final int tableBits;
  private final boolean useSymmetry;
  private final int threads;
  private final long progressEvery;
  private @Nullable BoundTable table;
  private @Nullable BoundTable graphTable;
  private @Nullable DotsBoxes searchersGame;
  private SolverSearch @Nullable [] searchers;

  private DotsBoxesSolver(Settings settings) {
    this.settings = settings;
    this.tableBits = settings.tableBits().orElse(0);
    this.useSymmetry = settings.symmetry();
    this.threads = settings.threads();
    this.progressEvery = settings.progressInterval();
  }

  /**
   * Returns a solver with the default settings (see {@link Builder}): a table sized for the board,
   * symmetry reduction, one thread per available processor.
   *
   * @return the solver
   */
  public static DotsBoxesSolver of() {
    return builder().build();
  }

  /**
   * Starts configuring a solver, from the defaults each setter of {@link Builder} states.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns a builder with every setting of this solver, to build one that differs in some.
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    Builder builder = builder().symmetry(settings.symmetry()).threads(settings.threads())
        .progressInterval(settings.progressInterval());
    settings.tableBits().ifPresent(builder::tableBits);
    return builder;
  }

  Settings settings() {
    return settings;
  }

  /**
   * Returns whether the solver takes positions of a game: two players, the {@link
   * TurnPolicy#EXTRA_TURN_ON_CAPTURE} policy and at most 64 lines.
   */
  static boolean supports(DotsBoxes game) {
    return game.playerCount() == 2
        && game.turnPolicy() == TurnPolicy.EXTRA_TURN_ON_CAPTURE
        && game.edgeCount() <= MAX_LINES;
  }

  /**
   * Refuses games of more than two players (naming the parameter {@code players}), other turn
   * policies than {@link TurnPolicy#EXTRA_TURN_ON_CAPTURE} (naming {@code turns}) and boards of
   * more than 64 lines (naming {@code rows}).
   *
   * @param game a Dots and Boxes game
   * @return the refusal, or empty
   * @throws NullPointerException if {@code game} is null
   */
  @Override
  public Optional<Refusal> refusal(Game<DotsBoxesState, Edge> game) {
    requireNonNull(game, "game");
    if (game.playerCount() != 2) {
      return Optional.of(
          new Refusal(
              "the Dots and Boxes solver is for two players, got a game of " + game.playerCount(),
              Optional.of("players")));
    }
    DotsBoxes board = (DotsBoxes) game;
    if (board.turnPolicy() != TurnPolicy.EXTRA_TURN_ON_CAPTURE) {
      return Optional.of(
          new Refusal(
              "the Dots and Boxes solver needs the extra-turn-on-capture policy, got " + board.turnPolicy().name(),
              Optional.of("turns")));
    }
    if (board.edgeCount() > MAX_LINES) {
      return Optional.of(
          new Refusal(
              "the Dots and Boxes solver handles boards of at most "
                  + MAX_LINES
                  + " lines; "
                  + board.rows()
                  + " x "
                  + board.cols()
                  + " boxes have "
                  + board.edgeCount(),
              Optional.of("rows")));
    }
    return Optional.empty();
  }

  /**
   * Solves a position within a budget of wall-clock time and of work units, one unit per
   * position searched.
   *
   * @param state a state of a game the solver does not {@linkplain #refusal refuse}
   * @param budget the limits; when one is reached the verdict is unknown
   * @param progress receives reports on the calling thread, with the bounds proven so far
   * @return the result
   * @throws IllegalArgumentException if the solver refuses the game; the message says why
   * @throws NullPointerException if an argument is null
   */
  @Override
  public SolveResult<Edge> solve(DotsBoxesState state, Budget budget, Consumer<SolveProgress> progress) {
    requireNonNull(budget, "budget");
    requireNonNull(progress, "progress");
    Solver.checkAccepted(this, state);
    long start = System.nanoTime();
    long deadline = budget.time().map(t -> start + Limits.nanos(t)).orElse(Long.MAX_VALUE);
    long nodeLimit = budget.work().orElse(Long.MAX_VALUE);
    return solveUntil(state.toPosition(), start, deadline, nodeLimit, budget::isCancelled, 0, progress)
        .result(state);
  }

  /**
   * Finds the value of every legal line of a position within a budget of wall-clock time and of
   * work units (positions searched): first the value of the position and its best lines, then the
   * exact value of each other line. Lines whose value the budget did not settle keep the bounds
   * found so far.
   *
   * @param state a state that is not over, of a game the solver does not {@linkplain #refusal
   *     refuse}
   * @param budget the limits
   * @return every legal line with its value or bounds, in edge-index order
   * @throws IllegalArgumentException if the game is over or the solver refuses the game; the
   *     message says why
   * @throws NullPointerException if an argument is null
   */
  @Override
  public synchronized List<MoveBounds<Edge>> analyse(DotsBoxesState state, Budget budget) {
    requireNonNull(budget, "budget");
    Solver.checkAccepted(this, state);
    checkArgument(!state.isTerminal(), "the game is over: %s", state.outcome());
    DotsBoxes game = state.game();
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
    Session session = open(position, start, deadline, nodeLimit, budget::isCancelled, progress -> {});
    SortedMap<Integer, MoveBounds<Edge>> byEdge = new TreeMap<>();
    RootSearch root = new RootSearch(session.searchers, session.control, remaining(position), lines, count);
    root.findValue(0);
    if (root.complete) {
      root.findEveryValue();
    }
    for (int i = 0; i < count; i++) {
      byEdge.put(lines[i], new MoveBounds<>(game.edge(lines[i]), root.lower[i], root.upper[i]));
    }
    return List.copyOf(byEdge.values());
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
      int guess,
      Consumer<SolveProgress> progress) {
    checkArgument(supports(position.game()), "%s", refusal(position.game()).map(Refusal::reason).orElse(""));
    DotsBoxesPosition root = position.copy();
    int[] lines = new int[Math.max(1, root.legalMoveCount())];
    Session session = open(root, start, deadline, nodeLimit, cancelled, progress);
    int count = root.legalMoveCount() == 0 ? 0 : session.searchers[0].candidates(lines);
    if (count == 0) {
      return new Solved(new RootSearch(session.searchers, session.control, 0, lines, 0), null,
          session.nodes(), elapsedSince(start));
    }
    RootSearch search = new RootSearch(session.searchers, session.control, remaining(root),
        lines, count);
    search.findValue(guess);
    if (!search.complete) {
      session.control.reportStop(session.nodes());
    }
    return new Solved(search, root.game(), session.nodes(), elapsedSince(start));
  }

  /** What {@link #solveUntil} found: the search at the first position and its counts. */
  record Solved(RootSearch search, @Nullable DotsBoxes game, long nodes, Duration elapsed) {

    /** Returns the result for a state: the value and best line if the search finished. */
    SolveResult<Edge> result(DotsBoxesState state) {
      if (search.count == 0) {
        return solved(state, 0, Optional.empty());
      }
      if (!search.complete) {
        return new SolveResult<>(SolveResult.Verdict.UNKNOWN, 0, Optional.empty(), nodes, elapsed);
      }
      Edge best = requireNonNull(game, "a search with moves has its game").edge(search.edges[search.best]);
      return solved(state, search.low, Optional.of(best));
    }

    private SolveResult<Edge> solved(DotsBoxesState state, int margin, Optional<Edge> best) {
      int taken = state.scores().orElseThrow().margin(state.toMove());
      return new SolveResult<>(SolveResult.Verdict.ofSign((long) taken + margin), margin, best, nodes, elapsed);
    }
  }

  private static int remaining(DotsBoxesPosition position) {
    return position.game().boxCount()
        - position.score(Player.FIRST)
        - position.score(Player.SECOND);
  }

  private static Duration elapsedSince(long start) {
    return Duration.ofNanos(System.nanoTime() - start);
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
      return Math.min(DEFAULT_TABLE_BITS, game.edgeCount() - 4);
    }
    // 16 bytes an entry, and as many entries of 16 bytes in the graph table
    long entries = Runtime.getRuntime().maxMemory() / 4 / (16 + 16);
    int fits = 63 - Long.numberOfLeadingZeros(Math.max(1, entries));
    return Math.max(DEFAULT_TABLE_BITS, Math.min(LARGE_TABLE_BITS, fits));
  }

  /** Prepares the searches of a solve: an empty table, each search on a copy of the position. */
  private Session open(
      DotsBoxesPosition position,
      long start,
      long deadline,
      long nodeLimit,
      BooleanSupplier cancelled,
      Consumer<SolveProgress> progress) {
    DotsBoxes game = position.game();
    int bits = tableBits > 0 ? tableBits : defaultTableBits(game);
    if (table == null || table.capacity() != 1 << bits) {
      table = new BoundTable(bits);
      graphTable = useSymmetry ? new BoundTable(bits) : null;
      searchers = null;
    }
    table.clear();
    if (graphTable != null) {
      graphTable.clear();
    }
    if (searchers == null || !game.equals(searchersGame)) {
      LineMasks lines = new LineMasks(game);
      GroundStrings ground = new GroundStrings(game);
      Symmetries symmetries = new Symmetries(game, ground, useSymmetry);
      searchers = new SolverSearch[threads];
      for (int i = 0; i < threads; i++) {
        searchers[i] = new SolverSearch(lines, symmetries, ground, table, graphTable);
      }
      searchersGame = game;
    }
    SolveControl control =
        new SolveControl(start, deadline, nodeLimit, cancelled, progressEvery, progress);
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

  /** Configures a {@link DotsBoxesSolver}: each setter changes this builder and returns it. */
  public static final class Builder {

    private OptionalInt tableBits = OptionalInt.empty();
    private boolean symmetry = true;
    private int threads = Runtime.getRuntime().availableProcessors();
    private long progressInterval = 100_000;

    private Builder() {}

    /**
     * Sets the size of the transposition table to 2^bits entries of 16 bytes; the table keyed by
     * strings-and-coins graphs (with symmetry on) gets as many. By default both are sized for the
     * board: one entry per set of drawn lines on boards of fewer than 22 lines (at least 2^10),
     * 2^(lines - 4) entries up to 2^22 (64 MiB, and 64 MiB for the second) on boards of 22 to 35
     * lines, and from 36 lines (3 x 5, 4 x 4 and larger) 2^25 entries (512 MiB, and 512 MiB) or
     * the largest power of two for which both fit in a quarter of the maximum heap, if that is
     * less.
     *
     * @param bits 4 to 29
     * @return this builder
     * @throws IllegalArgumentException if bits is out of range
     */
    @CanIgnoreReturnValue
    public Builder tableBits(int bits) {
      checkArgument(bits >= 4 && bits <= 29, "table bits must be between 4 and 29, got %s", bits);
      this.tableBits = OptionalInt.of(bits);
      return this;
    }

    /**
     * Sets whether positions that a symmetry of the board, or an isomorphism of their
     * strings-and-coins graphs, relates share table entries (default true). Turning it off keys
     * positions by their drawn lines alone, without the second table: the same values with more
     * search; useful to compare.
     *
     * @param symmetry whether to use the symmetries and the graph keys
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder symmetry(boolean symmetry) {
      this.symmetry = symmetry;
      return this;
    }

    /**
     * Sets the number of threads that search together (see the class comment): the value and the
     * best line do not depend on it.
     *
     * @param threads 1 to 64; the default is the number of available processors
     * @return this builder
     * @throws IllegalArgumentException if threads is out of range
     */
    @CanIgnoreReturnValue
    public Builder threads(int threads) {
      checkArgument(threads >= 1 && threads <= 64, "threads must be between 1 and 64, got %s",
          threads);
      this.threads = threads;
      return this;
    }

    /**
     * Sets how many positions pass between two progress reports of {@link DotsBoxesSolver#solve}
     * (default 100,000), counted over all threads and checked every 1,024 positions.
     *
     * @param everyNodes how often to report, at least 1
     * @return this builder
     * @throws IllegalArgumentException if everyNodes is not positive
     */
    @CanIgnoreReturnValue
    public Builder progressInterval(long everyNodes) {
      checkArgument(everyNodes >= 1, "progress interval must be >= 1 position, got %s", everyNodes);
      this.progressInterval = everyNodes;
      return this;
    }

    /**
     * Returns a solver with these settings. Its table is allocated at its first search.
     *
     * @return the solver
     */
    public DotsBoxesSolver build() {
      return new DotsBoxesSolver(new Settings(tableBits, symmetry, threads, progressInterval));
    }
  }
}
