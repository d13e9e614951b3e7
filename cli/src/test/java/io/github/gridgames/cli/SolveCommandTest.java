package io.github.gridgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import io.github.gridgames.ai.SolveProgress;
import io.github.gridgames.core.Player;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code gridgames solve} end to end, its JSON parsed and checked against independent values. */
class SolveCommandTest {

  private static Map<String, Object> solveJson(String... args) {
    Cli.Run run = Cli.run(args);
    assertEquals(0, run.code(), run.err());
    return MiniJson.object(run.out());
  }

  private static void checkCommonFields(Map<String, Object> json, String game) {
    assertEquals(game, json.get("game"));
    assertTrue((Double) json.get("nodes") >= 1, "nodes " + json.get("nodes"));
    assertTrue((Double) json.get("millis") >= 0, "millis " + json.get("millis"));
    double value = (Double) json.get("value");
    String expected = value > 0 ? "FIRST_PLAYER_WINS" : value < 0 ? "SECOND_PLAYER_WINS" : "DRAW";
    assertEquals(expected, json.get("result"));
  }

  @Test
  void ticTacToeIsADraw() {
    Map<String, Object> json = solveJson("solve", "tictactoe", "--format", "json");
    checkCommonFields(json, "tictactoe(rows=3,cols=3,k=3,overlines=win)");
    assertEquals(0.0, json.get("value"));
    assertEquals("DRAW", json.get("result"));
  }

  @Test
  void smallBoardsHaveTheirKnownValues() {
    // 3 in a row on 3 rows x 4 columns (--board is rows x columns for every game): the first player wins.
    Map<String, Object> wide = solveJson("solve", "tictactoe", "--board", "3x4", "--format", "json");
    assertEquals("tictactoe(rows=3,cols=4,k=3,overlines=win)", wide.get("game"));
    assertEquals(1.0, wide.get("value"));
    assertEquals("FIRST_PLAYER_WINS", wide.get("result"));
    // One in a row: the first stone wins.
    Map<String, Object> one = solveJson("solve", "tictactoe", "--k", "1", "--format", "json");
    assertEquals(1.0, one.get("value"));
  }

  @Test
  void theMnkClassicsAreSolvedByThePerfectSearch() {
    // 5,5,4 is a draw and 6,5,4 (6 columns, 5 rows) a first-player win (the published values).
    Map<String, Object> draw = solveJson("solve", "tictactoe", "--board", "5x5", "--k", "4", "--format", "json");
    checkCommonFields(draw, "tictactoe(rows=5,cols=5,k=4,overlines=win)");
    assertEquals(0.0, draw.get("value"));
    Map<String, Object> win = solveJson("solve", "tictactoe", "--board", "5x6", "--k", "4", "--format", "json");
    checkCommonFields(win, "tictactoe(rows=5,cols=6,k=4,overlines=win)");
    assertEquals(1.0, win.get("value"));
    Cli.Run drawText = Cli.run("solve", "tictactoe", "--board", "5x5", "--k", "4");
    assertEquals(0, drawText.code(), drawText.err());
    assertEquals("", drawText.err(), "no progress line off a terminal");
    assertTrue(drawText.out().contains("Value: 0 (1, 0, -1: first player wins, draw, second player wins)"), drawText.out());
    Cli.Run winText = Cli.run("solve", "tictactoe", "--board", "5x6", "--k", "4");
    assertEquals(0, winText.code(), winText.err());
    assertTrue(winText.out().contains("Result: FIRST_PLAYER_WINS (player X wins with perfect play)"), winText.out());
    assertTrue(winText.out().contains("Value: 1 "), winText.out());
  }

