package io.github.gridgames.tictactoe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class NotationTest {

  private static final MnkGame TTT = MnkGame.ticTacToe();
  private static final Notation<Cell> ROW_COL = TTT.rowCol();
  private static final Notation<Cell> ALGEBRAIC = TTT.algebraic();

  @Test
  void rowColCountsFromOneAtTheTopLeft() {
    assertSame(ROW_COL, TTT.notation());
    assertEquals("1 1", ROW_COL.format(Cell.of(0, 0)));
    assertEquals("2 3", ROW_COL.format(Cell.of(1, 2)));
    assertEquals("3 1", ROW_COL.format(Cell.of(2, 0)));
    assertEquals(Cell.of(1, 2), ROW_COL.parse("2 3"));
    assertEquals(Cell.of(1, 2), ROW_COL.parse("   2     3  "));
    assertEquals(Cell.of(1, 2), ROW_COL.parse("\t2\t3\r\n"));
    assertEquals(Cell.of(1, 2), ROW_COL.parse("+2 03"));
    assertEquals("row column, from 1 1 at the top left to 3 3", ROW_COL.syntax());
    assertEquals("row column, from 1 1 at the top left to 6 7", MnkGame.of(6, 7, 4).notation().syntax());
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "   ", "2", " 2 ", "2 3 1", "a b", "2,3", "2x 3", "2 3x", "- 3", "2 +", "x", "2-3", "２ ３"})
  void rowColWrongFormatSaysWhereReadingStopped(String text) {
    NotationException e = assertThrows(NotationException.class, () -> ROW_COL.parse(text));
    assertEquals(e.position(), e.end(), e::getMessage);
    assertTrue(e.expected().startsWith("a row number and a column number separated by a space"), e::expected);
  }

  @Test
  void rowColFormatErrorsSayWhere() {
    NotationException e = assertThrows(NotationException.class, () -> ROW_COL.parse("2 3 1"));
    assertEquals(4, e.position());
    assertEquals("a row number and a column number separated by a space, such as '2 3', and nothing after the column number", e.expected());
    assertEquals(1, assertThrows(NotationException.class, () -> ROW_COL.parse("2x 3")).position());
    assertEquals(2, assertThrows(NotationException.class, () -> ROW_COL.parse(" 2")).position());
  }

  @Test
  void rowColOutOfRangeSpansTheNumberAndNamesTheRange() {
    NotationException row = assertThrows(NotationException.class, () -> ROW_COL.parse("4 1"));
    assertEquals("a row from 1 to 3", row.expected());
    assertEquals(0, row.position());
    assertEquals(1, row.end());
    assertEquals("expected a row from 1 to 3 at position 0 of \"4 1\", found '4'", row.getMessage());
    NotationException col = assertThrows(NotationException.class, () -> ROW_COL.parse(" 1  10"));
    assertEquals("a column from 1 to 3", col.expected());
    assertEquals(4, col.position());
    assertEquals(6, col.end());
    assertEquals("expected a column from 1 to 3 at position 4 of \" 1  10\", found '10'", col.getMessage());
    for (String text : List.of("-1 2", "1 -2147483648", "99999999999999999999 1", "2147483648 1", "1 4", "0 0")) {
      NotationException e = assertThrows(NotationException.class, () -> ROW_COL.parse(text), text);
      assertTrue(e.expected().endsWith("from 1 to 3") && e.end() > e.position(), e::getMessage);
    }
    assertEquals(
        "a column from 1 to 7",
        assertThrows(NotationException.class, () -> MnkGame.of(6, 7, 4).notation().parse("6 8")).expected());
  }

  @Test
  void algebraicUsesColumnLettersAndRowsFromTheBottom() {
    assertEquals("a1", ALGEBRAIC.format(Cell.of(2, 0)));
    assertEquals("a3", ALGEBRAIC.format(Cell.of(0, 0)));
    assertEquals("b2", ALGEBRAIC.format(Cell.of(1, 1)));
    assertEquals("c3", ALGEBRAIC.format(Cell.of(0, 2)));
    assertEquals(Cell.of(1, 1), ALGEBRAIC.parse("b2"));
    assertEquals(Cell.of(1, 1), ALGEBRAIC.parse(" B2\n"));
    assertEquals(Cell.of(2, 2), ALGEBRAIC.parse("c01"));
    MnkGame gomoku = MnkGame.of(15, 15, 5);
    Notation<Cell> algebraic = gomoku.algebraic();
    assertEquals("h8", algebraic.format(Cell.of(7, 7)));
    assertEquals("o15", algebraic.format(Cell.of(0, 14)));
    assertEquals(Cell.of(14, 0), algebraic.parse("a1"));
    MnkGame wide = MnkGame.of(2, 64, 5);
    Notation<Cell> wideAlgebraic = wide.algebraic();
    assertEquals("z1", wideAlgebraic.format(Cell.of(1, 25)));
    assertEquals("aa1", wideAlgebraic.format(Cell.of(1, 26)));
    assertEquals("ab2", wideAlgebraic.format(Cell.of(0, 27)));
    assertEquals("bl1", wideAlgebraic.format(Cell.of(1, 63)));
    assertEquals(Cell.of(1, 26), wideAlgebraic.parse("AA1"));
    assertEquals("column letter and row number, from a1 at the bottom left to bl2", wideAlgebraic.syntax());
  }

  @ParameterizedTest
  @ValueSource(strings = {"", " ", "2b", "b", "b2x", "b 2", "b-2", "2", "é2", "b+2", "b2 2"})
  void algebraicWrongFormatSaysWhereReadingStopped(String text) {
    NotationException e = assertThrows(NotationException.class, () -> ALGEBRAIC.parse(text));
    assertEquals(e.position(), e.end(), e::getMessage);
  }

  @Test
  void algebraicOutOfRangeSpansTheCoordinateAndNamesTheRange() {
    NotationException col = assertThrows(NotationException.class, () -> ALGEBRAIC.parse(" d1"));
    assertEquals("expected a column from a to c at position 1 of \" d1\", found 'd'", col.getMessage());
    assertEquals(2, col.end());
    NotationException row = assertThrows(NotationException.class, () -> ALGEBRAIC.parse("a14"));
    assertEquals("expected a row from 1 to 3 at position 1 of \"a14\", found '14'", row.getMessage());
    for (String text : List.of("a0", "aa1", "zzzzzzzzzz1", "a99999999999999999999")) {
      NotationException e = assertThrows(NotationException.class, () -> ALGEBRAIC.parse(text), text);
      assertTrue(e.end() > e.position(), e::getMessage);
    }
  }

  @Test
  void theNotationsOfEqualGamesAreEqual() {
    MnkGame one = MnkGame.of(4, 4, 3);
    MnkGame two = MnkGame.of(4, 4, 3);
    assertEquals(one.notations(), two.notations());
    assertEquals(one.algebraic().hashCode(), two.algebraic().hashCode());
    assertNotEquals(one.notation(), MnkGame.of(4, 4, 4).notation());
    assertNotEquals(one.notation(), one.algebraic());
  }

  @Test
  void everyCellRoundTripsAndFormatsDistinctlyInBothNotations() {
    for (MnkGame game : List.of(TTT, MnkGame.of(2, 7, 3), MnkGame.of(9, 2, 2), MnkGame.of(19, 19, 5), MnkGame.of(64, 64, 5))) {
      for (Notation<Cell> notation : game.notations()) {
        Set<String> texts = new HashSet<>();
        for (Cell cell : game.cells()) {
          String text = notation.format(cell);
          assertEquals(cell, notation.parse(text), () -> notation.name() + " " + text);
          assertEquals(cell, notation.parse("  " + text.toUpperCase() + "\t"), () -> notation.name() + " " + text);
          assertTrue(texts.add(text), () -> "duplicate " + text);
        }
      }
    }
  }

  @Test
  void formattingACellOffTheBoardIsRefused() {
    for (Notation<Cell> notation : TTT.notations()) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> notation.format(Cell.of(3, 0)));
      assertEquals("cannot write row 4, column 1: it is outside the 3 x 3 board", e.getMessage());
      assertThrows(IllegalArgumentException.class, () -> notation.format(Cell.of(Integer.MIN_VALUE, -1)));
    }
  }

  @Test
  void aNotationIsWrittenAsItsName() {
    assertEquals(List.of("row-col", "algebraic"), TTT.notations().stream().map(Object::toString).toList());
  }

  @Test
  void unknownNotationNamesAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> TTT.notation("chess"));
  }
}
