package io.github.gridgames.nrow;

import org.jspecify.annotations.Nullable;

/**
 * The {@link Plane} of an {@link NRowState}: the non-zero words in a {@link PersistentLongLongMap}
 * keyed by tile and kind, so that a state's successor shares every untouched word with it. A
 * state plays a stone on a {@link #copy()} of its plane, which it then never changes again.
 *
 * <p>Keys: the tile's {@code x} in the top 29 bits, its {@code y} in the next 29 bits, the kind
 * in the low 6 bits; a tile's handle is its key with kind 0.
 */
final class PersistentPlane extends Plane {

  private PersistentLongLongMap words;

  /** The number of candidate points. */
  private int candidateCount;

  /** The candidates added by the last stone, as row keys, when recording; else null. */
  private long @Nullable [] added;

  private int addedCount;

  /** Receives the words of a plane, one at a time. */
  @FunctionalInterface
  interface WordConsumer {
    void accept(int tx, int ty, int kind, long word);
  }

  PersistentPlane(NRow game) {
    super(game);
    words = PersistentLongLongMap.empty();
  }

  /** Copies the words and fields of a position's plane: {@code O(t log t)} for t tiles. */
  PersistentPlane(MutablePlane source) {
    super(source);
    PersistentLongLongMap map = PersistentLongLongMap.empty();
    for (int number = 0; number < source.tileCount(); number++) {
      long key = source.tileKey(number);
      long tile = tile((int) (key >> 32), (int) key);
      for (int kind = 0; kind < OWN + players; kind++) {
        long word = source.wordOf(number, kind);
        if (word != 0) {
          map = map.put(tile | kind, word);
        }
      }
    }
    words = map;
    candidateCount = source.candidateCount();
  }

  private PersistentPlane(PersistentPlane other) {
    super(other);
    words = other.words;
    candidateCount = other.candidateCount;
  }

  /** Returns a copy that shares this plane's words, to play one stone on. */
  PersistentPlane copy() {
    return new PersistentPlane(this);
  }

  /** Makes the next stone record the candidates it adds ({@link #added()}). */
  void recordAdditions() {
    added = new long[2 * distance * (distance + 1)];
    addedCount = 0;
  }

  /** Returns the candidates added since {@link #recordAdditions()}, as row keys, unsorted. */
  long[] added() {
    return java.util.Arrays.copyOf(java.util.Objects.requireNonNull(added, "recordAdditions() first"), addedCount);
  }

  @Override
  long tile(int tx, int ty) {
    return (long) tx << 35 | ((long) ty & 0x1FFF_FFFFL) << 6;
  }

  @Override
  long tileForWriting(int tx, int ty) {
    return tile(tx, ty);
  }

  @Override
  long tileNear(long tile, int tx, int ty, int dx, int dy) {
    return tile(tx + dx, ty + dy);
  }

  @Override
  long tileNearForWriting(long tile, int tx, int ty, int dx, int dy) {
    return tile(tx + dx, ty + dy);
  }

  @Override
  void addStone(long tile, long mask, int player) {
    setWord(tile, STONES, word(tile, STONES) | mask);
    setWord(tile, OWN + player, word(tile, OWN + player) | mask);
  }

  @Override
  long word(long tile, int kind) {
    return words.get(tile | kind, 0L);
  }

  @Override
  void setWord(long tile, int kind, long value) {
    long old = words.get(tile | kind, 0L);
    words = value == 0 ? words.remove(tile | kind) : words.put(tile | kind, value);
    if (kind == CANDIDATES) {
      candidateCount += Long.bitCount(value) - Long.bitCount(old);
      if (added != null) {
        int tx = (int) (tile >> 35);
        int ty = (int) (tile << 29 >> 35);
        for (long bits = value & ~old; bits != 0; bits &= bits - 1) {
          int bit = Long.numberOfTrailingZeros(bits);
          added[addedCount++] = SortedPointList.rowKey((tx << 3) | (bit & 7), (ty << 3) | (bit >>> 3));
        }
      }
    }
  }

  /** Returns the number of candidate points. */
  int candidateCount() {
    return candidateCount;
  }

  /** Calls {@code consumer} once per non-zero word, in the map's (meaningless) order. */
  void forEachWord(WordConsumer consumer) {
    words.forEach(
        (key, word) -> consumer.accept((int) (key >> 35), (int) (key << 29 >> 35), (int) key & 63, word));
  }

  /** Returns whether both planes hold the same words. */
  boolean sameWords(PersistentPlane other) {
    return words.equals(other.words);
  }
}
