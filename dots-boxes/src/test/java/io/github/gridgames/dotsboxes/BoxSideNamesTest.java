package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.gridgames.core.NotationException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The contest's box-side names: the bot contest's A1 and L T R B. */
class BoxSideNamesTest {

  private final DotsBoxes game = DotsBoxes.of(2, 2);
  private final BoxSideNotation names = game.boxSideNames();

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
}
