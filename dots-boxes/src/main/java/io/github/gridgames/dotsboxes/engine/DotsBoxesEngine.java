package io.github.gridgames.dotsboxes.engine;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.dotsboxes.Box;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.internal.BitSelect;
import io.github.gridgames.dotsboxes.Edge;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeSet;

/**
 * A mutable Dots and Boxes position for bots and search: the rules of {@link DotsBoxes} and
 * {@link DotsBoxesState} on plain {@code int} edge indexes, with play, undo and random playouts
 * that allocate nothing.
 *
 * <h2>Same rules, other representation</h2>
 *
 * <p>An engine applies exactly the rules of the immutable {@link DotsBoxesState}, including the
 * game's player count and {@linkplain DotsBoxes#turnPolicy() turn policy} (a custom policy is
 * asked after every move, the built-in ones are tabulated). After any sequence of
 * {@link #play(int)} and {@link #undo()}, {@link #toState()} equals the immutable state reached by
 * playing the same lines, and {@link #positionHash()} equals that state's
 * {@link DotsBoxesState#positionHash()}.
 *
 * <p>Edges are the game's <em>edge indexes</em>, 0 to {@code edgeCount() - 1}, the numbering of
 * {@link DotsBoxes#edge(int)} and {@link DotsBoxes#indexOf(Edge)}; boxes are box indexes, as
 * {@link DotsBoxes#box(int)}; players are player indexes, 0 for {@code A}. The free (undrawn)
 * edges are a bit set: one {@code long} on boards of at most 64 lines (5 x 5 boxes has 60),
 * otherwise a {@code long[]}. {@link #nthFree(int)} is the {@code n}-th free edge in edge-index
 * order, which is the order of {@link DotsBoxesState#legalMoves()}: {@code nthFree(n)} is the
 * index of {@code state.legalMoves().get(n)}.
 *
 * <h2>Use</h2>
 *
 * <pre>{@code
 * DotsBoxesEngine engine = DotsBoxesEngine.of(DotsBoxes.of(5, 5));
 * SplittableRandom random = new SplittableRandom(42);
 * int mark = engine.depth();
 * int winners = engine.randomPlayout(random); // bit p set for each top scorer
 * engine.undoTo(mark);                        // or engine.reset()
 * }</pre>
 *
 * <p>{@link #play(int)}, {@link #undo()}, {@link #nthFree(int)}, {@link #freeEdges(int[])} and
 * {@link #randomPlayout(SplittableRandom)} allocate nothing (except that a custom turn policy may).
 * An engine is <em>not</em> thread-safe: give each thread its own {@link #copy()}.
 */
public final class DotsBoxesEngine {

  private static final int EDGE_BITS = 0xFFFF;
  private static final int MOVER_SHIFT = 16;

  private final Board board;
  /** The free edges on boards of at most 64 lines; unused otherwise. */
  private long free;
  /** The free edges on larger boards; null on small boards. */
  private final long[] freeWords;
  /** Per box, 0 while incomplete, else the owner's index + 1; then the outside box, always 0. */
  private final byte[] owners;
  /** Per box, the number of its sides drawn, 0 to 4; then the outside box's count. */
  private final int[] sides;
  private final int[] scores;
  private int toMove;
  private int freeCount;
  /** The hash of the drawn edges and the owners, without the player to move. */
  private long boardHash;
  /** Per move played and not undone: the edge index, and the mover above {@link #MOVER_SHIFT}. */
  private final int[] history;
  private int depth;
  /** Room for the free lines during a random playout. */
  private final int[] scratch;
  /** The position {@link #reset()} returns to. */
  private Snapshot start;

  /** A saved position; never mutated. */
  private record Snapshot(
      long free,
      long[] freeWords,
      byte[] owners,
      int[] sides,
      int[] scores,
      int toMove,
      int freeCount,
      long boardHash) {}

