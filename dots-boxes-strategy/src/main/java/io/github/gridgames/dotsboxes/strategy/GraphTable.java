package io.github.gridgames.dotsboxes.strategy;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * A transposition table of value bounds keyed by the 128-bit keys of {@link CoinGraph}, shared by
 * the threads of one search without locks. A bucket holds two slots in 64 bytes (one cache line of
 * the processor when the array starts on one, as {@link BoundTable}'s do): the first keeps the
 * entry with the fewest drawn lines, the second is always replaced, and entries of earlier
 * generations count as empty.
 *
 * <p>Each slot is three words: the two halves of the key, each XOR the data word, and the data
 * word (lower and upper bound offset by 128 into a byte each, the number of drawn lines, and the
 * generation). A reader
 * accepts a slot only when both key words match, so an entry torn by two threads writing at once
 * reads as absent.
 */
final class GraphTable {

  /** The words of a bucket: two slots of three words, and two words unused. */
  private static final int BUCKET = 8;

  /**
   * The words before the first bucket: the array's elements start 16 bytes into it, so the
   * buckets start on 64-byte boundaries of an array that does.
   */
  private static final int OFFSET = 6;

  private final long[] slots;
  private final int shift;
  private long generation = 1;

  /**
   * A table of 2^bits slots.
   *
   * @throws IllegalArgumentException if bits is not between 4 and 28
   */
  GraphTable(int bits) {
    checkArgument(bits >= 4 && bits <= 28, "table bits must be between 4 and 28, got %s", bits);
    slots = new long[OFFSET + (BUCKET << (bits - 1))];
    shift = 64 - (bits - 1);
  }

  /** Returns the number of slots. */
  int capacity() {
    return (slots.length - OFFSET) / BUCKET * 2;
  }

  /** Forgets every entry; not while a search uses the table. */
  void clear() {
    generation++;
  }

  private int bucket(long key1) {
    return OFFSET + (int) ((key1 * 0x9E3779B97F4A7C15L) >>> shift) * BUCKET;
  }

  /** Returns the packed entry for a key, or 0 if absent. */
  long probe(long key1, long key2) {
    long[] t = slots;
    int i = bucket(key1);
    long g = generation;
    long d = t[i + 2];
    if ((t[i] ^ d) == key1 && (t[i + 1] ^ d) == key2 && (d >>> 40) == g) {
      return d;
    }
    d = t[i + 5];
    if ((t[i + 3] ^ d) == key1 && (t[i + 4] ^ d) == key2 && (d >>> 40) == g) {
      return d;
    }
    return 0;
  }

  static int lower(long entry) {
    return (int) (entry & 0xff) - 128;
  }

  static int upper(long entry) {
    return (int) ((entry >>> 8) & 0xff) - 128;
  }

  private static int drawnCount(long entry) {
    return (int) ((entry >>> 32) & 0xff);
  }

  /**
   * Stores bounds for a key, narrowing bounds already stored for it.
   *
   * @param drawnCount the number of lines drawn in the position (the more, the smaller its tree)
   * @param lower a lower bound of the value
   * @param upper an upper bound of the value
   */
  void store(long key1, long key2, int drawnCount, int lower, int upper) {
    long[] t = slots;
    int i = bucket(key1);
    long g = generation;
    long d0 = t[i + 2];
    long d1 = t[i + 5];
    boolean live0 = (d0 >>> 40) == g;
    boolean live1 = (d1 >>> 40) == g;
    int slot;
    long old = 0;
    if (live0 && (t[i] ^ d0) == key1 && (t[i + 1] ^ d0) == key2) {
      slot = i;
      old = d0;
    } else if (live1 && (t[i + 3] ^ d1) == key1 && (t[i + 4] ^ d1) == key2) {
      slot = i + 3;
      old = d1;
    } else if (!live0 || drawnCount(d0) >= drawnCount) {
      slot = i;
      if (live0) {
        t[i + 3] = t[i];
        t[i + 4] = t[i + 1];
        t[i + 5] = d0;
      }
    } else {
      slot = i + 3;
    }
    if (old != 0) {
      lower = Math.max(lower, lower(old));
      upper = Math.min(upper, upper(old));
    }
    long d =
        (g << 40)
            | ((long) drawnCount << 32)
            | ((long) (upper + 128) << 8)
            | (lower + 128);
    t[slot + 2] = d;
    t[slot] = key1 ^ d;
    t[slot + 1] = key2 ^ d;
  }
}
