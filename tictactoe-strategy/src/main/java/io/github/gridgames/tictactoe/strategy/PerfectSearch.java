package io.github.gridgames.tictactoe.strategy;

import io.github.gridgames.ai.Deadline;
import io.github.gridgames.ai.SolveProgress;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.core.internal.Hashing;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkPosition;
import io.github.gridgames.tictactoe.MnkState;
import io.github.gridgames.tictactoe.internal.MnkSearch;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * The exact search of one m,n,k-game behind {@link MnkSolver}: alpha-beta over the game values
 * +1, 0 and -1 of the player to move, on the game's {@link MnkPosition} (its play and undo are the
 * only rules used; its {@link MnkSearch#winningCells} finds wins and threats).
 *
 * <ul>
 *   <li>A player who can complete a line now has won; no move is searched.
 *   <li>When turns alternate, a player facing two threats has lost, and a player facing one must
 *       block it: only that move is searched.
 *   <li>A transposition table keeps two bounds per position under a key shared by all images of
 *       the position under the board's symmetries, with the best move in a frame of reference
 *       shared by the images.
 *   <li>A player who has no line of k cells free of the other's stones can no longer win: the
 *       value is at most 0 (at least 0 when it is the opponent). When overlines win, moves where
 *       no line can be made any more are not searched: such a stone is a pass, never better.
 *   <li>The other moves are searched best-first by line potential (the open lines through the
 *       cell, for the mover to attack and for the opponent to block, weighing more the more
 *       stones they hold), then by a history score (how often a move on that cell refuted the
 *       others), then from the centre outwards.
 * </ul>
 *
 * <p>Before the tests, when enabled (by default for k of 5 or more, see {@link MnkSolver}), a
 * {@link BreakerSearch} may settle the bounds of the first position: the upper bound falls to a
 * draw when the player to move provably cannot make a line even if the opponent only blocks, the
 * lower bound rises to a draw, with the move that does it, when the opponent provably cannot. Each
 * such proof is limited to {@code BREAKER_NODES} nodes, after which the tests go on without it.
 *
 * <p>The value of the first position is found by null-window tests "is the value at least t?",
 * from the highest value still possible downwards (a win, then a draw): each test raises the
 * lower bound or lowers the upper bound, which progress reports and an incomplete result carry.
 *
 * <p>Values are kept for the player to move and negated only when the player to move changes, so
 * turn orders where a player moves twice (Connect6) are searched exactly. The table holds exact
 * bounds, so it is kept from one search to the next. Not thread-safe.
 */
final class PerfectSearch {

  private static final long KEY_SALT = 0x2545F4914F6CDD1DL;
  private static final int NO_MOVE = -1;
  /** Table entries: a value bound is stored as {@code bound + 1}, 0 to 2, in two bits. */
  private static final int LOWER_SHIFT = 0;
  private static final int UPPER_SHIFT = 2;
  private static final int MOVE_SHIFT = 4;
  private static final int MOVE_BITS = 13;
  private static final int WORK_SHIFT = MOVE_SHIFT + MOVE_BITS;
  /** The largest history score and line potential that order moves (they share a long). */
  private static final int HISTORY_CAP = 1 << 24;
  private static final int POTENTIAL_CAP = (1 << 22) - 1;

  private final int cells;
  private final boolean alternating;
  private final boolean overlinesWin;
  /** {@code maps[s][cell]}: the image of a cell under symmetry s; {@code inverse[s]} undoes it. */
  private final int[][] maps;
  private final int[][] inverse;
  /** {@code keys[s][cell * 2 + p]}: the key of a stone of player p on the image of the cell. */
  private final long[][] keys;
  private final CentreFirst centreFirst;
  /** The largest Maker-Breaker table, 2^20 entries of 29 bytes. */
  private static final int BREAKER_TABLE_BITS = 20;
  /** The most nodes one Maker-Breaker proof may take before the search goes on without it. */
  private static final long BREAKER_NODES = 5_000_000;
  private final boolean breakerApplies;
  private final int breakerTableBits;
  private @Nullable BreakerSearch breakers;
  /** {@code history[p * cells + cell]}: how often a move there by player p cut the search. */
  private final int[] history;
  private final long[] tableKeys;
  private final long[] tableData;
  private final int tableMask;

  @SuppressWarnings("NullAway.Init") // begin() sets it before every search
  private MnkPosition position;
  private final long[] hashes;
  private int[][] movesByPly = new int[0][];
  private int[][] potentialByPly = new int[0][];
  private final long[] sortKeys;
  /**
   * The weight of a line still open for the mover by its number of the mover's stones (1, 3, 9,
   * ...), and of a line still open for the opponent by the opponent's stones (1, 2, 4, ...): attack
   * counts for more than defence.
   */
  private final int[] weights;
  private final int[] defenceWeights;
  private final int[] threats;
  @SuppressWarnings("NullAway.Init") // begin() sets it before every search
  private Deadline deadline;
  private boolean aborted;
  @SuppressWarnings("NullAway.Init") // begin() sets it before every search
  private Consumer<SolveProgress> progress;
  private long progressEvery;
  private long nextProgress;
  /** The bounds of the value of the first position proven so far, for the player to move there. */
  private int rootLower;
  private int rootUpper;

  PerfectSearch(MnkGame game, CentreFirst centreFirst, int tableBits, boolean breakerProofs) {
    this.centreFirst = centreFirst;
    this.cells = game.cellCount();
    this.alternating = game.turnPolicy() == TurnPolicy.ALTERNATE;
    this.overlinesWin = game.overlines() == MnkGame.OverlineRule.WIN;
    List<MnkGame.Symmetry> symmetries = game.symmetries();
    this.maps = new int[symmetries.size()][cells];
    this.inverse = new int[symmetries.size()][cells];
    this.keys = new long[symmetries.size()][2 * cells];
    for (int s = 0; s < maps.length; s++) {
      for (int cell = 0; cell < cells; cell++) {
        Cell image = symmetries.get(s).apply(game, game.cells().get(cell));
        int to = image.row() * game.cols() + image.col();
        maps[s][cell] = to;
        inverse[s][to] = cell;
        keys[s][2 * cell] = Hashing.key(KEY_SALT, 2L * to);
        keys[s][2 * cell + 1] = Hashing.key(KEY_SALT, 2L * to + 1);
      }
    }
    this.history = new int[2 * cells];
    this.breakerTableBits = Math.max(10, Math.min(BREAKER_TABLE_BITS, cells + 3));
    this.breakerApplies = breakerProofs && BreakerSearch.appliesTo(game);
    this.tableKeys = new long[1 << tableBits];
    this.tableData = new long[1 << tableBits];
    this.tableMask = (1 << tableBits) - 2;
    this.hashes = new long[maps.length];
    this.threats = new int[cells];
    this.sortKeys = new long[cells];
    this.weights = new int[game.k() + 1];
    this.defenceWeights = new int[game.k() + 1];
    for (int n = 0; n <= game.k(); n++) {
      weights[n] = (int) Math.min(1 << 20, Math.round(Math.pow(3, n)));
      defenceWeights[n] = 1 << Math.min(n, 20);
    }
  }

  /**
   * The outcome of a search: the value for the player to move (exact when complete), a best move,
   * the cost, and the bounds of the value proven (equal to the value when complete).
   */
  record Result(int value, int bestMove, long nodes, boolean complete, int lower, int upper) {}

  /** What an analysis found of one move: the bounds of its value for the player who makes it. */
  record MoveResult(int cell, int lower, int upper) {}

  /**
   * Solves a state: its value for the player to move and a move that achieves it ({@link
   * #NO_MOVE} in a finished game), within the budget, with a progress report to the listener
   * every {@code every} nodes (none if 0), and a last one when the budget ends the search.
   */
  Result solve(MnkState state, Budget budget, long every, Consumer<SolveProgress> listener) {
    begin(state, budget, every, listener);
    if (position.isTerminal()) {
      int value = terminalValue();
      return new Result(value, NO_MOVE, 0, true, value, value);
    }
    Result result = solveRoot();
    if (!result.complete() && progressEvery > 0) {
      report(); // the bounds the search proved
    }
    return result;
  }

  /** Sends a progress report with the bounds proven at the first position. */
  private void report() {
    progress.accept(new SolveProgress(deadline.work(), deadline.elapsed(), rootLower, rootUpper));
  }

  /**
   * Returns the bounds of the value of every legal move of a state that is not terminal, for the
   * player who makes it, in cell order, within one budget for all (searched from the centre
   * outwards): exact where the search finished.
   */
  List<MoveResult> analyse(MnkState state, Budget budget) {
    begin(state, budget, 0, p -> {});
    Player mover = position.toMove();
    int me = mover.index();
    int[] moves = new int[cells];
    int count = position.legalMoves(moves);
    // from the centre out: the strongest moves first, their table entries help the others
    centreFirst.order(position, moves, count);
    List<MoveResult> results = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      int cell = moves[i];
      play(cell, me);
      if (position.isTerminal()) {
        Outcome outcome = position.outcome();
        int value = outcome.isDraw() ? 0 : outcome.isWinner(mover) ? 1 : -1;
        results.add(new MoveResult(cell, value, value));
      } else {
        Result after = solveRoot();
        boolean same = position.toMove().equals(mover);
        results.add(
            same
                ? new MoveResult(cell, after.lower(), after.upper())
                : new MoveResult(cell, -after.upper(), -after.lower()));
      }
      undo(cell, me);
    }
    results.sort(Comparator.comparingInt(MoveResult::cell));
    return results;
  }

  /** Starts a search of a state: the deadline, the progress reports and the symmetric hashes. */
  private void begin(MnkState state, Budget budget, long every, Consumer<SolveProgress> listener) {
    deadline = Deadline.start(budget);
    aborted = false;
    progress = listener;
    progressEvery = every;
    nextProgress = every > 0 ? every : Long.MAX_VALUE;
    position = state.toPosition();
    Arrays.fill(hashes, 0L);
    for (int cell = 0; cell < cells; cell++) {
      if (!position.isEmpty(cell)) {
        toggle(cell, position.owner(cell).orElseThrow().index());
      }
    }
  }

  /**
   * Finds the value of the current position, which is not terminal, by null-window tests from the
   * highest possible value down, and a move that achieves it; stops with the bounds proven so far
   * when the budget runs out.
   */
  private Result solveRoot() {
    long start = deadline.work();
    Player mover = position.toMove();
    rootLower = MnkSearch.canStillWin(position, mover.next(2)) ? -1 : 0;
    rootUpper = MnkSearch.canStillWin(position, mover) ? 1 : 0;
    int[] best = {NO_MOVE};
    int bestMove = NO_MOVE;
    // the move that achieves rootLower, when known
    int lowerMove = NO_MOVE;
    if (breakerApplies && rootLower < rootUpper) {
      lowerMove = breakerBounds();
    }
    while (rootLower < rootUpper && !aborted) {
      int t = rootUpper;
      int value = search(t - 1, t, 0, best);
      if (aborted) {
        break;
      }
      if (value >= t) {
        rootLower = t;
        lowerMove = best[0];
      } else {
        // every move is worth at most value; when no move is known to achieve the lower bound,
        // any of them does (a test that raised it would have ended the loop)
        rootUpper = value;
        bestMove = best[0];
      }
    }
    if (lowerMove != NO_MOVE) {
      bestMove = lowerMove;
    } else if (bestMove == NO_MOVE && !aborted) {
      bestMove = anyMove();
    }
    long nodes = deadline.work() - start;
    if (aborted) {
      return new Result(0, NO_MOVE, nodes, false, rootLower, rootUpper);
    }
    return new Result(rootLower, bestMove, nodes, true, rootLower, rootUpper);
  }

  /**
   * Tightens the bounds of the first position with Maker-Breaker proofs ({@link BreakerSearch}):
   * the upper bound falls to a draw when the player to move provably cannot make a line, the lower
   * bound rises to a draw when the opponent provably cannot. Returns the move that keeps the
   * opponent from a line when that was proved, else {@link #NO_MOVE}.
   */
  private int breakerBounds() {
    BreakerSearch prover = breakers;
    if (prover == null) {
      prover = new BreakerSearch(position.game(), breakerTableBits);
      breakers = prover;
    }
    Player mover = position.toMove();
    long mine = stones(mover);
    long theirs = stones(mover.next(2));
    if (rootUpper > 0) {
      BreakerSearch.Verdict verdict = prover.solve(mine, theirs, true, deadline, BREAKER_NODES);
      if (verdict == BreakerSearch.Verdict.BREAKER_WINS) {
        rootUpper = 0;
      }
    }
    int move = NO_MOVE;
    if (rootLower < 0 && rootLower < rootUpper && !deadline.isExhausted()) {
      BreakerSearch.Verdict verdict = prover.solve(theirs, mine, false, deadline, BREAKER_NODES);
      if (verdict == BreakerSearch.Verdict.BREAKER_WINS && prover.firstMove() >= 0) {
        rootLower = 0;
        move = prover.firstMove();
      }
    }
    if (deadline.isExhausted()) {
      aborted = true;
    }
    return move;
  }

  /** Returns the stones of a player as a mask of cell codes (the board has at most 64 cells). */
  private long stones(Player player) {
    long mask = 0;
    for (int cell = 0; cell < cells; cell++) {
      if (!position.isEmpty(cell) && position.owner(cell).orElseThrow().equals(player)) {
        mask |= 1L << cell;
      }
    }
    return mask;
  }

  /** Returns the first legal move of the position, which is not terminal. */
  private int anyMove() {
    int[] moves = new int[cells];
    int count = position.legalMoves(moves);
    return count > 0 ? moves[0] : NO_MOVE;
  }

  /** The value of the finished position for the player to move: +1 won, 0 drawn, -1 lost. */
  private int terminalValue() {
    Outcome outcome = position.outcome();
    return outcome.isDraw() ? 0 : outcome.isWinner(position.toMove()) ? 1 : -1;
  }

  private void toggle(int cell, int player) {
    for (int s = 0; s < hashes.length; s++) {
      hashes[s] ^= keys[s][2 * cell + player];
    }
  }

  private void play(int cell, int player) {
    position.makeMove(cell);
    toggle(cell, player);
  }

  private void undo(int cell, int player) {
    position.unmakeMove();
    toggle(cell, player);
  }

  /**
   * Returns the value for the player to move within the window ({@code alpha}, {@code beta}) of
   * -1..1, as alpha-beta does (a bound outside the window); at the root ({@code ply} 0) writes a
   * best move to {@code best[0]}.
   */
  private int search(int alpha, int beta, int ply, int @Nullable [] best) {
    if (!deadline.take()) {
      aborted = true;
      return 0;
    }
    if (deadline.work() >= nextProgress) {
      nextProgress += progressEvery;
      report();
    }
    Player mover = position.toMove();
    int me = mover.index();
    int[] moves = buffer(ply);
    // When turns alternate, the move that led here blocked every win of the mover (or there was
    // none); otherwise look.
    if ((ply == 0 || !alternating) && MnkSearch.winningCells(position, mover, moves) > 0) {
      if (best != null) {
        best[0] = moves[0];
      }
      return 1;
    }
    // The table, under the smallest of the image hashes; s is the image it comes from.
    int s = 0;
    for (int i = 1; i < hashes.length; i++) {
      if (Long.compareUnsigned(hashes[i], hashes[s]) < 0) {
        s = i;
      }
    }
    long key = hashes[s];
    int slot = probe(key);
    int hint = NO_MOVE;
    int lower = -1;
    int upper = 1;
    if (slot >= 0) {
      long data = tableData[slot];
      lower = (int) (data >>> LOWER_SHIFT & 3) - 1;
      upper = (int) (data >>> UPPER_SHIFT & 3) - 1;
      int stored = (int) (data >>> MOVE_SHIFT & ((1 << MOVE_BITS) - 1)) - 1;
      hint = stored < 0 ? NO_MOVE : inverse[s][stored];
      if (best == null) {
        if (lower >= beta || lower == upper) {
          return lower;
        }
        if (upper <= alpha) {
          return upper;
        }
      }
    }
    // Who can still win: a player with no line free of the other's stones cannot.
    Player opponent = mover.next(2);
    if (!MnkSearch.canStillWin(position, mover)) {
      upper = Math.min(upper, 0);
    }
    if (!MnkSearch.canStillWin(position, opponent)) {
      lower = Math.max(lower, 0);
    }
    if (best == null && (lower >= beta || upper <= alpha || lower == upper)) {
      return lower >= beta || lower == upper ? lower : upper;
    }
    int a = Math.max(alpha, best == null ? lower : -1);
    int b = Math.min(beta, best == null ? upper : 1);
    long start = deadline.work();
    int count;
    int forced = alternating ? MnkSearch.winningCells(position, opponent, threats) : 0;
    if (forced >= 2) {
      // Two threats: one block cannot stop both.
      if (best != null) {
        best[0] = threats[0];
      }
      store(key, s, -1, -1, threats[0], start);
      return -1;
    } else if (forced == 1) {
      moves[0] = threats[0];
      count = 1;
    } else {
      // When overlines win, a stone where it can never be part of a line is a pass: never better.
      count = overlinesWin ? MnkSearch.openCells(position, moves) : 0;
      if (count == 0) { // every move is as good as another, or overlines do not win
        count = position.legalMoves(moves);
      }
      order(moves, count, mover, hint, ply);
    }
    int value = -2;
    int bestMove = NO_MOVE;
    for (int i = 0; i < count && value < b; i++) {
      int cell = moves[i];
      play(cell, me);
      int child;
      if (position.isTerminal()) {
        Outcome outcome = position.outcome();
        child = outcome.isDraw() ? 0 : outcome.isWinner(mover) ? 1 : -1;
      } else if (position.toMove().equals(mover)) {
        child = search(Math.max(a, value), b, ply + 1, null);
      } else {
        child = -search(-b, -Math.max(a, value), ply + 1, null);
      }
      undo(cell, me);
      if (aborted) {
        return 0;
      }
      if (child > value) {
        value = child;
        bestMove = cell;
      }
    }
    if (best != null) {
      best[0] = bestMove;
    }
    if (value >= b && count > 1) {
      int h = me * cells + bestMove;
      history[h] = Math.min(HISTORY_CAP, history[h] + 1 + (cells - ply));
    }
    // What this search proves, added to what the table knew: a fail-low is an upper bound, a
    // cut-off a lower bound, anything between the exact value.
    int newLower = lower;
    int newUpper = upper;
    if (value <= a) {
      newUpper = Math.min(upper, value);
    } else if (value >= b) {
      newLower = Math.max(lower, value);
    } else {
      newLower = value;
      newUpper = value;
    }
    store(key, s, newLower, newUpper, bestMove, start);
    return value;
  }

  /** Returns the reused move buffer of a ply. */
  private int[] buffer(int ply) {
    if (ply >= movesByPly.length) {
      movesByPly = Arrays.copyOf(movesByPly, ply + 8);
      potentialByPly = Arrays.copyOf(potentialByPly, ply + 8);
    }
    if (movesByPly[ply] == null) {
      movesByPly[ply] = new int[cells];
      potentialByPly[ply] = new int[cells];
    }
    return movesByPly[ply];
  }

  /**
   * Sorts the moves: the table's move first, then by line potential (the lines of k cells through
   * the cell that are still open for the mover, to attack, and for the opponent, to block, each
   * weighing more the more stones it holds), then by history score, then nearest the centre.
   */
  private void order(int[] moves, int count, Player mover, int hint, int ply) {
    int me = mover.index();
    int[] potential = potentialByPly[ply];
    Arrays.fill(potential, 0);
    MnkSearch.addLinePotential(position, mover, weights, potential);
    MnkSearch.addLinePotential(position, mover.next(2), defenceWeights, potential);
    long[] keysToSort = sortKeys;
    for (int i = 0; i < count; i++) {
      int cell = moves[i];
      long score =
          cell == hint
              ? Long.MAX_VALUE
              : (long) Math.min(potential[cell], POTENTIAL_CAP) << 40
                  | (long) history[me * cells + cell] << 13
                  | 8191 - centreFirst.distance(cell); // at most 2 * 63^2
      int j = i;
      while (j > 0 && keysToSort[j - 1] < score) {
        keysToSort[j] = keysToSort[j - 1];
        moves[j] = moves[j - 1];
        j--;
      }
      keysToSort[j] = score;
      moves[j] = cell;
    }
  }

  /** Returns the slot holding a key, or -1. */
  private int probe(long key) {
    int i = index(key);
    if (tableKeys[i] == key && tableData[i] != 0) {
      return i;
    }
    if (tableKeys[i + 1] == key && tableData[i + 1] != 0) {
      return i + 1;
    }
    return -1;
  }

  private int index(long key) {
    return (int) Hashing.mix(key) & tableMask;
  }

  /**
   * Stores the bounds of a position (of the image s of the canonical one), keeping in each bucket
   * the entry of the larger search and the newest.
   */
  private void store(long key, int s, int lower, int upper, int move, long start) {
    int work = 64 - Long.numberOfLeadingZeros(deadline.work() - start + 1);
    long data =
        (long) (lower + 1) << LOWER_SHIFT
            | (long) (upper + 1) << UPPER_SHIFT
            | (long) (move < 0 ? 0 : maps[s][move] + 1) << MOVE_SHIFT
            | (long) work << WORK_SHIFT;
    int i = index(key);
    int slot;
    if (tableKeys[i] == key || tableData[i] == 0) {
      slot = i;
    } else if (tableKeys[i + 1] == key || tableData[i + 1] == 0) {
      slot = i + 1;
    } else {
      slot = workOf(tableData[i]) <= work ? i : i + 1;
    }
    tableKeys[slot] = key;
    tableData[slot] = data;
  }

  private static int workOf(long data) {
    return (int) (data >>> WORK_SHIFT);
  }
}
