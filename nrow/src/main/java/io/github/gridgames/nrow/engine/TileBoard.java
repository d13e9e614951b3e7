package io.github.gridgames.nrow.engine;

import io.github.gridgames.nrow.internal.SortedPointList;
import java.util.Arrays;

/**
 * The board of an {@link NRowEngine}: every point within Manhattan distance D of a stone (the
 * stones included), with the number of stones within D of it and its owner, grouped in 8 x 8
 * tiles; and the candidates (the empty points among them) in a dense array of cells, for picking
 * a uniformly random one and removing any one in {@code O(1)}.
 *
 * <h2>Layout</h2>
 *
 * <p>Tile {@code (x >> 3, y >> 3)} holds the points {@code (x, y)}; since {@code 2^31} is a
 * multiple of 8, every tile lies wholly inside the plane. Each tile in use has an id; the
 * <em>cell</em> of a point is {@code id * 64 + (y & 7) * 8 + (x & 7)}. An open-addressing hash
 * map (linear probing at a load of at most one half, multiplicative hashing, backward-shift
 * deletion)
 * maps the packed tile coordinates to ids, so updating the {@code 2D(D+1)+1} points of a stone's
 * diamond costs one lookup per tile it touches (at most 4 for {@code D <= 4}) plus array writes.
 *
 * <p>A cell's entry is a {@code long}: the count of stones within D in bits 0 to 15, the owner
 * code (player index + 1, or 0 for an empty point) in bits 16 to 23, and the candidate's index in
 * {@link #dense} plus one (0 for a point that is not a candidate) in bits 32 to 63. An entry is 0
 * exactly for a point that is not on the board (no stone within D). A tile counts its non-zero
 * cells and is freed (its id reused) when the count drops to 0.
 *
 * <p>Invariant between operations: a cell is non-zero exactly when its count is positive, and a
 * non-zero cell is a candidate exactly when it has no owner.
 *
 * <p>Not thread-safe. Callers guarantee the preconditions stated on each method; nothing is
 * checked here.
 */
final class TileBoard {

  /** The bits of an entry's count. */
  static final long COUNT_MASK = 0xFFFFL;

  /** The shift of an entry's owner code. */
  static final int OWNER_SHIFT = 16;

  /** The bits of an entry's owner code. */
  static final long OWNER_MASK = 0xFFL << OWNER_SHIFT;

  /** The shift of an entry's dense index plus one. */
  static final int INDEX_SHIFT = 32;

  /** The bits of an entry's dense index plus one. */
  static final long INDEX_MASK = 0xFFFF_FFFF_0000_0000L;


  /** The initial number of tiles and of map slots. */
  private static final int MIN_TILES = 64;

  /** The most tiles: {@code 64 * tiles} cells must be an array length. */
  private static final int MAX_TILES = 1 << 24;

  /** 64 entries per tile id. */
  long[] cells;

  /** Per tile id: its packed tile coordinates. */
  long[] tileKeys;

  /** Per tile id: its number of non-zero cells. */
  private int[] population;

  /** The ids below this have been handed out (some may be free). */
  private int tileCount;

  /** Freed ids, reused first. */
  private int[] freeTiles;

  private int freeCount;

  /** The map from packed tile coordinates to ids: keys. */
  private long[] mapKeys;

  /** The map's values: id + 1, or 0 for an empty slot. */
  private int[] mapIds;

  private int mapMask;
  private int mapShift;
  private int mapSize;

  /** The cells of the candidates; the first {@link #candidates} are used. */
  int[] dense;

  /** The number of candidates. */
  int candidates;

  TileBoard() {
    cells = new long[64 * MIN_TILES];
    tileKeys = new long[MIN_TILES];
    population = new int[MIN_TILES];
    freeTiles = new int[MIN_TILES];
    dense = new int[64 * MIN_TILES + 1];
    allocateMap(2 * MIN_TILES);
  }

  private TileBoard(TileBoard other) {
    cells = other.cells.clone();
    tileKeys = other.tileKeys.clone();
    population = other.population.clone();
    tileCount = other.tileCount;
    freeTiles = other.freeTiles.clone();
    freeCount = other.freeCount;
    mapKeys = other.mapKeys.clone();
    mapIds = other.mapIds.clone();
    mapMask = other.mapMask;
    mapShift = other.mapShift;
    mapSize = other.mapSize;
    dense = other.dense.clone();
    candidates = other.candidates;
  }

