package io.github.gridgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code gridgames match} end to end. */
class MatchCommandTest {

  private static int integer(Map<String, Object> object, String name) {
    double value = (Double) object.get(name);
    assertEquals(Math.rint(value), value, name + " is a whole number");
    return (int) value;
  }

  @SuppressWarnings("unchecked")
  private static List<Map<String, Object>> entrants(Map<String, Object> json) {
    return (List<Map<String, Object>>) json.get("entrants");
  }

  @Test
  void jsonSummaryOfTicTacToeAgentsAddsUp() {
    Cli.Run run =
        Cli.run(
            "match", "tictactoe", "--first", "random", "--second", "alphabeta:20",
            "--games", "4", "--seed", "1", "--format", "json", "--quiet");
    assertEquals(0, run.code(), run.err());
    assertEquals("", run.err(), "--quiet draws no progress bar");
    Map<String, Object> json = MiniJson.object(run.out());
    assertEquals("tictactoe(rows=3,cols=3,k=3,overlines=win)", json.get("game"));
    assertEquals(4, integer(json, "games"));
    assertEquals(1, integer(json, "seed"));
    List<Map<String, Object>> entrants = entrants(json);
    assertEquals(2, entrants.size());
    Map<String, Object> random = entrants.get(0);
    Map<String, Object> alphaBeta = entrants.get(1);
    assertEquals("random", random.get("name"));
    assertEquals("alphabeta:20", alphaBeta.get("name"));
    assertEquals("alphabeta", alphaBeta.get("agent"));
    assertEquals(20, integer(alphaBeta, "millis"));
    for (Map<String, Object> e : entrants) {
      assertEquals(
          4, integer(e, "wins") + integer(e, "draws") + integer(e, "losses") + integer(e, "unfinished"));
      assertEquals(integer(e, "wins") + integer(e, "draws") / 2.0, (Double) e.get("points"));
      assertTrue((Double) e.get("millisPerMove") >= 0);
      assertEquals(2, ((List<?>) e.get("bySeat")).size());
    }
    assertEquals(integer(random, "wins"), integer(alphaBeta, "losses"));
    assertEquals(integer(random, "draws"), integer(alphaBeta, "draws"));
    assertEquals(0, integer(alphaBeta, "losses"), "alpha-beta plays 3 x 3 perfectly");
  }

  @Test
  void noProgressBarWhenTheErrorOutputIsNotATerminal() {
    Cli.Run run =
        Cli.run(
            "match", "dots-boxes", "--board", "2x2", "--first", "greedy", "--second", "random",
            "--games", "4", "--seed", "7");
    assertEquals(0, run.code(), run.err());
    assertEquals("", run.err(), "a redirected error output gets no progress bar");
    assertFalse(run.out().contains("\r"), run.out());
    assertTrue(run.out().contains("greedy"), run.out());
  }

