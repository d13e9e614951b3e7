package io.github.gridgames.tictactoe;

import io.github.gridgames.tictactoe.internal.Select;
import java.util.AbstractList;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.RandomAccess;

/**
 * The legal moves of an ongoing state as an unmodifiable list view of its empty cells in reading
 * order, computed from the state's (immutable) bitboards on demand: creating it costs one small
 * object, and {@link #get(int)} finds the n-th empty cell with population counts.
 */
final class EmptyCells extends AbstractList<Cell> implements RandomAccess {

  private final MnkGame game;
  /** The empty cells of a small board; unused on a large one. */
  private final long empty;
  /** X's stones on a large board, never modified; null on a small one. */
  private final long[] xs;
  /** O's stones on a large board, never modified; null on a small one. */
  private final long[] os;
  private final int size;

  private EmptyCells(MnkGame game, long empty, long[] xs, long[] os, int size) {
    this.game = game;
    this.empty = empty;
    this.xs = xs;
    this.os = os;
    this.size = size;
  }

  /** Returns the empty cells of a small board with the given stones. */
  static EmptyCells small(MnkGame game, long x, long o) {
    long empty = ~(x | o) & game.fullMask();
    return new EmptyCells(game, empty, null, null, Long.bitCount(empty));
  }

  /** Returns the empty cells of a large board; the arrays must never change afterwards. */
  static EmptyCells large(MnkGame game, long[] xs, long[] os, int stones) {
    return new EmptyCells(game, 0L, xs, os, game.cellCount() - stones);
  }

  /** Returns the empty cells of word {@code w} of a large board. */
  private long emptyWord(int w) {
    long word = ~(xs[w] | os[w]);
    int rest = game.cellCount() - (w << 6);
    return rest < Long.SIZE ? word & ((1L << rest) - 1) : word;
  }

  @Override
  public Cell get(int index) {
    if (index < 0 || index >= size) {
      throw new IndexOutOfBoundsException("index " + index + " is outside the " + size + " legal moves");
    }
    if (xs == null) {
      return game.cellAt(Select.nth(empty, index));
    }
    int n = index;
    for (int w = 0; ; w++) {
      long word = emptyWord(w);
      int c = Long.bitCount(word);
      if (n < c) {
        return game.cellAt((w << 6) + Select.nth(word, n));
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
      private long bits = xs == null ? empty : size == 0 ? 0L : emptyWord(0);
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
          bits = emptyWord(++word);
        }
        int index = (word << 6) + Long.numberOfTrailingZeros(bits);
        bits &= bits - 1;
        left--;
        return game.cellAt(index);
      }
    };
  }
}
