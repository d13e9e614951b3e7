package io.github.gridgames.ai;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.State;

/**
 * An agent that always thinks with its own budget, whatever budget it is asked with, so that each
 * entrant of a match keeps the time per move it was given ({@code best:100} against {@code
 * mcts:500}) while the match passes one budget to all. Immutable; as thread-safe as the agent it
 * wraps.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
final class TimedAgent<S extends State<S, M>, M extends Move> implements Agent<S, M> {

  private final Agent<S, M> agent;
  private final Budget budget;
  private final String name;

  private TimedAgent(Agent<S, M> agent, Budget budget, String name) {
    this.agent = requireNonNull(agent, "agent");
    this.budget = requireNonNull(budget, "budget");
    this.name = requireNonNull(name, "name");
  }

  /**
   * Wraps an agent.
   *
   * @param agent the agent that chooses the moves
   * @param budget the budget of every move
   * @param name the name for tables and logs, such as {@code best:100}
   * @param <S> the state type
   * @param <M> the move type
   * @return the timed agent
   * @throws NullPointerException if an argument is null
   */
  static <S extends State<S, M>, M extends Move> TimedAgent<S, M> of(
      Agent<S, M> agent, Budget budget, String name) {
    return new TimedAgent<>(agent, budget, name);
  }

  /**
   * Asks the wrapped agent with this agent's own budget.
   *
   * @param state a state that is not terminal
   * @param ignored the caller's budget, not used
   * @return the wrapped agent's move
   * @throws IllegalArgumentException if the state is terminal
   */
  @Override
  public M chooseMove(S state, Budget ignored) {
    return agent.chooseMove(state, budget);
  }

  /**
   * Asks the wrapped agent with this agent's own budget, on the position.
   *
   * @param position a position that is not terminal; left as it was
   * @param ignored the caller's budget, not used
   * @return the wrapped agent's move code
   * @throws IllegalArgumentException if the position is terminal
   */
  @Override
  public int chooseCode(Position<S, M> position, Budget ignored) {
    return agent.chooseCode(position, budget);
  }

  @Override
  public String name() {
    return name;
  }

  /**
   * Returns the budget of each move.
   *
   * @return the budget
   */
  Budget budget() {
    return budget;
  }

  /**
   * Returns the wrapped agent.
   *
   * @return the agent that chooses the moves
   */
  Agent<S, M> agent() {
    return agent;
  }

  /** Returns the name and the budget, such as {@code "best:100 (100 ms per move)"}. */
  @Override
  public String toString() {
    return name + " (" + budget + " per move)";
  }
}
