package io.github.gridgames.nrow;

import io.github.gridgames.nrow.internal.LongIntMap;
import io.github.gridgames.nrow.internal.PackedPoint;
import java.util.Arrays;

/**
 * The {@link Plane} of an {@link NRowPosition}: the words of every tile the position has met in
 * flat arrays, by tile number; the candidates also in a dense array, for a uniformly random one
 * and for listing them in {@code O(1)} per point; and, for undo, a journal of the candidate words
 * changed and a log of the changes to the dense array (so an undo restores its order too).
 *
 * <h2>Tile numbers and point codes</h2>
 *
 * <p>A tile is numbered when the plane first meets it (a stone's diamond reaches it, or a code is
 * asked for one of its points) and keeps its number for the life of the plane and its copies, so
 * {@code number * 64 + bit} is a stable code for each of the tile's points: the position's move
 * code. The tiles' numbers are found through an open-addressing map of tile coordinates, and each
 * tile remembers its neighbours' numbers, so a stone's diamond and the lines through it rarely
 * look up a tile.
 *
 * <p>Not thread-safe.
 */
final class MutablePlane extends Plane {

  /** The most tiles: every code {@code number * 64 + bit} must be an {@code int}. */
  static final int MAX_TILES = 1 << 24;

  /** The words per tile: {@code 2 + players}. */
  private final int width;

  /** The words, {@link #width} per tile number. */
  private long[] words;

  /** Per tile number: its packed tile coordinates. */
  private long[] tileKeys;

  private int tileCount;

  /** Packed tile coordinates to tile number + 1. */
  private final LongIntMap numbers;

  /**
   * Per tile number, its neighbours up to 2 tiles away ({@link #NEAR} slots, by offset): their
   * number + 1, or 0 when not known yet. Tiles keep their numbers, so a known neighbour stays.
   */
  private int[] near;

  /** The neighbour slots per tile: offsets -2 to 2 in both directions. */
  private static final int NEAR = 25;

  /** The codes of the candidates; the first {@link #candidates} are used. */
  private int[] dense;

  private int candidates;

  /** Per code: its index in {@link #dense} while it is a candidate. */
  private int[] slots;

  /** The words changed by {@link #setWord}, by index in {@link #words}, and their old values. */
  private int[] journalAt = new int[256];

  private long[] journalOld = new long[256];

  private int journalSize;

  /**
   * The changes of {@link #dense}, newest last: {@code -1} for an added candidate; a slot and then
   * a code for a removed one.
   */
  private int[] denseLog = new int[256];

  private int denseLogSize;

  /** Per stone begun and not taken back: the journal's and the log's length before it. */
  private int[] moveJournal = new int[64];

  private int[] moveLog = new int[64];

  private int moves;

  MutablePlane(NRow game) {
    super(game);
    width = OWN + players;
    numbers = new LongIntMap(64);
    allocate();
  }

  /** Copies the words and fields of a state's plane: {@code O(t)} for t tiles. */
  MutablePlane(PersistentPlane source) {
    super(source);
    width = OWN + players;
    numbers = new LongIntMap(64);
    allocate();
    source.forEachWord(
        (tx, ty, kind, word) -> write((int) tileForWriting(tx, ty), kind, word, false));
  }

  private void allocate() {
    words = new long[64 * width];
    tileKeys = new long[64];
    dense = new int[64 * 64];
    slots = new int[64 * 64];
    near = new int[64 * NEAR];
  }

  private MutablePlane(MutablePlane other) {
    super(other);
    width = other.width;
    words = other.words.clone();
    tileKeys = other.tileKeys.clone();
    tileCount = other.tileCount;
    numbers = other.numbers.copy();
    dense = other.dense.clone();
    candidates = other.candidates;
    slots = other.slots.clone();
    near = other.near.clone();
  }

  /** Returns an independent copy with the same tile numbers and an empty journal. */
  MutablePlane copy() {
    return new MutablePlane(this);
  }

  @Override
  long tile(int tx, int ty) {
    return numbers.get(PackedPoint.of(tx, ty)) - 1L;
  }

  @Override
  long tileForWriting(int tx, int ty) {
    long key = PackedPoint.of(tx, ty);
    int number = numbers.get(key) - 1;
    return number >= 0 ? number : newTile(key);
  }

  @Override
  long tileNear(long tile, int tx, int ty, int dx, int dy) {
    if (tile < 0) {
      return tile(tx + dx, ty + dy);
    }
    int slot = (int) tile * NEAR + (dy + 2) * 5 + dx + 2;
    int known = near[slot];
    if (known != 0) {
      return known - 1L;
    }
    long found = tile(tx + dx, ty + dy);
    near[slot] = (int) found + 1;
    return found;
  }

  @Override
  long tileNearForWriting(long tile, int tx, int ty, int dx, int dy) {
    int slot = (int) tile * NEAR + (dy + 2) * 5 + dx + 2;
    int known = near[slot];
    if (known != 0) {
      return known - 1L;
    }
    long found = tileForWriting(tx + dx, ty + dy);
    near[slot] = (int) found + 1; // the arrays may have grown: index them after
    return found;
  }

  private int newTile(long key) {
    if (tileCount == tileKeys.length) {
      if (tileCount == MAX_TILES) {
        throw new IllegalStateException(
            "a position cannot hold more than " + MAX_TILES + " tiles of 8 x 8 points");
      }
      int capacity = 2 * tileCount;
      tileKeys = Arrays.copyOf(tileKeys, capacity);
      words = Arrays.copyOf(words, capacity * width);
      slots = Arrays.copyOf(slots, capacity * 64);
      dense = Arrays.copyOf(dense, capacity * 64);
      near = Arrays.copyOf(near, capacity * NEAR);
    }
    int number = tileCount++;
    tileKeys[number] = key;
    numbers.put(key, number + 1);
    return number;
  }

