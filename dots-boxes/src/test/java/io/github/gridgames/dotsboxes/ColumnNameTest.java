package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import org.junit.jupiter.api.Test;

/** Every {@code int} either names exactly one column or is refused, as documented. */
class ColumnNameTest {

  /** Reads spreadsheet letters back to a zero-based index, independently of the code under test. */
  private static long indexOf(String letters) {
    long value = 0;
    for (char c : letters.toCharArray()) {
      value = value * 26 + (c - 'A' + 1);
    }
    return value - 1;
  }

  @Test
  void theLimitsHaveNames() {
    assertEquals("FXSHRXX", BoxSideNotation.columnName(Integer.MAX_VALUE));
    assertEquals("FXSHRXW", BoxSideNotation.columnName(Integer.MAX_VALUE - 1));
    assertEquals("ZZ", BoxSideNotation.columnName(701));
    assertEquals("AAA", BoxSideNotation.columnName(702));
  }

  @Test
  void everyNonNegativeIntNamesItsOwnColumn() {
    qt().forAll(integers().between(0, Integer.MAX_VALUE)).checkAssert(col -> {
      String name = BoxSideNotation.columnName(col);
      assertTrue(name.matches("[A-Z]{1,7}"), name);
      assertEquals(col.longValue(), indexOf(name), name);
    });
    for (int col = 0; col < 20_000; col++) {
      assertEquals(col, indexOf(BoxSideNotation.columnName(col)));
    }
  }

  @Test
  void everyNegativeIntIsRefusedWithItsValue() {
    qt().forAll(integers().between(Integer.MIN_VALUE, -1)).checkAssert(col ->
        assertEquals(
            "a column index must be >= 0, got " + col,
            assertThrows(IllegalArgumentException.class, () -> BoxSideNotation.columnName(col)).getMessage()));
    assertEquals(
        "a column index must be >= 0, got -2147483648",
        assertThrows(IllegalArgumentException.class, () -> BoxSideNotation.columnName(Integer.MIN_VALUE)).getMessage());
  }
}
