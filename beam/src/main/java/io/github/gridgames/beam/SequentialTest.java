package io.github.gridgames.beam;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CheckReturnValue;
import java.util.List;
import java.util.function.LongConsumer;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.options.PipelineOptions;

/**
 * A sequential probability ratio test of two agents, as fishtest runs it: batches of game pairs
 * (each pair one opening, played from both seats) are played on a Beam runner until the
 * log-likelihood ratio of "the candidate is {@code elo1} stronger" against "it is {@code elo0}
 * stronger" crosses {@code ln((1 - beta) / alpha)} (accept {@code elo1}) or {@code ln(beta / (1 -
 * alpha))} (accept {@code elo0}), or the game limit is reached. The ratio is the generalized
 * SPRT's normal approximation over the pentanomial results of the pairs (each pair scores 0, 1/4,
 * 1/2, 3/4 or 1 for the candidate): {@code LLR = N (s1 - s0) (2 m - s0 - s1) / (2 v)}, with
 * {@code m} and {@code v} the mean and variance of the pair scores (each of the five counts
 * weighing at least 0.001, as fishtest regularizes them) and {@code s} the expected score of each
 * Elo difference on the logistic scale.
 *
 * <p>Game {@code k} is game {@code k} of the pairing (candidate, baseline) of a {@link Tournament}
 * of the two with the same seed: batch {@code b} plays games {@code b * batch} to {@code (b + 1) *
 * batch - 1}, into the subfolder {@code batch-b} of the output folder. Immutable and thread-safe.
 */
public final class SequentialTest {

  /** The least weight of each pentanomial count, as fishtest regularizes them. */
  static final double EPSILON = 1e-3;

  private final Tournament tournament;
  private final double elo0;
  private final double elo1;
  private final double alpha;
  private final double beta;
  private final int batchGames;
  private final int maxGames;

  private SequentialTest(Builder b, Tournament tournament) {
    this.tournament = tournament;
    this.elo0 = b.elo0;
    this.elo1 = b.elo1;
    this.alpha = b.alpha;
    this.beta = b.beta;
    this.batchGames = b.batchGames;
    this.maxGames = b.maxGames;
  }

  /**
   * Starts a test of a candidate against a baseline, with fishtest's usual bounds [0, 2] Elo,
   * alpha = beta = 0.05, batches of 100 games, at most 10,000 games, and the defaults of {@code
   * gridgames match} for the games.
   *
   * @param game the game's name or spec
   * @param candidate the candidate agent's spec
   * @param baseline the baseline agent's spec
   * @return a builder
   * @throws NullPointerException if an argument is null
   */
  public static Builder builder(String game, String candidate, String baseline) {
    return new Builder(
        Tournament.builder(
            requireNonNull(game, "game"),
            List.of(requireNonNull(candidate, "candidate"), requireNonNull(baseline, "baseline"))));
  }

  /**
   * Runs batches until the test decides or the game limit is reached.
   *
   * @param options the pipeline's options, which choose the runner
   * @param outputFolder the folder to write the batches into; it must hold nothing yet
   * @param progress receives the games played so far, after each batch
   * @return the decision
   * @throws IllegalArgumentException before the first pipeline starts, if the output folder holds
   *     files or cannot be written
   * @throws RuntimeException whatever the runner throws when a pipeline fails
   */
  public Result run(PipelineOptions options, String outputFolder, LongConsumer progress) {
    requireNonNull(progress, "progress");
    Outputs.prepare(outputFolder);
    double lower = Math.log(beta / (1 - alpha));
    double upper = Math.log((1 - beta) / alpha);
    // The candidate's pairs by the half points it scored in them, 0 to 4.
    long[] pentanomial = new long[5];
    int played = 0;
    double llr = 0;
    Verdict verdict = Verdict.INCONCLUSIVE;
    for (int batch = 0; played < maxGames; batch++) {
      String folder = Outputs.prefix(outputFolder, "batch-" + batch);
      Pipeline pipeline = Pipelines.create(options);
      Outputs.prepare(folder);
      int games = Math.min(batchGames, maxGames - played);
      tournament.expand(pipeline, Tournament.pairings(2), played, games, false, folder);
      Pipelines.run(pipeline, "games", done -> {});
      List<GameResult> results = Tournament.readGames(folder);
      for (int i = 0; i + 1 < results.size(); i += 2) {
        pentanomial[halfPoints(results.get(i)) + halfPoints(results.get(i + 1))]++;
      }
      played += games;
      progress.accept(played);
      llr = llr(pentanomial, elo0, elo1);
      if (llr >= upper) {
        verdict = Verdict.ACCEPT_ELO1;
        break;
      }
      if (llr <= lower) {
        verdict = Verdict.ACCEPT_ELO0;
        break;
      }
    }
    double[] elo = eloInterval(pentanomial);
    return new Result(verdict, played, llr, lower, upper, elo[0], elo[1], elo[2]);
  }

