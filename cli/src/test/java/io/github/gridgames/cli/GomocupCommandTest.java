package io.github.gridgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code gridgames referee gomocup} with brains as processes: our brain (the command in a new
 * JVM) against a scripted brain ({@link ScriptedBrain} in a new JVM) that crashes, the JSON
 * result, a brain command that does not exist, and the usage errors.
 */
class GomocupCommandTest {

  /** A shell command line that runs a scripted brain in a new JVM with this test's class path. */
  private static String scripted(String fault, int atMove) {
    String java = ProcessHandle.current().info().command().orElse("java");
    return "'" + java + "' -cp '" + System.getProperty("java.class.path") + "' " + ScriptedBrain.class.getName() + " " + fault + " " + atMove;
  }

  @Test
  void aBrainThatCrashesLosesEachGameAndIsStartedAgain() {
    assumeTrue(Subprocess.hasShell(), "needs /bin/sh");
    Cli.Run run =
        Cli.run(
            "referee", "gomocup", "--board", "9", "--turn-millis", "5000", "--verbose",
            scripted("crash", 0), Subprocess.shellCommand() + " bot gomocup --think 20");
    assertEquals(0, run.code(), run.err());
    List<String> lines = run.out().lines().toList();
    assertEquals(
        "Game 1 (A began): B wins: A loses because its output ended (it crashed or exited) before it answered BEGIN after 0 moves.",
        lines.stream().filter(l -> l.startsWith("Game 1")).findFirst().orElseThrow());
    String second = lines.stream().filter(l -> l.startsWith("Game 2")).findFirst().orElseThrow();
    assertTrue(
        second.matches(
            "Game 2 \\(B began\\): B wins: A loses because its output ended \\(it crashed or exited\\) before it answered TURN \\d,\\d after 1 move\\."),
        second);
    assertTrue(lines.contains("game 2: B plays " + second.replaceAll(".*TURN (\\d,\\d).*", "$1")), run.out());
    assertEquals(
        "Result: A 0 wins, B 2 wins, 0 draws in 2 games (tictactoe(rows=9,cols=9,k=5,overlines=win), rule 0).",
        lines.get(lines.size() - 2));
    assertTrue(lines.get(lines.size() - 1).matches("Slowest moves: A 0 ms, B \\d+ ms \\(limit 5000 ms\\)\\."), run.out());
  }

  @Test
  void theResultInJsonAndARectangularBoard() {
    assumeTrue(Subprocess.hasShell(), "needs /bin/sh");
    Cli.Run run =
        Cli.run(
            "referee", "gomocup", "--board", "7x12", "--rule", "1", "--games", "1", "--format", "json",
            scripted("none", 0), scripted("malformed", 1));
    assertEquals(0, run.code(), run.err());
    Map<String, Object> json = MiniJson.object(run.out());
    assertEquals("tictactoe(rows=7,cols=12,k=5,overlines=no-win)", json.get("game"));
    assertEquals(1.0, json.get("rule"));
    assertEquals(Map.of("A", 1.0, "B", 0.0), json.get("wins"));
    assertEquals(0.0, json.get("draws"));
    @SuppressWarnings("unchecked")
    Map<String, Object> game = ((List<Map<String, Object>>) json.get("games")).get(0);
    assertEquals("A", game.get("winner"));
    assertEquals("B", game.get("forfeit"));
    assertEquals(List.of("0,0", "1,0", "2,0"), game.get("moves"));
    assertEquals(List.of("A", "B"), List.copyOf(((Map<?, ?>) json.get("slowestMillis")).keySet()));
    assertEquals(
        "it answered TURN 2,0 with a line that is no answer: 'hello there' is neither a move X,Y nor OK, ERROR, UNKNOWN, MESSAGE, DEBUG or SUGGEST",
        game.get("reason"));
  }

  @Test
  void aBrainCommandThatDoesNotExistFailsToStart() {
    assumeTrue(Subprocess.hasShell(), "needs /bin/sh");
    Cli.Run run = Cli.run("referee", "gomocup", "--board", "9", scripted("none", 0), "no-such-brain-gridgames");
    assertEquals(1, run.code(), run.out() + run.err());
    assertEquals("", run.out());
    assertTrue(
        run.err().startsWith("gridgames referee gomocup: brain B's command 'no-such-brain-gridgames' failed to start: "),
        run.err());
    assertTrue(run.err().strip().endsWith("not found (exit code 127)"), run.err());
  }

  @Test
  void optionsOutsideTheProtocolAreUsageErrors() {
    for (List<String> bad :
        List.of(
            List.of("--board", "3", "'--board': '3': k must be between 1 and the longer side"),
            List.of("--board", "9x", "'--board': '9x': expected RxC (rows x columns)"),
            List.of("--board", "65", "'--board': '65': rows must be between 1 and 64"),
            List.of("--rule", "4", "'--rule': '4': must be 0 (free style) or 1 (exactly five)"),
            List.of("--games", "0", "'--games': '0': must be at least 1"),
            List.of("--turn-millis", "0", "'--turn-millis': '0': must be at least 1"),
            List.of("--match-millis", "-1", "'--match-millis': '-1': must not be negative"),
            List.of("--tolerance-millis", "-1", "'--tolerance-millis': '-1': must not be negative"),
            List.of("--startup-millis", "-1", "'--startup-millis': '-1': must not be negative"))) {
      Cli.Run run = Cli.run("referee", "gomocup", bad.get(0), bad.get(1), "true", "true");
      assertEquals(2, run.code(), bad.toString());
      assertTrue(run.err().contains(bad.get(2)), run.err());
      assertEquals(1, run.err().strip().lines().count(), run.err());
    }
  }
}
