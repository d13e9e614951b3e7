package io.github.gridgames.nrow.engine;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import io.github.gridgames.nrow.internal.SortedPointList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * A mutable N-in-a-row position for bots and search: the rules of {@link NRow} and
 * {@link NRowState} on {@link PackedPoint packed points}, with play, undo and random playouts that
 * allocate nothing (except when the board grows).
 *
 * <h2>Same rules, other representation</h2>
 *
 * <p>An engine applies exactly the rules of the immutable {@link NRowState}: the first stone goes
 * anywhere, every later one on an empty point within Manhattan distance D of a stone, N or more
 * in a row (horizontally, vertically or diagonally) wins, the stone cap draws, players alternate,
 * and the plane ends at the {@code int} limits (no wrap-around; the diamonds and the lines are
 * clipped there exactly). After any sequence of {@link #play(int, int)} and {@link #undo()},
 * {@link #toState()} equals the immutable state reached by playing the same stones,
 * {@link #outcome()} equals its outcome (winning line included), {@link #legalMoves()} equals its
 * legal moves and {@link #positionHash()} equals its {@link NRowState#positionHash()}.
 *
 * <h2>Representation and cost</h2>
 *
 * <p>The board holds exactly the points within distance D of a stone (the stones included), each
 * with its owner and the number of stones within D of it, in 8 x 8 tiles of 64 cells found
 * through an open-addressing hash map of tile coordinates. The <em>candidates</em>, the empty
 * points on the board, are also kept in a dense array, so that {@link #candidateAt(int)} and a
 * uniformly random candidate cost {@code O(1)}. Playing or undoing a stone updates the
 * {@code 2D(D+1)+1} points of its diamond (one map lookup per tile it touches, at most 4 for
 * {@code D <= 4}) and the win check looks at {@code O(N)} points along the four lines through the
 * stone: a stone costs {@code O(D^2 + N)} expected, whatever the number of stones on the board.
 * The arrays grow as needed and do not shrink; tiles emptied by undo are reused.
 *
 * <p>The candidates' order in the dense array ({@link #candidateAt(int)},
 * {@link #candidates(long[])}) is deterministic (it depends only on the sequence of calls made on
 * the engine) but it is not sorted, and an undo does not restore it; {@link #legalMoves()} sorts
 * the candidates as {@link NRowState#legalMoves()} does.
 *
 * <h2>Use</h2>
 *
 * <pre>{@code
 * NRowEngine engine = NRowEngine.of(NRow.builder().stoneCap(200).build());
 * SplittableRandom random = new SplittableRandom(42);
 * int mark = engine.depth();
 * int winner = engine.randomPlayout(random, Integer.MAX_VALUE); // -1: a draw
 * engine.undoTo(mark);                                          // or engine.reset()
 * }</pre>
 *
 * <p>An engine is <em>not</em> thread-safe: give each thread its own {@link #copy()}.
 */
public final class NRowEngine {

  /** Horizontal, vertical, diagonal and anti-diagonal steps, in the order wins are reported. */
  private static final int[] STEP_X = {1, 0, 1, 1};

  private static final int[] STEP_Y = {0, 1, 1, -1};

  private static final int MIN = Integer.MIN_VALUE;
  private static final int MAX = Integer.MAX_VALUE;

  private final NRow game;
  private final int n;
  private final int distance;
  private final int players;
  /** The stone cap, or {@link Integer#MAX_VALUE} when the game has none. */
  private final int cap;
  /** The shape of a stone's diamond; shared by copies. */
  private final Diamond diamond;

  private final TileBoard table;
  /** The ids of the tiles of the current diamond, by position in its bounding box; -1 unknown. */
  private final int[] spanIds;
  /** The stones played since the root, packed. */
  private long[] history;

  private int depth;
  private int stones;
  private int toMove;
  /** The winner's index, or -1. */
  private int winner;

  private boolean draw;
  /** For a win by the last stone played: its direction and the stones before and after it. */
  private int winDirection;

  private int winBack;
  private int winForward;
  private long zobrist;

  /** The position {@link #reset()} returns to. */
  private NRowState root;

  private NRowEngine(NRow game, Diamond diamond, TileBoard table) {
    this.game = game;
    this.n = game.n();
    this.distance = game.distance();
    this.players = game.playerCount();
    this.cap = game.stoneCap().orElse(Integer.MAX_VALUE);
    this.diamond = diamond;
    this.table = table;
    this.spanIds = new int[diamond.span * diamond.span];
    this.history = new long[64];
  }

  /**
   * Returns an engine at the empty board of a game, {@code X} to move.
   *
   * @param game the game
   * @return a new engine whose {@link #reset()} position is the game's initial state
   * @throws NullPointerException if {@code game} is null
   */
  public static NRowEngine of(NRow game) {
    return of(requireNonNull(game, "game").initialState());
  }

  /**
   * Returns an engine at the given state, for example the current state of a match. Loading
   * costs {@code O(D^2)} per stone of the state.
   *
   * @param state any state of any N-in-a-row game
   * @return a new engine whose {@link #reset()} position is {@code state}
   * @throws NullPointerException if {@code state} is null
   */
  public static NRowEngine of(NRowState state) {
    requireNonNull(state, "state");
    NRow game = state.game();
    NRowEngine engine = new NRowEngine(game, Diamond.of(game.distance()), new TileBoard());
    engine.load(state);
    return engine;
  }

  /**
   * Returns an independent engine at the same position, with the same undo history and the same
   * {@link #reset()} position. Costs time proportional to the engine's table.
   *
   * @return the copy
   */
  public NRowEngine copy() {
    NRowEngine copy = new NRowEngine(game, diamond, table.copy());
    copy.history = history.clone();
    copy.depth = depth;
    copy.stones = stones;
    copy.toMove = toMove;
    copy.winner = winner;
    copy.draw = draw;
    copy.winDirection = winDirection;
    copy.winBack = winBack;
    copy.winForward = winForward;
    copy.zobrist = zobrist;
    copy.root = root;
    return copy;
  }

  /**
   * Sets this engine to a state of its game and makes that state the {@link #reset()} position;
   * the undo history is cleared. Costs {@code O(D^2)} per stone of the state.
   *
   * @param state a state of this engine's game
   * @throws IllegalArgumentException if the state is of another game; the engine is unchanged
   * @throws NullPointerException if {@code state} is null
   */
  public void load(NRowState state) {
    requireNonNull(state, "state");
    if (!state.game().equals(game)) {
      throw new IllegalArgumentException(
          "the state is of " + state.game() + ", but this engine plays " + game);
    }
    root = state;
    table.clear();
    long hash = 0;
    for (Map.Entry<Point, Player> stone : state.stones().entrySet()) {
      Point point = stone.getKey();
      int player = stone.getValue().index();
      table.ensureRoom(1);
      table.occupy(point.x(), point.y(), player + 1);
      addDiamond(point.x(), point.y());
      hash ^= stoneHash(PackedPoint.of(point), player);
    }
    depth = 0;
    stones = state.stoneCount();
    toMove = state.toMove().index();
    Outcome outcome = state.outcome();
    winner = outcome.isWin() ? outcome.winners().iterator().next().index() : -1;
    draw = outcome.isDraw();
    zobrist = hash;
  }

  /**
   * Returns to the position this engine was created at or last {@linkplain #load(NRowState)
   * loaded}, and clears the undo history. Back to the empty board this costs the tiles used since
   * the last reset; back to a loaded state with stones, it undoes the stones played since.
   */
  public void reset() {
    if (root.stoneCount() > 0) {
      undoTo(0);
      return;
    }
    table.clear();
    depth = 0;
    stones = 0;
    toMove = 0;
    winner = -1;
    draw = false;
    zobrist = 0;
  }

  /**
   * Returns the game this engine plays.
   *
   * @return the game
   */
  public NRow game() {
    return game;
  }

  /**
   * Returns the number of stones on the board, those of the {@link #reset()} position included.
   *
   * @return 0 or more
   */
  public int stoneCount() {
    return stones;
  }

  /**
   * Returns how many stones {@link #undo()} can take back: those played since the engine was
   * created, loaded or reset, minus those undone.
   *
   * @return 0 or more
   */
  public int depth() {
    return depth;
  }

  /**
   * Returns the index of the player to move (in a finished game, the player who would move
   * next), as {@link NRowState#toMove()}.
   *
   * @return 0 to {@code game().playerCount() - 1}
   */
  public int toMove() {
    return toMove;
  }

  /**
   * Returns whether the game is over: won, or drawn at the stone cap.
   *
   * @return whether no stone may be played
   */
  public boolean isOver() {
    return winner >= 0 || draw;
  }

  /**
   * Returns the winner.
   *
   * @return the index of the player who made N in a row, or -1 when nobody has (yet)
   */
  public int winner() {
    return winner;
  }

  /**
   * Returns the outcome, equal to {@link NRowState#outcome()} of the same position: ongoing, a
   * draw at the stone cap, or a win with its winning line. Allocates the outcome.
   *
   * @return the outcome
   */
  public Outcome outcome() {
    if (depth == 0) {
      return root.outcome();
    }
    if (draw) {
      return Outcome.draw();
    }
    if (winner < 0) {
      return Outcome.ongoing();
    }
    long last = history[depth - 1];
    long x = PackedPoint.x(last);
    long y = PackedPoint.y(last);
    int dx = STEP_X[winDirection];
    int dy = STEP_Y[winDirection];
    List<Point> line = new ArrayList<>(winBack + 1 + winForward);
    for (long i = -winBack; i <= winForward; i++) {
      line.add(Point.of((int) (x + i * dx), (int) (y + i * dy)));
    }
    return Outcome.win(Player.of(winner), line);
  }

  /**
   * Returns the position hash, equal to {@link NRowState#positionHash()} of the same position.
   *
   * @return the hash of the stones
   */
  public long positionHash() {
    return zobrist;
  }

  /**
   * Returns who has a stone on a point.
   *
   * @param x the column
   * @param y the row
   * @return the index of the player whose stone is there, or -1 for an empty point
   */
  public int stoneAt(int x, int y) {
    return table.owner(x, y) - 1;
  }

  /**
   * Returns whether a stone may go on a point now: the game is not over, and the board is empty
   * or the point is a candidate (empty and within distance D of a stone).
   *
   * @param x the column
   * @param y the row
   * @return whether {@link #play(int, int)} accepts the point
   */
  public boolean isLegal(int x, int y) {
    if (isOver()) {
      return false;
    }
    if (stones == 0) {
      return true;
    }
    return (table.entryOf(x, y) & TileBoard.INDEX_MASK) != 0;
  }

  /**
   * Returns the number of candidates: the empty points within distance D of a stone. These are
   * the legal moves while the game is on and the board is not empty; on the empty board there are
   * none, although every point is legal.
   *
   * @return 0 or more
   */
  public int candidateCount() {
    return table.candidates;
  }

  /**
   * Returns a candidate, in the engine's (unsorted) candidate order; see the class comment.
   *
   * @param i 0 to {@code candidateCount() - 1}
   * @return the packed point
   * @throws IndexOutOfBoundsException if {@code i} is out of range
   */
  public long candidateAt(int i) {
    if (i < 0 || i >= table.candidates) {
      throw new IndexOutOfBoundsException(
          "candidate number must be between 0 and candidateCount() - 1 = "
              + (table.candidates - 1)
              + ", got "
              + i);
    }
    return table.candidate(i);
  }

  /**
   * Copies the candidates, in the engine's (unsorted) candidate order, into an array. Allocates
   * nothing.
   *
   * @param into an array of at least {@link #candidateCount()} entries
   * @return the number of candidates written
   * @throws IllegalArgumentException if {@code into} is too short
   * @throws NullPointerException if {@code into} is null
   */
  public int candidates(long[] into) {
    requireNonNull(into, "into");
    int count = table.candidates;
    if (into.length < count) {
      throw new IllegalArgumentException(
          "the array holds " + into.length + " points, but there are " + count + " candidates");
    }
    TileBoard board = table;
    int[] dense = board.dense;
    for (int i = 0; i < count; i++) {
      into[i] = board.pointOf(dense[i]);
    }
    return count;
  }

  /**
   * Returns the legal moves exactly as {@link NRowState#legalMoves()} of the same position: empty
   * when the game is over, {@code [0,0]} on the empty board, otherwise the candidates sorted by
   * {@code y}, then {@code x}. Costs {@code O(t log t + 64 t + c)} for {@code c} candidates in {@code t}
   * tiles and allocates one {@code long} per candidate; the list makes each {@link Point} as it
   * is read.
   *
   * @return an unmodifiable list
   */
  public List<Point> legalMoves() {
    if (isOver()) {
      return List.of();
    }
    if (stones == 0) {
      return List.of(Point.ORIGIN);
    }
    return new SortedPointList(table.sortedCandidates());
  }

  /**
   * Places the player to move's stone on a point, as {@link NRowState#play(Point)} does. Allocates
   * nothing unless the board grows.
   *
   * @param x the column
   * @param y the row
   * @return whether this stone made N in a row (won the game)
   * @throws IllegalStateException if the game is over; the engine is unchanged
   * @throws IllegalArgumentException if the point is occupied, or farther than D from every
   *     stone; the engine is unchanged
   */
  public boolean play(int x, int y) {
    if (isOver()) {
      throw new IllegalStateException(
          "the game is over: "
              + (draw ? "a draw" : "won by " + game.playerName(Player.of(winner))));
    }
    if (stones > 0) {
      long entry = table.entryOf(x, y);
      if ((entry & TileBoard.OWNER_MASK) != 0) {
        throw new IllegalArgumentException(
            "the point "
                + x
                + ","
                + y
                + " is already taken by "
                + game.playerName(Player.of(table.owner(x, y) - 1)));
      }
      if ((entry & TileBoard.INDEX_MASK) == 0) {
        throw new IllegalArgumentException(
            "the point "
                + x
                + ","
                + y
                + " is farther than Manhattan distance "
                + distance
                + " from every stone");
      }
    }
    return place(x, y);
  }

  /**
   * Places the player to move's stone on a packed point; see {@link #play(int, int)}.
   *
   * @param point the packed point
   * @return whether this stone made N in a row (won the game)
   * @throws IllegalStateException if the game is over; the engine is unchanged
   * @throws IllegalArgumentException if the point is occupied, or farther than D from every
   *     stone; the engine is unchanged
   */
  public boolean play(long point) {
    return play(PackedPoint.x(point), PackedPoint.y(point));
  }

  /** Places the mover's stone on a legal point and updates everything. */
  private boolean place(int x, int y) {
    int mover = toMove;
    TileBoard board = table;
    board.ensureRoom(1);
    board.occupy(x, y, mover + 1);
    addDiamond(x, y);
    return finish(x, y, board.tileId(x >> 3, y >> 3), mover);
  }

  /** Places the mover's stone on the candidate in a cell. */
  private boolean placeCell(int cell) {
    TileBoard board = table;
    long key = board.pointOf(cell);
    int mover = toMove;
    board.occupyCell(cell, mover + 1);
    int x = PackedPoint.x(key);
    int y = PackedPoint.y(key);
    addDiamond(x, y);
    return finish(x, y, cell >>> 6, mover);
  }

  /** Records a placed stone: history, hash, turn, win check and cap. */
  private boolean finish(int x, int y, int tile, int mover) {
    long key = PackedPoint.of(x, y);
    if (depth == history.length) {
      history = Arrays.copyOf(history, 2 * depth);
    }
    history[depth++] = key;
    stones++;
    zobrist ^= stoneHash(key, mover);
    toMove = mover + 1 == players ? 0 : mover + 1;
    if (checkWin(x, y, tile, mover + 1)) {
      winner = mover;
      return true;
    }
    if (stones >= cap) {
      draw = true;
    }
    return false;
  }

  /** Counts one more stone near every point of the diamond around (x, y), clipped at the limits. */
  private void addDiamond(int x, int y) {
    Diamond shape = diamond;
    TileBoard board = table;
    int d = distance;
    int[] ids = spanIds;
    board.ensureRoom(ids.length);
    if (x >= MIN + d && x <= MAX - d && y >= MIN + d && y <= MAX - d) {
      int offset = ((y & 7) << 3) | (x & 7);
      int[] txs = shape.tileDx[offset];
      int[] tys = shape.tileDy[offset];
      int tx = x >> 3;
      int ty = y >> 3;
      for (int t = 0; t < txs.length; t++) {
        ids[t] = board.tileIdOrNew(tx + txs[t], ty + tys[t]);
      }
      board.incrementGroups(ids, shape.ends[offset], shape.bits[offset]);
      return;
    }
    walkClipped(x, y, true);
  }

  /** Counts one stone fewer near every point of the diamond around (x, y), clipped at the limits. */
  private void removeDiamond(int x, int y) {
    walkClipped(x, y, false);
  }

  /**
   * Counts one stone more ({@code add}) or fewer near every point of the diamond around (x, y),
   * point by point, skipping points beyond the int limits.
   */
  private void walkClipped(int x, int y, boolean add) {
    int[] dxs = diamond.dx;
    int[] dys = diamond.dy;
    TileBoard board = table;
    int w = diamond.span;
    int[] ids = spanIds;
    Arrays.fill(ids, -1);
    long tx0 = ((long) x - distance) >> 3;
    long ty0 = ((long) y - distance) >> 3;
    for (int i = 0; i < dxs.length; i++) {
      long lx = (long) x + dxs[i];
      long ly = (long) y + dys[i];
      if (lx < MIN || lx > MAX || ly < MIN || ly > MAX) {
        continue;
      }
      int px = (int) lx;
      int py = (int) ly;
      int k = (int) (((py >> 3) - ty0) * w + (px >> 3) - tx0);
      int id = ids[k];
      if (id < 0) {
        // When removing, every point of the diamond is on the board, so its tile is in use; a tile
        // is freed only after its last point, so a cached id stays valid for the rest of the diamond.
        id = add ? board.tileIdOrNew(px >> 3, py >> 3) : board.tileId(px >> 3, py >> 3);
        ids[k] = id;
      }
      int cell = (id << 6) | ((py & 7) << 3) | (px & 7);
      if (add) {
        board.increment(cell, id);
      } else {
        board.decrement(cell, id);
      }
    }
  }

  /**
   * Whether the stone with the given owner code at (x, y), in the given tile, makes N in a row;
   * if so, records the first such direction and the full run, as {@link NRowState} reports it.
   */
  private boolean checkWin(int x, int y, int tile, int code) {
    int ox = x & 7;
    int oy = y & 7;
    if (n > 1 && ox >= 1 && ox <= 6 && oy >= 1 && oy <= 6) {
      // All eight neighbours are in the stone's tile: a line can only be made along a direction
      // with a neighbour of the mover's.
      long[] cells = table.cells;
      int c = (tile << 6) | (oy << 3) | ox;
      long shifted = (long) code << TileBoard.OWNER_SHIFT;
      if (((cells[c - 1] ^ shifted) & TileBoard.OWNER_MASK) != 0
          && ((cells[c + 1] ^ shifted) & TileBoard.OWNER_MASK) != 0
          && ((cells[c - 8] ^ shifted) & TileBoard.OWNER_MASK) != 0
          && ((cells[c + 8] ^ shifted) & TileBoard.OWNER_MASK) != 0
          && ((cells[c - 9] ^ shifted) & TileBoard.OWNER_MASK) != 0
          && ((cells[c + 9] ^ shifted) & TileBoard.OWNER_MASK) != 0
          && ((cells[c - 7] ^ shifted) & TileBoard.OWNER_MASK) != 0
          && ((cells[c + 7] ^ shifted) & TileBoard.OWNER_MASK) != 0) {
        return false;
      }
    }
    // Before this stone nobody had N in a row, so each side has fewer than N of the mover's
    // stones: at least N points from the ends of the plane, the runs cannot reach them.
    boolean inner = x > MIN + n && x < MAX - n && y > MIN + n && y < MAX - n;
    for (int dir = 0; dir < 4; dir++) {
      int dx = STEP_X[dir];
      int dy = STEP_Y[dir];
      int back = inner ? innerRun(x, y, tile, -dx, -dy, code) : run(x, y, tile, -dx, -dy, code);
      int forward = inner ? innerRun(x, y, tile, dx, dy, code) : run(x, y, tile, dx, dy, code);
      if (back + 1 + forward >= n) {
        winDirection = dir;
        winBack = back;
        winForward = forward;
        return true;
      }
    }
    return false;
  }

  /**
   * Counts the consecutive stones of an owner code from (x, y), exclusive, along a step, for a
   * run that cannot reach the ends of the plane; the tile of (x, y) is given.
   */
  private int innerRun(int x, int y, int tile, int dx, int dy, int code) {
    TileBoard board = table;
    long[] cells = board.cells;
    long wanted = (long) code << TileBoard.OWNER_SHIFT;
    int count = 0;
    int px = x;
    int py = y;
    int tx = x >> 3;
    int ty = y >> 3;
    int id = tile;
    while (true) {
      px += dx;
      py += dy;
      if (px >> 3 != tx || py >> 3 != ty) {
        tx = px >> 3;
        ty = py >> 3;
        id = board.tileId(tx, ty);
        if (id < 0) {
          return count;
        }
      }
      if ((cells[(id << 6) | ((py & 7) << 3) | (px & 7)] & TileBoard.OWNER_MASK) != wanted) {
        return count;
      }
      count++;
    }
  }

  /**
   * Counts the consecutive stones of an owner code from (x, y), exclusive, along a step; the
   * tile of (x, y) is given.
   */
  private int run(int x, int y, int tile, int dx, int dy, int code) {
    TileBoard board = table;
    long[] cells = board.cells;
    int count = 0;
    long px = x;
    long py = y;
    int tx = x >> 3;
    int ty = y >> 3;
    int id = tile;
    while (true) {
      px += dx;
      py += dy;
      if (px < MIN || px > MAX || py < MIN || py > MAX) {
        return count;
      }
      int ix = (int) px;
      int iy = (int) py;
      if (ix >> 3 != tx || iy >> 3 != ty) {
        tx = ix >> 3;
        ty = iy >> 3;
        id = board.tileId(tx, ty);
        if (id < 0) {
          return count;
        }
      }
      long entry = cells[(id << 6) | ((iy & 7) << 3) | (ix & 7)];
      if ((int) ((entry & TileBoard.OWNER_MASK) >>> TileBoard.OWNER_SHIFT) != code) {
        return count;
      }
      count++;
    }
  }

  /**
   * Takes back the last stone played (and not yet undone) on this engine. Allocates nothing.
   *
   * @throws IllegalStateException if there is no stone to undo: {@link #depth()} is 0
   */
  public void undo() {
    if (depth == 0) {
      throw new IllegalStateException(
          "no stone to undo: the engine is at the position it was created, loaded or reset at");
    }
    long key = history[--depth];
    int mover = toMove == 0 ? players - 1 : toMove - 1;
    int x = PackedPoint.x(key);
    int y = PackedPoint.y(key);
    table.vacate(x, y);
    removeDiamond(x, y);
    table.reopen(x, y);
    stones--;
    zobrist ^= stoneHash(key, mover);
    toMove = mover;
    winner = -1;
    draw = false;
  }

  /**
   * Takes back stones until {@link #depth()} is {@code depth}, for example the depth saved before
   * a {@linkplain #randomPlayout(SplittableRandom, int) playout}.
   *
   * @param depth 0 to the current {@link #depth()}
   * @throws IllegalArgumentException if {@code depth} is negative or above the current depth;
   *     the engine is unchanged
   */
  public void undoTo(int depth) {
    if (depth < 0 || depth > this.depth) {
      throw new IllegalArgumentException(
          "depth must be between 0 and the current depth " + this.depth + ", got " + depth);
    }
    while (this.depth > depth) {
      undo();
    }
  }

  /**
   * Returns the {@code i}-th stone still played, counting from 0 at the position the engine was
   * created, loaded or reset at.
   *
   * @param i 0 to {@code depth() - 1}
   * @return the packed point of that stone
   * @throws IndexOutOfBoundsException if {@code i} is out of range
   */
  public long moveAt(int i) {
    if (i < 0 || i >= depth) {
      throw new IndexOutOfBoundsException(
          "move number must be between 0 and depth() - 1 = " + (depth - 1) + ", got " + i);
    }
    return history[i];
  }

  /**
   * Returns the current position as an immutable state, equal to the state that the public API
   * reaches by playing the same stones: the {@link #reset()} position's state with the
   * {@link #depth()} stones played since replayed on it, each costing one
   * {@link NRowState#play(Point)}.
   *
   * @return the state
   */
  public NRowState toState() {
    NRowState state = root;
    for (int i = 0; i < depth; i++) {
      state = state.play(PackedPoint.toPoint(history[i]));
    }
    return state;
  }

  /**
   * Plays uniformly random legal stones until the game is over or {@code maxStones} stones have
   * been placed, and returns the winner. On the empty board the first stone goes on the origin,
   * the representative first move of {@link NRowState#legalMoves()}; every later stone is
   * candidate {@code random.nextInt(candidateCount())} of the engine's candidate order. The engine
   * is left at the final position; {@link #undoTo(int)} or {@link #reset()} goes back. Allocates
   * nothing unless the board grows.
   *
   * @param random the source of the moves
   * @param maxStones the most stones to place, 0 or more; {@link Integer#MAX_VALUE} plays until
   *     the game is over (give the game a stone cap, or a game may never end)
   * @return the winner's index, or -1 when the game was drawn or is still on after
   *     {@code maxStones} stones
   * @throws IllegalArgumentException if {@code maxStones} is negative
   * @throws NullPointerException if {@code random} is null
   */
  public int randomPlayout(SplittableRandom random, int maxStones) {
    requireNonNull(random, "random");
    if (maxStones < 0) {
      throw new IllegalArgumentException("maxStones must be 0 or more, got " + maxStones);
    }
    int left = maxStones;
    if (left > 0 && stones == 0 && !isOver()) {
      place(0, 0);
      left--;
    }
    TileBoard board = table;
    while (left > 0 && winner < 0 && !draw && board.candidates > 0) {
      placeCell(board.dense[random.nextInt(board.candidates)]);
      left--;
    }
    return winner;
  }

  /**
   * Returns the hash of one stone, the same as {@link NRowState}'s, so that the XOR over the
   * stones equals {@link NRowState#positionHash()}.
   */
  private static long stoneHash(long packedPoint, int player) {
    long z = packedPoint * 0x9E3779B97F4A7C15L + (player + 1) * 0xD1B54A32D192ED03L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    z = z ^ (z >>> 31);
    z = (z ^ (z >>> 29)) * 0xBF58476D1CE4E5B9L;
    return z ^ (z >>> 32);
  }

  /**
   * Returns a one-line summary such as {@code nrow(...): 7 stones, 40 candidates, player 1 to
   * move}.
   */
  @Override
  public String toString() {
    return game
        + ": "
        + stones
        + (stones == 1 ? " stone, " : " stones, ")
        + table.candidates
        + " candidates, "
        + (winner >= 0 ? "won by player " + winner : draw ? "a draw" : "player " + toMove + " to move");
  }
}
