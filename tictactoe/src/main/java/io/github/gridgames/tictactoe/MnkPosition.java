package io.github.gridgames.tictactoe;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkElementIndex;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.Scores;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.core.Violation;
import io.github.gridgames.core.spi.GamePosition;
import io.github.gridgames.core.internal.PositionChecks;
import io.github.gridgames.tictactoe.internal.MnkSearch;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.jspecify.annotations.Nullable;

/**
 * The fast mutable {@link Position} of an m,n,k-game, made by {@link MnkState#toPosition()}: each
 * player's stones as line words changed in place by the game's one rules implementation (the same
 * code {@link MnkState#play} runs on a copy), a list of the empty cells kept up to date by
 * swap-remove, and the moves played, for {@link #unmakeMove()}. Playing, undoing, listing the legal moves
 * and random playouts allocate nothing. Not thread-safe: give each thread its own ({@link
 * #copy()}).
 *
 * <h2>Move codes</h2>
 *
 * <p>The code of a cell is its row-major index {@code row * cols + col}, from 0 to {@code
 * cellCount - 1}: the index of the cell in {@link MnkGame#cells()}. Codes depend only on the game,
 * so they mean the same on every position of it. {@link #legalMoves(int[])} lists the empty cells
 * in the order of the position's list of empty cells: reading order at the start, then changed by
 * each play (the last empty cell takes the played cell's place) and each undo (the cell comes back
 * at the end), so it depends only on the plays and undos.
 *
 * <h2>Turns</h2>
 *
 * <p>After every move the game's {@link io.github.gridgames.core.TurnPolicy} chooses the player to
 * move, as on the states. A move after which the policy names a player outside the game is refused
 * with an {@link IllegalStateException} and changes nothing.
 *
 * <h2>Example: random playouts</h2>
 *
 * <pre>{@code
 * MnkPosition position = MnkGame.of(15, 15, 5).initialState().toPosition();
 * SplittableRandom random = new SplittableRandom(42);
 * int played = position.playout(random, Integer.MAX_VALUE);
 * Outcome outcome = position.outcome();
 * for (int i = 0; i < played; i++) {
 *   position.unmakeMove();
 * }
 * }</pre>
 */
public final class MnkPosition extends GamePosition<MnkState, Cell> {

  private static final int NOBODY = -1;

  static {
    MnkSearch.install(new Search());
  }

  private final MnkGame game;
  private final MnkRules rules;
  /** Whether the turn policy is {@link TurnPolicy#ALTERNATE}, where the playout needs no table. */
  private final boolean alternates;
  private final MnkState start;
  /** The start's words, stone count, player to move and hash, for {@link #reset()}. */
  private final long[][] startWords;
  private final int startStones;
  private final int startToMove;
  private final long startHash;
  private final int cellCount;
  /** Each player's line words: {@code stones[p]}. */
  private final long[][] stones;
  /**
   * The empty cells {@code free[0 .. freeCount)}, then the cells played since the start, the most
   * recent first (each play swaps its cell to the end of the empty cells), then the cells taken
   * at the start.
   */
  private final int[] free;
  /** Where each cell is in {@link #free}: below {@link #freeCount} exactly when it is empty. */
  private final int[] slot;
  private int freeCount;
  /**
   * The index of the player who played each move since the start, written only when the players
   * do not alternate (see {@link #moverOf}).
   */
  private final byte[] movers;
  private int depth;
  private int stoneCount;
  private int toMove;
  /** The position hash, kept up to date move by move unless {@link #hashStale}. */
  private long hash;
  /**
   * Whether {@link #hash} is out of date, after a playout: plays and undos then leave it alone,
   * and {@link #positionHash()} works it out from the words.
   */
  private boolean hashStale;
  /** The index of the winner, or {@link #NOBODY}. */
  private int winner;
  /** Room for a set of cells, bit {@code c % 64} of word {@code c / 64}. */
  private final long[] cellSet;
  /** The outcome last worked out, valid while {@link #outcomeVersion} is {@link #version}. */
  private Outcome outcome;
  private int outcomeVersion;
  /** Counts the plays and undos, so that the outcome is worked out once per position. */
  private int version;

