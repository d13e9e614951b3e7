package io.github.gridgames.cli;

import io.github.gridgames.ai.SolveProgress;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Match;
import io.github.gridgames.core.MatchRecord;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Scores;
import io.github.gridgames.core.State;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gridgames solve}: the exact value of a game from the start or from a record. */
@Command(
    name = "solve",
    mixinStandardHelpOptions = true,
    description = {
      "Solves a game exactly: its value with perfect play from the start, or from the position a"
          + " game record reaches, with the nodes searched and the time taken.",
      "The value is the first player's final score margin for Dots and Boxes (from the start, the"
          + " net margin), and 1, 0 or -1 for a first-player win, a draw or a second-player win"
          + " otherwise. Long solves show a progress line on the error output.",
      "Exit code 1 when --time-limit ends the solve first."
    },
    footer = {
      "",
      "Examples:",
      "  gridgames solve tictactoe",
      "  gridgames solve dots-boxes --board 2x2 --format json",
      "  gridgames solve nrow --in-a-row 3 --distance 1 --cap 9",
      "  gridgames solve --record game.txt"
    })
final class SolveCommand extends BaseCommand {

  @Parameters(
      index = "0",
      arity = "0..1",
      paramLabel = "GAME",
      description = "dots-boxes, tictactoe or nrow; omit it with --record.")
  String gameName;

  @Mixin GameOptions options;

  @Option(names = "--record", paramLabel = "FILE", description = "Solves the position this game record (from 'play --save') reaches.")
  Path record;

  @Option(names = "--time-limit", paramLabel = "SECONDS", description = "Gives up after this long (default: no limit).")
  Double timeLimit;

  @Option(names = "--format", paramLabel = "text|json", defaultValue = "text", description = "Output format (default: ${DEFAULT-VALUE}).")
  Format format;

  @Option(names = "--quiet", description = "No progress line.")
  boolean quiet;

  SolveCommand(Terminal terminal) {
    super(terminal);
  }

  @Override
  int run() {
    Budget budget = Budget.unlimited();
    if (timeLimit != null) {
      if (!(timeLimit > 0) || timeLimit > 1e9) {
        throw UsageException.badValue("--time-limit", timeLimit, "must be a positive number of seconds");
      }
      budget = Budget.ofTime(Duration.ofNanos((long) (timeLimit * 1e9)).plusNanos(1));
    }
    if (record != null) {
      if (gameName != null) {
        throw new UsageException("give either GAME or --record, not both: the record names its game");
      }
      options.requireNone("the record given with --record");
      MatchRecord parsed = Records.read("--record", record);
      GameAdapter<?, ?> adapter = Records.adapter("--record", record, parsed);
      return solveRecord(adapter, parsed, budget);
    }
    if (gameName == null) {
      throw new UsageException("Missing required parameter: 'GAME' (or give --record FILE)");
    }
    GameAdapter<?, ?> adapter = GameKind.named(gameName).adapter(options);
    return solveStart(adapter, budget);
  }

  private <S extends State<S, M>, M extends Move> int solveStart(
      GameAdapter<S, M> adapter, Budget budget) {
    return solve(adapter, adapter.game().initialState(), 0, budget);
  }

  private <S extends State<S, M>, M extends Move> int solveRecord(
      GameAdapter<S, M> adapter, MatchRecord parsed, Budget budget) {
    Match<S, M> match;
    try {
      match = Match.replay(adapter.game(), parsed);
    } catch (IllegalArgumentException e) {
      throw UsageException.badValue("--record", record, e.getMessage());
    }
    return solve(adapter, match.state(), match.moves().size(), budget);
  }

  private <S extends State<S, M>, M extends Move> int solve(
      GameAdapter<S, M> adapter, S state, int movesPlayed, Budget budget) {
    adapter.unsolvable().ifPresent(reason -> {
      throw new UsageException(reason);
    });
    boolean[] shown = {false};
    Consumer<SolveProgress> progress =
        p -> {
          if (!quiet && p.elapsed().toMillis() >= 1000) {
            err().print(
                String.format(
                    Locale.ROOT,
                    "\rsolving: %,d nodes in %.1f s (%,.0f nodes/s)   ",
                    p.nodes(),
                    p.elapsed().toNanos() / 1e9,
                    p.nodes() / Math.max(1e-9, p.elapsed().toNanos() / 1e9)));
            err().flush();
            shown[0] = true;
          }
        };
    Solution solution = adapter.solve(state, budget, progress);
    if (shown[0]) {
      err().println();
    }
    String game = adapter.game().spec().toString();
    long millis = solution.elapsed().toMillis();
    if (!solution.isComplete()) {
      if (format == Format.JSON) {
        out().println(
            Json.object()
                .put("game", game)
                .put("value", null)
                .put("result", "UNKNOWN")
                .put("nodes", solution.nodes())
                .put("millis", millis)
                .put("movesPlayed", movesPlayed)
                .toString());
      } else {
        out().println(game);
        out().println(
            String.format(
                Locale.ROOT,
                "Not solved within the time limit: %,d nodes in %,d ms.",
                solution.nodes(),
                millis));
      }
      return FAILURE;
    }
    boolean firstToMove = state.toMove().equals(Player.FIRST);
    int rest = firstToMove ? solution.value() : -solution.value();
    boolean scoring = adapter.game().keepsScore();
    int value = rest;
    if (scoring) {
      Scores scores = state.scores().orElseThrow();
      value = scores.of(Player.FIRST) - scores.of(Player.SECOND) + rest;
    }
    String result =
        value > 0 ? "FIRST_PLAYER_WINS" : value < 0 ? "SECOND_PLAYER_WINS" : "DRAW";
    if (format == Format.JSON) {
      out().println(
          Json.object()
              .put("game", game)
              .put("value", value)
              .put("result", result)
              .put("nodes", solution.nodes())
              .put("millis", millis)
              .put("movesPlayed", movesPlayed)
              .put("toMove", adapter.name(state.toMove()))
              .put("bestMove", solution.bestMove().orElse(null))
              .toString());
      return 0;
    }
    String first = adapter.name(Player.FIRST);
    String second = adapter.name(Player.SECOND);
    out().println(game + (movesPlayed > 0 ? " after " + movesPlayed + " moves of " + record : ""));
    String sentence =
        value > 0
            ? "player " + first + " wins"
            : value < 0 ? "player " + second + " wins" : "a draw";
    if (scoring && value != 0) {
      sentence += " by " + Math.abs(value);
    }
    out().println("Result: " + result + " (" + sentence + " with perfect play)");
    out().println(
        "Value: "
            + value
            + (scoring ? " (player " + first + "'s final score margin)" : " (1, 0, -1: first player wins, draw, second player wins)"));
    solution.bestMove().ifPresent(m -> out().println("Best move for player " + adapter.name(state.toMove()) + ": " + m));
    out().println(String.format(Locale.ROOT, "Nodes: %,d in %,d ms", solution.nodes(), millis));
    return 0;
  }
}
