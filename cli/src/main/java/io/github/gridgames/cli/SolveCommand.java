package io.github.gridgames.cli;

import io.github.gridgames.ai.Solver;
import io.github.gridgames.ai.MoveBounds;
import io.github.gridgames.ai.SolveProgress;
import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Games;
import io.github.gridgames.core.Match;
import io.github.gridgames.core.MatchRecord;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Scores;
import io.github.gridgames.core.State;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gridgames solve}: the exact value of a game from the start, a position or a record. */
@Command(
    name = "solve",
    mixinStandardHelpOptions = true,
    description = {
      "Solves a game exactly: its value with perfect play from the start, from a position given as"
          + " text (--position), or from the position a game record reaches, with the nodes searched"
          + " and the time taken.",
      "The value is the first player's final score margin for a game that keeps score (from the"
          + " start, the net margin), and 1, 0 or -1 for a first-player win, a draw or a"
          + " second-player win otherwise. On a terminal, long solves show a progress line on the error"
          + " output: the nodes searched, their rate, the time and, for the solvers that prove them"
          + " (Dots and Boxes, m,n,k), the bounds of the value found so far; it is cleared when the"
          + " result prints.",
      "With --moves it gives instead the value of every legal move for the player to move (their"
          + " final margin, or 1, 0, -1 for their win, draw or loss), or its bounds when the time"
          + " limit ends the search first, and marks the best moves.",
      "Ctrl-C stops the solve: it prints what it found (the nodes, the time and the bounds of the"
          + " value proven so far, \"stoppedBy\": \"user\" in JSON) and exits with code 130 (143"
          + " when a TERM signal stops it the same way). When --time-limit ends the solve first it"
          + " prints the same and exits with code 1."
    })
final class SolveCommand extends BaseCommand {

  /** The exit code when Ctrl-C stops the solve: 128 + SIGINT, as the JVM and the shells report it. */
  static final int STOPPED = 130;

  /** How long Ctrl-C waits for the result of the stopped solve to be printed. */
  private static final Duration STOP_WAIT = Duration.ofSeconds(5);

  @Parameters(
      index = "0",
      arity = "0..1",
      paramLabel = "GAME",
      description = "The game: its name or its canonical text (see 'gridgames --help'); omit it with --record.")
  String gameName;

  @Option(
      names = "--record",
      paramLabel = "FILE",
      description =
          "Solves the position this game record (from 'play --save') reaches. Game options given with it replace the"
              + " record's, such as --cap for a record of an N-row game without a cap; a finished game is answered with"
              + " its result.")
  Path record;

  @Option(
      names = "--position",
      paramLabel = "TEXT",
      description =
          "Solves this position of GAME, in the game's position text (see Positions below; 'gridgames replay' and the"
              + " JSON API print it).")
  String position;

  @Option(names = "--moves", description = "Values every legal move instead of the position.")
  boolean moves;

  @Option(names = "--time-limit", paramLabel = "SECONDS", description = "Gives up after this long (default: no limit).")
  Double timeLimit;

  @Option(names = "--format", paramLabel = "text|json", defaultValue = "text", description = "Output format (default: ${DEFAULT-VALUE}).")
  Format format;

  @Option(names = "--quiet", description = "No progress line.")
  boolean quiet;

  SolveCommand(Terminal terminal) {
    super(terminal);
  }

