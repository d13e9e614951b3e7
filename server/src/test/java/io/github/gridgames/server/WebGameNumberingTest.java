package io.github.gridgames.server;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.dotsboxes.Box;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The web game's numbering, its tuples and whole turns. */
class WebGameNumberingTest {

  private final DotsBoxes game = DotsBoxes.of(4, 4);
  private final WebGameNumbering web = WebGameNumbering.of(game);

  private static DotsBoxesState lines(DotsBoxesState s, int... numbers) {
    WebGameNumbering numbering = WebGameNumbering.of(s.game());
    for (int n : numbers) {
      s = s.play(numbering.edge(n));
    }
    return s;
  }

  @Test
  void theFourByFourExamplesOfTheReference() {
    assertEquals(4, web.size());
    assertEquals(40, web.lineCount());
    assertEquals(16, web.boxCount());
    for (int c = 0; c < 4; c++) {
      assertEquals(c, web.lineNumber(Edge.horizontal(0, c)), "top edge");
      assertEquals(16 + c, web.lineNumber(Edge.horizontal(4, c)), "bottom edge");
      assertEquals(36 + c, web.lineNumber(Edge.vertical(c, 4)), "right edge");
    }
    int[] left = {20, 24, 28, 32};
    for (int r = 0; r < 4; r++) {
      assertEquals(left[r], web.lineNumber(Edge.vertical(r, 0)), "left edge");
    }
    List<Integer> firstRow = new ArrayList<>();
    for (int c = 0; c <= 4; c++) {
      firstRow.add(web.lineNumber(Edge.vertical(0, c)));
    }
    assertEquals(List.of(20, 21, 22, 23, 36), firstRow);
    List<Integer> secondRow = new ArrayList<>();
    for (int c = 0; c <= 4; c++) {
      secondRow.add(web.lineNumber(Edge.vertical(1, c)));
    }
    assertEquals(List.of(24, 25, 26, 27, 37), secondRow);
    assertEquals(0, web.boxNumber(Box.of(0, 0)));
    assertEquals(15, web.boxNumber(Box.of(3, 3)));
    assertEquals(Box.of(1, 2), web.box(6));
    // The top side of box b is line b, its bottom side b + size, its left side squareCount+size+b.
    for (int b = 0; b < 16; b++) {
      List<Edge> sides = game.sidesOf(web.box(b));
      assertEquals(b, web.lineNumber(sides.get(0)));
      assertEquals(b + 4, web.lineNumber(sides.get(1)));
      assertEquals(20 + b, web.lineNumber(sides.get(2)));
    }
    assertEquals(Edge.horizontal(3, 3), web.edge(15));
    for (int line = 0; line < 40; line++) {
      assertEquals(line, web.lineNumber(web.edge(line)));
    }
    assertEquals(
        "line number (40) must be less than size (40)",
        assertThrows(IndexOutOfBoundsException.class, () -> web.edge(40)).getMessage());
    assertEquals(
        "line number (-1) must not be negative",
        assertThrows(IndexOutOfBoundsException.class, () -> web.edge(-1)).getMessage());
    assertEquals(
        "box number (16) must be less than size (16)",
        assertThrows(IndexOutOfBoundsException.class, () -> web.box(16)).getMessage());
  }

  @Test
  void tuplesNameTheBoxAboveOrLeftFirstAndTheBoxBelowOrRightSecond() {
    DotsBoxesState s = game.initialState();
    assertEquals(new WebGameNumbering.WebMove(2, -1, -1), web.tuple(s, web.edge(2)));
    // Box 2 has top 2, left 22, right 23 and bottom 6; line 6 completes box 2, above it.
    DotsBoxesState ready = lines(s, 2, 22, 23);
    assertEquals(new WebGameNumbering.WebMove(6, 2, -1), web.tuple(ready, web.edge(6)));
    assertEquals("(6, 2, -1)", web.tuple(ready, web.edge(6)).toString());
    // Box 5 (top 5, bottom 9, left 25) and box 6 (top 6, bottom 10, right 27) share line 26.
    DotsBoxesState pair = lines(s, 5, 9, 25, 6, 10, 27);
    assertEquals(new WebGameNumbering.WebMove(26, 5, 6), web.tuple(pair, web.edge(26)));
    // Only box 6 ready: line 26 completes the box right of it.
    assertEquals(new WebGameNumbering.WebMove(26, -1, 6), web.tuple(lines(s, 6, 10, 27), web.edge(26)));
    // Border lines: line 20 is left of box 0, line 36 right of box 3.
    assertEquals(new WebGameNumbering.WebMove(20, -1, 0), web.tuple(lines(s, 0, 4, 21), web.edge(20)));
    assertEquals(new WebGameNumbering.WebMove(36, 3, -1), web.tuple(lines(s, 3, 7, 23), web.edge(36)));
    assertEquals(new WebGameNumbering.WebMove(19, 15, -1), web.tuple(lines(s, 15, 35, 39), web.edge(19)));
  }

