package io.github.gridgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import org.junit.jupiter.api.Test;

/** What a {@link Terminal} knows of the screen: whether to show progress, and its width. */
class TerminalTest {

  private static Terminal pipes() {
    return Terminal.of(new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(), new ByteArrayOutputStream());
  }

  @Test
  void pipesShowNoProgressAndAre80Wide() {
    Terminal terminal = pipes();
    assertFalse(terminal.showsProgress());
    assertEquals(80, terminal.columns());
    assertTrue(terminal.withErrIsTerminal(true).showsProgress());
  }

  @Test
  void theWidthComesFromColumnsWhenItIsANumber() {
    assertEquals(80, Terminal.columnsOf(null));
    assertEquals(80, Terminal.columnsOf(""));
    assertEquals(80, Terminal.columnsOf("wide"));
    assertEquals(80, Terminal.columnsOf("-5"));
    assertEquals(132, Terminal.columnsOf(" 132 "));
    assertEquals(Terminal.MIN_COLUMNS, Terminal.columnsOf("3"));
    assertEquals(Terminal.MAX_COLUMNS, Terminal.columnsOf("999999999"));
  }

  @Test
  void aWidthOutOfRangeIsRefused() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> pipes().withColumns(5));
    assertEquals("columns must be from 20 to 1000, got 5", e.getMessage());
  }
}