  MnkPosition(MnkState start) {
    this.game = start.game();
    this.rules = game.rules();
    this.alternates = game.turnPolicy() == TurnPolicy.ALTERNATE;
    this.start = start;
    this.cellCount = game.cellCount();
    this.stones = new long[][] {start.words(0).clone(), start.words(1).clone()};
    this.startWords = new long[][] {start.words(0), start.words(1)};
    this.startStones = start.moveNumber();
    this.startToMove = start.toMove().index();
    this.startHash = start.positionHash();
    this.free = new int[cellCount];
    this.slot = new int[cellCount];
    int empty = 0;
    int taken = cellCount;
    for (int cell = 0; cell < cellCount; cell++) {
      int at = rules.has(stones[0], cell) || rules.has(stones[1], cell) ? --taken : empty++;
      free[at] = cell;
      slot[cell] = at;
    }
    this.freeCount = empty;
    this.movers = new byte[empty];
    this.cellSet = new long[(cellCount + Long.SIZE - 1) / Long.SIZE];
    this.stoneCount = start.moveNumber();
    this.toMove = start.toMove().index();
    this.hash = start.positionHash();
    Outcome startOutcome = start.outcome();
    this.winner = startOutcome.isWin() ? startOutcome.winners().iterator().next().index() : NOBODY;
    this.outcome = startOutcome;
  }

  @Override
  public MnkGame game() {
    return game;
  }

  /**
   * Returns the current position as an immutable state: a snapshot of the words (the starting
   * state itself while no move is played).
   *
   * @return the state
   */
  @Override
  public MnkState state() {
    if (depth == 0) {
      return start;
    }
    return new MnkState(
        game,
        stones[0].clone(),
        stones[1].clone(),
        stoneCount,
        toMove(),
        positionHash(),
        outcome(),
        winner == NOBODY ? List.of() : rules.line(game, stones[winner], lastMove()));
  }

  @Override
  public Player toMove() {
    return Player.of(toMove);
  }

  @Override
  public boolean isTerminal() {
    return winner != NOBODY || freeCount == 0;
  }

  @Override
  public Outcome outcome() {
    if (outcomeVersion != version) {
      if (depth == 0) {
        outcome = start.outcome();
      } else {
        int mover = moverOf(depth - 1);
        outcome =
            rules.outcomeAfter(Player.of(mover), winner != NOBODY, stoneCount);
      }
      outcomeVersion = version;
    }
    return outcome;
  }

  /**
   * Returns the index of the player who played move {@code i} since the start: the players take
   * turns from the start's player to move when they alternate, else as {@link #movers} says.
   */
  private int moverOf(int i) {
    return alternates ? startToMove ^ (i & 1) : movers[i];
  }

  /** Returns the cell of the last move played since the start; there must be one. */
  private int lastMove() {
    return free[freeCount];
  }
  /**
   * Returns 0: m,n,k-games keep no score.
   *
   * @param player X ({@link Player#FIRST}) or O ({@link Player#SECOND})
   * @return 0
   * @throws IllegalArgumentException if the player is not in the game
   */
  @Override
  public int score(Player player) {
    PositionChecks.checkPlayer(player, 2);
    return 0;
  }

  /**
   * Returns empty: m,n,k-games keep no score.
   *
   * @return empty
   */
  @Override
  public Optional<Scores> scores() {
    return Optional.empty();
  }

  @Override
  public long positionHash() {
    if (hashStale) {
      hash = rules.hash(stones[0], stones[1]);
      hashStale = false;
    }
    return hash;
  }

