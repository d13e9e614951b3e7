package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;
import org.junit.jupiter.api.Test;

/** The default notation: two dots. */
class DotPairNotationTest {

  private final Notation<Edge> notation = DotsBoxes.of(3, 3).dotPairs();

  @Test
  void readsTwoDotsInEitherOrderWithAnySpacing() {
    assertEquals("dot-pair", notation.name());
    assertEquals(DotsBoxes.of(3, 3).notation(), notation);
    assertEquals(Edge.of(0, 0, 0, 1), notation.parse("(0,0)-(0,1)"));
    assertEquals(Edge.of(0, 0, 0, 1), notation.parse(" ( 0 , 1 ) - ( 0 , 0 ) "));
    assertEquals(Edge.of(-1, 0, 0, 0), notation.parse("(-1,0)-(0,0)"));
    assertEquals(Edge.of(0, 0, 2, 2), notation.parse("(2,2)-(0,0)"));
    assertEquals("(0,0)-(0,1)", notation.format(Edge.of(0, 1, 0, 0)));
    assertEquals(
        Edge.of(Integer.MIN_VALUE, 0, Integer.MAX_VALUE, 0),
        notation.parse("(2147483647,0)-(-2147483648,0)"));
  }

  @Test
  void readsDotsWithoutTheirParentheses() {
    assertEquals(Edge.of(0, 0, 0, 1), notation.parse("0,0-0,1"));
    assertEquals(Edge.of(0, 0, 1, 0), notation.parse(" 1 , 0 - 0 , 0 "));
    assertEquals(Edge.of(0, 0, 1, 0), notation.parse("(0,0)-1,0"));
    assertEquals(Edge.of(-1, 0, 0, 0), notation.parse("0,0--1,0"));
    NotationException unclosed = assertThrows(NotationException.class, () -> notation.parse("(0,0-0,1"));
    assertEquals("')' closing the dot", unclosed.expected());
    NotationException stray = assertThrows(NotationException.class, () -> notation.parse("0,0)-0,1"));
    assertEquals("'-' between the two dots", stray.expected());
    NotationException letter = assertThrows(NotationException.class, () -> notation.parse("a1-a2"));
    assertEquals(0, letter.position());
    assertEquals("an integer row of the first dot, such as (0,0)", letter.expected());
  }

  @Test
  void parseErrorsSayWhatWasExpectedWhere() {
    NotationException e = assertThrows(NotationException.class, () -> notation.parse("(0,0) (0,1)"));
    assertEquals(6, e.position());
    assertEquals("'-' between the two dots", e.expected());
    NotationException number = assertThrows(NotationException.class, () -> notation.parse("(0,x)-(0,1)"));
    assertEquals(3, number.position());
    assertEquals("an integer column", number.expected());
    NotationException big =
        assertThrows(NotationException.class, () -> notation.parse("(2147483648,0)-(0,0)"));
    assertEquals(1, big.position());
    assertThrows(NotationException.class, () -> notation.parse("(0,0)-(0,1"));
    assertThrows(NotationException.class, () -> notation.parse("(0,0)-(0,1)x"));
    assertThrows(NotationException.class, () -> notation.parse(""));
    assertThrows(NotationException.class, () -> notation.parse("(- 1,0)-(0,0)"));
  }
}