  @Test
  void theProgressLineShowsNodesRateTimeAndBounds() {
    SolveProgress report = new SolveProgress(1_200_000, Duration.ofMillis(4_000), -2, 4);
    assertEquals(
        "solving: 1,200,000 nodes in 4.0 s (300,000 nodes/s), value between -2 and 4",
        SolveCommand.progressLine(report, new long[] {-2, 4}));
    assertEquals(
        "solving: 1,200,000 nodes in 4.0 s (300,000 nodes/s), value at most 1",
        SolveCommand.progressLine(report, new long[] {Long.MIN_VALUE, 1}));
    assertEquals(
        "solving: 1,200,000 nodes in 4.0 s (300,000 nodes/s)", SolveCommand.progressLine(report, null));
  }

  /** The first player's net margin of Dots and Boxes by plain memoised minimax over drawn lines. */
  private static int margin(DotsBoxesState state, List<Edge> edges, Map<Long, Integer> memo) {
    if (state.isTerminal()) {
      return 0;
    }
    long key = 0;
    for (int i = 0; i < edges.size(); i++) {
      if (state.isDrawn(edges.get(i))) {
        key |= 1L << i;
      }
    }
    Integer known = memo.get(key);
    if (known != null) {
      return known;
    }
    int best = Integer.MIN_VALUE;
    Player mover = state.toMove();
    for (Edge edge : state.legalMoves()) {
      DotsBoxesState next = state.play(edge);
      int gain = next.score(mover) - state.score(mover);
      int rest = margin(next, edges, memo);
      best = Math.max(best, gain + (next.toMove().equals(mover) ? rest : -rest));
    }
    memo.put(key, best);
    return best;
  }

  @Test
  void dotsAndBoxesValueIsTheFirstPlayersNetMargin() {
    DotsBoxes game = DotsBoxes.of(2, 2);
    int expected = margin(game.initialState(), game.edges(), new HashMap<>());
    Map<String, Object> json = solveJson("solve", "dots-boxes", "--board", "2x2", "--format", "json");
    checkCommonFields(json, game.spec().toString());
    assertEquals((double) expected, json.get("value"));
    assertEquals("A", json.get("toMove"));
  }

  @Test
  void nRowWithACapIsSolvedFromItsFirstStone() {
    Map<String, Object> json =
        solveJson("solve", "nrow", "--in-a-row", "2", "--distance", "1", "--cap", "4", "--format", "json");
    checkCommonFields(json, "nrow(n=2,distance=1,players=2,cap=4)");
    // Two in a row with distance 1: X's second stone always completes a pair next to the first.
    assertEquals(1.0, json.get("value"));
    assertEquals("0,0", json.get("bestMove"));
  }

  @Test
  void solvesThePositionOfARecord(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("game.txt");
    // X in the centre, O on an edge: X wins.
    Files.writeString(
        file,
        "game: tictactoe(rows=3,cols=3,k=3,overlines=win)\nnotation: row-col\n1. 2 2\n2. 1 2\n");
    Map<String, Object> json = solveJson("solve", "--record", file.toString(), "--format", "json");
    checkCommonFields(json, "tictactoe(rows=3,cols=3,k=3,overlines=win)");
    assertEquals(1.0, json.get("value"));
    assertEquals(2.0, json.get("movesPlayed"));
    assertEquals("X", json.get("toMove"));

    Cli.Run text = Cli.run("solve", "--record", file.toString());
    assertEquals(0, text.code(), text.err());
    assertTrue(text.out().contains("Result: FIRST_PLAYER_WINS (player X wins with perfect play)"), text.out());
  }

  @Test
  void textOutputNamesResultValueNodesAndTime() {
    Cli.Run run = Cli.run("solve", "dots-boxes", "--board", "1x2");
    assertEquals(0, run.code(), run.err());
    assertTrue(run.out().startsWith("dots-boxes(rows=1,cols=2,players=2,turns=extra-turn-on-capture)"), run.out());
    assertTrue(run.out().contains("Result: "), run.out());
    assertTrue(run.out().matches("(?s).*Value: -?\\d+ \\(player A's final score margin\\).*"), run.out());
    assertTrue(run.out().matches("(?s).*Nodes: [\\d,]+ in [\\d,]+ ms.*"), run.out());
  }

