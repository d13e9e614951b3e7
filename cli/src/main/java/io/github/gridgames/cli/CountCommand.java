package io.github.gridgames.cli;

import io.github.gridgames.beam.PositionCount;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gridgames count}: games and distinct positions, layer by layer, on a Beam runner. */
@Command(
    name = "count",
    mixinStandardHelpOptions = true,
    description = {
      "Counts the games and the distinct positions of a game's tree on a Beam runner, layer by layer:"
          + " each position once per layer with the number of move sequences that reach it."
    })
final class CountCommand extends BeamCommand {

  @Parameters(index = "0", paramLabel = "GAME", description = "The game: its name or its canonical text.")
  String game;

  @Option(names = "--depth", paramLabel = "D", description = "Counts to this depth (default: to the end).")
  Integer depth;

  @Option(names = "--position", paramLabel = "TEXT", description = "Counts from this position text (default: the start).")
  String position;

  @Option(
      names = "--shards",
      paramLabel = "N",
      description = "Splits each layer into N pieces of work by a hash of the positions (default: 4); give a few per worker on a cluster.")
  Integer shards;

  CountCommand(Terminal terminal) {
    super(terminal);
  }

  @Override
  int run() throws Exception {
    PositionCount count;
    try {
      PositionCount.Builder builder = PositionCount.builder(game);
      builder = position != null ? builder.position(position) : builder;
      builder = shards != null ? builder.shards(shards) : builder;
      count = (depth != null ? builder.depth(depth) : builder).build();
    } catch (IllegalArgumentException e) {
      throw refused(e);
    }
    String folder = outputFolder();
    PositionCount.Result result;
    try {
      result = count.run(options(), folder, progress("positions expanded"));
    } catch (IllegalArgumentException e) {
      throw refused(e);
    } finally {
      endProgress();
    }
    out().println(result.game());
    out().println(String.format(Locale.ROOT, "%5s %14s %20s %20s", "depth", "positions", "sequences", "games ending"));
    for (PositionCount.Layer layer : result.layers()) {
      out().println(String.format(Locale.ROOT, "%5d %14d %20d %20d", layer.depth(), layer.positions(), layer.sequences(), layer.ended()));
    }
    out().println("distinct positions: " + result.distinctPositions() + ", games: " + result.games());
    return 0;
  }
}
