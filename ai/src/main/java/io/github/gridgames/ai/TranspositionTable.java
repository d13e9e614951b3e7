package io.github.gridgames.ai;

import io.github.gridgames.core.State;

/**
 * A bounded transposition table of two-slot buckets. It starts small and doubles (re-inserting its
 * entries) whenever three quarters of its slots are taken, up to {@code 2^maxBits} slots. The first slot of a bucket keeps the entry
 * with the greatest priority (search depth, or subtree size for the solver), the second is
 * replaced always; an entry moved out of the first slot falls into the second. Entries of an
 * earlier {@linkplain #newGeneration() generation} count as empty. Matches are verified with the
 * keys' {@code equals}.
 */
final class TranspositionTable {

  static final byte EXACT = 0;
  static final byte LOWER = 1;
  static final byte UPPER = 2;

  private static final int INITIAL_BITS = 10;

  private final int maxBits;
  private int bits;
  private int filled;
  private Object[] keys;
  private long[] hashes;
  private double[] values;
  private byte[] bounds;
  private int[] priorities;
  private Object[] moves;
  private int[] generations;
  private int generation = 1;
  private long stores;

  /**
   * Whether stored values are true game values (solver): then an exact entry is never replaced by
   * a bound of the same key, whatever the priorities. Otherwise (depth-limited search) the deeper
   * entry wins and exactness only breaks ties.
   */
  private final boolean gameValues;

  TranspositionTable(int maxBits, boolean gameValues) {
    this.gameValues = gameValues;
    this.maxBits = maxBits;
    this.bits = Math.min(maxBits, INITIAL_BITS);
  }

  static int checkBits(int bits) {
    if (bits < 1 || bits > 28) {
      throw new IllegalArgumentException("table bits must be in 1..28, got " + bits);
    }
    return bits;
  }

  static long hashOf(Object key) {
    if (key instanceof State<?, ?> state) {
      return state.positionHash();
    }
    if (key instanceof Long value) {
      return Seeds.mix(value);
    }
    return Seeds.mix(key.hashCode());
  }

  private void allocate() {
    int size = 1 << bits;
    keys = new Object[size];
    hashes = new long[size];
    values = new double[size];
    bounds = new byte[size];
    priorities = new int[size];
    moves = new Object[size];
    generations = new int[size];
  }

  /** Makes every entry stale, in constant time. */
  void newGeneration() {
    generation++;
    filled = 0;
    if (generation == Integer.MAX_VALUE) {
      keys = null;
      generation = 1;
    }
  }

  private void grow() {
    Object[] oldKeys = keys;
    long[] oldHashes = hashes;
    double[] oldValues = values;
    byte[] oldBounds = bounds;
    int[] oldPriorities = priorities;
    Object[] oldMoves = moves;
    int[] oldGenerations = generations;
    bits++;
    allocate();
    filled = 0;
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldGenerations[i] == generation) {
        place(oldKeys[i], oldHashes[i], oldValues[i], oldBounds[i], oldPriorities[i], oldMoves[i]);
      }
    }
  }

  /** Returns the slot holding {@code key}, or -1. */
  int probe(Object key, long hash) {
    if (keys == null) {
      return -1;
    }
    int first = (int) hash & ((1 << bits) - 2);
    for (int i = first; i <= first + 1; i++) {
      if (generations[i] == generation && hashes[i] == hash && key.equals(keys[i])) {
        return i;
      }
    }
    return -1;
  }

  double value(int slot) {
    return values[slot];
  }

  byte bound(int slot) {
    return bounds[slot];
  }

  int priority(int slot) {
    return priorities[slot];
  }

  Object move(int slot) {
    return moves[slot];
  }

  void store(Object key, long hash, double value, byte bound, int priority, Object move) {
    if (keys == null) {
      allocate();
    } else if (bits < maxBits && filled >= (3 << bits) / 4) {
      grow();
    }
    stores++;
    place(key, hash, value, bound, priority, move);
  }

  private void place(Object key, long hash, double value, byte bound, int priority, Object move) {
    int first = (int) hash & ((1 << bits) - 2);
    int second = first + 1;
    for (int i = first; i <= second; i++) {
      if (generations[i] == generation && hashes[i] == hash && key.equals(keys[i])) {
        if (replaces(priority, bound, priorities[i], bounds[i])) {
          write(i, key, hash, value, bound, priority, move);
        }
        return;
      }
    }
    if (generations[first] != generation || priority >= priorities[first]) {
      if (generations[first] == generation) {
        copy(first, second);
      }
      write(first, key, hash, value, bound, priority, move);
    } else {
      write(second, key, hash, value, bound, priority, move);
    }
  }

  private boolean replaces(int priority, byte bound, int oldPriority, byte oldBound) {
    if (gameValues) {
      return oldBound != EXACT && (bound == EXACT || priority >= oldPriority);
    }
    return priority > oldPriority || priority == oldPriority && (bound == EXACT || oldBound != EXACT);
  }

  private void copy(int from, int to) {
    if (generations[to] != generation) {
      filled++;
    }
    keys[to] = keys[from];
    hashes[to] = hashes[from];
    values[to] = values[from];
    bounds[to] = bounds[from];
    priorities[to] = priorities[from];
    moves[to] = moves[from];
    generations[to] = generations[from];
  }

  private void write(
      int slot, Object key, long hash, double value, byte bound, int priority, Object move) {
    if (generations[slot] != generation) {
      filled++;
    }
    keys[slot] = key;
    hashes[slot] = hash;
    values[slot] = value;
    bounds[slot] = bound;
    priorities[slot] = priority;
    moves[slot] = move;
    generations[slot] = generation;
  }

  /** Returns the number of stores since the table was made. */
  long stores() {
    return stores;
  }

  /** Returns the number of entries of the current generation (linear time). */
  int size() {
    if (keys == null) {
      return 0;
    }
    int n = 0;
    for (int g : generations) {
      if (g == generation) {
        n++;
      }
    }
    return n;
  }
}
