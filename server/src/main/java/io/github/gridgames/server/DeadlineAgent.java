package io.github.gridgames.server;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;

/**
 * An agent that shares one deadline between its choices: each choice gets the time left until the
 * deadline (at least one millisecond), whatever budget it is asked with. The web game's
 * {@code /find/} plays a whole turn, several lines, within one time budget this way.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
final class DeadlineAgent<S extends State<S, M>, M extends Move> implements Agent<S, M> {

  private final Agent<S, M> agent;
  private final long deadlineNanos;

  private DeadlineAgent(Agent<S, M> agent, long deadlineNanos) {
    this.agent = requireNonNull(agent, "agent");
    this.deadlineNanos = deadlineNanos;
  }

  /**
   * Returns an agent whose choices together end by a time from now.
   *
   * @param agent the agent that chooses
   * @param millis the time for all choices, from now
   * @param <S> the state type
   * @param <M> the move type
   * @return the agent
   */
  static <S extends State<S, M>, M extends Move> DeadlineAgent<S, M> within(
      Agent<S, M> agent, long millis) {
    return new DeadlineAgent<>(agent, System.nanoTime() + millis * 1_000_000L);
  }

  /** Chooses with the time left until the deadline; {@code budget} is not used. */
  @Override
  public M chooseMove(S state, Budget budget) {
    long left = (deadlineNanos - System.nanoTime()) / 1_000_000L;
    return agent.chooseMove(state, Budget.ofMillis(Math.max(1, left)));
  }

  @Override
  public String name() {
    return agent.name();
  }
}
