package io.github.gridgames.dotsboxes;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Violation;
import io.github.gridgames.core.spi.TurnTable;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;

/**
 * The rules of Dots and Boxes, written once, over a few primitive words: the drawn lines as a bit
 * set, one word per box holding the number of its drawn sides and its owner, the scores, the
 * player to move, the number of lines drawn (which is the move number) and the hash of the lines.
 * {@link #draw(int)} is the one place that applies a line: it counts the boxes the line completes,
 * asks the game's turn policy who moves next, and updates every word; {@link #eraseSides} and
 * {@link #undrewSide} together are its exact inverse.
 *
 * <p>{@link DotsBoxesPosition} changes one board in place (play and undo);
 * {@link DotsBoxesState} holds a board that is never changed after it is built and plays by
 * drawing on a {@link #copy()}. Both therefore follow exactly the same rules.
 *
 * <p>The box words go on past the boxes with the outside boxes of
 * {@link BoardGeometry#besideBoxes}, one per border line, which a border line counts as its
 * missing box and which never complete.
 *
 * <p>{@link #draw(int)} is the hot loop of every random playout, so it has no branch on what the
 * line completes, which a random game cannot predict: the completions are computed as 0 or 1 by
 * arithmetic, and an incomplete box's owner bits are 0. Each box keeps its count and owner in one
 * word so that a move writes two box words and nothing else per box.
 */
final class Board {

  final DotsBoxes game;
  final BoardGeometry geometry;
  /** The geometry's {@link BoardGeometry#besideBoxes}, held here to save a load per move. */
  private final int[] besideBoxes;
  /** The geometry's {@link BoardGeometry#edgeKeys}, held here to save a load per move. */
  private final long[] edgeKeys;
  /** The game's turn table, held here to save a load per move. */
  private final TurnTable turns;
  /** The drawn lines, bit {@code e & 63} of word {@code e >>> 6} for edge index {@code e}. */
  final long[] drawn;
  /**
   * Per box, then per outside box: the number of its sides drawn ({@link #COUNT_MASK}), and, once
   * it is complete, its owner's index + 1 shifted left by {@link #OWNER_SHIFT}.
   */
  final int[] boxes;
  /** Per player, the boxes owned. */
  final int[] scores;
  int toMove;
  /** The number of lines drawn: the number of moves that led here, so the move number. */
  int drawnCount;
  /** The hash of the drawn lines; {@link #positionHash()} adds the scores and the mover. */
  long hash;

  /** The bits of a box word that count its drawn sides, 0 to 4. */
  static final int COUNT_MASK = 7;
  /** Where a box word keeps its owner's index + 1, 0 while the box is incomplete. */
  static final int OWNER_SHIFT = 3;

  private Board(DotsBoxes game, long[] drawn, int[] boxes, int[] scores, int toMove) {
    this.game = game;
    this.geometry = game.geometry();
    this.besideBoxes = geometry.besideBoxes;
    this.edgeKeys = geometry.edgeKeys;
    this.turns = game.turns();
    this.drawn = drawn;
    this.boxes = boxes;
    this.scores = scores;
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
    int[] boxes = new int[g.boxWordCount];
    Board board = new Board(game, drawn, boxes, new int[game.playerCount()], toMove);
    for (int e = 0; e < g.edgeCount; e++) {
      if (board.isDrawn(e)) {
        board.drawnCount++;
        board.hash ^= g.edgeKeys[e];
        boxes[g.besideBoxes[2 * e]]++;
        boxes[g.besideBoxes[2 * e + 1]]++;
      }
    }
    for (int b = 0; b < g.boxCount; b++) {
      int owner = boxOwners[b] - 1;
      if (owner >= 0) {
        board.scores[owner]++;
        boxes[b] |= (owner + 1) << OWNER_SHIFT;
      }
    }
    return board;
  }

  /** Returns an independent board with the same words. */
  Board copy() {
    Board copy = new Board(game, drawn.clone(), boxes.clone(), scores.clone(), toMove);
    copy.drawnCount = drawnCount;
    copy.hash = hash;
    return copy;
  }

