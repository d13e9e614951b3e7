package io.github.gridgames.tictactoe;

import io.github.gridgames.tictactoe.internal.Zobrist;

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
    return Zobrist.key(index, player);
  }

  /** The SplitMix64 finaliser: a bijective mixing of 64 bits. */
  static long mix(long z) {
    return Zobrist.mix(z);
  }
}
