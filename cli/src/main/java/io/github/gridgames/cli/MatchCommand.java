package io.github.gridgames.cli;

import io.github.gridgames.ai.AgentSpec;
import io.github.gridgames.ai.Arena;
import io.github.gridgames.ai.ArenaResult;
import io.github.gridgames.ai.ArenaResult.Entrant;
import io.github.gridgames.ai.ArenaResult.GameSummary;
import io.github.gridgames.ai.ArenaResult.Tally;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gridgames match}: agents against each other, with a summary table. */
@Command(
    name = "match",
    mixinStandardHelpOptions = true,
    description = {
      "Plays agents against each other and prints wins, draws, losses, the average score margin"
          + " and the time per move of each.",
      "Seats rotate from game to game, so with two agents each moves first in half the games; the"
          + " results depend only on the seed (and on the machine's speed for agents limited by"
          + " time), never on the number of threads."
    })
final class MatchCommand extends BaseCommand {

  @Parameters(index = "0", paramLabel = "GAME", description = "The game: its name or its canonical text (see 'gridgames --help').")
  String gameName;

  @Option(names = "--first", paramLabel = "AGENT", required = true, description = "The first entrant.")
  String first;

  @Option(names = "--second", paramLabel = "AGENT", required = true, description = "The second entrant.")
  String second;

  @Option(
      names = "--others",
      paramLabel = "AGENT",
      defaultValue = "random",
      description = "The third and later entrants of games with more players (default: ${DEFAULT-VALUE}).")
  String others;

