package io.github.gridgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Player;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkState;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
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
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;

/**
 * The Gomocup referee with brains in threads of this JVM: our brain in a whole game against a
 * scripted one, each way a scripted brain can break the protocol (it loses that game, is started
 * again, and the referee carries on), and the lawful oddities (SUGGEST, UNKNOWN to RESTART).
 */
class GomocupRefereeTest {

  private static final int SIZE = 9;

  /** Starts brains in threads of this JVM, counting the starts and keeping the scripted brains. */
  private static final class Starts implements GomocupReferee.Launcher {
    final AtomicInteger count = new AtomicInteger();
    final List<ScriptedBrain> brains = new ArrayList<>();
    private final Optional<ScriptedBrain.Fault> fault;

    /** Scripted brains with a fault, or our brain when empty. */
    Starts(Optional<ScriptedBrain.Fault> fault) {
      this.fault = fault;
    }

    @Override
    public BotChannel start() throws IOException {
      int n = count.incrementAndGet();
      if (fault.isPresent()) {
        ScriptedBrain brain = new ScriptedBrain(fault.get(), 1);
        brains.add(brain);
        return inThread("brain " + n, brain);
      }
      PipedOutputStream toBot = new PipedOutputStream();
      PipedInputStream botIn = new PipedInputStream(toBot, 1 << 16);
      PipedOutputStream botOut = new PipedOutputStream();
      PipedInputStream fromBot = new PipedInputStream(botOut, 1 << 16);
      Thread thread =
          new Thread(
              () -> {
                Main.run(new String[] {"bot", "gomocup", "--think", "30"}, botIn, botOut, new ByteArrayOutputStream());
                try {
                  botOut.close();
                } catch (IOException e) {
                  throw new UncheckedIOException(e);
                }
              },
              "our brain " + n);
      thread.setDaemon(true);
      thread.start();
      return BotChannel.over("ours", fromBot, toBot, () -> thread.join(5000));
    }
  }

  private static Starts scripted(ScriptedBrain.Fault fault) {
    return new Starts(Optional.of(fault));
  }

  /** Our brain: the real command, in a thread. */
  private static Starts ours() {
    return new Starts(Optional.empty());
  }

  /** A brain running in a thread, talking through pipes. */
  private static BotChannel inThread(String name, BiConsumer<BufferedReader, PrintWriter> brain) throws IOException {
    PipedOutputStream toBot = new PipedOutputStream();
    PipedInputStream botIn = new PipedInputStream(toBot, 1 << 16);
    PipedOutputStream botOut = new PipedOutputStream();
    PipedInputStream fromBot = new PipedInputStream(botOut, 1 << 16);
    Thread thread =
        new Thread(
            () -> {
              try (BufferedReader in = new BufferedReader(new InputStreamReader(botIn, StandardCharsets.UTF_8));
                  PrintWriter out = new PrintWriter(botOut, true, StandardCharsets.UTF_8)) {
                brain.accept(in, out);
              } catch (IOException | UncheckedIOException e) {
                // The referee closed the pipes.
              }
            },
            name);
    thread.setDaemon(true);
    thread.start();
    return BotChannel.over(name, fromBot, toBot, () -> thread.join(2000));
  }

  private static GomocupReferee referee(int rule, Duration turn, Optional<Duration> match, Duration tolerance) {
    GomocupGame<?, ?> game =
        GomocupGame.create(
            GomocupGame.provider(Installed.load(GomocupRefereeTest.class.getClassLoader())).orElseThrow(),
            SIZE,
            SIZE,
            GomocupBrain.FIVE,
            rule == 1);
    return new GomocupReferee(
        new GomocupReferee.Settings(SIZE, SIZE, rule, turn, match, tolerance, Duration.ofSeconds(20)), game);
  }

  private static List<GomocupReferee.GameResult> run(
      GomocupReferee referee, int games, Starts a, Starts b, List<String> log) throws Exception {
    return referee.run(games, "A", a, "B", b, log::add, result -> {});
  }

  private static List<GomocupReferee.GameResult> run(Starts a, Starts b, int games) throws Exception {
    return run(referee(0, Duration.ofSeconds(5), Optional.empty(), Duration.ZERO), games, a, b, new ArrayList<>());
  }

  /** Replays a game's moves on the 9 x 9 board, checking each. */
  private static MnkState replay(List<String> moves) {
    MnkState state = MnkGame.of(SIZE, SIZE, 5).initialState();
    for (String move : moves) {
      GomocupPoint p = GomocupPoint.parse(move);
      state = state.play(Cell.of(p.y(), p.x()));
    }
    return state;
  }

