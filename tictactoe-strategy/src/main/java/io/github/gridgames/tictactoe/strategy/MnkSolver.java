package io.github.gridgames.tictactoe.strategy;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.github.gridgames.ai.MoveBounds;
import io.github.gridgames.ai.SolveProgress;
import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.ai.Solver;
import io.github.gridgames.core.Budget;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkPosition;
import io.github.gridgames.tictactoe.MnkState;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * The exact {@link Solver} of one m,n,k-game: the value of a position for the player to move
 * (+1, 0 or -1 for a win, a draw or a loss with perfect play) and a best move, and the value of
 * every legal move, for a hint or a post-mortem. {@link MnkPerfectAgent} plays by it.
 *
 * <h2>The search</h2>
 *
 * <p>Null-window alpha-beta tests over the values +1, 0 and -1 ("is it a win?", then "is it at
 * least a draw?"), on the game's {@link MnkPosition}: a player who can complete a line has won;
 * when turns alternate a player facing two threats has lost and one facing a single threat must
 * block it; a transposition table keeps two bounds per position under a key shared by the images
 * of the position under the board's symmetries; the other moves go best-first by a history score,
 * then from the centre outwards. Values are compared by the player to move, so turn orders where a
 * player moves twice in a row (Connect6) are solved exactly too.
 *
 * <p>When k is 5 or more and turns alternate on a board of at most 64 cells, each solve first
 * tries to prove that a player cannot make a line at all, in the Maker-Breaker game of the board
 * (the other player only blocks): with relevance zones (a maker's move outside the cells a proof
 * depends on is no better than a pass and is not searched) and pairing strategies (every open
 * line holds a pair of empty cells of its own, and the blocker answers one cell of a pair with the
 * other). Such a proof settles a draw bound at once; where it fails, the search above decides.
 * Tic-Tac-Toe solves in milliseconds; 5,5,4 (a draw) and 6,5,4 (a first-player win) from the
 * empty board in seconds, 6,6,5 and 7,7,5 (draws) in a few thousand nodes.
 *
 * <p>The table holds exact bounds, so it is kept from one call to the next: after the first move
 * of a game the following ones cost little. It is allocated at the first call.
 *
 * <p>Budget: one work unit per search node; the clock is read regularly. Progress reports carry
 * the bounds proven so far: the upper bound falls from a win to a draw when "is it a win?" fails,
 * the lower bound rises when a test succeeds; when the budget runs out first, one last report
 * carries the bounds the search proved.
 *
 * <p>Threads: the solver keeps its table between calls and serialises its calls, so threads may
 * share one solver and wait for each other.
 */
public final class MnkSolver implements Solver<MnkState, Cell> {

  /** Every setting of a solver, as its builder had them. */
  record Settings(MnkGame game, int tableBits, long progressInterval, boolean breakerProofs) {}

  /** The smallest k for which solves try Maker-Breaker proofs by default. */
  private static final int BREAKER_PROOFS_FROM_K = 5;

  private final Settings settings;
  private final MnkGame game;
  private final CentreFirst centreFirst;
  private @Nullable PerfectSearch search;

  private MnkSolver(Settings settings) {
    this.settings = settings;
    this.game = settings.game();
    this.centreFirst = new CentreFirst(game);
  }

  /**
   * Returns the solver of a game with the default settings (see {@link Builder}).
   *
   * @param game the game
   * @return the solver
   * @throws NullPointerException if {@code game} is null
   */
  public static MnkSolver of(MnkGame game) {
    return builder(game).build();
  }

  /**
   * Starts configuring the solver of a game, from the defaults each setter of {@link Builder}
   * states.
   *
   * @param game the game
   * @return a new builder
   * @throws NullPointerException if {@code game} is null
   */
  public static Builder builder(MnkGame game) {
    return new Builder(game);
  }

  /**
   * Returns a builder with every setting of this solver, to build one that differs in some.
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    return builder(game)
        .tableBits(settings.tableBits())
        .progressInterval(settings.progressInterval())
        .breakerProofs(settings.breakerProofs());
  }

  Settings settings() {
    return settings;
  }

  /**
   * Returns the game this solver solves.
   *
   * @return the game
   */
  public MnkGame game() {
    return game;
  }

  /**
   * {@inheritDoc}
   *
   * @throws IllegalArgumentException if the state belongs to another game, or the solver refuses
   *     the game
   */
  @Override
  public synchronized SolveResult<Cell> solve(MnkState state, Budget budget, Consumer<SolveProgress> progress) {
    checkGame(state);
    requireNonNull(budget, "budget");
    requireNonNull(progress, "progress");
    long start = System.nanoTime();
    PerfectSearch.Result result = search().solve(state, budget, settings.progressInterval(), progress);
    Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
    if (!result.complete()) {
      return new SolveResult<>(SolveResult.Verdict.UNKNOWN, 0, Optional.empty(), result.nodes(), elapsed);
    }
    Optional<Cell> best =
        result.bestMove() < 0 ? Optional.empty() : Optional.of(game.cells().get(result.bestMove()));
    return new SolveResult<>(
        SolveResult.Verdict.ofSign(result.value()), result.value(), best, result.nodes(), elapsed);
  }

  /**
   * Returns the value of every legal move of a state for the player who makes it (+1 win, 0 draw,
   * -1 loss if both then play perfectly), exactly where the search finished within the budget,
   * else the bounds it proved. The moves share the table and one budget.
   *
   * @param state a state of this solver's game that is not terminal
   * @param budget the limit for all the moves together
   * @return one entry per legal move, in cell order (row by row)
   * @throws IllegalArgumentException if the state is terminal, belongs to another game, or the
   *     solver refuses the game
   * @throws NullPointerException if an argument is null
   */
  @Override
  public synchronized List<MoveBounds<Cell>> analyse(MnkState state, Budget budget) {
    checkGame(state);
    requireNonNull(budget, "budget");
    checkArgument(
        !state.isTerminal(), "cannot value the moves of a finished game (%s): %s", state.outcome(), state);
    List<MoveBounds<Cell>> moves = new ArrayList<>();
    for (PerfectSearch.MoveResult move : search().analyse(state, budget)) {
      moves.add(new MoveBounds<>(game.cells().get(move.cell()), move.lower(), move.upper()));
    }
    return List.copyOf(moves);
  }

  /** Returns the search, made at the first call. */
  private PerfectSearch search() {
    PerfectSearch made = search;
    if (made == null) {
      made = new PerfectSearch(game, centreFirst, settings.tableBits(), settings.breakerProofs());
      search = made;
    }
    return made;
  }

  /** Returns the cell of the centre-first order that comes first among the legal cells. */
  Cell centreMost(MnkPosition position) {
    int[] codes = new int[game.cellCount()];
    int count = position.legalMoves(codes);
    centreFirst.order(position, codes, count);
    return game.cells().get(codes[0]);
  }

  private void checkGame(MnkState state) {
    requireNonNull(state, "state");
    checkArgument(state.game().equals(game), "this solver solves %s, not %s", game, state.game());
    Solver.checkAccepted(this, state);
  }

  /** Returns a description naming the game. */
  @Override
  public String toString() {
    return "MnkSolver[" + game + ", tableBits=" + settings.tableBits() + "]";
  }

  /** Configures an {@link MnkSolver}: each setter changes this builder and returns it. */
  public static final class Builder {
    private final MnkGame game;
    private int tableBits;
    private long progressInterval = 100_000;
    private boolean breakerProofs;

    private Builder(MnkGame game) {
      this.game = requireNonNull(game, "game");
      this.tableBits = Math.max(12, Math.min(20, game.cellCount() + 3));
      this.breakerProofs = game.k() >= BREAKER_PROOFS_FROM_K;
    }

    /**
     * Sets whether the first position of every solve is first bounded by Maker-Breaker proofs
     * ({@link BreakerSearch}); by default only when k is at least 5, where the defender's own
     * threats are seldom needed and such a proof is usually quick. For the tests, which use them on
     * small boards too.
     */
    @CanIgnoreReturnValue
    Builder breakerProofs(boolean enabled) {
      this.breakerProofs = enabled;
      return this;
    }

    /**
     * Sets the size of the transposition table to {@code 2^tableBits} entries of 16 bytes. By
     * default it is sized for the board: {@code cellCount + 3} bits, between 12 and 20 (16 MiB).
     *
     * @param tableBits the base-2 logarithm of the table size
     * @return this builder
     * @throws IllegalArgumentException if {@code tableBits} is not in 1..28
     */
    @CanIgnoreReturnValue
    public Builder tableBits(int tableBits) {
      checkArgument(tableBits >= 1 && tableBits <= 28, "tableBits must be in 1..28, got %s", tableBits);
      this.tableBits = tableBits;
      return this;
    }

    /**
     * Sets how many nodes pass between two progress reports of {@link MnkSolver#solve} (default
     * 100,000).
     *
     * @param everyNodes the number of nodes, at least 1
     * @return this builder
     * @throws IllegalArgumentException if {@code everyNodes} is not positive
     */
    @CanIgnoreReturnValue
    public Builder progressInterval(long everyNodes) {
      checkArgument(everyNodes >= 1, "progress interval must be >= 1 node, got %s", everyNodes);
      this.progressInterval = everyNodes;
      return this;
    }

    /**
     * Builds the solver.
     *
     * @return the solver; its table is allocated at its first call
     */
    public MnkSolver build() {
      return new MnkSolver(new Settings(game, tableBits, progressInterval, breakerProofs));
    }
  }
}
