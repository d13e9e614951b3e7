package io.github.gridgames.tictactoe;

import io.github.gridgames.core.internal.Bitboards;
import java.util.AbstractList;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.RandomAccess;

/**
 * The legal moves of an ongoing state as an unmodifiable list view of its empty cells in reading
 * order, read from the state's (immutable) row words on demand: creating it costs one small
 * object, and {@link #get(int)} finds the n-th empty cell with population counts.
 */
final class EmptyCells extends AbstractList<Cell> implements RandomAccess {

  private final MnkGame game;
  private final MnkRules rules;
  /** X's stones, never modified. */
  private final long[] x;
  /** O's stones, never modified. */
  private final long[] o;
  private final int size;

  /** Views the empty cells of the given stones, of which there are {@code size}. */
  EmptyCells(MnkGame game, long[] x, long[] o, int size) {
    this.game = game;
    this.rules = game.rules();
    this.x = x;
    this.o = o;
    this.size = size;
  }

  @Override
  public Cell get(int index) {
    if (index < 0 || index >= size) {
      throw new IndexOutOfBoundsException("index " + index + " is outside the " + size + " legal moves");
    }
    int n = index;
    for (int w = 0; ; w++) {
      long word = rules.emptyRowBits(x, o, w);
      int c = Long.bitCount(word);
      if (n < c) {
        return game.cellAt(rules.cellAtRowBit(w, Bitboards.select(word, n)));
      }
      n -= c;
    }
  }

  @Override
  public int size() {
    return size;
  }

  @Override
  public Iterator<Cell> iterator() {
    return new Iterator<>() {
      private int word = 0;
      private long bits = size == 0 ? 0L : rules.emptyRowBits(x, o, 0);
      private int left = size;

      @Override
      public boolean hasNext() {
        return left > 0;
      }

      @Override
      public Cell next() {
        if (left == 0) {
          throw new NoSuchElementException("no more legal moves");
        }
        while (bits == 0) {
          bits = rules.emptyRowBits(x, o, ++word);
        }
        int bit = Long.numberOfTrailingZeros(bits);
        bits &= bits - 1;
        left--;
        return game.cellAt(rules.cellAtRowBit(word, bit));
      }
    };
  }
}