  @Test
  void verifyAnswersAsTheServerDoes() {
    DotsBoxesState s = lines(game.initialState(), 2, 22, 23);
    assertEquals(List.of(new WebGameNumbering.WebMove(6, 2, -1)), web.verify(s, 6));
    assertEquals(List.of(new WebGameNumbering.WebMove(0, -1, -1)), web.verify(s, 0));
    assertEquals("[[6,2,-1]]", WebGameNumbering.WebMove.toJson(web.verify(s, 6)));
    // The last line of a game: its tuple, then the game-over marker.
    DotsBoxes one = DotsBoxes.of(1, 1);
    WebGameNumbering oneWeb = WebGameNumbering.of(one);
    DotsBoxesState three = lines(one.initialState(), 0, 1, 2);
    assertEquals(List.of(new WebGameNumbering.WebMove(3, 0, -1), WebGameNumbering.WebMove.NONE), oneWeb.verify(three, 3));
    assertEquals("[[3,0,-1],[-1,-1,-1]]", WebGameNumbering.WebMove.toJson(oneWeb.verify(three, 3)));
  }

  @Test
  void verifyRefusesWhatTheServerAnswersWith400() {
    DotsBoxesState s = lines(game.initialState(), 2, 22, 23);
    IllegalMoveException drawn = assertThrows(IllegalMoveException.class, () -> web.verify(s, 22));
    assertEquals("already-drawn", drawn.reason().code());
    IllegalArgumentException range =
        assertThrows(IllegalArgumentException.class, () -> web.verify(s, 40));
    assertEquals("line numbers of a 4 x 4 board run from 0 to 39, got 40", range.getMessage());
    assertThrows(IllegalArgumentException.class, () -> web.verify(s, -1));
    DotsBoxes one = DotsBoxes.of(1, 1);
    DotsBoxesState over = lines(one.initialState(), 0, 1, 2, 3);
    IllegalMoveException gameOver =
        assertThrows(IllegalMoveException.class, () -> WebGameNumbering.of(one).verify(over, 0));
    assertEquals("game-over", gameOver.reason().code());
  }

  /** The web game's {@code lines[]} of a state: for each line number, 1 if drawn, 0 if not. */
  private static int[] linesOf(WebGameNumbering web, DotsBoxesState state) {
    int[] lines = new int[web.lineCount()];
    for (int line = 0; line < lines.length; line++) {
      lines[line] = state.isDrawn(web.edge(line)) ? 1 : 0;
    }
    return lines;
  }

  @Test
  void fromLinesBuildsTheStateOfTheServersRequests() {
    DotsBoxesState s = lines(game.initialState(), 2, 22, 23, 6, 0, 5, 9, 25, 26);
    int[] lines = linesOf(web, s);
    DotsBoxesState rebuilt = web.fromLines(lines);
    assertArrayEquals(lines, linesOf(web, rebuilt));
    assertEquals(Player.FIRST, rebuilt.toMove());
    // Boxes 2 and 5 are complete: credited alternately, first player then second.
    assertEquals(Player.FIRST, rebuilt.owner(web.box(2)).orElseThrow());
    assertEquals(Player.SECOND, rebuilt.owner(web.box(5)).orElseThrow());
    assertEquals(2, rebuilt.completedBoxes());
    assertEquals(web.verify(s, 10), web.verify(rebuilt, 10));

    IllegalArgumentException length =
        assertThrows(IllegalArgumentException.class, () -> web.fromLines(new int[39]));
    assertEquals("lines[] of a 4 x 4 board has 40 entries, got 39", length.getMessage());
    int[] two = new int[40];
    two[7] = 2;
    IllegalArgumentException value =
        assertThrows(IllegalArgumentException.class, () -> web.fromLines(two));
    assertEquals("lines[7] must be 0 or 1, got 2", value.getMessage());
    assertThrows(NullPointerException.class, () -> web.fromLines(null));
  }

