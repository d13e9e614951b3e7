package io.github.gridgames.dotsboxes.engine;

import io.github.gridgames.dotsboxes.internal.BitSelect;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.gridgames.dotsboxes.DotsBoxes;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The bit selection and the bounded random draw behind the engine. */
class BitsAndRandomTest {

  /** The position of the n-th set bit, the slow way. */
  private static int naiveSelect(long word, int n) {
    int seen = 0;
    for (int i = 0; i < 64; i++) {
      if ((word & (1L << i)) != 0 && seen++ == n) {
        return i;
      }
    }
    throw new AssertionError("fewer than " + (n + 1) + " bits in " + Long.toHexString(word));
  }

  @Test
  void selectFindsTheNthSetBitOfAnyWord() {
    qt().forAll(longs().all(), integers().between(0, 63))
        .assuming((word, n) -> word != 0)
        .checkAssert(
            (word, n) -> {
              int k = n % Long.bitCount(word);
              assertEquals(naiveSelect(word, k), BitSelect.select(word, k), Long.toHexString(word));
            });
  }

  @Test
  void selectOnEdgeWords() {
    for (int n = 0; n < 64; n++) {
      assertEquals(n, BitSelect.select(-1L, n));
      assertEquals(n, BitSelect.select(1L << n, 0));
    }
    assertEquals(63, BitSelect.select(Long.MIN_VALUE | 1, 1));
    assertEquals(0, BitSelect.select(Long.MIN_VALUE | 1, 0));
  }

  @Test
  void belowStaysInItsRange() {
    qt().forAll(longs().all(), integers().between(1, Integer.MAX_VALUE))
        .checkAssert(
            (seed, bound) -> {
              SplittableRandom random = new SplittableRandom(seed);
              for (int i = 0; i < 20; i++) {
                int value = DotsBoxesEngine.below(random, bound);
                assertTrue(value >= 0 && value < bound, value + " outside [0, " + bound + ")");
              }
            });
  }

  @Test
  void belowIsUniform() {
    // 7 does not divide 2^32, so a biased method would show; 70,000 draws give each value an
    // expected 10,000 with a standard deviation below 93.
    SplittableRandom random = new SplittableRandom(11);
    int[] counts = new int[7];
    for (int i = 0; i < 70_000; i++) {
      counts[DotsBoxesEngine.below(random, 7)]++;
    }
    for (int v = 0; v < 7; v++) {
      assertTrue(Math.abs(counts[v] - 10_000) < 600, "count of " + v + ": " + counts[v]);
    }
  }

  @Test
  void playoutMovesAreUniformAmongTheFreeLines() {
    // The first and the second move of 3 x 3 playouts: each of 24 lines first, each of the 23
    // others second, about equally often.
    DotsBoxesEngine engine = DotsBoxesEngine.of(DotsBoxes.of(3, 3));
    SplittableRandom random = new SplittableRandom(3);
    int[] first = new int[24];
    int[][] second = new int[24][24];
    int games = 48_000;
    for (int i = 0; i < games; i++) {
      engine.reset();
      engine.randomPlayout(random);
      first[engine.moveAt(0)]++;
      second[engine.moveAt(0)][engine.moveAt(1)]++;
    }
    for (int e = 0; e < 24; e++) {
      assertTrue(Math.abs(first[e] - 2_000) < 300, "first move " + e + ": " + first[e]);
    }
    int after0 = first[0];
    for (int e = 1; e < 24; e++) {
      double expected = after0 / 23.0;
      assertTrue(
          Math.abs(second[0][e] - expected) < 6 * Math.sqrt(expected),
          "second move " + e + " after 0: " + second[0][e]);
    }
    assertEquals(0, second[0][0]);
  }
}