  private void allocateMap(int slots) {
    mapKeys = new long[slots];
    mapIds = new int[slots];
    mapMask = slots - 1;
    mapShift = 64 - Integer.numberOfTrailingZeros(slots);
    mapSize = 0;
  }

  /** Returns an independent copy. */
  TileBoard copy() {
    return new TileBoard(this);
  }

  /**
   * Returns the home slot of a tile in the map: both coordinates mixed into the top bits (a
   * single Fibonacci multiplication would map the x coordinate, in the high half of the key,
   * almost periodically, since the low half of the golden-ratio constant is close to 1/2).
   */
  private int slot(long key) {
    long h = key * 0xBF58_476D_1CE4_E5B9L;
    h ^= h >>> 31;
    h *= 0x94D0_49BB_1331_11EBL;
    return (int) (h >>> mapShift);
  }

  /** Returns the packed coordinates of a tile. */
  static long tileKey(int tx, int ty) {
    return PackedPoint.of(tx, ty);
  }

  /** Returns the offset of a point in its tile, 0 to 63. */
  static int bit(int x, int y) {
    return ((y & 7) << 3) | (x & 7);
  }

  /** Returns the packed point of a cell. */
  long pointOf(int cell) {
    long key = tileKeys[cell >>> 6];
    int tx = PackedPoint.x(key);
    int ty = PackedPoint.y(key);
    return PackedPoint.of((tx << 3) | (cell & 7), (ty << 3) | ((cell >>> 3) & 7));
  }

  /** Returns the id of a tile, or -1 when it is not in use. */
  int tileId(int tx, int ty) {
    long key = tileKey(tx, ty);
    long[] keys = mapKeys;
    int[] ids = mapIds;
    int m = mapMask;
    int s = slot(key);
    while (true) {
      int id = ids[s];
      if (id == 0) {
        return -1;
      }
      if (keys[s] == key) {
        return id - 1;
      }
      s = (s + 1) & m;
    }
  }

  /**
   * Returns the id of a tile, making a new (empty) tile if needed; room for it must have been
   * ensured by {@link #ensureRoom(int)}.
   */
  int tileIdOrNew(int tx, int ty) {
    long key = tileKey(tx, ty);
    long[] keys = mapKeys;
    int[] ids = mapIds;
    int m = mapMask;
    int s = slot(key);
    while (true) {
      int id = ids[s];
      if (id == 0) {
        break;
      }
      if (keys[s] == key) {
        return id - 1;
      }
      s = (s + 1) & m;
    }
    int id = freeCount > 0 ? freeTiles[--freeCount] : tileCount++;
    keys[s] = key;
    ids[s] = id + 1;
    mapSize++;
    tileKeys[id] = key;
    return id;
  }

  /** Returns the cell of a point, or -1 when its tile is not in use. */
  int cellOf(int x, int y) {
    int id = tileId(x >> 3, y >> 3);
    return id < 0 ? -1 : (id << 6) | bit(x, y);
  }

  /** Returns the entry of a point: 0 when it is not on the board. */
  long entryOf(int x, int y) {
    int cell = cellOf(x, y);
    return cell < 0 ? 0 : cells[cell];
  }

  /** Returns the owner code of a point: the player index + 1, or 0 for an empty point. */
  int owner(int x, int y) {
    return (int) ((entryOf(x, y) & OWNER_MASK) >>> OWNER_SHIFT);
  }

  /** Returns the packed point of the {@code i}-th candidate, {@code 0 <= i < candidates}. */
  long candidate(int i) {
    return pointOf(dense[i]);
  }