  @Test
  void aWholeTurnListsEachCaptureThenTheLineThatPasses() {
    DotsBoxesState s = lines(game.initialState(), 2, 22, 23);
    assertEquals(Player.SECOND, s.toMove());
    List<WebGameNumbering.WebMove> turn = web.turn(s, List.of(web.edge(6), web.edge(0)));
    assertEquals(List.of(new WebGameNumbering.WebMove(6, 2, -1), new WebGameNumbering.WebMove(0, -1, -1)), turn);
    assertEquals("[(6, 2, -1), (0, -1, -1)]", WebGameNumbering.WebMove.formatAll(turn));
    DotsBoxesState after = web.playTurn(s, List.of(new WebGameNumbering.WebMove(6, 2, -1), new WebGameNumbering.WebMove(0, -1, -1)));
    assertEquals(s.play(web.edge(6)).play(web.edge(0)), after);
    assertEquals(Player.FIRST, after.toMove());

    IllegalArgumentException wrongBoxes =
        assertThrows(
            IllegalArgumentException.class,
            () -> web.playTurn(s, List.of(new WebGameNumbering.WebMove(6, -1, -1))));
    assertTrue(wrongBoxes.getMessage().contains("gives (6, 2, -1)"), wrongBoxes.getMessage());
    IllegalArgumentException unfinished =
        assertThrows(IllegalArgumentException.class, () -> web.turn(s, List.of(web.edge(6))));
    assertTrue(unfinished.getMessage().contains("unfinished"), unfinished.getMessage());
    IllegalArgumentException tooLong =
        assertThrows(
            IllegalArgumentException.class,
            () -> web.turn(s, List.of(web.edge(0), web.edge(1))));
    assertTrue(tooLong.getMessage().contains("after the turn passed"), tooLong.getMessage());
    assertThrows(IllegalMoveException.class, () -> web.turn(s, List.of(web.edge(2))));
    assertThrows(IllegalArgumentException.class, () -> web.turn(s, List.of()));
  }

  @Test
  void aTurnThatEndsTheGameEndsWithTheNoneTuple() {
    DotsBoxes one = DotsBoxes.of(1, 1);
    WebGameNumbering oneWeb = WebGameNumbering.of(one);
    DotsBoxesState s = lines(one.initialState(), 0, 1, 2);
    assertEquals(Player.SECOND, s.toMove());
    List<WebGameNumbering.WebMove> turn = oneWeb.turn(s, List.of(oneWeb.edge(3)));
    assertEquals("[(3, 0, -1), (-1, -1, -1)]", WebGameNumbering.WebMove.formatAll(turn));
    assertEquals("[[3,0,-1],[-1,-1,-1]]", WebGameNumbering.WebMove.toJson(turn));
    DotsBoxesState end = oneWeb.playTurn(s, turn);
    assertTrue(end.isTerminal());
    assertEquals(end, oneWeb.playTurn(s, List.of(new WebGameNumbering.WebMove(3, 0, -1))));
    // On a full board the server's /find/ answers the game-over marker alone.
    assertEquals(List.of(WebGameNumbering.WebMove.NONE), oneWeb.find(end, firstLegal(), Budget.unlimited()));
  }

  private static Agent<DotsBoxesState, Edge> firstLegal() {
    return new Agent<>() {
      @Override
      public Edge chooseMove(DotsBoxesState state, Budget budget) {
        return state.legalMoves().get(0);
      }

      @Override
      public String name() {
        return "first-legal";
      }
    };
  }

  @Test
  void findPlaysAnAgentsWholeTurn() {
    // Box 0 lacks only its top, line 0, the first legal line: the agent takes it, completing
    // box 0, then line 1, which completes nothing.
    DotsBoxesState s = lines(game.initialState(), 4, 20, 21);
    assertEquals(
        List.of(new WebGameNumbering.WebMove(0, -1, 0), new WebGameNumbering.WebMove(1, -1, -1)),
        web.find(s, firstLegal(), Budget.unlimited()));
  }

