package io.github.gridgames.nrow.strategy;

/**
 * A mutable open-addressing hash map from {@code long} keys to {@code int} values, where 0 stands
 * for "absent". Keys are never removed (setting a value to 0 keeps the key's slot), which suits
 * search code that plays and undoes moves on a limited set of points. Not thread-safe.
 */
final class LongIntMap {

  private static final int MIN_CAPACITY = 64;

  private long[] keys;
  private int[] values;
  private boolean[] used;
  private int size;
  private int mask;

  LongIntMap(int expected) {
    int capacity = MIN_CAPACITY;
    while (capacity < expected * 2) {
      capacity <<= 1;
    }
    allocate(capacity);
  }

  private void allocate(int capacity) {
    keys = new long[capacity];
    values = new int[capacity];
    used = new boolean[capacity];
    mask = capacity - 1;
    size = 0;
  }

  private static int spread(long key) {
    long z = key * 0x9E3779B97F4A7C15L;
    z ^= z >>> 29;
    z *= 0xBF58476D1CE4E5B9L;
    return (int) (z ^ (z >>> 32));
  }

  /** Returns the value of {@code key}, or 0 when it has none. */
  int get(long key) {
    int i = spread(key) & mask;
    while (used[i]) {
      if (keys[i] == key) {
        return values[i];
      }
      i = (i + 1) & mask;
    }
    return 0;
  }

  /** Sets the value of {@code key}. */
  void put(long key, int value) {
    int i = slot(key); // may grow the arrays, so read them after
    values[i] = value;
  }

  /** Adds {@code delta} to the value of {@code key} (0 when absent). */
  void add(long key, int delta) {
    int i = slot(key); // may grow the arrays, so read them after
    values[i] += delta;
  }

  /** Returns the slot of {@code key}, inserting it with value 0 when absent. */
  private int slot(long key) {
    int i = spread(key) & mask;
    while (used[i]) {
      if (keys[i] == key) {
        return i;
      }
      i = (i + 1) & mask;
    }
    if ((size + 1) * 2 > keys.length) {
      grow();
      return slot(key);
    }
    used[i] = true;
    keys[i] = key;
    values[i] = 0;
    size++;
    return i;
  }

  private void grow() {
    long[] oldKeys = keys;
    int[] oldValues = values;
    boolean[] oldUsed = used;
    allocate(oldKeys.length * 2);
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldUsed[i] && oldValues[i] != 0) {
        int slot = slot(oldKeys[i]);
        values[slot] = oldValues[i];
      }
    }
  }
}
