package io.github.gridgames.tictactoe.strategy;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.github.gridgames.ai.Deadline;
import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkPosition;
import io.github.gridgames.tictactoe.MnkState;
import io.github.gridgames.tictactoe.internal.MnkSearch;
import java.time.Duration;
import java.util.Arrays;
import java.util.OptionalInt;

/**
 * A Gomoku player for the m,n,k-games on large boards (such as 15 x 15 or 22 x 22 with five in a
 * row, overlines winning or not): threat-space search for forced wins and against the opponent's,
 * then alpha-beta over the best cells near the stones.
 *
 * <h2>How it chooses</h2>
 *
 * <ol>
 *   <li>It completes a winning line if it can; otherwise it takes the opponent's winning cell if
 *       there is one (one of them when there are several).
 *   <li>It plays the first move of a victory by continuous fours (VCF) if its threat-space search
 *       proves one.
 *   <li>It lists the empty cells near the stones, best first by a pattern score (what a stone
 *       there does for the lines of k through it, its own and the opponent's), and keeps the
 *       {@link Builder#candidates(int) candidates} that score best, with every four of its own.
 *       It drops each candidate after which the opponent has a VCF (an open three of the opponent
 *       is such a threat: it turns into an open four). If every candidate is refuted, it keeps
 *       them all: the position is lost against perfect play.
 *   <li>It plays the first move of a victory by threes and fours (VCT) if the search proves one.
 *   <li>Among the candidates left it drops each after which the opponent has a VCT, unless that
 *       drops them all.
 *   <li>It plays the move an alpha-beta search over the candidates left values best: at each node
 *       the {@link Builder#breadth(int) breadth} cells near the stones that score best, valued by
 *       the lines of k cells that hold stones of one player only, with fours read through the
 *       position (a four must be answered, two cannot).
 * </ol>
 *
 * <p>So it never misses a win that its threat-space search proves, never leaves a four of the
 * opponent unanswered unless it wins at once, and never leaves an open three or another threat
 * sequence that the search proves in time, when some candidate stops it. Every rule question
 * (does a stone win, overlines included) is asked of the game's position.
 *
 * <h2>Budget and determinism</h2>
 *
 * <p>The work units are the nodes of its searches, and the clock is read every 8 nodes. Of a budget, the own VCF may use a tenth, the
 * check of the candidates against the opponent's VCF a fifth of what is left, the own VCT a
 * quarter of what is then left, the check against the opponent's VCT a third of what is then
 * left, and the alpha-beta search the rest; each step gets at least one unit, so a budget of a
 * few units may be exceeded by up to five. Step 1 and the listing of the candidates are not
 * counted (well under a millisecond). An unlimited budget stands for 2,000,000 work
 * units. Under a budget of work alone the choice depends only on the state and the settings;
 * under a time budget it may also depend on the speed of the machine.
 *
 * <p>Threads: immutable, it keeps every choice's search state in the call, so threads may share one
 * agent.
 */
public final class MnkThreatAgent implements Agent<MnkState, Cell> {

  /** The work units an unlimited budget stands for. */
  static final long UNLIMITED_WORK = 2_000_000;

  /** Every setting of an agent, as its builder had them. */
  record Settings(MnkGame game, int candidates, int breadth, int vcfDepth, int vctDepth, int maxDepth) {}

  private final Settings settings;
  private final MnkGame game;
  private final ThreatSearch threats;
  private final LineCounts.Layout layout;

  private MnkThreatAgent(Settings settings) {
    this.settings = settings;
    this.game = settings.game();
    this.threats = ThreatSearch.of(game);
    this.layout = LineCounts.layout(game);
  }

  /**
   * Returns a player of a game with the default settings (see {@link Builder}).
   *
   * @param game a game of two players taking turns one stone at a time, with k of at least 3
   * @return the player
   * @throws IllegalArgumentException if the game has more players, another turn order or k below 3
   * @throws NullPointerException if {@code game} is null
   */
  public static MnkThreatAgent of(MnkGame game) {
    return builder(game).build();
  }

  /**
   * Starts configuring a player of a game, from the defaults each setter of {@link Builder}
   * states.
   *
   * @param game a game of two players taking turns one stone at a time, with k of at least 3
   * @return a new builder
   * @throws IllegalArgumentException if the game has more players, another turn order or k below 3
   * @throws NullPointerException if {@code game} is null
   */
  public static Builder builder(MnkGame game) {
    return new Builder(game);
  }

  /**
   * Returns a builder with every setting of this agent, to build one that differs in some.
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    return builder(game)
        .candidates(settings.candidates())
        .breadth(settings.breadth())
        .vcfDepth(settings.vcfDepth())
        .vctDepth(settings.vctDepth())
        .maxDepth(settings.maxDepth());
  }

  Settings settings() {
    return settings;
  }

  /**
   * Returns the game this player plays.
   *
   * @return the game
   */
  public MnkGame game() {
    return game;
  }