  /** Sets every word of this board to those of {@code from}, a board of the same game. */
  void restore(Board from) {
    System.arraycopy(from.drawn, 0, drawn, 0, drawn.length);
    System.arraycopy(from.boxes, 0, boxes, 0, boxes.length);
    System.arraycopy(from.scores, 0, scores, 0, scores.length);
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
    return boxes[box] & COUNT_MASK;
  }

  /** Returns the owner's index + 1 of a box, or 0 while it is incomplete. */
  int ownerCode(int box) {
    return boxes[box] >>> OWNER_SHIFT;
  }

  /** Returns how many boxes drawing the undrawn line {@code edge} completes: 0, 1 or 2. */
  int captures(int edge) {
    int[] beside = besideBoxes;
    return completes(boxes[beside[2 * edge]] + 1) + completes(boxes[beside[2 * edge + 1]] + 1);
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
   * @return the mover, which {@link #eraseSides} needs
   * @throws IllegalStateException if the turn policy names a player outside the game; the board
   *     is unchanged
   */
  int draw(int edge) {
    int[] beside = besideBoxes;
    int captured = completes(boxes[beside[2 * edge]] + 1) + completes(boxes[beside[2 * edge + 1]] + 1);
    int mover = toMove;
    draw(edge, turns.next(mover, captured, drawnCount)); // may throw: nothing changed yet
    return mover;
  }

  /**
   * Draws the undrawn line {@code edge} as {@link #draw(int)} does, with {@code next} to move
   * after it: the player the turn policy chose, asked once by the caller.
   */
  void draw(int edge, int next) {
    int mover = toMove;
    drewSide(edge, mover, drawSides(besideBoxes, boxes, edge, mover));
    toMove = next;
  }

  /**
   * Draws the undrawn line {@code edge} of an unfinished two-player game whose turn policy
   * alternates ({@code alternates}) or gives an extra turn for a capture, for {@code mover}, the
   * player to move, on the box words and the player to move alone: the rule of {@link #draw(int)},
   * with the policy's answer worked out here rather than looked up. The drawn lines, the hash, the
   * scores and the number of lines drawn are left as they were, for {@link #drewSide} to bring up
   * to date later; {@link #eraseSides} takes the line back while they are.
   *
   * @return the boxes the line completed, 0, 1 or 2
   */
  int drawSidesOfTwo(int edge, int mover, boolean alternates) {
    int captured = drawSides(besideBoxes, boxes, edge, mover);
    toMove = nextOfTwo(mover, captured, alternates);
    return captured;
  }

  /**
   * Returns the player to move after {@code mover} completed {@code captured} boxes in a two-player
   * game: the other player, unless the line completed a box and the turns do not simply
   * alternate ({@code alternates}).
   */
  static int nextOfTwo(int mover, int captured, boolean alternates) {
    return mover ^ (((captured - 1) >>> 31) | (alternates ? 1 : 0));
  }

  /**
   * Brings the words other than the box words and the player to move up to date after the line
   * {@code edge} was drawn by {@link #drawSides} alone, by {@code mover}, completing {@code
   * captured} boxes: the drawn lines, the hash, the mover's score and the number of lines drawn.
   */
  void drewSide(int edge, int mover, int captured) {
    drawn[edge >>> 6] |= 1L << edge;
    scores[mover] += captured;
    hash ^= edgeKeys[edge];
    drawnCount++;
  }

  /**
   * The rule of a line, on the box words alone: adds the undrawn line {@code edge} to the side
   * counts of the two boxes beside it (an outside box for a border line), makes each box it
   * completes the mover's, and returns how many it completed, 0, 1 or 2. The one place a box is
   * completed: {@link #draw(int, int)}, {@link #drawSidesOfTwo} and the playout of {@link
   * DotsBoxesPosition} call it.
   *
   * @param beside the geometry's {@link BoardGeometry#besideBoxes}
   * @param words the box words of a board, changed in place
   */
  static int drawSides(int[] beside, int[] words, int edge, int mover) {
    int a = beside[2 * edge];
    int b = beside[2 * edge + 1];
    int countA = words[a] + 1; // the box is incomplete, so its word is its count
    int countB = words[b] + 1;
    int first = completes(countA);
    int second = completes(countB);
    int owner = (mover + 1) << OWNER_SHIFT;
    words[a] = countA | (owner & -first);
    words[b] = countB | (owner & -second);
    return first + second;
  }

  /**
   * Brings the words other than the box words up to date after lines were drawn by {@link
   * #drawSides} alone, as {@link #draw(int, int)} would have left them: {@code lines[from ..
   * to)} are the lines drawn, {@code captured[p]} the boxes each player completed with them and
   * {@code next} the player to move after them.
   */
  void drewSides(int[] lines, int from, int to, int[] captured, int next) {
    long h = hash;
    long[] bits = drawn;
    long[] keys = edgeKeys;
    for (int i = from; i < to; i++) {
      int edge = lines[i];
      bits[edge >>> 6] |= 1L << edge;
      h ^= keys[edge];
    }
    hash = h;
    for (int p = 0; p < captured.length; p++) {
      scores[p] += captured[p];
    }
    drawnCount += to - from;
    toMove = next;
  }

  /** Returns the geometry's {@link BoardGeometry#besideBoxes}, which {@link #drawSides} reads. */
  int[] besideBoxes() {
    return besideBoxes;
  }

  /**
   * The inverse of {@link #drewSide}, after {@link #eraseSides}: takes the line {@code edge}, the
   * last one drawn, by {@code mover}, completing {@code captured} boxes, out of the drawn lines, the
   * hash, the mover's score and the number of lines drawn. With {@link #eraseSides}, the exact
   * inverse of {@link #draw(int)}.
   */
  void undrewSide(int edge, int mover, int captured) {
    scores[mover] -= captured;
    drawn[edge >>> 6] &= ~(1L << edge);
    hash ^= edgeKeys[edge];
    drawnCount--;
  }

  /**
   * Takes back the line {@code edge}, the last one drawn, by {@code mover}, on the box words and
   * the player to move alone: the inverse of {@link #drawSidesOfTwo}, and of {@link #draw(int)}
   * together with {@link #undrewSide}. The boxes it completed lose their owner and the mover moves
   * again.
   *
   * @return the boxes the line had completed, 0, 1 or 2
   */
  int eraseSides(int edge, int mover) {
    int[] beside = besideBoxes;
    int a = beside[2 * edge];
    int b = beside[2 * edge + 1];
    int[] words = boxes;
    int wordA = words[a];
    int wordB = words[b];
    // A box is complete after the last line only if that line completed it: then its word has
    // owner bits, which go with the side.
    words[a] = (wordA & COUNT_MASK) - 1;
    words[b] = (wordB & COUNT_MASK) - 1;
    toMove = mover;
    return owned(wordA) + owned(wordB);
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
    for (int p = 0; p < scores.length; p++) {
      h += scores[p] * keys[p];
    }
    return h;
  }

  /** Returns the number of completed boxes, the sum of the scores. */
  int completedBoxes() {
    int total = 0;
    for (int s : scores) {
      total += s;
    }
    return total;
  }

  /**
   * Returns ongoing until every line is drawn; then a win by the single top scorer, or, when
   * several players tie for the top score, a draw in a two-player game and a win shared by the
   * tied players in a game of three or more.
   */
  Outcome outcome() {
    return isOver() ? finalOutcome(scores) : Outcome.ongoing();
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
   * Returns why drawing a line is illegal in this ongoing game, or null if it is legal: the line is
   * not a unit line of the board, or it is drawn already, checked in that order. Its one caller,
   * {@link DotsBoxesState#violation(Edge)}, is asked only about ongoing games ({@code
   * GameState.check} refuses a move in a finished game first).
   */
  @Nullable Violation violation(Edge move) {
    requireNonNull(move, "move");
    int index = game.classify(move);
    if (index < 0) {
      return game.refusal(move, index);
    }
    if (isDrawn(index)) {
      return DotsBoxes.alreadyDrawn(move);
    }
    return null;
  }


  /** Boards are equal when they are of equal games and all their words are equal. */
  boolean sameAs(Board other) {
    return hash == other.hash
        && toMove == other.toMove
        && drawnCount == other.drawnCount
        && game.equals(other.game)
        && Arrays.equals(drawn, other.drawn)
        && Arrays.equals(boxes, other.boxes);
  }

  /** Draws the board as {@link DotsBoxesState#render(io.github.gridgames.core.Notation)} describes. */
  String render(BoardLabels labels) {
    return Rendering.render(this, labels);
  }
}
