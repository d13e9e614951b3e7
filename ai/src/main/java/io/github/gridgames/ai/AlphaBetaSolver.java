package io.github.gridgames.ai;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.Scores;
import io.github.gridgames.core.State;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * The generic exact {@link Solver}, for two-player games small enough to search to the end:
 * alpha-beta over exact game values with a transposition table, through the core interfaces only.
 *
 * <h2>Values</h2>
 *
 * <p>For a game that does not keep score the value of a state is +1, 0 or -1: a win, draw or loss
 * for the player to move with perfect play. For a game that {@linkplain
 * io.github.gridgames.core.Game#keepsScore() keeps score} it is the net score margin of the player
 * to move over the <em>rest</em> of the game: the points the player to move will still score minus
 * the points the opponent will still score, when both maximise that margin (the convention of the
 * published Dots and Boxes analyses; the points already scored do not count). Each move's points
 * are read as the change of the {@linkplain Position#score(Player) scores} from the position
 * before to the position after it. The verdict then follows from the final margin, the current
 * margin plus the value, which assumes (as the rules contract requires) that the top scorer wins
 * and equal scores draw.
 *
 * <p>Values are held from the perspective of the player to move in each position and negated only
 * when the player to move changes, so moves that earn another turn are handled exactly.
 *
 * <p>The search runs on the game's {@link Position} ({@link State#toPosition()} of the given
 * state): it plays and undoes move codes and lists legal moves into one reused buffer per ply, so
 * it allocates nothing per node. It checks the given state for {@linkplain
 * State#hasUnboundedLegalMoves() unbounded legal moves}; a game whose states are bounded at the top
 * but unbounded below is searched over the listed representatives there.
 *
 * <h2>Table</h2>
 *
 * <p>The transposition table holds {@code 2^tableBits} entries in two-slot buckets (one slot kept
 * for the largest subtree, one replaced always), keyed by a {@link TableKey} (by default {@link
 * TableKey#positionHash()}), with each entry's best move kept as a code and used only as a hint
 * (searched first if it is legal). Its entries are exact bounds of game values, so the table is
 * kept from one call to the next for the positions of one game, and forgotten when a call brings
 * a state of another game (as {@link Game#equals} tells); a key that merges positions must only
 * merge positions of equal value (for a score-keeping game the value does not depend on the
 * points already scored, so a key may leave them out).
 *
 * <p>Budget: each node is one work unit and the clock is read every 64 nodes; a solve that runs
 * out reports {@link SolveResult.Verdict#UNKNOWN}. An unlimited budget searches to the end.
 * Progress reports, every {@linkplain Builder#progressInterval(long) 100,000 nodes} by default,
 * carry the nodes and the time but no bounds.
 *
 * <p>Threads: the solver keeps its table from one call to the next and serialises its calls
 * ({@code solve} and {@code analyse} are synchronized), so one solver may be shared by threads that
 * then wait for each other.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class AlphaBetaSolver<S extends State<S, M>, M extends Move> implements Solver<S, M> {

  private static final int INFINITY = 1 << 29;

  private final Settings<S, M> settings;
  private final MoveOrdering<S, M> ordering;
  private final TableKey<S, M> tableKey;
  private final long progressEvery;
  private final TranspositionTable table;

  /** The listener of the solve in progress; null between solves and during an analysis. */
  private @Nullable Consumer<SolveProgress> progress;

  /** The legal codes of each ply below the root (index 0 is the root's), reused by every solve. */
  private int[][] movesByPly = new int[16][];

  /** The game whose positions the table holds; null before the first call. */
  private @Nullable Game<S, M> tableGame;

  /** The budget of the solve in progress; null between solves. */
  private @Nullable Deadline deadline;
  private boolean keepsScore;
  private boolean aborted;

  /** Every setting of a solver, as its builder had them. */
  record Settings<S extends State<S, M>, M extends Move>(
      MoveOrdering<S, M> ordering, TableKey<S, M> tableKey, int tableBits, long progressInterval) {}

  private AlphaBetaSolver(Settings<S, M> settings) {
    this.settings = settings;
    this.ordering = settings.ordering();
    this.tableKey = settings.tableKey();
    this.progressEvery = settings.progressInterval();
    this.table = new TranspositionTable(settings.tableBits(), true);
  }

  /**
   * Returns a solver with the default settings (see {@link Builder}).
   *
   * @param <S> the state type
   * @param <M> the move type
   * @return the solver
   */
  public static <S extends State<S, M>, M extends Move> AlphaBetaSolver<S, M> of() {
    return AlphaBetaSolver.<S, M>builder().build();
  }

  /**
   * Starts configuring a solver, from the defaults each setter of {@link Builder} states.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @return a new builder
   */
  public static <S extends State<S, M>, M extends Move> Builder<S, M> builder() {
    return new Builder<>();
  }

  /**
   * Returns a builder with every setting of this solver, to build one that differs in some.
   *
   * @return a new builder
   */
  public Builder<S, M> toBuilder() {
    return AlphaBetaSolver.<S, M>builder()
        .ordering(settings.ordering())
        .tableKey(settings.tableKey())
        .tableBits(settings.tableBits())
        .progressInterval(settings.progressInterval());
  }

  Settings<S, M> settings() {
    return settings;
  }

  /**
   * {@inheritDoc}
   *
   * <p>Progress reports come every {@linkplain Builder#progressInterval(long) progress interval}
   * nodes, without bounds.
   *
   * @throws IllegalArgumentException if the game does not have two players, or the state has
   *     {@linkplain State#hasUnboundedLegalMoves() unbounded legal moves}
   * @throws IllegalStateException if the game keeps score but the state has no scores
   * @throws NullPointerException if an argument is null
   */
  @Override
  public synchronized SolveResult<M> solve(S state, Budget budget, Consumer<SolveProgress> progress) {
    requireNonNull(progress, "progress");
    Deadline run = begin(state, budget);
    this.progress = progress;
    Position<S, M> position = state.toPosition();
    try {
      if (!run.take()) {
        return unknown(run);
      }
      if (position.isTerminal()) {
        int value = keepsScore ? 0 : Outcomes.sign(position.outcome(), position.toMove());
        return new SolveResult<>(
            verdictOf(state, value), value, Optional.empty(), run.work(), run.elapsed());
      }
      checkFinite(state);
      int[] moves = movesAt(0, position);
      int count = Agents.orderedMoves(ordering, position, moves);
      int best = -INFINITY;
      int bestMove = TranspositionTable.NO_MOVE;
      for (int i = 0; i < count; i++) {
        int value = childValue(position, moves[i], 1, best, INFINITY);
        if (aborted) {
          return unknown(run);
        }
        if (value > best) {
          best = value;
          bestMove = moves[i];
          if (!keepsScore && best >= 1) {
            break;
          }
        }
      }
      table.store(
          tableKey.keyOf(position), best, TranspositionTable.EXACT, priority(run.work()), bestMove);
      return new SolveResult<>(
          verdictOf(state, best),
          best,
          Optional.of(position.move(bestMove)),
          run.work(),
          run.elapsed());
    } finally {
      deadline = null;
      this.progress = null;
    }
  }

  /**
   * Returns the exact value of every legal move for the player to move, in the solver's move
   * order, each {@linkplain MoveBounds#exact exact} (the mover's value, on the scale of {@link
   * MoveBounds}); moves not solved when the budget runs out are {@linkplain MoveBounds#unknown
   * unknown}.
   *
   * @param state a state of a two-player game that is not terminal
   * @param budget the limit for all moves together
   * @return one value per legal move
   * @throws IllegalArgumentException if the state is terminal, the game does not have two players,
   *     or the state has {@linkplain State#hasUnboundedLegalMoves() unbounded legal moves}
   * @throws IllegalStateException if the game keeps score but the state has no scores
   * @throws NullPointerException if an argument is null
   */
  @Override
  public synchronized List<MoveBounds<M>> analyse(S state, Budget budget) {
    begin(state, budget);
    Position<S, M> position = state.toPosition();
    try {
      Agents.checkNotTerminal(position);
      checkFinite(state);
      int[] moves = movesAt(0, position);
      int count = Agents.orderedMoves(ordering, position, moves);
      List<MoveBounds<M>> values = new ArrayList<>(count);
      for (int i = 0; i < count; i++) {
        M move = position.move(moves[i]);
        int value = aborted ? 0 : childValue(position, moves[i], 1, -INFINITY, INFINITY);
        values.add(aborted ? MoveBounds.unknown(move) : MoveBounds.exact(move, value));
      }
      return List.copyOf(values);
    } finally {
      deadline = null;
    }
  }

  /** Forgets every entry of the transposition table. */
  public synchronized void clearTable() {
    table.newGeneration();
  }

  @CanIgnoreReturnValue
  private Deadline begin(S state, Budget budget) {
    requireNonNull(state, "state");
    requireNonNull(budget, "budget");
    Solver.checkAccepted(this, state);
    if (!state.game().equals(tableGame)) {
      table.newGeneration();
      tableGame = state.game();
    }
    keepsScore = state.game().keepsScore();
    aborted = false;
    deadline = Deadline.start(budget);
    return deadline;
  }

  private SolveResult<M> unknown(Deadline run) {
    return new SolveResult<>(SolveResult.Verdict.UNKNOWN, 0, Optional.empty(), run.work(), run.elapsed());
  }

  private SolveResult.Verdict verdictOf(S state, int value) {
    if (!keepsScore) {
      return SolveResult.Verdict.ofSign(value);
    }
    Scores scores =
        state
            .scores()
            .orElseThrow(
                () ->
                    new IllegalStateException(
                        "game " + state.game().id() + " keeps score but a state has no scores"));
    return SolveResult.Verdict.ofSign((long) scores.margin(state.toMove()) + value);
  }

  private static int priority(long nodes) {
    return 64 - Long.numberOfLeadingZeros(nodes);
  }

  private static void checkFinite(State<?, ?> state) {
    checkArgument(
        !state.hasUnboundedLegalMoves(),
        "the solver needs finitely many legal moves, but this state has unboundedly many:\n%s",
        state.render());
  }

  /** Returns the reused buffer of ply {@code ply}, large enough for the position's legal moves. */
  private int[] movesAt(int ply, Position<S, M> position) {
    if (ply >= movesByPly.length) {
      movesByPly = Arrays.copyOf(movesByPly, 2 * ply);
    }
    int[] codes = Agents.fit(movesByPly[ply], position.legalMoveCount());
    movesByPly[ply] = codes;
    return codes;
  }

  /**
   * The value of playing {@code code} for the player to move in {@code position}; {@code ply} is
   * the child's distance from the root. The position is as it was when this returns normally.
   */
  private int childValue(Position<S, M> position, int code, int ply, int alpha, int beta) {
    Player mover = position.toMove();
    if (!keepsScore) {
      position.makeMove(code);
      int value =
          position.toMove().equals(mover)
              ? negamax(position, ply, alpha, beta)
              : -negamax(position, ply, -beta, -alpha);
      position.unmakeMove();
      return value;
    }
    Player opponent = mover.next(2);
    int before = position.score(mover) - position.score(opponent);
    position.makeMove(code);
    int gain = position.score(mover) - position.score(opponent) - before;
    int value =
        position.toMove().equals(mover)
            ? gain + negamax(position, ply, alpha - gain, beta - gain)
            : gain - negamax(position, ply, gain - beta, gain - alpha);
    position.unmakeMove();
    return value;
  }

  private int negamax(Position<S, M> position, int ply, int alpha, int beta) {
    Deadline deadline = requireNonNull(this.deadline, "negamax runs within a solve");
    if (!deadline.take()) {
      aborted = true;
      return 0;
    }
    long start = deadline.work();
    Consumer<SolveProgress> progress = this.progress;
    if (progress != null && start % progressEvery == 0) {
      progress.accept(new SolveProgress(start, deadline.elapsed()));
    }
    if (position.isTerminal()) {
      return keepsScore ? 0 : Outcomes.sign(position.outcome(), position.toMove());
    }
    if (!keepsScore) {
      // Values are -1, 0 or +1, so this window loses nothing and cuts as soon as a win is found.
      alpha = Math.max(alpha, -1);
      beta = Math.min(beta, 1);
    }
    long key = tableKey.keyOf(position);
    int slot = table.probe(key);
    int hint = TranspositionTable.NO_MOVE;
    if (slot >= 0) {
      int value = (int) table.value(slot);
      byte bound = table.bound(slot);
      hint = table.move(slot);
      if (bound == TranspositionTable.EXACT) {
        return value;
      } else if (bound == TranspositionTable.LOWER) {
        if (value >= beta) {
          return value;
        }
        alpha = Math.max(alpha, value);
      } else {
        if (value <= alpha) {
          return value;
        }
        beta = Math.min(beta, value);
      }
    }
    int[] moves = movesAt(ply, position);
    int count = Agents.orderedMoves(ordering, position, moves);
    Agents.hintFirst(position, moves, count, hint);
    int best = -INFINITY;
    int bestMove = TranspositionTable.NO_MOVE;
    int a = alpha;
    for (int i = 0; i < count; i++) {
      int value = childValue(position, moves[i], ply + 1, a, beta);
      if (aborted) {
        return 0;
      }
      if (value > best) {
        best = value;
        bestMove = moves[i];
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
    table.store(key, best, bound, priority(deadline.work() - start + 1), bestMove);
    return best;
  }

  /** Returns a description of the settings, such as {@code AlphaBetaSolver[tableBits=20]}. */
  @Override
  public String toString() {
    return "AlphaBetaSolver[tableBits=" + settings.tableBits() + "]";
  }

  /**
   * Configures an {@link AlphaBetaSolver}: each setter changes this builder and returns it.
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  public static final class Builder<S extends State<S, M>, M extends Move> {
    private MoveOrdering<S, M> ordering = MoveOrdering.natural();
    private TableKey<S, M> tableKey = TableKey.positionHash();
    private int tableBits = 20;
    private long progressInterval = 100_000;

    private Builder() {}

    /**
     * Sets the move ordering (default: the state's order of legal moves). Inside the search the
     * best move found in the table goes first; at the top the reported best move is the first
     * move of this ordering that achieves the value.
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
     * TableKey#positionHash()}); see the class comment for what a key may merge.
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
     * Sets the largest size of the transposition table to {@code 2^tableBits} entries (default
     * 20; the table starts small and grows as it fills).
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
     * Sets how many nodes pass between two progress reports of {@link AlphaBetaSolver#solve}
     * (default 100,000).
     *
     * @param everyNodes the number of nodes between two reports
     * @return this builder
     * @throws IllegalArgumentException if {@code everyNodes} is not positive
     */
    @CanIgnoreReturnValue
    public Builder<S, M> progressInterval(long everyNodes) {
      checkArgument(everyNodes >= 1, "progress interval must be >= 1 node, got %s", everyNodes);
      this.progressInterval = everyNodes;
      return this;
    }

    /**
     * Builds the solver.
     *
     * @return a new solver with its own transposition table
     */
    public AlphaBetaSolver<S, M> build() {
      return new AlphaBetaSolver<>(new Settings<>(ordering, tableKey, tableBits, progressInterval));
    }
  }
}