  /**
   * Chooses a move as the class comment says.
   *
   * @param state a state of this player's game that is not terminal
   * @param budget limits the searches
   * @return a legal move
   * @throws IllegalArgumentException if the state is terminal or belongs to another game
   * @throws NullPointerException if an argument is null
   */
  @Override
  public Cell chooseMove(MnkState state, Budget budget) {
    requireNonNull(state, "state");
    checkGame(state.game());
    return game.cells().get(choose(state.toPosition(), budget));
  }

  /**
   * Chooses a move as the class comment says, on the caller's position, which it plays and undoes
   * on and leaves as it found it (another game's position is copied first).
   *
   * @param position a position of this player's game that is not terminal
   * @param budget limits the searches
   * @return the code of a legal move
   * @throws IllegalArgumentException if the position is terminal or belongs to another game
   * @throws NullPointerException if an argument is null
   */
  @Override
  public int chooseCode(Position<MnkState, Cell> position, Budget budget) {
    requireNonNull(position, "position");
    MnkState state = position.state();
    checkGame(state.game());
    MnkPosition mnk = position instanceof MnkPosition own ? own : state.toPosition();
    return choose(mnk, budget);
  }

  private void checkGame(MnkGame other) {
    checkArgument(other.equals(game), "this player plays %s, not %s", game, other);
  }

  private int choose(MnkPosition position, Budget budget) {
    requireNonNull(budget, "budget");
    checkArgument(!position.isTerminal(), "cannot choose a move in a finished game (%s): %s", position.outcome(), position);
    Player mover = position.toMove();
    int[] cells = new int[game.cellCount()];
    if (MnkSearch.winningCells(position, mover, cells) > 0) {
      return cells[0];
    }
    if (MnkSearch.winningCells(position, mover.next(2), cells) > 0) {
      return cells[0];
    }
    Parts parts = new Parts(budget);
    OptionalInt vcf = threats.winningMove(position, ThreatSearch.Kind.VCF, settings.vcfDepth(), parts.next(0.1));
    if (vcf.isPresent()) {
      return vcf.getAsInt();
    }
    LineCounts counts = LineCounts.of(layout, position);
    int[] candidates = candidates(position, counts);
    int count = candidates.length;
    ThreatSearch.Defences safe =
        threats.defences(position, candidates, count, ThreatSearch.Kind.VCF, settings.vcfDepth(), parts.next(0.2));
    count = keep(candidates, count, safe);
    OptionalInt vct = threats.winningMove(position, ThreatSearch.Kind.VCT, settings.vctDepth(), parts.next(0.25));
    if (vct.isPresent()) {
      return vct.getAsInt();
    }
    ThreatSearch.Defences safer =
        threats.defences(position, candidates, count, ThreatSearch.Kind.VCT, settings.vctDepth(), parts.next(1.0 / 3));
    count = keep(candidates, count, safer);
    if (count == 1) {
      return candidates[0];
    }
    WindowSearch search = new WindowSearch(position, counts, parts.next(1.0), settings.breadth());
    return search.bestMove(candidates, count, settings.maxDepth());
  }

  /**
   * Narrows the candidates to those a check left and returns how many: the moves not refuted,
   * else the moves the check did not reach, else (every move refuted) all of them.
   */
  private static int keep(int[] candidates, int count, ThreatSearch.Defences defences) {
    if (defences.safe() > 0) {
      return defences.safe();
    }
    if (defences.searched() < count) {
      System.arraycopy(candidates, defences.searched(), candidates, 0, count - defences.searched());
      return count - defences.searched();
    }
    return count;
  }

  /**
   * Returns the candidate moves: the best {@code candidates} cells near the stones by pattern
   * score, then every other four of the mover.
   */
  private int[] candidates(MnkPosition position, LineCounts counts) {
    int p = position.toMove().index();
    int[] near = new int[game.cellCount()];
    int total = counts.candidates(near);
    if (total == 0) {
      total = position.legalMoves(near);
    }
    long[] scores = new long[total];
    Integer[] order = new Integer[total];
    for (int i = 0; i < total; i++) {
      scores[i] = counts.moveScore(near[i], p);
      order[i] = i;
    }
    Arrays.sort(order, (a, b) -> scores[a] != scores[b] ? Long.compare(scores[b], scores[a]) : Integer.compare(near[a], near[b]));
    int[] chosen = new int[total];
    int count = 0;
    boolean[] taken = new boolean[game.cellCount()];
    for (int i = 0; i < total && count < settings.candidates(); i++) {
      int cell = near[order[i]];
      chosen[count++] = cell;
      taken[cell] = true;
    }
    int[] wins = new int[game.cellCount()];
    for (int i = 0; i < total; i++) {
      int cell = near[order[i]];
      if (!taken[cell] && counts.moveScore(cell, p) > 0) {
        position.makeMove(cell);
        boolean four = MnkSearch.winningCells(position, position.toMove().next(2), wins) > 0;
        position.unmakeMove();
        if (four) {
          chosen[count++] = cell;
          taken[cell] = true;
        }
      }
    }
    return Arrays.copyOf(chosen, count);
  }

