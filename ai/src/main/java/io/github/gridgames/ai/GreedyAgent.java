package io.github.gridgames.ai;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.State;
import java.util.OptionalLong;
import java.util.SplittableRandom;

/**
 * Looks one move ahead: plays the move whose resulting position is best for the mover. It runs on
 * the game's {@link Position} (play, evaluate, undo). A resulting position that ends the game
 * scores {@code +}{@value #WIN} when the mover wins alone, {@code -}{@value #WIN} when it loses,
 * and 0 for a draw or a shared win; any other resulting position scores the game-supplied {@link
 * Evaluation} for the mover (clamped to {@code ±}{@value Evaluation#LIMIT}).
 *
 * <p>Ties go to the first best move in the position's order of legal moves, or, for an agent made
 * with {@link #seeded(Evaluation, long)}, to a tied move drawn from random numbers seeded by the
 * seed and the {@link Position#positionHash()}. Either way the choice is deterministic.
 *
 * <p>Budget: each resulting position evaluated is one work unit; when the budget runs out the
 * agent plays the best move among those evaluated (at least one is always evaluated). Immutable
 * and thread-safe if the evaluation is.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class GreedyAgent<S extends State<S, M>, M extends Move> implements Agent<S, M> {

  /** The score of a resulting state that the mover has won. */
  public static final double WIN = 1e12;

  private final Evaluation<S, M> evaluation;
  private final OptionalLong seed;

  private GreedyAgent(Evaluation<S, M> evaluation, OptionalLong seed) {
    this.evaluation = requireNonNull(evaluation, "evaluation");
    this.seed = seed;
  }

  /**
   * Returns a greedy agent that breaks ties by the order of legal moves.
   *
   * @param evaluation scores positions for a player
   * @param <S> the state type
   * @param <M> the move type
   * @return the agent
   * @throws NullPointerException if {@code evaluation} is null
   */
  public static <S extends State<S, M>, M extends Move> GreedyAgent<S, M> of(
      Evaluation<S, M> evaluation) {
    return new GreedyAgent<S, M>(evaluation, OptionalLong.empty());
  }

  /**
   * Returns a greedy agent that breaks ties at random, reproducibly for a seed.
   *
   * @param evaluation scores positions for a player
   * @param seed the seed of the tie-breaks
   * @param <S> the state type
   * @param <M> the move type
   * @return the agent
   * @throws NullPointerException if {@code evaluation} is null
   */
  public static <S extends State<S, M>, M extends Move> GreedyAgent<S, M> seeded(
      Evaluation<S, M> evaluation, long seed) {
    return new GreedyAgent<S, M>(evaluation, OptionalLong.of(seed));
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
   * @throws IllegalStateException if the evaluation returns {@code NaN}
   * @throws NullPointerException if an argument is null
   */
  @Override
  public int chooseCode(Position<S, M> position, Budget budget) {
    requireNonNull(position, "position");
    Deadline deadline = Deadline.start(requireNonNull(budget, "budget"), 1);
    Agents.checkNotTerminal(position);
    int[] codes = new int[position.legalMoveCount()];
    int count = Agents.checkHasMoves(position, position.legalMoves(codes));
    Player mover = position.toMove();
    int depth = position.depth();
    int[] best = new int[count];
    int bestCount = 0;
    double bestScore = Double.NEGATIVE_INFINITY;
    try {
      for (int i = 0; i < count; i++) {
        if (!deadline.take() && bestCount > 0) {
          break;
        }
        position.makeMove(codes[i]);
        double score = score(position, mover);
        position.unmakeMove();
        if (score > bestScore) {
          bestScore = score;
          bestCount = 0;
        }
        if (score == bestScore) {
          best[bestCount++] = codes[i];
        }
      }
    } finally {
      Agents.undoTo(position, depth);
    }
    if (seed.isEmpty() || bestCount == 1) {
      return best[0];
    }
    SplittableRandom random = Seeds.forChoice(seed.getAsLong(), position.positionHash());
    return best[random.nextInt(bestCount)];
  }

  private double score(Position<S, M> next, Player mover) {
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
