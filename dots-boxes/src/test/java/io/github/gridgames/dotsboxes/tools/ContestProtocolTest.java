package io.github.gridgames.dotsboxes.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.dotsboxes.BadInputPropertiesTest;
import io.github.gridgames.dotsboxes.Box;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import io.github.gridgames.dotsboxes.internal.BoxNames;
import io.github.gridgames.testkit.GameProperties;
import io.github.gridgames.testkit.GameProperty;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The contest's per-turn protocol, its texts named in the box-side notation. */
class ContestProtocolTest {

  private final DotsBoxes game = DotsBoxes.of(2, 2);
  private final Notation<Edge> names = game.boxSides();
  private final ContestProtocol protocol = ContestProtocol.of(game);

  private DotsBoxesState play(String... moves) {
    DotsBoxesState s = game.initialState();
    for (String m : moves) {
      s = s.play(names.parse(m));
    }
    return s;
  }

  @Test
  void theInitialInputGivesTheSizeAndThePlayer() {
    assertEquals("2\nA\n", protocol.initialInput(Player.FIRST));
    assertEquals("2\nB\n", protocol.initialInput(Player.SECOND));
    assertEquals(new ContestSetup(game, Player.FIRST), ContestProtocol.readInitialInput("2\nA\n"));
    assertEquals(
        new ContestSetup(DotsBoxes.of(5, 5), Player.SECOND), ContestProtocol.readInitialInput("5\r\nB"));
    assertThrows(NotationException.class, () -> ContestProtocol.readInitialInput("0\nA\n"));
    assertThrows(NotationException.class, () -> ContestProtocol.readInitialInput("101\nA\n"));
    assertThrows(NotationException.class, () -> ContestProtocol.readInitialInput("2\nC\n"));
    assertThrows(NotationException.class, () -> ContestProtocol.readInitialInput("2\nA\nB\n"));
    assertThrows(
        IllegalArgumentException.class,
        () -> ContestProtocol.of(DotsBoxes.of(2, 3)).initialInput(Player.FIRST));
    assertThrows(
        IllegalArgumentException.class,
        () -> ContestProtocol.of(DotsBoxes.builder().rows(2).cols(2).players(3).turnPolicy(TurnPolicy.EXTRA_TURN_ON_CAPTURE).build()));
  }

  @Test
  void thePerTurnInputListsScoresAndPlayableBoxes() {
    assertEquals("0 0\n4\nA1 LTRB\nA2 LTRB\nB1 LTRB\nB2 LTRB\n", protocol.turnInput(game.initialState()));
    assertEquals(
        "0 0\n4\nA1 LTB\nA2 LTRB\nB1 TRB\nB2 LTRB\n", protocol.turnInput(play("A1 R")));
    DotsBoxesState captured = play("A1 L", "A1 B", "A1 T", "A1 R");
    assertEquals(Player.SECOND, captured.toMove());
    String text = "1 0\n3\nA2 LTR\nB1 TRB\nB2 LTRB\n";
    assertEquals(text, protocol.turnInput(captured));
    assertEquals(captured, protocol.readTurnInput(Player.SECOND, text));
    assertEquals(
        captured,
        protocol.readTurnInput(Player.SECOND, "1 0\r\n3\r\nB2 BRTL\r\nA2 RLT\r\nB1 TBR"));
  }

  @Test
  void inconsistentPerTurnInputIsRefusedWhereItGoesWrong() {
    NotationException disagree =
        assertThrows(
            NotationException.class,
            () -> protocol.readTurnInput(Player.FIRST, "0 0\n4\nA1 LTB\nA2 LTRB\nB1 LTRB\nB2 LTRB\n"));
    assertEquals(21, disagree.position());
    assertTrue(disagree.expected().contains("B1 lists its side L as free"), disagree.expected());
    NotationException scores =
        assertThrows(
            NotationException.class,
            () -> protocol.readTurnInput(Player.FIRST, "1 0\n4\nA1 LTRB\nA2 LTRB\nB1 LTRB\nB2 LTRB\n"));
    assertEquals(0, scores.position());
    assertThrows(
        NotationException.class,
        () -> protocol.readTurnInput(Player.FIRST, "0 0\n4\nA1 LTRB\nA1 LTRB\nB1 LTRB\nB2 LTRB\n"));
    assertThrows(
        NotationException.class,
        () -> protocol.readTurnInput(Player.FIRST, "0 0\n5\nA1 LTRB\nA2 LTRB\nB1 LTRB\nB2 LTRB\n"));
    assertThrows(
        NotationException.class,
        () -> protocol.readTurnInput(Player.FIRST, "0 0\n3\nA1 LTRB\nA2 LTRB\nB1 LTRB\nB2 LTRB\n"));
    assertThrows(
        NotationException.class,
        () -> protocol.readTurnInput(Player.FIRST, "0 0\n4\nA1 LTRB\nA2 LTRB\nB1 LTRB\nC2 LTRB\n"));
    assertThrows(
        NotationException.class,
        () -> protocol.readTurnInput(Player.FIRST, "0 0\n4\nA1 LTRR\nA2 LTRB\nB1 LTRB\nB2 LTRB\n"));
    assertThrows(NotationException.class, () -> protocol.readTurnInput(Player.FIRST, "0\n4\n"));
  }