  /**
   * Returns {@code "threat"}.
   *
   * @return the name
   */
  @Override
  public String name() {
    return "threat";
  }

  /** Returns a description naming the game. */
  @Override
  public String toString() {
    return "MnkThreatAgent[" + game + "]";
  }

  /** Shares one budget among the steps of a choice, each taking a fraction of what is left. */
  private static final class Parts {
    /** Nodes between two readings of the clock: threat nodes cost up to a few tens of microseconds. */
    private static final int CLOCK_CHECK_INTERVAL = 8;

    private final Budget budget;
    private final Deadline clock;
    private final long work;
    private long used;

    Parts(Budget budget) {
      this.budget = budget;
      this.clock = Deadline.start(budget);
      this.work = budget.isUnlimited() ? UNLIMITED_WORK : budget.work().orElse(-1);
    }

    /** Returns the deadline of the next step, which may use this fraction of what is left. */
    Deadline next(double fraction) {
      Budget part = null;
      if (budget.time().isPresent()) {
        long left = budget.time().get().toNanos() - clock.elapsed().toNanos();
        part = Budget.ofTime(Duration.ofNanos(Math.max(1, (long) (left * fraction))));
      }
      if (work >= 0) {
        long units = Math.max(1, (long) ((work - used) * fraction));
        used += units;
        part = part == null ? Budget.ofWork(units) : part.withWork(units);
      }
      if (part == null) {
        part = Budget.ofWork(1);
      }
      if (budget.cancellation().isPresent()) {
        part = part.cancelledBy(budget.cancellation().get());
      }
      return Deadline.start(part, CLOCK_CHECK_INTERVAL);
    }
  }

  /** Configures an {@link MnkThreatAgent}: each setter changes this builder and returns it. */
  public static final class Builder {
    private final MnkGame game;
    private int candidates = 24;
    private int breadth = 10;
    private int vcfDepth = 16;
    private int vctDepth = 6;
    private int maxDepth = 12;

    private Builder(MnkGame game) {
      this.game = requireNonNull(game, "game");
      checkArgument(Threats.apply(game), "this player needs two players taking turns one stone each: %s", game);
      checkArgument(game.k() >= 3, "this player needs k >= 3, got %s", game.k());
    }

    /**
     * Sets how many of the best cells by pattern score are candidate moves at the root, besides
     * its own fours; 24 by default.
     *
     * @param candidates the number of candidates
     * @return this builder
     * @throws IllegalArgumentException if {@code candidates} is not in 1..1000
     */
    @CanIgnoreReturnValue
    public Builder candidates(int candidates) {
      checkArgument(candidates >= 1 && candidates <= 1000, "candidates must be in 1..1000, got %s", candidates);
      this.candidates = candidates;
      return this;
    }

    /**
     * Sets how many of the best cells the alpha-beta search tries below the root; 10 by default.
     *
     * @param breadth the number of moves per node
     * @return this builder
     * @throws IllegalArgumentException if {@code breadth} is not in 1..1000
     */
    @CanIgnoreReturnValue
    public Builder breadth(int breadth) {
      checkArgument(breadth >= 1 && breadth <= 1000, "breadth must be in 1..1000, got %s", breadth);
      this.breadth = breadth;
      return this;
    }

    /**
     * Sets the most moves of the attacker in a VCF, the winning stone included; 16 by default.
     *
     * @param vcfDepth the depth
     * @return this builder
     * @throws IllegalArgumentException if {@code vcfDepth} is not in 1..40
     */
    @CanIgnoreReturnValue
    public Builder vcfDepth(int vcfDepth) {
      checkArgument(vcfDepth >= 1 && vcfDepth <= 40, "vcfDepth must be in 1..40, got %s", vcfDepth);
      this.vcfDepth = vcfDepth;
      return this;
    }

    /**
     * Sets the most moves of the attacker in a VCT, the winning stone included; 6 by default.
     *
     * @param vctDepth the depth
     * @return this builder
     * @throws IllegalArgumentException if {@code vctDepth} is not in 1..40
     */
    @CanIgnoreReturnValue
    public Builder vctDepth(int vctDepth) {
      checkArgument(vctDepth >= 1 && vctDepth <= 40, "vctDepth must be in 1..40, got %s", vctDepth);
      this.vctDepth = vctDepth;
      return this;
    }

    /**
     * Sets the deepest the alpha-beta search goes, in moves from the root; 12 by default.
     *
     * @param maxDepth the depth
     * @return this builder
     * @throws IllegalArgumentException if {@code maxDepth} is not in 1..40
     */
    @CanIgnoreReturnValue
    public Builder maxDepth(int maxDepth) {
      checkArgument(maxDepth >= 1 && maxDepth <= 40, "maxDepth must be in 1..40, got %s", maxDepth);
      this.maxDepth = maxDepth;
      return this;
    }

    /**
     * Builds the agent.
     *
     * @return the agent
     */
    public MnkThreatAgent build() {
      return new MnkThreatAgent(new Settings(game, candidates, breadth, vcfDepth, vctDepth, maxDepth));
    }
  }
}
