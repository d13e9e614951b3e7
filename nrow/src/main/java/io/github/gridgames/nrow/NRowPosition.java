package io.github.gridgames.nrow;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.Reason;
import io.github.gridgames.core.Scores;
import io.github.gridgames.core.Violation;
import io.github.gridgames.core.spi.GamePosition;
import io.github.gridgames.core.internal.PositionChecks;
import io.github.gridgames.nrow.internal.PackedPoint;
import java.util.Arrays;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.jspecify.annotations.Nullable;

/**
 * The mutable N-in-a-row position for search, agents, bots and benchmarks: the game's one rules
 * implementation (the same code as {@link NRowState}), with play, undo, legal moves and random
 * playouts that allocate nothing once the board has room.
 *
 * <h2>Move codes</h2>
 *
 * <p>The board is unbounded, so codes are numbered as the position meets points: the plane is
 * cut into 8 x 8 tiles, a tile gets the next number when the position first meets it (a stone's
 * diamond reaches it, or {@link #code(Point)} is asked for one of its points), and the point with
 * bit {@code (y & 7) * 8 + (x & 7)} of tile number {@code t} has code {@code 64 t + bit}. A code
 * never changes meaning for the life of the position: undo keeps the tiles, and
 * {@link #copy()} keeps their numbers, so codes survive copies. A code is only meaningful to the
 * position that issued it and its copies.
 *
 * <h2>Legal moves and cost</h2>
 *
 * <p>On the empty board every point is legal and the position lists the state's representative,
 * the origin. After that the legal moves are the candidates, the empty points within distance D of
 * a stone, which the position also keeps in a dense array: {@link #legalMoves(int[])} copies it
 * ({@code O(c)} as one array copy, in the position's own order, which depends only on the history
 * of plays and undos, and which an undo restores), {@link #randomMove} and {@link #playout} draw
 * from it in {@code O(1)}, and {@link #makeMove(int)} checks a code with two array reads. A stone
 * costs {@code O(D^2 / 64 + D)} word updates and {@code O(N)} points for the win check;
 * {@link #unmakeMove()} restores the words and the candidate array it changed. {@link #state()} builds an immutable snapshot in {@code O(t log t)} for {@code t}
 * tiles (free at the position's starting state).
 *
 * <h2>Turns</h2>
 *
 * <p>The game's {@link io.github.gridgames.core.TurnPolicy} says who moves next (asked once per
 * move number per game, see {@link NRow#toMoveAfter(int)}); a policy that names a player outside
 * the game is refused with an {@link IllegalStateException} when the move is played, and the
 * position is left unchanged.
 *
 * <p>Not thread-safe: give each thread its own {@link #copy()}.
 */
public final class NRowPosition extends GamePosition<NRowState, Point> {

  private final MutablePlane plane;

  /** The state the position started at, or null when it started from another position. */
  private final @Nullable NRowState start;

  /** Per move still played: its code. */
  private int[] played = new int[64];

  private int depth;

  /** The snapshot of the current position, or null when it must be built again. */
  private @Nullable NRowState snapshot;

  private NRowPosition(MutablePlane plane, @Nullable NRowState start) {
    this.plane = plane;
    this.start = start;
    this.snapshot = start;
  }

  /**
   * Returns a position at a state. Costs {@code O(t)} for the state's {@code t} tiles.
   *
   * @param state any state of any N-in-a-row game
   * @return a new position at that state, with no moves to undo
   * @throws NullPointerException if {@code state} is null
   */
  public static NRowPosition of(NRowState state) {
    requireNonNull(state, "state");
    return new NRowPosition(new MutablePlane(state.plane()), state);
  }

  /**
   * Returns a position at the empty board of a game.
   *
   * @param game the game
   * @return a new position at {@code game.initialState()}
   * @throws NullPointerException if {@code game} is null
   */
  public static NRowPosition of(NRow game) {
    return of(requireNonNull(game, "game").initialState());
  }

  @Override
  public NRow game() {
    return plane.game;
  }

  @Override
  public NRowState state() {
    NRowState state = snapshot;
    if (state == null) {
      @Nullable Point last =
          depth > 0
              ? move(played[depth - 1])
              : start == null ? null : start.lastMove().orElse(null);
      state = NRowState.of(plane, last);
      snapshot = state;
    }
    return state;
  }

  @Override
  public Player toMove() {
    return Player.of(plane.toMove);
  }

  /**
   * Returns the index of the player to move, as {@link #toMove()} without the object.
   *
   * @return 0 to {@code game().playerCount() - 1}
   */
  public int toMoveIndex() {
    return plane.toMove;
  }