  @Override
  long word(long tile, int kind) {
    return tile < 0 ? 0 : words[(int) tile * width + kind];
  }

  @Override
  void setWord(long tile, int kind, long value) {
    int number = (int) tile;
    if (journalSize == journalAt.length) {
      journalAt = Arrays.copyOf(journalAt, 2 * journalSize);
      journalOld = Arrays.copyOf(journalOld, 2 * journalSize);
    }
    journalAt[journalSize] = number * width + kind;
    journalOld[journalSize++] = words[number * width + kind];
    write(number, kind, value, true);
  }

  /**
   * Writes a word, keeping {@link #dense} in step with the candidate words; with {@code log}, also
   * logs the changes of {@link #dense} so that {@link #unplace} can reverse them exactly.
   */
  private void write(int tile, int kind, long value, boolean log) {
    int at = tile * width + kind;
    long old = words[at];
    words[at] = value;
    if (kind == CANDIDATES) {
      int base = tile << 6;
      for (long gone = old & ~value; gone != 0; gone &= gone - 1) {
        int code = base | Long.numberOfTrailingZeros(gone);
        int slot = slots[code];
        int moved = dense[--candidates];
        dense[slot] = moved;
        slots[moved] = slot;
        if (log) {
          logDense(slot);
          logDense(code);
        }
      }
      for (long added = value & ~old; added != 0; added &= added - 1) {
        int code = base | Long.numberOfTrailingZeros(added);
        slots[code] = candidates;
        dense[candidates++] = code;
        if (log) {
          logDense(-1);
        }
      }
    }
  }

  private void logDense(int entry) {
    if (denseLogSize == denseLog.length) {
      denseLog = Arrays.copyOf(denseLog, 2 * denseLogSize);
    }
    denseLog[denseLogSize++] = entry;
  }

  /** Remembers where the journal and the log of {@link #dense} stand before a stone. */
  @Override
  void beginStone() {
    if (moves == moveJournal.length) {
      moveJournal = Arrays.copyOf(moveJournal, 2 * moves);
      moveLog = Arrays.copyOf(moveLog, 2 * moves);
    }
    moveJournal[moves] = journalSize;
    moveLog[moves++] = denseLogSize;
  }

  @Override
  void addStone(long tile, long mask, int player) {
    int at = (int) tile * width;
    words[at + STONES] |= mask;
    words[at + OWN + player] |= mask;
  }

  /**
   * Takes back the last stone placed, on the point of {@code code}: restores the words it changed
   * and {@link #dense} exactly (order included), and the fields as they were before the stone
   * (the game was not over).
   */
  void unplace(int code) {
    int mover = game.moverAt(stones - 1);
    int at = (code >>> 6) * width;
    long mask = 1L << (code & 63);
    words[at + STONES] &= ~mask;
    words[at + OWN + mover] &= ~mask;
    moves--;
    int mark = moveJournal[moves];
    while (journalSize > mark) {
      journalSize--;
      words[journalAt[journalSize]] = journalOld[journalSize];
    }
    int logMark = moveLog[moves];
    while (denseLogSize > logMark) {
      int entry = denseLog[--denseLogSize];
      if (entry < 0) {
        candidates--; // an added candidate
        continue;
      }
      int slot = denseLog[--denseLogSize]; // a removed candidate: swap it back in
      int moved = dense[slot];
      dense[candidates] = moved;
      slots[moved] = candidates++;
      dense[slot] = entry;
      slots[entry] = slot;
    }
    stones--;
    toMove = mover;
    hash ^= stoneKey(pointOf(code), mover);
    winner = -1;
    draw = false;
  }

  /** Returns the number of tiles met so far: codes are below {@code 64 * tileCount()}. */
  int tileCount() {
    return tileCount;
  }

  /** Returns the code of a point, numbering its tile if it is new. */
  int code(int x, int y) {
    return (int) tileForWriting(x >> 3, y >> 3) << 6 | Tiles.bit(x, y);
  }

  /** Returns whether a code stands for a point: its tile has been met. */
  boolean isCode(int code) {
    return code >= 0 && code >>> 6 < tileCount;
  }

  /** Returns the packed point of a code ({@link #isCode}). */
  long pointOf(int code) {
    long key = tileKeys[code >>> 6];
    return Tiles.pointOf(PackedPoint.x(key), PackedPoint.y(key), code & 63);
  }

  /** Returns whether the point of a code is a candidate. */
  boolean isCandidate(int code) {
    return (words[(code >>> 6) * width + CANDIDATES] >>> (code & 63) & 1) != 0;
  }

  /** Returns the number of candidates. */
  int candidateCount() {
    return candidates;
  }

  /** Returns the code of candidate {@code i}, {@code 0 <= i < candidateCount()}. */
  int candidate(int i) {
    return dense[i];
  }

  /** Copies the candidates' codes to the start of {@code into}. */
  void candidates(int[] into) {
    System.arraycopy(dense, 0, into, 0, candidates);
  }

  /** Returns the packed tile coordinates of tile number {@code tile}. */
  long tileKey(int tile) {
    return tileKeys[tile];
  }

  /** Returns a word of tile number {@code tile}, {@code 0 <= tile < tileCount()}. */
  long wordOf(int tile, int kind) {
    return words[tile * width + kind];
  }
}
