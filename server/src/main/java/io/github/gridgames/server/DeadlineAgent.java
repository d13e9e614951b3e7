package io.github.gridgames.server;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * An agent that shares one deadline between its choices and thinks only while it holds one of
 * the server's thinking permits. Each choice waits for a permit until the deadline, then thinks
 * with the time left (at least one millisecond), whatever budget it is asked with. The web game's
 * {@code /find/} plays a whole turn, several lines, within one time budget this way, and a burst
 * of requests shares the processors instead of slowing every request down: at most as many
 * agents think at once as there are permits, and the time spent waiting counts against the
 * request's budget.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
final class DeadlineAgent<S extends State<S, M>, M extends Move> implements Agent<S, M> {

  private final Agent<S, M> agent;
  private final Semaphore permits;
  private final long deadlineNanos;

  DeadlineAgent(Agent<S, M> agent, Semaphore permits, long millis) {
    this.agent = requireNonNull(agent, "agent");
    this.permits = requireNonNull(permits, "permits");
    this.deadlineNanos = System.nanoTime() + millis * 1_000_000L;
  }

  /** Chooses with the time left until the deadline; {@code budget} is not used. */
  @Override
  public M chooseMove(S state, Budget budget) {
    boolean held = false;
    try {
      long wait = deadlineNanos - System.nanoTime();
      held = wait > 0 && permits.tryAcquire(wait, TimeUnit.NANOSECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    try {
      long left = (deadlineNanos - System.nanoTime()) / 1_000_000L;
      return agent.chooseMove(state, Budget.ofTime(Duration.ofMillis(Math.max(1, left))));
    } finally {
      if (held) {
        permits.release();
      }
    }
  }

  @Override
  public String name() {
    return agent.name();
  }
}
