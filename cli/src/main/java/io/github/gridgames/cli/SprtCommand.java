package io.github.gridgames.cli;

import io.github.gridgames.beam.SequentialTest;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gridgames sprt}: a sequential probability ratio test of two agents on a Beam runner. */
@Command(
    name = "sprt",
    mixinStandardHelpOptions = true,
    description = {
      "Tests whether a candidate agent is stronger than a baseline, as fishtest does: batches of game pairs"
          + " (each opening played from both seats) run on a Beam runner until the sequential probability ratio"
          + " test accepts ELO1 (the candidate is that much stronger) or ELO0, or --max-games is reached.",
      "Prints the verdict, the games played, the log-likelihood ratio with its bounds, and the candidate's Elo"
          + " difference with its 95%% interval. Game k is game k of the pairing (candidate, baseline) of"
          + " 'gridgames tournament' with the same seed."
    })
final class SprtCommand extends BeamCommand {

  @Parameters(index = "0", paramLabel = "GAME", description = "The game: its name or its canonical text.")
  String game;

  @Option(names = "--candidate", paramLabel = "AGENT", required = true, description = "The agent under test.")
  String candidate;

  @Option(names = "--baseline", paramLabel = "AGENT", required = true, description = "The agent it is compared with.")
  String baseline;

  @Option(names = "--elo0", paramLabel = "ELO", defaultValue = "0", description = "The Elo difference of the null hypothesis (default: ${DEFAULT-VALUE}).")
  double elo0;

  @Option(names = "--elo1", paramLabel = "ELO", defaultValue = "2", description = "The Elo difference of the alternative (default: ${DEFAULT-VALUE}).")
  double elo1;

  @Option(names = "--alpha", paramLabel = "P", defaultValue = "0.05", description = "The chance of accepting ELO1 when ELO0 holds (default: ${DEFAULT-VALUE}).")
  double alpha;

  @Option(names = "--beta", paramLabel = "P", defaultValue = "0.05", description = "The chance of accepting ELO0 when ELO1 holds (default: ${DEFAULT-VALUE}).")
  double beta;

  @Option(names = "--batch", paramLabel = "N", defaultValue = "100", description = "Games per batch, even (default: ${DEFAULT-VALUE}).")
  int batch;

  @Option(names = "--max-games", paramLabel = "N", defaultValue = "10000", description = "Stops after this many games, even (default: ${DEFAULT-VALUE}).")
  int maxGames;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "The base seed (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = "--openings", paramLabel = "MOVES", defaultValue = "0", description = "Random opening moves of each game (default: ${DEFAULT-VALUE}).")
  int openings;

  @Option(names = "--think", paramLabel = "MILLIS", defaultValue = "100", description = "Time per move of agents given without :MILLIS (default: ${DEFAULT-VALUE}).")
  long think;

  @Option(
      names = "--nodes",
      paramLabel = "N",
      description = "Both agents search N nodes per move instead of thinking for a time: the verdict then depends on the seeds alone (agents named without :MILLIS).")
  Long nodes;

  SprtCommand(Terminal terminal) {
    super(terminal);
  }

  @Override
  int run() throws Exception {
    SequentialTest test;
    try {
      SequentialTest.Builder builder =
          SequentialTest.builder(game, candidate, baseline)
              .bounds(elo0, elo1)
              .errors(alpha, beta)
              .batchGames(batch)
              .maxGames(maxGames)
              .seed(seed)
              .openingMoves(openings)
              .thinkMillis(think);
      test = (nodes != null ? builder.nodes(nodes) : builder).build();
    } catch (IllegalArgumentException e) {
      throw refused(e);
    }
    String folder = outputFolder();
    SequentialTest.Result result;
    try {
      result = test.run(options(), folder, progress("games"));
    } catch (IllegalArgumentException e) {
      throw refused(e);
    } finally {
      endProgress();
    }
    String verdict =
        switch (result.verdict()) {
          case ACCEPT_ELO1 -> "H1 accepted: " + candidate + " is stronger by " + format(elo1) + " Elo or more";
          case ACCEPT_ELO0 -> "H0 accepted: " + candidate + " is not stronger by " + format(elo1) + " Elo (at most " + format(elo0) + ")";
          case INCONCLUSIVE -> "inconclusive: the game limit came first";
        };
    out().println(verdict);
    out().println(
        String.format(
            Locale.ROOT,
            "games %d, LLR %.2f (bounds %.2f, %.2f), Elo %.1f [%.1f, %.1f]",
            result.games(),
            result.llr(),
            result.lowerBound(),
            result.upperBound(),
            result.elo(),
            result.eloLow(),
            result.eloHigh()));
    out().println("results in " + folder);
    return 0;
  }

  private static String format(double elo) {
    return elo == Math.rint(elo) ? String.valueOf((long) elo) : String.valueOf(elo);
  }
}
