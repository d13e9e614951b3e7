package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.testkit.GameProperties;
import io.github.gridgames.testkit.GameProperty;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The contest's box-side names (the bot contest's A1 and L T R B) and its per-turn protocol. */
class ContestTest {

  private final DotsBoxes game = DotsBoxes.of(2, 2);
  private final BoxSideNotation names = game.boxSideNames();
  private final ContestProtocol protocol = ContestProtocol.of(game);

  private DotsBoxesState play(String... moves) {
    DotsBoxesState s = game.initialState();
    for (String m : moves) {
      s = s.play(names.parse(m));
    }
    return s;
  }

  @Test
  void boxesCountColumnsFromTheLeftAndRowsFromTheBottom() {
    assertEquals("A1", names.boxName(Box.of(1, 0)));
    assertEquals("A2", names.boxName(Box.of(0, 0)));
    assertEquals("B1", names.boxName(Box.of(1, 1)));
    assertEquals(Edge.of(1, 1, 2, 1), names.parse("A1 R"));
    assertEquals(Edge.of(0, 0, 0, 1), names.parse("A2 T"));
    assertEquals(Edge.of(2, 0, 2, 1), names.parse("A1 B"));
    assertEquals(Edge.of(1, 0, 2, 0), names.parse("A1 L"));
    assertEquals(Edge.of(0, 2, 1, 2), names.parse("B2 R"));
  }

  @Test
  void bothNamesOfASharedSideAreTheSameLineWrittenCanonically() {
    assertEquals(names.parse("A1 R"), names.parse("B1 L"));
    assertEquals(names.parse("A1 T"), names.parse("A2 B"));
    assertEquals("A1 R", names.format(names.parse("B1 L")));
    assertEquals("A1 T", names.format(names.parse("A2 B")));
    assertEquals(List.of("A1 R", "B1 L"), names.names(names.parse("B1 L")));
    assertEquals(List.of("A1 L"), names.names(names.parse("A1 L")));
    assertEquals(List.of("B1 B"), names.names(names.parse("B1 B")));
    assertEquals(List.of("A2 T"), names.names(names.parse("A2 T")));
    assertEquals(names.parse("A1 R"), names.parse("  a1r "));
    assertEquals(names.parse("A1 R"), names.parse("A1\tR"));
  }

  @Test
  void columnsAfterZContinueLikeASpreadsheet() {
    assertEquals("A", BoxSideNotation.columnName(0));
    assertEquals("Z", BoxSideNotation.columnName(25));
    assertEquals("AA", BoxSideNotation.columnName(26));
    assertEquals("CV", BoxSideNotation.columnName(99));
    DotsBoxes wide = DotsBoxes.of(1, 30);
    assertEquals(Edge.of(0, 27, 1, 27), wide.boxSides().parse("AA1 R"));
    assertEquals("AA1 R", wide.boxSides().format(wide.boxSides().parse("AB1 L")));
    // Z and z are letters too: the last one-letter column, in either case.
    assertEquals(Edge.of(0, 26, 1, 26), wide.boxSides().parse("Z1 R"));
    assertEquals(Edge.of(0, 26, 1, 26), wide.boxSides().parse("z1 r"));
  }

  @Test
  void namesOffTheBoardOrMalformedAreParseErrors() {
    NotationException column = assertThrows(NotationException.class, () -> names.parse("C1 L"));
    assertEquals("a column letter from A to B", column.expected());
    assertEquals(0, column.position());
    NotationException row = assertThrows(NotationException.class, () -> names.parse("A3 T"));
    assertEquals("a row number from 1 to 2", row.expected());
    assertEquals(1, row.position());
    assertThrows(NotationException.class, () -> names.parse("A0 T"));
    assertThrows(NotationException.class, () -> names.parse("A01 T"));
    NotationException side = assertThrows(NotationException.class, () -> names.parse("A1 X"));
    assertEquals("a side L, T, R or B", side.expected());
    assertEquals(3, side.position());
    assertThrows(NotationException.class, () -> names.parse("A1 R R"));
    assertThrows(NotationException.class, () -> names.parse(""));
    assertThrows(NotationException.class, () -> names.parse("AAAAAAAAAAAAAAAAAAAA1 L"));
    assertThrows(NotationException.class, () -> names.parse("A99999999999999999999 L"));
    assertThrows(IllegalArgumentException.class, () -> names.format(Edge.of(0, 0, 0, 2)));
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
}
