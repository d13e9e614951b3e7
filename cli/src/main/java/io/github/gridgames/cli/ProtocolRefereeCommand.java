package io.github.gridgames.cli;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameProvider;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Scores;
import io.github.gridgames.core.State;
import io.github.gridgames.core.tools.BotProtocol;
import io.github.gridgames.core.tools.GameOption;
import io.github.gridgames.core.tools.TextPlay;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gridgames referee NAME}: referees two bots of one contest protocol of an installed game. */
@Command(mixinStandardHelpOptions = true)
final class ProtocolRefereeCommand extends ProtocolCommand {

  @Parameters(index = "0", paramLabel = "COMMAND_A", description = "The bot that plays the first player.")
  String commandA;

  @Parameters(index = "1", paramLabel = "COMMAND_B", description = "The bot that plays the second player.")
  String commandB;

  @Option(names = "--first-turn-millis", paramLabel = "MILLIS", description = "Time limit of a bot's first turn (default: ${DEFAULT-VALUE}).")
  long firstTurnMillis;

  @Option(names = "--turn-millis", paramLabel = "MILLIS", description = "Time limit of the later turns (default: ${DEFAULT-VALUE}).")
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

  ProtocolRefereeCommand(Terminal terminal, Installed.Protocol protocol) {
    super(terminal, protocol);
  }

  /**
   * Writes the help, adds the protocol's game options, and takes its time limits as defaults.
   *
   * @param command this command's command line
   */
  @Override
  void describe(CommandLine command) {
    BotProtocol<?, ?> p = protocol().protocol();
    String name = p.name();
    command.getCommandSpec().usageMessage()
        .description(
            "Runs two " + protocol().provider().title() + " bots as processes (each COMMAND is run by the shell),"
                + " speaks " + p.title() + " with them, enforces the time limits ("
                + duration(p.firstTurnLimit()) + " for a bot's first turn, "
                + duration(p.turnLimit()) + " after), and prints the result. A bot that"
                + " answers late, ends its output, or answers a line that is not a legal move (or is longer"
                + " than 1,048,576 characters) loses at once.",
            "Exit code 0 whoever wins, 1 when a bot's command fails to start. To test your own bot"
                + " against ours, give its command line as COMMAND_A, such as 'python3 mybot.py'.");
    Examples.add(command, () -> Examples.referee(name));
    for (GameOption option : p.options()) {
      command.getCommandSpec().addOption(
          OptionSpec.builder("--" + option.name())
              .paramLabel(option.label())
              .type(String.class)
              .description(option.description() + ".")
              .build());
    }
    defaults(
        command,
        Map.of("--first-turn-millis", p.firstTurnLimit().toMillis(), "--turn-millis", p.turnLimit().toMillis()));
  }

  @Override
  int run() throws IOException, InterruptedException {
    return run(protocol().protocol());
  }

  private <S extends State<S, M>, M extends Move> int run(BotProtocol<S, M> p) throws IOException, InterruptedException {
    GameSpec.Builder spec = GameSpec.builder(protocol().provider().id());
    for (GameOption option : p.options()) {
      String value = this.spec.findOption("--" + option.name()).getValue();
      if (value != null) {
        Map<String, String> parameters;
        try {
          parameters = option.read(value);
        } catch (IllegalArgumentException e) {
          throw UsageException.badValue("--" + option.name(), value, e.getMessage());
        }
        spec = spec.putAll(parameters);
      }
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
    Game<S, M> game;
    try {
      game = p.game(spec.build());
    } catch (IllegalArgumentException e) {
      throw new UsageException("the protocol cannot carry " + spec.build() + ": " + e.getMessage());
    }
    Referee<S, M> referee =
        new Referee<>(
            p, game, Duration.ofMillis(firstTurnMillis), Duration.ofMillis(turnMillis), Duration.ofMillis(startupMillis));
    String first = game.playerName(Player.FIRST);
    String second = game.playerName(Player.SECOND);
    try (BotChannel a = BotChannel.start(first, commandA, showBotStderr);
        BotChannel b = BotChannel.start(second, commandB, showBotStderr)) {
      Referee.Result<S, M> result =
          referee.run(a, b, line -> {
            if (verbose && format == Format.TEXT) {
              out().println(line);
            }
          });
      Optional<String> failed = Optional.empty();
      for (BotChannel bot : List.of(a, b)) {
        String command = bot == a ? commandA : commandB;
        failed = failed.or(() -> bot.failedToStart()
            .map(why -> "bot " + bot.name() + "'s command '" + command + "' failed to start: " + why));
      }
      if (failed.isPresent()) {
        err().println(this.spec.qualifiedName() + ": " + failed.get());
        return FAILURE;
      }
      report(result);
    }
    return 0;
  }

  private <S extends State<S, M>, M extends Move> void report(Referee.Result<S, M> result) {
    Game<S, M> game = result.game();
    String scores = result.finalState().scores().map(Scores::toString).orElse(null);
    String outcome =
        result.winner().isEmpty()
            ? "DRAW"
            : result.winner().get().equals(Player.FIRST) ? "FIRST_PLAYER_WINS" : "SECOND_PLAYER_WINS";
    String first = game.playerName(Player.FIRST);
    String second = game.playerName(Player.SECOND);
    if (format == Format.JSON) {
      out().println(
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
                  Json.object().put(first, result.slowestMillis().get(0)).put(second, result.slowestMillis().get(1)))
              .toString());
      return;
    }
    String text;
    String withScores = scores == null ? "" : " " + scores;
    if (result.forfeit().isPresent()) {
      Player loser = result.forfeit().get();
      text =
          "Result: "
              + game.playerName(loser.next(2))
              + " wins: "
              + game.playerName(loser)
              + " loses because "
              + result.reason().orElseThrow()
              + " ("
              + (scores == null ? "" : "scores when it stopped " + scores + ", ")
              + "after "
              + result.moves().size()
              + " moves).";
    } else if (result.finalState().isTerminal()) {
      text = "Result: " + TextPlay.of(game).result(result.finalState(), game.notation());
    } else if (result.winner().isPresent()) {
      text = "Result: " + game.playerName(result.winner().get()) + " wins" + withScores + ".";
    } else {
      text = "Result: draw" + withScores + ".";
    }
    out().println(text);
    out().println(
        "Slowest answers after the first turn: "
            + first
            + " "
            + result.slowestMillis().get(0)
            + " ms, "
            + second
            + " "
            + result.slowestMillis().get(1)
            + " ms (limit "
            + turnMillis
            + " ms).");
  }
}
