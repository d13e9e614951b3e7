package io.github.gridgames.dotsboxes.strategy;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Arrays;

/**
 * A transposition table of value bounds, shared by the threads of one search without locks, keyed
 * by a 64-bit word and, where a key is longer, a check of 16 more bits: a canonical line mask of at
 * most 64 lines (check 0), or a {@link CoinGraph} key (its first half, and the low 16 bits of the
 * second as the check: 80 of its 128 bits compared). Buckets hold four slots in 64 bytes, one
 * cache line of the processor when the array starts on one (as large arrays do in the JVM's
 * default collector, G1), so a probe waits for one load from memory. A key is stored in its
 * bucket's slot that holds it already, else in a free slot, else in place of the entry with the
 * most drawn lines (the smallest subtree). Entries of earlier generations count as free, so {@link
 * #clear()} is instant, but for one clear in 65,535, which empties the table.
 *
 * <p>Each entry packs its lower and upper bound (offset by 128 into a byte each), the best move
 * (an edge index, or {@link #NO_MOVE}), the number of drawn lines, the generation (16 bits) and the
 * check into one {@code long}; the slot's key word holds the key XOR that data word. A reader
 * accepts a slot only when the two words match its key and check, so an entry torn by two threads
 * writing at once reads as absent (the lockless hashing of Hyatt and Mann), and every entry read
 * is one that some thread stored: bounds of the value of that very position (for graph keys, up to
 * a collision of 80 bits).
 */
final class BoundTable {

  static final int NO_MOVE = 255;

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
  private static final int GENERATION_SHIFT = 32;

  private static final long GENERATIONS = 1 << 16;

  /** Where the check starts in a data word, and its bits. */
  private static final int CHECK_SHIFT = 48;

  private static final long CHECK_BITS = (1L << 16) - 1;

  /** The bits of a data word that a probe compares beside the key: the generation and check. */
  private static final long STAMP = -1L << GENERATION_SHIFT;

  /** Per slot two words: the key XOR the data, then the data; {@link #WAYS} slots per bucket. */
  private final long[] slots;
  private final int shift;
  private long generation = 1;

  /**
   * A table of 2^bits slots.
   *
   * @throws IllegalArgumentException if bits is not between 4 and 29
   */
  BoundTable(int bits) {
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

  private int bucket(long key) {
    return OFFSET + ((int) ((key * 0x9E3779B97F4A7C15L) >>> shift) << 3);
  }

  /** Returns the bits that a live entry with this check has in {@link #STAMP}. */
  private long stamp(long check) {
    return (check & CHECK_BITS) << CHECK_SHIFT | generation << GENERATION_SHIFT;
  }

  /** Returns the packed entry for a key of one word (check 0), or 0 if absent. */
  long probe(long key) {
    return probe(key, 0);
  }

  /** Returns the packed entry for a key and check (its low 16 bits count), or 0 if absent. */
  long probe(long key, long check) {
    long[] t = slots;
    int i = bucket(key);
    long stamp = stamp(check);
    for (int s = i; s < i + 2 * WAYS; s += 2) {
      long d = t[s + 1];
      if ((t[s] ^ d) == key && (d & STAMP) == stamp) {
        return d;
      }
    }
    return 0;
  }

  /**
   * Loads the first word of the bucket of each of the first {@code n} keys and returns their sum,
   * so that the probes of those keys that follow find their buckets in the cache: the loads are
   * independent, so the processor waits for them together rather than one after another.
   */
  long touch(long[] keys, int n) {
    long[] t = slots;
    long sum = 0;
    for (int i = 0; i < n; i++) {
      sum += t[bucket(keys[i])];
    }
    return sum;
  }

  static int lower(long entry) {
    return (int) (entry & 0xff) - 128;
  }

  static int upper(long entry) {
    return (int) ((entry >>> 8) & 0xff) - 128;
  }

  static int move(long entry) {
    return (int) ((entry >>> 16) & 0xff);
  }

  private static int drawnCount(long entry) {
    return (int) ((entry >>> 24) & 0xff);
  }

  /**
   * Stores bounds for a key of one word (check 0), as {@link #store(long, long, int, int, int,
   * int)} does.
   */
  void store(long key, int drawnCount, int lower, int upper, int move) {
    store(key, 0, drawnCount, lower, upper, move);
  }

  /**
   * Stores bounds for a key and check, narrowing bounds already stored for them.
   *
   * @param key the canonical line mask, or the first half of a graph key
   * @param check 0, or the second half of a graph key (its low 16 bits count)
   * @param drawnCount the number of lines drawn in the position (the more, the smaller its tree)
   * @param lower a lower bound of the value
   * @param upper an upper bound of the value
   * @param move the best move in the canonical frame, or {@link #NO_MOVE}
   */
  void store(long key, long check, int drawnCount, int lower, int upper, int move) {
    long[] t = slots;
    int i = bucket(key);
    long stamp = stamp(check);
    long g = generation;
    int slot = -1;
    long old = 0;
    int victim = i;
    int victimDrawn = -1;
    for (int s = i; s < i + 2 * WAYS; s += 2) {
      long d = t[s + 1];
      if ((t[s] ^ d) == key && (d & STAMP) == stamp) {
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
      if (move == NO_MOVE) {
        move = move(old);
      }
    }
    long d =
        stamp
            | ((long) drawnCount << 24)
            | ((long) move << 16)
            | ((long) (upper + 128) << 8)
            | (lower + 128);
    t[slot + 1] = d;
    t[slot] = key ^ d;
  }
}
