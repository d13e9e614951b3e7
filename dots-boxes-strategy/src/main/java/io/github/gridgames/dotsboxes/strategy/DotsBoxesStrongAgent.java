package io.github.gridgames.dotsboxes.strategy;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkState;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;

/**
 * A strong two-player Dots and Boxes agent for the extra-turn rule on any board size, playing
 * within a {@link Budget}.
 *
 * <p>Each choice goes through these steps, stopping at the first that decides:
 *
 * <ol>
 *   <li>a capture that the chain rules prove optimal (see {@link DotsBoxesSolver}) is taken at
 *       once;
 *   <li>when the board has at most 64 lines and at most the agent's {@linkplain
 *       Builder#exactLines(int) exact-play limit} of undrawn lines (by default every position of
 *       such a board), the {@link DotsBoxesSolver} (on one thread) searches the position, asking
 *       first whether the player to move wins the game (with the boxes already taken); if it
 *       finishes, its optimal line is played, and if it only proved the win, the line that proved
 *       it. It gets the whole budget when every line gives a box, 80% of it with at most 36
 *       undrawn lines, and a trial of 25% above that: so the agent plays exactly from as early as
 *       the solver settles a position within its share of the budget, and a won endgame stays
 *       won;
 *   <li>with a capturable chain of two (or loop remnant of four) left: take it, or, when the
 *       position after taking everything has no line that gives no box and the chain analysis
 *       values keeping control above taking all, take everything else first and then hand back
 *       the last two (four) boxes with the double-dealing line;
 *   <li>while lines that give no box remain (the fight over the long-chain parity: who must open
 *       the first long chain): an iterative-deepening alpha-beta search over those lines with 30%
 *       of the remaining budget, valuing each end of that phase by the chain analysis of its
 *       chains and loops; its line if it reached every end of the phase, else, with the rest of
 *       the budget, a Monte Carlo tree search over those lines whose playouts run to the end of
 *       the phase and value it by the chain analysis of the chains and loops it will end with,
 *       merged through the boxes joining them (so that each playout counts the long chains and
 *       loops and settles who must open the first); a random such line if neither could choose;
 *   <li>when every line gives a box: each line is valued by playing the opponent's reply on the
 *       board (the captures, and at a chain of two or loop remnant of four the better of taking
 *       and handing back) and the chain analysis of what is left; the best is opened, among
 *       equals the chain or loop whose sacrifice leaves the best value by the chain analysis, the
 *       smallest first (a chain of two in its middle, so that it cannot be handed back).
 * </ol>
 *
 * <p>Work units are positions searched, by the solver and by the searches over safe lines and
 * openings. The time budget is checked every few hundred positions and a couple of milliseconds
 * are kept back for returning the line. Under a work budget (without a time limit) the agent is deterministic:
 * the same seed, state and budget always give the same line.
 *
 * <p>Threads: the agent keeps its solver's table and its search tables between calls and
 * serialises its calls ({@code chooseMove} and {@code chooseCode} are synchronized), so threads may
 * share one agent but then wait for each other.
 */
public final class DotsBoxesStrongAgent implements Agent<DotsBoxesState, Edge> {

  /**
   * The share of the budget the solver may use while lines that give no box remain, with at most
   * {@link #SURE_LINES} undrawn lines; the searches over those lines get the rest when the solver
   * does not finish.
   */
  static final double SOLVER_SHARE = 0.8;

  /**
   * The most undrawn lines at which the solver gets {@link #SOLVER_SHARE} of the budget; above, up
   * to the exact-play limit, it gets {@link #TRIAL_SHARE}: a trial that settles the position when
   * the budget allows, and leaves most of the budget to the search over safe lines when not.
   */
  static final int SURE_LINES = 36;

  /** The share of the budget of a trial of the solver on a position of more than {@link #SURE_LINES} lines. */
  static final double TRIAL_SHARE = 0.25;

  /**
   * The share of the budget, after the solver, of the search over safe lines; it decides when it
   * reaches every end of the safe phase, else the Monte Carlo search over safe lines has the rest.
   */
  static final double SAFE_SEARCH_SHARE = 0.3;

  /**
   * The most safe lines at which the alpha-beta search over them is tried; with more, its tree is
   * far too big to reach every end of the safe phase, and the Monte Carlo search gets the whole
   * budget.
   */
  static final int SAFE_SEARCH_LINES = 16;

  private static final int MAX_SAFE_DEPTH = 64;

  /** Every setting of an agent, as its builder had them. */
  record Settings(long seed, int exactLines, int tableBits) {}

  private final Settings settings;
  private final long seed;
  private final int exactLines;
  private final DotsBoxesSolver solver;
  private final SafeSearch.Table safeTable = new SafeSearch.Table(16);
  /** The game of {@link #order}. */
  private @Nullable DotsBoxes orderGame;
  /** The search order of the lines of {@link #orderGame}: from the centre outwards. */
  @SuppressWarnings("NullAway.Init") // chooseCode sets it, with orderGame, before the search reads it
  private int[] order;

