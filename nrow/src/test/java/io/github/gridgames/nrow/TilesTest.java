package io.github.gridgames.nrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import io.github.gridgames.nrow.internal.PackedPoint;
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
              int bit = Tiles.bit(x, y);
              assertEquals(true, bit >= 0 && bit < 64);
              assertEquals(PackedPoint.of(x, y), Tiles.pointOf(x >> 3, y >> 3, bit));
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
                    center.plus(dx, dy).ifPresent(p -> expected.add(PackedPoint.of(p.x(), p.y())));
                  }
                }
              }
              Tiles.Masks masks = Tiles.diamond(x, y, d);
              Set<Long> actual = new HashSet<>();
              Set<Long> tiles = new HashSet<>();
              for (int i = 0; i < masks.size; i++) {
                assertEquals(true, tiles.add(PackedPoint.of(masks.tx[i], masks.ty[i])), "tile listed twice");
                for (long bits = masks.masks[i]; bits != 0; bits &= bits - 1) {
                  actual.add(Tiles.pointOf(masks.tx[i], masks.ty[i], Long.numberOfTrailingZeros(bits)));
                }
              }
              assertEquals(expected, actual);
            });
  }

  @Test
  void precomputedShapesAreTheDiamonds() {
    // the shared shapes, and shapes built afresh (the shared ones may come from an earlier test)
    Tiles.Shape[] fresh = new Tiles.Shape[NRow.MAX_DISTANCE + 1];
    for (int d = 0; d <= NRow.MAX_DISTANCE; d++) {
      fresh[d] = new Tiles.Shape(d);
    }
    qt().withFixedSeed(41L)
        .forAll(
            integers().between(-1000, 1000),
            integers().between(-1000, 1000),
            integers().between(0, NRow.MAX_DISTANCE))
        .checkAssert(
            (x, y, d) -> {
              Tiles.Masks diamond = Tiles.diamond(x, y, d);
              for (Tiles.Shape shape : List.of(Tiles.shape(d), fresh[d])) {
                int position = Tiles.bit(x, y);
                assertEquals(diamond.size, shape.masks[position].length);
                for (int i = 0; i < diamond.size; i++) {
                  assertEquals(diamond.tx[i], (x >> 3) + shape.dx[position][i]);
                  assertEquals(diamond.ty[i], (y >> 3) + shape.dy[position][i]);
                  assertEquals(diamond.masks[i], shape.masks[position][i]);
                }
              }
            });
  }

  @Test
  void neighbourMasksHoldTheEightNeighboursOfInnerBits() {
    for (int bit = 0; bit < 64; bit++) {
      int x = bit & 7;
      int y = bit >>> 3;
      boolean inner = x >= 1 && x <= 6 && y >= 1 && y <= 6;
      assertEquals(inner ? 8 : 0, Long.bitCount(Tiles.NEIGHBOURS[bit]), "bit " + bit);
      for (long bits = Tiles.NEIGHBOURS[bit]; bits != 0; bits &= bits - 1) {
        int other = Long.numberOfTrailingZeros(bits);
        assertEquals(1, Math.max(Math.abs((other & 7) - x), Math.abs((other >>> 3) - y)));
      }
    }
  }
}
