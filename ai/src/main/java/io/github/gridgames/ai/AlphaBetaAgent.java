package io.github.gridgames.ai;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.State;
import org.jspecify.annotations.Nullable;

/**
 * Negamax alpha-beta search with iterative deepening, a transposition table and a game-supplied
 * move ordering and evaluation.
 *
 * <h2>Values</h2>
 *
 * <p>Every node's value is held from the perspective of the side to move there, and a child's
 * value is negated only when the side to move changes: when a move earns the mover another turn,
 * the child's value is used as it is. A finished game is worth {@code +1e12} (above every
 * evaluation) to a side that won alone, {@code -1e12} to a side that lost and 0 for a draw or shared win; each
 * move between a node and a finished game moves the value one point towards zero, so that the
 * search prefers quick wins and slow losses. At the depth limit a position is worth the
 * game-supplied {@link Evaluation} (clamped to {@code ±}{@value Evaluation#LIMIT}).
 *
 * <h2>More than two players</h2>
 *
 * <p>In games of more than two players the search is <em>paranoid</em>: the player it chooses for
 * is one side and all other players form the other side, which minimises that player's value.
 * With two players this is ordinary negamax. Evaluations are always asked for the choosing player.
 *
 * <h2>Search</h2>
 *
 * <p>The search runs on the game's {@link Position}: it plays and undoes move codes, lists legal
 * moves into one reused buffer per ply and allocates nothing per node. {@link #chooseCode} searches
 * the caller's position itself and leaves it as it was; {@link #chooseMove} searches
 * {@link State#toPosition()} of the state.
 *
 * <p>The search deepens one move at a time from depth 1 until the budget is spent, the value is
 * exact (no line was cut at the depth limit), a win or loss is proven, or the {@linkplain
 * Builder#maxDepth(int) maximum depth} is reached. The move of the last completed depth is played,
 * or the better move found by an interrupted depth among the moves it completed (the previous best
 * move is always searched first). If not even depth 1 completes, the first move of the ordering is
 * played. In a state with {@linkplain State#hasUnboundedLegalMoves() unbounded legal moves} only
 * the listed representative moves are searched.
 *
 * <p>The transposition table holds {@code 2^tableBits} entries in two-slot buckets (one slot kept
 * for the deepest search, one replaced always) and is keyed by a {@link TableKey}, by default
 * {@link TableKey#positionHash()}. An entry's best move is kept as a code and used only as a hint
 * (searched first if it is legal). Entries are reused across depths of one search and forgotten
 * (in constant time) when the next search starts, so a choice depends only on the position, the
 * budget and the configuration. The search assumes that a position never
 * repeats within a line of play, as in every game of this project.
 *
 * <p>Budget: each node visited is one work unit and the clock is read every {@linkplain
 * Builder#clockCheckInterval(int) 32 nodes} by default. An unlimited budget searches until the
 * value is exact or the maximum depth is reached, which can take very long in large games.
 *
 * <p>Threads: the agent keeps its table and search buffers between calls and serialises its calls
 * ({@code chooseMove} and {@code chooseCode} are synchronized), so threads may share one agent but
 * then wait for each other; give each thread its own agent for speed.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class AlphaBetaAgent<S extends State<S, M>, M extends Move> implements Agent<S, M> {

  /** The value of a finished game won by the side to move. */
  static final double WIN = 1e12;

  private static final double PROVEN = WIN - 1e6;
  private static final int EXACT_PRIORITY = Integer.MAX_VALUE / 2;

  /** Every setting of an agent, as its builder had them. */
  record Settings<S extends State<S, M>, M extends Move>(
      Evaluation<S, M> evaluation,
      MoveOrdering<S, M> ordering,
      TableKey<S, M> tableKey,
      int maxDepth,
      int tableBits,
      int clockCheckInterval) {}

  private final Settings<S, M> settings;
  private final Evaluation<S, M> evaluation;
  private final MoveOrdering<S, M> ordering;
  private final TableKey<S, M> tableKey;
  private final int maxDepth;
  private final int tableBits;
  private final int clockCheckInterval;
  private final TranspositionTable table;
  /** The legal codes of each ply below the root (index 0 is the root's), reused by every search. */
  private final int[][] movesByPly;

  /** The budget of the search in progress; null between searches. */
  private @Nullable Deadline deadline;
  private int root;
  private boolean aborted;
  private boolean horizon;

  private AlphaBetaAgent(Settings<S, M> settings) {
    this.settings = settings;
    this.evaluation = settings.evaluation();
    this.ordering = settings.ordering();
    this.tableKey = settings.tableKey();
    this.maxDepth = settings.maxDepth();
    this.tableBits = settings.tableBits();
    this.clockCheckInterval = settings.clockCheckInterval();
    this.table = new TranspositionTable(tableBits, false);
    this.movesByPly = new int[maxDepth + 1][];
  }

  /**
   * Returns an agent with the given evaluation and the default settings.
   *
   * @param evaluation the evaluation at the depth limit
   * @param <S> the state type
   * @param <M> the move type
   * @return the agent
   * @throws NullPointerException if {@code evaluation} is null
   */
  public static <S extends State<S, M>, M extends Move> AlphaBetaAgent<S, M> of(
      Evaluation<S, M> evaluation) {
    return AlphaBetaAgent.<S, M>builder(evaluation).build();
  }

  /**
   * Starts configuring an agent, from the defaults each setter of {@link Builder} states.
   *
   * @param evaluation the evaluation at the depth limit
   * @param <S> the state type
   * @param <M> the move type
   * @return a new builder
   * @throws NullPointerException if {@code evaluation} is null
   */
  public static <S extends State<S, M>, M extends Move> Builder<S, M> builder(
      Evaluation<S, M> evaluation) {
    return new Builder<S, M>(evaluation);
  }

  /**
   * Returns a builder with every setting of this agent, to build one that differs in some.
   *
   * @return a new builder
   */
  public Builder<S, M> toBuilder() {
    return AlphaBetaAgent.builder(settings.evaluation())
        .ordering(settings.ordering())
        .tableKey(settings.tableKey())
        .maxDepth(settings.maxDepth())
        .tableBits(settings.tableBits())
        .clockCheckInterval(settings.clockCheckInterval());
  }

  Settings<S, M> settings() {
    return settings;
  }

  /**
   * {@inheritDoc}
   *
   * @throws IllegalStateException if the evaluation returns {@code NaN} or the ordering changes the
   *     moves
   * @throws NullPointerException if an argument is null
   */
  @Override
  public synchronized M chooseMove(S state, Budget budget) {
    return search(state, budget).move();
  }

  /**
   * {@inheritDoc}
   *
   * @throws IllegalStateException if the evaluation returns {@code NaN} or the ordering changes the
   *     moves
   * @throws NullPointerException if an argument is null
   */
  @Override
  public synchronized int chooseCode(Position<S, M> position, Budget budget) {
    return run(requireNonNull(position, "position"), budget).code();
  }

  /**
   * Searches a state and reports the chosen move with its value for the player to move (in the
   * scale of the class comment: above {@code WIN - 1e6} is a proven win), the last completed depth,
   * the nodes visited and whether the value is exact.
   *
   * @param state a state that is not terminal
   * @param budget how much the search may cost
   * @return the report
   * @throws IllegalArgumentException if {@code state} is terminal
   * @throws IllegalStateException if the evaluation returns {@code NaN} or the ordering changes the
   *     moves
   * @throws NullPointerException if an argument is null
   */
  synchronized SearchReport<M> search(S state, Budget budget) {
    Position<S, M> position = requireNonNull(state, "state").toPosition();
    return run(position, budget).report(position);
  }

  /** The outcome of one search, with the best move as a code. */
  private record Result(int code, double value, int depth, long work, boolean exact, Deadline run) {
    <S extends State<S, M>, M extends Move> SearchReport<M> report(Position<S, M> position) {
      return new SearchReport<>(position.move(code), value, depth, work, exact, run.elapsed());
    }
  }

  private Result run(Position<S, M> position, Budget budget) {
    requireNonNull(budget, "budget");
    Agents.checkNotTerminal(position);
    int[] rootMoves = movesAt(0, position);
    int count = Agents.orderedMoves(ordering, position, rootMoves);
    Deadline run = Deadline.start(budget, clockCheckInterval);
    int startDepth = position.depth();
    deadline = run;
    root = position.toMove().index();
    aborted = false;
    table.newGeneration();
    int best = rootMoves[0];
    double bestValue = 0;
    int completedDepth = 0;
    boolean exact = false;
    try {
      for (int depth = 1; depth <= maxDepth; depth++) {
        horizon = false;
        int iterationBest = -1;
        double iterationValue = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < count; i++) {
          int code = rootMoves[i];
          double value =
              childValue(position, code, 1, depth, iterationValue, Double.POSITIVE_INFINITY);
          if (aborted) {
            break;
          }
          if (value > iterationValue) {
            iterationValue = value;
            iterationBest = code;
          }
        }
        if (iterationBest >= 0) {
          best = iterationBest;
          bestValue = iterationValue;
        }
        if (aborted) {
          break;
        }
        completedDepth = depth;
        Agents.hintFirst(position, rootMoves, count, best);
        if (!horizon || Math.abs(bestValue) > PROVEN) {
          exact = true;
          break;
        }
      }
    } finally {
      Agents.undoTo(position, startDepth);
      deadline = null;
    }
    return new Result(best, bestValue, completedDepth, run.work(), exact, run);
  }

  /** Returns the reused buffer of ply {@code ply}, large enough for the position's legal moves. */
  private int[] movesAt(int ply, Position<S, M> position) {
    int[] codes = Agents.fit(movesByPly[ply], position.legalMoveCount());
    movesByPly[ply] = codes;
    return codes;
  }

  /**
   * The value, for the side to move in {@code position}, of playing {@code code} there; {@code
   * ply} is the child's distance from the root. If anything throws, the move stays played and
   * {@link #run} takes it back.
   */
  private double childValue(
      Position<S, M> position, int code, int ply, int depth, double alpha, double beta) {
    boolean parentIsRoot = position.toMove().index() == root;
    position.makeMove(code);
    boolean same = (position.toMove().index() == root) == parentIsRoot;
    double low = lift(alpha);
    double high = lift(beta);
    double x =
        same
            ? negamax(position, ply, depth - 1, low, high)
            : -negamax(position, ply, depth - 1, -high, -low);
    position.unmakeMove();
    return decay(x);
  }

  /** Moves a proven win or loss one point towards zero, for one more move before the end. */
  private static double decay(double x) {
    return x > PROVEN ? x - 1 : x < -PROVEN ? x + 1 : x;
  }

  /** The widest window bound in the child's scale whose decay is the given bound. */
  private static double lift(double y) {
    if (Double.isInfinite(y)) {
      return y;
    }
    return y >= PROVEN ? y + 1 : y <= -PROVEN ? y - 1 : y;
  }

  private double negamax(Position<S, M> position, int ply, int depth, double alpha, double beta) {
    Deadline deadline = requireNonNull(this.deadline, "negamax runs within a search");
    if (!deadline.take()) {
      aborted = true;
      return 0;
    }
    boolean rootToMove = position.toMove().index() == root;
    if (position.isTerminal()) {
      double utility = WIN * Outcomes.sign(position.outcome(), Player.of(root));
      return rootToMove ? utility : -utility;
    }
    if (depth <= 0) {
      horizon = true;
      double value =
          Outcomes.clampEvaluation(evaluation.evaluate(position, Player.of(root)), position);
      return rootToMove ? value : -value;
    }
    long key = tableKey.keyOf(position);
    int slot = table.probe(key);
    int hint = TranspositionTable.NO_MOVE;
    if (slot >= 0) {
      hint = table.move(slot);
      int priority = table.priority(slot);
      if (priority >= depth) {
        double value = table.value(slot);
        byte bound = table.bound(slot);
        if (bound == TranspositionTable.EXACT
            || (bound == TranspositionTable.LOWER && value >= beta)
            || (bound == TranspositionTable.UPPER && value <= alpha)) {
          if (priority < EXACT_PRIORITY) {
            horizon = true;
          }
          return value;
        }
      }
    }
    int[] moves = movesAt(ply, position);
    int count = Agents.orderedMoves(ordering, position, moves);
    Agents.hintFirst(position, moves, count, hint);
    boolean outerHorizon = horizon;
    horizon = false;
    double best = Double.NEGATIVE_INFINITY;
    int bestMove = TranspositionTable.NO_MOVE;
    double a = alpha;
    for (int i = 0; i < count; i++) {
      int code = moves[i];
      double value = childValue(position, code, ply + 1, depth, a, beta);
      if (aborted) {
        return 0;
      }
      if (value > best) {
        best = value;
        bestMove = code;
      }
      if (value > a) {
        a = value;
      }
      if (a >= beta) {
        break;
      }
    }
    byte bound =
        best <= alpha
            ? TranspositionTable.UPPER
            : best >= beta ? TranspositionTable.LOWER : TranspositionTable.EXACT;
    boolean exactSubtree = !horizon;
    horizon = outerHorizon || horizon;
    table.store(key, best, bound, exactSubtree ? EXACT_PRIORITY : depth, bestMove);
    return best;
  }

  /** Returns {@code alphabeta}. */
  @Override
  public String name() {
    return "alphabeta";
  }

  /** Returns a description of the settings. */
  @Override
  public String toString() {
    return "AlphaBetaAgent[maxDepth=" + maxDepth + ", tableBits=" + tableBits + "]";
  }

  /**
   * Configures an {@link AlphaBetaAgent}: each setter changes this builder and returns it.
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  public static final class Builder<S extends State<S, M>, M extends Move> {
    private final Evaluation<S, M> evaluation;
    private MoveOrdering<S, M> ordering = MoveOrdering.natural();
    private TableKey<S, M> tableKey = TableKey.positionHash();
    private int maxDepth = 100;
    private int tableBits = 18;
    private int clockCheckInterval = 32;

    private Builder(Evaluation<S, M> evaluation) {
      this.evaluation = requireNonNull(evaluation, "evaluation");
    }

    /**
     * Sets the move ordering (default: the position's order of legal moves). The best move found
     * in the transposition table is always searched first.
     *
     * @param ordering the ordering
     * @return this builder
     * @throws NullPointerException if {@code ordering} is null
     */
    @CanIgnoreReturnValue
    public Builder<S, M> ordering(MoveOrdering<S, M> ordering) {
      this.ordering = requireNonNull(ordering, "ordering");
      return this;
    }

    /**
     * Sets what identifies a position in the transposition table (default {@link
     * TableKey#positionHash()}). Positions with equal keys must have equal values for the whole
     * remaining game, including the scores that decide it.
     *
     * @param tableKey the key
     * @return this builder
     * @throws NullPointerException if {@code tableKey} is null
     */
    @CanIgnoreReturnValue
    public Builder<S, M> tableKey(TableKey<S, M> tableKey) {
      this.tableKey = requireNonNull(tableKey, "tableKey");
      return this;
    }

    /**
     * Sets the deepest iteration (default 100).
     *
     * @param maxDepth the maximum depth in moves
     * @return this builder
     * @throws IllegalArgumentException if {@code maxDepth} is less than one
     */
    @CanIgnoreReturnValue
    public Builder<S, M> maxDepth(int maxDepth) {
      checkArgument(maxDepth >= 1, "max depth must be >= 1, got %s", maxDepth);
      this.maxDepth = maxDepth;
      return this;
    }

    /**
     * Sets the largest size of the transposition table to {@code 2^tableBits} entries (default
     * 18; the table starts small and grows as it fills).
     *
     * @param tableBits the base-2 logarithm of the number of entries
     * @return this builder
     * @throws IllegalArgumentException if {@code tableBits} is not in 1..28
     */
    @CanIgnoreReturnValue
    public Builder<S, M> tableBits(int tableBits) {
      this.tableBits = TranspositionTable.checkBits(tableBits);
      return this;
    }

    /**
     * Sets how many nodes pass between two readings of the clock (default 32). A search may
     * overrun a time budget by about this many nodes, so lower it when the evaluation is costly
     * (for example to 1 for an evaluation of a millisecond).
     *
     * @param clockCheckInterval the number of nodes
     * @return this builder
     * @throws IllegalArgumentException if {@code clockCheckInterval} is less than one
     */
    @CanIgnoreReturnValue
    public Builder<S, M> clockCheckInterval(int clockCheckInterval) {
      checkArgument(
          clockCheckInterval >= 1, "clock check interval must be >= 1, got %s", clockCheckInterval);
      this.clockCheckInterval = clockCheckInterval;
      return this;
    }

    /**
     * Builds the agent.
     *
     * @return a new agent with its own transposition table
     */
    public AlphaBetaAgent<S, M> build() {
      return new AlphaBetaAgent<>(
          new Settings<>(evaluation, ordering, tableKey, maxDepth, tableBits, clockCheckInterval));
    }
  }
}