  private DotsBoxesEngine(Board board) {
    this.board = board;
    this.freeWords = board.small ? null : new long[board.wordCount];
    this.owners = new byte[board.boxCount + 1];
    this.sides = new int[board.boxCount + 1];
    this.scores = new int[board.players];
    this.history = new int[board.edgeCount];
    this.scratch = new int[board.edgeCount];
  }

  /**
   * Returns an engine at the initial position of a game: nothing drawn, player {@code A} to move.
   *
   * <p>Building an engine takes time and memory proportional to the board; to run many searches,
   * keep one engine and {@link #reset()} or {@link #load(DotsBoxesState)} it, or {@link #copy()}
   * it, which shares the board's tables.
   *
   * @param game the game
   * @return a new engine whose {@link #reset()} position is the initial state
   * @throws NullPointerException if {@code game} is null
   */
  public static DotsBoxesEngine of(DotsBoxes game) {
    return of(requireNonNull(game, "game").initialState());
  }

  /**
   * Returns an engine at the given state, for example the current state of a match.
   *
   * @param state any state of any Dots and Boxes game
   * @return a new engine whose {@link #reset()} position is {@code state}
   * @throws NullPointerException if {@code state} is null
   */
  public static DotsBoxesEngine of(DotsBoxesState state) {
    requireNonNull(state, "state");
    DotsBoxesEngine engine = new DotsBoxesEngine(new Board(state.game()));
    engine.load(state);
    return engine;
  }

  /**
   * Returns an independent engine at the same position, with the same undo history and the same
   * {@link #reset()} position, sharing this engine's immutable board tables. Copying costs time
   * proportional to the board, far less than {@link #of(DotsBoxesState)}.
   *
   * @return the copy
   */
  public DotsBoxesEngine copy() {
    DotsBoxesEngine copy = new DotsBoxesEngine(board);
    copy.free = free;
    if (freeWords != null) {
      System.arraycopy(freeWords, 0, copy.freeWords, 0, freeWords.length);
    }
    System.arraycopy(owners, 0, copy.owners, 0, owners.length);
    System.arraycopy(sides, 0, copy.sides, 0, sides.length);
    System.arraycopy(scores, 0, copy.scores, 0, scores.length);
    System.arraycopy(history, 0, copy.history, 0, depth);
    copy.toMove = toMove;
    copy.freeCount = freeCount;
    copy.boardHash = boardHash;
    copy.depth = depth;
    copy.start = start;
    return copy;
  }

  /**
   * Sets this engine to a state of its game and makes that state the {@link #reset()} position;
   * the undo history is cleared.
   *
   * @param state a state of this engine's game
   * @throws IllegalArgumentException if the state is of another game; the engine is unchanged
   * @throws NullPointerException if {@code state} is null
   */
  public void load(DotsBoxesState state) {
    requireNonNull(state, "state");
    if (!state.game().equals(board.game)) {
      throw new IllegalArgumentException(
          "the state is of " + state.game() + ", but this engine plays " + board.game);
    }
    long smallFree = 0;
    long[] words = new long[board.wordCount];
    for (int e = 0; e < board.edgeCount; e++) {
      if (!state.isDrawn(board.edges[e])) {
        words[e >>> 6] |= 1L << e;
      }
    }
    if (board.small) {
      smallFree = words[0];
      words = null;
    }
    byte[] boxOwners = new byte[board.boxCount + 1];
    int[] boxSides = new int[board.boxCount + 1];
    boxSides[board.boxCount] = Board.OUTSIDE_SIDES;
    long hash = 0;
    for (int e = 0; e < board.edgeCount; e++) {
      if (state.isDrawn(board.edges[e])) {
        hash ^= board.edgeKeys[e];
      }
    }
    for (int b = 0; b < board.boxCount; b++) {
      Box box = board.boxes[b];
      boxSides[b] = state.sidesDrawn(box);
      int owner = state.owner(box).map(Player::index).orElse(-1);
      if (owner >= 0) {
        boxOwners[b] = (byte) (owner + 1);
        hash ^= board.ownerKey(b, owner);
      }
    }
    int[] boxScores = new int[board.players];
    for (int p = 0; p < board.players; p++) {
      boxScores[p] = state.score(Player.of(p));
    }
    start =
        new Snapshot(
            smallFree,
            words,
            boxOwners,
            boxSides,
            boxScores,
            state.toMove().index(),
            board.edgeCount - state.drawnCount(),
            hash);
    reset();
  }

