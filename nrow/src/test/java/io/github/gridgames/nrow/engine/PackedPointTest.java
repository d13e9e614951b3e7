package io.github.gridgames.nrow.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.gridgames.nrow.Point;
import org.junit.jupiter.api.Test;

class PackedPointTest {

  @Test
  void packingRoundTripsEveryPoint() {
    qt().withFixedSeed(5L)
        .forAll(integers().all(), integers().all())
        .checkAssert(
            (x, y) -> {
              long packed = PackedPoint.of(x, y);
              assertEquals((int) x, PackedPoint.x(packed));
              assertEquals((int) y, PackedPoint.y(packed));
              assertEquals(Point.of(x, y), PackedPoint.toPoint(packed));
              assertEquals(packed, PackedPoint.of(Point.of(x, y)));
            });
  }

  @Test
  void everyLongIsOnePoint() {
    qt().withFixedSeed(6L)
        .forAll(longs().all())
        .checkAssert(p -> assertEquals((long) p, PackedPoint.of(PackedPoint.toPoint(p))));
  }

  @Test
  void nullIsRefused() {
    assertThrows(NullPointerException.class, () -> PackedPoint.of(null));
  }
}
