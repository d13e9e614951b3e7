package io.github.gridgames.tictactoe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link Cell}: a final value made by {@code of}, printed as its row-col text. */
class CellTest {

  @Test
  void toStringIsTheRowColText() {
    assertEquals("2 2", Cell.of(1, 1).toString());
    assertEquals("1 1", Cell.of(0, 0).toString());
    assertEquals("2 3", Cell.of(1, 2).toString());
    assertEquals("15 1", Cell.of(14, 0).toString());
  }

  /** On every board, a cell prints as the default notation writes it, and that text reads back. */
  @Test
  void toStringIsWhatTheDefaultNotationWrites() {
    for (MnkGame game : List.of(MnkGame.ticTacToe(), MnkGame.of(2, 7, 3), MnkGame.of(15, 15, 5), MnkGame.of(64, 3, 3))) {
      for (Cell cell : game.cells()) {
        assertEquals(game.rowCol().format(cell), cell.toString());
        assertEquals(game.notation().format(cell), cell.toString());
        assertEquals(cell, game.rowCol().parse(cell.toString()));
      }
    }
  }

  @Test
  void cellsOffEveryBoardPrintToo() {
    assertEquals("0 1", Cell.of(-1, 0).toString());
    assertEquals("-2147483647 2147483648", Cell.of(Integer.MIN_VALUE, Integer.MAX_VALUE).toString());
    assertEquals("row -2147483647, column 2147483648", Cell.of(Integer.MIN_VALUE, Integer.MAX_VALUE).describe());
  }

  @Test
  void describeSaysRowAndColumnCountedFromOne() {
    assertEquals("row 2, column 3", Cell.of(1, 2).describe());
    assertEquals("row 1, column 1", Cell.of(0, 0).describe());
  }

  @Test
  void equalityIsByRowAndColumn() {
    Random random = new Random(7);
    for (int i = 0; i < 1000; i++) {
      int row = random.nextInt(5) - 1;
      int col = random.nextInt(5) - 1;
      Cell cell = Cell.of(row, col);
      assertEquals(row, cell.row());
      assertEquals(col, cell.col());
      assertEquals(Cell.of(row, col), cell);
      assertEquals(Cell.of(row, col).hashCode(), cell.hashCode());
      assertNotEquals(Cell.of(row + 1, col), cell);
      assertNotEquals(Cell.of(row, col + 1), cell);
    }
    assertNotEquals(Cell.of(1, 2), Cell.of(2, 1));
    assertFalse(Cell.of(0, 0).equals("1 1"));
  }

  /** The factory is the one way to make a cell: the class is final, with no public constructor. */
  @Test
  void aFinalClassWithoutPublicConstructor() {
    assertEquals(true, Modifier.isFinal(Cell.class.getModifiers()));
    assertFalse(Cell.class.isRecord());
    assertEquals(0, Cell.class.getConstructors().length);
  }
}