  @Override
  public boolean isTerminal() {
    return plane.isOver();
  }

  /**
   * Returns the outcome, equal to the state's: a win with its line, a draw at the stone cap, or
   * ongoing. Allocates the outcome of a win.
   *
   * @return the outcome
   */
  @Override
  public Outcome outcome() {
    return plane.outcome();
  }

  /**
   * Returns the winner, as the {@link #outcome()}'s only winner.
   *
   * @return the player who made N in a row, or empty while nobody has (or after a draw)
   */
  public Optional<Player> winner() {
    return plane.winner < 0 ? Optional.empty() : Optional.of(Player.of(plane.winner));
  }

  /**
   * Returns 0: N-in-a-row keeps no score.
   *
   * @param player a player of the game
   * @return 0
   * @throws IllegalArgumentException if the player is not in the game
   */
  @Override
  public int score(Player player) {
    PositionChecks.checkPlayer(player, plane.players);
    return 0;
  }

  /**
   * Returns empty: N-in-a-row keeps no score.
   *
   * @return empty
   */
  @Override
  public Optional<Scores> scores() {
    return Optional.empty();
  }

  @Override
  public long positionHash() {
    return plane.hash;
  }

  /**
   * Returns the number of stones on the board, those of the starting state included.
   *
   * @return 0 or more
   */
  public int stoneCount() {
    return plane.stones;
  }

  @Override
  public int legalMoveCount() {
    if (plane.isOver()) {
      return 0;
    }
    return plane.stones == 0 ? 1 : plane.candidateCount();
  }

  @Override
  public int legalMoves(int[] buffer) {
    int count = legalMoveCount();
    PositionChecks.checkBuffer(buffer, count);
    if (count == 0) {
      return 0;
    }
    if (plane.stones == 0) {
      buffer[0] = plane.code(0, 0);
      return 1;
    }
    plane.candidates(buffer);
    return count;
  }

  @Override
  public boolean isLegal(int code) {
    return plane.isCode(code)
        && !plane.isOver()
        && (plane.stones == 0 || plane.isCandidate(code));
  }

  /**
   * Returns whether a stone may go on a point now, as {@link NRowState#isLegal}.
   *
   * @param x the column
   * @param y the row
   * @return whether the point is legal
   */
  public boolean isLegal(int x, int y) {
    return plane.isLegal(x, y);
  }

  /**
   * Returns who has a stone on a point, as {@link NRowState#stoneAt(Point)} does.
   *
   * @param x the column
   * @param y the row
   * @return the player whose stone is there, or empty for an empty point
   */
  public Optional<Player> stoneAt(int x, int y) {
    int owner = plane.owner(x, y);
    return owner < 0 ? Optional.empty() : Optional.of(Player.of(owner));
  }

  /**
   * Returns the longest line of one player's stones through a point, counting the point as the
   * player's: the line a stone of the player there would make (the N-in-a-row test of the rules,
   * asked without playing). Other players' stones and the ends of the plane stop a line.
   *
   * @param x the column
   * @param y the row
   * @param player a player's index
   * @return at least 1
   * @throws IllegalArgumentException if the player is not in the game
   */
  public int longestLine(int x, int y, int player) {
    checkArgument(
        player >= 0 && player < plane.players,
        "player %s is not in this game of %s players",
        player,
        plane.players);
    return plane.longestLine(x, y, player);
  }

  /**
   * Writes the stones on the board as packed points ({@code x} in the high 32 bits, {@code y} in
   * the low 32 bits), in the position's own order.
   *
   * @param into an array of at least {@link #stoneCount()} entries
   * @return the number of stones written
   * @throws IllegalArgumentException if {@code into} is too short
   */
  public int stones(long[] into) {
    checkArgument(
        into.length >= plane.stones,
        "the array holds %s points, but there are %s stones",
        into.length,
        plane.stones);
    int next = 0;
    for (int tile = 0; tile < plane.tileCount(); tile++) {
      long key = plane.tileKey(tile);
      for (long bits = plane.wordOf(tile, Plane.STONES); bits != 0; bits &= bits - 1) {
        into[next++] =
            Tiles.pointOf(PackedPoint.x(key), PackedPoint.y(key), Long.numberOfTrailingZeros(bits));
      }
    }
    return next;
  }

  @Override
  public int randomMove(RandomGenerator random) {
    PositionChecks.checkNotOver(plane.isOver());
    if (plane.stones == 0) {
      return plane.code(0, 0);
    }
    return plane.candidate(random.nextInt(plane.candidateCount()));
  }

