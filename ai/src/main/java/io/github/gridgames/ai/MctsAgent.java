package io.github.gridgames.ai;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.State;
import java.time.Duration;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;

/**
 * Monte Carlo tree search with the UCT selection rule and uniformly random playouts.
 *
 * <h2>Rewards</h2>
 *
 * <p>Each playout ends in a reward for <em>every</em> player, read from the final outcome: the
 * winners share 1 equally, the others get 0, and a draw gives each of {@code n} players {@code
 * 1/n}. A playout cut short by the {@linkplain Builder#maxPlayoutMoves(int) playout limit} counts
 * as a draw. Every tree node keeps the reward sums of all players, and the choice at a node
 * maximises the reward of the player to move <em>there</em>. So no value is ever negated: the
 * search is right when a move earns its mover another turn and in games of any number of players.
 *
 * <h2>Search</h2>
 *
 * <p>Each iteration descends from the root by the UCT rule (mean reward of the player to move plus
 * {@code c * sqrt(ln N / n)}, ties to the earlier child), adds one child for a random untried move,
 * plays the game out at random and adds the rewards to every node on the path. The move played is
 * the root child visited most (ties: higher mean reward, then the earlier child). In a state with
 * {@linkplain State#hasUnboundedLegalMoves() unbounded legal moves} only the listed representative
 * moves are considered. A state with a single legal move is answered without search.
 *
 * <p>The search runs on the game's {@link Position}: it descends by playing move codes, plays out
 * with the game's own {@link Position#playout playout loop} and undoes back to the root, so an
 * iteration allocates only the tree node it adds. {@link #chooseCode} searches the caller's
 * position itself and leaves it as it was; {@link #chooseMove} searches {@link
 * State#toPosition()} of the state.
 *
 * <p>Randomness comes from the seed and the searched {@link Position#positionHash()}, and the tree
 * is built anew for each choice, so a work budget gives the same move for the same seed and
 * position every time. Budget: each playout is one work unit; the clock is read before every playout
 * and every 16 moves of a playout, and a playout cut short by the end of the time is discarded. An
 * unlimited budget runs {@linkplain Builder#defaultPlayouts(long) a default number of
 * playouts}.
 *
 * <p>Threads: immutable, it builds its tree in the call, so threads may share one agent.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class MctsAgent<S extends State<S, M>, M extends Move> implements Agent<S, M> {

  /** How many playout moves pass between two readings of the clock; a power of two. */
  private static final int PLAYOUT_CHECK_INTERVAL = 16;

  /** Every setting of an agent, as its builder had them. */
  record Settings(long seed, double exploration, int maxPlayoutMoves, long defaultPlayouts) {}

  private final Settings settings;
  private final long seed;
  private final double exploration;
  private final int maxPlayoutMoves;
  private final long defaultPlayouts;

  private MctsAgent(Settings settings) {
    this.settings = settings;
    this.seed = settings.seed();
    this.exploration = settings.exploration();
    this.maxPlayoutMoves = settings.maxPlayoutMoves();
    this.defaultPlayouts = settings.defaultPlayouts();
  }

  /**
   * Returns an agent with the given seed and the default settings.
   *
   * @param seed the seed
   * @param <S> the state type
   * @param <M> the move type
   * @return the agent
   */
  public static <S extends State<S, M>, M extends Move> MctsAgent<S, M> of(long seed) {
    return MctsAgent.<S, M>builder().seed(seed).build();
  }

  /**
   * Starts configuring an agent, from the defaults each setter of {@link Builder} states.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @return a new builder
   */
  public static <S extends State<S, M>, M extends Move> Builder<S, M> builder() {
    return new Builder<>();
  }

  /**
   * Returns a builder with every setting of this agent, to build one that differs in some.
   *
   * @return a new builder
   */
  public Builder<S, M> toBuilder() {
    return MctsAgent.<S, M>builder()
        .seed(settings.seed())
        .exploration(settings.exploration())
        .maxPlayoutMoves(settings.maxPlayoutMoves())
        .defaultPlayouts(settings.defaultPlayouts());
  }

  Settings settings() {
    return settings;
  }

  /**
   * {@inheritDoc}
   *
   * @throws NullPointerException if an argument is null
   */
  @Override
  public M chooseMove(S state, Budget budget) {
    return search(state, budget).move();
  }

  /**
   * {@inheritDoc}
   *
   * @throws NullPointerException if an argument is null
   */
  @Override
  public int chooseCode(Position<S, M> position, Budget budget) {
    return run(requireNonNull(position, "position"), budget).code();
  }

  /**
   * Searches a state and reports the chosen move, its mean reward for the player to move (between
   * 0 and 1), the depth of the deepest tree node, and the number of playouts. The report is never
   * {@code exact}.
   *
   * @param state a state that is not terminal
   * @param budget how much the search may cost
   * @return the report
   * @throws IllegalArgumentException if {@code state} is terminal
   * @throws NullPointerException if an argument is null
   */
  SearchReport<M> search(S state, Budget budget) {
    Position<S, M> position = requireNonNull(state, "state").toPosition();
    Result result = run(position, budget);
    return new SearchReport<>(
        position.move(result.code()),
        result.value(),
        result.depth(),
        result.work(),
        false,
        result.elapsed());
  }

  /** The outcome of one search, with the chosen move as a code. */
  private record Result(int code, double value, int depth, long work, Duration elapsed) {}

  private Result run(Position<S, M> position, Budget budget) {
    requireNonNull(budget, "budget");
    Agents.checkNotTerminal(position);
    Deadline deadline =
        Deadline.start(budget.isUnlimited() ? Budget.ofWork(defaultPlayouts) : budget, 1);
    int players = position.game().playerCount();
    int startDepth = position.depth();
    Node root = new Node(null, -1, position, players);
    if (root.untriedCount == 1) {
      return new Result(root.untried[0], 0, 0, 0, deadline.elapsed());
    }
    SplittableRandom random = Seeds.forChoice(seed, position.positionHash());
    double[] rewards = new double[players];
    int maxDepth = 0;
    try {
      while (deadline.take()) {
        Node node = root;
        int depth = 0;
        while (node.untriedCount == 0 && node.childCount > 0) {
          node = select(node);
          position.makeMove(node.code);
          depth++;
        }
        if (node.untriedCount > 0) {
          int index = random.nextInt(node.untriedCount);
          int code = node.untried[index];
          node.untried[index] = node.untried[--node.untriedCount];
          position.makeMove(code);
          Node child = new Node(node, code, position, players);
          node.children[node.childCount++] = child;
          node = child;
          depth++;
        }
        maxDepth = Math.max(maxDepth, depth);
        boolean finished = playout(position, random, deadline);
        if (finished) {
          Outcomes.rewards(position.outcome(), rewards);
        }
        Agents.undoTo(position, startDepth);
        if (!finished) {
          break;
        }
        for (Node n = node; n != null; n = n.parent) {
          n.visits++;
          for (int p = 0; p < players; p++) {
            n.rewards[p] += rewards[p];
          }
        }
      }
    } finally {
      Agents.undoTo(position, startDepth);
    }
    Node best = null;
    for (int i = 0; i < root.childCount; i++) {
      Node child = root.children[i];
      if (best == null
          || child.visits > best.visits
          || (child.visits == best.visits && child.mean(root.mover) > best.mean(root.mover))) {
        best = child;
      }
    }
    if (best == null) {
      return new Result(root.untried[0], 0, 0, deadline.work(), deadline.elapsed());
    }
    return new Result(
        best.code, best.mean(root.mover), maxDepth, deadline.work(), deadline.elapsed());
  }

  private Node select(Node parent) {
    double logVisits = Math.log(parent.visits);
    Node best = parent.children[0];
    double bestScore = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < parent.childCount; i++) {
      Node child = parent.children[i];
      double score =
          child.mean(parent.mover) + exploration * Math.sqrt(logVisits / child.visits);
      if (score > bestScore) {
        bestScore = score;
        best = child;
      }
    }
    return best;
  }

  /**
   * Plays at random to the end or the playout limit with the game's own {@linkplain
   * Position#playout playout loop}, {@value #PLAYOUT_CHECK_INTERVAL} moves at a time; returns
   * false if time ran out on the way. The caller undoes the moves.
   */
  private boolean playout(Position<S, M> position, SplittableRandom random, Deadline deadline) {
    int played = 0;
    while (true) {
      played += position.playout(random, Math.min(PLAYOUT_CHECK_INTERVAL, maxPlayoutMoves - played));
      if (played >= maxPlayoutMoves || position.isTerminal()) {
        return true;
      }
      if (deadline.isTimeUp()) {
        return false;
      }
    }
  }

  /** A node of the search tree: the move that leads to it and the statistics below it. */
  private static final class Node {
    private static final int[] NONE = new int[0];

    final @Nullable Node parent;
    final int code;
    /** The index of the player to move at this node. */
    final int mover;
    final int[] untried;
    int untriedCount;
    final Node[] children;
    int childCount;
    final double[] rewards;
    int visits;

    Node(@Nullable Node parent, int code, Position<?, ?> position, int players) {
      this.parent = parent;
      this.code = code;
      this.mover = position.toMove().index();
      this.rewards = new double[players];
      if (position.isTerminal()) {
        this.untried = NONE;
      } else {
        this.untried = new int[position.legalMoveCount()];
        this.untriedCount = Agents.checkHasMoves(position, position.legalMoves(untried));
      }
      this.children = new Node[untriedCount];
    }

    double mean(int player) {
      return visits == 0 ? 0 : rewards[player] / visits;
    }
  }

  /** Returns {@code mcts}. */
  @Override
  public String name() {
    return "mcts";
  }

  /** Returns a description of the settings. */
  @Override
  public String toString() {
    return "MctsAgent[seed=" + seed + ", exploration=" + exploration + "]";
  }

  /**
   * Returns the seed.
   *
   * @return the seed
   */
  public long seed() {
    return seed;
  }

  /**
   * Configures a {@link MctsAgent}: each setter changes this builder and returns it.
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  public static final class Builder<S extends State<S, M>, M extends Move> {
    private long seed;
    private double exploration = Math.sqrt(2);
    private int maxPlayoutMoves = 10_000;
    private long defaultPlayouts = 10_000;

    private Builder() {}

    /**
     * Sets the seed (default 0).
     *
     * @param seed the seed
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder<S, M> seed(long seed) {
      this.seed = seed;
      return this;
    }

    /**
     * Sets the exploration constant {@code c} of the UCT rule (default {@code sqrt(2)}).
     *
     * @param exploration the constant
     * @return this builder
     * @throws IllegalArgumentException if {@code exploration} is negative or not finite
     */
    @CanIgnoreReturnValue
    public Builder<S, M> exploration(double exploration) {
      checkArgument(
          exploration >= 0 && Double.isFinite(exploration),
          "exploration must be finite and >= 0, got %s",
          exploration);
      this.exploration = exploration;
      return this;
    }

    /**
     * Sets the longest playout in moves (default 10 000); a longer playout counts as a draw.
     *
     * @param maxPlayoutMoves the limit
     * @return this builder
     * @throws IllegalArgumentException if {@code maxPlayoutMoves} is negative
     */
    @CanIgnoreReturnValue
    public Builder<S, M> maxPlayoutMoves(int maxPlayoutMoves) {
      checkArgument(maxPlayoutMoves >= 0, "max playout moves must be >= 0, got %s", maxPlayoutMoves);
      this.maxPlayoutMoves = maxPlayoutMoves;
      return this;
    }

    /**
     * Sets the number of playouts for an unlimited budget (default 10 000).
     *
     * @param defaultPlayouts the number of playouts
     * @return this builder
     * @throws IllegalArgumentException if {@code defaultPlayouts} is not positive
     */
    @CanIgnoreReturnValue
    public Builder<S, M> defaultPlayouts(long defaultPlayouts) {
      checkArgument(defaultPlayouts >= 1, "default playouts must be >= 1, got %s", defaultPlayouts);
      this.defaultPlayouts = defaultPlayouts;
      return this;
    }

    /**
     * Builds the agent.
     *
     * @return the agent
     */
    public MctsAgent<S, M> build() {
      return new MctsAgent<>(new Settings(seed, exploration, maxPlayoutMoves, defaultPlayouts));
    }
  }
}
