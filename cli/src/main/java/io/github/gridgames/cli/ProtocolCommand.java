package io.github.gridgames.cli;

import static java.util.Objects.requireNonNull;

import java.time.Duration;
import java.util.Map;
import java.util.function.BiFunction;
import picocli.CommandLine;
import picocli.CommandLine.IFactory;
import picocli.CommandLine.Model.OptionSpec;

/**
 * A subcommand for one contest protocol of an installed game, such as {@code bot codingame}:
 * made per protocol, described from it, with some option defaults taken from it.
 */
abstract class ProtocolCommand extends BaseCommand {

  private final Installed.Protocol protocol;

  ProtocolCommand(Terminal terminal, Installed.Protocol protocol) {
    super(terminal);
    this.protocol = requireNonNull(protocol, "protocol");
  }

  /**
   * Returns the protocol and its game's provider.
   *
   * @return the protocol
   */
  final Installed.Protocol protocol() {
    return protocol;
  }

  /**
   * Writes the help of this command and sets what it takes from the protocol.
   *
   * @param command this command's command line
   */
  abstract void describe(CommandLine command);

  /**
   * Adds one subcommand per protocol of the installed games to a command.
   *
   * @param parent the command, such as {@code bot}
   * @param installed the games
   * @param factory makes the commands
   * @param terminal the streams
   * @param make makes the subcommand of a protocol
   */
  static void addAll(
      CommandLine parent,
      Installed installed,
      IFactory factory,
      Terminal terminal,
      BiFunction<Terminal, Installed.Protocol, ProtocolCommand> make) {
    for (Installed.Protocol protocol : installed.protocols()) {
      ProtocolCommand command = make.apply(terminal, protocol);
      command.install(installed);
      CommandLine sub = new CommandLine(command, factory);
      command.describe(sub);
      parent.addSubcommand(protocol.protocol().name(), sub);
    }
  }

  /**
   * Gives options their defaults, such as the protocol's time limits.
   *
   * @param command the command line
   * @param defaults the default value of each option, by its longest name
   */
  static void defaults(CommandLine command, Map<String, Long> defaults) {
    command.setDefaultValueProvider(
        arg -> arg instanceof OptionSpec option && defaults.containsKey(option.longestName())
            ? String.valueOf(defaults.get(option.longestName()))
            : null);
  }

  /** Writes a duration as {@code 1 s} or {@code 100 ms}. */
  static String duration(Duration duration) {
    long millis = duration.toMillis();
    return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
  }
}