  /**
   * Returns to the position this engine was created at or last {@linkplain #load(DotsBoxesState)
   * loaded}, and clears the undo history. Takes time proportional to the number of boxes, without
   * allocating.
   */
  public void reset() {
    Snapshot s = start;
    free = s.free;
    if (freeWords != null) {
      System.arraycopy(s.freeWords, 0, freeWords, 0, freeWords.length);
    }
    System.arraycopy(s.owners, 0, owners, 0, owners.length);
    System.arraycopy(s.sides, 0, sides, 0, sides.length);
    System.arraycopy(s.scores, 0, scores, 0, scores.length);
    toMove = s.toMove;
    freeCount = s.freeCount;
    boardHash = s.boardHash;
    depth = 0;
  }

  /**
   * Returns the game this engine plays.
   *
   * @return the game
   */
  public DotsBoxes game() {
    return board.game;
  }

  /**
   * Returns the number of lines of the board, {@link DotsBoxes#edgeCount()}.
   *
   * @return the number of edge indexes
   */
  public int edgeCount() {
    return board.edgeCount;
  }

  /**
   * Returns the number of free (undrawn) lines: the number of legal moves, 0 once the game is
   * over.
   *
   * @return 0 to {@link #edgeCount()}
   */
  public int freeCount() {
    return freeCount;
  }

  /**
   * Returns the number of drawn lines.
   *
   * @return {@code edgeCount() - freeCount()}
   */
  public int drawnCount() {
    return board.edgeCount - freeCount;
  }

  /**
   * Returns whether a line is free, that is, whether playing it is legal (while the game is not
   * over every free line is legal, and when it is over none is free).
   *
   * @param edge an edge index
   * @return whether the line is undrawn
   * @throws IndexOutOfBoundsException if {@code edge} is not an edge index of the board
   */
  public boolean isFree(int edge) {
    checkEdge(edge);
    return isFreeUnchecked(edge);
  }

  private boolean isFreeUnchecked(int edge) {
    long word = board.small ? free : freeWords[edge >>> 6];
    return (word & (1L << edge)) != 0;
  }

  /**
   * Returns the {@code n}-th free line in edge-index order, counting from 0: the index of
   * {@code toState().legalMoves().get(n)}. On boards of at most 64 lines this is a handful of
   * bit operations; on larger boards it skips whole words by their population count.
   *
   * @param n 0 to {@code freeCount() - 1}
   * @return the edge index
   * @throws IndexOutOfBoundsException if {@code n} is negative or not below {@link #freeCount()}
   */
  public int nthFree(int n) {
    if (n < 0 || n >= freeCount) {
      throw new IndexOutOfBoundsException(
          "n must be between 0 and freeCount() - 1 = " + (freeCount - 1) + ", got " + n);
    }
    return board.small ? BitSelect.select(free, n) : selectLarge(n);
  }

  private int selectLarge(int n) {
    return selectIn(freeWords, n);
  }

  /** The position of the n-th set bit of a multi-word bit set; n is below its population. */
  private static int selectIn(long[] words, int n) {
    int rest = n;
    for (int w = 0; ; w++) {
      long word = words[w];
      int count = Long.bitCount(word);
      if (rest < count) {
        return (w << 6) + BitSelect.select(word, rest);
      }
      rest -= count;
    }
  }

