package io.github.gridgames.nrow.strategy;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.internal.Hashing;
import io.github.gridgames.nrow.NRowPosition;
import io.github.gridgames.nrow.internal.PackedPoint;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * The strong N-in-a-row player: threat-aware play with threat-space search, for any N, placement
 * distance and number of players.
 *
 * <h2>How it chooses</h2>
 *
 * <ol>
 *   <li>It completes N in a row if it can.
 *   <li>Otherwise, if it also places the next stone (the game's turn policy says who moves after
 *       the next move, as in Connect6 order), it makes a four if it can: the next stone completes
 *       N.
 *   <li>Otherwise, if an opponent could complete N with his next stone, it blocks: it takes such a
 *       point of the opponent who moves soonest after it (the most dangerous one), the best one by
 *       the evaluation below if there are several. When that opponent will place two stones in a
 *       row, the points where his stone makes a four (one stone from N) count as such points
 *       too, since he would complete N with his second stone.
 *   <li>Otherwise it scores the legal points on the four lines through the stones, up to
 *       4 steps from a stone (elsewhere every line is empty, so such points score
 *       least; it falls back to every legal move when no such point is free). A point scores what
 *       a stone there makes for the agent: an open four (two or more points that would then
 *       complete N), a four and an open three, two open threes, a four, an open three, in that
 *       order, where a four has N - 1 stones in a window of N and an open three is one stone away
 *       from an open four, gaps included (so {@code .X.XX.} is a three); plus a window value, the
 *       sum over the segments of N points through the point that hold no other player's stone of
 *       a weight growing six-fold per own stone. To that it adds the same score for each opponent
 *       (what the stone takes away from him), weighted 0.85 for the next opponent and 0.7
 *       times less for each later one. Ties are broken by a hash of the
 *       seed and the point.
 *   <li>A move that makes an open four wins (nobody can complete N first) and is played at once.
 *   <li>With two players who take turns one stone each (for as far as the search looks) it then
 *       searches within the budget. First a threat-space search for its
 *       own forced win, made of fours and then also of up to {@link Builder#threes(int)} open
 *       threes, at most {@link Builder#depth(int)} threats long (the defender answers a four at
 *       its gain point, and a three on its line or with a four of his own); if one is found, its
 *       first move is played. Then it checks the best {@link Builder#breadth(int)} moves, in
 *       order, for whether they leave the opponent such a forced win: first for wins by fours
 *       alone, then with one open three, and so on, each level stopping at the first move that
 *       survives it. It plays the best move that no search refuted (the best move if all were).
 * </ol>
 *
 * <p>With three or more players, or another turn order, steps 1 to 5 apply, since the search
 * assumes two sides taking turns. On the empty board it plays the state's representative first
 * move, the origin. It thinks on the game's {@link io.github.gridgames.nrow.NRowPosition}, playing
 * and undoing stones with the rules' own code, and leaves the position as it found it.
 *
 * <p>Lines are analysed exactly for N up to 12; for larger N steps 2, 4 and 5 read the
 * lines as if N were 12 (which keeps the cost of
 * a point bounded and still favours long open lines and blocks the opponents' longest ones) and
 * the search is off, while steps 1 and 3 stay exact.
 *
 * <h2>Budget and determinism</h2>
 *
 * <p>The work units are the nodes of the threat-space searches (a few to a hundred microseconds
 * each for N = 5). The own search may use 30% of the budget and each safety check 60% of what
 * is left; when a check runs out, the agent plays the
 * best move not refuted so far. The clock is read at every node, so a time budget is kept to
 * within a fraction of a millisecond, plus the steps before the search, which are not counted as
 * work: steps 1 to 3 always run (well under a millisecond for a few hundred stones), and step 4,
 * a few microseconds per point, stops early (keeping the points scored so far) when the time is
 * up. An unlimited budget stands for 100,000 work units. Under a budget of work
 * alone the choice depends only on the state, the seed and the configuration; under a time budget
 * it may also depend on the speed of the machine.
 *
 * <p>Threads: immutable, it keeps every choice's search state in the call, so threads may share
 * one agent.
 */
public final class NRowThreatAgent extends PositionAgent {

  /** The number of work units an unlimited budget stands for. */
  static final long UNLIMITED_WORK = 100_000;

  /** The weight of the next opponent's value of a point in its score. */
  private static final double DEFENCE = 0.85;

  /** The factor by which each later opponent's weight shrinks. */
  private static final double LATER_OPPONENT = 0.7;

  /** The largest N for which lines are analysed exactly and the search runs, 12. */
  static final int EXACT_N = LineAnalyzer.MAX_N;

  /** How far along the lines through the stones the candidate points reach, 4. */
  static final int NEAR = 4;

  /** The share of the budget left that one safety check may use. */
  private static final double SAFETY_SHARE = 0.6;

  /** The share of the budget the search for an own forced win may use. */
  private static final double OWN_SEARCH_SHARE = 0.3;

  /** Every setting of an agent, as its builder had them. */
  record Settings(long seed, int breadth, int depth, int threes) {}

  private final Settings settings;
  private final long seed;
  private final int breadth;
  private final int depth;
  private final int threes;

  private NRowThreatAgent(Settings settings) {
    this.settings = settings;
    this.seed = settings.seed();
    this.breadth = settings.breadth();
    this.depth = settings.depth();
    this.threes = settings.threes();
  }

  /**
   * Returns the agent with the default settings and a seed for its tie-breaks.
   *
   * @param seed the seed
   * @return the agent
   */
  public static NRowThreatAgent of(long seed) {
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
    return builder().seed(seed).breadth(breadth).depth(depth).threes(threes);
  }

  Settings settings() {
    return settings;
  }

  /**
   * Returns the seed of the tie-breaks.
   *
   * @return the seed
   */
  public long seed() {
    return seed;
  }

  @Override
  int choose(NRowPosition board, Budget budget) {
    Meter meter = new Meter(budget, UNLIMITED_WORK);
    int players = board.game().playerCount();
    int n = board.game().n();
    int me = board.toMoveIndex();
    int[] order = TurnOrder.soonest(board);
    LineAnalyzer lines = new LineAnalyzer(board);

    // 1: complete N; only points next to a stone can.
    Longs adjacent = onLines(board, 1);
    for (int i = 0; i < adjacent.size(); i++) {
      long point = adjacent.get(i);
      if (board.longestLine(PackedPoint.x(point), PackedPoint.y(point), me) >= n) {
        return codeOf(board, point);
      }
    }
    Longs near = onLines(board, Math.min(n, NEAR));
    // 1b: with the next stone mine too, a four wins (its gain square completes N).
    if (TurnOrder.turnLength(board, me) >= 2) {
      for (int i = 0; i < near.size(); i++) {
        long point = near.get(i);
        lines.load(PackedPoint.x(point), PackedPoint.y(point));
        lines.analyze(me, false, false);
        if (lines.gains > 0) {
          return codeOf(board, point);
        }
      }
    }
    // 2: the points where the opponent who moves soonest completes N.
    Longs forcedPoints = new Longs();
    for (int k = 1; k < players && forcedPoints.isEmpty(); k++) {
      for (int i = 0; i < adjacent.size(); i++) {
        long point = adjacent.get(i);
        if (board.longestLine(PackedPoint.x(point), PackedPoint.y(point), order[k]) >= n) {
          forcedPoints.add(point, 0);
        }
      }
    }
    // 3b: before an opponent who places two stones in a row, his fours are as good as fives.
    if (forcedPoints.isEmpty() && TurnOrder.turnLength(board, order[1]) >= 2) {
      for (int i = 0; i < near.size(); i++) {
        long point = near.get(i);
        lines.load(PackedPoint.x(point), PackedPoint.y(point));
        lines.analyze(order[1], false, false);
        if (lines.gains > 0) {
          forcedPoints.add(point, 0);
        }
      }
    }
    boolean forced = !forcedPoints.isEmpty();
    if (forcedPoints.size() == 1) {
      return codeOf(board, forcedPoints.get(0));
    }
    Longs candidates = forced ? forcedPoints : near;
    if (candidates.isEmpty()) {
      int[] codes = new int[board.legalMoveCount()];
      int count = board.legalMoves(codes);
      for (int i = 0; i < count; i++) {
        candidates.add(board.packedPoint(codes[i]), 0);
      }
    }

    // 4: score the moves.
    int size = candidates.size();
    double[] score = new double[size];
    int[] myTag = new int[size];
    int[] opponentTag = new int[size];
    long[] tie = new long[size];
    List<Integer> ranked = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      if (i > 0 && i % 16 == 0 && meter.timeUp()) {
        break;
      }
      long point = candidates.get(i);
      lines.load(PackedPoint.x(point), PackedPoint.y(point));
      lines.analyze(me, true, true);
      myTag[i] = ThreatSearch.tagOf(lines);
      double value = lines.value();
      double weight = DEFENCE;
      for (int k = 1; k < players; k++) {
        lines.analyze(order[k], true, true);
        if (k == 1) {
          opponentTag[i] = ThreatSearch.tagOf(lines);
        }
        value += weight * lines.value();
        weight *= LATER_OPPONENT;
      }
      score[i] = value;
      tie[i] = Hashing.combine(seed, point);
      ranked.add(i);
    }
    ranked.sort(
        Comparator.<Integer>comparingDouble(i -> -score[i]).thenComparingLong(i -> tie[i]));
    int top = ranked.get(0);
    int best = codeOf(board, candidates.get(top));
    if (forced
        || (myTag[top] & ThreatSearch.TAG_OPEN) != 0
        || players != 2
        || depth == 0
        || n > EXACT_N
        || !TurnOrder.alternates(board, 2 * depth + 2)) {
      return best;
    }

    // 6: threat-space search, two players taking turns.
    int opponent = order[1];
    Longs mine = new Longs();
    Longs theirs = new Longs();
    Longs myFours = new Longs();
    Longs theirFours = new Longs();
    for (int i : ranked) {
      long packed = candidates.get(i);
      if (myTag[i] != 0) {
        mine.add(packed, myTag[i]);
        if (ThreatSearch.isFourTag(myTag[i])) {
          myFours.add(packed, myTag[i]);
        }
      }
      if (opponentTag[i] != 0) {
        theirs.add(packed, opponentTag[i]);
        if (ThreatSearch.isFourTag(opponentTag[i])) {
          theirFours.add(packed, opponentTag[i]);
        }
      }
    }
    Longs none = new Longs(1);
    ThreatSearch search = new ThreatSearch(board, lines, meter);
    meter.phase(OWN_SEARCH_SHARE);
    for (int t = 0; t <= threes; t++) {
      if (search.findWin(me, opponent, mine, none, theirFours, false, 0, depth, t)) {
        return codeOf(board, search.winningMove());
      }
      if (search.aborted()) {
        break;
      }
    }
    if (theirs.isEmpty()) {
      return best;
    }
    // Safety, deepening: a move stays a candidate until a search finds the opponent a forced win
    // after it. Each level checks the best candidates in order until one survives it.
    int checks = Math.min(breadth, ranked.size());
    int[] level = new int[checks];
    boolean[] unsafe = new boolean[checks];
    Arrays.fill(level, -1);
    levels:
    for (int r = 0; r <= threes; r++) {
      for (int j = 0; j < checks; j++) {
        if (unsafe[j]) {
          continue;
        }
        long packed = candidates.get(ranked.get(j));
        board.makeMove(codeOf(board, packed));
        boolean aborted = false;
        for (int t = level[j] + 1; t <= r && !unsafe[j] && !aborted && !board.isTerminal(); t++) {
          meter.phase(SAFETY_SHARE);
          unsafe[j] = search.findWin(opponent, me, theirs, none, myFours, true, packed, depth, t);
          aborted = search.aborted();
        }
        board.unmakeMove();
        if (aborted) {
          break levels;
        }
        level[j] = r;
        if (!unsafe[j]) {
          break;
        }
      }
    }
    for (int j = 0; j < checks; j++) {
      if (!unsafe[j]) {
        return codeOf(board, candidates.get(ranked.get(j)));
      }
    }
    return best;
  }

  /**
   * Returns {@code threat}.
   *
   * @return the name
   */
  @Override
  public String name() {
    return "threat";
  }

  /** Returns a description with the seed and the configuration. */
  @Override
  public String toString() {
    return "NRowThreatAgent[seed=" + seed + ", breadth=" + breadth + ", depth=" + depth + ", threes=" + threes + "]";
  }

  /** Configures a {@link NRowThreatAgent}: each setter checks its value and changes this builder. */
  public static final class Builder {
    private long seed;
    private int breadth = 10;
    private int depth = 12;
    private int threes = 2;

    private Builder() {}

    /**
     * Sets the seed of the tie-breaks (default 0).
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
     * Sets how many of the best-scored moves are checked for leaving the opponent a forced win
     * (default 10).
     *
     * @param breadth at least 1
     * @return this builder
     * @throws IllegalArgumentException if {@code breadth} is less than 1
     */
    @CanIgnoreReturnValue
    public Builder breadth(int breadth) {
      checkArgument(breadth >= 1, "breadth must be >= 1, got %s", breadth);
      this.breadth = breadth;
      return this;
    }

    /**
     * Sets the largest number of attacker threats in a threat-space search (default 12); 0 turns
     * the search off, leaving steps 1 to 5.
     *
     * @param depth 0 to 100
     * @return this builder
     * @throws IllegalArgumentException if {@code depth} is negative or above 100
     */
    @CanIgnoreReturnValue
    public Builder depth(int depth) {
      checkArgument(depth >= 0 && depth <= 100, "depth must be between 0 and 100, got %s", depth);
      this.depth = depth;
      return this;
    }

    /**
     * Sets the largest number of open threes among the threats of a search (default 2); 0 searches
     * fours only.
     *
     * @param threes 0 to 10
     * @return this builder
     * @throws IllegalArgumentException if {@code threes} is negative or above 10
     */
    @CanIgnoreReturnValue
    public Builder threes(int threes) {
      checkArgument(threes >= 0 && threes <= 10, "threes must be between 0 and 10, got %s", threes);
      this.threes = threes;
      return this;
    }

    /**
     * Builds the agent.
     *
     * @return the agent
     */
    public NRowThreatAgent build() {
      return new NRowThreatAgent(new Settings(seed, breadth, depth, threes));
    }
  }
}
