package io.github.gridgames.dotsboxes.tools;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Player;
import io.github.gridgames.dotsboxes.Box;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import io.github.gridgames.testkit.GameRun;
import io.github.gridgames.testkit.RandomGames;
import io.github.gridgames.testkit.TextFuzz;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Fuzz targets for the {@link ContestProtocol} beneath the CodinGame protocol: initial input, turn
 * input and answers, refused with a {@link NotationException} only, and read back to equal values.
 * Inputs per target: {@value TextFuzz#DEFAULT_INPUTS}, or {@code -Dgridgames.fuzz.inputs=N}.
 */
class ContestFuzzTest {

  private static final DotsBoxes CONTEST = DotsBoxes.of(3, 3);
  private static final ContestProtocol PROTOCOL = ContestProtocol.of(CONTEST);
  private static final ContestNames NAMES = new ContestNames(CONTEST);

  /** States of random contest games, terminal ones included. */
  private static final List<DotsBoxesState> STATES = states();

  private static List<DotsBoxesState> states() {
    List<DotsBoxesState> states = new ArrayList<>();
    for (GameRun<DotsBoxesState, Edge> run : RandomGames.sample(CONTEST, TextFuzz.create().seed(), 10, 100)) {
      states.addAll(run.states());
    }
    return states;
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
      for (Box box : CONTEST.boxesOf(edge)) {
        String name = NAMES.boxName(box) + " " + NAMES.sideOf(box, edge);
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
}
