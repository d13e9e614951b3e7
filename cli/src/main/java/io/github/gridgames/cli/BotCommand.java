package io.github.gridgames.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IFactory;

/**
 * {@code gridgames bot}: bots that speak a contest protocol; one subcommand per protocol of the
 * installed games, such as {@code codingame}.
 */
@Command(
    name = "bot",
    mixinStandardHelpOptions = true,
    description = "Runs a bot that speaks a contest protocol on standard input and output.")
final class BotCommand extends BaseCommand {

  BotCommand(Terminal terminal) {
    super(terminal);
  }

  /**
   * Adds a subcommand per protocol of the installed games.
   *
   * @param parent the {@code bot} command
   * @param installed the games
   * @param factory makes the commands
   * @param terminal the streams
   */
  static void addProtocols(CommandLine parent, Installed installed, IFactory factory, Terminal terminal) {
    ProtocolCommand.addAll(parent, installed, factory, terminal, ProtocolBotCommand::new);
  }

  @Override
  int run() {
    throw new UsageException("missing protocol: " + installed().protocolNames());
  }
}
