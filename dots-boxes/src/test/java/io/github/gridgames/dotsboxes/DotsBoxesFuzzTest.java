package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.BotSetup;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.testkit.GameRun;
import io.github.gridgames.testkit.RandomGames;
import io.github.gridgames.testkit.TextFuzz;
import java.io.BufferedReader;
import java.io.EOFException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Fuzz targets for every text of Dots and Boxes: through {@link TextFuzz#tests} its game specs,
 * each notation, match records and text play; and the contest protocol, both as {@link
 * ContestProtocol} (initial input, turn input and answers, refused with a {@link
 * NotationException} only) and as the {@link CodinGameProtocol} a bot and a referee speak
 * (refused with an {@link EOFException} or an {@link IllegalArgumentException}, as documented).
 * What reads round-trips. Inputs per target: {@value TextFuzz#DEFAULT_INPUTS}, or {@code
 * -Dgridgames.fuzz.inputs=N}.
 */
class DotsBoxesFuzzTest {

  private static final DotsBoxes CONTEST = DotsBoxes.of(3, 3);
  private static final ContestProtocol PROTOCOL = ContestProtocol.of(CONTEST);
  private static final CodinGameProtocol CODINGAME = new CodinGameProtocol();

  /** States of random contest games, terminal ones included. */
  private static final List<DotsBoxesState> STATES = states();

  private static List<DotsBoxesState> states() {
    List<DotsBoxesState> states = new ArrayList<>();
    for (GameRun<DotsBoxesState, Edge> run : RandomGames.sample(CONTEST, TextFuzz.create().seed(), 10, 100)) {
      states.addAll(run.states());
    }
    return states;
  }

  private static DotsBoxesState stateOf(String text) {
    return STATES.get(Math.floorMod(text.hashCode() * 0x9E3779B9, STATES.size()));
  }

  private static BufferedReader lines(String text) {
    return new BufferedReader(new StringReader(text));
  }

  @TestFactory
  Stream<DynamicTest> everyTextOfTheGame() {
    return Stream.of(
            DotsBoxes.of(3, 3),
            DotsBoxes.of(2, 28, 3, TurnPolicy.ALTERNATE),
            DotsBoxes.of(1, 1))
        .flatMap(game -> TextFuzz.create().tests(game));
  }

  private static List<String> turnSamples() {
    List<String> samples = new ArrayList<>();
    for (int i = 0; i < STATES.size(); i += 3) {
      samples.add(PROTOCOL.turnInput(STATES.get(i)));
    }
    samples.add("0 0\r\n9\r\nA1 LTRB\r\nA2 LTRB\r\nA3 LTRB\r\nB1 LTRB\r\nB2 LTRB\r\nB3 LTRB\r\nC1 LTRB\r\nC2 LTRB\r\nC3 LTRB");
    return samples;
  }

  private static List<String> answerSamples() {
    List<String> samples = new ArrayList<>();
    SplittableRandom random = new SplittableRandom(1);
    for (Edge edge : CONTEST.edges()) {
      samples.add(PROTOCOL.formatOutput(ContestOutput.of(edge)));
      for (String name : CONTEST.boxSides().names(edge)) {
        samples.add(name + (random.nextBoolean() ? " MSG hello there" : "\n"));
      }
    }
    samples.add("a1r MSG\tMSG MSG ");
    return samples;
  }

  private static void fuzz(String target, List<String> samples, TextFuzz.TextCheck check) {
    TextFuzz.Report report = TextFuzz.create().check(target, samples, check);
    assertTrue(report.read() > 0, "no input was read: " + report);
  }

  @Test
  void contestInitialInputIsReadOrRefusedWithANotationExceptionAndRoundTrips() {
    fuzz(
        "ContestProtocol.readInitialInput",
        List.of("3\nA\n", "5\nB\n", "1\nA", "100\nB\n", " 3 \r\nA\r\n"),
        TextFuzz.roundTrip(
            ContestProtocol::readInitialInput,
            setup -> ContestProtocol.of(setup.game()).initialInput(setup.player()),
            NotationException.class));
  }

  @Test
  void contestTurnInputIsReadOrRefusedWithANotationExceptionAndRoundTrips() {
    fuzz(
        "ContestProtocol.readTurnInput",
        turnSamples(),
        TextFuzz.roundTrip(
            text -> PROTOCOL.readTurnInput(Player.SECOND, text), PROTOCOL::turnInput, NotationException.class));
  }

  @Test
  void contestAnswersAreReadOrRefusedWithANotationExceptionAndRoundTrip() {
    fuzz(
        "ContestProtocol.readOutput",
        answerSamples(),
        TextFuzz.roundTrip(PROTOCOL::readOutput, PROTOCOL::formatOutput, NotationException.class));
  }

  @Test
  void aCodinGameBotReadsItsSetupOrRefusesItAsDocumented() {
    fuzz(
        "CodinGameProtocol.readSetup",
        List.of("3\nA\n", "7\nB\n", "1\nB"),
        TextFuzz.roundTrip(
            text -> CODINGAME.readSetup(lines(text)),
            setup -> CODINGAME.setupText(setup.game(), setup.player()),
            EOFException.class,
            IllegalArgumentException.class));
  }

  @Test
  void aCodinGameBotReadsEachTurnOrRefusesItAsDocumented() {
    BotSetup<DotsBoxesState, Edge> setup = new BotSetup<>(CONTEST, Player.FIRST);
    fuzz(
        "CodinGameProtocol.readTurn",
        turnSamples(),
        TextFuzz.roundTrip(
            text -> CODINGAME.readTurn(setup, lines(text)),
            state -> {
              state.ifPresent(s -> assertFalse(s.isTerminal(), "a turn to play"));
              return state.map(CODINGAME::turnText).orElse("");
            },
            EOFException.class,
            IllegalArgumentException.class));
  }

  @Test
  void aCodinGameRefereeReadsEachAnswerOrRefusesItWithANotationException() {
    fuzz(
        "CodinGameProtocol.readAnswer",
        answerSamples(),
        TextFuzz.roundTrip(
            text -> {
              Edge edge = CODINGAME.readAnswer(CONTEST, text);
              CODINGAME.remarkOf(CONTEST, text);
              stateOf(text).check(edge); // an answer names a line of the board: any state judges it
              return edge;
            },
            edge -> CODINGAME.answerText(CONTEST, edge),
            NotationException.class));
  }
}
