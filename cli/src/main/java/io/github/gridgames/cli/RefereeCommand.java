package io.github.gridgames.cli;

import io.github.gridgames.core.Player;
import io.github.gridgames.dotsboxes.DotsBoxes;
import java.io.IOException;
import java.time.Duration;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gridgames referee}: referees protocol bots; the work is in the subcommands. */
@Command(
    name = "referee",
    mixinStandardHelpOptions = true,
    description = "Referees a game between two bots that speak a contest protocol.",
    subcommands = {RefereeCommand.CodinGame.class})
final class RefereeCommand extends BaseCommand {

  RefereeCommand(Terminal terminal) {
    super(terminal);
  }

  @Override
  int run() {
    throw new UsageException("missing protocol: codingame");
  }

  /** {@code gridgames referee codingame}. */
  @Command(
      name = "codingame",
      mixinStandardHelpOptions = true,
      description = {
        "Runs two Dots and Boxes bots as processes (each COMMAND is run by the shell), speaks the"
            + " CodinGame contest protocol with them, enforces the time limits (1 s for a bot's"
            + " first turn, 100 ms after), and prints the result. A bot that answers late, ends"
            + " its output, or answers a line that is not a free side of the board loses at once.",
        "Exit code 0 whoever wins; use it to test your own bot against ours:"
      },
      footer = {
        "",
        "Example:",
        "  gridgames referee codingame --size 3 'python3 mybot.py' './gridgames bot codingame'"
      })
  static final class CodinGame extends BaseCommand {

    @Parameters(index = "0", paramLabel = "COMMAND_A", description = "The bot that plays A (first).")
    String commandA;

    @Parameters(index = "1", paramLabel = "COMMAND_B", description = "The bot that plays B.")
    String commandB;

    @Option(names = "--size", paramLabel = "N", defaultValue = "3", description = "N x N boxes (default: ${DEFAULT-VALUE}).")
    int size;

    @Option(names = "--first-turn-millis", paramLabel = "MILLIS", defaultValue = "1000", description = "Time limit of a bot's first turn (default: ${DEFAULT-VALUE}).")
    long firstTurnMillis;

    @Option(names = "--turn-millis", paramLabel = "MILLIS", defaultValue = "100", description = "Time limit of the later turns (default: ${DEFAULT-VALUE}).")
    long turnMillis;

    @Option(
        names = "--startup-millis",
        paramLabel = "MILLIS",
        defaultValue = "3000",
        description = "Time a bot may take to start (a JVM, an interpreter); what is left of it when the bot's first turn starts is added to that turn's limit, as the contest starts bots before the clock runs. 0 for none (default: ${DEFAULT-VALUE}).")
    long startupMillis;

    @Option(names = "--verbose", description = "Prints every move.")
    boolean verbose;

    @Option(names = "--show-bot-stderr", description = "Lets the bots' error output through (discarded by default).")
    boolean showBotStderr;

    @Option(names = "--format", paramLabel = "text|json", defaultValue = "text", description = "Output format of the result (default: ${DEFAULT-VALUE}).")
    Format format;

    CodinGame(Terminal terminal) {
      super(terminal);
    }

    @Override
    int run() throws IOException, InterruptedException {
      if (size < 1 || size > DotsBoxes.MAX_SIZE) {
        throw UsageException.badValue("--size", size, "must be from 1 to " + DotsBoxes.MAX_SIZE);
      }
      if (firstTurnMillis < 1) {
        throw UsageException.badValue("--first-turn-millis", firstTurnMillis, "must be at least 1");
      }
      if (startupMillis < 0) {
        throw UsageException.badValue("--startup-millis", startupMillis, "must not be negative");
      }
      if (turnMillis < 1) {
        throw UsageException.badValue("--turn-millis", turnMillis, "must be at least 1");
      }
      DotsBoxes game = DotsBoxes.of(size, size);
      CodinGameReferee referee =
          new CodinGameReferee(
              game,
              Duration.ofMillis(firstTurnMillis),
              Duration.ofMillis(turnMillis),
              Duration.ofMillis(startupMillis));
      try (BotChannel a = BotChannel.start("A", commandA, showBotStderr);
          BotChannel b = BotChannel.start("B", commandB, showBotStderr)) {
        CodinGameReferee.Result result =
            referee.run(a, b, line -> {
              if (verbose && format == Format.TEXT) {
                out().println(line);
              }
            });
        report(result, this);
      }
      return 0;
    }

    private void report(CodinGameReferee.Result result, BaseCommand command) {
      DotsBoxes game = result.game();
      String scores = result.finalState().scores().orElseThrow().toString();
      String outcome =
          result.winner().isEmpty()
              ? "DRAW"
              : result.winner().get().equals(Player.FIRST) ? "FIRST_PLAYER_WINS" : "SECOND_PLAYER_WINS";
      if (format == Format.JSON) {
        command.out().println(
            Json.object()
                .put("game", game.spec().toString())
                .put("result", outcome)
                .put("winner", result.winner().map(game::playerName).orElse(null))
                .put("scores", scores)
                .put("moves", result.moves().size())
                .put("forfeit", result.forfeit().map(game::playerName).orElse(null))
                .put("reason", result.reason().orElse(null))
                .put(
                    "slowestMillis",
                    Json.object()
                        .put("A", result.slowestMillis().get(0))
                        .put("B", result.slowestMillis().get(1)))
                .toString());
        return;
      }
      String text;
      if (result.forfeit().isPresent()) {
        Player loser = result.forfeit().get();
        text =
            "Result: "
                + game.playerName(loser.next(2))
                + " wins: "
                + game.playerName(loser)
                + " loses because "
                + result.reason().orElseThrow()
                + " (scores when it stopped "
                + scores
                + ", after "
                + result.moves().size()
                + " moves).";
      } else if (result.winner().isPresent()) {
        text = "Result: " + game.playerName(result.winner().get()) + " wins " + scores + ".";
      } else {
        text = "Result: draw " + scores + ".";
      }
      command.out().println(text);
      command.out().println(
          "Slowest answers after the first turn: A "
              + result.slowestMillis().get(0)
              + " ms, B "
              + result.slowestMillis().get(1)
              + " ms (limit "
              + turnMillis
              + " ms).");
    }
  }
}
