package io.github.gridgames.tictactoe.internal;

/**
 * Finds the n-th set bit of a word or of a bitset, in ascending bit order, without loops over
 * single bits: in a word, broadword byte counts find the byte without branches and a table
 * finishes; in a bitset, word population counts find the word. Not API: this package is not
 * exported.
 */
public final class Select {

  /** {@code IN_BYTE[b << 3 | n]} is the position of the n-th set bit of byte {@code b}. */
  private static final byte[] IN_BYTE = new byte[256 * 8];

  static {
    for (int b = 0; b < 256; b++) {
      int n = 0;
      for (int bit = 0; bit < 8; bit++) {
        if ((b & (1 << bit)) != 0) {
          IN_BYTE[b << 3 | n++] = (byte) bit;
        }
      }
    }
  }

  private static final long ONES_STEP_8 = 0x0101010101010101L;

  private static final long MSBS_STEP_8 = 0x8080808080808080L;

  private Select() {}

  /**
   * Returns the position of the n-th set bit (counting from 0) of {@code word}, from the least
   * significant bit. The result is unspecified unless {@code 0 <= n < Long.bitCount(word)}.
   *
   * @param word the bits
   * @param n which set bit, from 0
   * @return the bit position, 0 to 63
   */
  public static int nth(long word, int n) {
    // Broadword selection (S. Vigna, "Broadword implementation of rank/select queries"): the
    // cumulative population counts of the bytes, compared with n in every byte at once, give the
    // byte that holds the bit; a table finishes inside that byte. No branches.
    long sums = word - ((word >>> 1) & 0x5555555555555555L);
    sums = (sums & 0x3333333333333333L) + ((sums >>> 2) & 0x3333333333333333L);
    sums = ((sums + (sums >>> 4)) & 0x0F0F0F0F0F0F0F0FL) * ONES_STEP_8;
    long atMostN = (((n * ONES_STEP_8) | MSBS_STEP_8) - sums) & MSBS_STEP_8;
    int place = Long.bitCount(atMostN) << 3;
    int rank = n - (int) (((sums << 8) >>> place) & 0xFF);
    return place + IN_BYTE[((int) (word >>> place) & 0xFF) << 3 | rank];
  }

  /**
   * Returns the position of the n-th set bit (counting from 0) of a bitset, bit {@code i} being
   * bit {@code i % 64} of {@code words[i / 64]}.
   *
   * @param words the bitset
   * @param n which set bit, from 0
   * @return the bit position, or -1 when the bitset has at most {@code n} set bits or {@code n} is
   *     negative
   */
  public static int nth(long[] words, int n) {
    if (n < 0) {
      return -1;
    }
    for (int w = 0; w < words.length; w++) {
      int c = Long.bitCount(words[w]);
      if (n < c) {
        return (w << 6) + nth(words[w], n);
      }
      n -= c;
    }
    return -1;
  }
}
