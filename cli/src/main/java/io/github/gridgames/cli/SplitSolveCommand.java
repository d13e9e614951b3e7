package io.github.gridgames.cli;

import io.github.gridgames.beam.SplitSolve;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gridgames split-solve}: a solve split at a depth, the parts solved on a Beam runner. */
@Command(
    name = "split-solve",
    mixinStandardHelpOptions = true,
    description = {
      "Solves a position by solving every distinct position DEPTH moves below it apart, on a Beam runner,"
          + " and combining their values by negamax; the value is the one 'gridgames solve' finds."
    })
final class SplitSolveCommand extends BeamCommand {

  @Parameters(index = "0", paramLabel = "GAME", description = "The game: its name or its canonical text.")
  String game;

  @Option(names = "--depth", paramLabel = "D", defaultValue = "1", description = "The depth of the split (default: ${DEFAULT-VALUE}).")
  int depth;

  @Option(names = "--position", paramLabel = "TEXT", description = "Solves this position text (default: the start).")
  String position;

  SplitSolveCommand(Terminal terminal) {
    super(terminal);
  }

  @Override
  int run() throws Exception {
    SplitSolve solve;
    try {
      SplitSolve.Builder builder = SplitSolve.builder(game).splitDepth(depth);
      solve = (position != null ? builder.position(position) : builder).build();
    } catch (IllegalArgumentException e) {
      throw refused(e);
    }
    String folder = outputFolder();
    SplitSolve.Result result;
    try {
      result = solve.run(options(), folder, progress("sub-positions solved"));
    } catch (IllegalArgumentException e) {
      throw refused(e);
    } finally {
      endProgress();
    }
    out().println(
        result.game() + " " + result.root() + ": " + result.verdict().name().toLowerCase(java.util.Locale.ROOT)
            + " for the player to move, value " + result.value() + " (" + result.subPositions()
            + " sub-positions at depth " + result.splitDepth() + ", " + result.nodes() + " nodes, "
            + result.elapsed().toMillis() + " ms)");
    return 0;
  }
}
