package io.github.gridgames.nrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

class TilesTest {

  private static final Gen<Integer> COORDINATE =
      integers()
          .all()
          .mix(integers().between(-20, 20), 30)
          .mix(
              Generate.pick(
                  List.of(
                      Integer.MIN_VALUE, Integer.MIN_VALUE + 1, Integer.MIN_VALUE + 5, Integer.MIN_VALUE + 8,
                      Integer.MAX_VALUE, Integer.MAX_VALUE - 1, Integer.MAX_VALUE - 7, Integer.MAX_VALUE - 8)),
              40);

  @Test
  void everyPointHasOneTileBitThatMapsBack() {
    qt().withFixedSeed(31L)
        .withExamples(3000)
        .forAll(COORDINATE, COORDINATE)
        .checkAssert(
            (x, y) -> {
              long key = Tiles.key(x, y);
              long bit = Tiles.bit(x, y);
              assertEquals(1, Long.bitCount(bit));
              assertEquals(Point.pack(x, y), Tiles.pointOf(key, Long.numberOfTrailingZeros(bit)));
            });
  }

  @Test
  void diamondIsExactlyThePointsWithinDistanceInsideThePlane() {
    qt().withFixedSeed(32L)
        .withExamples(1500)
        .forAll(COORDINATE, COORDINATE, integers().between(0, NRow.MAX_DISTANCE))
        .checkAssert(
            (x, y, d) -> {
              Point center = Point.of(x, y);
              Set<Long> expected = new HashSet<>();
              for (int dx = -d; dx <= d; dx++) {
                for (int dy = -d; dy <= d; dy++) {
                  if (Math.abs(dx) + Math.abs(dy) <= d) {
                    center.plus(dx, dy).ifPresent(p -> expected.add(p.pack()));
                  }
                }
              }
              Tiles.Masks masks = Tiles.diamond(center, d);
              Set<Long> actual = new HashSet<>();
              Set<Long> keys = new HashSet<>();
              for (int i = 0; i < masks.size(); i++) {
                assertEquals(true, keys.add(masks.key(i)), "tile listed twice");
                for (long bits = masks.mask(i); bits != 0; bits &= bits - 1) {
                  actual.add(Tiles.pointOf(masks.key(i), Long.numberOfTrailingZeros(bits)));
                }
              }
              assertEquals(expected, actual);
            });
  }
}