  @Test
  void onlySquareBoardsHaveTheNumbering() {
    DotsBoxes wide = DotsBoxes.of(2, 3);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> WebGameNumbering.of(wide));
    assertEquals(
        "the web game's numbering is defined for square boards only; this board is 2 x 3 boxes",
        e.getMessage());
    assertFalse(wide.notations().stream().anyMatch(n -> n.name().equals("line-number")));
  }

  @Test
  void turnsNeedTheExtraTurnPolicy() {
    DotsBoxes alternate = DotsBoxes.builder().rows(2).cols(2).players(2).turnPolicy(TurnPolicy.ALTERNATE).build();
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> WebGameNumbering.of(alternate).turn(alternate.initialState(), List.of(Edge.horizontal(0, 0))));
    assertTrue(e.getMessage().contains("extra-turn-on-capture"), e.getMessage());
    assertEquals(3, WebGameNumbering.of(alternate).lineNumber(Edge.horizontal(1, 1)));
  }

  @Test
  void tuplesAreJsonArrays() {
    assertThrows(IllegalArgumentException.class, () -> new WebGameNumbering.WebMove(-1, 0, -1));
    assertTrue(new WebGameNumbering.WebMove(3, -1, -1).endsTurn());
    assertTrue(WebGameNumbering.WebMove.NONE.isNone());
    assertEquals("[6,2,-1]", new WebGameNumbering.WebMove(6, 2, -1).toJson());
    assertEquals("[]", WebGameNumbering.WebMove.toJson(List.of()));
    List<WebGameNumbering.WebMove> turn = List.of(new WebGameNumbering.WebMove(6, 2, -1), new WebGameNumbering.WebMove(7, -1, -1));
    assertEquals("[[6,2,-1],[7,-1,-1]]", WebGameNumbering.WebMove.toJson(turn));
    assertEquals("[(6, 2, -1), (7, -1, -1)]", WebGameNumbering.WebMove.formatAll(turn));
    assertFalse(turn.get(0).endsTurn());
    assertFalse(new WebGameNumbering.WebMove(6, -1, 2).endsTurn());
    assertFalse(turn.get(0).isNone());
    IllegalArgumentException below =
        assertThrows(IllegalArgumentException.class, () -> new WebGameNumbering.WebMove(6, -2, -1));
    assertEquals("line and box numbers must be >= -1, got (6, -2, -1)", below.getMessage());
    IllegalArgumentException noLine =
        assertThrows(IllegalArgumentException.class, () -> new WebGameNumbering.WebMove(-1, 0, -1));
    assertEquals(
        "without a line (-1) no box can be completed, got (-1, 0, -1)", noLine.getMessage());
  }

  @Test
  void playTurnRefusesEachBadTurnWithItsOwnMessage() {
    DotsBoxesState s = lines(game.initialState(), 2, 22, 23);
    WebGameNumbering.WebMove none = WebGameNumbering.WebMove.NONE;
    assertEquals(
        "a turn has at least one tuple, got none",
        assertThrows(IllegalArgumentException.class, () -> web.playTurn(s, List.of())).getMessage());
    assertEquals(
        "tuple 1 of the turn, (-1, -1, -1), draws no line; it may only follow the line that ends the game",
        assertThrows(IllegalArgumentException.class, () -> web.playTurn(s, List.of(none))).getMessage());
    assertEquals(
        "tuple 2 of the turn, (-1, -1, -1), draws no line; it may only follow the line that ends the game",
        assertThrows(
                IllegalArgumentException.class,
                () -> web.playTurn(s, List.of(new WebGameNumbering.WebMove(6, 2, -1), none, none)))
            .getMessage());
    assertEquals(
        "tuple 1 of the turn, (6, -1, -1), does not match the rules: drawing line 6 gives (6, 2, -1)",
        assertThrows(
                IllegalArgumentException.class,
                () -> web.playTurn(s, List.of(new WebGameNumbering.WebMove(6, -1, -1))))
            .getMessage());
    assertEquals(
        "tuple 2 of the turn, (1, -1, -1), comes after the turn passed to the next player",
        assertThrows(
                IllegalArgumentException.class,
                () ->
                    web.playTurn(
                        s, List.of(new WebGameNumbering.WebMove(0, -1, -1), new WebGameNumbering.WebMove(1, -1, -1))))
            .getMessage());
    assertEquals(
        "the turn is unfinished: its last line (number 1) completed a box, so B must draw another line",
        assertThrows(
                IllegalArgumentException.class,
                () -> web.playTurn(s, List.of(new WebGameNumbering.WebMove(6, 2, -1))))
            .getMessage());
    DotsBoxes alternate = DotsBoxes.builder().rows(4).cols(4).players(2).turnPolicy(TurnPolicy.ALTERNATE).build();
    IllegalArgumentException policy =
        assertThrows(
            IllegalArgumentException.class,
            () -> WebGameNumbering.of(alternate).playTurn(alternate.initialState(), List.of(new WebGameNumbering.WebMove(0, -1, -1))));
    assertEquals(
        "the web game's turns need the extra-turn-on-capture policy; this game uses alternate", policy.getMessage());
  }

  @Test
  void aStateOfAnotherGameIsRefusedByEveryMethodWithBothGames() {
    // A 3 x 3 game: its lines are numbered differently, and line 3 of the 4 x 4 numbering,
    // (0,3)-(0,4), is not on its board at all.
    DotsBoxes small = DotsBoxes.of(3, 3);
    DotsBoxesState other = small.initialState();
    String message =
        "the state is of dots-boxes(rows=3,cols=3,players=2,turns=extra-turn-on-capture), not of"
            + " dots-boxes(rows=4,cols=4,players=2,turns=extra-turn-on-capture)";
    Edge offTheSmallBoard = web.edge(3);
    Edge onBoth = Edge.horizontal(0, 0);
    List<org.junit.jupiter.api.function.Executable> calls =
        List.of(
            () -> web.tuple(other, onBoth),
            () -> web.tuple(other, offTheSmallBoard),
            () -> web.verify(other, 3),
            () -> web.turn(other, List.of(offTheSmallBoard)),
            () -> web.playTurn(other, List.of(new WebGameNumbering.WebMove(3, -1, -1))),
            () -> web.find(other, firstLegal(), Budget.unlimited()));
    for (org.junit.jupiter.api.function.Executable call : calls) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
      assertEquals(IllegalArgumentException.class, e.getClass());
      assertEquals(message, e.getMessage());
    }
    // A finished game of another kind is refused too, not answered with the game-over tuple.
    DotsBoxes one = DotsBoxes.of(1, 1);
    DotsBoxesState over = lines(one.initialState(), 0, 1, 2, 3);
    IllegalArgumentException finished =
        assertThrows(IllegalArgumentException.class, () -> web.find(over, firstLegal(), Budget.unlimited()));
    assertTrue(finished.getMessage().startsWith("the state is of dots-boxes(rows=1,cols=1"), finished.getMessage());
  }

  @Test
  void turnRefusesAnEmptyTurnAndALineAfterTheTurnWithTheirMessages() {
    DotsBoxesState s = lines(game.initialState(), 2, 22, 23);
    assertEquals(
        "a turn has at least one line, got none",
        assertThrows(IllegalArgumentException.class, () -> web.turn(s, List.of())).getMessage());
    assertEquals(
        "line 2 of the turn, (0,1)-(0,2), comes after the turn passed to the next player",
        assertThrows(IllegalArgumentException.class, () -> web.turn(s, List.of(web.edge(0), web.edge(1))))
            .getMessage());
    DotsBoxes one = DotsBoxes.of(1, 1);
    DotsBoxesState three = lines(one.initialState(), 0, 1, 2);
    assertEquals(
        "line 2 of the turn, (0,0)-(0,1), comes after the turn ended the game",
        assertThrows(
                IllegalArgumentException.class,
                () -> WebGameNumbering.of(one).turn(three, List.of(WebGameNumbering.of(one).edge(3), WebGameNumbering.of(one).edge(0))))
            .getMessage());
  }

  @Test
  void afterTheGameEndsOnlyOneNoneTupleMayFollow() {
    DotsBoxes one = DotsBoxes.of(1, 1);
    WebGameNumbering oneWeb = WebGameNumbering.of(one);
    DotsBoxesState s = lines(one.initialState(), 0, 1, 2);
    WebGameNumbering.WebMove last = new WebGameNumbering.WebMove(3, 0, -1);
    WebGameNumbering.WebMove none = WebGameNumbering.WebMove.NONE;
    assertEquals(
        "tuple 2 of the turn, (-1, -1, -1), draws no line; it may only follow the line that ends the game",
        assertThrows(IllegalArgumentException.class, () -> oneWeb.playTurn(s, List.of(last, none, none)))
            .getMessage());
    assertEquals(
        "tuple 2 of the turn, (2, -1, -1), comes after the turn ended the game",
        assertThrows(
                IllegalArgumentException.class,
                () -> oneWeb.playTurn(s, List.of(last, new WebGameNumbering.WebMove(2, -1, -1))))
            .getMessage());
    DotsBoxesState end = oneWeb.playTurn(s, List.of(last));
    assertEquals(
        "tuple 1 of the turn, (-1, -1, -1), draws no line; it may only follow the line that ends the game",
        assertThrows(IllegalArgumentException.class, () -> oneWeb.playTurn(end, List.of(none))).getMessage());
  }
}
