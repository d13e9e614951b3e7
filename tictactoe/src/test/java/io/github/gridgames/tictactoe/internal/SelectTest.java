package io.github.gridgames.tictactoe.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import org.junit.jupiter.api.Test;

/** The n-th set bit by population counts equals a naive count, for arbitrary words. */
class SelectTest {

  private static int naive(long word, int n) {
    for (int bit = 0; bit < 64; bit++) {
      if ((word & (1L << bit)) != 0 && n-- == 0) {
        return bit;
      }
    }
    return -1;
  }

  @Test
  void nthSetBitOfAWord() {
    qt().forAll(longs().all(), integers().between(0, 63))
        .assuming((word, i) -> word != 0)
        .checkAssert(
            (word, i) -> {
              int n = i % Long.bitCount(word);
              assertEquals(naive(word, n), Select.nth(word, n), () -> Long.toBinaryString(word) + " " + n);
            });
  }

  @Test
  void everySetBitOfSparseAndDenseWords() {
    qt().forAll(longs().all(), longs().all())
        .checkAssert(
            (a, b) -> {
              for (long word : new long[] {a & b, a | b, a, -1L, 1L << (b & 63)}) {
                for (int n = 0; n < Long.bitCount(word); n++) {
                  assertEquals(naive(word, n), Select.nth(word, n));
                }
              }
            });
  }

  @Test
  void nthSetBitOfABitset() {
    qt().forAll(longs().all(), longs().all(), longs().all(), integers().between(-1, 200))
        .checkAssert(
            (a, b, c, n) -> {
              long[] words = {a, b & c, c};
              int expected = -1;
              int left = n;
              for (int i = 0; i < 192 && n >= 0; i++) {
                if ((words[i >>> 6] & (1L << i)) != 0 && left-- == 0) {
                  expected = i;
                  break;
                }
              }
              assertEquals(expected, Select.nth(words, n));
            });
  }
}
