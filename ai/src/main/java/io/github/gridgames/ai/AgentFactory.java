package io.github.gridgames.ai;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;

/**
 * Makes an agent for one game of an {@link Arena}, seeded so that each game is reproducible.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@FunctionalInterface
public interface AgentFactory<S extends State<S, M>, M extends Move> {

  /**
   * Returns an agent for one game.
   *
   * @param seed the seed the agent should use for its randomness
   * @return the agent
   */
  Agent<S, M> create(long seed);

  /**
   * Returns a factory that hands out the same agent for every game, ignoring the seed; for
   * agents without randomness. An {@link Arena} on more than one {@linkplain
   * Arena.Builder#threads(int) thread} then uses the agent from several threads at once, so it
   * must be thread-safe (an {@link AlphaBetaAgent}, which keeps its table between calls, is not:
   * make one per game).
   *
   * @param agent the agent
   * @param <S> the state type
   * @param <M> the move type
   * @return the factory
   * @throws NullPointerException if {@code agent} is null
   */
  static <S extends State<S, M>, M extends Move> AgentFactory<S, M> of(Agent<S, M> agent) {
    requireNonNull(agent, "agent");
    return seed -> agent;
  }
}
