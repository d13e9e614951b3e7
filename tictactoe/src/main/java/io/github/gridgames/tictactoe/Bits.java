package io.github.gridgames.tictactoe;

/** Bit-set helpers over {@code long[]} boards and the Zobrist keys of the position hash. */
final class Bits {

  private Bits() {}

  /** Returns whether bit {@code index} is set. */
  static boolean get(long[] words, int index) {
    return (words[index >>> 6] & (1L << index)) != 0;
  }

  /** Sets bit {@code index}. */
  static void set(long[] words, int index) {
    words[index >>> 6] |= 1L << index;
  }

  /** Clears bit {@code index}. */
  static void clear(long[] words, int index) {
    words[index >>> 6] &= ~(1L << index);
  }

  /** Returns whether bit {@code index} of a single word is set. */
  static boolean get(long word, int index) {
    return (word & (1L << index)) != 0;
  }

  /**
   * Returns the Zobrist key of a stone of {@code player} (0 or 1) on the cell with row-major
   * {@code index}: a fixed pseudo-random function of both, so no table is needed.
   */
  static long key(int index, int player) {
    return mix(0x632BE59BD9B4E019L + 2L * index + player);
  }

  /** The SplitMix64 finaliser: a bijective mixing of 64 bits. */
  static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