  @Test
  void ourBrainPlaysWholeGamesAgainstAScriptedBrainTheSeatsAlternating() throws Exception {
    Starts a = ours();
    Starts b = scripted(ScriptedBrain.Fault.NONE);
    List<String> log = new ArrayList<>();
    List<GomocupReferee.GameResult> results =
        run(referee(0, Duration.ofSeconds(5), Optional.empty(), Duration.ZERO), 2, a, b, log);
    assertEquals(2, results.size());
    for (GomocupReferee.GameResult result : results) {
      assertEquals(Optional.of("A"), result.winner(), result.toString());
      assertEquals(Optional.empty(), result.forfeit(), result.toString());
      assertEquals("5 in a row", result.reason());
      MnkState end = replay(result.moves());
      assertTrue(end.outcome().isWin());
      Player winner = end.outcome().winners().iterator().next();
      assertEquals(result.first().equals("A") ? Player.FIRST : Player.SECOND, winner, result.toString());
    }
    assertEquals("A", results.get(0).first());
    assertEquals("B", results.get(1).first());
    assertEquals(1, a.count.get(), "our brain got RESTART, not a new start");
    assertEquals(java.util.Set.of("A", "B"), results.get(0).slowestMillis().keySet());
    assertEquals(1, b.count.get());
    List<String> heard = b.brains.get(0).received();
    assertEquals(
        List.of("INFO timeout_turn 5000", "INFO timeout_match 0", "INFO max_memory 0", "INFO game_type 1", "INFO rule 0", "START 9"),
        heard.subList(0, 6));
    assertTrue(heard.contains("RESTART") && heard.contains("BEGIN") && heard.get(heard.size() - 1).equals("END"), heard.toString());
    assertTrue(log.contains("B: MESSAGE move 1") && log.contains("B: DEBUG first free square"), log.toString());
    assertTrue(log.contains("game 1: A plays " + results.get(0).moves().get(0)), log.toString());
  }

  /** Brain A breaks the protocol at its second move of each game; it loses both, started anew for the second. */
  private static List<GomocupReferee.GameResult> faulty(ScriptedBrain.Fault fault, Duration turn) throws Exception {
    Starts a = scripted(fault);
    Starts b = scripted(ScriptedBrain.Fault.NONE);
    List<GomocupReferee.GameResult> results =
        run(referee(0, turn, Optional.empty(), Duration.ofMillis(100)), 2, a, b, new ArrayList<>());
    for (GomocupReferee.GameResult result : results) {
      assertEquals(Optional.of("A"), result.forfeit(), result.toString());
      assertEquals(Optional.of("B"), result.winner(), result.toString());
    }
    assertEquals(2, a.count.get(), "the faulty brain was started again");
    assertEquals(1, b.count.get(), "the other brain was kept");
    assertEquals(2, results.get(0).moves().size(), "A began, moved once, B answered");
    assertEquals(3, results.get(1).moves().size(), "B began, A moved once, B again");
    return results;
  }

  @Test
  void aBrainThatCrashesLosesAndTheRefereeCarriesOn() throws Exception {
    List<GomocupReferee.GameResult> results = faulty(ScriptedBrain.Fault.CRASH, Duration.ofSeconds(5));
    assertEquals(
        "its output ended (it crashed or exited) before it answered TURN " + results.get(0).moves().get(1),
        results.get(0).reason());
  }

  @Test
  void aBrainThatHangsLosesOnTimeAndTheRefereeCarriesOn() throws Exception {
    List<GomocupReferee.GameResult> results = faulty(ScriptedBrain.Fault.HANG, Duration.ofMillis(200));
    assertEquals("it did not answer TURN " + results.get(1).moves().get(2) + " within 300 ms", results.get(1).reason());
  }

  @Test
  void aBrainThatAnswersATakenSquareLoses() throws Exception {
    List<GomocupReferee.GameResult> results = faulty(ScriptedBrain.Fault.TAKEN, Duration.ofSeconds(5));
    String last = results.get(0).moves().get(1);
    assertTrue(
        results.get(0).reason().startsWith("it answered " + last + " to TURN " + last + ": " + last + " cannot be played: "),
        results.get(0).reason());
  }

  @Test
  void aBrainThatAnswersASquareOutsideTheBoardLoses() throws Exception {
    List<GomocupReferee.GameResult> results = faulty(ScriptedBrain.Fault.OUTSIDE, Duration.ofSeconds(5));
    assertEquals(
        "it answered 99,99 to TURN "
            + results.get(0).moves().get(1)
            + ": 99,99 is outside the board of 9 x 9 (X from 0 to 8, Y from 0 to 8)",
        results.get(0).reason());
  }

  @Test
  void aBrainThatAnswersAMalformedLineLoses() throws Exception {
    List<GomocupReferee.GameResult> results = faulty(ScriptedBrain.Fault.MALFORMED, Duration.ofSeconds(5));
    assertEquals(
        "it answered TURN "
            + results.get(0).moves().get(1)
            + " with a line that is no answer: 'hello there' is neither a move X,Y nor OK, ERROR, UNKNOWN, MESSAGE, DEBUG or SUGGEST",
        results.get(0).reason());
  }

  @Test
  void aBrainThatAnswersErrorInsteadOfAMoveLoses() throws Exception {
    List<GomocupReferee.GameResult> results = faulty(ScriptedBrain.Fault.ERROR, Duration.ofSeconds(5));
    assertEquals(
        "it answered 'ERROR I give up' to TURN " + results.get(0).moves().get(1) + " instead of a move",
        results.get(0).reason());
  }

