package io.github.gridgames.beam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pipelines on a second runner, Flink in its local mode: the same results as the Direct runner
 * whatever the runner and the number of workers, the known counts, and a fault retried by the
 * runner without a game lost or counted twice.
 */
class FlinkRunnerTest {

  @TempDir Path dir;

  /** Agents limited by nodes rather than time, so that a game depends on its seeds alone. */
  private static Tournament.Builder games() {
    return Tournament.builder("tictactoe", List.of("random", "greedy", "alphabeta"))
        .gamesPerPairing(6)
        .seed(3)
        .openingMoves(1)
        .nodes(300)
        .records(true);
  }

  private static Tournament tournament() {
    return games().build();
  }

  @Test
  void aTournamentHasTheSameResultsOnTheDirectRunnerWithOneAndFourWorkersAndOnFlink() {
    TournamentResult one = tournament().run(Runners.direct(1), dir.resolve("direct-1").toString());
    TournamentResult four = tournament().run(Runners.direct(4), dir.resolve("direct-4").toString());
    TournamentResult flink = tournament().run(Runners.flink(2), dir.resolve("flink").toString());
    assertEquals(3 * 6, one.games().size());
    assertEquals(one.games(), four.games(), "result for result, records included");
    assertEquals(one.games(), flink.games(), "result for result, records included");
    assertEquals(one.standings(), four.standings());
    assertEquals(one.standings(), flink.standings());
  }

  @Test
  void aCountOnFlinkReproducesTicTacToesKnownCounts() {
    PositionCount.Result result =
        PositionCount.builder("tictactoe").build().run(Runners.flink(2), dir.resolve("count").toString(), done -> {});
    assertEquals(255_168, result.games());
    assertEquals(5_478, result.distinctPositions());
  }

  @Test
  void aFaultInOneBundleIsRetriedByTheRunnerWithNoGameLostOrCountedTwice() throws IOException {
    Path attempts = dir.resolve("attempts.txt");
    TournamentResult expected = tournament().run(Runners.direct(2), dir.resolve("expected").toString());
    TournamentResult retried =
        games()
            .hook(new FailFirstAttempt(attempts.toString(), 0, 2, 3))
            .build()
            .run(Runners.flinkRestartingOnce(2, dir.resolve("conf")), dir.resolve("retried").toString());
    assertEquals(
        List.of("0 2 3", "0 2 3"),
        Files.readAllLines(attempts).stream().filter(line -> line.equals("0 2 3")).toList(),
        "the game that failed was played again");
    assertEquals(expected.games(), retried.games());
    Set<String> games = new HashSet<>();
    for (GameResult game : retried.games()) {
      assertTrue(games.add(game.first() + " " + game.second() + " " + game.index()), "counted twice: " + game);
    }
    assertEquals(expected.standings(), retried.standings());
  }

  /**
   * Throws before one game the first time it is played (the bundle that holds it fails), and
   * writes a line to a file each time that game starts.
   */
  record FailFirstAttempt(String attempts, int first, int second, int index) implements GameHook {
    private static final long serialVersionUID = 1L;

    @Override
    public void beforeGame(int first, int second, int index) {
      if (first != this.first || second != this.second || index != this.index) {
        return;
      }
      Path file = Path.of(attempts);
      boolean firstAttempt = !Files.exists(file);
      try {
        Files.writeString(
            file,
            first + " " + second + " " + index + "\n",
            StandardCharsets.UTF_8,
            StandardOpenOption.CREATE,
            StandardOpenOption.APPEND);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      if (firstAttempt) {
        throw new IllegalStateException("a fault injected into game " + index + " of pairing " + first + "-" + second);
      }
    }
  }
}
