package io.github.gridgames.ai;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.State;

/**
 * Plays a uniformly random legal move, drawn by the position's {@link
 * Position#randomMove(java.util.random.RandomGenerator)} from random numbers seeded by the agent's
 * seed and the {@link Position#positionHash()}, so the same seed and position always give the same
 * move, whatever was asked before. In a state with {@linkplain
 * State#hasUnboundedLegalMoves() unbounded legal moves} it chooses among the listed representative
 * moves. It needs no budget and uses none. Immutable and thread-safe.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class RandomAgent<S extends State<S, M>, M extends Move> implements Agent<S, M> {

  private final long seed;

  private RandomAgent(long seed) {
    this.seed = seed;
  }

  /**
   * Returns a random agent with the given seed.
   *
   * @param seed the seed
   * @param <S> the state type
   * @param <M> the move type
   * @return the agent
   */
  public static <S extends State<S, M>, M extends Move> RandomAgent<S, M> seeded(long seed) {
    return new RandomAgent<>(seed);
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
   * {@inheritDoc}
   *
   * @throws NullPointerException if an argument is null
   */
  @Override
  public M chooseMove(S state, Budget budget) {
    Position<S, M> position = requireNonNull(state, "state").toPosition();
    return position.move(chooseCode(position, budget));
  }

  /**
   * {@inheritDoc}
   *
   * @throws NullPointerException if an argument is null
   */
  @Override
  public int chooseCode(Position<S, M> position, Budget budget) {
    requireNonNull(position, "position");
    requireNonNull(budget, "budget");
    Agents.checkNotTerminal(position);
    return position.randomMove(Seeds.forChoice(seed, position.positionHash()));
  }

  /** Returns {@code random}. */
  @Override
  public String name() {
    return "random";
  }

  /** Returns {@code RandomAgent[seed=...]}. */
  @Override
  public String toString() {
    return "RandomAgent[seed=" + seed + "]";
  }
}
