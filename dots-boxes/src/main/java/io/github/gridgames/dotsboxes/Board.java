package io.github.gridgames.dotsboxes;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Violation;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;

/**
 * The rules of Dots and Boxes, written once, over a few primitive words: the drawn lines as a bit
 * set, one word per box holding the number of its drawn sides and its owner, the scores, the
 * player to move, the number of lines drawn (which is the move number) and the hash of the lines.
 * {@link #draw(int)} is the one place that applies a line: it counts the boxes the line completes,
 * asks the game's turn policy who moves next, and updates every word; {@link #erase(int, int)} is
 * its exact inverse.
 *
 * <p>{@link DotsBoxesPosition} changes one board in place (play and undo);
 * {@link DotsBoxesState} holds a board that is never changed after it is built and plays by
 * drawing on a {@link #copy()}. Both therefore follow exactly the same rules.
 *
 * <p>The box words go on past the boxes with the outside boxes of
 * {@link BoardGeometry#lineWords}, one per border line, which a border line counts as its
 * missing box and which never complete.
 *
 * <p>{@link #draw(int)} is the hot loop of every random playout, and its shape is chosen for the
 * JIT (the measurements are in docs/BENCHMARKS.md, "Dots and Boxes towards the C bar"):
 *
 * <ul>
 *   <li>no branch on what the line completes, which a random game cannot predict: the completions
 *       are computed as 0 or 1 by arithmetic, and an incomplete box's owner bits are 0;
 *   <li>few arrays: a box keeps its count and owner in one word, the scores and the turn table
 *       share the array of the box words, and the boxes beside a line share one array with its
 *       hash key, so that the loop keeps few array references live;
 *   <li>no bounds checks: those two arrays have power-of-two lengths, and the move masks every
 *       index into them with the array's length - 1. The indexes are in range anyway, so the mask
 *       changes nothing but lets the JIT drop the checks.
 * </ul>
 */
final class Board {

  final DotsBoxes game;
  final BoardGeometry geometry;
  /** The geometry's {@link BoardGeometry#lineWords}, held here to save a load per move. */
  private final long[] lineWords;
  /** Whether the words hold the turn policy's answers; if not, the policy is asked each move. */
  private final boolean tabled;
  /** The drawn lines, bit {@code e & 63} of word {@code e >>> 6} for edge index {@code e}. */
  final long[] drawn;
  /**
   * Every count of the board in one array, so that a move touches one array for all of them:
   *
   * <ul>
   *   <li>per player {@code p}, {@link #PLAYER_WORDS} words from {@code PLAYER_WORDS * p}: the
   *       player's score (boxes owned), then the player who moves after {@code p} completes 0, 1
   *       or 2 boxes, when the game's turn policy has a table ({@link #tabled});
   *   <li>from {@link BoardGeometry#boxBase}, per box, then per outside box: the number of its
   *       sides drawn ({@link #COUNT_MASK}), and, once it is complete, its owner's index + 1
   *       shifted left by {@link #OWNER_SHIFT}.
   * </ul>
   */
  final int[] words;
  int toMove;
  /** The number of lines drawn: the number of moves that led here, so the move number. */
  int drawnCount;
  /** The hash of the drawn lines; {@link #positionHash()} adds the scores and the mover. */
  long hash;

  /** The words per player at the start of {@link #words}: the score and three next players. */
  static final int PLAYER_WORDS = 4;
  /** The bits of a box word that count its drawn sides, 0 to 4. */
  static final int COUNT_MASK = 7;
  /** Where a box word keeps its owner's index + 1, 0 while the box is incomplete. */
  static final int OWNER_SHIFT = 3;

  private Board(DotsBoxes game, long[] drawn, int[] words, int toMove) {
    this.game = game;
    this.geometry = game.geometry();
    this.lineWords = geometry.lineWords;
    this.tabled = game.nextPlayerTable() != null;
    this.drawn = drawn;
    this.words = words;
    this.toMove = toMove;
  }

  /** Returns the board of a new game: nothing drawn, the first player to move. */
  static Board initial(DotsBoxes game) {
    return of(game, new long[game.geometry().wordCount], new byte[game.boxCount()], 0);
  }