  private static int halfPoints(GameResult game) {
    return switch (game.result()) {
      case WIN -> 2;
      case DRAW, UNFINISHED -> 1;
      case LOSS -> 0;
    };
  }

  /** The logistic expected score of an Elo difference. */
  static double score(double elo) {
    return 1 / (1 + Math.pow(10, -elo / 400));
  }

  /** The generalized SPRT's log-likelihood ratio over pentanomial counts (index: half points 0..4). */
  static double llr(long[] pentanomial, double elo0, double elo1) {
    double[] moments = moments(pentanomial);
    double n = moments[0];
    double mean = moments[1];
    double variance = moments[2];
    if (n == 0 || variance <= 0) {
      return 0;
    }
    double s0 = score(elo0);
    double s1 = score(elo1);
    return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance);
  }

  /**
   * Pairs, mean pair score (0..1) and its per-pair variance. As fishtest does, each of the five
   * counts weighs at least {@link #EPSILON}, so that a run of identical pairs (a candidate that
   * wins every game) has a small variance rather than none.
   */
  private static double[] moments(long[] pentanomial) {
    long pairs = 0;
    for (long count : pentanomial) {
      pairs += count;
    }
    if (pairs == 0) {
      return new double[] {0, 0.5, 0};
    }
    double n = 0;
    double sum = 0;
    double squares = 0;
    for (int k = 0; k < pentanomial.length; k++) {
      double x = k / 4.0;
      double weight = Math.max((double) pentanomial[k], EPSILON);
      n += weight;
      sum += weight * x;
      squares += weight * x * x;
    }
    double mean = sum / n;
    return new double[] {pairs, mean, squares / n - mean * mean};
  }

  /** The Elo difference of the mean score, with its 95% interval (normal approximation). */
  static double[] eloInterval(long[] pentanomial) {
    double[] moments = moments(pentanomial);
    double n = moments[0];
    double mean = moments[1];
    double half = n == 0 ? 0 : Ratings.Z95 * Math.sqrt(moments[2] / n);
    return new double[] {elo(mean), elo(mean - half), elo(mean + half)};
  }

  private static double elo(double score) {
    double clamped = Math.min(Math.max(score, 1e-6), 1 - 1e-6);
    return -400 * Math.log10(1 / clamped - 1);
  }

  /** What a sequential test decided. */
  public enum Verdict {
    /** The ratio crossed its upper bound: the candidate is {@code elo1} stronger, not {@code elo0}. */
    ACCEPT_ELO1,
    /** The ratio crossed its lower bound: the candidate is {@code elo0} stronger, not {@code elo1}. */
    ACCEPT_ELO0,
    /** The game limit came first. */
    INCONCLUSIVE
  }

  /**
   * The outcome of a sequential test.
   *
   * @param verdict which hypothesis was accepted, if any
   * @param games the games played
   * @param llr the final log-likelihood ratio
   * @param lowerBound the bound of the ratio below which the lower Elo hypothesis is accepted
   * @param upperBound the bound of the ratio above which the upper Elo hypothesis is accepted
   * @param elo the candidate's Elo difference over the baseline, from its mean pair score
   * @param eloLow the low end of its 95% interval
   * @param eloHigh the high end of its 95% interval
   */
  public record Result(
      Verdict verdict, int games, double llr, double lowerBound, double upperBound, double elo, double eloLow, double eloHigh) {

    /**
     * Creates a result.
     *
     * @param verdict the verdict
     * @param games the games
     * @param llr the ratio
     * @param lowerBound the lower bound
     * @param upperBound the upper bound
     * @param elo the Elo difference
     * @param eloLow the interval's low end
     * @param eloHigh the interval's high end
     * @throws NullPointerException if {@code verdict} is null
     */
    public Result {
      requireNonNull(verdict, "verdict");
    }
  }

  /** Configures a {@link SequentialTest}. Immutable: each setter returns a new builder. */
  @CheckReturnValue
  public static final class Builder {
    private Tournament.Builder games;
    private double elo0;
    private double elo1 = 2;
    private double alpha = 0.05;
    private double beta = 0.05;
    private int batchGames = 100;
    private int maxGames = 10_000;

    private Builder(Tournament.Builder games) {
      this.games = games;
    }

    private Builder copy() {
      Builder next = new Builder(games);
      next.elo0 = elo0;
      next.elo1 = elo1;
      next.alpha = alpha;
      next.beta = beta;
      next.batchGames = batchGames;
      next.maxGames = maxGames;
      return next;
    }

    /**
     * Sets the Elo bounds of the two hypotheses (default 0 and 2).
     *
     * @param elo0 the difference of the null hypothesis
     * @param elo1 the difference of the alternative, greater than {@code elo0}
     * @return a new builder
     * @throws IllegalArgumentException if {@code elo1 <= elo0} or a bound is not finite
     */
    public Builder bounds(double elo0, double elo1) {
      checkArgument(Double.isFinite(elo0) && Double.isFinite(elo1) && elo0 < elo1, "the Elo bounds must be finite with elo0 < elo1, got %s and %s", elo0, elo1);
      Builder next = copy();
      next.elo0 = elo0;
      next.elo1 = elo1;
      return next;
    }

    /**
     * Sets the error rates (default 0.05 each).
     *
     * @param alpha the chance of accepting {@code elo1} when {@code elo0} holds
     * @param beta the chance of accepting {@code elo0} when {@code elo1} holds
     * @return a new builder
     * @throws IllegalArgumentException if a rate is not strictly between 0 and 0.5
     */
    public Builder errors(double alpha, double beta) {
      checkArgument(alpha > 0 && alpha < 0.5 && beta > 0 && beta < 0.5, "alpha and beta must be in (0, 0.5), got %s and %s", alpha, beta);
      Builder next = copy();
      next.alpha = alpha;
      next.beta = beta;
      return next;
    }

    /**
     * Sets the games of each batch (default 100), an even number.
     *
     * @param games the batch size
     * @return a new builder
     * @throws IllegalArgumentException if it is not even and positive
     */
    public Builder batchGames(int games) {
      checkArgument(games >= 2 && games % 2 == 0, "batch games must be even and >= 2, got %s", games);
      Builder next = copy();
      next.batchGames = games;
      return next;
    }

    /**
     * Sets the game limit (default 10,000), an even number.
     *
     * @param games the limit
     * @return a new builder
     * @throws IllegalArgumentException if it is not even and positive
     */
    public Builder maxGames(int games) {
      checkArgument(games >= 2 && games % 2 == 0, "max games must be even and >= 2, got %s", games);
      Builder next = copy();
      next.maxGames = games;
      return next;
    }

    /**
     * Sets the base seed (default 1).
     *
     * @param seed the seed
     * @return a new builder
     */
    public Builder seed(long seed) {
      Builder next = copy();
      next.games = games.seed(seed);
      return next;
    }

    /**
     * Sets the random opening moves of each game (default 0).
     *
     * @param moves at least 0
     * @return a new builder
     * @throws IllegalArgumentException if {@code moves} is negative
     */
    public Builder openingMoves(int moves) {
      Builder next = copy();
      next.games = games.openingMoves(moves);
      return next;
    }

    /**
     * Sets the time per move of agents given without one (default 100 ms).
     *
     * @param millis the time
     * @return a new builder
     * @throws IllegalArgumentException if the time is out of range
     */
    public Builder thinkMillis(long millis) {
      Builder next = copy();
      next.games = games.thinkMillis(millis);
      return next;
    }

    /**
     * Makes both agents search this many nodes per move instead of thinking for a time, so that
     * the games and the verdict depend on the seeds alone.
     *
     * @param nodes at least 1
     * @return a new builder
     * @throws IllegalArgumentException if {@code nodes} is below 1
     */
    public Builder nodes(long nodes) {
      Builder next = copy();
      next.games = games.nodes(nodes);
      return next;
    }

    /**
     * Checks the configuration and builds the test.
     *
     * @return the test
     * @throws IllegalArgumentException naming a game that does not parse or has not two players,
     *     or an agent the game does not have
     */
    public SequentialTest build() {
      return new SequentialTest(this, games.gamesPerPairing(batchGames).build());
    }
  }
}