  /**
   * Returns the smallest position hash among the images of the current position under the game's
   * symmetries, as {@link MnkState#canonicalHash()} of {@link #state()}, without building a state.
   *
   * @return the smallest hash of an image
   */
  public long canonicalHash() {
    return rules.smallestImageHash(stones[0], stones[1], game.cellMaps());
  }

  /**
   * Returns the number of stones on the board, which is the number of moves of the game so far.
   *
   * @return the number of stones
   */
  public int stoneCount() {
    return stoneCount;
  }

  @Override
  public int legalMoveCount() {
    return isTerminal() ? 0 : freeCount;
  }

  @Override
  public int legalMoves(int[] buffer) {
    return PositionChecks.copyCodes(free, legalMoveCount(), buffer);
  }

  @Override
  public boolean isLegal(int code) {
    return code >= 0 && code < cellCount && winner == NOBODY && slot[code] < freeCount;
  }

  /**
   * Returns whether a cell is empty.
   *
   * @param code the cell's code, its row-major index
   * @return whether no stone is on it
   * @throws IndexOutOfBoundsException if the code is not a cell index of the board, with the
   *     message {@code "cell index (9) must be less than size (9)"}
   */
  public boolean isEmpty(int code) {
    checkElementIndex(code, cellCount, "cell index");
    return slot[code] < freeCount;
  }

  /**
   * Returns the owner of the stone on a cell.
   *
   * @param code the cell's code, its row-major index
   * @return X ({@link Player#FIRST}), O ({@link Player#SECOND}), or empty for an empty cell
   * @throws IndexOutOfBoundsException if the code is not a cell index of the board
   */
  public Optional<Player> owner(int code) {
    checkElementIndex(code, cellCount, "cell index");
    return Optional.ofNullable(ownerOf(code));
  }

  private @Nullable Player ownerOf(int cell) {
    return rules.has(stones[0], cell)
        ? Player.FIRST
        : rules.has(stones[1], cell) ? Player.SECOND : null;
  }

  /**
   * Returns whether a stone of {@code player} on an empty cell would make a winning line through
   * it: the game's own winning-line test, for strategies that look for immediate wins and
   * threats. Allocation-free.
   *
   * @param code the code of an empty cell
   * @param player X ({@link Player#FIRST}) or O ({@link Player#SECOND})
   * @return whether the stone would win (whoever is to move); {@code false} in a finished game
   * @throws IndexOutOfBoundsException if the code is not a cell index of the board
   * @throws IllegalArgumentException if the cell is taken or the player is not in the game
   */
  boolean wouldWin(int code, Player player) {
    int p = PositionChecks.checkPlayer(player, 2);
    checkElementIndex(code, cellCount, "cell index");
    checkArgument(slot[code] < freeCount, "cell code %s is taken", code);
    return winner == NOBODY && rules.completes(stones[p], code);
  }

  /**
   * Writes the codes of the empty cells where a stone of {@code player} would make a winning line
   * (the cells {@link #wouldWin(int, Player)} accepts), in increasing order, and returns how many:
   * the immediate wins of the player and the threats the other player must answer. Works on all
   * cells at once, word by word; allocation-free.
   *
   * @param player X ({@link Player#FIRST}) or O ({@link Player#SECOND}), whoever is to move
   * @param buffer where to write; at least as long as the number of empty cells
   * @return the number of codes written, 0 in a finished game
   * @throws IllegalArgumentException if the player is not in the game or the buffer is too short
   */
  int winningCells(Player player, int[] buffer) {
    int p = PositionChecks.checkPlayer(player, 2);
    long[] set = clearedCellSet(buffer);
    if (isTerminal()) {
      return 0;
    }
    rules.addWinningCells(stones[p], stones[1 - p], set);
    return codesOf(set, buffer);
  }

  /**
   * Returns whether some line of k cells holds no stone of the other player: a player without
   * such a line can never make a winning line, whatever is played. Allocation-free.
   *
   * @param player X ({@link Player#FIRST}) or O ({@link Player#SECOND})
   * @return whether the player may still win
   * @throws IllegalArgumentException if the player is not in the game
   */
  boolean canStillWin(Player player) {
    return rules.hasOpenWindow(stones[1 - PositionChecks.checkPlayer(player, 2)]);
  }

