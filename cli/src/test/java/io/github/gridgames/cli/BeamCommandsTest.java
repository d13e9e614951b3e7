package io.github.gridgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.beam.SelfPlayRow;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The commands that run Beam pipelines, end to end on the Direct runner. */
class BeamCommandsTest {

  @TempDir Path dir;

  @Test
  void aTournamentPrintsTheStandingsAndWritesEveryGame() throws Exception {
    Path out = dir.resolve("tournament");
    Cli.Run run =
        Cli.run("tournament", "tictactoe", "--entrants", "random,greedy,best", "--games", "2", "--nodes", "1000",
            "--output", out.toString(), "--quiet");
    assertEquals(0, run.code(), run.err());
    assertEquals("", run.err());
    List<String> lines = run.out().lines().toList();
    assertEquals("tictactoe(rows=3,cols=3,k=3,overlines=win): 6 games, seed 1", lines.get(0));
    assertTrue(lines.get(1).matches("entrant +wins +draws +losses +points +elo +95% interval"), lines.get(1));
    assertEquals(3, lines.stream().filter(line -> line.matches("(random|greedy|best) .*\\[-?\\d+, -?\\d+\\]")).count(), run.out());
    assertEquals("results in " + out, lines.get(lines.size() - 1));
    try (Stream<Path> files = Files.list(out)) {
      assertEquals(6, files.filter(f -> f.getFileName().toString().startsWith("games-"))
          .mapToLong(f -> lines(f).size()).sum());
    }
  }

  private static List<String> lines(Path file) {
    try {
      return Files.readAllLines(file);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  @Test
  void aCountPrintsEachLayer() {
    Cli.Run run = Cli.run("count", "tictactoe", "--depth", "3", "--output", dir.resolve("count").toString(), "--quiet");
    assertEquals(0, run.code(), run.err());
    assertEquals("", run.err(), "no warning from Beam");
    assertEquals(
        Cli.lines(
            "tictactoe(rows=3,cols=3,k=3,overlines=win)",
            "depth      positions            sequences         games ending",
            "    0              1                    1                    0",
            "    1              9                    9                    0",
            "    2             72                   72                    0",
            "    3            252                  504                    0",
            "distinct positions: 334, games: 0"),
        run.out());
  }

  @Test
  void selfPlaySprtAndSplitSolveSayWhatTheyDid() {
    Cli.Run selfPlay =
        Cli.run("selfplay", "tictactoe", "--first", "random", "--second", "random", "--games", "2", "--nodes", "1",
            "--output", dir.resolve("rows").toString(), "--quiet");
    assertEquals(0, selfPlay.code(), selfPlay.err());
    assertTrue(selfPlay.out().matches("2 games, \\d+ rows in .*rows\\R"), selfPlay.out());
    Cli.Run parquet =
        Cli.run("selfplay", "tictactoe", "--first", "random", "--second", "random", "--games", "2", "--nodes", "1",
            "--parquet", "--output", dir.resolve("parquet").toString(), "--quiet");
    assertEquals(0, parquet.code(), parquet.err());
    assertEquals(selfPlay.out().replace("rows\n", "parquet\n"), parquet.out(), "the same rows");
    assertEquals(SelfPlayRow.readAll(dir.resolve("rows").toString()), SelfPlayRow.readAll(dir.resolve("parquet").toString()));
    Cli.Run sprt =
        Cli.run("sprt", "tictactoe", "--candidate", "best", "--baseline", "random", "--elo1", "50", "--batch", "20",
            "--nodes", "1000", "--output", dir.resolve("sprt").toString(), "--quiet");
    assertEquals(0, sprt.code(), sprt.err());
    assertTrue(sprt.out().startsWith("H1 accepted: best is stronger by 50 Elo or more\ngames 20, LLR "), sprt.out());
    Cli.Run solve = Cli.run("split-solve", "tictactoe", "--output", dir.resolve("split").toString(), "--quiet");
    assertEquals(0, solve.code(), solve.err());
    assertTrue(
        solve.out().startsWith("tictactoe(rows=3,cols=3,k=3,overlines=win) .../.../... X: draw for the player to move, value 0 (9 sub-positions at depth 1, "),
        solve.out());
  }

  @Test
  void badInputIsOneLineAndExitCode2BeforeAnyGame() throws Exception {
    Path full = Files.createDirectories(dir.resolve("full"));
    Files.writeString(full.resolve("kept.txt"), "kept");
    for (List<String> args :
        List.of(
            List.of("tournament", "tictactoe", "--entrants", "random,nosuch"),
            List.of("tournament", "chess", "--entrants", "random,best"),
            List.of("tournament", "tictactoe", "--entrants", "random,best", "--output", full.toString()),
            List.of("tournament", "tictactoe", "--entrants", "random,best", "--runner", "NoSuchRunner"),
            List.of("count", "tictactoe", "--depth", "10"),
            List.of("selfplay", "tictactoe", "--first", "best:100", "--nodes", "10"),
            List.of("sprt", "tictactoe", "--candidate", "best", "--baseline", "random", "--batch", "3"))) {
      Cli.Run run = Cli.run(args.toArray(String[]::new));
      assertEquals(2, run.code(), args + ": " + run.out() + run.err());
      assertEquals(1, run.err().strip().lines().count(), args + ": " + run.err());
      assertEquals("", run.out(), args.toString());
    }
    assertEquals(List.of("kept.txt"), Files.list(full).map(f -> f.getFileName().toString()).toList());
    assertTrue(
        Cli.run("count", "tictactoe", "--depth", "10").err().contains("the depth 10 is impossible"),
        "the message names what is wrong");
  }
}
