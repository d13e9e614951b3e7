package io.github.gridgames.core.internal;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * Bit tricks on {@code long} words for games whose positions are bitboards: the one copy of
 * "select" (the position of the n-th set bit), used to draw a random free cell or edge without a
 * loop over the bits.
 */
public final class Bitboards {

  /** For each byte value and n in 0..7: the position of the n-th set bit of the byte, or 8. */
  private static final byte[] SELECT_IN_BYTE = new byte[256 * 8];

  static {
    for (int b = 0; b < 256; b++) {
      int n = 0;
      for (int i = 0; i < 8; i++) {
        SELECT_IN_BYTE[b << 3 | i] = 8;
      }
      for (int i = 0; i < 8; i++) {
        if ((b & (1 << i)) != 0) {
          SELECT_IN_BYTE[b << 3 | n++] = (byte) i;
        }
      }
    }
  }

  private Bitboards() {}

  /**
   * Returns the position (0 to 63) of the {@code n}-th set bit of {@code word}, counting from the
   * least significant bit and from 0. When the word has no such bit ({@code n} negative, or not
   * below {@code Long.bitCount(word)}) it returns {@code 64}, a position no bit has; it throws
   * nothing (see {@link #selectChecked(long, int)} for the checked form).
   *
   * @param word the bits
   * @param n which set bit, counted from 0
   * @return the bit's position, 0 to 63, or 64 when {@code word} has no {@code n}-th set bit
   */
  public static int select(long word, int n) {
    if (n < 0 || n >= Long.bitCount(word)) {
      return 64;
    }
    int base = 0;
    long x = word;
    int c = Integer.bitCount((int) x);
    int t = (c - n - 1) >> 31; // -1 when the bit is in the upper half
    n -= c & t;
    int s = 32 & t;
    x >>>= s;
    base += s;
    c = Integer.bitCount((int) x & 0xFFFF);
    t = (c - n - 1) >> 31;
    n -= c & t;
    s = 16 & t;
    x >>>= s;
    base += s;
    c = Integer.bitCount((int) x & 0xFF);
    t = (c - n - 1) >> 31;
    n -= c & t;
    s = 8 & t;
    x >>>= s;
    base += s;
    return base + SELECT_IN_BYTE[((int) x & 0xFF) << 3 | n];
  }

  /**
   * Returns {@link #select(long, int)} after checking {@code n}.
   *
   * @param word the bits
   * @param n which set bit
   * @return the bit's position
   * @throws IllegalArgumentException if {@code n} is negative or not below
   *     {@code Long.bitCount(word)}
   */
  public static int selectChecked(long word, int n) {
    checkArgument(
        n >= 0 && n < Long.bitCount(word),
        "n must be in [0, %s) for a word with that many set bits, got %s",
        Long.bitCount(word),
        n);
    return select(word, n);
  }
}
