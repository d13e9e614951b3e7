package io.github.gridgames.nrow;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * An unmodifiable list of distinct points sorted by {@code y}, then {@code x}, stored as one
 * {@code long} per point whose signed order is that order; {@link #get(int)} makes the
 * {@link Point} on demand, and {@link #indexOf(Object)} and {@link #contains(Object)} search in
 * {@code O(log n)}. Every mutator throws {@link UnsupportedOperationException}. Shared by the
 * immutable states.
 */
final class SortedPointList extends AbstractList<Point> implements RandomAccess {

  private final long[] rowKeys;

  /**
   * Wraps sorted, distinct {@linkplain #rowKey(int, int) row keys}; the array is not copied.
   *
   * @param rowKeys the keys
   */
  SortedPointList(long[] rowKeys) {
    this.rowKeys = rowKeys;
  }

  /**
   * Returns the sorted row keys; callers must not change them.
   *
   * @return the keys
   */
  long[] rowKeys() {
    return rowKeys;
  }

  /**
   * Returns the key of a point whose signed order is by {@code y}, then {@code x}.
   *
   * @param x the point's x
   * @param y the point's y
   * @return the key
   */
  static long rowKey(int x, int y) {
    return ((long) y << 32) | ((x ^ 0x8000_0000) & 0xFFFF_FFFFL);
  }

  /**
   * Returns the point of a row key.
   *
   * @param rowKey the key
   * @return the point
   */
  static Point pointOf(long rowKey) {
    return Point.of(((int) rowKey) ^ 0x8000_0000, (int) (rowKey >> 32));
  }

  @Override
  public Point get(int index) {
    Objects.checkIndex(index, rowKeys.length);
    return pointOf(rowKeys[index]);
  }

  @Override
  public int size() {
    return rowKeys.length;
  }

  @Override
  public int indexOf(Object o) {
    if (!(o instanceof Point p)) {
      return -1;
    }
    int i = Arrays.binarySearch(rowKeys, rowKey(p.x(), p.y()));
    return i >= 0 ? i : -1;
  }

  @Override
  public int lastIndexOf(Object o) {
    return indexOf(o);
  }

  @Override
  public boolean contains(Object o) {
    return indexOf(o) >= 0;
  }
}