  /**
   * Has the help show an example of each installed game's position text; worked out only when the
   * help is shown.
   *
   * @param command the solve command line
   * @param installed the games
   */
  static void describePositions(CommandLine command, Installed installed) {
    lazyHelp(command, UsageMessageSpec.SECTION_KEY_FOOTER, () -> PlayCommand.positionHelp(installed).toArray(String[]::new));
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
      if (position != null) {
        throw new UsageException("give either --position or --record, not both: the record names its position");
      }
      MatchRecord parsed = Records.read("--record", record);
      // The record's game, with the game options given here in place of its own values.
      PlayedGame<?, ?> recorded = Records.game(installed(), "--record", record, parsed);
      return solveRecord(GameChoice.forRecord(spec, installed(), recorded.provider(), parsed.game()), parsed, budget);
    }
    if (gameName == null) {
      throw new UsageException("Missing required parameter: 'GAME' (or give --record FILE)");
    }
    PlayedGame<?, ?> game = GameChoice.choose(spec, installed(), gameName);
    return solveStart(game, budget);
  }

  private <S extends State<S, M>, M extends Move> int solveStart(PlayedGame<S, M> game, Budget budget) {
    S start = position == null ? game.game().initialState() : game.position("--position", position);
    return solve(game, start, 0, budget);
  }

  private <S extends State<S, M>, M extends Move> int solveRecord(
      PlayedGame<S, M> game, MatchRecord parsed, Budget budget) {
    Match<S, M> match;
    try {
      // The record's moves in the game chosen, which game options given here may have changed.
      match =
          Match.replay(
              game.game(), new MatchRecord(game.game().spec(), parsed.notation(), parsed.moves(), parsed.start()));
    } catch (IllegalArgumentException e) {
      throw UsageException.badValue("--record", record, e.getMessage());
    }
    return solve(game, match.state(), match.moves().size(), budget);
  }

  private <S extends State<S, M>, M extends Move> int solve(
      PlayedGame<S, M> game, S state, int movesPlayed, Budget budget) {
    if (state.isTerminal()) {
      return finished(game, state, movesPlayed);
    }
    game.solver().refusal(game.game()).ifPresent(refusal -> {
      throw new UsageException(refusal.reason() + optionHint(game, refusal));
    });
    Budget.Cancellation stop = Budget.Cancellation.create();
    CountDownLatch printed = new CountDownLatch(1);
    ShutdownHook hook = ShutdownHook.register("gridgames-solve-stop", () -> stopAndWait(stop, printed));
    try {
      Budget stoppable = budget.cancelledBy(stop);
      return moves
          ? analyse(game, state, movesPlayed, stoppable)
          : solveState(game, state, movesPlayed, stoppable);
    } finally {
      terminal().flush();
      printed.countDown(); // on Ctrl-C the hook is waiting for this: it returns now
      hook.close();
    }
  }

  /**
   * What Ctrl-C does (in a shutdown hook): cancels the solve, then waits up to {@link #STOP_WAIT}
   * for its result to be printed before the JVM exits.
   */
  private static void stopAndWait(Budget.Cancellation stop, CountDownLatch printed) {
    stop.cancel();
    try {
      printed.await(STOP_WAIT.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private <S extends State<S, M>, M extends Move> int solveState(
      PlayedGame<S, M> game, S state, int movesPlayed, Budget budget) {
    SolveProgress[] last = {null};
    int[] shown = {0};
    Consumer<SolveProgress> progress =
        p -> {
          last[0] = p;
          if (!quiet && terminal().showsProgress() && p.elapsed().toMillis() >= 1000) {
            String line = progressLine(p, firstPlayerBounds(game, state, p.lower(), p.upper()));
            err().print("\r" + line + " ".repeat(Math.max(0, shown[0] - line.length())));
            err().flush();
            shown[0] = line.length();
          }
        };
    SolveResult<M> solution = game.solver().solve(state, budget, progress);
    if (shown[0] > 0) {
      err().print("\r" + " ".repeat(shown[0]) + "\r"); // clears the progress line
      err().flush();
    }
    String spec = game.game().spec().toString();
    long millis = solution.elapsed().toMillis();
    if (!solution.isComplete()) {
      long[] bounds = last[0] == null ? null : firstPlayerBounds(game, state, last[0].lower(), last[0].upper());
      boolean byUser = budget.isCancelled();
      if (format == Format.JSON) {
        out().println(
            Json.object()
                .put("game", spec)
                .put("value", null)
                .put("result", "UNKNOWN")
                .put("stoppedBy", byUser ? "user" : "time-limit")
                .put("lower", bounds == null || bounds[0] == Long.MIN_VALUE ? null : bounds[0])
                .put("upper", bounds == null || bounds[1] == Long.MAX_VALUE ? null : bounds[1])
                .put("nodes", solution.nodes())
                .put("millis", millis)
                .put("movesPlayed", movesPlayed)
                .toString());
      } else {
        out().println(heading(spec, movesPlayed));
        out().println(
            String.format(
                Locale.ROOT,
                "%s: %,d nodes in %,d ms.",
                byUser ? "Stopped by the user" : "Not solved within the time limit",
                solution.nodes(),
                millis));
        if (bounds != null) {
          out().println("The value is " + range(bounds[0], bounds[1]) + " (proven so far).");
        }
      }
      return byUser ? STOPPED : FAILURE;
    }
    boolean firstToMove = state.toMove().equals(Player.FIRST);
    int rest = firstToMove ? solution.value() : -solution.value();
    boolean scoring = game.game().keepsScore();
    int value = rest;
    if (scoring) {
      Scores scores = state.scores().orElseThrow();
      value = scores.of(Player.FIRST) - scores.of(Player.SECOND) + rest;
    }
    String result = resultName(value);
    String bestMove = solution.bestMove().map(game.game().notation()::format).orElse(null);
    if (format == Format.JSON) {
      out().println(
          Json.object()
              .put("game", spec)
              .put("value", value)
              .put("result", result)
              .put("nodes", solution.nodes())
              .put("millis", millis)
              .put("movesPlayed", movesPlayed)
              .put("toMove", game.name(state.toMove()))
              .put("bestMove", bestMove)
              .toString());
      return 0;
    }
    String first = game.name(Player.FIRST);
    String second = game.name(Player.SECOND);
    out().println(heading(spec, movesPlayed));
    String sentence = value > 0 ? "player " + first + " wins" : value < 0 ? "player " + second + " wins" : "a draw";
    if (scoring && value != 0) {
      sentence += " by " + Math.abs(value);
    }
    out().println("Result: " + result + " (" + sentence + " with perfect play)");
    out().println("Value: " + value + valueScale(game));
    if (bestMove != null) {
      out().println("Best move for player " + game.name(state.toMove()) + ": " + bestMove);
    }
    out().println(String.format(Locale.ROOT, "Nodes: %,d in %,d ms", solution.nodes(), millis));
    return 0;
  }

  /**
   * Answers for a finished game: its result, winner first, and its value; nothing to search.
   */
  private <S extends State<S, M>, M extends Move> int finished(PlayedGame<S, M> game, S state, int movesPlayed) {
    int value = finalValue(game, state);
    String spec = game.game().spec().toString();
    if (format == Format.JSON) {
      out().println(
          Json.object()
              .put("game", spec)
              .put("value", value)
              .put("result", resultName(value))
              .put("over", true)
              .put("nodes", 0)
              .put("millis", 0)
              .put("movesPlayed", movesPlayed)
              .put("toMove", null)
              .put("bestMove", null)
              .put("moves", moves ? List.of() : null)
              .toString());
      return 0;
    }
    out().println(heading(spec, movesPlayed));
    out().println("The game is over: " + game.result(state) + (moves ? " There is no move to value." : ""));
    out().println("Value: " + value + valueScale(game));
    return 0;
  }

  /** The first player's final margin, or 1, 0, -1, of a finished game. */
  private static <S extends State<S, M>, M extends Move> int finalValue(PlayedGame<S, M> game, S state) {
    if (game.game().keepsScore()) {
      Scores scores = state.scores().orElseThrow();
      return scores.of(Player.FIRST) - scores.of(Player.SECOND);
    }
    return state.outcome().isDraw() ? 0 : state.outcome().isWinner(Player.FIRST) ? 1 : -1;
  }

  private static String resultName(int value) {
    return value > 0 ? "FIRST_PLAYER_WINS" : value < 0 ? "SECOND_PLAYER_WINS" : "DRAW";
  }

  private static String valueScale(PlayedGame<?, ?> game) {
    return game.game().keepsScore()
        ? " (player " + game.name(Player.FIRST) + "'s final score margin)"
        : " (1, 0, -1: first player wins, draw, second player wins)";
  }

  /**
   * Returns the progress line of a solve, such as {@code "solving: 1,200,000 nodes in 4.1 s
   * (292,683 nodes/s), value between -2 and 4"}.
   *
   * @param progress the report
   * @param bounds the bounds of the value on the scale the result is printed in, {@code null} when
   *     the solver reports none
   */
  static String progressLine(SolveProgress progress, long[] bounds) {
    String line =
        String.format(
            Locale.ROOT,
            "solving: %,d nodes in %.1f s (%,.0f nodes/s)",
            progress.nodes(),
            progress.elapsed().toNanos() / 1e9,
            progress.nodesPerSecond());
    return bounds == null ? line : line + ", value " + range(bounds[0], bounds[1]);
  }

  /**
   * Returns what is known of a value from its bounds ({@link Long#MIN_VALUE} and {@link
   * Long#MAX_VALUE} when there is none): {@code "3"}, {@code "between -2 and 4"}, {@code "at least
   * -2"}, {@code "at most 4"} or {@code "unknown"}.
   */
  private static String range(long lower, long upper) {
    boolean low = lower != Long.MIN_VALUE;
    boolean high = upper != Long.MAX_VALUE;
    if (low && high) {
      return lower == upper ? String.valueOf(lower) : "between " + lower + " and " + upper;
    }
    return low ? "at least " + lower : high ? "at most " + upper : "unknown";
  }

  /**
   * Returns the bounds of the value of a state for its player to move, as the solver reports them,
   * on the scale the result is printed in (the first player's final margin, or 1, 0, -1), or
   * {@code null} when the solver reported none. A missing bound is {@link Long#MIN_VALUE} or
   * {@link Long#MAX_VALUE}.
   */
  private static <S extends State<S, M>, M extends Move> long[] firstPlayerBounds(
      PlayedGame<S, M> game, S state, int lower, int upper) {
    if (lower == Integer.MIN_VALUE && upper == Integer.MAX_VALUE) {
      return null;
    }
    long offset = 0;
    if (game.game().keepsScore()) {
      Scores scores = state.scores().orElseThrow();
      offset = (long) scores.of(Player.FIRST) - scores.of(Player.SECOND);
    }
    long low = lower == Integer.MIN_VALUE ? Long.MIN_VALUE : offset + lower;
    long high = upper == Integer.MAX_VALUE ? Long.MAX_VALUE : offset + upper;
    if (state.toMove().equals(Player.FIRST)) {
      return new long[] {low, high};
    }
    return new long[] {
      upper == Integer.MAX_VALUE ? Long.MIN_VALUE : offset - upper,
      lower == Integer.MIN_VALUE ? Long.MAX_VALUE : offset - lower
    };
  }

  private String heading(String spec, int movesPlayed) {
    if (position != null) {
      return spec + " at the position " + position;
    }
    return spec + (movesPlayed > 0 ? " after " + movesPlayed + " moves of " + record : "");
  }

  private static String optionHint(PlayedGame<?, ?> game, Solver.Refusal refusal) {
    return refusal.parameter().flatMap(game::optionOf).map(option -> " (option " + option + ")").orElse("");
  }

  /** One move's value for the player to move: their final margin, or 1, 0, -1. */
  private record Valued<M extends Move>(M move, long lower, long upper) {
    boolean exact() {
      return lower == upper;
    }
  }

  private <S extends State<S, M>, M extends Move> int analyse(
      PlayedGame<S, M> game, S state, int movesPlayed, Budget budget) {
    long start = System.nanoTime();
    List<MoveBounds<M>> bounds = game.solver().analyse(state, budget);
    long millis = (System.nanoTime() - start) / 1_000_000;
    long margin = state.scores().map(s -> (long) s.margin(state.toMove())).orElse(0L);
    List<Valued<M>> valued = new ArrayList<>();
    for (MoveBounds<M> b : bounds) {
      valued.add(
          new Valued<>(
              b.move(),
              b.lower() == Integer.MIN_VALUE ? Long.MIN_VALUE : margin + b.lower(),
              b.upper() == Integer.MAX_VALUE ? Long.MAX_VALUE : margin + b.upper()));
    }
    valued.sort(Comparator.comparingLong((Valued<M> v) -> -v.upper()).thenComparingLong(v -> -v.lower()));
    long bestLower = valued.stream().mapToLong(Valued::lower).max().orElse(Long.MIN_VALUE);
    boolean complete = valued.stream().allMatch(Valued::exact);
    String player = game.name(state.toMove());
    if (format == Format.JSON) {
      List<Object> list = new ArrayList<>();
      for (Valued<M> v : valued) {
        list.add(
            Json.object()
                .put("move", game.game().notation().format(v.move()))
                .put("value", v.exact() ? v.lower() : null)
                .put("lower", v.lower() == Long.MIN_VALUE ? null : v.lower())
                .put("upper", v.upper() == Long.MAX_VALUE ? null : v.upper())
                .put("best", isBest(v, valued, bestLower)));
      }
      out().println(
          Json.object()
              .put("game", game.game().spec().toString())
              .put("movesPlayed", movesPlayed)
              .put("toMove", player)
              .put("complete", complete)
              .put("stoppedBy", complete ? null : budget.isCancelled() ? "user" : "time-limit")
              .put("moves", list)
              .put("millis", millis)
              .toString());
    } else {
      out().println(heading(game.game().spec().toString(), movesPlayed));
      out().println(
          "Moves for player "
              + player
              + ", valued with perfect play "
              + (game.game().keepsScore()
                  ? "(player " + player + "'s final score margin)"
                  : "(1 win, 0 draw, -1 loss for player " + player + ")")
              + "; * marks the best:");
      List<Valued<M>> bounded = valued.stream().filter(v -> v.lower() != Long.MIN_VALUE || v.upper() != Long.MAX_VALUE).toList();
      int width = bounded.stream().mapToInt(v -> game.game().notation().format(v.move()).length()).max().orElse(0);
      for (Valued<M> v : bounded) {
        out().println(
            String.format(
                Locale.ROOT,
                "%s %-" + width + "s  %s",
                isBest(v, valued, bestLower) ? "*" : " ",
                game.game().notation().format(v.move()),
                range(v.lower(), v.upper())));
      }
      int unknown = valued.size() - bounded.size();
      if (unknown > 0) {
        // Said once for all the moves the search proved nothing about, not once per move.
        out().println(
            unknown == valued.size()
                ? String.format(Locale.ROOT, "The value of every move (%,d) is unknown: the search proved no bound on any.", unknown)
                : unknown == 1
                    ? "The value of the other move is unknown: the search proved no bound on it."
                    : String.format(Locale.ROOT, "The value of the other %,d moves is unknown: the search proved no bound on them.", unknown));
      }
      out().println(
          String.format(
              Locale.ROOT,
              "%s in %,d ms",
              complete
                  ? "Every move solved"
                  : budget.isCancelled()
                      ? "Stopped by the user: not every move solved"
                      : "Not every move solved within the time limit",
              millis));
    }
    return complete ? 0 : budget.isCancelled() ? STOPPED : FAILURE;
  }

  /** A move is best when its value is known and no other move can do better. */
  private static <M extends Move> boolean isBest(Valued<M> move, List<Valued<M>> all, long bestLower) {
    if (!move.exact() || move.lower() != bestLower) {
      return false;
    }
    return all.stream().allMatch(other -> other.upper() <= bestLower);
  }

}
