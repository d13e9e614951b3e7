package io.github.gridgames.ai;

import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
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
 * scores {@code +1e12} (above every evaluation) when the mover wins alone, {@code -1e12} when it
 * loses, and 0 for a draw or a shared win; any other resulting position scores the game-supplied {@link
 * Evaluation} for the mover (clamped to {@code ±}{@value Evaluation#LIMIT}).
 *
 * <p>Ties go to the first best move in the position's order of legal moves, or, for an agent made
 * with a {@linkplain Builder#seed(long) seed}, to a tied move drawn from random numbers seeded by the
 * seed and the {@link Position#positionHash()}. Either way the choice is deterministic.
 *
 * <p>Budget: each resulting position evaluated is one work unit; when the budget runs out the
 * agent plays the best move among those evaluated (at least one is always evaluated).
 *
 * <p>Threads: immutable, it keeps the state of a choice in the call, so threads may share one agent
 * if the evaluation may be called from several threads at once.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class GreedyAgent<S extends State<S, M>, M extends Move> implements Agent<S, M> {

  /** The score of a resulting state that the mover has won. */
  private static final double WIN = 1e12;

  /** Every setting of an agent, as its builder had them. */
  record Settings<S extends State<S, M>, M extends Move>(Evaluation<S, M> evaluation, OptionalLong seed) {}

  private final Settings<S, M> settings;
  private final Evaluation<S, M> evaluation;
  private final OptionalLong seed;

  private GreedyAgent(Settings<S, M> settings) {
    this.settings = settings;
    this.evaluation = settings.evaluation();
    this.seed = settings.seed();
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
    return GreedyAgent.builder(evaluation).build();
  }

  /**
   * Starts configuring a greedy agent, from the defaults each setter of {@link Builder} states.
   *
   * @param evaluation scores positions for a player
   * @param <S> the state type
   * @param <M> the move type
   * @return a new builder
   * @throws NullPointerException if {@code evaluation} is null
   */
  public static <S extends State<S, M>, M extends Move> Builder<S, M> builder(Evaluation<S, M> evaluation) {
    return new Builder<>(evaluation);
  }

  /**
   * Returns a builder with every setting of this agent, to build one that differs in some.
   *
   * @return a new builder
   */
  public Builder<S, M> toBuilder() {
    Builder<S, M> builder = builder(evaluation);
    seed.ifPresent(builder::seed);
    return builder;
  }

  Settings<S, M> settings() {
    return settings;
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

  /**
   * Configures a {@link GreedyAgent}: each setter changes this builder and returns it.
   *
   * @param <S> the state type
   * @param <M> the move type
   */
  public static final class Builder<S extends State<S, M>, M extends Move> {
    private final Evaluation<S, M> evaluation;
    private OptionalLong seed = OptionalLong.empty();

    private Builder(Evaluation<S, M> evaluation) {
      this.evaluation = requireNonNull(evaluation, "evaluation");
    }

    /**
     * Sets the seed of the tie-breaks: ties then go to a tied move drawn from random numbers
     * seeded by it and the position. By default there is none and ties go to the first best move.
     *
     * @param seed the seed
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder<S, M> seed(long seed) {
      this.seed = OptionalLong.of(seed);
      return this;
    }

    /**
     * Builds the agent.
     *
     * @return the agent
     */
    public GreedyAgent<S, M> build() {
      return new GreedyAgent<>(new Settings<>(evaluation, seed));
    }
  }
}