  /** Places a stone of the player to move on the legal point with this code. */
  @Override
  protected void apply(int code) {
    place(code);
  }

  /** Returns why a code is illegal: the state's violation, or that it stands for no point. */
  @Override
  protected Violation refusal(int code) {
    if (!plane.isCode(code)) {
      return Violation.of(Reason.OUT_OF_BOUNDS, "no point has the code " + code + " here");
    }
    long point = plane.pointOf(code);
    return requireNonNull(
        plane.refusal(PackedPoint.x(point), PackedPoint.y(point)), "refusal is asked for illegal codes only");
  }

  /**
   * Returns why a point is illegal, as {@link NRowState#check} says, without numbering a
   * tile for it.
   */
  @Override
  protected Optional<Violation> refusal(Point move) {
    return Optional.ofNullable(plane.refusal(move.x(), move.y()));
  }

  /** Places a stone on the point of a legal code. */
  private void place(int code) {
    long point = plane.pointOf(code);
    if (depth == played.length) {
      played = Arrays.copyOf(played, 2 * depth);
    }
    plane.place(code >>> 6, PackedPoint.x(point), PackedPoint.y(point));
    played[depth++] = code;
    snapshot = null;
  }

  @Override
  public void unmakeMove() {
    PositionChecks.checkUndo(depth);
    plane.unplace(played[--depth]);
    snapshot = depth == 0 ? start : null;
  }

  @Override
  public int depth() {
    return depth;
  }

  /**
   * Plays uniformly random legal stones until the game is over or {@code maxMoves} stones are
   * placed, the game's own loop: on the empty board the first stone goes on the origin (the
   * state's representative first move), every later one on a candidate drawn from the dense
   * array. {@link #unmakeMove()} takes them back one by one.
   *
   * @param random the source of randomness
   * @param maxMoves the most stones to place, at least 0
   * @return the number of stones placed
   * @throws IllegalArgumentException if {@code maxMoves} is negative
   */
  @Override
  public int playout(RandomGenerator random, int maxMoves) {
    PositionChecks.checkMaxMoves(maxMoves);
    int played = 0;
    if (played < maxMoves && plane.stones == 0 && !plane.isOver()) {
      place(plane.code(0, 0));
      played++;
    }
    MutablePlane board = plane;
    while (played < maxMoves && !board.isOver()) {
      place(board.candidate(random.nextInt(board.candidateCount())));
      played++;
    }
    return played;
  }

  /**
   * Returns the code of a point, numbering its tile if the position has not met it yet.
   *
   * @param move any point
   * @return its code
   * @throws IllegalStateException if the position would need more than 2^24 tiles
   * @throws NullPointerException if {@code move} is null
   */
  @Override
  public int code(Point move) {
    requireNonNull(move, "move");
    return plane.code(move.x(), move.y());
  }

  /**
   * Returns the code of a point given by its coordinates; see {@link #code(Point)}.
   *
   * @param x the column
   * @param y the row
   * @return its code
   * @throws IllegalStateException if the position would need more than 2^24 tiles
   */
  public int code(int x, int y) {
    return plane.code(x, y);
  }

  @Override
  public Point move(int code) {
    long point = packedPoint(code);
    return Point.of(PackedPoint.x(point), PackedPoint.y(point));
  }

  /**
   * Returns the point of a code, packed ({@code x} in the high 32 bits, {@code y} in the low).
   *
   * @param code a code this position or a copy issued
   * @return the packed point
   * @throws IllegalArgumentException if the code stands for no point
   */
  public long packedPoint(int code) {
    checkArgument(plane.isCode(code), "no point has the code %s here", code);
    return plane.pointOf(code);
  }

  /**
   * Returns an independent position at the current state with no moves to undo; codes issued by
   * this position keep their meaning in the copy. Costs {@code O(t)} for {@code t} tiles.
   *
   * @return the copy
   */
  @Override
  public NRowPosition copy() {
    return new NRowPosition(plane.copy(), snapshot);
  }

  /**
   * Returns a short description, such as {@code nrow(...): 7 stones, 40 candidates, O to move,
   * ongoing}.
   */
  @Override
  public String toString() {
    return plane.game
        + ": "
        + plane.stones
        + (plane.stones == 1 ? " stone, " : " stones, ")
        + plane.candidateCount()
        + " candidates, "
        + plane.game.playerName(toMove())
        + " to move, "
        + plane.outcome();
  }
}
