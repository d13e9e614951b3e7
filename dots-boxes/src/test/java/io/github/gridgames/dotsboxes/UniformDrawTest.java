package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The bounded random draw behind the position's random moves and playouts, and their spread. */
class UniformDrawTest {

  @Test
  void belowStaysInItsRange() {
    qt().forAll(longs().all(), integers().between(1, Integer.MAX_VALUE))
        .checkAssert(
            (seed, bound) -> {
              SplittableRandom random = new SplittableRandom(seed);
              for (int i = 0; i < 20; i++) {
                int value = DotsBoxesPosition.below(random, bound);
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
      counts[DotsBoxesPosition.below(random, 7)]++;
    }
    for (int v = 0; v < 7; v++) {
      assertTrue(Math.abs(counts[v] - 10_000) < 600, "count of " + v + ": " + counts[v]);
    }
  }

  /** Returns the one line drawn in the position and not in {@code before}'s drawn lines. */
  private static int newLine(DotsBoxesPosition position, long before) {
    return Long.numberOfTrailingZeros(position.drawnMask() & ~before);
  }

  @Test
  void playoutMovesAreUniformAmongTheFreeLines() {
    // The first and the second move of 3 x 3 playouts: each of 24 lines first, each of the 23
    // others second, about equally often; the free list is in a new order after every move.
    DotsBoxesPosition position = DotsBoxesPosition.of(DotsBoxes.of(3, 3));
    SplittableRandom random = new SplittableRandom(3);
    int[] first = new int[24];
    int[][] second = new int[24][24];
    int games = 48_000;
    for (int i = 0; i < games; i++) {
      assertEquals(24, position.playout(random, 24));
      for (int k = 0; k < 22; k++) {
        position.undo();
      }
      long two = position.drawnMask();
      position.undo();
      int a = newLine(position, 0);
      first[a]++;
      second[a][Long.numberOfTrailingZeros(two & ~position.drawnMask())]++;
      position.undo();
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
