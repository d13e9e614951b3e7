package io.github.gridgames.cli;

import io.github.gridgames.beam.RowFormat;
import io.github.gridgames.beam.SelfPlay;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gridgames selfplay}: self-play data, one row per position (JSON Lines or Parquet), on a Beam runner. */
@Command(
    name = "selfplay",
    mixinStandardHelpOptions = true,
    description = {
      "Plays games of two agents on a Beam runner and writes one row per position (rows-*.jsonl, JSON Lines):"
          + " the game, the position text, the player to move, the move played, the game's result and margin"
          + " for that player, and with --exact-nodes the position's exact value where the solver finds it."
          + " With --parquet, the rows go to rows-*.parquet files instead."
    })
final class SelfPlayCommand extends BeamCommand {

  @Parameters(index = "0", paramLabel = "GAME", description = "The game: its name or its canonical text.")
  String game;

  @Option(names = "--first", paramLabel = "AGENT", defaultValue = "best", description = "The agent moving first in the even games (default: ${DEFAULT-VALUE}).")
  String first;

  @Option(names = "--second", paramLabel = "AGENT", defaultValue = "best", description = "The other agent (default: ${DEFAULT-VALUE}).")
  String second;

  @Option(names = "--games", paramLabel = "N", defaultValue = "10", description = "Games to play (default: ${DEFAULT-VALUE}).")
  int games;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "The seed (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = "--openings", paramLabel = "MOVES", defaultValue = "0", description = "Random opening moves of each game (default: ${DEFAULT-VALUE}).")
  int openings;

  @Option(names = "--think", paramLabel = "MILLIS", defaultValue = "100", description = "Time per move of agents given without :MILLIS (default: ${DEFAULT-VALUE}).")
  long think;

  @Option(
      names = "--nodes",
      paramLabel = "N",
      description = "Both agents search N nodes per move instead of thinking for a time: the rows then depend on the seed alone (agents named without :MILLIS).")
  Long nodes;

  @Option(names = "--exact-nodes", paramLabel = "N", description = "Each position's exact value, searching at most N nodes per position.")
  Long exactNodes;

  @Option(names = "--parquet", description = "Write the rows as Parquet files (rows-*.parquet, gzip) instead of JSON Lines.")
  boolean parquet;

  SelfPlayCommand(Terminal terminal) {
    super(terminal);
  }

  @Override
  int run() throws Exception {
    SelfPlay selfPlay;
    try {
      SelfPlay.Builder builder = SelfPlay.builder(game, first, second).games(games).seed(seed).openingMoves(openings).thinkMillis(think);
      builder = nodes != null ? builder.nodes(nodes) : builder;
      builder = builder.format(parquet ? RowFormat.PARQUET : RowFormat.JSON_LINES);
      selfPlay = (exactNodes != null ? builder.exactNodes(exactNodes) : builder).build();
    } catch (IllegalArgumentException e) {
      throw refused(e);
    }
    String folder = outputFolder();
    long rows;
    try {
      rows = selfPlay.run(options(), folder, progress("games"));
    } catch (IllegalArgumentException e) {
      throw refused(e);
    } finally {
      endProgress();
    }
    out().println(games + " games, " + rows + " rows in " + folder);
    return 0;
  }
}
