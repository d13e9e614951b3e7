package io.github.gridgames.cli;

import io.github.gridgames.core.GameProvider;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gridgames referee gomocup}: a Gomocup manager between two brains, for several games. */
@Command(
    name = "gomocup",
    mixinStandardHelpOptions = true,
    description = {
      "Referees games between two Gomoku brains that speak the Gomocup protocol, the seats alternating.",
      "It runs the brains as processes (each COMMAND is run by the shell),"
          + " plays --games games between them with the seats alternating (A begins the odd games), five in"
          + " a row on the --board, and prints each game's result and the totals. Each brain gets INFO"
          + " timeout_turn, timeout_match, max_memory 0, game_type 1 and rule, then START (or RECTSTART),"
          + " later RESTART, then BEGIN or TURN X,Y for each move (with INFO time_left when the match time"
          + " is limited).",
      "A brain loses the game when it crashes or exits, does not answer within its limit and the"
          + " tolerance, answers a line that is not a legal move, or answers ERROR or UNKNOWN; it is then"
          + " ended and started again for the next game. Exit code 0 whoever wins, 1 when a brain's command"
          + " fails to start. Any Gomocup brain can play, such as 'wine pbrain-foo.exe' or your own"
          + " program."
    })
final class GomocupRefereeCommand extends BaseCommand {

  private static final Pattern BOARD = Pattern.compile("\\s*(\\d{1,9})\\s*(?:[xX]\\s*(\\d{1,9})\\s*)?");

  @Parameters(index = "0", paramLabel = "COMMAND_A", description = "Brain A, which begins the odd games.")
  String commandA;

  @Parameters(index = "1", paramLabel = "COMMAND_B", description = "Brain B, which begins the even games.")
  String commandB;

  @Option(names = "--games", paramLabel = "N", defaultValue = "2", description = "Games to play (default: ${DEFAULT-VALUE}).")
  int games;

  @Option(
      names = "--board",
      paramLabel = "RxC",
      defaultValue = "20",
      description = "Rows x columns (START N for a square board, RECTSTART C,R otherwise); one number N means NxN (default: ${DEFAULT-VALUE}).")
  String board;

  @Option(
      names = "--rule",
      paramLabel = "RULE",
      defaultValue = "0",
      description = "The Gomocup rule: 0 free style (five or more in a row win), 1 exactly five (default: ${DEFAULT-VALUE}).")
  int rule;

  @Option(names = "--turn-millis", paramLabel = "MILLIS", defaultValue = "5000", description = "Time limit of a move (default: ${DEFAULT-VALUE}).")
  long turnMillis;

  @Option(
      names = "--match-millis",
      paramLabel = "MILLIS",
      defaultValue = "0",
      description = "Time limit of a brain's moves in one game, 0 for none (default: ${DEFAULT-VALUE}).")
  long matchMillis;

  @Option(
      names = "--tolerance-millis",
      paramLabel = "MILLIS",
      defaultValue = "1000",
      description = "Time allowed beyond a limit before a brain loses (default: ${DEFAULT-VALUE}).")
  long toleranceMillis;

  @Option(
      names = "--startup-millis",
      paramLabel = "MILLIS",
      defaultValue = "10000",
      description = "Time a brain has to answer START or RESTART, which pays for starting it (default: ${DEFAULT-VALUE}).")
  long startupMillis;

  @Option(names = "--verbose", description = "Prints every move and the brains' MESSAGE and DEBUG lines.")
  boolean verbose;

  @Option(names = "--show-bot-stderr", description = "Lets the brains' error output through (discarded by default).")
  boolean showBotStderr;

  @Option(names = "--format", paramLabel = "text|json", defaultValue = "text", description = "Output format (default: ${DEFAULT-VALUE}).")
  Format format;

  GomocupRefereeCommand(Terminal terminal) {
    super(terminal);
  }

  /**
   * Adds the example to the help: our brain against our brain with another agent.
   *
   * @param command this command's command line
   */
  static void describe(CommandLine command) {
    String bot = Examples.LAUNCHER + " bot gomocup";
    Examples.add(
        command,
        () -> List.of(Examples.LAUNCHER + " referee gomocup '" + bot + "' '" + bot + " --agent random' --board 9 --turn-millis 200"));
  }

