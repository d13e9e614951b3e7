package io.github.gridgames.tictactoe;

import static io.github.gridgames.tictactoe.Oracle.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.MoveEffect;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Reason;
import io.github.gridgames.core.Violation;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class MnkStateTest {

  private static final MnkGame TTT = MnkGame.ticTacToe();

  private static List<Cell> cells(int... rowCols) {
    Cell[] cells = new Cell[rowCols.length / 2];
    for (int i = 0; i < cells.length; i++) {
      cells[i] = Cell.of(rowCols[2 * i], rowCols[2 * i + 1]);
    }
    return List.of(cells);
  }

  @Test
  void emptyBoardRendersInTheReferenceStyle() {
    assertEquals(
        String.join(
            "\n",
            "    1   2   3",
            "   --- --- ---",
            "1 |   |   |   |",
            "   --- --- ---",
            "2 |   |   |   |",
            "   --- --- ---",
            "3 |   |   |   |",
            "   --- --- ---"),
        TTT.initialState().render());
  }

  @Test
  void referenceBoardRendersLikeTheReference() {
    // The reference drawing: [[_, X, O], [_, O, _], [X, O, X]].
    MnkState state = play(TTT, 0, 1, 0, 2, 2, 0, 1, 1, 2, 2, 2, 1);
    assertEquals(
        String.join(
            "\n",
            "    1   2   3",
            "   --- --- ---",
            "1 |   | X | O |",
            "   --- --- ---",
            "2 |   | O |   |",
            "   --- --- ---",
            "3 | X | O | X |",
            "   --- --- ---"),
        state.render());
    assertEquals(Outcome.ongoing(), state.outcome());
    assertEquals(Player.FIRST, state.toMove());
    assertEquals(cells(0, 0, 1, 0, 1, 2), state.legalMoves());
    assertEquals("tictactoe(rows=3,cols=3,k=3,overlines=win) .XO/.O./XOX X to move", state.toString());
  }

  // The winner examples of the reference, each reached by a legal game.

  @Test
  void xWinsOnTheMainDiagonal() {
    MnkState state = play(TTT, 0, 0, 0, 1, 2, 1, 1, 0, 1, 1, 2, 0, 2, 2);
    assertEquals(Outcome.win(Player.FIRST), state.outcome());
    assertEquals(cells(0, 0, 1, 1, 2, 2), state.winningLine());
    assertEquals(cells(0, 0, 1, 1, 2, 2), state.winningLine());
    assertTrue(state.isTerminal());
    assertEquals(List.of(), state.legalMoves());
  }

  @Test
  void oWinsTheLeftColumn() {
    MnkState state = play(TTT, 1, 1, 0, 0, 1, 2, 1, 0, 2, 1, 0, 1, 2, 2, 2, 0);
    assertEquals(Outcome.win(Player.SECOND), state.outcome());
    assertEquals(cells(0, 0, 1, 0, 2, 0), state.winningLine());
  }

  @Test
  void oWinsTheTopRow() {
    MnkState state = play(TTT, 1, 0, 0, 0, 1, 1, 2, 0, 2, 1, 0, 1, 2, 2, 0, 2);
    assertEquals(Outcome.win(Player.SECOND), state.outcome());
    assertEquals(cells(0, 0, 0, 1, 0, 2), state.winningLine());
  }

  @Test
  void xWinsTheMiddleColumn() {
    MnkState state = play(TTT, 2, 2, 1, 0, 0, 1, 2, 0, 1, 1, 1, 2, 2, 1);
    assertEquals(Outcome.win(Player.FIRST), state.outcome());
    assertEquals(cells(0, 1, 1, 1, 2, 1), state.winningLine());
  }

  @Test
  void referenceBoardsWithoutAWinner() {
    assertEquals(Outcome.ongoing(), play(TTT, 0, 0, 0, 1, 1, 1, 1, 0, 1, 2, 2, 0, 2, 1, 2, 2).outcome());
    assertEquals(Outcome.ongoing(), play(TTT, 0, 0, 0, 1, 1, 1, 1, 0, 2, 1, 2, 0).outcome());
  }

  @Test
  void antiDiagonalLineIsListedFromTheTop() {
    MnkState state = play(TTT, 2, 0, 0, 0, 1, 1, 0, 1, 0, 2);
    assertEquals(cells(0, 2, 1, 1, 2, 0), state.winningLine());
  }

  @Test
  void aStoneCompletingTwoLinesReportsTheHorizontalOne() {
    // X: (0,0) (0,1) (1,2) (2,2), then (0,2) completes the top row and the right column.
    MnkState state = play(TTT, 0, 0, 1, 0, 0, 1, 1, 1, 1, 2, 2, 0, 2, 2, 2, 1, 0, 2);
    assertEquals(Outcome.win(Player.FIRST), state.outcome());
    assertEquals(cells(0, 0, 0, 1, 0, 2), state.winningLine());
  }

  @Test
  void fullBoardWithoutALineIsADraw() {
    MnkState state = play(TTT, 0, 0, 1, 1, 2, 2, 0, 2, 2, 0, 1, 0, 1, 2, 2, 1, 0, 1);
    assertEquals(Outcome.draw(), state.outcome());
    assertEquals(9, state.stoneCount());
    assertEquals(List.of(), state.legalMoves());
  }

  @Test
  void overlinesWinByDefaultWithTheWholeRow() {
    MnkGame game = MnkGame.of(2, 7, 3);
    MnkState state = play(game, 0, 0, 1, 0, 0, 1, 1, 2, 0, 3, 1, 4, 0, 4, 1, 6, 0, 2);
    assertEquals(Outcome.win(Player.FIRST), state.outcome());
    assertEquals(cells(0, 0, 0, 1, 0, 2, 0, 3, 0, 4), state.winningLine());
  }

  @Test
  void overlinesDoNotWinWhenSoConfigured() {
    MnkGame game = MnkGame.builder().rows(2).cols(7).k(3).overlines(MnkGame.OverlineRule.NO_WIN).build();
    MnkState state = play(game, 0, 0, 1, 0, 0, 1, 1, 2, 0, 3, 1, 4, 0, 4, 1, 6, 0, 2);
    assertEquals(Outcome.ongoing(), state.outcome());
    MnkState won = state.play(Cell.of(1, 5));
    assertEquals(Outcome.win(Player.SECOND), won.outcome());
    assertEquals(cells(1, 4, 1, 5, 1, 6), won.winningLine());
  }

  @Test
  void kOfOneIsWonByTheFirstStone() {
    MnkState state = MnkGame.of(1, 1, 1).initialState().play(Cell.of(0, 0));
    assertEquals(Outcome.win(Player.FIRST), state.outcome());
    assertEquals(cells(0, 0), state.winningLine());
  }

  @Test
  void occupiedCellsAreRefusedWithAReasonAndASentence() {
    MnkState state = play(TTT, 1, 1);
    Optional<Violation> violation = state.check(Cell.of(1, 1));
    assertEquals(
        Optional.of(Violation.of(Reason.OCCUPIED, "Row 2, column 2 is already taken by X.")),
        violation);
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> state.play(Cell.of(1, 1)));
    assertEquals(violation.get(), e.violation());
    assertThrows(IllegalMoveException.class, () -> state.effectOf(Cell.of(1, 1)));
    assertEquals(play(TTT, 1, 1), state);
  }

  @Test
  void cellsOutsideTheBoardAreRefusedEvenAtTheIntLimits() {
    MnkState state = TTT.initialState();
    assertEquals(
        Optional.of(
            Violation.of(
                Reason.OUT_OF_BOUNDS,
                "Row 4, column 1 is outside the 3 x 3 board: rows go from 1 to 3 and columns from 1 to 3.")),
        state.check(Cell.of(3, 0)));
    assertEquals(Reason.OUT_OF_BOUNDS, state.check(Cell.of(0, -1)).orElseThrow().reason());
    Violation atLimits = state.check(Cell.of(Integer.MAX_VALUE, Integer.MIN_VALUE)).orElseThrow();
    assertEquals(Reason.OUT_OF_BOUNDS, atLimits.reason());
    assertTrue(atLimits.message().startsWith("Row 2147483648, column -2147483647 is outside"), atLimits::message);
    assertEquals(
        Reason.OUT_OF_BOUNDS,
        assertThrows(IllegalMoveException.class, () -> state.play(Cell.of(Integer.MIN_VALUE, 0))).reason());
    assertThrows(IllegalArgumentException.class, () -> state.at(Cell.of(3, 3)));
    assertEquals(TTT.initialState(), state);
  }

  @Test
  void askingAboutACellOffTheBoardIsRefusedWithTheRefusalsSentence() {
    // Row 1, column 4 would be the index of row 2, column 1 if the board were not checked.
    MnkState state = play(TTT, 1, 0);
    for (Cell off : List.of(Cell.of(0, 3), Cell.of(3, 0), Cell.of(-1, 0))) {
      String sentence = state.check(off).orElseThrow().message();
      assertEquals(sentence, assertThrows(IllegalArgumentException.class, () -> state.isEmpty(off)).getMessage());
      assertEquals(sentence, assertThrows(IllegalArgumentException.class, () -> state.at(off)).getMessage());
    }
    assertEquals(
        "Row 1, column 4 is outside the 3 x 3 board: rows go from 1 to 3 and columns from 1 to 3.",
        assertThrows(IllegalArgumentException.class, () -> state.isEmpty(Cell.of(0, 3))).getMessage());
  }

  @Test
  void gameOverIsCheckedFirst() {
    MnkState won = play(TTT, 0, 0, 1, 0, 0, 1, 1, 1, 0, 2);
    for (Cell cell : List.of(Cell.of(2, 2), Cell.of(0, 0), Cell.of(5, 5), Cell.of(-1, Integer.MAX_VALUE))) {
      Violation v = won.check(cell).orElseThrow();
      assertEquals(Reason.GAME_OVER, v.reason());
      assertEquals("The game is over (X has won); no more moves can be played.", v.message());
    }
    MnkState drawn = play(TTT, 0, 0, 1, 1, 2, 2, 0, 2, 2, 0, 1, 0, 1, 2, 2, 1, 0, 1);
    assertEquals(
        "The game is over (it ended in a draw); no more moves can be played.",
        drawn.check(Cell.of(0, 0)).orElseThrow().message());
  }

  @Test
  void legalMovesAreTheEmptyCellsInReadingOrder() {
    MnkState state = play(TTT, 1, 1, 0, 2);
    assertEquals(cells(0, 0, 0, 1, 1, 0, 1, 2, 2, 0, 2, 1, 2, 2), state.legalMoves());
    for (Cell cell : state.legalMoves()) {
      assertTrue(state.isLegal(cell));
      assertEquals(MoveEffect.NONE, state.effectOf(cell));
    }
    assertEquals(Optional.of(Player.FIRST), state.at(Cell.of(1, 1)));
    assertEquals(Optional.of(Player.SECOND), state.at(Cell.of(0, 2)));
    assertTrue(state.isEmpty(Cell.of(0, 0)));
    assertFalse(state.isEmpty(Cell.of(1, 1)));
    assertEquals(cells(1, 1), state.stonesOf(Player.FIRST));
    assertEquals(cells(0, 2), state.stonesOf(Player.SECOND));
    assertEquals(2, state.stoneCount());
    assertEquals(Player.FIRST, state.toMove());
    List<Cell> legal = state.legalMoves();
    assertEquals(
        "index 7 is outside the 7 legal moves",
        assertThrows(IndexOutOfBoundsException.class, () -> legal.get(7)).getMessage());
    assertEquals(
        "index -1 is outside the 7 legal moves",
        assertThrows(IndexOutOfBoundsException.class, () -> legal.get(-1)).getMessage());
  }

  @Test
  void playNeverChangesTheState() {
    MnkState state = play(TTT, 1, 1);
    String before = state.render();
    long hash = state.positionHash();
    MnkState next = state.play(Cell.of(0, 0));
    assertNotEquals(state, next);
    assertEquals(before, state.render());
    assertEquals(hash, state.positionHash());
    assertEquals(Player.SECOND, state.toMove());
  }

  @Test
  void transpositionsAreEqualWithEqualHashes() {
    for (MnkGame game : List.of(TTT, MnkGame.of(8, 8, 5), MnkGame.of(15, 15, 5), MnkGame.of(19, 19, 5))) {
      MnkState a = play(game, 0, 0, 1, 1, 2, 2, 0, 1);
      MnkState b = play(game, 2, 2, 0, 1, 0, 0, 1, 1);
      MnkState c = play(game, 2, 2, 1, 1, 0, 0, 0, 1);
      assertEquals(a, b);
      assertEquals(a, c);
      assertEquals(a.hashCode(), b.hashCode());
      assertEquals(a.positionHash(), c.positionHash());
      MnkState swapped = play(game, 0, 1, 1, 1, 2, 2, 0, 0);
      assertNotEquals(a, swapped);
      assertNotEquals(a.positionHash(), swapped.positionHash());
    }
  }

  @Test
  void statesOfDifferentGamesDiffer() {
    assertNotEquals(MnkGame.of(3, 3, 3).initialState(), MnkGame.of(3, 3, 2).initialState());
    assertNotEquals(
        MnkGame.of(3, 3, 3).initialState().positionHash(), MnkGame.of(3, 3, 2).initialState().positionHash());
    assertEquals(MnkGame.of(15, 15, 5).initialState(), MnkGame.of(15, 15, 5).initialState());
  }

  @Test
  void largeBoardsWinAcrossWordBoundaries() {
    MnkGame game = MnkGame.of(19, 19, 5);
    // X builds a diagonal from (1,1) to (5,5), O plays along the bottom row.
    MnkState state = game.initialState();
    for (int i = 1; i <= 5; i++) {
      state = state.play(Cell.of(i, i));
      if (i < 5) {
        assertEquals(Outcome.ongoing(), state.outcome());
        state = state.play(Cell.of(18, 2 * i));
      }
    }
    assertEquals(Outcome.win(Player.FIRST), state.outcome());
    assertEquals(cells(1, 1, 2, 2, 3, 3, 4, 4, 5, 5), state.winningLine());
    assertSame(MnkGame.class, state.game().getClass());
  }

  @Test
  void theHashOfAnEmptyBoardDependsOnEveryParameterOfTheGame() {
    List<MnkGame> games =
        List.of(
            MnkGame.of(3, 3, 3),
            MnkGame.of(3, 4, 3),
            MnkGame.of(4, 3, 3),
            MnkGame.of(5, 3, 3),
            MnkGame.of(3, 3, 2),
            MnkGame.of(3, 3, 1),
            MnkGame.builder().rows(3).cols(3).k(3).overlines(MnkGame.OverlineRule.NO_WIN).build(),
            MnkGame.of(64, 64, 64),
            MnkGame.of(64, 63, 64));
    assertEquals(
        games.size(),
        games.stream().map(g -> g.initialState().positionHash()).distinct().count(),
        games::toString);
  }
}
