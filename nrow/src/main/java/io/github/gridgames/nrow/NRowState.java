package io.github.gridgames.nrow;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Reason;
import io.github.gridgames.core.Violation;
import io.github.gridgames.core.spi.GameState;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * An immutable N-in-a-row position: the stones on the board, the player to move and the outcome.
 *
 * <h2>Legal moves</h2>
 *
 * <p>Before the first stone every point of the plane is legal: {@link #hasUnboundedLegalMoves()}
 * is {@code true} and {@link #legalMoves()} returns the documented representative
 * {@code [0,0]} (every first stone is equivalent to the origin by translation), while
 * {@link #check} and {@link #play} accept any point. After that the legal moves are
 * exactly the empty points within Manhattan distance D of some stone, listed sorted by {@code y},
 * then {@code x}. Points beyond the {@code int} limits do not exist and are never listed.
 *
 * <h2>Rules and cost</h2>
 *
 * <p>A state is a snapshot of the game's one rules implementation (the same code as
 * {@link NRowPosition}): its words (the candidate points, the occupied points and each player's
 * stones, as 64-bit masks of 8 x 8 tiles) are kept in a persistent hash trie shared between
 * successive states. So {@link #check} costs a trie lookup of {@code O(log32 n)}
 * (effectively constant), and {@link #play} a few trie updates per tile the stone's
 * diamond touches ({@code O(D^2 / 64 + D)} tiles, at most 4 for {@code D <= 4}) plus
 * {@code O(N)} lookups for the win check, whatever the number of stones; each move copies only
 * the changed trie paths. {@link #legalMoves()} computes its list on first use and keeps it: from
 * the previous state's list, when that one had been computed before this state was made (as when
 * every state of a game is listed), by copying it without the stone played and with the new
 * candidates merged in, {@code O(c)} for {@code c} candidates; otherwise from the candidate tiles,
 * sorted by row, in {@code O(t log t + c)} for {@code t} tiles. The list stores one {@code long}
 * per point and makes each {@link Point} as it is read. {@link #stones()} sorts the stones;
 * {@link #render()} looks up each point it draws, at most 25 by 25 of them.
 *
 * <h2>Equality</h2>
 *
 * <p>Two states are equal when they belong to equal games and have the same stones (which fixes
 * the player to move and the outcome). {@link #positionHash()} is a Zobrist hash of the stones
 * kept up to date move by move (the same as {@link NRowPosition#positionHash()}).
 */
public final class NRowState extends GameState<NRowState, Point> {

  /** The padding around the stones' bounding box in drawings. */
  private static final int PAD = 3;

  /** The reference width of a drawing's fields. */
  private static final int FIELD = 3;

  /**
   * The most columns and rows {@link #render()} draws: a larger board is drawn through a window of
   * this size around the last move.
   */
  static final int VIEW_SIDE = 25;

  /** The drawing of a point where the next stone may go. */
  private static final String LEGAL = "+";

  /** The drawing of an empty point where the next stone may not go. */
  private static final String BLOCKED = ".";

  private final NRow game;

  /** The words and the rules' fields; never changed after the constructor. */
  private final PersistentPlane plane;

  private final Outcome outcome;
  private final int minX;
  private final int maxX;
  private final int minY;
  private final int maxY;

  /** The point of the last stone played to reach this state, or null when unknown or none. */
  private final @Nullable Point lastMove;

  /** The sorted legal moves, computed on first use (a benign race: every thread computes the same). */
  private @Nullable List<Point> legalMoves;

  /**
   * How to derive {@link #legalMoves} from the previous state's list, when that list was already
   * computed as this state was made; null otherwise, and once {@link #legalMoves} is computed.
   */
  private @Nullable ListDelta delta;

  /**
   * The previous state's sorted legal moves, without the stone played and with the new candidates
   * (sorted {@linkplain SortedPointList#rowKey(int, int) row keys}).
   */
  @SuppressWarnings("ArrayRecordComponent") // private, never compared or hashed
  private record ListDelta(SortedPointList previous, long played, long[] added) {}

  private NRowState(PersistentPlane plane, int minX, int maxX, int minY, int maxY, @Nullable Point lastMove) {
    this.game = plane.game;
    this.lastMove = lastMove;
    this.plane = plane;
    this.outcome = plane.outcome();
    this.minX = minX;
    this.maxX = maxX;
    this.minY = minY;
    this.maxY = maxY;
  }

  static NRowState initial(NRow game) {
    return new NRowState(new PersistentPlane(game), 0, 0, 0, 0, null);
  }

  /** Returns the snapshot of a position's plane, whose last stone was played on {@code lastMove} (null if unknown). */
  static NRowState of(MutablePlane source, @Nullable Point lastMove) {
    PersistentPlane plane = new PersistentPlane(source);
    int[] box = {Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE};
    plane.forEachWord(
        (tx, ty, kind, word) -> {
          if (kind == Plane.STONES) {
            for (long bits = word; bits != 0; bits &= bits - 1) {
              int bit = Long.numberOfTrailingZeros(bits);
              int x = (tx << 3) | (bit & 7);
              int y = (ty << 3) | (bit >>> 3);
              box[0] = Math.min(box[0], x);
              box[1] = Math.max(box[1], x);
              box[2] = Math.min(box[2], y);
              box[3] = Math.max(box[3], y);
            }
          }
        });
    return plane.stones == 0
        ? new NRowState(plane, 0, 0, 0, 0, null)
        : new NRowState(plane, box[0], box[1], box[2], box[3], lastMove);
  }

  /** Returns the plane, for positions made from this state; callers must not change it. */
  PersistentPlane plane() {
    return plane;
  }

  @Override
  public NRow game() {
    return game;
  }

  @Override
  public Player toMove() {
    return Player.of(plane.toMove);
  }

  /**
   * Returns the outcome.
   *
   * @return ongoing, a win, or a draw when the stone cap was reached without a win
   */
  @Override
  public Outcome outcome() {
    return outcome;
  }

  /**
   * Returns the winning line: its stones (all of the winner's consecutive stones along it, at
   * least N) as {@link Point}s in order of increasing {@code x} (increasing {@code y} for a
   * vertical line); when one stone completes lines in several directions, the first of
   * horizontal, vertical, diagonal ({@code x} and {@code y} growing together) and anti-diagonal.
   *
   * @return the points of the winning line, empty unless the game was won
   */
  @Override
  public List<Point> winningLine() {
    return plane.winningLine();
  }

  /**
   * Returns the number of stones on the board.
   *
   * @return the number of moves played
   */
  public int stoneCount() {
    return plane.stones;
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
    int owner = plane.owner(point.x(), point.y());
    return owner < 0 ? Optional.empty() : Optional.of(Player.of(owner));
  }

  /**
   * Returns all stones, sorted by {@code y}, then {@code x}. Costs {@code O(n log n)}.
   *
   * @return an unmodifiable map from point to the player whose stone is there
   */
  public Map<Point, Player> stones() {
    Map<Point, Player> out = new LinkedHashMap<>();
    for (long key : sortedRowKeys(Plane.STONES)) {
      Point point = SortedPointList.pointOf(key);
      out.put(point, Player.of(plane.owner(point.x(), point.y())));
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
    if (plane.stones == 0) {
      return List.of(Point.ORIGIN);
    }
    ListDelta change = delta;
    if (change != null) {
      delta = null;
      return merged(change);
    }
    return new SortedPointList(sortedRowKeys(Plane.CANDIDATES));
  }

  /**
   * Returns the points of one kind of word as row keys sorted by {@code y}, then {@code x}: the
   * tiles (about one per ten points) sorted by row, then column, each row of tiles read point row
   * by point row, in {@code O(t log t + c)} for t tiles and c points.
   */
  private long[] sortedRowKeys(int kind) {
    List<long[]> found = new java.util.ArrayList<>();
    plane.forEachWord(
        (tx, ty, k, word) -> {
          if (k == kind) {
            found.add(new long[] {SortedPointList.rowKey(tx, ty), word});
          }
        });
    found.sort((a, b) -> Long.compare(a[0], b[0]));
    int points = 0;
    for (long[] tile : found) {
      points += Long.bitCount(tile[1]);
    }
    long[] keys = new long[points];
    int next = 0;
    for (int start = 0; start < found.size(); ) {
      int ty = (int) (found.get(start)[0] >> 32);
      int end = start + 1;
      while (end < found.size() && (int) (found.get(end)[0] >> 32) == ty) {
        end++;
      }
      for (int row = 0; row < 8; row++) {
        int y = (ty << 3) | row;
        for (int t = start; t < end; t++) {
          int left = SortedPointList.pointOf(found.get(t)[0]).x() << 3;
          for (int bits = (int) (found.get(t)[1] >>> (row << 3)) & 0xFF; bits != 0; bits &= bits - 1) {
            keys[next++] = SortedPointList.rowKey(left | Integer.numberOfTrailingZeros(bits), y);
          }
        }
      }
      start = end;
    }
    return keys;
  }

  /** The previous list without the stone played, merged with the new candidates: O(c) copying. */
  private SortedPointList merged(ListDelta change) {
    long[] previous = change.previous().rowKeys();
    long played = change.played();
    long[] added = change.added();
    long[] out = new long[plane.candidateCount()];
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

  /**
   * Copies {@code from[start..end)} except index {@code skip} to {@code to[at...]} and returns the
   * index after the last entry written (the last copy of a merge needs no index).
   */
  @CanIgnoreReturnValue
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
    return plane.stones == 0 && !outcome.isOver();
  }

  /**
   * Returns why a point is illegal in an ongoing game ({@link #check} refuses every point
   * of a finished one with {@link Reason#GAME_OVER} first): {@link Reason#OCCUPIED}
   * if a stone is there, then {@link NRowReason#TOO_FAR} if it is farther than D from every stone.
   * On the empty board every point is legal.
   */
  @Override
  protected Optional<Violation> violation(Point move) {
    return Optional.ofNullable(plane.refusal(move.x(), move.y()));
  }

  @Override
  protected int moveNumber() {
    return plane.stones;
  }

  /**
   * Places the player to move's stone on a legal point, with the rules the position runs, which
   * ask the game's turn policy through the same table: the player to move after it is
   * {@code next}.
   */
  @Override
  protected NRowState apply(Point move, Player next) {
    int x = move.x();
    int y = move.y();
    PersistentPlane nextPlane = plane.copy();
    // Keep the new candidates when the next state's list can be derived from this one's.
    @Nullable SortedPointList previous = legalMoves instanceof SortedPointList sorted ? sorted : null;
    if (previous != null) {
      nextPlane.recordAdditions();
    }
    nextPlane.place(nextPlane.tileForWriting(x >> 3, y >> 3), x, y);
    boolean first = plane.stones == 0;
    NRowState after =
        new NRowState(
            nextPlane,
            first ? x : Math.min(minX, x),
            first ? x : Math.max(maxX, x),
            first ? y : Math.min(minY, y),
            first ? y : Math.max(maxY, y),
            move);
    if (previous != null && !after.outcome.isOver()) {
      long[] added = nextPlane.added();
      Arrays.sort(added);
      after.delta = new ListDelta(previous, SortedPointList.rowKey(x, y), added);
    }
    return after;
  }

  /**
   * Returns the Zobrist hash of the stones (the XOR of one 64-bit key per stone and owner),
   * maintained move by move; equal states have equal hashes, and a position at the same stones
   * has the same hash.
   *
   * @return the position hash
   */
  @Override
  public long positionHash() {
    return plane.hash;
  }

  /**
   * Returns a new {@link NRowPosition} at this state: the game's fast mutable face, over the same
   * rules. Costs {@code O(t)} for t tiles of the board.
   *
   * @return a new position
   */
  @Override
  public NRowPosition toPosition() {
    return NRowPosition.of(this);
  }

  /**
   * Returns the point of the last stone played to reach this state: the move given to
   * {@link #play}, or the last move of the {@link NRowPosition} this state was taken from.
   * Equality ignores it.
   *
   * @return the point, or empty on the empty board or when the position that made this state had
   *     no move of its own to undo and did not start from a state that knew it
   */
  public Optional<Point> lastMove() {
    return Optional.ofNullable(lastMove);
  }

  /**
   * Returns the part of the board that {@link #render()} draws: the stones' bounding box padded by
   * 3 points on every side (clipped at the {@code int} limits; the box {@code -3..3} by
   * {@code -3..3} on the empty board) where it is at most 25 points wide or high; along an axis
   * where it is longer, the 25 points centred on the last move (on the middle of the stones when
   * the last move is unknown), moved inwards to stay within the padded box.
   *
   * @return the window, at most 25 by 25 points
   */
  public BoardWindow view() {
    boolean empty = plane.stones == 0;
    long fromX = Math.max((long) Integer.MIN_VALUE, (empty ? 0L : minX) - PAD);
    long toX = Math.min((long) Integer.MAX_VALUE, (empty ? 0L : maxX) + PAD);
    long fromY = Math.max((long) Integer.MIN_VALUE, (empty ? 0L : minY) - PAD);
    long toY = Math.min((long) Integer.MAX_VALUE, (empty ? 0L : maxY) + PAD);
    long focusX = lastMove != null ? lastMove.x() : ((long) minX + maxX) / 2;
    long focusY = lastMove != null ? lastMove.y() : ((long) minY + maxY) / 2;
    long startX = viewStart(fromX, toX, focusX);
    long startY = viewStart(fromY, toY, focusY);
    return BoardWindow.of(
        Point.of((int) startX, (int) startY),
        Point.of((int) Math.min(toX, startX + VIEW_SIDE - 1), (int) Math.min(toY, startY + VIEW_SIDE - 1)));
  }

  /** The first coordinate of the view along an axis whose padded range is {@code from..to}. */
  private static long viewStart(long from, long to, long focus) {
    if (to - from < VIEW_SIDE) {
      return from;
    }
    return Math.max(from, Math.min(focus - (VIEW_SIDE - 1) / 2, to - VIEW_SIDE + 1));
  }

  /**
   * Draws the board within {@link #view()}: the whole board, the stones' bounding box padded by 3
   * points, while it is at most 25 points wide and high, and otherwise the part around the last
   * move, with a note of what lies outside. See {@link #render(BoardWindow)} for the layout.
   *
   * @return the drawing, at most 25 columns and rows of points
   */
  @Override
  public String render() {
    return render(view());
  }

  /**
   * Draws a window of the board as a plot, {@code y} growing upwards: a first line holding the
   * axis name {@code y} at the head of the column of {@code y} labels; one line per {@code y} from
   * the largest (at the top) to the smallest, each starting with its {@code y} label; then a line
   * starting with the axis name {@code x}, followed by the {@code x} labels from the smallest (at
   * the left) to the largest. Every field is right-aligned. A point shows:
   *
   * <ul>
   *   <li>the symbol of the player whose stone is there ({@code X}, {@code O}, then {@code A} to
   *       {@code Z}, as {@link NRow#playerName});
   *   <li>{@code +} where the next stone may go (an empty point within distance D of a stone, every
   *       point of the empty board);
   *   <li>{@code .} on an empty point where it may not (farther than D from every stone, or the game
   *       is over).
   * </ul>
   *
   * <p>For example the usual game after X on {@code 0,0} and O on {@code 1,0}, through the window
   * {@code x -1..2, y -1..1}:
   *
   * <pre>
   *   y
   *   1  +  +  +  +
   *   0  +  X  O  +
   *  -1  +  +  +  +
   *   x -1  0  1  2
   * </pre>
   *
   * <p>When some stones lie outside the window, a last line says how many and the range they all
   * lie in, such as {@code 975 of 1000 stones lie outside this view (x -12..12, y -12..12); all
   * stones lie within x 0..999, y 0..999.} Lines are separated by {@code \n}, and there is no
   * line break at the end. The cost is two lookups per point of the window,
   * whatever the number of stones.
   *
   * <p>Fields are 3 characters wide while every {@code x} label fits in 2 characters ({@code -9} to
   * {@code 99}); otherwise every column widens to one more than the longest {@code x} label, so that
   * the drawing stays aligned and the labels stay apart. Likewise the {@code y} label column is 3
   * wide or as wide as the longest {@code y} label.
   *
   * @param window the points to draw, at most {@link BoardWindow#MAX_SIDE} on a side
   * @return the drawing
   * @throws NullPointerException if {@code window} is null
   */
  public String render(BoardWindow window) {
    requireNonNull(window, "window");
    int cell = Math.max(FIELD, 1 + Math.max(width(window.minX()), width(window.maxX())));
    int label = Math.max(FIELD, Math.max(width(window.minY()), width(window.maxY())));
    StringBuilder sb = new StringBuilder();
    field(sb, "y", label);
    int inside = 0;
    for (long y = window.maxY(); y >= window.minY(); y--) {
      sb.append('\n');
      field(sb, Long.toString(y), label);
      for (long x = window.minX(); x <= window.maxX(); x++) {
        int owner = plane.owner((int) x, (int) y);
        inside += owner < 0 ? 0 : 1;
        String point =
            owner >= 0
                ? String.valueOf(NRow.symbol(owner))
                : plane.isLegal((int) x, (int) y) ? LEGAL : BLOCKED;
        field(sb, point, cell);
      }
    }
    sb.append('\n');
    field(sb, "x", label);
    for (long x = window.minX(); x <= window.maxX(); x++) {
      field(sb, Long.toString(x), cell);
    }
    int outside = plane.stones - inside;
    if (outside > 0) {
      sb.append('\n')
          .append(outside)
          .append(" of ")
          .append(plane.stones)
          .append(plane.stones == 1 ? " stone lies" : " stones lie")
          .append(" outside this view (")
          .append(window)
          .append("); all stones lie within x ")
          .append(minX)
          .append("..")
          .append(maxX)
          .append(", y ")
          .append(minY)
          .append("..")
          .append(maxY)
          .append('.');
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
   * Returns the position text, such as {@code 0,0;2,2/1,0 O}: each player's stones and the player
   * to move, in the grammar of {@link NRow} ("Position text"), which
   * {@link NRow#parsePosition(String)} reads back into an equal state. Costs
   * {@code O(n log n)} for n stones.
   *
   * @return the position text
   */
  @Override
  public String positionText() {
    return NRowPositionText.write(this);
  }

  /**
   * Two states are equal when their games are equal and they have the same stones, hence the
   * same player to move and the same outcome. Shared structure makes comparing related states
   * cheap.
   */
  @Override
  public boolean equals(@Nullable Object o) {
    if (this == o) {
      return true;
    }
    return o instanceof NRowState other
        && plane.hash == other.plane.hash
        && plane.stones == other.plane.stones
        && plane.toMove == other.plane.toMove
        && outcome.status() == other.outcome.status()
        && game.equals(other.game)
        && plane.sameWords(other.plane);
  }

  /** Returns a hash consistent with {@link #equals(Object)}, from {@link #positionHash()}. */
  @Override
  public int hashCode() {
    return Long.hashCode(plane.hash);
  }

  /**
   * Returns a short description in the players' symbols, such as {@code nrow(...): 7 stones, O to
   * move}, {@code nrow(...): 9 stones, X wins} or {@code nrow(...): 100 stones, draw}.
   */
  @Override
  public String toString() {
    int stones = plane.stones;
    return game
        + ": "
        + stones
        + (stones == 1 ? " stone, " : " stones, ")
        + game.standing(outcome, toMove());
  }

  /** The number of candidate points. */
  int candidateCount() {
    return plane.candidateCount();
  }

  /**
   * A rectangle of the plane to draw with {@link NRowState#render(BoardWindow)}: the points with
   * {@code minX <= x <= maxX} and {@code minY <= y <= maxY}, at most {@link #MAX_SIDE} points on a
   * side, so that a drawing has a bounded size whatever the board. Immutable; made by
   * {@link #of(Point, Point)} or {@link #around(Point, int, int)}.
   */
  public static final class BoardWindow {

    /** The most points a window may have on a side, 1000. */
    public static final int MAX_SIDE = 1000;

    private final int minX;
    private final int minY;
    private final int maxX;
    private final int maxY;

    private BoardWindow(int minX, int minY, int maxX, int maxY) {
      checkArgument(
          (long) maxX - minX < MAX_SIDE,
          "a window may be at most %s points wide, got x %s..%s",
          MAX_SIDE,
          minX,
          maxX);
      checkArgument(
          (long) maxY - minY < MAX_SIDE,
          "a window may be at most %s points high, got y %s..%s",
          MAX_SIDE,
          minY,
          maxY);
      this.minX = minX;
      this.minY = minY;
      this.maxX = maxX;
      this.maxY = maxY;
    }

    /**
     * Returns the window with two opposite corners, in either order: {@code of(Point.of(-2, 3),
     * Point.of(4, 7))} is {@code x -2..4, y 3..7}.
     *
     * @param corner a corner
     * @param opposite the opposite corner
     * @return the window spanning both
     * @throws IllegalArgumentException if a side would be longer than {@link #MAX_SIDE}; the
     *     message gives the range
     * @throws NullPointerException if a corner is null
     */
    public static BoardWindow of(Point corner, Point opposite) {
      requireNonNull(corner, "corner");
      requireNonNull(opposite, "opposite");
      return new BoardWindow(
          Math.min(corner.x(), opposite.x()),
          Math.min(corner.y(), opposite.y()),
          Math.max(corner.x(), opposite.x()),
          Math.max(corner.y(), opposite.y()));
    }

    /**
     * Returns the window of a size centred on a point (the extra column or row of an even size
     * falls after it, to the right or above), moved inwards where it would cross the {@code int}
     * limits.
     *
     * @param centre the point in the middle
     * @param width the number of columns, 1 to {@link #MAX_SIDE}
     * @param height the number of rows, 1 to {@link #MAX_SIDE}
     * @return the window
     * @throws IllegalArgumentException if a size is out of range; the message gives it
     * @throws NullPointerException if {@code centre} is null
     */
    public static BoardWindow around(Point centre, int width, int height) {
      requireNonNull(centre, "centre");
      checkArgument(width >= 1 && width <= MAX_SIDE, "a window's width must be 1 to %s, got %s", MAX_SIDE, width);
      checkArgument(height >= 1 && height <= MAX_SIDE, "a window's height must be 1 to %s, got %s", MAX_SIDE, height);
      int minX = start(centre.x(), width);
      int minY = start(centre.y(), height);
      return new BoardWindow(minX, minY, minX + width - 1, minY + height - 1);
    }

    /** The first of {@code size} coordinates centred on {@code centre}, kept within the int range. */
    static int start(int centre, int size) {
      long from = (long) centre - (size - 1) / 2;
      return (int) Math.max(Integer.MIN_VALUE, Math.min(from, (long) Integer.MAX_VALUE - size + 1));
    }

    /**
     * Returns the leftmost column.
     *
     * @return the least {@code x}
     */
    public int minX() {
      return minX;
    }

    /**
     * Returns the bottom row, the last drawn.
     *
     * @return the least {@code y}
     */
    public int minY() {
      return minY;
    }

    /**
     * Returns the rightmost column.
     *
     * @return the greatest {@code x}
     */
    public int maxX() {
      return maxX;
    }

    /**
     * Returns the top row, the first drawn.
     *
     * @return the greatest {@code y}
     */
    public int maxY() {
      return maxY;
    }

    /**
     * Returns the number of columns.
     *
     * @return 1 to {@link #MAX_SIDE}
     */
    public int width() {
      return maxX - minX + 1;
    }

    /**
     * Returns the number of rows.
     *
     * @return 1 to {@link #MAX_SIDE}
     */
    public int height() {
      return maxY - minY + 1;
    }

    /**
     * Returns whether a point is inside the window.
     *
     * @param point the point
     * @return whether its column and row are both in range
     * @throws NullPointerException if {@code point} is null
     */
    public boolean contains(Point point) {
      return point.x() >= minX && point.x() <= maxX && point.y() >= minY && point.y() <= maxY;
    }

    /** Two windows are equal when they hold the same points. */
    @Override
    public boolean equals(@Nullable Object o) {
      return o instanceof BoardWindow other
          && minX == other.minX
          && minY == other.minY
          && maxX == other.maxX
          && maxY == other.maxY;
    }

    @Override
    public int hashCode() {
      return ((31 * minX + minY) * 31 + maxX) * 31 + maxY;
    }

    /** Returns {@code x minX..maxX, y minY..maxY}, such as {@code x -1..2, y -1..1}. */
    @Override
    public String toString() {
      return "x " + minX + ".." + maxX + ", y " + minY + ".." + maxY;
    }
  }
}