  /**
   * Writes the free lines in edge-index order (the legal moves) into {@code into}, from index 0.
   *
   * @param into an array of at least {@link #freeCount()} elements; the rest is left unchanged
   * @return the number of lines written, {@link #freeCount()}
   * @throws IllegalArgumentException if the array is too short; nothing is written
   * @throws NullPointerException if {@code into} is null
   */
  public int freeEdges(int[] into) {
    requireNonNull(into, "into");
    if (into.length < freeCount) {
      throw new IllegalArgumentException(
          "the array has room for " + into.length + " edges, but " + freeCount + " are free");
    }
    int n = 0;
    if (board.small) {
      for (long bits = free; bits != 0; bits &= bits - 1) {
        into[n++] = Long.numberOfTrailingZeros(bits);
      }
    } else {
      long[] words = freeWords;
      for (int w = 0; w < words.length; w++) {
        int base = w << 6;
        for (long bits = words[w]; bits != 0; bits &= bits - 1) {
          into[n++] = base + Long.numberOfTrailingZeros(bits);
        }
      }
    }
    return n;
  }

  /**
   * Returns the free lines as a bit set, bit {@code e} for edge index {@code e}, on boards of at
   * most 64 lines.
   *
   * @return the free-line mask
   * @throws IllegalStateException if the board has more than 64 lines; use
   *     {@link #freeEdges(int[])} or {@link #nthFree(int)} there
   */
  public long freeMask() {
    if (!board.small) {
      throw new IllegalStateException(
          "the board has "
              + board.edgeCount
              + " lines, more than the 64 of a free-line mask; use freeEdges or nthFree");
    }
    return free;
  }

  /**
   * Returns how many boxes drawing a free line would complete: 0, 1 or 2, the
   * {@link DotsBoxesState#effectOf(Edge) effect} of the move.
   *
   * @param edge the edge index of a free line
   * @return the number of boxes it completes
   * @throws IllegalStateException if the game is over
   * @throws IndexOutOfBoundsException if {@code edge} is not an edge index of the board
   * @throws IllegalArgumentException if the line is drawn already
   */
  public int capturesOf(int edge) {
    checkPlayable(edge);
    int[] edgeBoxes = board.edgeBoxes;
    int a = edgeBoxes[2 * edge];
    int b = edgeBoxes[2 * edge + 1];
    return (sides[a] == 3 ? 1 : 0) + (sides[b] == 3 ? 1 : 0);
  }

  /**
   * Draws a line: the boxes it completes go to the player to move, and the game's turn policy
   * chooses the next player. Allocates nothing (a custom turn policy may).
   *
   * @param edge the edge index of a free line
   * @return the number of boxes completed, 0 to 2
   * @throws IllegalStateException if the game is over, or a custom turn policy chose a player not
   *     in the game; the engine is unchanged
   * @throws IndexOutOfBoundsException if {@code edge} is not an edge index of the board; the
   *     engine is unchanged
   * @throws IllegalArgumentException if the line is drawn already; the engine is unchanged
   */
  public int play(int edge) {
    checkPlayable(edge);
    return apply(edge);
  }

  private void checkPlayable(int edge) {
    if (freeCount == 0) {
      throw new IllegalStateException("the game is over: every line is drawn");
    }
    checkEdge(edge);
    if (!isFreeUnchecked(edge)) {
      throw new IllegalArgumentException(
          "the line " + edge + " " + board.edges[edge] + " is already drawn");
    }
  }

  /** Plays a free line of an unfinished game. */
  private int apply(int edge) {
    int[] edgeBoxes = board.edgeBoxes;
    int[] boxSides = sides;
    int a = edgeBoxes[2 * edge];
    int b = edgeBoxes[2 * edge + 1];
    int completesA = boxSides[a] == 3 ? 1 : 0;
    int completesB = boxSides[b] == 3 ? 1 : 0;
    int captured = completesA + completesB;
    int mover = toMove;
    int next = board.nextPlayer(mover, captured);
    if (board.small) {
      free &= ~(1L << edge);
    } else {
      freeWords[edge >>> 6] &= ~(1L << edge);
    }
    freeCount--;
    boxSides[a]++;
    boxSides[b]++;
    int code = mover + 1;
    owners[a] |= (byte) (code & -completesA);
    owners[b] |= (byte) (code & -completesB);
    long[] ownerKeys = board.ownerKeys;
    int players = board.players;
    boardHash ^=
        board.edgeKeys[edge]
            ^ (ownerKeys[a * players + mover] & -completesA)
            ^ (ownerKeys[b * players + mover] & -completesB);
    scores[mover] += captured;
    history[depth++] = edge | mover << MOVER_SHIFT;
    toMove = next;
    return captured;
  }