  @Test
  void aBrainThatRefusesStartLosesWithoutAMove() throws Exception {
    Starts a = scripted(ScriptedBrain.Fault.NONE);
    Starts b = scripted(ScriptedBrain.Fault.REFUSE_START);
    List<GomocupReferee.GameResult> results = run(a, b, 2);
    for (GomocupReferee.GameResult result : results) {
      assertEquals(Optional.of("B"), result.forfeit());
      assertEquals("it answered 'ERROR no' to START 9", result.reason());
      assertEquals(List.of(), result.moves());
    }
    assertEquals(2, b.count.get());
  }

  @Test
  void aBrainThatDoesNotKnowRestartIsEndedAndStartedAgain() throws Exception {
    Starts a = scripted(ScriptedBrain.Fault.UNKNOWN_RESTART);
    Starts b = scripted(ScriptedBrain.Fault.NONE);
    List<GomocupReferee.GameResult> results = run(a, b, 2);
    for (GomocupReferee.GameResult result : results) {
      assertEquals(Optional.empty(), result.forfeit(), result.toString());
      assertTrue(replay(result.moves()).isTerminal());
    }
    assertEquals(2, a.count.get());
    List<String> first = a.brains.get(0).received();
    assertEquals(List.of("RESTART", "END"), first.subList(first.size() - 2, first.size()));
  }

  @Test
  void suggestIsAnsweredWithPlay() throws Exception {
    Starts a = scripted(ScriptedBrain.Fault.SUGGEST);
    Starts b = scripted(ScriptedBrain.Fault.NONE);
    List<GomocupReferee.GameResult> results = run(a, b, 1);
    assertEquals(Optional.empty(), results.get(0).forfeit(), results.get(0).toString());
    assertEquals("0,0", results.get(0).moves().get(0));
    assertTrue(a.brains.get(0).received().contains("PLAY 0,0"), a.brains.get(0).received().toString());
  }

  @Test
  void theMatchTimeIsSentBeforeEachMoveAndABrainOverItLoses() throws Exception {
    Starts a = scripted(ScriptedBrain.Fault.SLOW);
    Starts b = scripted(ScriptedBrain.Fault.NONE);
    GomocupReferee referee = referee(1, Duration.ofSeconds(5), Optional.of(Duration.ofMillis(1000)), Duration.ZERO);
    List<GomocupReferee.GameResult> results = run(referee, 1, a, b, new ArrayList<>());
    GomocupReferee.GameResult result = results.get(0);
    assertEquals(Optional.of("A"), result.forfeit(), result.toString());
    assertTrue(result.reason().matches("it did not answer TURN \\d,\\d within \\d+ ms"), result.reason());
    List<String> heard = a.brains.get(0).received();
    assertEquals(List.of("INFO timeout_match 1000", "INFO max_memory 0", "INFO game_type 1", "INFO rule 1"), heard.subList(1, 5));
    assertEquals(List.of("INFO time_left 1000", "BEGIN"), heard.subList(6, 8));
    // Each move of A's takes at least 300 ms of its 1000.
    assertTrue(heard.get(8).matches("INFO time_left [1-7]?\\d?\\d"), heard.toString());
  }

  @Test
  void aBrainThatCannotBeStartedStopsTheMatch() {
    Starts a = scripted(ScriptedBrain.Fault.NONE);
    GomocupReferee.Launcher broken = () -> {
      throw new IOException("no such program");
    };
    GomocupReferee.FailedToStart e =
        assertThrows(
            GomocupReferee.FailedToStart.class,
            () -> referee(0, Duration.ofSeconds(5), Optional.empty(), Duration.ZERO)
                .run(1, "A", a, "B", broken, line -> {}, result -> {}));
    assertEquals("brain B cannot be started: no such program", e.getMessage());
  }

  @Test
  void twoBrainsOfOneNameAreRefused() {
    Starts a = scripted(ScriptedBrain.Fault.NONE);
    assertEquals(
        "the brains need two names, got A twice",
        assertThrows(
                IllegalArgumentException.class,
                () -> referee(0, Duration.ofSeconds(5), Optional.empty(), Duration.ZERO).run(1, "A", a, "A", a, line -> {}, r -> {}))
            .getMessage());
  }

  @Test
  void settingsOutsideTheProtocolAreRefused() {
    assertEquals(
        "rule must be 0 (free style) or 1 (exactly five), got 4",
        assertThrows(
                IllegalArgumentException.class,
                () -> new GomocupReferee.Settings(9, 9, 4, Duration.ofSeconds(1), Optional.empty(), Duration.ZERO, Duration.ZERO))
            .getMessage());
    assertEquals(
        "the turn limit must be positive, got PT0S",
        assertThrows(
                IllegalArgumentException.class,
                () -> new GomocupReferee.Settings(9, 9, 0, Duration.ZERO, Optional.empty(), Duration.ZERO, Duration.ZERO))
            .getMessage());
  }
}
