package io.github.gridgames.cli;

import io.github.gridgames.ai.RandomAgent;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.State;
import java.time.Duration;
import java.util.Locale;
import java.util.SplittableRandom;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gridgames bench}: random playouts per second on one thread, two ways. */
@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    description = {
      "Measures single-thread random playouts per second, through the game's own loop and through"
          + " the generic one of the agents.",
      "Plays random games from the start, after a short warm-up, in one run two ways: through the"
          + " game's own loop (Position.playout, which games write for speed) and through the"
          + " generic loop of the ai module driving the Position interface (RandomAgent.playout:"
          + " randomMove, then play, each move), as code that knows nothing of the game does. Each"
          + " way is measured for --seconds in all, the two taking turns in slices of at most a"
          + " quarter of a second, so that both meet the same state of the machine; after each"
          + " game, both take the position back to the start in one step (Position.reset). The"
          + " clock is read after batches of up to 256 playouts, as the C loops of"
          + " bench/c/playouts.c do."
          + " For exact, repeatable measurements use the JMH benchmarks in bench/."
    })
final class BenchCommand extends BaseCommand {

  /** The most moves of one playout in a game that may not end. */
  static final int PLAYOUT_LIMIT = 10_000;

  @Parameters(index = "0", paramLabel = "GAME", description = "The game: its name or its canonical text (see 'gridgames --help').")
  String gameName;

  @Option(names = "--seconds", paramLabel = "S", defaultValue = "3", description = "How long to measure each way, in all (default: ${DEFAULT-VALUE}).")
  double seconds;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the random moves (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = "--format", paramLabel = "text|json", defaultValue = "text", description = "Output format (default: ${DEFAULT-VALUE}).")
  Format format;

  BenchCommand(Terminal terminal) {
    super(terminal);
  }

  /** One way of playing a random game to its end (or the playout limit) on a position. */
  @FunctionalInterface
  private interface Loop {
    int playout(Position<?, ?> position, SplittableRandom random, int maxMoves);
  }

  @Override
  int run() {
    PlayedGame<?, ?> game = GameChoice.choose(spec, installed(), gameName);
    if (!(seconds > 0) || seconds > 3600) {
      throw UsageException.badValue("--seconds", seconds, "must be more than 0 and at most 3600");
    }
    return bench(game);
  }

  private <S extends State<S, M>, M extends Move> int bench(PlayedGame<S, M> game) {
    Duration measured = Duration.ofNanos((long) (seconds * 1e9));
    Duration warmUp = Duration.ofNanos((long) (Math.min(1.0, seconds / 4) * 1e9));
    Position<S, M> position = game.game().initialState().toPosition();
    int limit = game.game().maxMoves().orElse(PLAYOUT_LIMIT);
    Loop own = (p, random, max) -> p.playout(random, max);
    Loop generic = RandomAgent::playout;
    long warmUpSeed = seed ^ 0x5DEECE66DL; // other games than those measured
    new Timing(position, own, limit, warmUpSeed).run(warmUp.toNanos());
    new Timing(position, generic, limit, warmUpSeed).run(warmUp.toNanos());
    Timing ownTiming = new Timing(position, own, limit, seed);
    Timing aiTiming = new Timing(position, generic, limit, seed);
    // Turns of at most SLICE_NANOS each, so that both ways meet the same speeds of a machine whose
    // speed drifts over seconds, as the project's did (docs/BENCHMARKS.md, "Sixth round").
    for (long left = measured.toNanos(); left > 0; left -= SLICE_NANOS) {
      ownTiming.run(Math.min(left, SLICE_NANOS));
      aiTiming.run(Math.min(left, SLICE_NANOS));
    }
    BenchResult result = ownTiming.result();
    BenchResult ai = aiTiming.result();
    String spec = game.game().spec().toString();
    String path = position.getClass().getSimpleName() + ".playout";
    double ratio = result.playoutsPerSecond() > 0 ? ai.playoutsPerSecond() / result.playoutsPerSecond() : 0;
    if (format == Format.JSON) {
      out().println(
          Json.object()
              .put("game", spec)
              .put("playoutsPerSecond", round(result.playoutsPerSecond()))
              .put("movesPerSecond", round(result.movesPerSecond()))
              .put("playouts", result.playouts())
              .put("moves", result.moves())
              .put("seconds", round(result.elapsed().toNanos() / 1e9))
              .put("path", path)
              .put("aiPlayoutsPerSecond", round(ai.playoutsPerSecond()))
              .put("aiMovesPerSecond", round(ai.movesPerSecond()))
              .put("aiPlayouts", ai.playouts())
              .put("aiMoves", ai.moves())
              .put("aiSeconds", round(ai.elapsed().toNanos() / 1e9))
              .put("aiPath", "RandomAgent.playout")
              .put("aiRatio", Math.round(ratio * 1000) / 1000.0)
              .toString());
    } else {
      out().println(
          String.format(
              Locale.ROOT,
              "%s: %,.0f playouts/s, %,.0f moves/s (%,d random playouts in %.1f s on one thread, through"
                  + " %s); generic ai loop: %,.0f playouts/s, %,.0f moves/s (%.2f of the game's loop,"
                  + " through RandomAgent.playout)",
              spec,
              result.playoutsPerSecond(),
              result.movesPerSecond(),
              result.playouts(),
              result.elapsed().toNanos() / 1e9,
              path,
              ai.playoutsPerSecond(),
              ai.movesPerSecond(),
              ratio));
    }
    return 0;
  }

  /** The longest turn of one way before the other takes its turn. */
  private static final long SLICE_NANOS = 250_000_000;
  /** The most playouts between two readings of the clock. */
  private static final int MAX_BATCH = 256;
  /** While a batch of playouts takes less than this, the next batch is twice as long. */
  private static final long SHORT_BATCH_NANOS = 1_000_000;

  /**
   * One way of playing, timed over one or more turns: random games from the position, one after
   * the other, each taken back in one step by {@link Position#reset()} (as a loop that starts every
   * game afresh would), with one source of randomness for all its turns. The clock is read after
   * batches of playouts, not after each: a reading costs about 25 ns here, a sizeable share of a
   * short playout (docs/BENCHMARKS.md), and the C loops of bench/c/playouts.c read it every 256
   * playouts too. Batches start at one playout and double while they take under a millisecond, up
   * to {@link #MAX_BATCH}, so a slow game does not run far past the time asked for; the playouts
   * counted are exactly those played in the time measured.
   */
  private static final class Timing {
    private final Position<?, ?> position;
    private final Loop loop;
    private final int limit;
    private final SplittableRandom random;
    private int batch = 1;
    private long playouts;
    private long moves;
    private long nanos;

    Timing(Position<?, ?> position, Loop loop, int limit, long seed) {
      this.position = position;
      this.loop = loop;
      this.limit = limit;
      this.random = new SplittableRandom(seed);
    }

    /** Plays for a turn of at least {@code duration} nanoseconds. */
    void run(long duration) {
      long start = System.nanoTime();
      long end = start + duration;
      long now = start;
      while (now < end) {
        for (int i = 0; i < batch; i++) {
          moves += loop.playout(position, random, limit);
          position.reset();
        }
        playouts += batch;
        long before = now;
        now = System.nanoTime();
        if (batch < MAX_BATCH && now - before < SHORT_BATCH_NANOS) {
          batch *= 2;
        }
      }
      nanos += now - start;
    }

    BenchResult result() {
      return new BenchResult(playouts, moves, Duration.ofNanos(nanos));
    }
  }

  private static double round(double value) {
    return Math.round(value * 10) / 10.0;
  }
}