  /**
   * Takes back the last line played (and not yet undone) on this engine. Allocates nothing.
   *
   * @throws IllegalStateException if there is no move to undo: {@link #depth()} is 0
   */
  public void undo() {
    if (depth == 0) {
      throw new IllegalStateException(
          "no move to undo: the engine is at the position it was created, loaded or reset at");
    }
    int entry = history[--depth];
    int edge = entry & EDGE_BITS;
    int mover = entry >>> MOVER_SHIFT;
    if (board.small) {
      free |= 1L << edge;
    } else {
      freeWords[edge >>> 6] |= 1L << edge;
    }
    freeCount++;
    long hash = boardHash ^ board.edgeKeys[edge];
    int[] edgeBoxes = board.edgeBoxes;
    for (int k = 0; k < 2; k++) {
      int box = edgeBoxes[2 * edge + k];
      if (sides[box]-- == 4) {
        owners[box] = 0;
        scores[mover]--;
        hash ^= board.ownerKey(box, mover);
      }
    }
    boardHash = hash;
    toMove = mover;
  }

  /**
   * Returns how many moves {@link #undo()} can take back: the moves played since the engine was
   * created, loaded or reset, minus those undone.
   *
   * @return 0 or more
   */
  public int depth() {
    return depth;
  }

  /**
   * Takes back moves until {@link #depth()} is {@code depth}, for example the depth saved before a
   * {@link #randomPlayout(SplittableRandom) playout}.
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
   * Returns the edge index of the {@code i}-th move still played, counting from 0 at the position
   * the engine was created, loaded or reset at.
   *
   * @param i 0 to {@code depth() - 1}
   * @return the edge index of that move
   * @throws IndexOutOfBoundsException if {@code i} is out of range
   */
  public int moveAt(int i) {
    if (i < 0 || i >= depth) {
      throw new IndexOutOfBoundsException(
          "move number must be between 0 and depth() - 1 = " + (depth - 1) + ", got " + i);
    }
    return history[i] & EDGE_BITS;
  }

  /**
   * Returns the index of the player to move (in a finished game, the player who would move
   * next), as {@link DotsBoxesState#toMove()}.
   *
   * @return 0 to {@code game().playerCount() - 1}
   */
  public int toMove() {
    return toMove;
  }

  /**
   * Returns whether the game is over: every line is drawn.
   *
   * @return whether no line is free
   */
  public boolean isOver() {
    return freeCount == 0;
  }

  /**
   * Returns a player's number of boxes.
   *
   * @param player a player index, 0 to {@code game().playerCount() - 1}
   * @return the boxes the player completed
   * @throws IllegalArgumentException if the player is not in the game
   */
  public int score(int player) {
    if (player < 0 || player >= scores.length) {
      throw new IllegalArgumentException(
          "player must be between 0 and " + (scores.length - 1) + ", got " + player);
    }
    return scores[player];
  }

  /**
   * Returns the players with the highest score, as a bit set: bit {@code p} is set when player
   * {@code p} has the top score. In a finished two-player game, {@code 1} means {@code A} won,
   * {@code 2} that {@code B} won and {@code 3} a draw. Before the end this describes the current
   * leaders.
   *
   * @return a non-zero mask of the top scorers
   */
  public int leaders() {
    int[] s = scores;
    int max = s[0];
    int mask = 1;
    for (int p = 1; p < s.length; p++) {
      if (s[p] > max) {
        max = s[p];
        mask = 1 << p;
      } else if (s[p] == max) {
        mask |= 1 << p;
      }
    }
    return mask;
  }

