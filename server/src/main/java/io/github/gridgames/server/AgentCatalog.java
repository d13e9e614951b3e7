package io.github.gridgames.server;

import io.github.gridgames.ai.AlphaBetaAgent;
import io.github.gridgames.ai.Evaluation;
import io.github.gridgames.ai.GreedyAgent;
import io.github.gridgames.ai.MctsAgent;
import io.github.gridgames.ai.RandomAgent;
import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import io.github.gridgames.dotsboxes.strategy.GreedyDotsBoxesAgent;
import io.github.gridgames.dotsboxes.strategy.StrongDotsBoxesAgent;
import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.strategy.NRowGreedyAgent;
import io.github.gridgames.nrow.strategy.ThreatAgent;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.strategy.PerfectPlayer;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The agents the server offers by name, for every game: {@code best} (the strongest the game
 * has), {@code random}, {@code greedy} (one move ahead), {@code alphabeta} and {@code mcts}.
 *
 * <p>{@code best} is the Dots and Boxes strong agent (two players, extra turn on capture), the
 * m,n,k perfect player on boards of at most {@value #PERFECT_CELLS} cells, the N-row threat
 * agent, and Monte Carlo tree search otherwise. {@code greedy} is the game module's own greedy
 * agent where it has one (Dots and Boxes, N-row), else one move ahead by the score margin.
 *
 * <p>The strong Dots and Boxes agents hold a search table, so they are kept in a pool and reused
 * (each serves one request at a time); every other agent is built for its request. Agents think
 * through {@link Lease#within(long)}: at most one per processor at a time.
 */
final class AgentCatalog {

  /** The agent names, {@code best} first. */
  static final List<String> NAMES = List.of("best", "random", "greedy", "alphabeta", "mcts");

  /**
   * The search table of a pooled strong Dots and Boxes agent: 2^16 entries (1 MiB), so that a
   * burst of requests that each need an agent of their own stays small in memory.
   */
  static final int STRONG_TABLE_BITS = 16;

  /** m,n,k boards of at most this many cells are played by the perfect player. */
  static final int PERFECT_CELLS = 16;

  private final Queue<StrongDotsBoxesAgent> idleStrong = new ConcurrentLinkedQueue<>();
  private final AtomicInteger idleCount = new AtomicInteger();
  private final AtomicLong strongSeeds = new AtomicLong();
  private final int maxIdle = Math.max(2, Runtime.getRuntime().availableProcessors());

  /** One permit per processor: agents think one per processor at a time, in arrival order. */
  private final Semaphore thinking =
      new Semaphore(Runtime.getRuntime().availableProcessors(), true);

  /**
   * An agent lent for one request; {@link #close()} gives it back.
   *
   * @param agent the agent
   * @param pooled the pooled strong agent to give back, or null
   * @param catalog the catalog it came from
   * @param <S> the state type
   * @param <M> the move type
   */
  record Lease<S extends State<S, M>, M extends Move>(
      Agent<S, M> agent, StrongDotsBoxesAgent pooled, AgentCatalog catalog)
      implements AutoCloseable {

    /**
     * Returns the agent thinking within a time from now for all its choices together, and only
     * while it holds one of the catalog's thinking permits (see {@link DeadlineAgent}).
     *
     * @param millis the time, from now
     * @return the agent
     */
    Agent<S, M> within(long millis) {
      return new DeadlineAgent<>(agent, catalog.thinking, millis);
    }

    @Override
    public void close() {
      if (pooled != null) {
        catalog.giveBack(pooled);
      }
    }
  }

  /**
   * Lends the strong Dots and Boxes agent, for the web game's {@code /find/}.
   *
   * @return the lease
   */
  Lease<DotsBoxesState, Edge> strongDotsBoxes() {
    StrongDotsBoxesAgent agent = idleStrong.poll();
    if (agent == null) {
      agent =
          StrongDotsBoxesAgent.builder(strongSeeds.getAndIncrement()).tableBits(STRONG_TABLE_BITS).build();
    } else {
      idleCount.decrementAndGet();
    }
    return new Lease<>(agent, agent, this);
  }

  private void giveBack(StrongDotsBoxesAgent agent) {
    if (idleCount.incrementAndGet() <= maxIdle) {
      idleStrong.offer(agent);
    } else {
      idleCount.decrementAndGet();
    }
  }

  /**
   * Lends an agent by name for a game.
   *
   * @param game the game
   * @param name one of {@link #NAMES}
   * @param seed the seed of an agent built for this request
   * @param <S> the state type
   * @param <M> the move type
   * @return the lease
   * @throws ApiError if the name is unknown (400 {@code unknown-agent}, listing the names)
   */
  <S extends State<S, M>, M extends Move> Lease<S, M> lend(Game<S, M> game, String name, long seed) {
    if (name.equals("best") && game instanceof DotsBoxes dots && strongPlays(dots)) {
      StrongDotsBoxesAgent strong = strongDotsBoxes().pooled();
      return new Lease<S, M>(AgentCatalog.<S, M>sameGame(strong), strong, this);
    }
    return new Lease<>(build(game, name, seed), null, this);
  }

  private static boolean strongPlays(DotsBoxes game) {
    return game.playerCount() == 2 && game.turnPolicy() == TurnPolicy.EXTRA_TURN_ON_CAPTURE;
  }

  private static <S extends State<S, M>, M extends Move> Agent<S, M> build(
      Game<S, M> game, String name, long seed) {
    return switch (name) {
      case "best" -> best(game, seed);
      case "random" -> RandomAgent.seeded(seed);
      case "greedy" -> greedy(game, seed);
      case "alphabeta" -> AlphaBetaAgent.<S, M>of(Evaluation.scoreMargin());
      case "mcts" -> MctsAgent.<S, M>builder().seed(seed).build();
      default ->
          throw ApiError.badRequest(
                  "unknown-agent",
                  "there is no agent named '" + name + "'; the agents are " + String.join(", ", NAMES))
              .with("agents", NAMES);
    };
  }

  private static <S extends State<S, M>, M extends Move> Agent<S, M> best(
      Game<S, M> game, long seed) {
    if (game instanceof MnkGame mnk && mnk.cellCount() <= PERFECT_CELLS) {
      return sameGame(PerfectPlayer.of(mnk));
    }
    if (game instanceof NRow) {
      return sameGame(ThreatAgent.seeded(seed));
    }
    return MctsAgent.<S, M>builder().seed(seed).build();
  }

  private static <S extends State<S, M>, M extends Move> Agent<S, M> greedy(
      Game<S, M> game, long seed) {
    if (game instanceof DotsBoxes) {
      return sameGame(GreedyDotsBoxesAgent.of(seed));
    }
    if (game instanceof NRow) {
      return sameGame(NRowGreedyAgent.seeded(seed));
    }
    return GreedyAgent.<S, M>seeded(Evaluation.scoreMargin(), seed);
  }

  /**
   * Views a game-specific agent as an agent of the request's game, which the caller has checked
   * to be of that agent's (final) game class, so its states and moves are the agent's.
   */
  @SuppressWarnings("unchecked")
  private static <S extends State<S, M>, M extends Move> Agent<S, M> sameGame(Agent<?, ?> agent) {
    return (Agent<S, M>) agent;
  }
}