  /**
   * Returns the candidates as {@linkplain SortedPointList#rowKey(int, int) row keys} sorted by
   * {@code y}, then {@code x}: the tiles in use are sorted by row, then column, and each row of
   * tiles is read point row by point row, in {@code O(t log t + 64 t)} for {@code t} tiles.
   */
  long[] sortedCandidates() {
    long[] rows = new long[tileCount];
    int tiles = 0;
    for (int id = 0; id < tileCount; id++) {
      if (population[id] > 0) {
        long key = tileKeys[id];
        rows[tiles++] = SortedPointList.rowKey(PackedPoint.x(key), PackedPoint.y(key));
      }
    }
    Arrays.sort(rows, 0, tiles);
    long[] masks = new long[tiles];
    for (int t = 0; t < tiles; t++) {
      int base = tileId(((int) rows[t]) ^ 0x8000_0000, (int) (rows[t] >> 32)) << 6;
      long mask = 0;
      for (int bit = 0; bit < 64; bit++) {
        mask |= ((-(cells[base | bit] & INDEX_MASK)) >>> 63) << bit;
      }
      masks[t] = mask;
    }
    long[] out = new long[candidates];
    int next = 0;
    for (int start = 0; start < tiles; ) {
      int ty = (int) (rows[start] >> 32);
      int end = start + 1;
      while (end < tiles && (int) (rows[end] >> 32) == ty) {
        end++;
      }
      for (int row = 0; row < 8; row++) {
        int y = (ty << 3) | row;
        for (int t = start; t < end; t++) {
          int left = (((int) rows[t]) ^ 0x8000_0000) << 3;
          for (int bits = (int) (masks[t] >>> (row << 3)) & 0xFF; bits != 0; bits &= bits - 1) {
            out[next++] = SortedPointList.rowKey(left | Integer.numberOfTrailingZeros(bits), y);
          }
        }
      }
      start = end;
    }
    return out;
  }

  /** Makes room for {@code tiles} new tiles, so that no array moves while they are made. */
  void ensureRoom(int tiles) {
    if (tileCount + tiles > tileKeys.length) {
      int capacity = tileKeys.length;
      while (tileCount + tiles > capacity) {
        capacity *= 2;
      }
      if (capacity > MAX_TILES) {
        throw new IllegalStateException(
            "the engine's board cannot hold more than " + MAX_TILES + " tiles of 8 x 8 points");
      }
      cells = Arrays.copyOf(cells, 64 * capacity);
      tileKeys = Arrays.copyOf(tileKeys, capacity);
      population = Arrays.copyOf(population, capacity);
      freeTiles = Arrays.copyOf(freeTiles, capacity);
      dense = Arrays.copyOf(dense, 64 * capacity + 1);
    }
    if (2 * (mapSize + tiles) > mapMask + 1) {
      int slots = mapMask + 1;
      while (2 * (mapSize + tiles) > slots) {
        slots *= 2;
      }
      long[] oldKeys = mapKeys;
      int[] oldIds = mapIds;
      int size = mapSize;
      allocateMap(slots);
      for (int o = 0; o < oldIds.length; o++) {
        if (oldIds[o] != 0) {
          int s = slot(oldKeys[o]);
          while (mapIds[s] != 0) {
            s = (s + 1) & mapMask;
          }
          mapKeys[s] = oldKeys[o];
          mapIds[s] = oldIds[o];
        }
      }
      mapSize = size;
    }
  }

  /** Counts one more stone within D of the point of a cell of tile {@code id}. */
  void increment(int cell, int id) {
    long entry = cells[cell];
    // 1 for a point new to the board (entry 0), which becomes a candidate; 0 otherwise. Without
    // branches: the dense slot is written either way and only kept for a new point.
    int fresh = (int) ((entry - 1) >>> 63);
    int index = candidates;
    dense[index] = cell;
    cells[cell] = entry + 1 + ((long) (-fresh & (index + 1)) << INDEX_SHIFT);
    candidates = index + fresh;
    population[id] += fresh;
  }

  /**
   * Counts one more stone within D of the points of a diamond: {@code bits[ends[t - 1]]} to
   * {@code bits[ends[t] - 1]} are the points' bits in the tile with id {@code ids[t]}. Points new
   * to the board become candidates, in that order.
   */
  void incrementGroups(int[] ids, int[] ends, int[] bits) {
    long[] c = cells;
    int[] d = dense;
    int count = candidates;
    int from = 0;
    for (int t = 0; t < ends.length; t++) {
      int id = ids[t];
      int base = id << 6;
      int to = ends[t];
      int fresh = 0;
      for (int i = from; i < to; i++) {
        int cell = base | bits[i];
        long entry = c[cell];
        // As in increment: f is 1 for a point new to the board; no branches.
        int f = (int) ((entry - 1) >>> 63);
        d[count] = cell;
        c[cell] = entry + 1 + ((long) (-f & (count + 1)) << INDEX_SHIFT);
        count += f;
        fresh += f;
      }
      population[id] += fresh;
      from = to;
    }
    candidates = count;
  }

