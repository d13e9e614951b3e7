package io.github.gridgames.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;

/** The top-level {@code gridgames} command; the work is in its subcommands. */
@Command(
    name = "gridgames",
    mixinStandardHelpOptions = true,
    version = "gridgames 0.1.0-SNAPSHOT",
    description = {
      "Grid pencil-and-paper games in the terminal: Dots and Boxes, Tic-Tac-Toe (m,n,k-games) and"
          + " N-in-a-row.",
      "",
      "Games: dots-boxes [--board RxC] [--players P], tictactoe [--board MxN] [--k K],"
          + " nrow [--in-a-row N] [--distance D] [--players P] [--cap STONES].",
      "Agents: random, greedy, alphabeta, mcts, best; each with :MILLIS for its time per move,"
          + " such as best:100."
    },
    subcommands = {
      PlayCommand.class,
      MatchCommand.class,
      SolveCommand.class,
      BenchCommand.class,
      BotCommand.class,
      RefereeCommand.class,
      ReplayCommand.class,
      ServeCommand.class,
      HelpCommand.class
    },
    footer = {"", "Exit codes: 0 success, 1 failure, 2 usage error.", "Run 'gridgames COMMAND --help' for a command's options."})
final class GridgamesCommand extends BaseCommand {

  GridgamesCommand(Terminal terminal) {
    super(terminal);
  }

  /** Without a command, shows the usage and reports a usage error. */
  @Override
  int run() {
    spec.commandLine().usage(err());
    throw new UsageException("missing command: one of play, match, solve, bench, bot, referee, replay");
  }
}
