package io.github.gridgames.beam;

import io.github.gridgames.ai.Arena;
import io.github.gridgames.ai.ArenaResult.GameSummary;
import io.github.gridgames.ai.AgentSpec;
import io.github.gridgames.ai.GameAgents;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.Games;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Games per second of a tournament on the Direct runner against {@link Arena} playing the same
 * games on the same number of threads, in one JVM, the two sides alternating round by round; then
 * the costs the work divides into, on one worker: the time of one game, the pipeline's time per
 * run (a tournament of one game per pairing, less its games), and its time per game beyond the
 * game itself (the whole tournament on one worker, less the run's cost and the games). Every agent searches a fixed number of nodes per move, so both sides play the
 * same games (the benchmark checks it) and no one waits on a clock. Run by {@code
 * beam/bench-throughput}; not a test.
 *
 * <p>Arguments: rounds, games per pairing, nodes per move, workers (default 5 100 2000 2).
 */
final class ThroughputBenchmark {

  private static final String GAME = "dots-boxes(rows=3,cols=3)";
  private static final List<String> ENTRANTS = List.of("greedy", "alphabeta", "mcts");

  private ThroughputBenchmark() {}

  public static void main(String[] args) throws IOException {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
    int games = args.length > 1 ? Integer.parseInt(args[1]) : 100;
    long nodes = args.length > 2 ? Long.parseLong(args[2]) : 2000;
    int workers = args.length > 3 ? Integer.parseInt(args[3]) : 2;
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    Tournament tournament = Tournament.builder(GAME, ENTRANTS).gamesPerPairing(games).nodes(nodes).build();
    int total = games * 3;
    out.printf(Locale.ROOT, "%s, entrants %s, %d games per pairing (%d in all), %d nodes per move, %d workers%n",
        GAME, ENTRANTS, games, total, nodes, workers);
    Path scratch = Files.createTempDirectory("gridgames-throughput-");
    // Warm both up once: class loading and compilation are not what is measured.
    arena(tournament, games, nodes, workers);
    tournament.run(Runners.direct(workers), scratch.resolve("warm").toString());
    double[] arenaRates = new double[rounds];
    double[] beamRates = new double[rounds];
    double[] ratios = new double[rounds];
    for (int round = 0; round < rounds; round++) {
      long start = System.nanoTime();
      List<GameSummary> expected = arena(tournament, games, nodes, workers);
      double arenaSeconds = (System.nanoTime() - start) / 1e9;
      start = System.nanoTime();
      TournamentResult result = tournament.run(Runners.direct(workers), scratch.resolve("round-" + round).toString());
      double beamSeconds = (System.nanoTime() - start) / 1e9;
      check(expected, result.games());
      arenaRates[round] = total / arenaSeconds;
      beamRates[round] = total / beamSeconds;
      ratios[round] = beamRates[round] / arenaRates[round];
      out.printf(Locale.ROOT, "round %d: arena %.1f games/s (%.2f s), pipeline %.1f games/s (%.2f s), ratio %.3f%n",
          round + 1, arenaRates[round], arenaSeconds, beamRates[round], beamSeconds, ratios[round]);
    }
    out.println("arena games/s:    " + summary(arenaRates));
    out.println("pipeline games/s: " + summary(beamRates));
    out.println("pipeline / arena: " + summary(ratios));
    // The costs the work divides into, measured one worker at a time.
    Tournament one = Tournament.builder(GAME, ENTRANTS).gamesPerPairing(1).nodes(nodes).build();
    double[] perGame = new double[rounds];
    double[] perRun = new double[rounds];
    double[] perElement = new double[rounds];
    for (int round = 0; round < rounds; round++) {
      long start = System.nanoTime();
      arena(tournament, games, nodes, 1);
      perGame[round] = (System.nanoTime() - start) / 1e6 / total;
      start = System.nanoTime();
      one.run(Runners.direct(1), scratch.resolve("one-" + round).toString());
      perRun[round] = (System.nanoTime() - start) / 1e6 - 3 * perGame[round];
      start = System.nanoTime();
      tournament.run(Runners.direct(1), scratch.resolve("all-" + round).toString());
      perElement[round] = ((System.nanoTime() - start) / 1e6 - perRun[round]) / total - perGame[round];
    }
    out.println("one game on one thread, ms:          " + summary(perGame));
    out.println("a pipeline's fixed cost, ms:         " + summary(perRun));
    out.println("the pipeline's cost per game, ms:    " + summary(perElement));
  }

  /** The tournament's games played by arenas, pairing by pairing, on {@code threads} threads. */
  private static List<GameSummary> arena(Tournament tournament, int games, long nodes, int threads) {
    return arenaOf(Games.parse(GAME), tournament, games, nodes, threads);
  }

  private static <S extends State<S, M>, M extends Move> List<GameSummary> arenaOf(
      Game<S, M> game, Tournament tournament, int games, long nodes, int threads) {
    GameAgents<S, M> strategies = GameAgents.of(game);
    List<GameSummary> all = new ArrayList<>();
    for (int[] pairing : Tournament.pairings(ENTRANTS.size())) {
      String a = ENTRANTS.get(pairing[0]);
      String b = ENTRANTS.get(pairing[1]);
      all.addAll(
          Arena.builder(game)
              .entrant(a, seed -> strategies.agent(a, seed))
              .entrant(b, seed -> strategies.agent(b, seed))
              .seed(tournament.pairingSeed(pairing[0], pairing[1]))
              .games(games)
              .maxMoves(game.maxMoves().orElse(400))
              .budget(Budget.ofWork(nodes))
              .threads(threads)
              .build()
              .run()
              .games());
    }
    return all;
  }

  /** Both sides played the same games: the same seeds and lengths, in pairing and game order. */
  private static void check(List<GameSummary> arena, List<GameResult> pipeline) {
    if (arena.size() != pipeline.size()) {
      throw new IllegalStateException("the arena played " + arena.size() + " games, the pipeline " + pipeline.size());
    }
    for (int i = 0; i < arena.size(); i++) {
      if (arena.get(i).seed() != pipeline.get(i).seed() || arena.get(i).moves() != pipeline.get(i).moves()) {
        throw new IllegalStateException("game " + i + " differs: " + arena.get(i) + " and " + pipeline.get(i));
      }
    }
  }

  /** The median and the range. */
  private static String summary(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    double median =
        sorted.length % 2 == 1 ? sorted[sorted.length / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
    return String.format(Locale.ROOT, "median %.3f (%.3f to %.3f, %d runs)", median, sorted[0], sorted[sorted.length - 1], sorted.length);
  }
}