  @Test
  void theOutputIsABoxASideAndAnOptionalMessage() {
    Edge edge = names.parse("A1 R");
    assertEquals(new ContestOutput(edge, "Hello there"), protocol.readOutput("A1 R MSG Hello there"));
    assertEquals(ContestOutput.of(edge), protocol.readOutput("B1 L\n"));
    assertEquals(new ContestOutput(edge, ""), protocol.readOutput("B1 L MSG"));
    assertEquals("A1 R MSG hi", protocol.formatOutput(new ContestOutput(names.parse("B1 L"), "hi")));
    assertEquals("A1 R", protocol.formatOutput(ContestOutput.of(edge)));
    assertThrows(NotationException.class, () -> protocol.readOutput("A1 R MSGx"));
    assertThrows(NotationException.class, () -> protocol.readOutput("A1 R hello"));
    assertThrows(NotationException.class, () -> protocol.readOutput("A1"));
    assertThrows(NotationException.class, () -> protocol.readOutput("A1 R MSG a\rb"));
    assertThrows(NotationException.class, () -> protocol.readOutput("A1 R\nB1 L"));
  }

  @Test
  void perTurnInputReadsBackToAStateWithTheSameLinesScoresAndTurn() {
    for (DotsBoxes g :
        List.of(
            DotsBoxes.of(2, 2),
            DotsBoxes.of(3, 3),
            DotsBoxes.of(3, 5),
            DotsBoxes.builder().rows(4).cols(4).players(2).turnPolicy(TurnPolicy.ALTERNATE).build())) {
      ContestProtocol p = ContestProtocol.of(g);
      GameProperties.builder(g)
          .games(15)
          .build()
          .check(
              "the per-turn input reads back",
              GameProperty.eachState(
                  s -> {
                    String text = p.turnInput(s);
                    DotsBoxesState back = p.readTurnInput(s.toMove(), text);
                    assertEquals(s.drawnEdges(), back.drawnEdges());
                    assertEquals(s.scores(), back.scores());
                    assertEquals(s.toMove(), back.toMove());
                    assertEquals(s.legalMoves(), back.legalMoves());
                    assertEquals(s.outcome(), back.outcome());
                    assertEquals(text, p.turnInput(back));
                  }));
      GameProperties.builder(g)
          .games(5)
          .build()
          .check(
              "every answer reads back to its line",
              GameProperty.eachMove(
                  (before, move, after) -> {
                    String line = p.formatOutput(new ContestOutput(move, "go"));
                    assertEquals(new ContestOutput(move, "go"), p.readOutput(line));
                  }));
    }
  }

  @Test
  void theInitialInputToleratesBlanksAndBlankLinesWhereTheProtocolAllows() {
    assertEquals(
        new ContestSetup(game, Player.SECOND), ContestProtocol.readInitialInput(" \t2 \t\n\t B \t\n \n"));
    assertEquals(new ContestSetup(DotsBoxes.of(1, 1), Player.FIRST), ContestProtocol.readInitialInput("1\nA"));
    NotationException size = assertThrows(NotationException.class, () -> ContestProtocol.readInitialInput("0\nA\n"));
    assertEquals("a board size from 1 to 100", size.expected());
    assertEquals(0, size.position());
    NotationException id = assertThrows(NotationException.class, () -> ContestProtocol.readInitialInput("2\nAB\n"));
    assertEquals("a line break after the player id", id.expected());
    assertEquals(3, id.position());
  }

  @Test
  void thePerTurnInputToleratesBlanksAroundItsFieldsAndBlankLinesAtTheEnd() {
    DotsBoxesState captured = play("A1 L", "A1 B", "A1 T", "A1 R");
    assertEquals(
        captured,
        protocol.readTurnInput(Player.SECOND, " 1 \t0\t\n 3 \n\t A2 \tLTR \nB1 TRB\r\nB2 LTRB \n\t\n"));
    NotationException after =
        assertThrows(
            NotationException.class,
            () -> protocol.readTurnInput(Player.SECOND, "1 0\n3\nA2 LTR\nB1 TRB\nB2 LTRB\nX"));
    assertEquals("the end of the input after 3 box lines", after.expected());
    assertEquals(28, after.position());
    NotationException missing =
        assertThrows(
            NotationException.class,
            () -> protocol.readTurnInput(Player.FIRST, "0 0\n4\nA1 LTRB\nA2 LTRB\nB1 LTRB\n"));
    assertEquals("4 box lines to follow, as this count says, but 3 do", missing.expected());
    assertEquals(4, missing.position());
  }

