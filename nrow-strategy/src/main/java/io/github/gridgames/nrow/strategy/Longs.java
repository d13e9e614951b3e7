package io.github.gridgames.nrow.strategy;

import java.util.Arrays;

/** A growable list of {@code long}s (packed points), each with an {@code int} tag. Not thread-safe. */
final class Longs {

  private long[] items;
  private int[] tags;
  private int size;

  Longs() {
    this(8);
  }

  Longs(int capacity) {
    items = new long[Math.max(4, capacity)];
    tags = new int[items.length];
  }

  void add(long value, int tag) {
    if (size == items.length) {
      items = Arrays.copyOf(items, size * 2);
      tags = Arrays.copyOf(tags, size * 2);
    }
    items[size] = value;
    tags[size] = tag;
    size++;
  }

  long get(int i) {
    return items[i];
  }

  int tag(int i) {
    return tags[i];
  }

  int size() {
    return size;
  }

  boolean isEmpty() {
    return size == 0;
  }
}
