package io.github.gridgames.cli;

import java.util.ArrayList;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IFactory;

/**
 * {@code gridgames bot}: bots that speak a contest protocol; one subcommand per protocol of the
 * installed games, such as {@code codingame}, and {@code gomocup} when a game of five in a row on
 * a board is installed.
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
   * Adds a subcommand per protocol of the installed games, and {@code gomocup} when {@link
   * GomocupGame#provider} finds its game.
   *
   * @param parent the {@code bot} command
   * @param installed the games
   * @param factory makes the commands
   * @param terminal the streams
   */
  static void addProtocols(CommandLine parent, Installed installed, IFactory factory, Terminal terminal) {
    ProtocolCommand.addAll(parent, installed, factory, terminal, ProtocolBotCommand::new);
    if (GomocupGame.provider(installed).isPresent()) {
      GomocupBotCommand command = new GomocupBotCommand(terminal);
      command.install(installed);
      CommandLine sub = new CommandLine(command, factory);
      parent.addSubcommand("gomocup", sub);
    }
  }

  @Override
  int run() {
    throw new UsageException(
        "missing protocol: " + Installed.either(new ArrayList<>(spec.subcommands().keySet()), "none (no installed game has one)"));
  }
}