  /**
   * Returns the outcome, equal to {@code toState().outcome()}: ongoing until every line is drawn,
   * then a win by the top scorer, a draw when two players tie, or a win shared by the tied top
   * scorers of a game of three or more players.
   *
   * @return the outcome
   */
  public Outcome outcome() {
    if (freeCount > 0) {
      return Outcome.ongoing();
    }
    int leaders = leaders();
    if (Integer.bitCount(leaders) > 1 && board.players == 2) {
      return Outcome.draw();
    }
    TreeSet<Player> winners = new TreeSet<>();
    for (int p = 0; p < board.players; p++) {
      if ((leaders & (1 << p)) != 0) {
        winners.add(Player.of(p));
      }
    }
    return Outcome.win(winners);
  }

  /**
   * Returns the owner of a box.
   *
   * @param box a box index, 0 to {@code game().boxCount() - 1}
   * @return the index of the player who completed it, or -1 while it is incomplete
   * @throws IndexOutOfBoundsException if {@code box} is not a box index of the board
   */
  public int owner(int box) {
    checkBox(box);
    return owners[box] - 1;
  }

  /**
   * Returns how many sides of a box are drawn.
   *
   * @param box a box index, 0 to {@code game().boxCount() - 1}
   * @return 0 to 4
   * @throws IndexOutOfBoundsException if {@code box} is not a box index of the board
   */
  public int sidesDrawn(int box) {
    checkBox(box);
    return sides[box];
  }

  /**
   * Returns the position hash, equal to {@code toState().positionHash()}: a Zobrist hash of the
   * drawn lines, the box owners and the player to move, kept up to date by every move.
   *
   * @return the hash
   */
  public long positionHash() {
    return boardHash ^ board.turnKeys[toMove];
  }

  /**
   * Returns the current position as an immutable state, equal to the state that the public API
   * reaches by playing the same lines. Takes time and memory proportional to the board.
   *
   * @return the state
   */
  public DotsBoxesState toState() {
    List<Edge> drawn = new ArrayList<>(drawnCount());
    for (int e = 0; e < board.edgeCount; e++) {
      if (!isFreeUnchecked(e)) {
        drawn.add(board.edges[e]);
      }
    }
    Map<Box, Player> boxOwners = new HashMap<>();
    for (int b = 0; b < board.boxCount; b++) {
      if (owners[b] != 0) {
        boxOwners.put(board.boxes[b], Player.of(owners[b] - 1));
      }
    }
    return board.game.stateOf(drawn, boxOwners, Player.of(toMove));
  }

