package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The values of the game: {@link Edge}, {@link Edge.Dot} and {@link Box}. */
class MoveValuesTest {

  @Test
  void valuesAreMadeByFactoriesOnly() {
    for (Class<?> type : List.of(Edge.class, Edge.Dot.class, Box.class)) {
      assertEquals(0, type.getConstructors().length, type + " has a public constructor");
    }
  }

  @Test
  void everyFactoryOfAnEdgeMakesTheSameValue() {
    Edge h = Edge.of(2, 3, 2, 4);
    assertEquals(h, Edge.horizontal(2, 3));
    assertEquals(h, Edge.of(Edge.Dot.of(2, 3), Edge.Dot.of(2, 4)));
    assertEquals(h, Edge.of(Edge.Dot.of(2, 4), Edge.Dot.of(2, 3)));
    assertEquals(h, Edge.of(2, 4, 2, 3));
    assertEquals(h.hashCode(), Edge.of(2, 4, 2, 3).hashCode());
    Edge v = Edge.vertical(2, 3);
    assertEquals(Edge.of(3, 3, 2, 3), v);
    assertEquals(Edge.Dot.of(2, 3), v.from());
    assertEquals(Edge.Dot.of(3, 3), v.to());
    assertNotEquals(h, v);
    assertNotEquals(h, Edge.of(2, 3, 2, 5));
    assertNotEquals(h, "(2,3)-(2,4)");
    assertThrows(NullPointerException.class, () -> Edge.of(null, Edge.Dot.of(0, 0)));
    assertThrows(NullPointerException.class, () -> Edge.of(Edge.Dot.of(0, 0), null));
    assertEquals(
        "a horizontal line needs a dot right of column 2147483647, which has no int column",
        assertThrows(IllegalArgumentException.class, () -> Edge.horizontal(0, Integer.MAX_VALUE)).getMessage());
    assertEquals(
        "a vertical line needs a dot below row 2147483647, which has no int row",
        assertThrows(IllegalArgumentException.class, () -> Edge.vertical(Integer.MAX_VALUE, 0)).getMessage());
  }

  @Test
  void valuesPrintAsTheDotPairNotationWritesThem() {
    DotsBoxes game = DotsBoxes.of(3, 4);
    for (Edge edge : game.edges()) {
      assertEquals(game.dotPairs().format(edge), edge.toString());
      assertEquals(edge, game.dotPairs().parse(edge.toString()));
      assertEquals("(" + edge.from().row() + "," + edge.from().col() + ")", edge.from().toString());
    }
    assertEquals("(0,0)-(0,1)", Edge.of(0, 1, 0, 0).toString());
    assertEquals("(-1,0)-(5,7)", Edge.of(5, 7, -1, 0).toString());
    assertEquals("(2,-3)", Edge.Dot.of(2, -3).toString());
    assertEquals("box (1,2)", Box.of(1, 2).toString());
  }

  @Test
  void dotsAndBoxesAreEqualByTheirCoordinatesAndOrderedByRowThenColumn() {
    SplittableRandom random = new SplittableRandom(3);
    for (int i = 0; i < 500; i++) {
      int r1 = random.nextInt(-3, 4);
      int c1 = random.nextInt(-3, 4);
      int r2 = random.nextInt(-3, 4);
      int c2 = random.nextInt(-3, 4);
      Edge.Dot a = Edge.Dot.of(r1, c1);
      Edge.Dot b = Edge.Dot.of(r2, c2);
      int order = r1 != r2 ? Integer.compare(r1, r2) : Integer.compare(c1, c2);
      assertEquals(Integer.signum(order), Integer.signum(a.compareTo(b)));
      assertEquals(order == 0, a.equals(b));
      assertEquals(order == 0, Box.of(r1, c1).equals(Box.of(r2, c2)));
      assertEquals(Integer.signum(order), Integer.signum(Box.of(r1, c1).compareTo(Box.of(r2, c2))));
      if (order == 0) {
        assertEquals(a.hashCode(), b.hashCode());
        assertEquals(Box.of(r1, c1).hashCode(), Box.of(r2, c2).hashCode());
      }
      Edge edge = Edge.of(a, b);
      assertTrue(edge.from().compareTo(edge.to()) <= 0, edge::toString);
      assertEquals(edge, Edge.of(b, a));
      assertEquals(r1, a.row());
      assertEquals(c1, a.col());
      assertEquals(r1, Box.of(r1, c1).row());
      assertEquals(c1, Box.of(r1, c1).col());
    }
    assertNotEquals(Box.of(0, 0), Edge.Dot.of(0, 0));
    assertNotEquals(Edge.Dot.of(0, 0), Box.of(0, 0));
  }
}
