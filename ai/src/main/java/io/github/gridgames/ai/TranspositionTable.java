package io.github.gridgames.ai;

import io.github.gridgames.core.internal.Hashing;

import static com.google.common.base.Preconditions.checkArgument;


/**
 * A bounded transposition table of two-slot buckets over 64-bit {@linkplain TableKey keys}. It
 * starts small and doubles (re-inserting its entries) whenever three quarters of its slots are
 * taken, up to {@code 2^maxBits} slots. The bucket of a key is chosen from the key's mixed bits, so
 * keys that are exact packings spread as well as hashes. The first slot of a bucket keeps the
 * entry with the greatest priority (search depth, or subtree size for the solver), the second is
 * replaced always; an entry moved out of the first slot falls into the second. Entries of an
 * earlier {@linkplain #newGeneration() generation} count as empty. An entry's best move is a move
 * code, or {@link #NO_MOVE}; searches treat it as a hint and check it before use.
 */
final class TranspositionTable {

  static final byte EXACT = 0;
  static final byte LOWER = 1;
  static final byte UPPER = 2;

  /** The stored move of an entry without one. */
  static final int NO_MOVE = -1;

  private static final int INITIAL_BITS = 10;

  private final int maxBits;
  private int bits;
  private int filled;
  /** The slots; empty until the first store, and again after the generations wrap around. */
  private long[] keys = new long[0];
  private double[] values = new double[0];
  private byte[] bounds = new byte[0];
  private int[] priorities = new int[0];
  private int[] moves = new int[0];
  private int[] generations = new int[0];
  private int generation = 1;

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
    checkArgument(bits >= 1 && bits <= 28, "table bits must be in 1..28, got %s", bits);
    return bits;
  }

  private void allocate() {
    int size = 1 << bits;
    keys = new long[size];
    values = new double[size];
    bounds = new byte[size];
    priorities = new int[size];
    moves = new int[size];
    generations = new int[size];
  }

  /** Makes every entry stale, in constant time. */
  void newGeneration() {
    generation++;
    filled = 0;
    if (generation == Integer.MAX_VALUE) {
      keys = new long[0];
      generation = 1;
    }
  }

  private void grow() {
    long[] oldKeys = keys;
    double[] oldValues = values;
    byte[] oldBounds = bounds;
    int[] oldPriorities = priorities;
    int[] oldMoves = moves;
    int[] oldGenerations = generations;
    bits++;
    allocate();
    filled = 0;
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldGenerations[i] == generation) {
        place(oldKeys[i], oldValues[i], oldBounds[i], oldPriorities[i], oldMoves[i]);
      }
    }
  }

  private int bucket(long key) {
    return (int) Hashing.mix(key) & ((1 << bits) - 2);
  }

  /** Returns the slot holding {@code key}, or -1. */
  int probe(long key) {
    if (keys.length == 0) {
      return -1;
    }
    int first = bucket(key);
    for (int i = first; i <= first + 1; i++) {
      if (generations[i] == generation && keys[i] == key) {
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

  int move(int slot) {
    return moves[slot];
  }

  void store(long key, double value, byte bound, int priority, int move) {
    if (keys.length == 0) {
      allocate();
    } else if (bits < maxBits && filled >= (3 << bits) / 4) {
      grow();
    }
    place(key, value, bound, priority, move);
  }

  private void place(long key, double value, byte bound, int priority, int move) {
    int first = bucket(key);
    int second = first + 1;
    for (int i = first; i <= second; i++) {
      if (generations[i] == generation && keys[i] == key) {
        if (replaces(priority, bound, priorities[i], bounds[i])) {
          write(i, key, value, bound, priority, move);
        }
        return;
      }
    }
    if (generations[first] != generation || priority >= priorities[first]) {
      if (generations[first] == generation) {
        copy(first, second);
      }
      write(first, key, value, bound, priority, move);
    } else {
      write(second, key, value, bound, priority, move);
    }
  }

  private boolean replaces(int priority, byte bound, int oldPriority, byte oldBound) {
    if (gameValues) {
      return oldBound != EXACT && (bound == EXACT || priority >= oldPriority);
    }
    return priority > oldPriority || (priority == oldPriority && (bound == EXACT || oldBound != EXACT));
  }

  private void copy(int from, int to) {
    if (generations[to] != generation) {
      filled++;
    }
    keys[to] = keys[from];
    values[to] = values[from];
    bounds[to] = bounds[from];
    priorities[to] = priorities[from];
    moves[to] = moves[from];
    generations[to] = generations[from];
  }

  private void write(int slot, long key, double value, byte bound, int priority, int move) {
    if (generations[slot] != generation) {
      filled++;
    }
    keys[slot] = key;
    values[slot] = value;
    bounds[slot] = bound;
    priorities[slot] = priority;
    moves[slot] = move;
    generations[slot] = generation;
  }

  /** Returns the number of entries of the current generation (linear time). */
  int size() {
    if (keys.length == 0) {
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
