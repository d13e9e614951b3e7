package io.github.gridgames.dotsboxes.strategy;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Arrays;

/**
 * A transposition table of value bounds keyed by the 128-bit keys of {@link CoinGraph}, shared by
 * the threads of one search without locks. Buckets hold four slots in 64 bytes and a key takes a
 * slot by the same rule as in {@link BoundTable}: the slot that holds it already, else a free
 * slot, else the one whose entry has the most drawn lines. Entries of earlier generations count as
 * free, so {@link #clear()} is instant (but for one clear in 65,535, which empties the table).
 *
 * <p>Each slot is two words: the first half of the key XOR the data word, and the data word: the
 * lower and upper bound (offset by 128 into a byte each), the number of drawn lines, the
 * generation (16 bits) and the low 24 bits of the second half of the key. A reader accepts a slot
 * only when the first half and those 24 bits match, 88 bits of the key in all, so an entry torn by
 * two threads writing at once reads as absent.
 */
final class GraphTable {

  /** The most lines a board of this table has. */
  private static final int MAX_DRAWN = 64;

  /** The slots of a bucket. */
  static final int WAYS = 4;

  /**
   * The words before the first bucket: the array's elements start 16 bytes into it, so the
   * buckets, 8 words each, start on 64-byte boundaries of an array that does.
   */
  private static final int OFFSET = 6;

  /** Where the generation starts in a data word, and how many generations there are. */
  private static final int GENERATION_SHIFT = 24;

  private static final long GENERATIONS = 1 << 16;

  /** Where the bits of the key's second half start in a data word, and which of its bits. */
  private static final int CHECK_SHIFT = 40;

  private static final long CHECK_BITS = (1L << 24) - 1;

  /** The bits of a data word that a probe compares: the generation and the second half's bits. */
  private static final long STAMP = -1L << GENERATION_SHIFT;

  /** Per slot two words: the first half of the key XOR the data, then the data. */
  private final long[] slots;
  private final int shift;
  private long generation = 1;

  /**
   * A table of 2^bits slots.
   *
   * @throws IllegalArgumentException if bits is not between 4 and 29
   */
  GraphTable(int bits) {
    checkArgument(bits >= 4 && bits <= 29, "table bits must be between 4 and 29, got %s", bits);
    slots = new long[OFFSET + (2 << bits)];
    shift = 64 - (bits - 2);
  }

  /** Returns the number of slots. */
  int capacity() {
    return (slots.length - OFFSET) / 2;
  }

  /** Forgets every entry; not while a search uses the table. */
  void clear() {
    generation++;
    if (generation == GENERATIONS) {
      Arrays.fill(slots, 0);
      generation = 1;
    }
  }

  private int bucket(long key1) {
    return OFFSET + ((int) ((key1 * 0x9E3779B97F4A7C15L) >>> shift) << 3);
  }

  /** Returns the bits a live entry of the key has in {@link #STAMP}. */
  private long stamp(long key2) {
    return (key2 & CHECK_BITS) << CHECK_SHIFT | generation << GENERATION_SHIFT;
  }

  /** Returns the packed entry for a key, or 0 if absent. */
  long probe(long key1, long key2) {
    long[] t = slots;
    int i = bucket(key1);
    long stamp = stamp(key2);
    for (int s = i; s < i + 2 * WAYS; s += 2) {
      long d = t[s + 1];
      if ((t[s] ^ d) == key1 && (d & STAMP) == stamp) {
        return d;
      }
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
    return (int) ((entry >>> 16) & 0xff);
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
    long stamp = stamp(key2);
    long g = generation;
    int slot = -1;
    long old = 0;
    int victim = i;
    int victimDrawn = -1;
    for (int s = i; s < i + 2 * WAYS; s += 2) {
      long d = t[s + 1];
      if ((t[s] ^ d) == key1 && (d & STAMP) == stamp) {
        slot = s;
        old = d;
        break;
      }
      boolean live = ((d >>> GENERATION_SHIFT) & (GENERATIONS - 1)) == g;
      int drawnHere = live ? drawnCount(d) : MAX_DRAWN + 1; // a free slot goes before any entry
      if (drawnHere > victimDrawn) {
        victim = s;
        victimDrawn = drawnHere;
      }
    }
    if (slot < 0) {
      slot = victim;
    }
    if (old != 0) {
      lower = Math.max(lower, lower(old));
      upper = Math.min(upper, upper(old));
    }
    long d = stamp | ((long) drawnCount << 16) | ((long) (upper + 128) << 8) | (lower + 128);
    t[slot + 1] = d;
    t[slot] = key1 ^ d;
  }
}