  /**
   * Returns a board from validated parts: the drawn lines, and per box its owner's index + 1 or
   * 0, every owned box complete and every complete box owned by a player of the game.
   */
  static Board of(DotsBoxes game, long[] drawn, byte[] boxOwners, int toMove) {
    BoardGeometry g = game.geometry();
    int[] words = new int[g.boardWordCount];
    int[] table = game.nextPlayerTable();
    if (table != null) {
      for (int p = 0; p < game.playerCount(); p++) {
        System.arraycopy(table, 3 * p, words, PLAYER_WORDS * p + 1, 3);
      }
    }
    Board board = new Board(game, drawn, words, toMove);
    for (int e = 0; e < g.edgeCount; e++) {
      if (board.isDrawn(e)) {
        board.drawnCount++;
        board.hash ^= g.edgeKey(e);
        words[g.besideBox(e, 0)]++;
        words[g.besideBox(e, 1)]++;
      }
    }
    for (int b = 0; b < g.boxCount; b++) {
      int owner = boxOwners[b] - 1;
      if (owner >= 0) {
        words[PLAYER_WORDS * owner]++;
        words[g.boxBase + b] |= (owner + 1) << OWNER_SHIFT;
      }
    }
    return board;
  }

  /** Returns an independent board with the same words. */
  Board copy() {
    Board copy = new Board(game, drawn.clone(), words.clone(), toMove);
    copy.drawnCount = drawnCount;
    copy.hash = hash;
    return copy;
  }

  /** Sets every word of this board to those of {@code from}, a board of the same game. */
  void restore(Board from) {
    System.arraycopy(from.drawn, 0, drawn, 0, drawn.length);
    System.arraycopy(from.words, 0, words, 0, words.length);
    toMove = from.toMove;
    drawnCount = from.drawnCount;
    hash = from.hash;
  }

  boolean isDrawn(int edge) {
    return (drawn[edge >>> 6] & (1L << edge)) != 0;
  }

  boolean isOver() {
    return drawnCount == geometry.edgeCount;
  }

  /** Returns how many sides of a box are drawn, 0 to 4. */
  int sidesDrawn(int box) {
    return words[geometry.boxBase + box] & COUNT_MASK;
  }

  /** Returns the owner's index + 1 of a box, or 0 while it is incomplete. */
  int ownerCode(int box) {
    return words[geometry.boxBase + box] >>> OWNER_SHIFT;
  }

  /** Returns a player's score, the boxes the player owns. */
  int score(int player) {
    return words[PLAYER_WORDS * player];
  }

  /** Returns the players' scores, in a new array. */
  int[] scores() {
    int[] scores = new int[game.playerCount()];
    for (int p = 0; p < scores.length; p++) {
      scores[p] = words[PLAYER_WORDS * p];
    }
    return scores;
  }

  /** Returns how many boxes drawing the undrawn line {@code edge} completes: 0, 1 or 2. */
  int captures(int edge) {
    return completes(words[geometry.besideBox(edge, 0)] + 1)
        + completes(words[geometry.besideBox(edge, 1)] + 1);
  }

  /**
   * Returns 1 if {@code count}, the side count of an incomplete box after one more side, is 4,
   * else 0, without a branch: {@code count ^ 4} is 0 exactly then, and 0 - 1 is the only negative
   * value that follows.
   */
  private static int completes(int count) {
    return ((count ^ 4) - 1) >>> 31;
  }

  /**
   * Draws the undrawn line {@code edge} of an unfinished game for the player to move: the boxes it
   * completes become the mover's, and the game's turn policy, told the move number and the number
   * of boxes completed, chooses the next player.
   *
   * @return the mover, which {@link #erase(int, int)} needs
   * @throws IllegalStateException if the turn policy names a player outside the game; the board
   *     is unchanged
   */
  int draw(int edge) {
    long[] line = lineWords;
    int lm = line.length - 1; // masks for the JIT, see the class comment
    long boxes = line[(2 * edge) & lm];
    int a = (int) boxes;
    int b = (int) (boxes >>> 32);
    int[] w = words;
    int wm = w.length - 1;
    int countA = w[a & wm] + 1; // the box is incomplete, so its word is its count
    int countB = w[b & wm] + 1;
    int first = completes(countA);
    int second = completes(countB);
    int captured = first + second;
    int mover = toMove;
    int next = // may throw: nothing changed yet
        tabled
            ? w[(PLAYER_WORDS * mover + 1 + captured) & wm]
            : game.nextPlayer(mover, captured, drawnCount);
    drawn[edge >>> 6] |= 1L << edge;
    int owner = (mover + 1) << OWNER_SHIFT;
    w[a & wm] = countA | (owner & -first);
    w[b & wm] = countB | (owner & -second);
    w[(PLAYER_WORDS * mover) & wm] += captured;
    hash ^= line[(2 * edge + 1) & lm];
    drawnCount++;
    toMove = next;
    return mover;
  }

