package io.github.gridgames.nrow.strategy;

import io.github.gridgames.core.Player;
import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import java.util.Map;

/**
 * A mutable copy of an N-in-a-row position for search: the stones in a hash map, the number of
 * stones within the placement distance of every point near a stone (so that legality is one
 * lookup), the bounding box of every stone ever placed (outside it every point is empty), and a
 * Zobrist hash. Coordinates are handled as {@code long}s so that steps past the {@code int}
 * limits are detected rather than wrapped: such points do not exist ({@link #EDGE}). Stones are
 * placed and removed in last-in, first-out order. Not thread-safe.
 */
final class Board {

  /** The owner value of an empty point. */
  static final int EMPTY = -1;

  /** The owner value of a point beyond the {@code int} limits, which does not exist. */
  static final int EDGE = -2;

  /** The steps of the four line directions: horizontal, vertical, diagonal, anti-diagonal. */
  static final int[] DX = {1, 0, 1, 1};

  /** See {@link #DX}. */
  static final int[] DY = {0, 1, 1, -1};

  private final int n;
  private final int distance;
  private final int players;
  /** Owner index + 1 per packed point; 0 when empty. */
  private final LongIntMap stones;
  /** The number of stones within the placement distance, per packed point. */
  private final LongIntMap near;
  private int stoneCount;
  private long minX = Long.MAX_VALUE;
  private long maxX = Long.MIN_VALUE;
  private long minY = Long.MAX_VALUE;
  private long maxY = Long.MIN_VALUE;
  private long hash;
  /** The stones of the state the board was made from, in the state's order, tagged by owner. */
  private final Longs initialStones;

  private Board(int n, int distance, int players, int expectedStones) {
    this.n = n;
    this.distance = distance;
    this.players = players;
    this.stones = new LongIntMap(expectedStones + 64);
    this.near = new LongIntMap((expectedStones + 16) * Math.min(64, 2 * distance * (distance + 1) + 1));
    this.initialStones = new Longs(expectedStones);
  }

  /** Copies the stones of a state. */
  static Board of(NRowState state) {
    NRow game = state.game();
    Map<Point, Player> stones = state.stones();
    Board board = new Board(game.n(), game.distance(), game.playerCount(), stones.size());
    for (Map.Entry<Point, Player> stone : stones.entrySet()) {
      Point point = stone.getKey();
      board.place(point.x(), point.y(), stone.getValue().index());
      board.initialStones.add(pack(point.x(), point.y()), stone.getValue().index());
    }
    return board;
  }

  /**
   * Returns the distinct legal points that lie on one of the four lines through a stone of the
   * original state, at most {@code radius} steps from it, in a deterministic order.
   */
  Longs lineNeighbours(int radius) {
    LongIntMap seen = new LongIntMap(initialStones.size() * 8 * radius);
    Longs out = new Longs(initialStones.size() * 4);
    for (int i = 0; i < initialStones.size(); i++) {
      long stone = initialStones.get(i);
      long sx = unpackX(stone);
      long sy = unpackY(stone);
      for (int d = 0; d < 4; d++) {
        for (int k = -radius; k <= radius; k++) {
          long x = sx + (long) k * DX[d];
          long y = sy + (long) k * DY[d];
          if (k != 0 && isLegal(x, y)) {
            long key = pack(x, y);
            if (seen.get(key) == 0) {
              seen.put(key, 1);
              out.add(key, 0);
            }
          }
        }
      }
    }
    return out;
  }

  /**
   * Whether a stone of {@code player} on the empty point would complete N in a row, exactly for
   * every N: it walks only along the player's stones next to the point.
   */
  boolean makesFive(long x, long y, int player) {
    for (int d = 0; d < 4; d++) {
      long run = 1 + runFrom(x, y, DX[d], DY[d], player) + runFrom(x, y, -DX[d], -DY[d], player);
      if (run >= n) {
        return true;
      }
    }
    return false;
  }

  /**
   * Returns the number of {@code player}'s consecutive stones from the point (exclusive) along a
   * step, counting at most N.
   */
  int runFrom(long x, long y, int dx, int dy, int player) {
    int count = 0;
    long px = x;
    long py = y;
    while (count < n) {
      px += dx;
      py += dy;
      if (owner(px, py) != player) {
        break;
      }
      count++;
    }
    return count;
  }

  int n() {
    return n;
  }

  int distance() {
    return distance;
  }

  int players() {
    return players;
  }

  int stoneCount() {
    return stoneCount;
  }

  long hash() {
    return hash;
  }

  /** Whether both coordinates are {@code int}s. */
  static boolean onPlane(long x, long y) {
    return x >= Integer.MIN_VALUE && x <= Integer.MAX_VALUE && y >= Integer.MIN_VALUE && y <= Integer.MAX_VALUE;
  }

  /** Packs a point that is on the plane, as {@link Point} does. */
  static long pack(long x, long y) {
    return (x << 32) | (y & 0xFFFF_FFFFL);
  }

  static int unpackX(long packed) {
    return (int) (packed >> 32);
  }

  static int unpackY(long packed) {
    return (int) packed;
  }

  /** Returns the owner's index of the point, {@link #EMPTY}, or {@link #EDGE} off the plane. */
  int owner(long x, long y) {
    if (!onPlane(x, y)) {
      return EDGE;
    }
    if (x < minX || x > maxX || y < minY || y > maxY) {
      return EMPTY;
    }
    return stones.get(pack(x, y)) - 1;
  }

  /** Whether a stone may go on the point: on the plane, empty, and near a stone (any point at first). */
  boolean isLegal(long x, long y) {
    if (!onPlane(x, y)) {
      return false;
    }
    if (stoneCount == 0) {
      return true;
    }
    long key = pack(x, y);
    return near.get(key) > 0 && stones.get(key) == 0;
  }

  /** Places a stone on an empty point of the plane. */
  void place(long x, long y, int player) {
    long key = pack(x, y);
    stones.put(key, player + 1);
    stoneCount++;
    hash ^= zobrist(key, player);
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
    updateNear(x, y, 1);
  }

  /** Removes the stone last placed on the point by {@code player}. */
  void remove(long x, long y, int player) {
    long key = pack(x, y);
    stones.put(key, 0);
    stoneCount--;
    hash ^= zobrist(key, player);
    updateNear(x, y, -1);
  }

  private void updateNear(long x, long y, int delta) {
    for (long dy = -distance; dy <= distance; dy++) {
      long py = y + dy;
      if (py < Integer.MIN_VALUE || py > Integer.MAX_VALUE) {
        continue;
      }
      long reach = distance - Math.abs(dy);
      long from = Math.max(Integer.MIN_VALUE, x - reach);
      long to = Math.min(Integer.MAX_VALUE, x + reach);
      for (long px = from; px <= to; px++) {
        near.add(pack(px, py), delta);
      }
    }
  }

  private static long zobrist(long key, int player) {
    long z = key * 0x9E3779B97F4A7C15L + (player + 1) * 0xD1B54A32D192ED03L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