  /**
   * Writes the codes of the empty cells that lie on a line of k cells holding stones of at most
   * one player, in increasing order, and returns how many. A stone on any other empty cell can
   * never be part of a winning line (when overlines win, playing there is as good as passing).
   * Allocation-free.
   *
   * @param buffer where to write; at least as long as the number of empty cells
   * @return the number of codes written, 0 in a finished game
   * @throws IllegalArgumentException if the buffer is too short
   */
  int openCells(int[] buffer) {
    long[] set = clearedCellSet(buffer);
    if (isTerminal()) {
      return 0;
    }
    rules.addOpenCells(stones[0], stones[1], set);
    return codesOf(set, buffer);
  }

  /** Checks a buffer for the codes of empty cells; returns the cell set, emptied. */
  private long[] clearedCellSet(int[] buffer) {
    checkArgument(
        buffer.length >= freeCount,
        "buffer of length %s is shorter than the %s empty cells",
        buffer.length,
        freeCount);
    Arrays.fill(cellSet, 0L);
    return cellSet;
  }

  /**
   * Adds, for every line of k cells that holds no stone of the other player and n stones of
   * {@code player}, {@code weights[n]} to {@code scores[c]} for each cell code c of the line: how
   * much each cell can still do for the player, for move ordering and evaluation. Cells with
   * stones get scores too; read those of empty cells. Allocation-free.
   *
   * @param player X ({@link Player#FIRST}) or O ({@link Player#SECOND})
   * @param weights the weight of a line by its number of the player's stones; at least k + 1 long
   * @param scores one score per cell code, added to
   * @throws IllegalArgumentException if the player is not in the game or an array is too short
   */
  void addLinePotential(Player player, int[] weights, int[] scores) {
    int p = PositionChecks.checkPlayer(player, 2);
    checkArgument(weights.length > game.k(), "weights needs k + 1 = %s entries, got %s", game.k() + 1, weights.length);
    checkArgument(scores.length >= cellCount, "scores needs %s entries, got %s", cellCount, scores.length);
    rules.addLinePotential(stones[p], stones[1 - p], weights, scores);
  }

  /** Writes the cells of a set to a buffer in increasing order; returns how many. */
  private static int codesOf(long[] set, int[] buffer) {
    int count = 0;
    for (int w = 0; w < set.length; w++) {
      for (long bits = set[w]; bits != 0; bits &= bits - 1) {
        buffer[count++] = (w << 6) + Long.numberOfTrailingZeros(bits);
      }
    }
    return count;
  }

  @Override
  public int randomMove(RandomGenerator random) {
    PositionChecks.checkNotOver(isTerminal());
    return free[random.nextInt(freeCount)];
  }

  /** Puts a stone of the player to move on the empty cell with this code. */
  @Override
  protected void apply(int code) {
    placeAt(slot[code], code);
  }

  /**
   * Returns why a code is illegal, with the violation {@link MnkState#check} gives: the game
   * is over, the code is no cell of the board, or the cell is taken.
   */
  @Override
  protected Violation refusal(int code) {
    return isTerminal()
        ? Refusals.gameOver(game, outcome())
        : code < 0 || code >= cellCount
            ? Refusals.noSuchCell(game, code)
            : Refusals.occupied(game, game.cellAt(code), requireNonNull(ownerOf(code), "an illegal cell on the board is taken"));
  }

