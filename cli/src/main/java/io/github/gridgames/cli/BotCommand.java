package io.github.gridgames.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code gridgames bot}: protocol bots; the work is in the subcommands. */
@Command(
    name = "bot",
    mixinStandardHelpOptions = true,
    description = "Runs a bot that speaks a contest protocol on standard input and output.",
    subcommands = {BotCommand.CodinGame.class})
final class BotCommand extends BaseCommand {

  BotCommand(Terminal terminal) {
    super(terminal);
  }

  @Override
  int run() {
    throw new UsageException("missing protocol: codingame");
  }

  /** {@code gridgames bot codingame}. */
  @Command(
      name = "codingame",
      mixinStandardHelpOptions = true,
      description = {
        "A Dots and Boxes bot for the CodinGame contest protocol: reads the board size and its"
            + " player id (A or B), then each turn's scores and playable boxes, and answers one"
            + " line such as 'A1 R'. The contest allows 1 s for the first turn and 100 ms after;"
            + " the bot thinks for less, counted from the turn's first line.",
        "Ends with exit code 0 when the input ends between turns, 1 on input that is not the"
            + " protocol."
      })
  static final class CodinGame extends BaseCommand {

    @Option(
        names = "--agent",
        paramLabel = "AGENT",
        defaultValue = "best",
        description = "The agent (without :MILLIS; default: ${DEFAULT-VALUE}).")
    String agent;

    @Option(
        names = "--think-first",
        paramLabel = "MILLIS",
        defaultValue = "300",
        description = "Thinking time of the first turn, which also pays for the start of the JVM (default: ${DEFAULT-VALUE}).")
    long thinkFirst;

    @Option(
        names = "--think",
        paramLabel = "MILLIS",
        defaultValue = "50",
        description = "Thinking time of the later turns (default: ${DEFAULT-VALUE}).")
    long think;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the agent (default: ${DEFAULT-VALUE}).")
    long seed;

    CodinGame(Terminal terminal) {
      super(terminal);
    }

    @Override
    int run() {
      AgentSpec spec = AgentSpec.parse("--agent", agent, false);
      if (spec.millis().isPresent()) {
        throw UsageException.badValue("--agent", agent, "give the time with --think and --think-first");
      }
      if (thinkFirst < 1 || thinkFirst > AgentSpec.MAX_MILLIS) {
        throw UsageException.badValue("--think-first", thinkFirst, "must be from 1 to " + AgentSpec.MAX_MILLIS);
      }
      if (think < 1 || think > AgentSpec.MAX_MILLIS) {
        throw UsageException.badValue("--think", think, "must be from 1 to " + AgentSpec.MAX_MILLIS);
      }
      return new CodinGameBot(terminal(), spec.agent(), thinkFirst, think, seed).run();
    }
  }
}