  /**
   * Plays uniformly random free lines until the game is over and returns the winners as
   * {@link #leaders()} does. The engine is left at the final position; {@link #undoTo(int)} or
   * {@link #reset()} goes back. Allocates nothing (a custom turn policy may).
   *
   * <p>The moves are drawn without bias: the free lines are listed in edge-index order, and each
   * move takes a uniformly random entry of the list and replaces it by the list's last entry (a
   * partial Fisher-Yates shuffle). The entry is drawn from {@link SplittableRandom#nextInt()} by
   * Lemire's multiply-and-shift with rejection, which is exactly uniform and rarely divides. The
   * game played depends only on the position and the generator's state, whatever the turn policy.
   *
   * @param random the source of the moves
   * @return the mask of the top scorers at the end; bit {@code p} for player {@code p}
   * @throws NullPointerException if {@code random} is null
   * @throws IllegalStateException if a custom turn policy chose a player not in the game; the
   *     engine is left after the moves played before
   */
  public int randomPlayout(SplittableRandom random) {
    requireNonNull(random, "random");
    int[] pool = scratch;
    int count = freeEdges(pool);
    int[] nextPlayers = board.nextPlayers;
    if (nextPlayers == null) {
      while (count > 0) {
        int pick = below(random, count);
        int edge = pool[pick];
        pool[pick] = pool[--count];
        apply(edge);
      }
      return leaders();
    }
    // The hot loop, for the built-in policies, keeps only what the end of the game cannot tell:
    // the side counts, the owners, the moves and the player to move. The game ends with every
    // line drawn and every box owned, which then gives the free set, the scores and the hash.
    int[] edgeBoxes = board.edgeBoxes;
    int[] boxSides = sides;
    byte[] boxOwners = owners;
    int[] moves = history;
    int mover = toMove;
    int d = depth;
    while (count > 0) {
      int pick = below(random, count);
      int edge = pool[pick];
      pool[pick] = pool[--count];
      // Without branches on the board: a border line's second box is the outside box.
      int a = edgeBoxes[2 * edge];
      int b = edgeBoxes[2 * edge + 1];
      int completesA = ++boxSides[a] == 4 ? 1 : 0;
      int completesB = ++boxSides[b] == 4 ? 1 : 0;
      int code = mover + 1;
      boxOwners[a] |= (byte) (code & -completesA);
      boxOwners[b] |= (byte) (code & -completesB);
      moves[d++] = edge | mover << MOVER_SHIFT;
      mover = nextPlayers[3 * mover + completesA + completesB];
    }
    finish(mover, d);
    return leaders();
  }

  /** Completes the position after a playout: every line is drawn and every box is owned. */
  private void finish(int mover, int d) {
    long[] ownerKeys = board.ownerKeys;
    int players = board.players;
    long hash = board.allEdgesKey;
    Arrays.fill(scores, 0);
    for (int box = 0; box < board.boxCount; box++) {
      int owner = owners[box] - 1;
      scores[owner]++;
      hash ^= ownerKeys[box * players + owner];
    }
    free = 0;
    if (freeWords != null) {
      Arrays.fill(freeWords, 0);
    }
    freeCount = 0;
    boardHash = hash;
    toMove = mover;
    depth = d;
  }

  /**
   * Returns a uniformly random int in {@code [0, bound)} for a positive {@code bound}: the high
   * half of {@code bound} times 32 random bits, rejecting the few draws whose low half falls in
   * the zone that would bias the result (D. Lemire, "Fast random integer generation in an
   * interval", 2019). It divides only when the low half of the first product is below
   * {@code bound}, which has probability {@code bound / 2^32}.
   */
  static int below(SplittableRandom random, int bound) {
    long product = (random.nextInt() & 0xFFFFFFFFL) * bound;
    int low = (int) product;
    if (Integer.compareUnsigned(low, bound) < 0) {
      int threshold = Integer.remainderUnsigned(-bound, bound);
      while (Integer.compareUnsigned(low, threshold) < 0) {
        product = (random.nextInt() & 0xFFFFFFFFL) * bound;
        low = (int) product;
      }
    }
    return (int) (product >>> 32);
  }

  private void checkEdge(int edge) {
    if (edge < 0 || edge >= board.edgeCount) {
      throw new IndexOutOfBoundsException(
          "edge index must be between 0 and " + (board.edgeCount - 1) + ", got " + edge);
    }
  }

  private void checkBox(int box) {
    if (box < 0 || box >= board.boxCount) {
      throw new IndexOutOfBoundsException(
          "box index must be between 0 and " + (board.boxCount - 1) + ", got " + box);
    }
  }

  /**
   * Returns a one-line summary such as {@code dots-boxes(...): 5 of 12 lines, scores 1 0, player
   * 0 to move}.
   */
  @Override
  public String toString() {
    StringBuilder text =
        new StringBuilder()
            .append(board.game)
            .append(": ")
            .append(drawnCount())
            .append(" of ")
            .append(board.edgeCount)
            .append(" lines, scores");
    for (int s : scores) {
      text.append(' ').append(s);
    }
    return text.append(isOver() ? ", over" : ", player " + toMove + " to move").toString();
  }
}
