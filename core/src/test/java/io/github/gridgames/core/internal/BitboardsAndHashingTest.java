package io.github.gridgames.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link Bitboards} and {@link Hashing}: the documented results. */
class BitboardsAndHashingTest {

  @Test
  void hashingCombinesAndKeysAsDocumented() {
    assertEquals(Hashing.mix(Hashing.mix(3) + Hashing.GOLDEN_GAMMA * 5), Hashing.combine(3, 4));
    assertEquals(Hashing.mix((7L + 2) * Hashing.GOLDEN_GAMMA), Hashing.key(7, 2));
  }

  /**
   * {@code mix} is the SplitMix64 finaliser: the JDK's {@link SplittableRandom}, a SplitMix64
   * generator, returns {@code mix(seed + GOLDEN_GAMMA)} as the first value of a seed; its
   * published first output from seed 0 is {@code 0xE220A8397B1DCDAF}.
   */
  @Test
  void mixIsTheSplitMix64Finaliser() {
    assertEquals(0xE220A8397B1DCDAFL, Hashing.mix(Hashing.GOLDEN_GAMMA));
    SplittableRandom seeds = new SplittableRandom(11);
    for (int i = 0; i < 1000; i++) {
      long seed = i < 64 ? 1L << i : seeds.nextLong();
      assertEquals(new SplittableRandom(seed).nextLong(), Hashing.mix(seed + Hashing.GOLDEN_GAMMA), "seed " + seed);
    }
  }

  /**
   * Every input bit affects every output bit: flipping one input bit flips each output bit in
   * about half the inputs (the strict avalanche criterion), and distinct inputs never collide.
   */
  @Test
  void mixAvalanchesEveryInputBitToEveryOutputBit() {
    SplittableRandom random = new SplittableRandom(13);
    int samples = 400;
    int[][] flips = new int[64][64];
    java.util.Set<Long> outputs = new java.util.HashSet<>();
    for (int s = 0; s < samples; s++) {
      long z = s < 100 ? s : random.nextLong();
      long mixed = Hashing.mix(z);
      outputs.add(mixed);
      for (int in = 0; in < 64; in++) {
        long changed = mixed ^ Hashing.mix(z ^ (1L << in));
        for (int out = 0; out < 64; out++) {
          flips[in][out] += (int) (changed >>> out) & 1;
        }
      }
    }
    assertEquals(samples, outputs.size());
    for (int in = 0; in < 64; in++) {
      for (int out = 0; out < 64; out++) {
        int n = flips[in][out];
        assertTrue(n > samples * 3 / 10 && n < samples * 7 / 10, "input bit " + in + " flips output bit " + out + " " + n + " times in " + samples);
      }
    }
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
    assertEquals(64, Bitboards.select(-1L, 64), "all 64 bits set");
    assertEquals(64, Bitboards.select(0xFFL << 56, 8), "a full top byte");
  }
}
