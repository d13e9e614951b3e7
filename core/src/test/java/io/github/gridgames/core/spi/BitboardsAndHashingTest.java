package io.github.gridgames.core.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link Bitboards} and {@link Hashing}: the documented results. */
class BitboardsAndHashingTest {

  @Test
  void hashingCombinesAndKeysAsDocumented() {
    assertEquals(Hashing.mix(Hashing.mix(3) + Hashing.GOLDEN_GAMMA * 5), Hashing.combine(3, 4));
    assertEquals(Hashing.mix((7L + 2) * Hashing.GOLDEN_GAMMA), Hashing.key(7, 2));
  }

  @Test
  void selectFindsTheNthSetBit() {
    long word = 0b1011_0100L | (1L << 63);
    int[] expected = {2, 4, 5, 7, 63};
    for (int n = 0; n < expected.length; n++) {
      assertEquals(expected[n], Bitboards.select(word, n));
      assertEquals(expected[n], Bitboards.selectChecked(word, n));
    }
    assertEquals(
        "n must be in [0, 5) for a word with that many set bits, got 5",
        assertThrows(IllegalArgumentException.class, () -> Bitboards.selectChecked(word, 5)).getMessage());
  }

  /** Out of range, select returns 64 (no bit has that position), for any word and any n. */
  @Test
  void selectReturns64WhenTheWordHasNoSuchBit() {
    SplittableRandom random = new SplittableRandom(7);
    for (int i = 0; i < 2000; i++) {
      long word = random.nextLong() & random.nextLong();
      int bits = Long.bitCount(word);
      for (int n : new int[] {bits, bits + 1, 63, 64, 1000, Integer.MAX_VALUE, -1, Integer.MIN_VALUE}) {
        assertEquals(64, Bitboards.select(word, n), () -> Long.toBinaryString(word) + " n=" + n);
      }
      int at = -1;
      for (int n = 0; n < bits; n++) {
        at = Long.numberOfTrailingZeros(word & (-1L << (at + 1)));
        assertEquals(at, Bitboards.select(word, n));
      }
    }
    assertEquals(64, Bitboards.select(0, 0));
  }
}