  /**
   * Takes back the line {@code edge}, the last one drawn, by {@code mover}: the boxes it completed
   * lose their owner and the mover moves again.
   */
  void erase(int edge, int mover) {
    long boxes = lineWords[2 * edge];
    int a = (int) boxes;
    int b = (int) (boxes >>> 32);
    int[] w = words;
    int wordA = w[a];
    int wordB = w[b];
    // A box is complete after the last line only if that line completed it: then its word has
    // owner bits, which go with the side.
    w[a] = (wordA & COUNT_MASK) - 1;
    w[b] = (wordB & COUNT_MASK) - 1;
    w[PLAYER_WORDS * mover] -= owned(wordA) + owned(wordB);
    drawn[edge >>> 6] &= ~(1L << edge);
    hash ^= lineWords[2 * edge + 1];
    drawnCount--;
    toMove = mover;
  }

  /** Returns 1 if a box word has an owner, else 0, without a branch. */
  private static int owned(int word) {
    return -(word >>> OWNER_SHIFT) >>> 31;
  }

  /**
   * Returns the hash of the position: a Zobrist hash of the drawn lines, plus each player's score
   * times the player's odd key, combined with the key of the player to move. Equal boards have
   * equal hashes. The owners of single boxes are left out, so that a move need not hash them:
   * two positions with the same lines, scores and player to move, whose boxes are owned
   * differently, hash alike, as they have the same future and the same outcome.
   */
  long positionHash() {
    long h = hash ^ geometry.turnKeys[toMove];
    long[] keys = geometry.scoreKeys;
    for (int p = 0; p < keys.length; p++) {
      h += words[PLAYER_WORDS * p] * keys[p];
    }
    return h;
  }

  /** Returns the number of completed boxes, the sum of the scores. */
  int completedBoxes() {
    int total = 0;
    for (int p = 0; p < game.playerCount(); p++) {
      total += words[PLAYER_WORDS * p];
    }
    return total;
  }

  /**
   * Returns ongoing until every line is drawn; then a win by the single top scorer, or, when
   * several players tie for the top score, a draw in a two-player game and a win shared by the
   * tied players in a game of three or more.
   */
  Outcome outcome() {
    return isOver() ? finalOutcome(scores()) : Outcome.ongoing();
  }

  /** Returns the outcome of a finished game with these scores, as {@link #outcome()} says. */
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

  /**
   * Returns why drawing a line is illegal here, or null if it is legal: the game is over, the line
   * is not a unit line of the board, or it is drawn already, checked in that order.
   */
  Violation violation(Edge move) {
    requireNonNull(move, "move");
    if (isOver()) {
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

  /** Returns the edge index of a legal line, or throws the refusal of {@link #violation(Edge)}. */
  int requireLegal(Edge move) {
    Violation violation = violation(move);
    if (violation != null) {
      throw new IllegalMoveException(violation);
    }
    return game.indexOf(move);
  }

  /** Boards are equal when they are of equal games and all their words are equal. */
  boolean sameAs(Board other) {
    return hash == other.hash
        && toMove == other.toMove
        && drawnCount == other.drawnCount
        && (game == other.game || game.equals(other.game))
        && Arrays.equals(drawn, other.drawn)
        && Arrays.equals(words, other.words);
  }

  /** Draws the board as {@link DotsBoxesState#render(io.github.gridgames.core.Notation)} describes. */
  String render(BoardLabels labels) {
    return Rendering.render(this, labels);
  }
}
