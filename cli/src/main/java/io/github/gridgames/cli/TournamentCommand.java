package io.github.gridgames.cli;

import io.github.gridgames.beam.Standing;
import io.github.gridgames.beam.Tournament;
import io.github.gridgames.beam.TournamentResult;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gridgames tournament}: every pairing of agents on a Beam runner, with ratings. */
@Command(
    name = "tournament",
    mixinStandardHelpOptions = true,
    description = {
      "Plays every pairing of the entrants on a Beam runner (in this process by default) and prints the standings:"
          + " wins, draws, losses and Bradley-Terry ratings on the Elo scale with 95%% intervals.",
      "Game k of the pairing of entrants i < j is game k of 'gridgames match GAME --first Ei --second Ej --seed S'"
          + " with the pairing's seed S (in each line of games-*.jsonl); the results never depend on the runner."
    })
final class TournamentCommand extends BeamCommand {

  @Parameters(index = "0", paramLabel = "GAME", description = "The game: its name or its canonical text.")
  String game;

  @Option(names = "--entrants", paramLabel = "AGENT", split = ",", required = true, description = "The entrants, separated by commas, such as random,greedy,best:100.")
  List<String> entrants;

  @Option(names = "--games", paramLabel = "N", defaultValue = "10", description = "Games per pairing (default: ${DEFAULT-VALUE}).")
  int games;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "The base seed (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = "--openings", paramLabel = "MOVES", defaultValue = "0", description = "Random opening moves of each game (default: ${DEFAULT-VALUE}).")
  int openings;

  @Option(names = "--think", paramLabel = "MILLIS", defaultValue = "100", description = "Time per move of agents given without :MILLIS (default: ${DEFAULT-VALUE}).")
  long think;

  @Option(
      names = "--nodes",
      paramLabel = "N",
      description = "Every agent searches N nodes per move instead of thinking for a time: the results then depend on the seeds alone, not on the machine or its load (agents named without :MILLIS).")
  Long nodes;

  @Option(names = "--records", description = "Writes each game's record with its result.")
  boolean records;

  TournamentCommand(Terminal terminal) {
    super(terminal);
  }

  @Override
  int run() throws Exception {
    Tournament tournament;
    try {
      Tournament.Builder builder =
          Tournament.builder(game, entrants).gamesPerPairing(games).seed(seed).openingMoves(openings).thinkMillis(think).records(records);
      tournament = (nodes != null ? builder.nodes(nodes) : builder).build();
    } catch (IllegalArgumentException e) {
      throw refused(e);
    }
    String folder = outputFolder();
    TournamentResult result;
    try {
      result = tournament.run(options(), folder, progress("games"));
    } catch (IllegalArgumentException e) {
      throw refused(e);
    } finally {
      endProgress();
    }
    out().println(result.game() + ": " + result.games().size() + " games, seed " + seed);
    int width = "entrant".length();
    for (Standing s : result.standings()) {
      width = Math.max(width, s.entrant().length());
    }
    out().println(String.format(Locale.ROOT, "%-" + width + "s %6s %6s %6s %7s %7s %17s", "entrant", "wins", "draws", "losses", "points", "elo", "95% interval"));
    for (Standing s : result.standings()) {
      out().println(
          String.format(
              Locale.ROOT,
              "%-" + width + "s %6d %6d %6d %7.1f %7.0f %17s",
              s.entrant(),
              s.wins(),
              s.draws(),
              s.losses(),
              s.points(),
              s.elo(),
              String.format(Locale.ROOT, "[%.0f, %.0f]", s.eloLow(), s.eloHigh())));
    }
    out().println("results in " + folder);
    return 0;
  }
}
