package io.github.gridgames.ai;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.State;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.SplittableRandom;

/**
 * Looks one move ahead: plays the move whose resulting state is best for the mover. A resulting
 * state that ends the game scores {@code +}{@value #WIN} when the mover wins alone, {@code
 * -}{@value #WIN} when it loses, and 0 for a draw or a shared win; any other resulting state scores
 * the game-supplied {@link Evaluation} for the mover (clamped to {@code ±}{@value
 * Evaluation#LIMIT}).
 *
 * <p>Ties go to the first best move in the state's order of legal moves, or, for an agent made
 * with {@link #seeded(Evaluation, long)}, to a tied move drawn from random numbers seeded by the
 * seed and the state's {@link State#positionHash()}. Either way the choice is deterministic.
 *
 * <p>Budget: each resulting state evaluated is one work unit; when the budget runs out the agent
 * plays the best move among those evaluated (at least one is always evaluated). Immutable and
 * thread-safe if the evaluation is.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class GreedyAgent<S extends State<S, M>, M extends Move> implements Agent<S, M> {

  /** The score of a resulting state that the mover has won. */
  public static final double WIN = 1e12;

  private final Evaluation<? super S> evaluation;
  private final OptionalLong seed;

  private GreedyAgent(Evaluation<? super S> evaluation, OptionalLong seed) {
    this.evaluation = requireNonNull(evaluation, "evaluation");
    this.seed = seed;
  }

  /**
   * Returns a greedy agent that breaks ties by the order of legal moves.
   *
   * @param evaluation scores states for a player
   * @param <S> the state type
   * @param <M> the move type
   * @return the agent
   * @throws NullPointerException if {@code evaluation} is null
   */
  public static <S extends State<S, M>, M extends Move> GreedyAgent<S, M> of(
      Evaluation<? super S> evaluation) {
    return new GreedyAgent<S, M>(evaluation, OptionalLong.empty());
  }

  /**
   * Returns a greedy agent that breaks ties at random, reproducibly for a seed.
   *
   * @param evaluation scores states for a player
   * @param seed the seed of the tie-breaks
   * @param <S> the state type
   * @param <M> the move type
   * @return the agent
   * @throws NullPointerException if {@code evaluation} is null
   */
  public static <S extends State<S, M>, M extends Move> GreedyAgent<S, M> seeded(
      Evaluation<? super S> evaluation, long seed) {
    return new GreedyAgent<S, M>(evaluation, OptionalLong.of(seed));
  }

  /**
   * {@inheritDoc}
   *
   * @throws NullPointerException if an argument is null
   */
  @Override
  public M chooseMove(S state, Budget budget) {
    requireNonNull(state, "state");
    Deadline deadline = Deadline.start(requireNonNull(budget, "budget"), 1);
    List<M> moves = Agents.movesOf(state);
    Player mover = state.toMove();
    List<M> best = new ArrayList<>();
    double bestScore = Double.NEGATIVE_INFINITY;
    for (M move : moves) {
      if (!deadline.take() && !best.isEmpty()) {
        break;
      }
      double score = score(state.play(move), mover);
      if (score > bestScore) {
        bestScore = score;
        best.clear();
        best.add(move);
      } else if (score == bestScore) {
        best.add(move);
      }
    }
    if (seed.isEmpty() || best.size() == 1) {
      return best.get(0);
    }
    SplittableRandom random = Seeds.forChoice(seed.getAsLong(), state.positionHash());
    return best.get(random.nextInt(best.size()));
  }

  private double score(S next, Player mover) {
    if (next.isTerminal()) {
      return WIN * Outcomes.sign(next.outcome(), mover);
    }
    return Outcomes.clampEvaluation(evaluation.evaluate(next, mover), next);
  }

  /** Returns {@code greedy}. */
  @Override
  public String name() {
    return "greedy";
  }

  /** Returns a description with the seed, if any. */
  @Override
  public String toString() {
    return "GreedyAgent[" + (seed.isPresent() ? "seed=" + seed.getAsLong() : "first-best") + "]";
  }
}
