package io.github.gridgames.cli;

import java.time.Duration;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gridgames bench}: random playouts per second on one thread. */
@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    description = {
      "Measures single-thread random playouts per second from the start of a game, through the"
          + " library's fastest public path, after a short warm-up. For exact, repeatable"
          + " measurements use the JMH benchmarks in bench/."
    },
    footer = {"", "Example: gridgames bench dots-boxes --board 5x5 --seconds 3 --format json"})
final class BenchCommand extends BaseCommand {

  @Parameters(index = "0", paramLabel = "GAME", description = "dots-boxes, tictactoe or nrow.")
  String gameName;

  @Mixin GameOptions options;

  @Option(names = "--seconds", paramLabel = "S", defaultValue = "3", description = "How long to measure (default: ${DEFAULT-VALUE}).")
  double seconds;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the random moves (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = "--format", paramLabel = "text|json", defaultValue = "text", description = "Output format (default: ${DEFAULT-VALUE}).")
  Format format;

  BenchCommand(Terminal terminal) {
    super(terminal);
  }

  @Override
  int run() {
    GameAdapter<?, ?> adapter = GameKind.named(gameName).adapter(options);
    if (!(seconds > 0) || seconds > 3600) {
      throw UsageException.badValue("--seconds", seconds, "must be more than 0 and at most 3600");
    }
    Duration measured = Duration.ofNanos((long) (seconds * 1e9));
    Duration warmUp = Duration.ofNanos((long) (Math.min(1.0, seconds / 4) * 1e9));
    adapter.bench(warmUp, seed ^ 0x5DEECE66DL);
    BenchResult result = adapter.bench(measured, seed);
    String game = adapter.game().spec().toString();
    if (format == Format.JSON) {
      out().println(
          Json.object()
              .put("game", game)
              .put("playoutsPerSecond", round(result.playoutsPerSecond()))
              .put("movesPerSecond", round(result.movesPerSecond()))
              .put("playouts", result.playouts())
              .put("moves", result.moves())
              .put("seconds", round(result.elapsed().toNanos() / 1e9))
              .put("path", result.path())
              .toString());
    } else {
      out().println(
          String.format(
              Locale.ROOT,
              "%s: %,.0f playouts/s, %,.0f moves/s (%,d random playouts in %.1f s on one thread, through %s)",
              game,
              result.playoutsPerSecond(),
              result.movesPerSecond(),
              result.playouts(),
              result.elapsed().toNanos() / 1e9,
              result.path()));
    }
    return 0;
  }

  private static double round(double value) {
    return Math.round(value * 10) / 10.0;
  }
}
