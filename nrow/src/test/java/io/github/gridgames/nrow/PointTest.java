package io.github.gridgames.nrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@link Point}: a value of its coordinates printed as its default notation; {@link Point#plus}:
 * exact sums for any {@code long} change, empty beyond the plane.
 */
class PointTest {

  @Test
  void aPointIsAValueOfItsCoordinates() {
    Point p = Point.of(-3, 7);
    assertEquals(-3, p.x());
    assertEquals(7, p.y());
    assertEquals(Point.of(-3, 7), p);
    assertEquals(Point.of(-3, 7).hashCode(), p.hashCode());
    assertNotEquals(Point.of(7, -3), p);
    assertNotEquals(Point.of(-3, 8), p);
    assertNotEquals(Point.of(-2, 7), p);
    assertNotEquals(p, (Object) "-3,7");
    assertSame(Point.ORIGIN, Point.of(0, 0));
    assertEquals(0, Point.ORIGIN.x() | Point.ORIGIN.y());
  }

  @Test
  void aPointPrintsAsItsDefaultNotation() {
    NRow game = NRow.of(5, 3);
    for (Point p : new Point[] {Point.of(-3, 7), Point.ORIGIN, Point.of(MIN, MAX), Point.of(MAX, MIN)}) {
      assertEquals(game.notation().format(p), p.toString());
      assertEquals(p, game.notation().parse(p.toString()));
    }
    assertEquals("-3,7", Point.of(-3, 7).toString());
  }

  private static final int MAX = Integer.MAX_VALUE;
  private static final int MIN = Integer.MIN_VALUE;

  @Test
  void aMoveWithinThePlaneGivesThePoint() {
    assertEquals(Optional.of(Point.of(2, -5)), Point.of(-1, 3).plus(3, -8));
    assertEquals(Optional.of(Point.of(MAX, MIN)), Point.of(MIN, MAX).plus(0xFFFF_FFFFL, -0xFFFF_FFFFL));
    assertEquals(Optional.of(Point.of(MIN, MAX)), Point.of(MAX, MIN).plus(-0xFFFF_FFFFL, 0xFFFF_FFFFL));
  }

  @Test
  void aMoveBeyondTheEndOfThePlaneIsEmptyWhateverItsSize() {
    for (long delta : new long[] {0x1_0000_0000L, 0x1_0000_0001L, 1L << 40, Long.MAX_VALUE, Long.MIN_VALUE, -(1L << 40), -0x1_0000_0001L, -0x1_0000_0000L}) {
      assertEquals(Optional.empty(), Point.ORIGIN.plus(delta, 0), "dx " + delta);
      assertEquals(Optional.empty(), Point.ORIGIN.plus(0, delta), "dy " + delta);
      assertEquals(Optional.empty(), Point.of(MIN, MAX).plus(delta, delta), "both " + delta);
    }
    assertEquals(Optional.empty(), Point.of(MAX, 0).plus(1, 0));
    assertEquals(Optional.empty(), Point.of(0, MIN).plus(0, -1));
  }
}
