package io.github.gridgames.dotsboxes;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.MoveEffect;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.Scores;
import io.github.gridgames.core.State;
import io.github.gridgames.core.Violation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * An immutable position of {@link DotsBoxes}: the drawn lines, the owner of each completed box,
 * the scores and the player to move.
 *
 * <p>A state is a few primitive words: on boards of at most 64 lines the drawn lines are one
 * {@code long}, on larger boards a {@code long[]} bit set; the box owners are a {@code byte} per
 * box, shared between states until a move completes a box (copy on write). Two states are equal
 * when they are of equal games and have the same drawn lines, the same box owners and the same
 * player to move.
 *
 * <p>{@link #legalMoves()} lists the undrawn lines in edge-index order (see {@link DotsBoxes}).
 * {@link #check(Edge)} refuses, in this order: any move once the game is over
 * ({@link io.github.gridgames.core.StandardReason#GAME_OVER}), a line touching a dot outside the
 * board ({@link io.github.gridgames.core.StandardReason#OUT_OF_BOUNDS}), two dots that are not
 * adjacent ({@link DotsBoxesReason#NOT_A_UNIT_LINE}), and a line already drawn
 * ({@link DotsBoxesReason#ALREADY_DRAWN}).
 */
public final class DotsBoxesState implements State<DotsBoxesState, Edge> {

  private final DotsBoxes game;
  /** The drawn lines on boards of at most 64 lines; 0 otherwise. */
  private final long bits;
  /** The drawn lines on larger boards; null on small boards. Never mutated. */
  private final long[] words;
  /** Per box, 0 when not completed, else the owner's index + 1. Never mutated; may be shared. */
  private final byte[] owners;
  /** Per player, the boxes owned. Never mutated; may be shared. */
  private final int[] scores;
  private final int toMove;
  private final int drawnCount;
  /** The hash of the drawn lines and the owners; the player to move is added by positionHash. */
  private final long boardHash;
  /**
   * The legal moves, made on first request. A racy cache, like {@link String#hashCode()}: the list
   * is immutable with final fields only, so a thread that sees it sees it whole.
   */
  private List<Edge> legalMoves;
  /** The outcome of a finished game, made on first request; a racy cache of an immutable value. */
  private Outcome outcome;

  private DotsBoxesState(
      DotsBoxes game,
      long bits,
      long[] words,
      byte[] owners,
      int[] scores,
      int toMove,
      int drawnCount,
      long boardHash) {
    this.game = game;
    this.bits = bits;
    this.words = words;
    this.owners = owners;
    this.scores = scores;
    this.toMove = toMove;
    this.drawnCount = drawnCount;
    this.boardHash = boardHash;
  }

  static DotsBoxesState initial(DotsBoxes game) {
    return new DotsBoxesState(
        game,
        0L,
        game.isSmall() ? null : new long[(game.edgeCount() + 63) >>> 6],
        new byte[game.boxCount()],
        new int[game.playerCount()],
        0,
        0,
        0L);
  }

  /** Builds a state from validated parts, which it takes over (callers pass fresh arrays). */
  static DotsBoxesState of(DotsBoxes game, long[] drawnWords, byte[] owners, int toMove) {
    int[] scores = new int[game.playerCount()];
    long hash = 0;
    int drawn = 0;
    for (int e = 0; e < game.edgeCount(); e++) {
      if ((drawnWords[e >>> 6] & (1L << e)) != 0) {
        drawn++;
        hash ^= Zobrist.edge(e);
      }
    }
    for (int b = 0; b < owners.length; b++) {
      if (owners[b] != 0) {
        scores[owners[b] - 1]++;
        hash ^= Zobrist.owner(b, owners[b] - 1);
      }
    }
    return game.isSmall()
        ? new DotsBoxesState(game, drawnWords[0], null, owners, scores, toMove, drawn, hash)
        : new DotsBoxesState(game, 0L, drawnWords, owners, scores, toMove, drawn, hash);
  }

  @Override
  public DotsBoxes game() {
    return game;
  }

  @Override
  public Player toMove() {
    return Player.of(toMove);
  }

  /**
   * Returns ongoing until every line is drawn; then a win by the single top scorer, or, when
   * several players tie for the top score, a draw in a two-player game and a win shared by the
   * tied players in a game of three or more.
   *
   * @return the outcome
   */
  @Override
  public Outcome outcome() {
    if (drawnCount < game.edgeCount()) {
      return Outcome.ongoing();
    }
    Outcome result = outcome;
    if (result == null) {
      result = finalOutcome(scores);
      outcome = result;
    }
    return result;
  }

  static Outcome finalOutcome(int[] scores) {
    int max = Integer.MIN_VALUE;
    for (int s : scores) {
      max = Math.max(max, s);
    }
    Set<Player> leaders = new TreeSet<>();
    for (int p = 0; p < scores.length; p++) {
      if (scores[p] == max) {
        leaders.add(Player.of(p));
      }
    }
    if (leaders.size() > 1 && scores.length == 2) {
      return Outcome.draw();
    }
    return Outcome.win(leaders);
  }

  @Override
  public boolean isTerminal() {
    return drawnCount == game.edgeCount();
  }

  /**
   * Returns the undrawn lines in edge-index order, or nothing when the game is over.
   *
   * <p>The list is a view over this state's bit set, made on the first call and returned again
   * after: {@code get(i)}, {@code contains} and {@code indexOf} take constant time on boards of
   * at most 64 lines. For bots and search,
   * {@link io.github.gridgames.dotsboxes.engine.DotsBoxesEngine} is faster still.
   *
   * @return an unmodifiable list
   */
  @Override
  public List<Edge> legalMoves() {
    List<Edge> moves = legalMoves;
    if (moves == null) {
      int count = game.edgeCount() - drawnCount;
      if (count == 0) {
        moves = List.of();
      } else if (words == null) {
        moves = LegalEdges.small(game, bits, count);
      } else {
        moves = LegalEdges.large(game, words, count);
      }
      legalMoves = moves;
    }
    return moves;
  }

  @Override
  public Optional<Violation> check(Edge move) {
    requireNonNull(move, "move");
    return Optional.ofNullable(violation(move));
  }

  private Violation violation(Edge move) {
    if (isTerminal()) {
      return Violation.gameOver();
    }
    int index = game.classify(move);
    if (index < 0) {
      return game.refusal(move, index);
    }
    if (isDrawn(index)) {
      return DotsBoxes.alreadyDrawn(move);
    }
    return null;
  }

  private int requireLegal(Edge move) {
    requireNonNull(move, "move");
    if (isTerminal()) {
      throw new IllegalMoveException(Violation.gameOver());
    }
    int index = game.classify(move);
    if (index < 0) {
      throw new IllegalMoveException(game.refusal(move, index));
    }
    if (isDrawn(index)) {
      throw new IllegalMoveException(DotsBoxes.alreadyDrawn(move));
    }
    return index;
  }

  @Override
  public boolean isLegal(Edge move) {
    requireNonNull(move, "move");
    return violation(move) == null;
  }

  /**
   * Returns the state after drawing the line. The line's completed boxes go to the mover; the
   * game's turn policy picks the next player from the number completed.
   *
   * @param move a legal line
   * @return the next state
   * @throws IllegalMoveException if the line is illegal here; see the class comment for the
   *     reasons
   * @throws NullPointerException if {@code move} is null
   */
  @Override
  public DotsBoxesState play(Edge move) {
    return next(requireLegal(move));
  }

  /**
   * Plays a line and reports what it did: the state after it, the boxes it completed and whether
   * the mover moves again.
   *
   * @param move a legal line
   * @return the result
   * @throws IllegalMoveException if the line is illegal here
   * @throws NullPointerException if {@code move} is null
   */
  public MoveResult playAndReport(Edge move) {
    int index = requireLegal(move);
    DotsBoxesState after = next(index);
    int[] edgeBoxes = game.edgeBoxes();
    List<Box> completed = new ArrayList<>(2);
    for (int k = 0; k < 2; k++) {
      int b = edgeBoxes[2 * index + k];
      if (b >= 0 && after.owners[b] != 0) {
        completed.add(game.box(b));
      }
    }
    return new MoveResult(this, move, after, completed, after.toMove == toMove);
  }

  private DotsBoxesState next(int index) {
    long nextBits = bits;
    long[] nextWords = words;
    if (words == null) {
      nextBits |= 1L << index;
    } else {
      nextWords = words.clone();
      nextWords[index >>> 6] |= 1L << index;
    }
    long hash = boardHash ^ Zobrist.edge(index);
    int[] edgeBoxes = game.edgeBoxes();
    byte[] nextOwners = owners;
    int[] nextScores = scores;
    int captured = 0;
    for (int k = 0; k < 2; k++) {
      int b = edgeBoxes[2 * index + k];
      if (b >= 0 && isComplete(b, nextBits, nextWords)) {
        if (captured == 0) {
          nextOwners = owners.clone();
          nextScores = scores.clone();
        }
        captured++;
        nextOwners[b] = (byte) (toMove + 1);
        nextScores[toMove]++;
        hash ^= Zobrist.owner(b, toMove);
      }
    }
    int nextPlayer = game.nextPlayer(toMove, captured);
    return new DotsBoxesState(
        game, nextBits, nextWords, nextOwners, nextScores, nextPlayer, drawnCount + 1, hash);
  }

  private boolean isComplete(int box, long smallBits, long[] largeWords) {
    if (largeWords == null) {
      long mask = game.boxMasks()[box];
      return (smallBits & mask) == mask;
    }
    int[] boxEdges = game.boxEdges();
    for (int k = 0; k < 4; k++) {
      int e = boxEdges[4 * box + k];
      if ((largeWords[e >>> 6] & (1L << e)) == 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * Returns how many boxes the line would complete here: 0, 1 or 2.
   *
   * @param move a legal line
   * @return the effect, whose {@code captures()} is the number of boxes completed
   * @throws IllegalMoveException if the line is illegal here
   * @throws NullPointerException if {@code move} is null
   */
  @Override
  public MoveEffect effectOf(Edge move) {
    int index = requireLegal(move);
    int[] edgeBoxes = game.edgeBoxes();
    int[] boxEdges = game.boxEdges();
    int captured = 0;
    for (int k = 0; k < 2; k++) {
      int b = edgeBoxes[2 * index + k];
      if (b < 0) {
        continue;
      }
      boolean completes = true;
      for (int side = 0; side < 4; side++) {
        int e = boxEdges[4 * b + side];
        completes &= e == index || isDrawn(e);
      }
      captured += completes ? 1 : 0;
    }
    return MoveEffect.captures(captured);
  }

  /**
   * Returns each player's number of boxes.
   *
   * @return the scores, always present
   */
  @Override
  public Optional<Scores> scores() {
    return Optional.of(Scores.of(scores));
  }

  /**
   * Returns one player's number of boxes.
   *
   * @param player a player of this game
   * @return the score
   * @throws IllegalArgumentException if the player is not in this game
   */
  public int score(Player player) {
    requireNonNull(player, "player");
    if (player.index() >= scores.length) {
      throw new IllegalArgumentException(
          player + " is not in a game of " + scores.length + " players");
    }
    return scores[player.index()];
  }

  /**
   * Returns whether a line is drawn.
   *
   * @param edge any line
   * @return whether it is a line of this board and drawn; {@code false} for lines that are not
   *     unit lines of the board
   * @throws NullPointerException if {@code edge} is null
   */
  public boolean isDrawn(Edge edge) {
    int index = game.indexOf(requireNonNull(edge, "edge"));
    return index >= 0 && isDrawn(index);
  }

  boolean isDrawn(int index) {
    return words == null
        ? (bits & (1L << index)) != 0
        : (words[index >>> 6] & (1L << index)) != 0;
  }

  /**
   * Returns the number of lines drawn, which is also the number of moves played to reach this
   * state.
   *
   * @return 0 to {@code game().edgeCount()}
   */
  public int drawnCount() {
    return drawnCount;
  }

  /**
   * Returns the drawn lines in edge-index order.
   *
   * @return an unmodifiable list
   */
  public List<Edge> drawnEdges() {
    List<Edge> drawn = new ArrayList<>(drawnCount);
    for (int e = 0; e < game.edgeCount(); e++) {
      if (isDrawn(e)) {
        drawn.add(game.edge(e));
      }
    }
    return Collections.unmodifiableList(drawn);
  }

  /**
   * Returns the player who completed a box, if anyone has.
   *
   * @param box a box of this board
   * @return the owner, or empty while the box is incomplete
   * @throws IllegalArgumentException if the box is not on this board
   */
  public Optional<Player> owner(Box box) {
    int b = game.indexOf(box);
    return owners[b] == 0 ? Optional.empty() : Optional.of(Player.of(owners[b] - 1));
  }

  /**
   * Returns how many sides of a box are drawn.
   *
   * @param box a box of this board
   * @return 0 to 4
   * @throws IllegalArgumentException if the box is not on this board
   */
  public int sidesDrawn(Box box) {
    int b = game.indexOf(box);
    int[] boxEdges = game.boxEdges();
    int n = 0;
    for (int k = 0; k < 4; k++) {
      if (isDrawn(boxEdges[4 * b + k])) {
        n++;
      }
    }
    return n;
  }

  /**
   * Returns the number of completed boxes, the sum of the scores.
   *
   * @return 0 to {@code game().boxCount()}
   */
  public int completedBoxes() {
    int total = 0;
    for (int s : scores) {
      total += s;
    }
    return total;
  }

  byte ownerCode(int box) {
    return owners[box];
  }

  /**
   * Returns a Zobrist hash of the drawn lines, the box owners and the player to move.
   *
   * @return the position hash; equal states have equal hashes
   */
  @Override
  public long positionHash() {
    return boardHash ^ Zobrist.turn(toMove);
  }

  /**
   * Returns a mutable position that plays and undoes lines in place, with exactly these rules.
   *
   * @return a new position starting at this state
   */
  @Override
  public Position<DotsBoxesState, Edge> toPosition() {
    return new DotsBoxesPosition(this);
  }

  long[] copyOfWords() {
    if (words == null) {
      long[] copy = new long[(game.edgeCount() + 63) >>> 6];
      copy[0] = bits;
      return copy;
    }
    return words.clone();
  }

  byte[] copyOfOwners() {
    return owners.clone();
  }

  int[] copyOfScores() {
    return scores.clone();
  }

  /**
   * Draws the board in the style of the classic text display: {@code o} for dots, {@code ---} and
   * {@code |} for drawn lines, the owner's letter inside each completed box; then the scores and
   * whose turn it is (or the result). Trailing spaces are removed from every line.
   *
   * <pre>
   * o---o---o
   * | A |
   * o---o   o
   *
   * o   o   o
   * Scores: A 1, B 0
   * Player A's turn.
   * </pre>
   *
   * @return the drawing, without a final line break
   */
  @Override
  public String render() {
    return Rendering.render(game, this::isDrawn, b -> owners[b], scores, toMove, isTerminal());
  }

  @Override
  public boolean equals(Object o) {
    if (o == this) {
      return true;
    }
    if (!(o instanceof DotsBoxesState other)) {
      return false;
    }
    return boardHash == other.boardHash
        && toMove == other.toMove
        && drawnCount == other.drawnCount
        && bits == other.bits
        && (game == other.game || game.equals(other.game))
        && Arrays.equals(words, other.words)
        && Arrays.equals(owners, other.owners);
  }

  @Override
  public int hashCode() {
    long h = positionHash();
    return (int) (h ^ (h >>> 32));
  }

  /** Returns a one-line summary such as {@code dots-boxes(...): 5 of 12 lines, 1-0, A to move}. */
  @Override
  public String toString() {
    return game
        + ": "
        + drawnCount
        + " of "
        + game.edgeCount()
        + " lines, "
        + Scores.of(scores)
        + ", "
        + (isTerminal() ? outcome() : game.playerName(toMove()) + " to move");
  }
}
