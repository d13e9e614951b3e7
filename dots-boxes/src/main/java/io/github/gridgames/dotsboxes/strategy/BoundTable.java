package io.github.gridgames.dotsboxes.strategy;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * A transposition table of value bounds keyed by a line mask of at most 64 lines, in buckets of
 * two slots: the first keeps the entry with the most undrawn lines, the second is always
 * replaced. Entries of earlier generations count as empty, so {@link #clear()} is instant.
 *
 * <p>Each entry packs its lower and upper bound (offset by 128 into a byte each), the best move
 * (an edge index, or 255 for none) and its generation.
 */
final class BoundTable {

  static final int NO_MOVE = 255;

  private final long[] keys;
  private final long[] data;
  private final int mask;
  private long generation = 1;
  private long stores;

  BoundTable(int bits) {
    checkArgument(bits >= 4 && bits <= 30, "table bits must be between 4 and 30, got %s", bits);
    keys = new long[1 << bits];
    data = new long[1 << bits];
    mask = (1 << bits) - 2;
  }

  /** Forgets every entry. */
  void clear() {
    generation++;
    stores = 0;
  }

  long stores() {
    return stores;
  }

  private int index(long key) {
    long h = key * 0x9E3779B97F4A7C15L;
    return (int) (h >>> 33) & mask;
  }

  /** Returns the packed entry for a key, or 0 if absent. */
  long probe(long key) {
    int i = index(key);
    long d = data[i];
    if (keys[i] == key && (d >>> 32) == generation) {
      return d;
    }
    d = data[i + 1];
    if (keys[i + 1] == key && (d >>> 32) == generation) {
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

  static int move(long entry) {
    return (int) ((entry >>> 16) & 0xff);
  }

  /**
   * Stores bounds for a key, narrowing bounds already stored for it.
   *
   * @param key the canonical line mask
   * @param lower a lower bound of the value
   * @param upper an upper bound of the value
   * @param move the best move in the canonical frame, or {@link #NO_MOVE}
   */
  void store(long key, int lower, int upper, int move) {
    int i = index(key);
    int slot;
    if (keys[i] == key && (data[i] >>> 32) == generation) {
      slot = i;
    } else if (keys[i + 1] == key && (data[i + 1] >>> 32) == generation) {
      slot = i + 1;
    } else if ((data[i] >>> 32) != generation
        || Long.bitCount(keys[i]) >= Long.bitCount(key)) {
      // the first slot prefers positions with fewer drawn lines (bigger subtrees)
      slot = i;
      if ((data[i] >>> 32) == generation) {
        keys[i + 1] = keys[i];
        data[i + 1] = data[i];
      }
    } else {
      slot = i + 1;
    }
    if (keys[slot] == key && (data[slot] >>> 32) == generation) {
      lower = Math.max(lower, lower(data[slot]));
      upper = Math.min(upper, upper(data[slot]));
      if (move == NO_MOVE) {
        move = move(data[slot]);
      }
    } else {
      stores++;
    }
    keys[slot] = key;
    data[slot] = (generation << 32) | ((long) move << 16) | ((long) (upper + 128) << 8)
        | (lower + 128);
  }
}
