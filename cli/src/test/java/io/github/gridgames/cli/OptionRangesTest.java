package io.github.gridgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.gridgames.ai.AgentSpec;
import org.junit.jupiter.api.Test;

/**
 * Each numeric option takes its whole range, as its help and error message say: the values at
 * its edges run (exit code 0), one step past an edge is a usage error (exit code 2, one line that
 * names the option, the value and the range).
 */
class OptionRangesTest {

  private static final long MAX = AgentSpec.MAX_TIME_PER_MOVE.toMillis();

  private static void runs(String... args) {
    Cli.Run run = Cli.run(args);
    assertEquals(0, run.code(), () -> String.join(" ", args) + ": " + run.err());
  }

  private static void refused(String command, String option, String value, String why, String... args) {
    Cli.Run run = Cli.run(args);
    String context = String.join(" ", args);
    assertEquals(2, run.code(), () -> context + ": " + run.err());
    assertEquals(
        "gridgames " + command + ": Invalid value for option '" + option + "': '" + value + "': " + why
            + " (see 'gridgames " + command + " --help')",
        run.err().strip(),
        context);
  }

  @Test
  void playTakesThinkingTimesFromOneMillisecondToAnHour() {
    for (String think : new String[] {"1", "" + MAX}) {
      runs("play", "tictactoe", "--first", "random", "--second", "random", "--think", think);
    }
    for (String think : new String[] {"0", "" + (MAX + 1)}) {
      refused("play", "--think", think, "must be from 1 to " + MAX,
          "play", "tictactoe", "--first", "random", "--second", "random", "--think", think);
    }
  }

  @Test
  void matchTakesItsCountsFromTheirLeastValue() {
    runs("match", "tictactoe", "--first", "random", "--second", "random",
        "--games", "1", "--openings", "0", "--max-moves", "1", "--think", "1", "--threads", "1");
    runs("match", "tictactoe", "--first", "random", "--second", "random", "--games", "1", "--think", "" + MAX);
    String[] base = {"match", "tictactoe", "--first", "random", "--second", "random", "--games", "1"};
    String[][] cases = {
      {"--openings", "-1", "must not be negative"},
      {"--max-moves", "0", "must be at least 1"},
      {"--think", "0", "must be from 1 to " + MAX},
      {"--think", "" + (MAX + 1), "must be from 1 to " + MAX},
      {"--threads", "0", "must be at least 1"},
    };
    for (String[] c : cases) {
      String[] args = java.util.Arrays.copyOf(base, base.length + 2);
      args[base.length] = c[0];
      args[base.length + 1] = c[1];
      refused("match", c[0], c[1], c[2], args);
    }
  }

  @Test
  void benchTakesMoreThanNoSecondsUpToAnHour() {
    runs("bench", "tictactoe", "--seconds", "0.01");
    for (String seconds : new String[] {"0.0", "3600.5"}) {
      refused("bench", "--seconds", seconds, "must be more than 0 and at most 3600",
          "bench", "tictactoe", "--seconds", seconds);
    }
  }

  @Test
  void solveTakesATimeLimitAboveNothingUpToABillionSeconds() {
    runs("solve", "tictactoe", "--time-limit", "1.0E9");
    for (String limit : new String[] {"0.0", "1.0000001E9"}) {
      refused("solve", "--time-limit", limit, "must be a positive number of seconds",
          "solve", "tictactoe", "--time-limit", limit);
    }
  }

  @Test
  void theBotTakesThinkingTimesFromOneMillisecondToAnHour() {
    for (String think : new String[] {"1", "" + MAX}) {
      // The input ends between turns, before any thinking.
      Cli.Run run = Cli.input("3\nB\n", "bot", "codingame", "--think-first", think, "--think", think);
      assertEquals(0, run.code(), run::err);
    }
    for (String option : new String[] {"--think-first", "--think"}) {
      for (String think : new String[] {"0", "" + (MAX + 1)}) {
        refused("bot codingame", option, think, "must be from 1 to " + MAX, "bot", "codingame", option, think);
      }
    }
  }

  @Test
  void theRefereeTakesItsTimesFromTheirLeastValue() {
    String[][] cases = {
      {"--first-turn-millis", "0", "must be at least 1"},
      {"--startup-millis", "-1", "must not be negative"},
      {"--turn-millis", "0", "must be at least 1"},
    };
    for (String[] c : cases) {
      refused("referee codingame", c[0], c[1], c[2], "referee", "codingame", "--size", "2", c[0], c[1], "true", "true");
    }
  }

  @Test
  void serveRefusesAPortOrTurnTimeOutOfRange() {
    for (String port : new String[] {"-1", "65536"}) {
      Cli.Run run = Cli.run("serve", "--port", port);
      assertEquals(2, run.code(), run::err);
      assertEquals(
          "gridgames serve: --port must be from 0 to 65535, got " + port + " (see 'gridgames serve --help')",
          run.err().strip());
    }
    Cli.Run run = Cli.run("serve", "--find-millis", "0");
    assertEquals(2, run.code(), run::err);
    assertEquals(
        "gridgames serve: --find-millis must be at least 1, got 0 (see 'gridgames serve --help')", run.err().strip());
  }
}
