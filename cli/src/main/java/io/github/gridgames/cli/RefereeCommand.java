package io.github.gridgames.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IFactory;

/**
 * {@code gridgames referee}: referees bots that speak a contest protocol; one subcommand per
 * protocol of the installed games, such as {@code codingame}.
 */
@Command(
    name = "referee",
    mixinStandardHelpOptions = true,
    description = "Referees a game between two bots that speak a contest protocol.")
final class RefereeCommand extends BaseCommand {

  RefereeCommand(Terminal terminal) {
    super(terminal);
  }

  /**
   * Adds a subcommand per protocol of the installed games.
   *
   * @param parent the {@code referee} command
   * @param installed the games
   * @param factory makes the commands
   * @param terminal the streams
   */
  static void addProtocols(CommandLine parent, Installed installed, IFactory factory, Terminal terminal) {
    ProtocolCommand.addAll(parent, installed, factory, terminal, ProtocolRefereeCommand::new);
  }

  @Override
  int run() {
    throw new UsageException("missing protocol: " + installed().protocolNames());
  }
}
