package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.gridgames.core.NotationException;
import org.junit.jupiter.api.Test;

/** The web game's line numbers as a notation, on square boards only. */
class LineNumberNotationTest {

  private final DotsBoxes game = DotsBoxes.of(4, 4);

  @Test
  void theLineNumberNotationReadsAndWritesNumbers() {
    var notation = game.notation(LineNumberNotation.NAME);
    assertEquals("36", notation.format(Edge.vertical(0, 4)));
    assertEquals(Edge.vertical(0, 4), notation.parse(" 36 "));
    assertEquals("a line number from 0 to 39", notation.syntax());
    NotationException outOfRange = assertThrows(NotationException.class, () -> notation.parse("40"));
    assertEquals(0, outOfRange.position());
    assertEquals("a line number from 0 to 39", outOfRange.expected());
    assertThrows(NotationException.class, () -> notation.parse("07"));
    assertThrows(NotationException.class, () -> notation.parse("-1"));
    assertThrows(NotationException.class, () -> notation.parse(""));
    assertThrows(NotationException.class, () -> notation.parse("3 4"));
    assertThrows(IllegalArgumentException.class, () -> notation.format(Edge.of(0, 0, 1, 1)));
  }

  /** On a 4 x 4 board: the top border is 0 to 3, the left border 20, 24, 28, 32, the right 36 to 39. */
  @Test
  void theNumbersFollowTheWebGame() {
    var notation = game.notation(LineNumberNotation.NAME);
    assertEquals(Edge.horizontal(0, 3), notation.parse("3"));
    assertEquals(Edge.horizontal(4, 0), notation.parse("16"));
    assertEquals(Edge.vertical(0, 0), notation.parse("20"));
    assertEquals(Edge.vertical(3, 0), notation.parse("32"));
    assertEquals(Edge.vertical(0, 3), notation.parse("23"));
    assertEquals(Edge.vertical(3, 4), notation.parse("39"));
    for (int line = 0; line < 40; line++) {
      assertEquals(Integer.toString(line), notation.format(notation.parse(Integer.toString(line))));
    }
  }

  @Test
  void onlySquareBoardsHaveIt() {
    DotsBoxes wide = DotsBoxes.of(2, 3);
    assertThrows(IllegalArgumentException.class, () -> wide.notation(LineNumberNotation.NAME));
    assertFalse(wide.notations().stream().anyMatch(n -> n.name().equals(LineNumberNotation.NAME)));
    assertEquals(
        "the web game's line numbers are defined for square boards only; this board is 2 x 3 boxes",
        assertThrows(IllegalArgumentException.class, () -> new LineNumberNotation(wide)).getMessage());
  }
}
