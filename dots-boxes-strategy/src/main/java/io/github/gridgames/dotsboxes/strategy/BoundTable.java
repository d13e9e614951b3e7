package io.github.gridgames.dotsboxes.strategy;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * A transposition table of value bounds keyed by a canonical line mask of at most 64 lines, shared
 * by the threads of one search without locks. Buckets hold two slots: the first keeps the entry
 * with the fewest drawn lines (the biggest subtree), the second is always replaced. Entries of
 * earlier generations count as empty, so {@link #clear()} is instant.
 *
 * <p>Each entry packs its lower and upper bound (offset by 128 into a byte each), the best move
 * (an edge index, or {@link #NO_MOVE}), the number of drawn lines and the generation into one
 * {@code long}; the slot's key word holds the key XOR that data word. A reader accepts a slot only
 * when the two words match its key, so an entry torn by two threads writing at once reads as
 * absent (the lockless hashing of Hyatt and Mann), and every entry read is one that some thread
 * stored: bounds of the value of that very position.
 */
final class BoundTable {

  static final int NO_MOVE = 255;

  /** Per slot two words: the key XOR the data, then the data; two slots per bucket. */
  private final long[] slots;
  private final int shift;
  private long generation = 1;

  BoundTable(int bits) {
    checkArgument(bits >= 4 && bits <= 30, "table bits must be between 4 and 30, got %s", bits);
    slots = new long[2 << bits];
    shift = 64 - (bits - 1);
  }

  /** Returns the number of slots. */
  int capacity() {
    return slots.length / 2;
  }

  /** Forgets every entry; not while a search uses the table. */
  void clear() {
    generation++;
  }

  private int bucket(long key) {
    return (int) ((key * 0x9E3779B97F4A7C15L) >>> shift) << 2;
  }

  /** Returns the packed entry for a key, or 0 if absent. */
  long probe(long key) {
    long[] t = slots;
    int i = bucket(key);
    long g = generation;
    long d = t[i + 1];
    if ((t[i] ^ d) == key && (d >>> 32) == g) {
      return d;
    }
    d = t[i + 3];
    if ((t[i + 2] ^ d) == key && (d >>> 32) == g) {
      return d;
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
   * Stores bounds for a key, narrowing bounds already stored for it.
   *
   * @param key the canonical line mask
   * @param drawnCount the number of lines drawn in the position (the more, the smaller its tree)
   * @param lower a lower bound of the value
   * @param upper an upper bound of the value
   * @param move the best move in the canonical frame, or {@link #NO_MOVE}
   */
  void store(long key, int drawnCount, int lower, int upper, int move) {
    long[] t = slots;
    int i = bucket(key);
    long g = generation;
    long d0 = t[i + 1];
    long d1 = t[i + 3];
    boolean live0 = (d0 >>> 32) == g;
    boolean live1 = (d1 >>> 32) == g;
    int slot;
    long old = 0;
    if (live0 && (t[i] ^ d0) == key) {
      slot = i;
      old = d0;
    } else if (live1 && (t[i + 2] ^ d1) == key) {
      slot = i + 2;
      old = d1;
    } else if (!live0 || drawnCount(d0) >= drawnCount) {
      // the first slot prefers positions with fewer drawn lines; its old entry moves down
      slot = i;
      if (live0) {
        t[i + 2] = t[i];
        t[i + 3] = d0;
      }
    } else {
      slot = i + 2;
    }
    if (old != 0) {
      lower = Math.max(lower, lower(old));
      upper = Math.min(upper, upper(old));
      if (move == NO_MOVE) {
        move = move(old);
      }
    }
    long d =
        (g << 32)
            | ((long) drawnCount << 24)
            | ((long) move << 16)
            | ((long) (upper + 128) << 8)
            | (lower + 128);
    t[slot + 1] = d;
    t[slot] = key ^ d;
  }
}
