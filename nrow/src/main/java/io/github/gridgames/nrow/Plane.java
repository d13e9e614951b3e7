package io.github.gridgames.nrow;

import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Reason;
import io.github.gridgames.core.Violation;
import io.github.gridgames.core.internal.Hashing;
import io.github.gridgames.nrow.internal.Directions;
import io.github.gridgames.nrow.internal.PackedPoint;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The rules of N-in-a-row, written once, over 64-bit words per 8 x 8 {@link Tiles tile}: which
 * points are legal, what a stone does to the board, when a line wins, who moves next, the stone
 * cap and the position hash. The immutable {@link NRowState} and the mutable
 * {@link NRowPosition} are two faces of these rules; only the storage of the words differs
 * ({@link PersistentPlane}, a persistent map shared between states; {@link MutablePlane},
 * open-addressed arrays with an undo journal).
 *
 * <h2>Words</h2>
 *
 * <p>Every tile has {@code 2 + players} words: {@link #CANDIDATES}, the empty points within
 * Manhattan distance D of a stone (the legal points once a stone is down); {@link #STONES}, the
 * occupied points; and {@code OWN + p}, the stones of player {@code p}. A tile with no stone
 * within D has only zero words, and the storage need not hold it.
 *
 * <h2>A stone</h2>
 *
 * <p>{@link #place} asks the game's turn policy who moves next (before changing
 * anything, so that a refused policy leaves the plane as it was), sets the stone's bits, adds the
 * stone's diamond to the candidates (clipped at the {@code int} limits) and removes the occupied
 * points from them, updates the hash ({@link #stoneKey}), and looks for N in a row along the four
 * lines through the stone: {@code O(D^2 / 64 + D)} tile words and {@code O(N)} points, whatever
 * the number of stones.
 *
 * <p>Not thread-safe; the faces decide who may change a plane.
 */
abstract class Plane {

  /** The kind of the word of candidate points. */
  static final int CANDIDATES = 0;

  /** The kind of the word of occupied points. */
  static final int STONES = 1;

  /** The kind of the word of player 0's stones; player {@code p}'s is {@code OWN + p}. */
  static final int OWN = 2;

  /** The salt of the stones' Zobrist keys, one family per player: {@code (p + 1) * STONE_SALT}. */
  private static final long STONE_SALT = 0xD1B5_4A32_D192_ED03L;

  final NRow game;
  final int n;
  final int distance;
  final int players;
  /** The stone cap, or {@link Integer#MAX_VALUE} when the game has none. */
  final int cap;

  /** The number of stones on the board: the number of moves played. */
  int stones;

  /** The index of the player to move. */
  int toMove;

  /** The XOR of the {@link #stoneKey} of every stone. */
  long hash;

  /** The winner's index, or -1. */
  int winner = -1;

  /** Whether the stone cap was reached without a win. */
  boolean draw;

  /**
   * For a win: the {@link Directions direction} (bits 0-1), stones before (2-11) and after (12-21)
   * the last one.
   */
  int line;

  /** For a win: the last stone. */
  int lastX;

  /** See {@link #lastX}. */
  int lastY;

  Plane(NRow game) {
    this.game = game;
    this.n = game.n();
    this.distance = game.distance();
    this.players = game.playerCount();
    this.cap = game.stoneCap().orElse(Integer.MAX_VALUE);
  }

  /** Copies the fields of another plane of the same game (not its words). */
  Plane(Plane other) {
    this(other.game);
    stones = other.stones;
    toMove = other.toMove;
    hash = other.hash;
    winner = other.winner;
    draw = other.draw;
    line = other.line;
    lastX = other.lastX;
    lastY = other.lastY;
  }

  /** Returns a handle of a tile for reading its words; a tile never written reads as zeros. */
  abstract long tile(int tx, int ty);

  /** Returns a handle of a tile for writing its words, making room for the tile if needed. */
  abstract long tileForWriting(int tx, int ty);

  /**
   * Returns a handle of tile {@code (tx + dx, ty + dy)} for reading, where {@code tile} is the
   * handle of tile {@code (tx, ty)} and {@code |dx|, |dy| <= 2}: storage may remember neighbours.
   */
  abstract long tileNear(long tile, int tx, int ty, int dx, int dy);

  /** As {@link #tileNear}, for writing: makes room for the tile if needed. */
  abstract long tileNearForWriting(long tile, int tx, int ty, int dx, int dy);

  /** Returns a word of a tile. */
  abstract long word(long tile, int kind);

  /** Sets a word of a tile got from {@link #tileForWriting}. */
  abstract void setWord(long tile, int kind, long value);

  /** Called by {@link #place} once the stone is accepted, before any word changes. */
  void beginStone() {}

  /** Sets a stone's bit in the {@link #STONES} word and the player's word of its tile. */
  abstract void addStone(long tile, long mask, int player);

  /** Returns whether the game is over: won, or drawn at the stone cap. */
  final boolean isOver() {
    return winner >= 0 || draw;
  }

  /** Returns whether a stone may go on the point now. */
  final boolean isLegal(int x, int y) {
    if (isOver()) {
      return false;
    }
    return stones == 0 || (word(tile(x >> 3, y >> 3), CANDIDATES) >>> Tiles.bit(x, y) & 1) != 0;
  }

  /** Returns the index of the player whose stone is on the point, or -1. */
  final int owner(int x, int y) {
    long tile = tile(x >> 3, y >> 3);
    int bit = Tiles.bit(x, y);
    if ((word(tile, STONES) >>> bit & 1) != 0) {
      for (int p = 0; p < players; p++) {
        if ((word(tile, OWN + p) >>> bit & 1) != 0) {
          return p;
        }
      }
    }
    return -1;
  }

  /**
   * Returns why a stone may not go on the point, or null when it may: the game is over, then the
   * point is occupied, then it is farther than D from every stone.
   */
  final @Nullable Violation refusal(int x, int y) {
    if (isOver()) {
      return Violation.gameOver();
    }
    if (stones == 0) {
      return null;
    }
    int owner = owner(x, y);
    if (owner >= 0) {
      return Violation.of(
          Reason.OCCUPIED,
          "The point " + x + "," + y + " is already taken by "
              + game.playerName(Player.of(owner)) + ".");
    }
    if (!isLegal(x, y)) {
      return Violation.of(
          NRowReason.TOO_FAR,
          "The point " + x + "," + y + " is farther than Manhattan distance " + distance
              + " from every stone.");
    }
    return null;
  }

  /**
   * Places the stone of the player to move on a legal point (the caller checked it), whose tile
   * has the handle {@code tile} (from {@link #tileForWriting}).
   *
   * @throws IllegalStateException if the turn policy names a player outside the game; nothing
   *     changed
   */
  final void place(long tile, int x, int y) {
    int mover = toMove;
    int next = game.moverAt(stones + 1);
    beginStone();
    int bit = Tiles.bit(x, y);
    long mask = 1L << bit;
    addStone(tile, mask, mover);
    addDiamond(tile, x, y);
    stones++;
    hash ^= stoneKey(PackedPoint.of(x, y), mover);
    toMove = next;
    int made = lineThrough(tile, x, y, word(tile, OWN + mover), bit, mover);
    if (made >= 0) {
      winner = mover;
      line = made;
      lastX = x;
      lastY = y;
    } else if (stones >= cap) {
      draw = true;
    }
  }

  /** Adds the diamond around a new stone to the candidates, without the occupied points. */
  private void addDiamond(long tile, int x, int y) {
    int tx = x >> 3;
    int ty = y >> 3;
    if (Tiles.inner(x, y, distance)) {
      Tiles.Shape shape = Tiles.shape(distance);
      int position = Tiles.bit(x, y);
      int[] dxs = shape.dx[position];
      int[] dys = shape.dy[position];
      long[] masks = shape.masks[position];
      for (int i = 0; i < masks.length; i++) {
        addCandidates(tileNearForWriting(tile, tx, ty, dxs[i], dys[i]), masks[i]);
      }
    } else {
      Tiles.Masks diamond = Tiles.diamond(x, y, distance);
      for (int i = 0; i < diamond.size; i++) {
        addCandidates(tileForWriting(diamond.tx[i], diamond.ty[i]), diamond.masks[i]);
      }
    }
  }

  private void addCandidates(long tile, long mask) {
    long old = word(tile, CANDIDATES);
    long now = (old | mask) & ~word(tile, STONES);
    if (now != old) {
      setWord(tile, CANDIDATES, now);
    }
  }

  /**
   * Returns the line of N or more that the stone of {@code player} at {@code (x, y)} completes,
   * as {@link #line}, or -1; {@code own} is the player's word of the stone's tile.
   */
  private int lineThrough(long tile, int x, int y, long own, int bit, int player) {
    long near = Tiles.NEIGHBOURS[bit];
    if (n > 1 && near != 0 && (own & near) == 0) {
      return -1; // no neighbour of the player's, so no line of two
    }
    for (int dir = 0; dir < Directions.COUNT; dir++) {
      int dx = Directions.dx(dir);
      int dy = Directions.dy(dir);
      int back = run(tile, x, y, -dx, -dy, player, own);
      int forward = run(tile, x, y, dx, dy, player, own);
      if (back + 1 + forward >= n) {
        return dir | back << 2 | forward << 12;
      }
    }
    return -1;
  }

  /**
   * Counts the consecutive stones of {@code player} from {@code (x, y)}, exclusive, along a step;
   * the plane's end stops the count. {@code tile} is the handle of the tile of {@code (x, y)}
   * and {@code own} its word of the player's stones.
   */
  private int run(long tile, int x, int y, int dx, int dy, int player, long own) {
    int count = 0;
    long px = x;
    long py = y;
    int tx = x >> 3;
    int ty = y >> 3;
    while (true) {
      px += dx;
      py += dy;
      if (!PackedPoint.onPlane(px, py)) {
        return count;
      }
      int ix = (int) px;
      int iy = (int) py;
      if (ix >> 3 != tx || iy >> 3 != ty) {
        tile = tileNear(tile, tx, ty, (ix >> 3) - tx, (iy >> 3) - ty);
        tx = ix >> 3;
        ty = iy >> 3;
        own = word(tile, OWN + player);
      }
      if ((own >>> Tiles.bit(ix, iy) & 1) == 0) {
        return count;
      }
      count++;
    }
  }

  /**
   * Returns the longest line of {@code player}'s stones through a point, counting the point as
   * the player's: the line a stone there would make.
   */
  final int longestLine(int x, int y, int player) {
    long tile = tile(x >> 3, y >> 3);
    long own = word(tile, OWN + player);
    long near = Tiles.NEIGHBOURS[Tiles.bit(x, y)];
    if (near != 0 && (own & near) == 0) {
      return 1; // no neighbour of the player's, so no line of two
    }
    int best = 0;
    for (int dir = 0; dir < Directions.COUNT; dir++) {
      int dx = Directions.dx(dir);
      int dy = Directions.dy(dir);
      best = Math.max(
          best, 1 + run(tile, x, y, -dx, -dy, player, own) + run(tile, x, y, dx, dy, player, own));
    }
    return best;
  }

  /** Returns the outcome: a win, a draw at the cap, or ongoing. */
  final Outcome outcome() {
    if (winner >= 0) {
      return Outcome.win(Player.of(winner));
    }
    return draw ? Outcome.draw() : Outcome.ongoing();
  }

  /** Returns the winning line's points in order along it, empty unless won. */
  final List<Point> winningLine() {
    if (winner >= 0) {
      int dx = Directions.dx(line & 3);
      int dy = Directions.dy(line & 3);
      int back = (line >>> 2) & 0x3FF;
      int forward = line >>> 12;
      List<Point> points = new ArrayList<>(back + 1 + forward);
      for (long i = -back; i <= forward; i++) {
        points.add(Point.of((int) (lastX + i * dx), (int) (lastY + i * dy)));
      }
      return List.copyOf(points);
    }
    return List.of();
  }

  /** Returns the Zobrist key of a stone of {@code player} on a packed point. */
  static long stoneKey(long packed, int player) {
    return Hashing.key((player + 1) * STONE_SALT, packed);
  }
}