  /**
   * Plays the empty cell {@code cell}, at index {@code at} of the list of empty cells: the rules on
   * the words, then the bookkeeping for undo. The caller passes the cell it looked up (rather than
   * this method reading {@code free[at]}), so the rules need not wait for that load.
   */
  private void placeAt(int at, int cell) {
    int p = toMove;
    int next = alternates ? p ^ 1 : game.next(p, stoneCount);
    boolean won = rules.place(stones[p], cell);
    if (!hashStale) {
      hash ^= rules.key(cell, p);
    }
    int last = free[--freeCount];
    free[at] = last;
    slot[last] = at;
    free[freeCount] = cell;
    slot[cell] = freeCount;
    if (!alternates) {
      movers[depth] = (byte) p;
    }
    depth++;
    stoneCount++;
    toMove = next;
    if (won) {
      winner = p;
    }
    version++;
  }

  /**
   * Takes back the last move played on this position. The list of empty cells gets the cell back
   * at its end, so {@link #legalMoves(int[])} may list the same cells in another order than before
   * the move.
   *
   * @throws IllegalStateException if no move has been played since the position was created
   */
  @Override
  public void unmakeMove() {
    PositionChecks.checkUndo(depth);
    int p = moverOf(--depth);
    int cell = free[freeCount++];
    rules.clear(stones[p], cell);
    if (!hashStale) {
      hash ^= rules.key(cell, p);
    }
    stoneCount--;
    toMove = p;
    winner = NOBODY; // only an ongoing game accepts a move
    version++;
  }

  /**
   * Takes back every move played since the position was created, in one step: the same as
   * {@link #unmakeMove()} {@link #depth()} times, at the cost of copying the starting words. For loops
   * that play a game out and start again, such as random playouts.
   */
  @Override
  public void reset() {
    if (depth == 0) {
      return;
    }
    long[] x = stones[0];
    long[] o = stones[1];
    long[] startX = startWords[0];
    long[] startO = startWords[1];
    for (int w = 0; w < x.length; w++) { // a loop: faster than arraycopy on a word or a few
      x[w] = startX[w];
      o[w] = startO[w];
    }
    freeCount += depth; // the cells played are the next ones in the list, each in its slot
    depth = 0;
    stoneCount = startStones;
    toMove = startToMove;
    hash = startHash;
    hashStale = false;
    winner = NOBODY; // a start that took moves was not over
    version++;
  }

  @Override
  public int depth() {
    return depth;
  }

  /**
   * Plays uniformly random moves until the game is over or {@code maxMoves} moves are played: each
   * move takes the entry {@code random.nextInt(n)} of the list of the n empty cells. The game's
   * fastest loop; allocates nothing. {@link #unmakeMove()} takes the moves back.
   *
   * @param random the source of the moves; advanced by one {@code nextInt} per move
   * @param maxMoves the most moves to play, at least 0
   * @return the number of moves played
   * @throws IllegalArgumentException if {@code maxMoves} is negative
   * @throws IllegalStateException if the turn policy names a player outside the game; the moves
   *     before stay played
   */
  @Override
  public int playout(RandomGenerator random, int maxMoves) {
    PositionChecks.checkMaxMoves(maxMoves);
    if (!alternates) { // a policy may name any player, or throw: ask it move by move
      int count = 0;
      while (count < maxMoves && winner == NOBODY && freeCount > 0) {
        int at = random.nextInt(freeCount);
        placeAt(at, free[at]);
        count++;
      }
      return count;
    }
    int moves = winner == NOBODY ? Math.min(maxMoves, freeCount) : 0;
    if (moves == 0) {
      return 0;
    }
    // The players alternate, so the loops keep only the rules' words and the list of empty cells
    // up to date, each move as placeAt changes them; the rest follows from the cells played.
    return rules.oneWordOverlinesWin() ? oneWordPlayout(random, moves) : wordsPlayout(random, moves);
  }