  @Test
  void aTimeLimitThatEndsTheSolveReportsUnknownWithTheBoundsSoFar() {
    Cli.Run run =
        Cli.run("solve", "dots-boxes", "--board", "4x4", "--time-limit", "0.2", "--format", "json", "--quiet");
    assertEquals(1, run.code(), run.err());
    Map<String, Object> json = MiniJson.object(run.out());
    assertEquals("UNKNOWN", json.get("result"));
    assertEquals("time-limit", json.get("stoppedBy"));
    assertNull(json.get("value"));
    // 4 x 4 is a tie: the bounds proven so far hold 0
    assertTrue((Double) json.get("lower") >= -16 && (Double) json.get("lower") <= 0, run.out());
    assertTrue((Double) json.get("upper") >= 0 && (Double) json.get("upper") <= 16, run.out());

    Cli.Run text = Cli.run("solve", "tictactoe", "--board", "15x15", "--k", "5", "--time-limit", "0.2");
    assertEquals(1, text.code(), text.err());
    assertTrue(text.out().matches("(?s).*\\nNot solved within the time limit: [\\d,]+ nodes in [\\d,]+ ms\\.\\n.*"), text.out());
    assertTrue(text.out().contains("The value is between -1 and 1 (proven so far)."), text.out());
  }

