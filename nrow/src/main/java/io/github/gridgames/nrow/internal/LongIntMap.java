package io.github.gridgames.nrow.internal;

import io.github.gridgames.core.internal.Hashing;
import java.util.Arrays;

/**
 * A mutable open-addressing hash map from {@code long} keys to {@code int} values, where 0 stands
 * for "absent": linear probing at a load of at most one half, keys spread by
 * {@link Hashing#mix(long)}. Keys are never removed (setting a value to 0 keeps the key's slot),
 * which suits maps that only grow, such as tile numbers, or that are used for one search. Not
 * thread-safe. This package is not exported.
 */
public final class LongIntMap {

  private static final int MIN_CAPACITY = 64;
  private static final int MAX_CAPACITY = 1 << 30;

  private long[] keys;
  private int[] values;
  private boolean[] used;
  private int size;
  private int mask;

  /**
   * Creates a map with room for about {@code expected} keys before it grows.
   *
   * @param expected the expected number of keys; any value (small ones give the minimum)
   */
  public LongIntMap(int expected) {
    allocate(capacityFor(expected));
  }

  /**
   * Returns the first capacity for {@code expected} keys: the smallest power of two that holds
   * them at a load of one half, at least {@value #MIN_CAPACITY} and at most 2<sup>30</sup>.
   */
  static int capacityFor(int expected) {
    int capacity = MIN_CAPACITY;
    while (capacity < 2L * expected && capacity < MAX_CAPACITY) {
      capacity <<= 1;
    }
    return capacity;
  }

  /** Returns the number of slots: the map grows (doubles) before its keys fill more than half. */
  int capacity() {
    return keys.length;
  }

  private LongIntMap(LongIntMap other) {
    keys = other.keys.clone();
    values = other.values.clone();
    used = other.used.clone();
    size = other.size;
    mask = other.mask;
  }

  private void allocate(int capacity) {
    keys = new long[capacity];
    values = new int[capacity];
    used = new boolean[capacity];
    mask = capacity - 1;
    size = 0;
  }

  /**
   * Returns an independent copy.
   *
   * @return the copy
   */
  public LongIntMap copy() {
    return new LongIntMap(this);
  }

  /**
   * Returns the value of a key.
   *
   * @param key any key
   * @return its value, or 0 when it has none
   */
  public int get(long key) {
    int i = (int) Hashing.mix(key) & mask;
    while (used[i]) {
      if (keys[i] == key) {
        return values[i];
      }
      i = (i + 1) & mask;
    }
    return 0;
  }

  /**
   * Sets the value of a key.
   *
   * @param key any key
   * @param value its new value; 0 makes it absent again
   */
  public void put(long key, int value) {
    int i = slot(key); // may grow the arrays, so read them after
    values[i] = value;
  }

  /** Empties the map, keeping its capacity. */
  public void clear() {
    Arrays.fill(used, false);
    size = 0;
  }

  /** Returns the slot of {@code key}, inserting it with value 0 when absent. */
  private int slot(long key) {
    int i = (int) Hashing.mix(key) & mask;
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
        values[slot(oldKeys[i])] = oldValues[i];
      }
    }
  }
}
