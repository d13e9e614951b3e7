package io.github.gridgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.gridgames.core.Player;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;

/**
 * The contest referee: with two copies of our bot (in this JVM, and as processes through the real
 * command), with a bot that prints garbage, one that plays a drawn line, and one that is too slow.
 */
class RefereeTest {

  /** Runs a bot in a thread of this JVM, talking through pipes. */
  private static BotChannel inProcess(String name, BiConsumer<BufferedReader, PrintWriter> bot) {
    try {
      PipedOutputStream toBot = new PipedOutputStream();
      PipedInputStream botIn = new PipedInputStream(toBot, 1 << 16);
      PipedOutputStream botOut = new PipedOutputStream();
      PipedInputStream fromBot = new PipedInputStream(botOut, 1 << 16);
      Thread thread =
          new Thread(
              () -> {
                try (BufferedReader in =
                        new BufferedReader(new InputStreamReader(botIn, StandardCharsets.UTF_8));
                    PrintWriter out = new PrintWriter(botOut, true, StandardCharsets.UTF_8)) {
                  bot.accept(in, out);
                } catch (IOException | UncheckedIOException e) {
                  // The referee closed the pipes.
                }
              },
              "bot " + name);
      thread.setDaemon(true);
      thread.start();
      return BotChannel.over(name, fromBot, toBot, () -> thread.join(2000));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Our real bot command, run in this JVM. */
  private static BotChannel ourBot(String name) {
    try {
      PipedOutputStream toBot = new PipedOutputStream();
      PipedInputStream botIn = new PipedInputStream(toBot, 1 << 16);
      PipedOutputStream botOut = new PipedOutputStream();
      PipedInputStream fromBot = new PipedInputStream(botOut, 1 << 16);
      java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
      Thread thread =
          new Thread(
              () -> {
                Main.run(new String[] {"bot", "codingame"}, botIn, botOut, err);
                try {
                  botOut.close();
                } catch (IOException e) {
                  throw new UncheckedIOException(e);
                }
              },
              "bot " + name);
      thread.setDaemon(true);
      thread.start();
      return BotChannel.over(name, fromBot, toBot, () -> thread.join(5000));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * A referee with the contest's first-turn limit; the bots running in this JVM get a start-up
   * allowance (loading the command's classes in a cold JVM is their start-up), as processes do.
   */
  private static Referee<DotsBoxesState, Edge> referee(int size, long turnMillis) {
    return new Referee<>(
        Cli.codingame(),
        DotsBoxes.of(size, size),
        Duration.ofMillis(1000),
        Duration.ofMillis(turnMillis),
        Duration.ofSeconds(20));
  }

  @Test
  void twoCopiesOfOurBotPlayAWholeGame() throws InterruptedException {
    List<String> log = new ArrayList<>();
    Referee.Result<DotsBoxesState, Edge> result;
    try (BotChannel a = ourBot("A");
        BotChannel b = ourBot("B")) {
      // Our bot thinks 300 ms on its first turn and 50 ms after; the turn limit here is ten times
      // the contest's 100 ms so that a busy build machine cannot make the test fail.
      result = referee(3, 1000).run(a, b, log::add);
    }
    assertTrue(result.forfeit().isEmpty(), "nobody broke the rules: " + result.reason());
    assertEquals(24, result.moves().size(), "every line of 3 x 3 boxes was drawn");
    assertEquals(24, log.size());
    assertTrue(result.finalState().isTerminal());
    int a = result.finalState().score(Player.FIRST);
    int b = result.finalState().score(Player.SECOND);
    assertEquals(9, a + b);
    assertEquals(a > b ? Player.FIRST : Player.SECOND, result.winner().orElseThrow());
  }

  @Test
  void aBotThatPrintsGarbageLoses() throws InterruptedException {
    Referee.Result<DotsBoxesState, Edge> result;
    try (BotChannel a = ourBot("A");
        BotChannel b =
            inProcess(
                "B",
                (in, out) -> {
                  try {
                    while (in.readLine() != null) {
                      out.println("hello, referee!");
                    }
                  } catch (IOException e) {
                    throw new UncheckedIOException(e);
                  }
                })) {
      result = referee(2, 1000).run(a, b, line -> {});
    }
    assertEquals(Player.SECOND, result.forfeit().orElseThrow());
    assertEquals(Player.FIRST, result.winner().orElseThrow());
    assertTrue(result.reason().orElseThrow().contains("it answered 'hello, referee!', which is not a box and a side"), result.reason().orElseThrow());
  }

  @Test
  void aBotThatDrawsADrawnLineLoses() throws InterruptedException {
    Referee.Result<DotsBoxesState, Edge> result;
    try (BotChannel a =
            inProcess(
                "A",
                (in, out) -> {
                  try {
                    while (in.readLine() != null) {
                      out.println("A1 T MSG same again");
                    }
                  } catch (IOException e) {
                    throw new UncheckedIOException(e);
                  }
                });
        BotChannel b = ourBot("B")) {
      result = referee(2, 1000).run(a, b, line -> {});
    }
    assertEquals(Player.FIRST, result.forfeit().orElseThrow(), result.reason().orElseThrow());
    assertTrue(result.reason().orElseThrow().contains("which cannot be played: The line"), result.reason().orElseThrow());
    assertTrue(result.reason().orElseThrow().contains("is already drawn"), result.reason().orElseThrow());
    DotsBoxes game = DotsBoxes.of(2, 2);
    assertEquals(game.boxSides().format(game.boxSides().parse("A1 T")), result.moves().get(0));
  }

  @Test
  void aSlowBotLosesOnTime() throws InterruptedException {
    Referee.Result<DotsBoxesState, Edge> result;
    try (BotChannel a =
            inProcess(
                "A",
                (in, out) -> {
                  try {
                    in.readLine();
                    Thread.sleep(400);
                    out.println("A1 T");
                  } catch (IOException e) {
                    throw new UncheckedIOException(e);
                  } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                  }
                });
        BotChannel b = ourBot("B")) {
      result =
          new Referee<>(
                  Cli.codingame(), DotsBoxes.of(2, 2), Duration.ofMillis(100), Duration.ofMillis(100), Duration.ZERO)
              .run(a, b, line -> {});
    }
    assertEquals(Player.FIRST, result.forfeit().orElseThrow());
    assertEquals(Player.SECOND, result.winner().orElseThrow());
    assertTrue(result.reason().orElseThrow().contains("did not answer within 100 ms"), result.reason().orElseThrow());
    assertTrue(result.moves().isEmpty());
  }

  // --- The real command, with bots as processes -------------------------------------------------

  private static boolean hasShell() {
    return Subprocess.hasShell();
  }

  /** A shell command line that runs our bot in a new JVM with this test's class path. */
  private static String ourBotCommand() {
    return Subprocess.shellCommand() + " bot codingame";
  }

  @Test
  void theCommandRefereesTwoBotProcesses() {
    assumeTrue(hasShell(), "needs /bin/sh");
    Cli.Run run =
        Cli.run(
            "referee", "codingame", "--size", "2", "--startup-millis", "60000", "--turn-millis", "2000",
            "--format", "json",
            ourBotCommand(), ourBotCommand());
    assertEquals(0, run.code(), run.err());
    Map<String, Object> json = MiniJson.object(run.out());
    assertEquals("dots-boxes(rows=2,cols=2,players=2,turns=extra-turn-on-capture)", json.get("game"));
    assertEquals(12.0, json.get("moves"), run.out());
    assertEquals(null, json.get("forfeit"), run.out());
    String[] scores = ((String) json.get("scores")).split("-");
    int a = Integer.parseInt(scores[0]);
    int b = Integer.parseInt(scores[1]);
    assertEquals(4, a + b);
    assertEquals(a > b ? "FIRST_PLAYER_WINS" : a < b ? "SECOND_PLAYER_WINS" : "DRAW", json.get("result"));
    @SuppressWarnings("unchecked")
    Map<String, Object> slowest = (Map<String, Object>) json.get("slowestMillis");
    for (String bot : List.of("A", "B")) {
      double millis = (Double) slowest.get(bot);
      assertTrue(millis >= 0 && millis <= 2000, bot + " took " + millis + " ms");
    }
  }

  @Test
  void theCommandSurvivesAGarbageProcess() {
    assumeTrue(hasShell(), "needs /bin/sh");
    Cli.Run run =
        Cli.run(
            "referee", "codingame", "--size", "2", "--startup-millis", "60000", "--verbose",
            "echo 'this is not a move'", ourBotCommand());
    assertEquals(0, run.code(), run.err());
    assertTrue(
        run.out().strip().startsWith("Result: B wins: A loses because it answered 'this is not a move', which is not a box and a side"),
        run.out());
  }

  @Test
  void aBotCommandThatDoesNotExistFailsToStart() {
    assumeTrue(hasShell(), "needs /bin/sh");
    Cli.Run run = Cli.run("referee", "codingame", "--size", "2", "no-such-bot-command-gridgames", ourBotCommand());
    assertEquals(1, run.code(), run.out() + run.err());
    assertEquals("", run.out());
    assertTrue(
        run.err().startsWith(
            "gridgames referee codingame: bot A's command 'no-such-bot-command-gridgames' failed to start: "),
        run.err());
    assertTrue(run.err().strip().endsWith("not found (exit code 127)"), run.err());
    assertEquals(1, run.err().strip().lines().count(), run.err());
  }

  @Test
  void aBotAnsweringALineOverTheLimitLoses() {
    assumeTrue(hasShell(), "needs /bin/sh");
    Cli.Run run =
        Cli.run(
            "referee", "codingame", "--size", "2", "--startup-millis", "60000", "--first-turn-millis", "10000",
            "head -c 2000000 /dev/zero | tr '\\000' x", ourBotCommand());
    assertEquals(0, run.code(), run.err());
    assertTrue(
        run.out().startsWith(
            "Result: B wins: A loses because it answered a line longer than the limit of 1,048,576 characters"),
        run.out());
  }

  @Test
  void theCommandNamesABadSize() {
    Cli.Run run = Cli.run("referee", "codingame", "--size", "0", "true", "true");
    assertEquals(2, run.code());
    assertTrue(run.err().contains("'--size': '0'"), run.err());
  }
}