  private DotsBoxesStrongAgent(Settings settings) {
    this.settings = settings;
    this.seed = settings.seed();
    this.exactLines = settings.exactLines();
    this.solver = DotsBoxesSolver.builder().tableBits(settings.tableBits()).threads(1).build();
  }

  /**
   * Returns the agent with a seed and the default settings.
   *
   * @param seed the seed of its random choices
   * @return the agent
   */
  public static DotsBoxesStrongAgent of(long seed) {
    return builder().seed(seed).build();
  }

  /**
   * Starts configuring an agent, from the defaults each setter of {@link Builder} states.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns a builder with every setting of this agent, to build one that differs in some.
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    return builder().seed(seed).exactLines(exactLines).tableBits(settings.tableBits());
  }

  Settings settings() {
    return settings;
  }

  /**
   * Chooses a line for the player to move.
   *
   * @param state a state of a two-player game with the extra-turn policy that is not over
   * @param budget the time and work the choice may take
   * @return a legal line
   * @throws IllegalArgumentException if the game is over, has more than two players or another
   *     turn policy
   * @throws NullPointerException if an argument is null
   */
  @Override
  public synchronized Edge chooseMove(DotsBoxesState state, Budget budget) {
    Agents.requirePlayable(state, budget);
    return state.game().edge(choose(state.toPosition(), budget));
  }

  /**
   * Chooses a line for the player to move, searching on a copy of the position.
   *
   * @param position a position of a two-player game with the extra-turn policy that is not over;
   *     left unchanged
   * @param budget the time and work the choice may take
   * @return the edge index of a legal line
   * @throws IllegalArgumentException if the game is over, has more than two players or another
   *     turn policy
   * @throws NullPointerException if an argument is null
   */
  @Override
  public synchronized int chooseCode(Position<DotsBoxesState, Edge> position, Budget budget) {
    return choose(Agents.searchCopy(position, budget), budget);
  }

  private int choose(DotsBoxesPosition board, Budget budget) {
    DotsBoxes game = board.game();
    checkArgument(
        game.playerCount() == 2,
        "the strong agent plays two-player games, got %s players",
        game.playerCount());
    checkArgument(
        game.turnPolicy() == TurnPolicy.EXTRA_TURN_ON_CAPTURE,
        "the strong agent plays the extra-turn-on-capture rule, got %s",
        game.turnPolicy().name());
    if (!game.equals(orderGame)) {
      order = CentreOrder.of(game);
      orderGame = game;
    }
    return choose(board, Limits.of(budget));
  }

  private int choose(DotsBoxesPosition board, Limits limits) {
    List<ChainAnalysis.Handout> handouts = new ArrayList<>();
    int forced = ChainAnalysis.forcedCapture(board, handouts);
    if (forced >= 0) {
      return forced;
    }
    boolean capturable = !handouts.isEmpty();
    boolean safe = !capturable && ChainAnalysis.hasSafeLine(board);
    int undrawn = board.legalMoveCount();
    if (undrawn == 1) {
      return firstUndrawn(board);
    }
    if (DotsBoxesSolver.supports(board.game()) && undrawn <= exactLines) {
      double share = !safe ? 1.0 : undrawn <= SURE_LINES ? SOLVER_SHARE : TRIAL_SHARE;
      long work = limits.remainingWork();
      long nodeCap = work == Long.MAX_VALUE ? Long.MAX_VALUE : (long) (work * share);
      if (nodeCap > 0) {
        int margin = board.score(board.toMove()) - board.score(board.toMove().next(2));
        DotsBoxesSolver.Solved solved =
            solver.solveUntil(board, System.nanoTime(), limits.deadlineAt(share), nodeCap,
                limits.budget::isCancelled, 1 - margin, progress -> {});
        limits.add(solved.nodes());
        RootSearch root = solved.search();
        if (root.complete || (root.best >= 0 && margin + root.low > 0)) {
          return root.edges[root.best];
        }
      }
    }
    ChainAnalysis chains = new ChainAnalysis();
    if (capturable) {
      return handout(board, handouts, chains);
    }
    SplittableRandom random = Agents.random(seed, board);
    if (safe) {
      int line = limits.stopped() ? -1 : safeLine(board, limits, chains, random);
      return line >= 0 ? line : randomSafe(board, random);
    }
    // With no safe line and nothing to capture, every undrawn line borders a box of two drawn
    // sides: there is always a chain or loop to open.
    List<ChainAnalysis.Component> components = ChainAnalysis.components(board);
    checkState(!components.isEmpty(), "no chain or loop to open in a position without safe lines");
    int first = components.get(chains.bestToOpen(components)).opening();
    return new LoonyOpening(board, chains, limits).choose(first);
  }

  private static int safeLineCount(DotsBoxesPosition board) {
    int count = 0;
    for (int e = 0; e < board.game().edgeCount(); e++) {
      if (!board.isDrawn(e) && ChainAnalysis.isSafe(board, e)) {
        count++;
      }
    }
    return count;
  }

