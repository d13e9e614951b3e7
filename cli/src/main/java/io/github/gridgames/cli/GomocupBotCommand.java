package io.github.gridgames.cli;

import io.github.gridgames.ai.AgentSpec;
import io.github.gridgames.core.GameProvider;
import java.time.Duration;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code gridgames bot gomocup}: a Gomocup brain on standard input and output. */
@Command(
    name = "gomocup",
    mixinStandardHelpOptions = true,
    description = {
      "A Gomoku brain for the Gomocup protocol (of Gomocup's manager and of Piskvork): five in a row with an agent.",
      "It plays on the board the manager chooses with START N or RECTSTART W,H (up to 64 x 64, the longer side at"
          + " least 5), reads the manager's commands (START, RECTSTART, RESTART, BEGIN, TURN X,Y, BOARD ... DONE, INFO, TAKEBACK,"
          + " PLAY, ABOUT, END) and writes only protocol lines (OK, ERROR, UNKNOWN, MESSAGE, moves X,Y with X"
          + " the column and Y the row from 0). Rules: INFO rule 0 (free style: five or more in a row win) and"
          + " 1 (exactly five); continuous games, renju and caro get ERROR.",
      "A move thinks for at most --think, at most INFO timeout_turn and at most a fifteenth of INFO time_left,"
          + " less a margin of --margin or a tenth of each limit, whichever is larger, counted from the moment"
          + " the command is read, and less what the agent overran its time by on earlier moves (half of it on the"
          + " first move, before any overrun is known; timeout_turn 0: as fast as possible). The agent thinks once at the first START (--warm-up), which the protocol does not time.",
      "Ends with exit code 0 at END or at the end of the input, 1 on a line longer than 1,048,576 characters."
    })
final class GomocupBotCommand extends BaseCommand {

  @Option(
      names = "--agent",
      paramLabel = "AGENT",
      defaultValue = "best",
      description = "The agent (without :MILLIS; default: ${DEFAULT-VALUE}).")
  String agent;

  @Option(
      names = "--think",
      paramLabel = "MILLIS",
      defaultValue = "5000",
      description = "The longest the brain thinks on a move, whatever the manager allows (default: ${DEFAULT-VALUE}).")
  long think;

  @Option(
      names = "--margin",
      paramLabel = "MILLIS",
      defaultValue = "100",
      description = "The least time kept back from each of the manager's limits (default: ${DEFAULT-VALUE}).")
  long margin;

  @Option(
      names = "--warm-up",
      paramLabel = "MILLIS",
      defaultValue = "300",
      description = "How long the agent thinks once at the first START, which the protocol does not time, 0 for not at all (default: ${DEFAULT-VALUE}).")
  long warmUp;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the agent (default: ${DEFAULT-VALUE}).")
  long seed;

  GomocupBotCommand(Terminal terminal) {
    super(terminal);
  }

  @Override
  int run() {
    GameProvider provider =
        GomocupGame.provider(installed())
            .orElseThrow(() -> new UsageException("no installed game plays five in a row on a board"));
    GomocupGame<?, ?> sample = GomocupGame.create(provider, 15, 15, GomocupBrain.FIVE, false);
    AgentSpec agentSpec = installed().played(provider, sample.game()).agentSpec("--agent", agent, false).orElseThrow();
    if (agentSpec.timePerMove().isPresent()) {
      throw UsageException.badValue("--agent", agent, "give the time with --think");
    }
    if (think < 1 || think > AgentSpec.MAX_TIME_PER_MOVE.toMillis()) {
      throw UsageException.badValue("--think", think, "must be from 1 to " + AgentSpec.MAX_TIME_PER_MOVE.toMillis());
    }
    if (margin < 0 || margin > AgentSpec.MAX_TIME_PER_MOVE.toMillis()) {
      throw UsageException.badValue("--margin", margin, "must be from 0 to " + AgentSpec.MAX_TIME_PER_MOVE.toMillis());
    }
    if (warmUp < 0 || warmUp > AgentSpec.MAX_TIME_PER_MOVE.toMillis()) {
      throw UsageException.badValue("--warm-up", warmUp, "must be from 0 to " + AgentSpec.MAX_TIME_PER_MOVE.toMillis());
    }
    String version = spec.root().version().length == 0 ? "" : spec.root().version()[0].replaceFirst("^gridgames ", "");
    String about =
        "name=\"gridgames-" + agentSpec.name() + "\", version=\"" + version
            + "\", author=\"The gridgames authors\", country=\"unknown\", www=\"https://github.com/gridgames/gridgames\"";
    GomocupClock clock = new GomocupClock(Duration.ofMillis(think), Duration.ofMillis(margin));
    return new GomocupBrain(terminal(), provider, agentSpec.name(), seed, clock, about, Duration.ofMillis(warmUp)).run(spec.qualifiedName());
  }

}
