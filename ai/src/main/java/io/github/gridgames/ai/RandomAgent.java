package io.github.gridgames.ai;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import java.util.List;

/**
 * Plays a uniformly random legal move. The choice is drawn from random numbers seeded by the
 * agent's seed and the state's {@link State#positionHash()}, so the same seed and state always give
 * the same move, whatever was asked before. In a state with {@linkplain
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
    requireNonNull(state, "state");
    requireNonNull(budget, "budget");
    List<M> moves = Agents.movesOf(state);
    return moves.get(Seeds.forChoice(seed, state.positionHash()).nextInt(moves.size()));
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
