package io.github.gridgames.ai;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

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
 * <p>Randomness comes from the seed and the searched state's {@link State#positionHash()}, and the
 * tree is built anew for each choice, so a work budget gives the same move for the same seed and
 * state every time. Budget: each playout is one work unit; the clock is read before every playout
 * and every 16 moves of a playout, and a playout cut short by the end of the time is discarded. An
 * unlimited budget runs {@linkplain Builder#defaultPlayouts(long) a default number of
 * playouts}. Immutable and thread-safe.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class MctsAgent<S extends State<S, M>, M extends Move> implements Agent<S, M> {

  /** How many playout moves pass between two readings of the clock; a power of two. */
  private static final int PLAYOUT_CHECK_INTERVAL = 16;

  private final long seed;
  private final double exploration;
  private final int maxPlayoutMoves;
  private final long defaultPlayouts;

  private MctsAgent(Builder<S, M> builder) {
    this.seed = builder.seed;
    this.exploration = builder.exploration;
    this.maxPlayoutMoves = builder.maxPlayoutMoves;
    this.defaultPlayouts = builder.defaultPlayouts;
  }

  /**
   * Returns an agent with the given seed and the default settings.
   *
   * @param seed the seed
   * @param <S> the state type
   * @param <M> the move type
   * @return the agent
   */
  public static <S extends State<S, M>, M extends Move> MctsAgent<S, M> seeded(long seed) {
    return MctsAgent.<S, M>builder().seed(seed).build();
  }

  /**
   * Starts configuring an agent.
   *
   * @param <S> the state type
   * @param <M> the move type
   * @return a builder with the defaults: seed 0, exploration {@code sqrt(2)}, playouts of at most
   *     10 000 moves, 10 000 playouts for an unlimited budget
   */
  public static <S extends State<S, M>, M extends Move> Builder<S, M> builder() {
    return new Builder<>();
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
  public SearchReport<M> search(S state, Budget budget) {
    requireNonNull(state, "state");
    requireNonNull(budget, "budget");
    List<M> moves = Agents.movesOf(state);
    Deadline deadline =
        Deadline.start(budget.isUnlimited() ? Budget.ofWork(defaultPlayouts) : budget, 1);
    if (moves.size() == 1) {
      return new SearchReport<>(moves.get(0), 0, 0, 0, false, deadline.elapsed());
    }
    int players = state.game().playerCount();
    SplittableRandom random = Seeds.forChoice(seed, state.positionHash());
    Node<S, M> root = new Node<>(state, null, null, players);
    int maxDepth = 0;
    while (deadline.take()) {
      Node<S, M> node = root;
      int depth = 0;
      while (node.untried != null && node.untried.isEmpty() && !node.children.isEmpty()) {
        node = select(node);
        depth++;
      }
      if (node.untried != null && !node.untried.isEmpty()) {
        int index = random.nextInt(node.untried.size());
        M move = node.untried.get(index);
        node.untried.set(index, node.untried.get(node.untried.size() - 1));
        node.untried.remove(node.untried.size() - 1);
        Node<S, M> child = new Node<>(node.state.play(move), node, move, players);
        node.children.add(child);
        node = child;
        depth++;
      }
      maxDepth = Math.max(maxDepth, depth);
      double[] rewards = playout(node.state, random, players, deadline);
      if (rewards == null) {
        break;
      }
      for (Node<S, M> n = node; n != null; n = n.parent) {
        n.visits++;
        for (int p = 0; p < players; p++) {
          n.rewards[p] += rewards[p];
        }
      }
    }
    Node<S, M> best = null;
    int mover = state.toMove().index();
    for (Node<S, M> child : root.children) {
      if (best == null
          || child.visits > best.visits
          || child.visits == best.visits && child.mean(mover) > best.mean(mover)) {
        best = child;
      }
    }
    if (best == null) {
      return new SearchReport<>(moves.get(0), 0, 0, deadline.work(), false, deadline.elapsed());
    }
    return new SearchReport<>(
        best.move, best.mean(mover), maxDepth, deadline.work(), false, deadline.elapsed());
  }

  private Node<S, M> select(Node<S, M> parent) {
    int mover = parent.state.toMove().index();
    double logVisits = Math.log(parent.visits);
    Node<S, M> best = null;
    double bestScore = Double.NEGATIVE_INFINITY;
    for (Node<S, M> child : parent.children) {
      double score = child.mean(mover) + exploration * Math.sqrt(logVisits / child.visits);
      if (score > bestScore) {
        bestScore = score;
        best = child;
      }
    }
    return best;
  }

  /** Plays at random to the end; returns null if time ran out on the way. */
  private double[] playout(S start, SplittableRandom random, int players, Deadline deadline) {
    S state = start;
    for (int played = 0; played < maxPlayoutMoves && !state.isTerminal(); played++) {
      if ((played & (PLAYOUT_CHECK_INTERVAL - 1)) == PLAYOUT_CHECK_INTERVAL - 1
          && deadline.isTimeUp()) {
        return null;
      }
      List<M> moves = state.legalMoves();
      state = state.play(moves.get(random.nextInt(moves.size())));
    }
    if (!state.isTerminal()) {
      double[] rewards = new double[players];
      java.util.Arrays.fill(rewards, 1.0 / players);
      return rewards;
    }
    return Outcomes.rewards(state.outcome(), players);
  }

  /** A node of the search tree. */
  private static final class Node<S extends State<S, M>, M extends Move> {
    final S state;
    final Node<S, M> parent;
    final M move;
    final List<Node<S, M>> children = new ArrayList<>();
    final List<M> untried;
    final double[] rewards;
    int visits;

    Node(S state, Node<S, M> parent, M move, int players) {
      this.state = state;
      this.parent = parent;
      this.move = move;
      this.rewards = new double[players];
      this.untried = state.isTerminal() ? null : new ArrayList<>(state.legalMoves());
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
   * Configures an {@link MctsAgent}.
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
    public Builder<S, M> exploration(double exploration) {
      if (!(exploration >= 0) || Double.isInfinite(exploration)) {
        throw new IllegalArgumentException(
            "exploration must be finite and >= 0, got " + exploration);
      }
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
    public Builder<S, M> maxPlayoutMoves(int maxPlayoutMoves) {
      if (maxPlayoutMoves < 0) {
        throw new IllegalArgumentException(
            "max playout moves must be >= 0, got " + maxPlayoutMoves);
      }
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
    public Builder<S, M> defaultPlayouts(long defaultPlayouts) {
      if (defaultPlayouts < 1) {
        throw new IllegalArgumentException(
            "default playouts must be >= 1, got " + defaultPlayouts);
      }
      this.defaultPlayouts = defaultPlayouts;
      return this;
    }

    /**
     * Builds the agent.
     *
     * @return the agent
     */
    public MctsAgent<S, M> build() {
      return new MctsAgent<>(this);
    }
  }
}