  /**
   * Returns a safe line: with at most {@link #SAFE_SEARCH_LINES} safe lines, the search over safe
   * lines with a share of the limits, its line if it reached every end of the safe phase; else
   * (or with more safe lines) the line of the Monte Carlo search over safe lines with the rest;
   * -1 if neither found one before the limits.
   */
  private int safeLine(
      DotsBoxesPosition board, Limits limits, ChainAnalysis chains, SplittableRandom random) {
    if (safeLineCount(board) > SAFE_SEARCH_LINES) {
      return SafeMcts.choose(board, limits, chains, random);
    }
    Limits first = limits.share(SAFE_SEARCH_SHARE);
    SafeSearch.Result exact =
        SafeSearch.search(board, order, first, chains, safeTable, MAX_SAFE_DEPTH);
    limits.add(first.work());
    if (exact.complete() || limits.stopped()) {
      return exact.line();
    }
    int sampled = SafeMcts.choose(board, limits, chains, random);
    return sampled >= 0 ? sampled : exact.line();
  }

  /** Takes, or hands back the last chain of two (loop remnant of four) to keep control. */
  private static int handout(
      DotsBoxesPosition board, List<ChainAnalysis.Handout> handouts, ChainAnalysis chains) {
    int mark = board.depth();
    ChainAnalysis.takeAll(board);
    ChainAnalysis.Handout cheapest = handouts.get(0);
    for (ChainAnalysis.Handout h : handouts) {
      if (h.given() < cheapest.given()) {
        cheapest = h;
      }
    }
    boolean keepControl = false;
    if (board.legalMoveCount() > 0 && !ChainAnalysis.hasSafeLine(board)) {
      int rest = EventualChains.value(board, chains);
      keepControl = rest < -cheapest.given();
    }
    ChainAnalysis.undoTo(board, mark);
    if (!keepControl) {
      return handouts.get(0).take();
    }
    for (ChainAnalysis.Handout h : handouts) {
      if (h.deal() != cheapest.deal()) {
        return h.take();
      }
    }
    return cheapest.deal();
  }

  private static int firstUndrawn(DotsBoxesPosition board) {
    for (int e = 0; e < board.game().edgeCount(); e++) {
      if (!board.isDrawn(e)) {
        return e;
      }
    }
    throw new IllegalStateException("no undrawn line on a board that is not full");
  }

  private static int randomSafe(DotsBoxesPosition board, SplittableRandom random) {
    List<Integer> lines = new ArrayList<>();
    for (int e = 0; e < board.game().edgeCount(); e++) {
      if (!board.isDrawn(e) && ChainAnalysis.isSafe(board, e)) {
        lines.add(e);
      }
    }
    return lines.get(random.nextInt(lines.size()));
  }

  /**
   * Returns {@code dots-boxes-strong}.
   *
   * @return the name
   */
  @Override
  public String name() {
    return "dots-boxes-strong";
  }

  /** Returns the name, seed and exact-play limit. */
  @Override
  public String toString() {
    return name() + "(seed=" + seed + ", exactLines=" + exactLines + ")";
  }

  /** Configures a {@link DotsBoxesStrongAgent}: each setter changes this builder and returns it. */
  public static final class Builder {

    private long seed;
    private int exactLines = DotsBoxesSolver.MAX_LINES;
    private int tableBits = 20;

    private Builder() {}

    /**
     * Sets the seed of the agent's random choices (default 0).
     *
     * @param seed the seed
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder seed(long seed) {
      this.seed = seed;
      return this;
    }

    /**
     * Sets the most undrawn lines of a position that the agent tries to solve exactly (default
     * 64: every position of a board the solver plays; the budget decides whether it settles it).
     *
     * @param lines 0 (never) to 64
     * @return this builder
     * @throws IllegalArgumentException if lines is out of range
     */
    @CanIgnoreReturnValue
    public Builder exactLines(int lines) {
      checkArgument(
          lines >= 0 && lines <= DotsBoxesSolver.MAX_LINES,
          "exact lines must be between 0 and %s, got %s",
          DotsBoxesSolver.MAX_LINES,
          lines);
      this.exactLines = lines;
      return this;
    }

    /**
     * Sets the size of the solver's transposition table to 2^bits entries of 16 bytes (default
     * 20: 16 MiB, and 16 MiB for its table keyed by strings-and-coins graphs; see {@link
     * DotsBoxesSolver.Builder#tableBits}).
     *
     * @param bits 4 to 29
     * @return this builder
     * @throws IllegalArgumentException if bits is out of range
     */
    @CanIgnoreReturnValue
    public Builder tableBits(int bits) {
      checkArgument(bits >= 4 && bits <= 29, "table bits must be between 4 and 29, got %s", bits);
      this.tableBits = bits;
      return this;
    }

    /**
     * Returns an agent with these settings.
     *
     * @return the agent
     */
    public DotsBoxesStrongAgent build() {
      return new DotsBoxesStrongAgent(new Settings(seed, exactLines, tableBits));
    }
  }
}
