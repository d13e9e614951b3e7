package io.github.gridgames.cli;

import io.github.gridgames.ai.AgentSpec;
import io.github.gridgames.core.GameProvider;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import io.github.gridgames.core.tools.BotProtocol;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code gridgames bot NAME}: a bot for one contest protocol of an installed game. */
@Command(mixinStandardHelpOptions = true)
final class ProtocolBotCommand extends ProtocolCommand {

  @Option(
      names = "--agent",
      paramLabel = "AGENT",
      defaultValue = "best",
      description = "The agent (without :MILLIS; default: ${DEFAULT-VALUE}).")
  String agent;

  @Option(
      names = "--think-first",
      paramLabel = "MILLIS",
      description = "Thinking time of the first turn, which also pays for the start of the JVM (default: ${DEFAULT-VALUE}).")
  long thinkFirst;

  @Option(
      names = "--think",
      paramLabel = "MILLIS",
      description = "Thinking time of the later turns (default: ${DEFAULT-VALUE}).")
  long think;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the agent (default: ${DEFAULT-VALUE}).")
  long seed;

  ProtocolBotCommand(Terminal terminal, Installed.Protocol protocol) {
    super(terminal, protocol);
  }

  /**
   * Writes the help, and takes the protocol's thinking times as defaults.
   *
   * @param command this command's command line
   */
  @Override
  void describe(CommandLine command) {
    BotProtocol<?, ?> p = protocol().protocol();
    command.getCommandSpec().usageMessage().description(
        "A " + protocol().provider().title() + " bot for " + p.title() + ": " + p.description() + ". The contest allows "
            + duration(p.firstTurnLimit()) + " for the first turn and " + duration(p.turnLimit())
            + " after; the bot thinks for less, counted from the turn's first line.",
        "Ends with exit code 0 when the input ends between turns, 1 on input that is not the protocol"
            + " (or has a line longer than 1,048,576 characters).");
    defaults(
        command,
        Map.of("--think-first", p.firstTurnThinking().toMillis(), "--think", p.turnThinking().toMillis()));
  }

  @Override
  int run() {
    return run(protocol().protocol());
  }

  private <S extends State<S, M>, M extends Move> int run(BotProtocol<S, M> p) {
    GameProvider provider = protocol().provider();
    PlayedGame<?, ?> sample = installed().played(provider, provider.create(GameSpec.builder(provider.id()).build()));
    AgentSpec spec = sample.agentSpec("--agent", agent, false).orElseThrow();
    if (spec.timePerMove().isPresent()) {
      throw UsageException.badValue("--agent", agent, "give the time with --think and --think-first");
    }
    if (thinkFirst < 1 || thinkFirst > AgentSpec.MAX_TIME_PER_MOVE.toMillis()) {
      throw UsageException.badValue("--think-first", thinkFirst, "must be from 1 to " + AgentSpec.MAX_TIME_PER_MOVE.toMillis());
    }
    if (think < 1 || think > AgentSpec.MAX_TIME_PER_MOVE.toMillis()) {
      throw UsageException.badValue("--think", think, "must be from 1 to " + AgentSpec.MAX_TIME_PER_MOVE.toMillis());
    }
    return new ProtocolBot<>(terminal(), p, spec.name(), thinkFirst, think, seed)
        .run(this.spec.qualifiedName());
  }
}
