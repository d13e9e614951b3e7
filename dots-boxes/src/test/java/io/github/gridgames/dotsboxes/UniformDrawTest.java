package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.gridgames.dotsboxes.internal.PositionSearch;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The bounded random draw behind the position's random moves and playouts, and their spread. */
class UniformDrawTest {

  /**
   * Draws until {@link DotsBoxesPosition#belowOrAgain16} accepts, on the high 16 bits of each
   * {@code nextInt()}, as {@link DotsBoxesPosition#randomMove} does.
   */
  private static int below(SplittableRandom random, int bound) {
    int value;
    do {
      value = DotsBoxesPosition.belowOrAgain16(random.nextInt() >>> 16, bound);
    } while (value < 0);
    return value;
  }

  @Test
  void belowStaysInItsRange() {
    qt().forAll(longs().all(), integers().between(1, 1 << 16))
        .checkAssert(
            (seed, bound) -> {
              SplittableRandom random = new SplittableRandom(seed);
              for (int i = 0; i < 20; i++) {
                int value = below(random, bound);
                assertTrue(value >= 0 && value < bound, value + " outside [0, " + bound + ")");
              }
            });
  }

  @Test
  void belowIsUniform() {
    // The draw loop end to end (the exhaustive test below proves the draw exact): 70,000 draws
    // give each value an expected 10,000 with a standard deviation below 93.
    SplittableRandom random = new SplittableRandom(11);
    int[] counts = new int[7];
    for (int i = 0; i < 70_000; i++) {
      counts[below(random, 7)]++;
    }
    for (int v = 0; v < 7; v++) {
      assertTrue(Math.abs(counts[v] - 10_000) < 600, "count of " + v + ": " + counts[v]);
    }
  }

  @Test
  void everyValueIsGivenByExactlyAsManyOfThe65536SixteenBitDraws() {
    // Exhaustive: for each bound, each of the 2^16 draws is either rejected or gives a value, and
    // each value in [0, bound) is given by exactly floor(2^16 / bound) draws, so the accepted
    // draws are exactly uniform. The bounds are every one up to 300, then a spread up to the line
    // count of the largest board.
    int largest = 2 * DotsBoxes.MAX_SIZE * (DotsBoxes.MAX_SIZE + 1);
    for (int bound = 1; bound <= largest; bound += bound < 300 ? 1 : 97) {
      int[] hits = new int[bound];
      int rejected = 0;
      for (int bits = 0; bits < 1 << 16; bits++) {
        int value = DotsBoxesPosition.belowOrAgain16(bits, bound);
        if (value < 0) {
          rejected++;
        } else {
          hits[value]++;
        }
      }
      assertEquals((1 << 16) % bound, rejected, "draws rejected for bound " + bound);
      for (int v = 0; v < bound; v++) {
        assertEquals((1 << 16) / bound, hits[v], "draws of " + v + " below " + bound);
      }
    }
    // 2^16 mod 7 = 2: the draws whose product with 7 is 0 or 1 modulo 2^16 are rejected, that is
    // 0 and 0x6DB7 (7 * 0x6DB7 = 3 * 2^16 + 1); 0x2492 (7 * 0x2492 = 2^16 - 2) is kept.
    assertEquals(-1, DotsBoxesPosition.belowOrAgain16(0, 7));
    assertEquals(-1, DotsBoxesPosition.belowOrAgain16(0x6DB7, 7));
    assertEquals(0, DotsBoxesPosition.belowOrAgain16(0x2492, 7));
    assertEquals(6, DotsBoxesPosition.belowOrAgain16(0xFFFF, 7)); // the top draw
    assertEquals(0, DotsBoxesPosition.belowOrAgain16(0, 1)); // 2^16 mod 1 = 0: nothing rejected
  }

  /** Returns the one line drawn in the position and not in {@code before}'s drawn lines. */
  private static int newLine(DotsBoxesPosition position, long before) {
    return Long.numberOfTrailingZeros(PositionSearch.drawnMask(position) & ~before);
  }

  @Test
  void randomMovesAreUniformAmongTheFreeLines() {
    // 3 x 3 boxes: from the start, each of the 24 lines about equally often; after line 0 is
    // drawn, each of the 23 others, and never line 0.
    DotsBoxesPosition position = DotsBoxesPosition.of(DotsBoxes.of(3, 3));
    SplittableRandom random = new SplittableRandom(5);
    int[] first = new int[24];
    for (int i = 0; i < 48_000; i++) {
      first[position.randomMove(random)]++;
    }
    for (int e = 0; e < 24; e++) {
      assertTrue(Math.abs(first[e] - 2_000) < 300, "move " + e + " from the start: " + first[e]);
    }
    position.makeMove(0);
    int[] second = new int[24];
    for (int i = 0; i < 46_000; i++) {
      second[position.randomMove(random)]++;
    }
    assertEquals(0, second[0]);
    for (int e = 1; e < 24; e++) {
      assertTrue(Math.abs(second[e] - 2_000) < 300, "move " + e + " after line 0: " + second[e]);
    }
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
        position.unmakeMove();
      }
      long two = PositionSearch.drawnMask(position);
      position.unmakeMove();
      int a = newLine(position, 0);
      first[a]++;
      second[a][Long.numberOfTrailingZeros(two & ~PositionSearch.drawnMask(position))]++;
      position.unmakeMove();
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