  /**
   * Counts one stone fewer within D of the (non-zero) point of a cell of tile {@code id}; a cell
   * whose count drops to 0 leaves the board (and the candidates), and so does a tile whose last
   * cell leaves.
   */
  void decrement(int cell, int id) {
    long entry = cells[cell] - 1;
    if ((entry & COUNT_MASK) != 0) {
      cells[cell] = entry;
      return;
    }
    if ((entry & INDEX_MASK) != 0) {
      removeCandidate(cell);
    }
    cells[cell] = 0;
    if (--population[id] == 0) {
      freeTile(id);
    }
  }

  /**
   * Puts a stone with the given owner code on a point: a candidate stops being one; a point not
   * on the board (the first stone) gets an entry with count 0, which the stone's own diamond then
   * raises. Room for one tile must have been ensured.
   */
  void occupy(int x, int y, int ownerCode) {
    int id = tileIdOrNew(x >> 3, y >> 3);
    int cell = (id << 6) | bit(x, y);
    if (cells[cell] == 0) {
      population[id]++;
    }
    occupyCell(cell, ownerCode);
  }

  /** Puts a stone with the given owner code on the point of a non-zero cell. */
  void occupyCell(int cell, int ownerCode) {
    if ((cells[cell] & INDEX_MASK) != 0) {
      removeCandidate(cell);
    }
    cells[cell] |= (long) ownerCode << OWNER_SHIFT;
  }

  /** Takes the stone off a point; the caller then removes its diamond and calls {@link #reopen}. */
  void vacate(int x, int y) {
    cells[cellOf(x, y)] &= ~OWNER_MASK;
  }

  /** Makes a point whose stone was taken off a candidate again, if some stone is still near. */
  void reopen(int x, int y) {
    int cell = cellOf(x, y);
    if (cell >= 0 && cells[cell] != 0) {
      int index = candidates++;
      dense[index] = cell;
      cells[cell] |= (long) (index + 1) << INDEX_SHIFT;
    }
  }

  /** Swap-removes a candidate cell from the dense array. */
  private void removeCandidate(int cell) {
    long[] c = cells;
    int index = (int) (c[cell] >>> INDEX_SHIFT) - 1;
    int last = --candidates;
    int moved = dense[last];
    dense[index] = moved;
    c[moved] = (c[moved] & ~INDEX_MASK) | ((long) (index + 1) << INDEX_SHIFT);
    c[cell] &= ~INDEX_MASK;
  }

  /** Removes an empty tile from the map (backward-shift deletion) and frees its id. */
  private void freeTile(int id) {
    long key = tileKeys[id];
    long[] keys = mapKeys;
    int[] ids = mapIds;
    int m = mapMask;
    int i = slot(key);
    while (keys[i] != key || ids[i] == 0) {
      i = (i + 1) & m;
    }
    int j = i;
    while (true) {
      j = (j + 1) & m;
      int other = ids[j];
      if (other == 0) {
        break;
      }
      int home = slot(keys[j]);
      // The entry at j may move to i unless its home lies cyclically in (i, j].
      if (((j - home) & m) >= ((j - i) & m)) {
        keys[i] = keys[j];
        ids[i] = other;
        i = j;
      }
    }
    ids[i] = 0;
    mapSize--;
    freeTiles[freeCount++] = id;
  }

  /** Removes everything. Costs the tiles handed out since the last clear, plus the map. */
  void clear() {
    Arrays.fill(cells, 0, 64 * tileCount, 0L);
    Arrays.fill(population, 0, tileCount, 0);
    Arrays.fill(mapIds, 0);
    tileCount = 0;
    freeCount = 0;
    mapSize = 0;
    candidates = 0;
  }
}