  @Override
  int run() throws InterruptedException {
    GameProvider provider =
        GomocupGame.provider(installed())
            .orElseThrow(() -> new UsageException("no installed game plays five in a row on a board"));
    Matcher m = BOARD.matcher(board);
    if (!m.matches()) {
      throw UsageException.badValue("--board", board, "expected RxC (rows x columns), such as 15x20, or one number N for NxN");
    }
    int rows = Integer.parseInt(m.group(1));
    int cols = m.group(2) == null ? rows : Integer.parseInt(m.group(2));
    if (games < 1) {
      throw UsageException.badValue("--games", games, "must be at least 1");
    }
    if (rule != 0 && rule != 1) {
      throw UsageException.badValue("--rule", rule, "must be 0 (free style) or 1 (exactly five); renju and the others are not judged");
    }
    positive("--turn-millis", turnMillis);
    notNegative("--match-millis", matchMillis);
    notNegative("--tolerance-millis", toleranceMillis);
    notNegative("--startup-millis", startupMillis);
    GomocupGame<?, ?> game;
    try {
      game = GomocupGame.create(provider, cols, rows, GomocupBrain.FIVE, rule == 1);
    } catch (IllegalArgumentException e) {
      throw UsageException.badValue("--board", board, e.getMessage());
    }
    GomocupReferee.Settings settings =
        new GomocupReferee.Settings(
            cols,
            rows,
            rule,
            Duration.ofMillis(turnMillis),
            matchMillis == 0 ? Optional.empty() : Optional.of(Duration.ofMillis(matchMillis)),
            Duration.ofMillis(toleranceMillis),
            Duration.ofMillis(startupMillis));
    List<GomocupReferee.GameResult> results;
    try {
      results =
          new GomocupReferee(settings, game)
              .run(
                  games,
                  "A",
                  () -> BotChannel.start("A", commandA, showBotStderr),
                  "B",
                  () -> BotChannel.start("B", commandB, showBotStderr),
                  line -> {
                    if (verbose && format == Format.TEXT) {
                      out().println(line);
                    }
                  },
                  result -> {
                    if (format == Format.TEXT) {
                      out().println(text(result));
                      out().flush();
                    }
                  });
    } catch (GomocupReferee.FailedToStart e) {
      String command = e.brain().equals("A") ? commandA : commandB;
      err().println(spec.qualifiedName() + ": brain " + e.brain() + "'s command '" + command + "' failed to start: " + e.why());
      return FAILURE;
    }
    long winsA = results.stream().filter(r -> r.winner().equals(Optional.of("A"))).count();
    long winsB = results.stream().filter(r -> r.winner().equals(Optional.of("B"))).count();
    long draws = results.size() - winsA - winsB;
    if (format == Format.JSON) {
      out().println(
          Json.object()
              .put("game", game.game().spec().toString())
              .put("rule", rule)
              .put("games", results.stream().map(GomocupRefereeCommand::json).toList())
              .put("wins", Json.object().put("A", winsA).put("B", winsB))
              .put("draws", draws)
              .put("slowestMillis", Json.object().put("A", slowest(results, "A")).put("B", slowest(results, "B")))
              .toString());
    } else {
      out().println(
          "Result: A " + winsA + " " + (winsA == 1 ? "win" : "wins") + ", B " + winsB + " " + (winsB == 1 ? "win" : "wins")
              + ", " + draws + " " + (draws == 1 ? "draw" : "draws") + " in " + results.size() + " "
              + (results.size() == 1 ? "game" : "games") + " (" + game.game().spec() + ", rule " + rule + ").");
      out().println(
          "Slowest moves: A " + slowest(results, "A") + " ms, B " + slowest(results, "B") + " ms (limit " + turnMillis
              + " ms" + (matchMillis == 0 ? "" : ", " + matchMillis + " ms a game") + ").");
    }
    return 0;
  }

  private static long slowest(List<GomocupReferee.GameResult> results, String brain) {
    return results.stream().mapToLong(r -> r.slowestMillis().get(brain)).max().orElse(0);
  }

  private static String text(GomocupReferee.GameResult result) {
    String head = "Game " + result.number() + " (" + result.first() + " began): ";
    String after = " after " + result.moves().size() + (result.moves().size() == 1 ? " move." : " moves.");
    if (result.forfeit().isPresent()) {
      return head + result.winner().orElseThrow() + " wins: " + result.forfeit().get() + " loses because " + result.reason() + after;
    }
    return head + result.winner().map(w -> w + " wins with " + result.reason()).orElse("draw, " + result.reason()) + after;
  }

  private static Json json(GomocupReferee.GameResult result) {
    return Json.object()
        .put("number", result.number())
        .put("first", result.first())
        .put("winner", result.winner().orElse(null))
        .put("forfeit", result.forfeit().orElse(null))
        .put("reason", result.reason())
        .put("moves", result.moves())
        .put("slowestMillis", Json.object().put("A", result.slowestMillis().get("A")).put("B", result.slowestMillis().get("B")));
  }

  private static void positive(String option, long value) {
    if (value < 1) {
      throw UsageException.badValue(option, value, "must be at least 1");
    }
  }

  private static void notNegative(String option, long value) {
    if (value < 0) {
      throw UsageException.badValue(option, value, "must not be negative");
    }
  }
}
