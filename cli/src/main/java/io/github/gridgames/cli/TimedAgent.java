package io.github.gridgames.cli;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;

/**
 * An agent that always thinks with its own budget, whatever budget it is asked with; so that each
 * entrant of a match keeps the time per move it was given ({@code best:100} against {@code
 * mcts:500}).
 *
 * @param <S> the state type
 * @param <M> the move type
 */
final class TimedAgent<S extends State<S, M>, M extends Move> implements Agent<S, M> {

  private final Agent<S, M> agent;
  private final Budget budget;
  private final String name;

  TimedAgent(Agent<S, M> agent, Budget budget, String name) {
    this.agent = requireNonNull(agent, "agent");
    this.budget = requireNonNull(budget, "budget");
    this.name = requireNonNull(name, "name");
  }

  @Override
  public M chooseMove(S state, Budget ignored) {
    return agent.chooseMove(state, budget);
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

  @Override
  public String toString() {
    return name + " (" + budget + " per move)";
  }
}
