package io.github.gridgames.dotsboxes;

import static com.google.common.base.Preconditions.checkElementIndex;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Reason;
import io.github.gridgames.core.Scores;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.core.Violation;
import io.github.gridgames.core.spi.GamePosition;
import io.github.gridgames.core.internal.PositionChecks;
import io.github.gridgames.dotsboxes.internal.PositionSearch;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * The mutable, search-facing face of Dots and Boxes: the same words and the same rules as
 * {@link DotsBoxesState}, changed in place by {@link #makeMove(int)} and {@link #unmakeMove()}, with nothing
 * allocated per move. Search, agents, solvers, bots and benchmarks run on it.
 *
 * <h2>Move codes</h2>
 *
 * <p>The code of a line is its <em>edge index</em>, 0 to {@code game().edgeCount() - 1} (see
 * {@link DotsBoxes}: the horizontal lines row by row, then the vertical lines row by row), so codes
 * depend only on the game: {@link DotsBoxes#edge(int)} and {@link DotsBoxes#indexOf(Edge)}
 * translate them as {@link #move(int)} and {@link #code(Edge)} do. Boxes are box indexes,
 * {@code row * cols + col}; {@link DotsBoxes#boxBeside(int, int)} and
 * {@link DotsBoxes#sideOf(int, int)} relate the two.
 *
 * <h2>Legal moves and playouts</h2>
 *
 * <p>The position keeps the free (undrawn) lines in a list that a move updates by swapping the
 * drawn line with the last free one and an undo restores exactly. {@link #legalMoves(int[])} copies
 * that list: in edge-index order for a new position, and in an order fixed by the history of plays
 * and undos after that. {@link #randomMove(RandomGenerator)} and
 * {@link #playout(RandomGenerator, int)} pick uniformly from it; the playout is the game's own
 * fastest loop: pick a free line, draw it with the one rules implementation, repeat.
 *
 * <p>The turn policy decides who moves after every move, as on the state. A move that a custom
 * policy answers with a player outside the game is refused with an {@link IllegalStateException}
 * and changes nothing.
 *
 * <p>In a two-player game whose turns alternate or give an extra turn for a capture, a move
 * changes only what the next move and its undo need (the side counts and owners of the boxes, the
 * player to move, the free list and the undo record), and the first query that needs more (the
 * hash, the scores, the outcome, the drawn lines, the state) brings the rest up to date, so every
 * query is exact after any move.
 *
 * <p>A position is not thread-safe, not even for queries alone, which may bring its words up to
 * date; give each thread its own {@link #copy()}.
 */
public final class DotsBoxesPosition extends GamePosition<DotsBoxesState, Edge> {

  /**
   * The low bits of a {@link #history} entry, which hold the mover and the boxes the line
   * completed; the free-list index is above.
   */
  private static final int MOVER_BITS = 8;
  /** The bits of a {@link #history} entry that hold the mover, below {@link DotsBoxes#MAX_PLAYERS}. */
  private static final int MOVER_MASK = (1 << 5) - 1;
  /** Where a {@link #history} entry holds the boxes its line completed, 0 to 2. */
  private static final int CAPTURED_SHIFT = 5;
  private static final int CAPTURED_MASK = 3;

  private final Board board;
  /** The words at the start, for {@link #reset()}; never changed. */
  private final Board start;
  /**
   * The free lines, then the drawn ones: the first {@link #freeCount} entries are the legal moves,
   * and the lines drawn since the position was created follow them, the last drawn first.
   */
  private final int[] free;
  /**
   * Per edge, its index in {@link #free}. {@link #playout(RandomGenerator, int)} updates it once at
   * its end, not line by line.
   */
  private final int[] slot;
  private int freeCount;
  /**
   * Per move played and not undone, oldest first: the index its line had in {@link #free}, shifted
   * left by {@link #MOVER_BITS}, and in the low {@link #MOVER_BITS} the player who drew it ({@link
   * #MOVER_MASK}) and, for a move after {@link #synced}, the boxes its line completed (at {@link
   * #CAPTURED_SHIFT}). The line of move {@code d} is {@code free[freeCount + depth - 1 - d]}.
   */
  private final int[] history;
  private int depth;
  /**
   * The moves, oldest first, that every word of {@link #board} includes. The moves after them,
   * up to {@link #depth}, were drawn by {@link Board#drawSidesOfTwo} on the box words and the
   * player to move alone; {@link #sync()} draws the rest of them. Undos leave it as it is, so it
   * may be above the depth: it then counts as the depth (every move played is brought up to
   * date), and the next move drawn on the box words alone lowers it first.
   */
  private int synced;
  /**
   * Whether the game has two players and its turn policy alternates or gives an extra turn for a
   * capture: then {@link #playout} runs {@link #twoPlayerPlayout}.
   */
  private final boolean twoPlayerTable;
  /** Whether the turn policy is {@link TurnPolicy#ALTERNATE}. */
  private final boolean alternates;
  /** Room for the boxes each player completes in {@link #twoPlayerPlayout}. */
  private final int[] twoScores = new int[2];

  static {
    PositionSearch.install(new SearchHooks());
  }

  private DotsBoxesPosition(Board board, int[] free, int[] slot) {
    this.board = board;
    this.start = board.copy();
    this.free = free;
    this.slot = slot;
    this.freeCount = board.geometry.edgeCount - board.drawnCount;
    this.history = new int[freeCount];
    DotsBoxes game = board.game;
    TurnPolicy policy = game.turnPolicy();
    this.alternates = policy == TurnPolicy.ALTERNATE;
    this.twoPlayerTable =
        game.playerCount() == 2 && (alternates || policy == TurnPolicy.EXTRA_TURN_ON_CAPTURE);
  }

  /**
   * Returns a position at a state, for example the current state of a match.
   *
   * @param state any state of any Dots and Boxes game
   * @return a new position with no moves to undo, whose {@link #state()} equals {@code state}
   * @throws NullPointerException if {@code state} is null
   */
  public static DotsBoxesPosition of(DotsBoxesState state) {
    Board board = requireNonNull(state, "state").copyOfBoard();
    int edges = board.geometry.edgeCount;
    int[] free = new int[edges];
    int[] slot = new int[edges];
    int free0 = 0;
    int drawn0 = edges - board.drawnCount;
    for (int e = 0; e < edges; e++) {
      int at = board.isDrawn(e) ? drawn0++ : free0++;
      free[at] = e;
      slot[e] = at;
    }
    return new DotsBoxesPosition(board, free, slot);
  }

  /**
   * Returns a position at the start of a game: nothing drawn, player {@code A} to move.
   *
   * @param game the game
   * @return a new position
   * @throws NullPointerException if {@code game} is null
   */
  public static DotsBoxesPosition of(DotsBoxes game) {
    return of(requireNonNull(game, "game").initialState());
  }

  @Override
  public DotsBoxes game() {
    return board.game;
  }

  @Override
  public DotsBoxesState state() { // changes nothing here, as copy() does not
    return new DotsBoxesState(syncedCopy());
  }

  @Override
  public Player toMove() {
    return Player.of(board.toMove);
  }

  @Override
  public boolean isTerminal() {
    return freeCount == 0; // the game is over once every line is drawn
  }

  @Override
  public Outcome outcome() {
    sync();
    return board.outcome();
  }

  /**
   * Returns a player's number of boxes.
   *
   * @param player a player of the game
   * @return the boxes the player completed
   * @throws IllegalArgumentException if the player is not in the game
   */
  @Override
  public int score(Player player) {
    int index = board.game.checkedPlayer(player);
    sync();
    return board.scores[index];
  }

  @Override
  public Optional<Scores> scores() {
    sync();
    return Optional.of(Scores.of(board.scores));
  }

  @Override
  public long positionHash() {
    sync();
    return board.positionHash();
  }

  @Override
  public int legalMoveCount() {
    return freeCount;
  }

  /**
   * Writes the edge indexes of the free lines (the legal moves) to the start of {@code buffer}.
   *
   * @param buffer where to write; at least {@link #legalMoveCount()} long
   * @return the number of codes written
   * @throws IllegalArgumentException if {@code buffer} is too short; nothing is written
   * @throws NullPointerException if {@code buffer} is null
   */
  @Override
  public int legalMoves(int[] buffer) {
    return PositionChecks.copyCodes(free, freeCount, buffer);
  }

  @Override
  public boolean isLegal(int code) {
    return code >= 0 && code < slot.length && slot[code] < freeCount; // a free line
  }

  /**
   * Returns a uniformly random free line, by Lemire's multiply-and-shift on the high 16 bits of
   * {@link RandomGenerator#nextInt()}, exactly uniform (see {@link #belowOrAgain16(int, int)}, which
   * also says why 16 bits).
   *
   * @param random the source of randomness
   * @return the edge index of a free line
   * @throws IllegalStateException if the game is over
   */
  @Override
  public int randomMove(RandomGenerator random) {
    PositionChecks.checkNotOver(isTerminal());
    int at;
    do {
      at = belowOrAgain16(random.nextInt() >>> 16, freeCount);
    } while (at < 0);
    return free[at];
  }

  /** Draws the undrawn line with this edge index. */
  @Override
  protected void apply(int code) {
    drawFreeAt(slot[code], code);
  }

  /**
   * Returns why the code is illegal: the game is over, the code is no edge index of the board, or
   * the line is drawn already.
   */
  @Override
  protected Violation refusal(int code) {
    if (isTerminal()) {
      return Violation.gameOver();
    }
    if (code < 0 || code >= board.geometry.edgeCount) {
      return Violation.of(
          Reason.OUT_OF_BOUNDS,
          "The code "
              + code
              + " stands for no line: the lines of this board are numbered 0 to "
              + (board.geometry.edgeCount - 1)
              + ".");
    }
    return DotsBoxes.alreadyDrawn(board.geometry.edges[code]);
  }

  /**
   * Draws the free line {@code edge}, at index {@code at} of the free list, with the rules of
   * {@link Board#draw(int)}, and swaps it with the last free line, which the list then ends before.
   * The caller passes the line it looked up (rather than this method reading {@code free[at]}),
   * so the rules need not wait for the slot's load. In a two-player game whose turns alternate or
   * give an extra turn for a capture, only the box words and the player to move are drawn on (see
   * {@link #synced}).
   */
  private void drawFreeAt(int at, int edge) {
    int[] list = free;
    int low;
    if (twoPlayerTable) {
      if (synced > depth) { // after undos: the move is the first one not brought up to date
        synced = depth;
      }
      int mover = board.toMove;
      low = board.drawSidesOfTwo(edge, mover, alternates) << CAPTURED_SHIFT | mover;
    } else {
      low = board.draw(edge); // the mover: every word drawn on, so the move is synced
      synced = depth + 1;
    }
    int last = list[--freeCount];
    list[at] = last;
    slot[last] = at;
    list[freeCount] = edge;
    slot[edge] = freeCount;
    history[depth++] = at << MOVER_BITS | low;
  }

  /** Brings every word of the board up to date with the moves played (see {@link #synced}). */
  private void sync() {
    if (synced < depth) {
      drawUnsynced(board);
      synced = depth;
    }
  }

  /**
   * Draws the moves after {@link #synced} on {@code words}, this position's board or a copy of it,
   * with {@link Board#drewSide}: the words that {@link Board#drawSidesOfTwo} left as they were.
   */
  private void drawUnsynced(Board words) {
    int[] list = free;
    int top = freeCount + depth - 1; // the line of move d is list[top - d]
    for (int d = synced; d < depth; d++) {
      int entry = history[d];
      words.drewSide(list[top - d], entry & MOVER_MASK, entry >>> CAPTURED_SHIFT & CAPTURED_MASK);
    }
  }

  /** Returns a copy of the board with every word up to date; changes nothing here. */
  private Board syncedCopy() {
    Board copy = board.copy();
    drawUnsynced(copy);
    return copy;
  }

  /**
   * Takes back the last line drawn on this position.
   *
   * @throws IllegalStateException if no move has been played since the position was created
   */
  @Override
  public void unmakeMove() {
    PositionChecks.checkUndo(depth);
    int entry = history[--depth];
    int at = entry >>> MOVER_BITS;
    int[] list = free;
    int edge = list[freeCount]; // the line drawn last sits just past the free ones
    int mover = entry & MOVER_MASK;
    int captured = board.eraseSides(edge, mover);
    if (depth < synced) { // a move brought up to date; synced may stay above the depth
      board.undrewSide(edge, mover, captured);
    }
    int last = list[at];
    list[at] = edge;
    slot[edge] = at;
    list[freeCount] = last;
    slot[last] = freeCount;
    freeCount++;
  }

  @Override
  public int depth() {
    return depth;
  }

  /**
   * Takes back every line drawn since the position was created, in one step: the same as
   * {@link #unmakeMove()} {@link #depth()} times, at the cost of copying the starting words. For loops
   * that play a game out and start again, such as random playouts. The free list keeps the lines
   * taken back at its end, each in its slot, so {@link #legalMoves(int[])} may list the same lines
   * in another order than the undos would.
   */
  @Override
  public void reset() {
    if (depth == 0) {
      return;
    }
    board.restore(start);
    freeCount += depth; // the lines drawn are the next ones in the list, each in its slot
    depth = 0;
    synced = 0;
  }

  /**
   * Draws uniformly random free lines until the game is over or {@code maxMoves} lines are drawn:
   * the game's own loop, which picks an entry of the free list (by Lemire's multiply-and-shift,
   * exactly uniform, on each 16-bit quarter of {@link RandomGenerator#nextLong()} in turn, high
   * bits first), draws it with the rules that {@link #makeMove(int)} uses and moves it in the list as
   * {@code play} does. Allocates nothing (a custom turn policy may).
   *
   * @param random the source of randomness
   * @param maxMoves the most moves to play, at least 0
   * @return the number of moves played; {@link #unmakeMove()} takes them back
   * @throws IllegalArgumentException if {@code maxMoves} is negative
   * @throws IllegalStateException if the game's turn policy names a player outside the game; the
   *     moves before that one stay played
   */
  @Override
  public int playout(RandomGenerator random, int maxMoves) {
    PositionChecks.checkMaxMoves(maxMoves);
    // Every move draws one free line, so the game ends after exactly freeCount more moves.
    int count = freeCount;
    int first = count; // the free lines the loop begins with
    int moves = Math.min(maxMoves, count);
    if (moves == 0) {
      return 0;
    }
    if (twoPlayerTable) {
      sync(); // the playout brings its own moves up to date at its end
      return twoPlayerPlayout(random, moves);
    }
    // The loop keeps the list's length and the depth in locals, written back even if the turn
    // policy throws, and the slots of the lines it moves are set in one pass after it.
    int[] list = free;
    int[] past = history;
    int d = depth;
    int end = d + moves;
    try {
      while (d < end) {
        long bits = random.nextLong();
        for (int k = 0; k < 4 && d < end; k++) { // four 16-bit draws, high bits first
          int at = belowOrAgain16((int) (bits >>> 48), count);
          bits <<= 16;
          if (at >= 0) { // as drawFreeAt, but with the slots set after the loop
            int edge = list[at];
            int mover = board.draw(edge);
            int last = list[--count];
            list[at] = last;
            list[count] = edge;
            past[d++] = at << MOVER_BITS | mover;
          }
        }
      }
    } finally {
      freeCount = count;
      depth = d;
      synced = d;
      setSlots(first);
    }
    return moves;
  }

  /**
   * The playout of two-player games whose turn policy alternates or gives an extra turn for a
   * capture: the same draws, moves and list as the general loop of {@link #playout}, with only the
   * box words changed per move (by {@link Board#drawSides}, the rule of {@link Board#draw}), the
   * scores and the mover in locals, and the drawn lines, the hash, the scores and the slots brought
   * up to date once at the end. No turn policy is asked, so nothing can throw.
   */
  private int twoPlayerPlayout(RandomGenerator random, int moves) {
    int[] list = free;
    int[] past = history;
    int[] beside = board.besideBoxes();
    int[] words = board.boxes;
    int count = freeCount;
    int first = count;
    int d = depth;
    int end = d + moves;
    int mover = board.toMove;
    int first0 = 0; // the boxes player 0 completed
    int all = 0; // the boxes both completed
    while (d < end) {
      long bits = random.nextLong();
      for (int k = 0; k < 4 && d < end; k++) { // four 16-bit draws, high bits first
        int at = belowOrAgain16((int) (bits >>> 48), count);
        bits <<= 16;
        if (at >= 0) {
          int edge = list[at];
          int captured = Board.drawSides(beside, words, edge, mover);
          list[at] = list[--count];
          list[count] = edge;
          past[d++] = at << MOVER_BITS | mover;
          all += captured;
          first0 += captured & (mover - 1); // mover - 1 is all ones for player 0, else 0
          mover = Board.nextOfTwo(mover, captured, alternates);
        }
      }
    }
    int[] captured = twoScores;
    captured[0] = first0;
    captured[1] = all - first0;
    board.drewSides(list, count, first, captured, mover);
    freeCount = count;
    depth = d;
    synced = d;
    setSlots(first);
    return moves;
  }

  /**
   * Sets the slot of each of the first {@code first} lines of the list: a playout moves lines only
   * among the free lines it began with, and sets their slots once at the end.
   */
  private void setSlots(int first) {
    int[] list = free;
    int[] where = slot;
    for (int i = 0; i < first; i++) {
      where[list[i]] = i;
    }
  }

  /**
   * Returns a uniformly random int in {@code [0, bound)} from 16 random bits, or -1 when the caller
   * must draw again: the high half of {@code bound} times the 16 bits, where the {@code 2^16 mod
   * bound} draws whose low half would bias the result are rejected (D. Lemire, "Fast random integer
   * generation in an interval", 2019), so the results are exactly uniform. The rejection is met
   * with probability below {@code bound / 2^16}, and only then is there a division. The largest
   * board has 20,200 lines, so every bound fits; the rejection rate stays below 1/30 for boards of
   * up to 2,000 lines, and below 1/4 on the largest.
   *
   * <p>The caller draws again in its own loop, so this method has no loop and no call on the
   * rare path and stays small inside a loop over moves. {@link #playout(RandomGenerator, int)}
   * takes four draws of 16 bits from each {@code nextLong()} and
   * {@link #randomMove(RandomGenerator)} the high half of a {@code nextInt()}.
   *
   * @param bits 16 random bits, 0 to 65,535
   * @param bound 1 to 65,536
   */
  static int belowOrAgain16(int bits, int bound) {
    int product = bits * bound; // below 2^32: read unsigned
    int low = product & 0xFFFF;
    if (low < bound && low < (1 << 16) % bound) { // 2^16 mod bound: the size of the biased zone
      return -1;
    }
    return product >>> 16;
  }

  /**
   * Returns the edge index of a line.
   *
   * @param move a line
   * @return its edge index
   * @throws IllegalArgumentException if the line is not a unit line of this board
   * @throws NullPointerException if {@code move} is null
   */
  @Override
  public int code(Edge move) {
    return board.game.indexOf(move);
  }

  /**
   * Returns the line with this edge index.
   *
   * @param code an edge index
   * @return the line
   * @throws IllegalArgumentException if the code is not an edge index of this board
   */
  @Override
  public Edge move(int code) {
    return PositionChecks.move(board.game.edges(), code);
  }

  /**
   * Returns an independent position at the current state that lists its legal moves in the same
   * order, with no moves to undo.
   *
   * @return the copy
   */
  @Override
  public DotsBoxesPosition copy() {
    return new DotsBoxesPosition(syncedCopy(), free.clone(), slot.clone());
  }

  /**
   * Returns whether a line is drawn.
   *
   * @param edge an edge index
   * @return whether the line is drawn
   * @throws IndexOutOfBoundsException if {@code edge} is not an edge index of the board
   */
  public boolean isDrawn(int edge) {
    checkElementIndex(edge, board.geometry.edgeCount, "edge index");
    sync();
    return board.isDrawn(edge);
  }

  /**
   * Returns the owner of a box, as the state's {@link DotsBoxesState#owner(Box) owner} does.
   *
   * @param box a box index
   * @return the player who completed it, or empty while it is incomplete
   * @throws IndexOutOfBoundsException if {@code box} is not a box index of the board, with the
   *     message {@code "box index (9) must be less than size (9)"}
   */
  public Optional<Player> owner(int box) {
    checkElementIndex(box, board.geometry.boxCount, "box index");
    int code = board.ownerCode(box);
    return code == 0 ? Optional.empty() : Optional.of(Player.of(code - 1));
  }

  /**
   * Returns the number of lines drawn: the number of moves that led to this position from the
   * start of the game.
   *
   * @return 0 to {@code game().edgeCount()}
   */
  public int drawnCount() {
    return board.geometry.edgeCount - freeCount; // every line not free is drawn
  }

  /** Returns the drawing of the current position, as {@link DotsBoxesState#render()}. */
  @Override
  public String toString() {
    sync();
    return board.render(BoardLabels.dotPairs(board.game));
  }

  /** Returns the words of this position, every one up to date, for {@link SearchHooks}. */
  Board board() {
    sync();
    return board;
  }

  /**
   * Returns the words of this position for {@link SearchHooks}'s queries of boxes, with the box
   * words and the player to move up to date and the others perhaps not (see {@link #synced}).
   */
  Board boxWords() {
    return board;
  }
}