  @Test
  void dotsAndBoxesMarginsAreOpposite() {
    Cli.Run run =
        Cli.on(
            terminal -> terminal.withErrIsTerminal(true),
            "",
            "match", "dots-boxes", "--board", "2x2", "--first", "greedy", "--second", "random",
            "--games", "4", "--seed", "7", "--format", "json");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.err().startsWith("\r[") && run.err().contains("4/4 games"), "progress bar: " + run.err());
    List<Map<String, Object>> entrants = entrants(MiniJson.object(run.out()));
    double a = (Double) entrants.get(0).get("averageMargin");
    double b = (Double) entrants.get(1).get("averageMargin");
    assertEquals(0.0, a + b, 1e-9);
  }

  @Test
  void textSummaryIsATable() {
    Cli.Run run =
        Cli.run(
            "match", "nrow", "--in-a-row", "3", "--first", "mcts:10", "--second", "mcts:10",
            "--games", "2", "--quiet");
    assertEquals(0, run.code(), run.err());
    String[] lines = run.out().strip().split("\\R");
    assertEquals(4, lines.length, run.out());
    assertTrue(lines[0].startsWith("nrow(n=3,distance=3,players=2,cap=none): 2 games, seed 1"), lines[0]);
    assertTrue(lines[1].matches("entrant\\s+wins\\s+draws\\s+losses\\s+unfinished\\s+points\\s+avg margin\\s+ms/move"), lines[1]);
    assertTrue(lines[2].startsWith("mcts:10#1 "), lines[2]);
    assertTrue(lines[3].startsWith("mcts:10#2 "), lines[3]);
  }

  @Test
  void aGameWithoutScoresLeavesTheMarginBlank() {
    String[] args = {"match", "tictactoe", "--first", "random", "--second", "random", "--games", "2", "--quiet"};
    Cli.Run run = Cli.run(args);
    assertEquals(0, run.code(), run.err());
    String[] lines = run.out().strip().split("\\R");
    int column = lines[1].indexOf("avg margin");
    for (String entrant : List.of(lines[2], lines[3])) {
      assertEquals(7, entrant.split("\\s+").length, "no margin between points and ms/move: " + entrant);
      assertTrue(entrant.substring(column, column + "avg margin".length()).isBlank(), entrant);
    }
    String[] json = java.util.Arrays.copyOf(args, args.length + 2);
    json[args.length] = "--format";
    json[args.length + 1] = "json";
    List<Map<String, Object>> entrants = entrants(MiniJson.object(Cli.run(json).out()));
    assertTrue(entrants.get(0).containsKey("averageMargin"));
    assertEquals(null, entrants.get(0).get("averageMargin"));
  }

  @Test
  void usageErrorsNameTheOption() {
    Cli.Run missing = Cli.run("match", "tictactoe", "--first", "random");
    assertEquals(2, missing.code());
    assertTrue(missing.err().contains("--second"), missing.err());
    Cli.Run games = Cli.run("match", "tictactoe", "--first", "random", "--second", "random", "--games", "0");
    assertEquals(2, games.code());
    assertTrue(games.err().contains("'--games': '0'"), games.err());
    Cli.Run human = Cli.run("match", "tictactoe", "--first", "human", "--second", "random");
    assertEquals(2, human.code());
    assertTrue(human.err().contains("'--first': 'human'"), human.err());
    Cli.Run notANumber = Cli.run("match", "tictactoe", "--first", "random", "--second", "random", "--seed", "x");
    assertEquals(2, notANumber.code());
    assertTrue(notANumber.err().contains("--seed") && notANumber.err().contains("'x'"), notANumber.err());
  }

  /** The entrants' results without their times. */
  private static List<String> resultsOf(Cli.Run run) {
    assertEquals(0, run.code(), run.err());
    return entrants(MiniJson.object(run.out())).stream()
        .map(e -> e.get("name") + " " + e.get("wins") + " " + e.get("draws") + " " + e.get("losses") + " "
            + e.get("averageMargin") + " " + e.get("bySeat"))
        .toList();
  }

  @Test
  void theResultsDoNotDependOnTheNumberOfThreads() {
    String[] args = {"match", "dots-boxes", "--board", "2x2", "--first", "greedy", "--second", "random",
        "--games", "6", "--seed", "3", "--openings", "2", "--format", "json", "--quiet", "--threads"};
    String[] one = java.util.Arrays.copyOf(args, args.length + 1);
    one[args.length] = "1";
    String[] two = java.util.Arrays.copyOf(args, args.length + 1);
    two[args.length] = "2";
    // Agents that do not depend on the clock give the same games on any number of threads.
    assertEquals(resultsOf(Cli.run(one)), resultsOf(Cli.run(two)));
    Cli.Run zero = Cli.run("match", "tictactoe", "--first", "random", "--second", "random", "--threads", "0");
    assertEquals(2, zero.code());
    assertTrue(zero.err().contains("'--threads': '0'"), zero.err());
  }
}
