package io.github.gridgames.ai;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.State;
import io.github.gridgames.core.internal.PositionChecks;
import java.util.random.RandomGenerator;

/**
 * Plays a uniformly random legal move, drawn by the position's {@link
 * Position#randomMove(RandomGenerator)} from random numbers seeded by the agent's
 * seed and the {@link Position#positionHash()}, so the same seed and position always give the same
 * move, whatever was asked before. In a state with {@linkplain
 * State#hasUnboundedLegalMoves() unbounded legal moves} it chooses among the listed representative
 * moves. It needs no budget and uses none. Threads: immutable, it keeps no state between calls, so
 * threads may share one agent.
 *
 * <p>{@link #playout} is the random playout written once through the generic {@link Position}
 * interface: what any game gets without a playout loop of its own (compare {@link
 * Position#playout(RandomGenerator, int)}, the game's own loop).
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
  public static <S extends State<S, M>, M extends Move> RandomAgent<S, M> of(long seed) {
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

  /**
   * Plays uniformly random legal moves through the generic interface until the position is
   * terminal or {@code maxMoves} moves have been played; the caller undoes them. Each move is
   * {@link Position#randomMove(RandomGenerator)}, whose contract is a legal move drawn uniformly
   * at random, then {@link Position#makeMove(int)}: nothing is copied or allocated per move, so the
   * loop runs at the speed of the game's own {@code randomMove} and {@code play}.
   *
   * <p>The moves depend only on the position (its history of plays and undos) and on the values
   * {@code random} returns, so the same seed on the same position gives the same playout.
   *
   * @param position the position to play on
   * @param random the source of randomness
   * @param maxMoves the most moves to play, at least 0
   * @return the number of moves played
   * @throws IllegalArgumentException if {@code maxMoves} is negative
   * @throws IllegalStateException if a position that is not terminal has no legal move to draw
   *     (the position's {@code randomMove} refuses it); the moves before stay played
   * @throws NullPointerException if {@code position} or {@code random} is null
   */
  public static int playout(Position<?, ?> position, RandomGenerator random, int maxMoves) {
    requireNonNull(position, "position");
    requireNonNull(random, "random");
    PositionChecks.checkMaxMoves(maxMoves);
    int played = 0;
    // The end of the game is tested first, then the count: keep this order, which callers that
    // inline this loop compile best.
    while (!position.isTerminal() && played < maxMoves) {
      position.makeMove(position.randomMove(random));
      played++;
    }
    return played;
  }

  /** Returns {@code RandomAgent[seed=...]}. */
  @Override
  public String toString() {
    return "RandomAgent[seed=" + seed + "]";
  }
}