  @Option(names = "--games", paramLabel = "N", defaultValue = "10", description = "Games to play (default: ${DEFAULT-VALUE}).")
  int games;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the whole match (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(
      names = "--openings",
      paramLabel = "MOVES",
      defaultValue = "0",
      description = "Random opening moves of each game, to vary the games of deterministic agents (default: ${DEFAULT-VALUE}).")
  int openings;

  @Option(
      names = "--max-moves",
      paramLabel = "MOVES",
      description = "Stops a game after this many moves and counts it unfinished (default: the game's length, or 400 for a game that may not end).")
  Integer maxMoves;

  @Option(
      names = "--threads",
      paramLabel = "N",
      description = "Games played at once; the results do not depend on it (default: the machine's cores).")
  Integer threads;

  @Option(
      names = "--think",
      paramLabel = "MILLIS",
      defaultValue = "100",
      description = "Time per move of agents given without :MILLIS (default: ${DEFAULT-VALUE}).")
  long think;

  @Option(names = "--format", paramLabel = "text|json", defaultValue = "text", description = "Output format (default: ${DEFAULT-VALUE}).")
  Format format;

  @Option(names = "--quiet", description = "No progress bar (there is none when the error output is not a terminal).")
  boolean quiet;

  MatchCommand(Terminal terminal) {
    super(terminal);
  }

  @Override
  int run() {
    PlayedGame<?, ?> game = GameChoice.choose(spec, installed(), gameName);
    if (games < 1) {
      throw UsageException.badValue("--games", games, "must be at least 1");
    }
    if (openings < 0) {
      throw UsageException.badValue("--openings", openings, "must not be negative");
    }
    if (maxMoves != null && maxMoves < 1) {
      throw UsageException.badValue("--max-moves", maxMoves, "must be at least 1");
    }
    if (think < 1 || think > AgentSpec.MAX_TIME_PER_MOVE.toMillis()) {
      throw UsageException.badValue("--think", think, "must be from 1 to " + AgentSpec.MAX_TIME_PER_MOVE.toMillis());
    }
    if (threads != null && threads < 1) {
      throw UsageException.badValue("--threads", threads, "must be at least 1");
    }
    List<AgentSpec> entrants = new ArrayList<>();
    for (int i = 0; i < game.game().playerCount(); i++) {
      entrants.add(
          (i == 0
                  ? game.agentSpec("--first", first, false)
                  : i == 1 ? game.agentSpec("--second", second, false) : game.agentSpec("--others", others, false))
              .orElseThrow());
    }
    return match(game, entrants);
  }

  private <S extends State<S, M>, M extends Move> int match(
      PlayedGame<S, M> game, List<AgentSpec> entrants) {
    Arena.Builder<S, M> arena =
        Arena.builder(game.game())
            .games(games)
            .seed(seed)
            .openingMoves(openings)
            .budget(Budget.ofTime(Duration.ofMillis(think)))
            .threads(threads != null ? threads : Runtime.getRuntime().availableProcessors())
            .maxMoves(maxMoves != null ? maxMoves : game.game().maxMoves().orElse(400));
    List<String> names = names(entrants);
    for (int i = 0; i < entrants.size(); i++) {
      AgentSpec entrant = entrants.get(i);
      String name = names.get(i);
      arena = arena.entrant(name, agentSeed -> game.agents().agent(entrant, agentSeed, Duration.ofMillis(think)));
    }
    ProgressBar bar = quiet || !terminal().showsProgress() ? null : new ProgressBar(err(), games, "games");
    if (bar != null) {
      bar.update(0, "");
      int[] done = {0};
      arena = arena.onGame(summary -> bar.update(++done[0], describe(summary, names)));
    }
    ArenaResult result = arena.build().run();
    if (bar != null) {
      bar.finish();
    }
    if (format == Format.JSON) {
      out().println(json(game, result, entrants));
    } else {
      table(game, result);
    }
    return 0;
  }

  /** Names the entrants by their specs, numbered when two are alike. */
  private static List<String> names(List<AgentSpec> entrants) {
    List<String> names = new ArrayList<>();
    for (int i = 0; i < entrants.size(); i++) {
      String name = entrants.get(i).toString();
      boolean repeated = false;
      for (int j = 0; j < entrants.size(); j++) {
        if (j != i && entrants.get(j).toString().equals(name)) {
          repeated = true;
        }
      }
      names.add(repeated ? name + "#" + (i + 1) : name);
    }
    return names;
  }

  private static String describe(GameSummary summary, List<String> names) {
    if (!summary.finished()) {
      return "last: unfinished";
    }
    if (summary.outcome().isDraw()) {
      return "last: draw" + summary.scores().map(s -> " " + s).orElse("");
    }
    StringBuilder sb = new StringBuilder("last: ");
    summary.outcome().winners().stream()
        .sorted()
        .forEach(p -> sb.append(names.get(summary.entrantBySeat().get(p.index()))).append(' '));
    sb.append("won");
    summary.scores().ifPresent(s -> sb.append(' ').append(s));
    return sb.toString();
  }

  private void table(PlayedGame<?, ?> game, ArenaResult result) {
    out().println(
        game.game().spec()
            + ": "
            + games
            + (games == 1 ? " game" : " games")
            + ", seed "
            + seed
            + (openings > 0 ? ", " + openings + " random opening moves" : ""));
    int width = "entrant".length();
    for (Entrant e : result.entrants()) {
      width = Math.max(width, e.name().length());
    }
    String header =
        String.format(
            Locale.ROOT,
            "%-" + width + "s %6s %6s %6s %10s %7s %11s %9s",
            "entrant",
            "wins",
            "draws",
            "losses",
            "unfinished",
            "points",
            "avg margin",
            "ms/move");
    out().println(header);
    for (Entrant e : result.entrants()) {
      Tally t = e.total();
      out().println(
          String.format(
              Locale.ROOT,
              "%-" + width + "s %6d %6d %6d %10d %7.1f %11s %9.2f",
              e.name(),
              t.wins(),
              t.draws(),
              t.losses(),
              t.unfinished(),
              t.points(),
              // A game without scores has no margin: the column stays blank, as in the README's table.
              game.game().keepsScore() ? String.format(Locale.ROOT, "%.2f", t.averageMargin()) : "",
              millisPerMove(t)));
    }
  }

  private static double millisPerMove(Tally t) {
    return t.meanTimePerMove().toNanos() / 1e6;
  }

  private String json(PlayedGame<?, ?> game, ArenaResult result, List<AgentSpec> entrants) {
    List<Object> list = new ArrayList<>();
    for (int i = 0; i < result.entrants().size(); i++) {
      Entrant e = result.entrants().get(i);
      Tally t = e.total();
      List<Object> seats = new ArrayList<>();
      for (Tally seat : e.bySeat()) {
        seats.add(
            Json.object()
                .put("wins", seat.wins())
                .put("draws", seat.draws())
                .put("losses", seat.losses())
                .put("unfinished", seat.unfinished()));
      }
      list.add(
          Json.object()
              .put("name", e.name())
              .put("agent", entrants.get(i).name())
              .put("millis", entrants.get(i).timePerMove().map(Duration::toMillis).orElse(think))
              .put("wins", t.wins())
              .put("draws", t.draws())
              .put("losses", t.losses())
              .put("unfinished", t.unfinished())
              .put("points", t.points())
              .put("averageMargin", game.game().keepsScore() ? t.averageMargin() : null)
              .put("moves", t.moves())
              .put("millisPerMove", Math.round(millisPerMove(t) * 1000) / 1000.0)
              .put("bySeat", seats));
    }
    return Json.object()
        .put("game", game.game().spec().toString())
        .put("games", games)
        .put("seed", seed)
        .put("openings", openings)
        .put("entrants", list)
        .toString();
  }
}
