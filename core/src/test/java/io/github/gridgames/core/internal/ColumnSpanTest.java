package io.github.gridgames.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.function.ToIntFunction;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The one rule for the part of a wide board that a screen shows. */
class ColumnSpanTest {

  /** A drawing of 4 characters a column after a margin of 3, as an m,n,k board. */
  private static final ToIntFunction<ColumnSpan> DRAWING = span -> 3 + 4 * span.count() + 1;

  @Test
  void theWholeBoardWhenItFitsElseTheWidestRunAroundTheFocus() {
    assertEquals(new ColumnSpan(0, 9), ColumnSpan.fitting(0, 9, 5, 80, DRAWING));
    // 80 columns hold 19 of 30: centred on column 15, on the edge for columns 0 and 29.
    assertEquals(new ColumnSpan(6, 24), ColumnSpan.fitting(0, 29, 15, 80, DRAWING));
    assertEquals(new ColumnSpan(0, 18), ColumnSpan.fitting(0, 29, 0, 80, DRAWING));
    assertEquals(new ColumnSpan(11, 29), ColumnSpan.fitting(0, 29, 29, 80, DRAWING));
    assertEquals(new ColumnSpan(11, 29), ColumnSpan.fitting(0, 29, 99, 80, DRAWING), "a focus beyond the edge");
    // The extra column of an even span falls after the focus.
    assertEquals(new ColumnSpan(5, 8), ColumnSpan.fitting(0, 29, 6, 20, DRAWING));
    // Nothing fits: one column.
    assertEquals(new ColumnSpan(7, 7), ColumnSpan.fitting(0, 29, 7, 2, DRAWING));
  }

  @Test
  void theSpanIsTheWidestThatFitsAtTheIntLimits() {
    for (int columns = 1; columns < 200; columns++) {
      ColumnSpan span = ColumnSpan.fitting(Integer.MAX_VALUE - 40, Integer.MAX_VALUE, Integer.MAX_VALUE - 3, columns, DRAWING);
      int widest = Math.max(1, Math.min(41, (columns - 4) / 4));
      assertEquals(widest, span.count(), "at " + columns + " columns");
      assertEquals(true, span.contains(Integer.MAX_VALUE - 3));
    }
  }

  @Test
  void aSpanContainsItsColumnsFromFirstToLast() {
    ColumnSpan span = new ColumnSpan(3, 5);
    assertEquals(List.of(false, true, true, true, false), IntStream.rangeClosed(2, 6).mapToObj(span::contains).toList());
  }

  @Test
  void anEmptySpanIsRefused() {
    assertEquals(
        "a span of columns needs first <= last, got 3..2",
        assertThrows(IllegalArgumentException.class, () -> new ColumnSpan(3, 2)).getMessage());
    assertThrows(NullPointerException.class, () -> ColumnSpan.fitting(0, 1, 0, 80, null));
  }
}