  /** The playout of alternating players on one-word boards: each player's word in a local. */
  private int oneWordPlayout(RandomGenerator random, int moves) {
    int first = freeCount;
    int count = first;
    int[] list = free;
    int q = toMove; // the player to move in the loop
    long mine = stones[q][0];
    long theirs = stones[q ^ 1][0];
    int played = 0;
    boolean won = false;
    while (played < moves) {
      int at = random.nextInt(count);
      int cell = list[at];
      list[at] = list[--count];
      list[count] = cell;
      played++;
      mine = rules.placeInWord(mine, cell);
      if (rules.winsInWord(mine)) {
        won = true;
        break;
      }
      long other = theirs;
      theirs = mine;
      mine = other;
      q ^= 1;
    }
    stones[q][0] = mine;
    stones[q ^ 1][0] = theirs;
    int[] where = slot;
    for (int i = 0; i < first; i++) { // the cells moved are among the first entries
      where[list[i]] = i;
    }
    afterPlayout(played, won ? q : NOBODY);
    return played;
  }

  /** The playout of alternating players on boards of several words. */
  private int wordsPlayout(RandomGenerator random, int moves) {
    int first = freeCount;
    int count = first;
    int[] list = free;
    int[] where = slot;
    int q = toMove; // the player to move in the loop
    long[] mine = stones[q];
    long[] theirs = stones[q ^ 1];
    int played = 0;
    boolean won = false;
    while (played < moves) {
      int at = random.nextInt(count);
      int cell = list[at];
      int last = list[--count];
      list[at] = last;
      where[last] = at;
      list[count] = cell;
      played++;
      if (rules.place(mine, cell)) {
        won = true;
        break;
      }
      long[] other = theirs;
      theirs = mine;
      mine = other;
      q ^= 1;
    }
    for (int i = count; i < first; i++) { // the cells played
      where[list[i]] = i;
    }
    afterPlayout(played, won ? q : NOBODY);
    return played;
  }

  /**
   * Brings the counters up to date after {@code played} moves of alternating players from the
   * player to move, whose words and list of empty cells are up to date: the fields {@code played}
   * calls of {@link #placeAt} would leave. The hash is worked out when it is next asked for.
   */
  private void afterPlayout(int played, int winnerIndex) {
    freeCount -= played;
    depth += played;
    stoneCount += played;
    toMove ^= played & 1;
    winner = winnerIndex;
    hashStale = true;
    version++;
  }

  /**
   * Returns the code of a cell, its row-major index.
   *
   * @param move a cell on the board
   * @return {@code move.row() * cols + move.col()}
   * @throws IllegalArgumentException if the cell is outside the board
   * @throws NullPointerException if {@code move} is null
   */
  @Override
  public int code(Cell move) {
    requireNonNull(move, "move");
    checkArgument(
        game.contains(move), "%s is outside the %s x %s board", move.describe(), game.rows(), game.cols());
    return game.index(move);
  }

  /**
   * Returns the cell with a code.
   *
   * @param code a row-major cell index
   * @return the shared cell of {@link MnkGame#cells()}
   * @throws IllegalArgumentException if the code is no cell of the board
   */
  @Override
  public Cell move(int code) {
    return PositionChecks.move(game.cells(), code);
  }

  @Override
  public MnkPosition copy() {
    return new MnkPosition(state());
  }

  /**
   * Returns a one-line description for debugging: the state and the number of moves that can be
   * undone.
   *
   * @return the description
   */
  @Override
  public String toString() {
    return "MnkPosition[" + state() + ", depth " + depth + "]";
  }

  /** The search helpers for the strategies, handed out by {@link MnkSearch}. */
  private static final class Search implements MnkSearch.Access {
    @Override
    public boolean wouldWin(MnkPosition position, int code, Player player) {
      return position.wouldWin(code, player);
    }

    @Override
    public int winningCells(MnkPosition position, Player player, int[] buffer) {
      return position.winningCells(player, buffer);
    }

    @Override
    public boolean canStillWin(MnkPosition position, Player player) {
      return position.canStillWin(player);
    }

    @Override
    public int openCells(MnkPosition position, int[] buffer) {
      return position.openCells(buffer);
    }

    @Override
    public void addLinePotential(MnkPosition position, Player player, int[] weights, int[] scores) {
      position.addLinePotential(player, weights, scores);
    }
  }
}
