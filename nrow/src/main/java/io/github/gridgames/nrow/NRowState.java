package io.github.gridgames.nrow;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.MoveEffect;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.StandardReason;
import io.github.gridgames.core.State;
import io.github.gridgames.core.Violation;
import io.github.gridgames.nrow.internal.SortedPointList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An immutable N-in-a-row position: the stones on the board, the player to move and the outcome.
 *
 * <h2>Legal moves</h2>
 *
 * <p>Before the first stone every point of the plane is legal: {@link #hasUnboundedLegalMoves()}
 * is {@code true} and {@link #legalMoves()} returns the documented representative
 * {@code [0,0]} (every first stone is equivalent to the origin by translation), while
 * {@link #check(Point)} and {@link #play(Point)} accept any point. After that the legal moves are
 * exactly the empty points within Manhattan distance D of some stone, listed sorted by {@code y},
 * then {@code x}. Points beyond the {@code int} limits do not exist and are never listed.
 *
 * <h2>Cost</h2>
 *
 * <p>The stones (point to player), the occupied points and the candidate points (the empty points
 * within distance D of a stone) are kept in persistent hash tries shared between successive
 * states; the two point sets are stored as 64-bit masks of 8 x 8 tiles. So {@link #check(Point)}
 * costs two trie lookups of {@code O(log32 n)} (effectively constant), and {@link #play(Point)}
 * costs a few trie updates per tile the stone's diamond touches ({@code O(D^2 / 64 + D)} tiles,
 * at most 4 for {@code D <= 4}) plus {@code O(N)} lookups for the win check, whatever the number
 * of stones. Each move copies only the changed trie paths, so a game of {@code m} moves costs
 * {@code O(m)} such steps in time and memory (far from the {@code int} limits the diamonds' tile
 * masks are precomputed). {@link #legalMoves()} computes its list on first use and keeps it: from
 * the previous state's list, when that one had been computed before this state was made (as when
 * every state of a game is listed), by copying it without the stone played and with the new
 * candidates merged in, {@code O(c)} for {@code c} candidates; otherwise from the candidate tiles,
 * sorted by row, in {@code O(t log t + c)} for {@code t} tiles. The list stores one {@code long}
 * per point and makes each {@link Point} as it is read. {@link #render()} and {@link #stones()}
 * sort the stones.
 *
 * <h2>Equality</h2>
 *
 * <p>Two states are equal when they belong to equal games and have the same stones (which fixes
 * the player to move and the outcome). {@link #positionHash()} is a Zobrist-style hash of the
 * stones kept up to date move by move.
 */
public final class NRowState implements State<NRowState, Point> {

  /** Horizontal, vertical, diagonal and anti-diagonal steps, in the order wins are reported. */
  private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

  /** The padding around the stones' bounding box in drawings. */
  private static final int PAD = 3;

  /** The reference width of a drawing's fields. */
  private static final int FIELD = 3;

  private final NRow game;
  /** Packed point to player index. */
  private final PersistentLongLongMap stones;
  /** The occupied points, as {@link Tiles} masks. */
  private final PersistentLongLongMap occupied;
  /** The empty points within distance D of a stone, as {@link Tiles} masks (never 0). */
  private final PersistentLongLongMap candidates;
  /** The number of points in {@link #candidates}. */
  private final int candidateCount;

  private final Player toMove;
  private final Outcome outcome;
  private final long zobrist;
  private final int minX;
  private final int maxX;
  private final int minY;
  private final int maxY;

  /** The sorted legal moves, computed on first use (a benign race: every thread computes the same). */
  private List<Point> legalMoves;

  /**
   * How to derive {@link #legalMoves} from the previous state's list, when that list was already
   * computed as this state was made; null otherwise, and once {@link #legalMoves} is computed.
   */
  private ListDelta delta;

  /**
   * The previous state's sorted legal moves, without the stone played and with the new candidates
   * (sorted {@linkplain SortedPointList#rowKey(int, int) row keys}).
   */
  private record ListDelta(SortedPointList previous, long played, long[] added) {}

  private NRowState(
      NRow game,
      PersistentLongLongMap stones,
      PersistentLongLongMap occupied,
      PersistentLongLongMap candidates,
      int candidateCount,
      Player toMove,
      Outcome outcome,
      long zobrist,
      int minX,
      int maxX,
      int minY,
      int maxY) {
    this.game = game;
    this.stones = stones;
    this.occupied = occupied;
    this.candidates = candidates;
    this.candidateCount = candidateCount;
    this.toMove = toMove;
    this.outcome = outcome;
    this.zobrist = zobrist;
    this.minX = minX;
    this.maxX = maxX;
    this.minY = minY;
    this.maxY = maxY;
  }

  static NRowState initial(NRow game) {
    return new NRowState(
        game,
        PersistentLongLongMap.empty(),
        PersistentLongLongMap.empty(),
        PersistentLongLongMap.empty(),
        0,
        Player.FIRST,
        Outcome.ongoing(),
        0L,
        0,
        0,
        0,
        0);
  }

  @Override
  public NRow game() {
    return game;
  }

  @Override
  public Player toMove() {
    return toMove;
  }

  /**
   * Returns the outcome. A win by a line carries the line's stones (all of the winner's
   * consecutive stones along it, at least N) as {@link Point}s in order of increasing {@code x}
   * (increasing {@code y} for a vertical line); when one stone completes lines in several
   * directions, the first of horizontal, vertical, diagonal ({@code x} and {@code y} growing
   * together) and anti-diagonal is reported.
   *
   * @return ongoing, a win, or a draw when the stone cap was reached without a win
   */
  @Override
  public Outcome outcome() {
    return outcome;
  }

  /**
   * Returns the number of stones on the board.
   *
   * @return the number of moves played
   */
  public int stoneCount() {
    return stones.size();
  }

  /**
   * Returns who has a stone on a point.
   *
   * @param point the point
   * @return the player whose stone is there, or empty
   * @throws NullPointerException if {@code point} is null
   */
  public Optional<Player> stoneAt(Point point) {
    requireNonNull(point, "point");
    long player = stones.get(point.pack(), -1);
    return player < 0 ? Optional.empty() : Optional.of(Player.of((int) player));
  }

  /**
   * Returns all stones, sorted by {@code y}, then {@code x}. Costs {@code O(n log n)}.
   *
   * @return an unmodifiable map from point to the player whose stone is there
   */
  public Map<Point, Player> stones() {
    long[] keys = sortedByRow(stones.keys());
    Map<Point, Player> out = new LinkedHashMap<>();
    for (long key : keys) {
      long packed = unRowKey(key);
      out.put(Point.unpack(packed), Player.of((int) stones.get(packed, -1)));
    }
    return Collections.unmodifiableMap(out);
  }

  /**
   * Returns the legal moves: empty in a terminal state, the representative {@code [0,0]} on the
   * empty board (see {@link #hasUnboundedLegalMoves()}), and otherwise every empty point within
   * Manhattan distance D of a stone, sorted by {@code y}, then {@code x}.
   *
   * @return an unmodifiable list
   */
  @Override
  public List<Point> legalMoves() {
    List<Point> moves = legalMoves;
    if (moves == null) {
      moves = computeLegalMoves();
      legalMoves = moves;
    }
    return moves;
  }

  private List<Point> computeLegalMoves() {
    if (outcome.isOver()) {
      return List.of();
    }
    if (stones.isEmpty()) {
      return List.of(Point.ORIGIN);
    }
    ListDelta change = delta;
    if (change != null) {
      delta = null;
      return merged(change);
    }
    // Sort the tiles (about one per ten candidates) by row, then column, and emit each row of
    // tiles point row by point row: O(t log t + c) for t tiles and c candidates.
    long[] tiles = sortedByRow(candidates.keys());
    long[] masks = new long[tiles.length];
    for (int t = 0; t < tiles.length; t++) {
      masks[t] = candidates.get(unRowKey(tiles[t]), 0L);
    }
    long[] keys = new long[candidateCount];
    int next = 0;
    for (int start = 0; start < tiles.length; ) {
      int ty = (int) (tiles[start] >> 32);
      int end = start + 1;
      while (end < tiles.length && (int) (tiles[end] >> 32) == ty) {
        end++;
      }
      for (int row = 0; row < 8; row++) {
        int y = (ty << 3) | row;
        for (int t = start; t < end; t++) {
          int left = (((int) tiles[t]) ^ 0x8000_0000) << 3;
          for (int bits = (int) (masks[t] >>> (row << 3)) & 0xFF; bits != 0; bits &= bits - 1) {
            keys[next++] = SortedPointList.rowKey(left | Integer.numberOfTrailingZeros(bits), y);
          }
        }
      }
      start = end;
    }
    return new SortedPointList(keys);
  }

  /** The previous list without the stone played, merged with the new candidates: O(c) copying. */
  private SortedPointList merged(ListDelta change) {
    long[] previous = change.previous().rowKeys();
    long played = change.played();
    long[] added = change.added();
    long[] out = new long[candidateCount];
    int removed = Arrays.binarySearch(previous, played);
    int next = 0;
    int from = 0;
    for (long key : added) {
      int to = -Arrays.binarySearch(previous, from, previous.length, key) - 1;
      next = copyWithout(previous, from, to, removed, out, next);
      out[next++] = key;
      from = to;
    }
    copyWithout(previous, from, previous.length, removed, out, next);
    return new SortedPointList(out);
  }

  /** Copies {@code from[start..end)} except index {@code skip} to {@code to[at...]}. */
  private static int copyWithout(long[] from, int start, int end, int skip, long[] to, int at) {
    if (skip >= start && skip < end) {
      System.arraycopy(from, start, to, at, skip - start);
      System.arraycopy(from, skip + 1, to, at + skip - start, end - skip - 1);
      return at + end - start - 1;
    }
    System.arraycopy(from, start, to, at, end - start);
    return at + end - start;
  }

  /**
   * Returns {@code true} exactly on the empty board (before the first stone), where every point
   * is legal.
   *
   * @return whether no stone has been placed yet
   */
  @Override
  public boolean hasUnboundedLegalMoves() {
    return stones.isEmpty() && !outcome.isOver();
  }

  /**
   * Returns why a point is illegal: {@link StandardReason#GAME_OVER} in a terminal state, then
   * {@link StandardReason#OCCUPIED} if a stone is there, then {@link NRowReason#TOO_FAR} if it is
   * farther than D from every stone. On the empty board every point is legal.
   *
   * @param move the point
   * @return the violation, or empty when the point is legal
   * @throws NullPointerException if {@code move} is null
   */
  @Override
  public Optional<Violation> check(Point move) {
    requireNonNull(move, "move");
    if (outcome.isOver()) {
      return Optional.of(Violation.gameOver());
    }
    if (stones.isEmpty()) {
      return Optional.empty();
    }
    long key = move.pack();
    long owner = stones.get(key, -1);
    if (owner >= 0) {
      return Optional.of(
          Violation.of(
              StandardReason.OCCUPIED,
              "The point "
                  + move
                  + " is already taken by "
                  + game.playerName(Player.of((int) owner))
                  + "."));
    }
    if (!isCandidate(move)) {
      return Optional.of(
          Violation.of(
              NRowReason.TOO_FAR,
              "The point "
                  + move
                  + " is farther than Manhattan distance "
                  + game.distance()
                  + " from every stone."));
    }
    return Optional.empty();
  }

  /**
   * Places the player to move's stone on a point.
   *
   * @param move a legal point
   * @return the state after the stone
   * @throws IllegalMoveException if the point is illegal (see {@link #check(Point)})
   * @throws NullPointerException if {@code move} is null
   */
  @Override
  public NRowState play(Point move) {
    Optional<Violation> violation = check(move);
    if (violation.isPresent()) {
      throw new IllegalMoveException(violation.get());
    }
    Player mover = toMove;
    long key = move.pack();
    PersistentLongLongMap newStones = stones.put(key, mover.index());
    long tile = Tiles.key(move.x(), move.y());
    PersistentLongLongMap newOccupied =
        occupied.put(tile, occupied.get(tile, 0L) | Tiles.bit(move.x(), move.y()));
    // Add the empty points of the stone's diamond (which also drops the stone's own point). Far
    // from the int limits the diamond's tile masks are precomputed; near them, clipped.
    PersistentLongLongMap newCandidates = candidates;
    int newCount = candidateCount;
    int d = game.distance();
    int x = move.x();
    int y = move.y();
    boolean inner =
        x >= Integer.MIN_VALUE + d && x <= Integer.MAX_VALUE - d
            && y >= Integer.MIN_VALUE + d && y <= Integer.MAX_VALUE - d;
    Tiles.Shape shape = Tiles.shape(d);
    int position = ((y & 7) << 3) | (x & 7);
    Tiles.Masks clipped = inner ? null : Tiles.diamond(move, d);
    int tiles = inner ? shape.size(position) : clipped.size();
    // The new candidates, kept when this state's list can be derived from this one's.
    List<Point> previous = legalMoves;
    long[] added = previous instanceof SortedPointList ? new long[2 * d * (d + 1)] : null;
    int addedCount = 0;
    for (int i = 0; i < tiles; i++) {
      long diamondTile = inner ? shape.key(position, i, x >> 3, y >> 3) : clipped.key(i);
      long diamondMask = inner ? shape.mask(position, i) : clipped.mask(i);
      long current = newCandidates.get(diamondTile, 0L);
      long updated = (current | diamondMask) & ~newOccupied.get(diamondTile, 0L);
      if (updated != current) {
        newCount += Long.bitCount(updated) - Long.bitCount(current);
        newCandidates =
            updated == 0 ? newCandidates.remove(diamondTile) : newCandidates.put(diamondTile, updated);
        if (added != null) {
          for (long bits = updated & ~current; bits != 0; bits &= bits - 1) {
            long point = Tiles.pointOf(diamondTile, Long.numberOfTrailingZeros(bits));
            added[addedCount++] = SortedPointList.rowKey((int) (point >> 32), (int) point);
          }
        }
      }
    }
    Outcome newOutcome = winOf(newStones, move, mover);
    if (newOutcome == null) {
      boolean capped = game.cap() > 0 && newStones.size() >= game.cap();
      newOutcome = capped ? Outcome.draw() : Outcome.ongoing();
    }
    boolean first = stones.isEmpty();
    NRowState next = new NRowState(
        game,
        newStones,
        newOccupied,
        newCandidates,
        newCount,
        game.turnPolicy().next(mover, MoveEffect.NONE, game.playerCount()),
        newOutcome,
        zobrist ^ stoneHash(key, mover.index()),
        first ? move.x() : Math.min(minX, move.x()),
        first ? move.x() : Math.max(maxX, move.x()),
        first ? move.y() : Math.min(minY, move.y()),
        first ? move.y() : Math.max(maxY, move.y()));
    if (added != null && !newOutcome.isOver()) {
      long[] sorted = Arrays.copyOf(added, addedCount);
      Arrays.sort(sorted);
      next.delta = new ListDelta((SortedPointList) previous, SortedPointList.rowKey(x, y), sorted);
    }
    return next;
  }

  /** Returns the win made by {@code mover}'s stone at {@code at}, or null if none. */
  private Outcome winOf(PersistentLongLongMap board, Point at, Player mover) {
    int n = game.n();
    for (int[] direction : DIRECTIONS) {
      int dx = direction[0];
      int dy = direction[1];
      long back = run(board, at, -dx, -dy, mover.index());
      long forward = run(board, at, dx, dy, mover.index());
      if (back + 1 + forward >= n) {
        List<Point> line = new ArrayList<>((int) (back + 1 + forward));
        for (long i = -back; i <= forward; i++) {
          line.add(Point.of((int) (at.x() + i * dx), (int) (at.y() + i * dy)));
        }
        return Outcome.win(mover, line);
      }
    }
    return null;
  }

  /** Counts {@code player}'s consecutive stones from {@code at} (exclusive) along a step. */
  private static long run(PersistentLongLongMap board, Point at, int dx, int dy, int player) {
    long count = 0;
    long x = at.x();
    long y = at.y();
    while (true) {
      x += dx;
      y += dy;
      if (x < Integer.MIN_VALUE || x > Integer.MAX_VALUE
          || y < Integer.MIN_VALUE || y > Integer.MAX_VALUE
          || board.get(Point.pack((int) x, (int) y), -1) != player) {
        return count;
      }
      count++;
    }
  }

  /**
   * Returns a Zobrist-style hash of the stones (the XOR of one 64-bit hash per stone and owner),
   * maintained move by move; equal states have equal hashes.
   *
   * @return the position hash
   */
  @Override
  public long positionHash() {
    return zobrist;
  }

  /**
   * Draws the board as in reference 003: the stones' bounding box padded by 3 points on every
   * side (clipped at the {@code int} limits), a header row of {@code x} coordinates, then one row
   * per {@code y} from the smallest (top) to the largest (bottom), starting with its {@code y}
   * coordinate; every field is right-aligned, and a point shows its stone's symbol or {@code .}.
   * The empty board draws the box {@code -3..3} by {@code -3..3} around the origin. Lines are
   * separated by {@code \n}; there is no line break at the end.
   *
   * <p>Fields are 3 characters wide, as in the reference, while every {@code x} label fits in 2
   * characters ({@code -9} to {@code 99}); otherwise every column widens to one more than the
   * longest {@code x} label, so that the drawing stays aligned and the labels stay apart (the
   * reference lets wide labels run together). Likewise the {@code y} label column is 3 wide or as
   * wide as the longest {@code y} label.
   *
   * @return the drawing
   */
  @Override
  public String render() {
    boolean empty = stones.isEmpty();
    long fromX = Math.max((long) Integer.MIN_VALUE, (empty ? 0L : minX) - PAD);
    long toX = Math.min((long) Integer.MAX_VALUE, (empty ? 0L : maxX) + PAD);
    long fromY = Math.max((long) Integer.MIN_VALUE, (empty ? 0L : minY) - PAD);
    long toY = Math.min((long) Integer.MAX_VALUE, (empty ? 0L : maxY) + PAD);
    int cell = Math.max(FIELD, 1 + Math.max(width(fromX), width(toX)));
    int label = Math.max(FIELD, Math.max(width(fromY), width(toY)));
    StringBuilder sb = new StringBuilder();
    field(sb, "", label);
    for (long x = fromX; x <= toX; x++) {
      field(sb, Long.toString(x), cell);
    }
    // Walk the stones in drawing order (by row, then column) alongside the points.
    long[] rowKeys = sortedByRow(stones.keys());
    int next = 0;
    for (long y = fromY; y <= toY; y++) {
      sb.append('\n');
      field(sb, Long.toString(y), label);
      for (long x = fromX; x <= toX; x++) {
        String text = ".";
        if (next < rowKeys.length) {
          long packed = unRowKey(rowKeys[next]);
          if (Point.pack((int) x, (int) y) == packed) {
            text = String.valueOf(NRow.symbol((int) stones.get(packed, 0L)));
            next++;
          }
        }
        field(sb, text, cell);
      }
    }
    return sb.toString();
  }

  /** The number of characters of a coordinate label; the widest label is at an end of a range. */
  private static int width(long coordinate) {
    return Long.toString(coordinate).length();
  }

  private static void field(StringBuilder sb, String text, int width) {
    for (int i = text.length(); i < width; i++) {
      sb.append(' ');
    }
    sb.append(text);
  }

  /**
   * Two states are equal when their games are equal and they have the same stones, hence the
   * same player to move and the same outcome. Shared structure makes comparing related states
   * cheap.
   */
  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    return o instanceof NRowState other
        && zobrist == other.zobrist
        && stones.size() == other.stones.size()
        && toMove.equals(other.toMove)
        && outcome.status() == other.outcome.status()
        && game.equals(other.game)
        && stones.equals(other.stones);
  }

  /** Returns a hash consistent with {@link #equals(Object)}, from {@link #positionHash()}. */
  @Override
  public int hashCode() {
    return Long.hashCode(zobrist);
  }

  /** Returns a short description, such as {@code nrow(...): 7 stones, O to move, ongoing}. */
  @Override
  public String toString() {
    return game
        + ": "
        + stones.size()
        + (stones.size() == 1 ? " stone, " : " stones, ")
        + game.playerName(toMove)
        + " to move, "
        + outcome;
  }

  /** Whether {@code point} is a candidate: empty and within D of a stone. */
  boolean isCandidate(Point point) {
    long mask = candidates.get(Tiles.key(point.x(), point.y()), 0L);
    return (mask & Tiles.bit(point.x(), point.y())) != 0;
  }

  /** The number of candidate points. */
  int candidateCount() {
    return candidateCount;
  }

  private static long stoneHash(long packedPoint, int player) {
    long z = packedPoint * 0x9E3779B97F4A7C15L + (player + 1) * 0xD1B54A32D192ED03L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    z = z ^ (z >>> 31);
    z = (z ^ (z >>> 29)) * 0xBF58476D1CE4E5B9L;
    return z ^ (z >>> 32);
  }

  /** Maps packed points to keys whose signed order is by y, then x, in place; sorts them. */
  private static long[] sortedByRow(long[] packed) {
    for (int i = 0; i < packed.length; i++) {
      long p = packed[i];
      int x = (int) (p >> 32);
      int y = (int) p;
      packed[i] = ((long) y << 32) | ((x ^ 0x8000_0000) & 0xFFFF_FFFFL);
    }
    Arrays.sort(packed);
    return packed;
  }

  private static long unRowKey(long rowKey) {
    int y = (int) (rowKey >> 32);
    int x = ((int) rowKey) ^ 0x8000_0000;
    return Point.pack(x, y);
  }
}
