package io.github.gridgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code gridgames bench} end to end. */
class BenchCommandTest {

  @Test
  void jsonGivesPlayoutsAndMovesPerSecond() {
    Cli.Run run = Cli.run("bench", "tictactoe", "--seconds", "0.2", "--format", "json");
    assertEquals(0, run.code(), run.err());
    Map<String, Object> json = MiniJson.object(run.out());
    assertEquals("tictactoe(rows=3,cols=3,k=3,overlines=win)", json.get("game"));
    double playouts = (Double) json.get("playoutsPerSecond");
    double moves = (Double) json.get("movesPerSecond");
    assertTrue(playouts > 0, "playouts/s " + playouts);
    // Every 3 x 3 game lasts 5 to 9 moves.
    assertTrue(moves >= 5 * playouts * 0.99 && moves <= 9 * playouts * 1.01, moves + " vs " + playouts);
    double ai = (Double) json.get("aiPlayoutsPerSecond");
    assertTrue(ai > 0, "ai playouts/s " + ai);
    assertEquals("RandomAgent.playout", json.get("aiPath"));
    assertTrue(((String) json.get("path")).endsWith(".playout"), (String) json.get("path"));
    double aiMoves = (Double) json.get("aiMoves");
    double aiPlayouts = (Double) json.get("aiPlayouts");
    assertTrue(aiMoves >= 5 * aiPlayouts && aiMoves <= 9 * aiPlayouts, aiMoves + " vs " + aiPlayouts);
  }

  @Test
  void dotsAndBoxesPlayoutsLastEveryLine() {
    Cli.Run run = Cli.run("bench", "dots-boxes", "--board", "2x3", "--seconds", "0.2", "--format", "json");
    assertEquals(0, run.code(), run.err());
    Map<String, Object> json = MiniJson.object(run.out());
    double playouts = (Double) json.get("playouts");
    double moves = (Double) json.get("moves");
    assertEquals(17 * playouts, moves, "every 2 x 3 game draws all 17 lines");
    assertEquals(17 * (Double) json.get("aiPlayouts"), (Double) json.get("aiMoves"), "through the generic loop too");
  }

  @Test
  void eachWayIsMeasuredForTheSecondsAskedInAll() {
    // 0.6 s is three turns each (0.25, 0.25 and 0.1 s), each turn running at least its time.
    Cli.Run run = Cli.run("bench", "tictactoe", "--seconds", "0.6", "--format", "json");
    assertEquals(0, run.code(), run.err());
    Map<String, Object> json = MiniJson.object(run.out());
    assertTrue((Double) json.get("seconds") >= 0.6, "own loop measured for " + json.get("seconds"));
    assertTrue((Double) json.get("aiSeconds") >= 0.6, "generic loop measured for " + json.get("aiSeconds"));
  }

  @Test
  void textNamesTheRates() {
    Cli.Run run = Cli.run("bench", "nrow", "--in-a-row", "3", "--seconds", "0.1");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().matches("nrow\\(n=3,distance=3,players=2,cap=none\\): [\\d,]+ playouts/s, [\\d,]+ moves/s .*\\R"), run.out());
  }

  @Test
  void secondsMustBePositive() {
    Cli.Run run = Cli.run("bench", "tictactoe", "--seconds", "0");
    assertEquals(2, run.code());
    assertTrue(run.err().contains("'--seconds': '0.0'"), run.err());
  }
}
