package io.github.gridgames.dotsboxes.internal;

/**
 * Bit tricks on {@code long} words: the position of the n-th set bit ("select"), without a loop
 * over the bits and without a branch that depends on the data. Shared by the rules and the engine;
 * this package is not exported, so it is not API.
 */
public final class BitSelect {

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

  private BitSelect() {}

  /**
   * Returns the position (0 to 63) of the {@code n}-th set bit of {@code word}, counting from the
   * least significant bit and from 0. The caller guarantees {@code 0 <= n < bitCount(word)}.
   */
  public static int select(long word, int n) {
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
}
