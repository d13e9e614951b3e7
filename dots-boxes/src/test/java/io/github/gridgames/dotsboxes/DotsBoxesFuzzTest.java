package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import java.util.Optional;
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

  private static Player readerOf(String text) {
    return Player.of(Math.floorMod(text.hashCode(), 2));
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

  @Test
  void contestInitialInputIsReadOrRefusedWithANotationExceptionAndRoundTrips() {
    TextFuzz.Report report =
        TextFuzz.create().check("ContestProtocol.readInitialInput", List.of("3\nA\n", "5\nB\n", "1\nA", "100\nB\n", " 3 \r\nA\r\n"), text -> {
          ContestSetup setup;
          try {
            setup = ContestProtocol.readInitialInput(text);
          } catch (NotationException refused) {
            return false;
          }
          String written = ContestProtocol.of(setup.game()).initialInput(setup.player());
          assertEquals(setup, ContestProtocol.readInitialInput(written), "the setup read back from " + written);
          return true;
        });
    assertTrue(report.read() > 0, report.toString());
  }

  @Test
  void contestTurnInputIsReadOrRefusedWithANotationExceptionAndRoundTrips() {
    TextFuzz.Report report =
        TextFuzz.create().check("ContestProtocol.readTurnInput", turnSamples(), text -> {
          Player reader = readerOf(text);
          DotsBoxesState state;
          try {
            state = PROTOCOL.readTurnInput(reader, text);
          } catch (NotationException refused) {
            return false;
          }
          assertEquals(reader, state.toMove(), "the reader moves");
          String written = PROTOCOL.turnInput(state);
          assertEquals(state, PROTOCOL.readTurnInput(reader, written), "the state read back from " + written);
          return true;
        });
    assertTrue(report.read() > 0, report.toString());
  }

  @Test
  void contestAnswersAreReadOrRefusedWithANotationExceptionAndRoundTrip() {
    TextFuzz.Report report =
        TextFuzz.create().check("ContestProtocol.readOutput", answerSamples(), text -> {
          ContestOutput output;
          try {
            output = PROTOCOL.readOutput(text);
          } catch (NotationException refused) {
            return false;
          }
          String written = PROTOCOL.formatOutput(output);
          assertEquals(output, PROTOCOL.readOutput(written), "the answer read back from " + written);
          return true;
        });
    assertTrue(report.read() > 0, report.toString());
  }

  @Test
  void aCodinGameBotReadsItsSetupOrRefusesItAsDocumented() {
    TextFuzz.Report report =
        TextFuzz.create().check("CodinGameProtocol.readSetup", List.of("3\nA\n", "7\nB\n", "1\nB"), text -> {
          BotSetup<DotsBoxesState, Edge> setup;
          try {
            setup = CODINGAME.readSetup(lines(text));
          } catch (EOFException | IllegalArgumentException refused) {
            return false;
          }
          String written = CODINGAME.setupText(setup.game(), setup.player());
          assertEquals(setup, CODINGAME.readSetup(lines(written)), "the setup read back from " + written);
          return true;
        });
    assertTrue(report.read() > 0, report.toString());
  }

  @Test
  void aCodinGameBotReadsEachTurnOrRefusesItAsDocumented() {
    TextFuzz.Report report =
        TextFuzz.create().check("CodinGameProtocol.readTurn", turnSamples(), text -> {
          BotSetup<DotsBoxesState, Edge> setup = new BotSetup<>(CONTEST, readerOf(text));
          Optional<DotsBoxesState> state;
          try {
            state = CODINGAME.readTurn(setup, lines(text));
          } catch (EOFException | IllegalArgumentException refused) {
            return false;
          }
          if (state.isEmpty()) {
            return false;
          }
          assertFalse(state.get().isTerminal(), "a turn to play");
          String written = CODINGAME.turnText(state.get());
          assertEquals(state, CODINGAME.readTurn(setup, lines(written)), "the turn read back from " + written);
          return true;
        });
    assertTrue(report.read() > 0, report.toString());
  }

  @Test
  void aCodinGameRefereeReadsEachAnswerOrRefusesItWithANotationException() {
    TextFuzz.Report report =
        TextFuzz.create().check("CodinGameProtocol.readAnswer", answerSamples(), text -> {
          Edge edge;
          try {
            edge = CODINGAME.readAnswer(CONTEST, text);
          } catch (NotationException refused) {
            return false;
          }
          CODINGAME.remarkOf(CONTEST, text);
          DotsBoxesState state = stateOf(text);
          state.check(edge); // an answer names a line of the board: the state can judge it
          assertEquals(edge, CODINGAME.readAnswer(CONTEST, CODINGAME.answerText(CONTEST, edge)), "the answer read back");
          return true;
        });
    assertTrue(report.read() > 0, report.toString());
  }
}
