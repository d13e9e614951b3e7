package io.github.gridgames.dotsboxes.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.NotationException;
import io.github.gridgames.dotsboxes.Box;
import org.junit.jupiter.api.Test;

class BoxNamesTest {

  private final BoxNames names = new BoxNames(3, 30);

  @Test
  void namesAndReadsEveryBoxBack() {
    for (int row = 0; row < 3; row++) {
      for (int col = 0; col < 30; col++) {
        Box box = Box.of(row, col);
        String name = names.boxName(box);
        TextCursor in = new TextCursor(name.toLowerCase(java.util.Locale.ROOT) + " R");
        assertEquals(box, names.readBox(in));
        assertEquals(name.length(), in.pos());
      }
    }
    assertEquals("A1", names.boxName(Box.of(2, 0)));
    assertEquals("AD3", names.boxName(Box.of(0, 29)));
  }

  @Test
  void refusesBoxesOffTheBoardNamingTheRange() {
    assertTrue(refusal("AE1").getMessage().contains("a column letter from A to AD"), "AE1");
    assertTrue(refusal("1").getMessage().contains("a column letter from A to AD"), "1");
    assertTrue(refusal("A4").getMessage().contains("a row number from 1 to 3"), "A4");
    assertTrue(refusal("A0").getMessage().contains("a row number from 1 to 3"), "A0");
  }

  @Test
  void refusesAnEmptyBoard() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new BoxNames(0, 3));
    assertEquals("a board has at least 1 x 1 boxes, got 0 x 3", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> BoxNames.columnName(-1));
  }

  private NotationException refusal(String text) {
    return assertThrows(NotationException.class, () -> names.readBox(new TextCursor(text)));
  }
}
