package io.github.gridgames.dotsboxes;

import io.github.gridgames.core.internal.Bitboards;
import java.util.AbstractList;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.RandomAccess;
import org.jspecify.annotations.Nullable;

/**
 * The legal moves of a {@link DotsBoxesState}: an unmodifiable list view, in edge-index order,
 * over the state's drawn-line bit set, which is never mutated. Creating it costs nothing on boards
 * of at most 64 lines and one pass over the words on larger ones; {@link #get(int)} selects the
 * n-th free bit directly, {@link #contains(Object)} and {@link #indexOf(Object)} take constant
 * time (a word count on large boards), and iteration walks the free bits.
 */
final class LegalEdges extends AbstractList<Edge> implements RandomAccess {

  /** The {@link #before} of a small board, which has none. */
  private static final int[] NO_WORDS = {};

  private final DotsBoxes game;
  private final Edge[] edges;
  /** The free lines on boards of at most 64 lines; 0 otherwise. */
  private final long smallFree;
  /** The drawn lines on larger boards (shared with the state, never mutated); null otherwise. */
  private final long @Nullable [] drawn;
  /** On larger boards, per word, the number of free lines in the words before it; else empty. */
  private final int[] before;
  private final int size;

  private LegalEdges(DotsBoxes game, long smallFree, long @Nullable [] drawn, int[] before, int size) {
    this.game = game;
    this.edges = game.edgeArray();
    this.smallFree = smallFree;
    this.drawn = drawn;
    this.before = before;
    this.size = size;
  }

  /**
   * Returns the free lines of a board with the given drawn lines, of which there are
   * {@code size}; {@code drawnWords} must never be changed afterwards.
   */
  static LegalEdges of(DotsBoxes game, long[] drawnWords, int size) {
    if (drawnWords.length == 1) {
      long free = ~drawnWords[0];
      if (game.edgeCount() < 64) {
        free &= (1L << game.edgeCount()) - 1;
      }
      return new LegalEdges(game, free, null, NO_WORDS, size);
    }
    int[] before = new int[drawnWords.length];
    int count = 0;
    for (int w = 0; w < drawnWords.length; w++) {
      before[w] = count;
      count += Long.bitCount(freeWord(game, drawnWords, w));
    }
    return new LegalEdges(game, 0L, drawnWords, before, size);
  }

  private static long freeWord(DotsBoxes game, long[] drawnWords, int w) {
    long free = ~drawnWords[w];
    int rest = game.edgeCount() - (w << 6);
    return rest < 64 ? free & ((1L << rest) - 1) : free;
  }

  @Override
  public Edge get(int index) {
    Objects.checkIndex(index, size);
    if (drawn == null) {
      return edges[Bitboards.select(smallFree, index)];
    }
    int low = 0;
    int high = before.length - 1;
    while (low < high) { // the last word w with before[w] <= index
      int mid = (low + high + 1) >>> 1;
      if (before[mid] <= index) {
        low = mid;
      } else {
        high = mid - 1;
      }
    }
    long word = freeWord(game, drawn, low);
    return edges[(low << 6) + Bitboards.select(word, index - before[low])];
  }

  @Override
  public int size() {
    return size;
  }

  private boolean isFree(int index) {
    return drawn == null
        ? (smallFree & (1L << index)) != 0
        : (drawn[index >>> 6] & (1L << index)) == 0;
  }

  @Override
  public boolean contains(Object o) {
    return indexOf(o) >= 0;
  }

  @Override
  public int indexOf(Object o) {
    if (!(o instanceof Edge edge)) {
      return -1;
    }
    int index = game.classify(edge);
    if (index < 0 || !isFree(index)) {
      return -1;
    }
    long below = (1L << index) - 1; // the bits below index within its word
    if (drawn == null) {
      return Long.bitCount(smallFree & below);
    }
    int w = index >>> 6;
    return before[w] + Long.bitCount(freeWord(game, drawn, w) & below);
  }

  @Override
  public int lastIndexOf(Object o) {
    return indexOf(o);
  }

  @Override
  public Iterator<Edge> iterator() {
    return new Iterator<>() {
      private int word;
      private long bits = drawn == null ? smallFree : freeWord(game, drawn, 0);

      @Override
      public boolean hasNext() {
        while (bits == 0 && drawn != null && word + 1 < drawn.length) {
          bits = freeWord(game, drawn, ++word);
        }
        return bits != 0;
      }

      @Override
      public Edge next() {
        if (!hasNext()) {
          throw new NoSuchElementException("no more legal moves");
        }
        int index = (word << 6) + Long.numberOfTrailingZeros(bits);
        bits &= bits - 1;
        return edges[index];
      }
    };
  }
}