  @Test
  void aDisagreementNamesTheBoxThatListsTheSideAndTheNeighbourThatDoesNot() {
    NotationException second =
        assertThrows(
            NotationException.class,
            () -> protocol.readTurnInput(Player.FIRST, "0 0\n4\nA1 LTB\nA2 LTRB\nB1 LTRB\nB2 LTRB\n"));
    assertEquals(
        "sides that agree with the neighbouring box A1, but B1 lists its side L as free and A1 does"
            + " not list side R",
        second.expected());
    NotationException first =
        assertThrows(
            NotationException.class,
            () -> protocol.readTurnInput(Player.FIRST, "0 0\n4\nA1 LTRB\nA2 LTRB\nB1 TRB\nB2 LTRB\n"));
    assertEquals(
        "sides that agree with the neighbouring box B1, but A1 lists its side R as free and B1 does"
            + " not list side L",
        first.expected());
    assertEquals(6, first.position());
    for (String[] scores : new String[][] {{"1 0", "1"}, {"2 1", "3"}}) {
      NotationException sum =
          assertThrows(
              NotationException.class,
              () -> protocol.readTurnInput(Player.FIRST, scores[0] + "\n4\nA1 LTRB\nA2 LTRB\nB1 LTRB\nB2 LTRB\n"));
      assertEquals(
          "scores that add up to the 0 completed (unlisted) boxes, but they add up to " + scores[1], sum.expected());
    }
  }

  @Test
  void thePerTurnInputIsOnlyWrittenForStatesOfTheProtocolsGame() {
    IllegalArgumentException other =
        assertThrows(
            IllegalArgumentException.class, () -> protocol.turnInput(DotsBoxes.of(3, 3).initialState()));
    assertTrue(other.getMessage().startsWith("the state is of "), other.getMessage());
  }

  @Test
  void theOutputToleratesBlanksAndEndsAtALineBreak() {
    Edge edge = names.parse("A1 R");
    assertEquals(new ContestOutput(edge, "Hi there"), protocol.readOutput(" \tA1 \t R \t MSG  Hi there \n \n"));
    assertEquals(new ContestOutput(edge, ""), protocol.readOutput("A1 R MSG\r\n"));
    NotationException next = assertThrows(NotationException.class, () -> protocol.readOutput("B1 L MSG\nA"));
    assertEquals("nothing after the answer's line", next.expected());
    assertEquals(9, next.position());
    // a carriage return alone is not a line break
    NotationException cr = assertThrows(NotationException.class, () -> protocol.readOutput("A1 R\rB1 L"));
    assertEquals("the end of the line", cr.expected());
    assertEquals(4, cr.position());
  }

  @Test
  void anAnswersMessageIsOneLine() {
    Edge edge = names.parse("A1 R");
    for (String message : List.of("\nhi", "hi\n", "\rhi", "hi\r")) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> new ContestOutput(edge, message));
      assertEquals("a message must be one line, got '" + message + "'", e.getMessage());
    }
  }

  @Test
  void theContestParsersOnlyThrowNotationException() {
    ContestProtocol two = ContestProtocol.of(DotsBoxes.of(2, 2));
    BadInputPropertiesTest.onlyNotationExceptions(
        text -> two.readTurnInput(Player.FIRST, text),
        List.of(
            "0 0\n4\nA1 LTRB\nA2 LTRB\nB1 LTRB\nB2 LTRB\n",
            "1 0\n3\nA2 LTR\nB1 TRB\nB2 LTRB\n",
            "0 0\n4\nA1 LTB\nA2 LTRB\nB1 TRB\nB2 LTRB"));
    BadInputPropertiesTest.onlyNotationExceptions(two::readOutput, List.of("A1 R", "B1 L MSG hello", "a2 t\n"));
    BadInputPropertiesTest.onlyNotationExceptions(ContestProtocol::readInitialInput, List.of("2\nA\n", "5\r\nB"));
  }

  @Test
  void boxesAreNamedAsTheBoxSideNotationNamesThem() {
    ContestNames contest = new ContestNames(DotsBoxes.of(3, 30));
    assertEquals("A1", contest.boxName(Box.of(2, 0)));
    assertEquals("AD3", contest.boxName(Box.of(0, 29)));
    assertEquals("CV", BoxNames.columnName(99));
    for (Edge edge : DotsBoxes.of(3, 30).edges()) {
      for (Box box : DotsBoxes.of(3, 30).boxesOf(edge)) {
        char side = contest.sideOf(box, edge);
        assertEquals(edge, contest.edge(box, side));
        assertEquals(edge, DotsBoxes.of(3, 30).boxSides().parse(contest.boxName(box) + " " + side));
      }
    }
    assertThrows(IllegalArgumentException.class, () -> contest.boxName(Box.of(3, 0)));
    assertThrows(IllegalArgumentException.class, () -> contest.edge(Box.of(0, 0), 'X'));
  }
}