  /**
   * Ctrl-C's path through a real process: a TERM signal runs the same shutdown hook (and is never
   * ignored by a background process, unlike Ctrl-C's INT). A signal that comes before the command
   * has started the solve ends the process without output; the run is then tried again with a
   * longer wait.
   */
  @Test
  void aStoppedSolvePrintsWhatItFound(@TempDir Path dir) throws IOException, InterruptedException {
    assumeFalse(System.getProperty("os.name").startsWith("Windows"), "signals are a Unix thing");
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Path out = dir.resolve("out.json");
    String output = "";
    int code = 0;
    for (long wait = 1000; output.isEmpty() && wait <= 32_000; wait *= 2) {
      Process process =
          new ProcessBuilder(
                  java, "-Xmx256m", "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                  "solve", "tictactoe", "--board", "15x15", "--k", "5", "--format", "json")
              .redirectError(ProcessBuilder.Redirect.DISCARD)
              .redirectOutput(out.toFile())
              .start();
      if (process.waitFor(wait, TimeUnit.MILLISECONDS)) {
        break; // it ended by itself: the checks below fail
      }
      process.destroy();
      code = process.waitFor();
      output = Files.readString(out, StandardCharsets.UTF_8).strip();
    }
    assertEquals(128 + 15, code, "the exit code of a TERM signal: " + output);
    Map<String, Object> json = MiniJson.object(output);
    assertEquals("UNKNOWN", json.get("result"));
    assertEquals("user", json.get("stoppedBy"));
    assertTrue((Double) json.get("nodes") > 0, output);
    assertEquals(-1.0, json.get("lower"), output);
    assertEquals(1.0, json.get("upper"), output);
  }

  @Test
  void unsolvableRequestsAreUsageErrors(@TempDir Path dir) throws IOException {
    Cli.Run noCap = Cli.run("solve", "nrow");
    assertEquals(2, noCap.code());
    assertTrue(noCap.err().contains("--cap"), noCap.err());
    Cli.Run threePlayers = Cli.run("solve", "dots-boxes", "--players", "3");
    assertEquals(2, threePlayers.code());
    assertTrue(threePlayers.err().contains("--players"), threePlayers.err());
    Cli.Run nothing = Cli.run("solve");
    assertEquals(2, nothing.code());
    assertTrue(nothing.err().contains("GAME"), nothing.err());
    Path file = dir.resolve("r.txt");
    Files.writeString(file, "game: tictactoe\nnotation: row-col\n");
    Cli.Run both = Cli.run("solve", "tictactoe", "--record", file.toString());
    assertEquals(2, both.code());
    assertTrue(both.err().contains("either GAME or --record"), both.err());
    Cli.Run optionWithRecord = Cli.run("solve", "--record", file.toString(), "--k", "9");
    assertEquals(2, optionWithRecord.code());
    assertTrue(optionWithRecord.err().contains("--k"), optionWithRecord.err());
  }

  @Test
  void aFinishedGameIsAnsweredWithItsResultWinnerFirst(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("over.txt");
    Files.writeString(
        file,
        "game: dots-boxes(rows=1,cols=1,players=2,turns=extra-turn-on-capture)\nnotation: dot-pair\n"
            + "1. (0,0)-(1,0)\n2. (0,0)-(0,1)\n3. (1,0)-(1,1)\n4. (0,1)-(1,1)\n");
    Cli.Run solve = Cli.run("solve", "--record", file.toString());
    assertEquals(0, solve.code(), solve.err());
    assertEquals("", solve.err());
    assertEquals(
        Cli.lines(
            "dots-boxes(rows=1,cols=1,players=2,turns=extra-turn-on-capture) after 4 moves of " + file,
            "The game is over: Player B wins 1-0.",
            "Value: -1 (player A's final score margin)"),
        solve.out());
    Cli.Run moves = Cli.run("solve", "--record", file.toString(), "--moves");
    assertEquals(0, moves.code(), moves.err());
    assertTrue(moves.out().contains("\nThe game is over: Player B wins 1-0. There is no move to value.\n"), moves.out());
    Map<String, Object> json = solveJson("solve", "--record", file.toString(), "--format", "json");
    assertEquals(-1.0, json.get("value"));
    assertEquals("SECOND_PLAYER_WINS", json.get("result"));
    assertEquals(true, json.get("over"));
  }

  @Test
  void aRecordOfAnUncappedNRowGameTakesTheCapOnTheCommandLine(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("nrow.txt");
    Files.writeString(file, "game: nrow(n=5,distance=3,players=2,cap=none)\nnotation: comma\n1. 0,0\n2. 1,0\n");
    Cli.Run noCap = Cli.run("solve", "--record", file.toString());
    assertEquals(2, noCap.code());
    assertTrue(noCap.err().contains("(option --cap)"), noCap.err());
    Cli.Run capped = Cli.run("solve", "--record", file.toString(), "--cap", "4");
    assertEquals(0, capped.code(), capped.err());
    assertTrue(capped.out().startsWith("nrow(n=5,distance=3,players=2,cap=4) after 2 moves of " + file + "\n"), capped.out());
    assertTrue(capped.out().contains("Result: DRAW"), capped.out());
    Cli.Run tooSmall = Cli.run("solve", "--record", file.toString(), "--cap", "1");
    assertEquals(2, tooSmall.code());
    assertEquals(1, tooSmall.err().strip().lines().count(), tooSmall.err());
    // A search stopped before it bounds any move says so once, not once per move.
    Cli.Run unknown = Cli.run("solve", "--record", file.toString(), "--cap", "60", "--moves", "--time-limit", "0.2");
    assertEquals(1, unknown.code(), unknown.err());
    assertFalse(unknown.out().contains("between unknown"), unknown.out());
    assertEquals(1, unknown.out().lines().filter(line -> line.contains("unknown")).count(), unknown.out());
    assertTrue(unknown.out().lines().count() <= 5, unknown.out());
  }

  /** The value of a tic-tac-toe state for the player to move, by plain minimax: 1, 0 or -1. */
  private static int minimax(io.github.gridgames.tictactoe.MnkState state) {
    if (state.isTerminal()) {
      return state.outcome().isDraw() ? 0 : state.outcome().isWinner(state.toMove()) ? 1 : -1;
    }
    int best = -1;
    for (io.github.gridgames.tictactoe.Cell cell : state.legalMoves()) {
      best = Math.max(best, -minimax(state.play(cell)));
    }
    return best;
  }

  @Test
  void movesGivesEveryMovesValueAndMarksTheBest(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("game.txt");
    Files.writeString(
        file, "game: tictactoe(rows=3,cols=3,k=3,overlines=win)\nnotation: row-col\n1. 2 2\n2. 1 2\n");
    Map<String, Object> json = solveJson("solve", "--record", file.toString(), "--moves", "--format", "json");
    assertEquals("X", json.get("toMove"));
    assertEquals(true, json.get("complete"));
    io.github.gridgames.tictactoe.MnkGame game = io.github.gridgames.tictactoe.MnkGame.of(3, 3, 3);
    io.github.gridgames.tictactoe.MnkState state =
        game.initialState().play(io.github.gridgames.tictactoe.Cell.of(1, 1)).play(io.github.gridgames.tictactoe.Cell.of(0, 1));
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> moves = (List<Map<String, Object>>) json.get("moves");
    assertEquals(state.legalMoves().size(), moves.size());
    int bestValue = -1;
    for (Map<String, Object> move : moves) {
      io.github.gridgames.tictactoe.Cell cell = game.notation().parse((String) move.get("move"));
      int expected = -minimax(state.play(cell));
      bestValue = Math.max(bestValue, expected);
      assertEquals((double) expected, move.get("value"), move.toString());
      assertEquals(move.get("value"), move.get("lower"));
      assertEquals(move.get("value"), move.get("upper"));
    }
    for (Map<String, Object> move : moves) {
      assertEquals((Double) move.get("value") == bestValue, move.get("best"), move.toString());
    }

    Cli.Run text = Cli.run("solve", "--record", file.toString(), "--moves");
    assertEquals(0, text.code(), text.err());
    assertTrue(text.out().contains("Moves for player X, valued with perfect play (1 win, 0 draw, -1 loss for player X)"), text.out());
    assertTrue(text.out().matches("(?s).*\\n\\* \\d \\d  1\\n.*"), text.out());
  }

  @Test
  void dotsAndBoxesMovesAreValuedAsTheMoversFinalMargin() {
    Map<String, Object> json = solveJson("solve", "dots-boxes", "--board", "2x2", "--moves", "--format", "json");
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> moves = (List<Map<String, Object>>) json.get("moves");
    assertEquals(12, moves.size());
    DotsBoxes game = DotsBoxes.of(2, 2);
    DotsBoxesState start = game.initialState();
    for (Map<String, Object> move : moves) {
      Edge edge = game.dotPairs().parse((String) move.get("move"));
      DotsBoxesState after = start.play(edge);
      int rest = margin(after, game.edges(), new HashMap<>());
      int expected = after.toMove().equals(start.toMove()) ? rest : -rest;
      assertEquals((double) expected, move.get("value"), move.toString());
    }
    assertEquals(2.0, moves.get(0).get("value"), "the best first: the value of the game");
  }

  @Test
  void movesThatTheTimeLimitDoesNotReachGetBounds() {
    Cli.Run run = Cli.run("solve", "dots-boxes", "--board", "4x4", "--moves", "--time-limit", "0.05", "--format", "json");
    assertEquals(1, run.code(), run.err());
    Map<String, Object> json = MiniJson.object(run.out());
    assertEquals(false, json.get("complete"));
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> moves = (List<Map<String, Object>>) json.get("moves");
    Map<String, Object> last = moves.get(moves.size() - 1);
    assertNull(last.get("value"));
    assertTrue((Double) last.get("lower") >= -16 && (Double) last.get("upper") <= 16, last.toString());
  }

  @Test
  void aGameIsChosenByItsCanonicalText() {
    Map<String, Object> json = solveJson("solve", "tictactoe(rows=3,cols=4)", "--format", "json");
    assertEquals("tictactoe(rows=3,cols=4,k=3,overlines=win)", json.get("game"));
    assertEquals(1.0, json.get("value"));
    Cli.Run twice = Cli.run("solve", "tictactoe(k=3)", "--k", "2");
    assertEquals(2, twice.code());
    assertTrue(twice.err().contains("option --k sets parameter k, which the game text"), twice.err());
    Cli.Run bad = Cli.run("solve", "tictactoe(k=9)");
    assertEquals(2, bad.code());
    assertTrue(bad.err().contains("'GAME': 'tictactoe(k=9)'"), bad.err());
  }
}
