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
 * set, the owner of each box, the scores, the player to move, the number of lines drawn (which is
 * the move number) and the position hash. {@link #draw(int)} is the one place that applies a line:
 * it counts the boxes the line completes, asks the game's turn policy who moves next, and updates
 * every word; {@link #erase(int, int)} is its exact inverse.
 *
 * <p>{@link DotsBoxesPosition} changes one board in place (play and undo);
 * {@link DotsBoxesState} holds a board that is never changed after it is built and plays by
 * drawing on a {@link #copy()}. Both therefore follow exactly the same rules.
 */
final class Board {

  final DotsBoxes game;
  final BoardGeometry geometry;
  /** The drawn lines, bit {@code e & 63} of word {@code e >>> 6} for edge index {@code e}. */
  final long[] drawn;
  /** Per box, 0 while it is incomplete, else the owner's index + 1. */
  final byte[] owners;
  /** Per player, the boxes owned. */
  final int[] scores;
  int toMove;
  /** The number of lines drawn: the number of moves that led here, so the move number. */
  int drawnCount;
  /** The hash of the drawn lines and the owners; {@link #positionHash()} adds the player to move. */
  long hash;

  private Board(DotsBoxes game, long[] drawn, byte[] owners, int[] scores, int toMove) {
    this.game = game;
    this.geometry = game.geometry();
    this.drawn = drawn;
    this.owners = owners;
    this.scores = scores;
    this.toMove = toMove;
  }

  /** Returns the board of a new game: nothing drawn, the first player to move. */
  static Board initial(DotsBoxes game) {
    BoardGeometry g = game.geometry();
    return new Board(
        game, new long[g.wordCount], new byte[g.boxCount], new int[game.playerCount()], 0);
  }

  /**
   * Returns a board from validated parts, which it takes over: every owned box is complete and
   * every complete box is owned, by a player of the game.
   */
  static Board of(DotsBoxes game, long[] drawn, byte[] owners, int toMove) {
    Board board = new Board(game, drawn, owners, new int[game.playerCount()], toMove);
    BoardGeometry g = board.geometry;
    for (int e = 0; e < g.edgeCount; e++) {
      if (board.isDrawn(e)) {
        board.drawnCount++;
        board.hash ^= g.edgeKeys[e];
      }
    }
    for (int b = 0; b < g.boxCount; b++) {
      if (owners[b] != 0) {
        board.scores[owners[b] - 1]++;
        board.hash ^= BoardGeometry.ownerKey(b, owners[b] - 1);
      }
    }
    return board;
  }

  /** Returns an independent board with the same words. */
  Board copy() {
    Board copy = new Board(game, drawn.clone(), owners.clone(), scores.clone(), toMove);
    copy.drawnCount = drawnCount;
    copy.hash = hash;
    return copy;
  }

  boolean isDrawn(int edge) {
    return (drawn[edge >>> 6] & (1L << edge)) != 0;
  }

  boolean isOver() {
    return drawnCount == geometry.edgeCount;
  }

  /** Returns 1 if box {@code k} (0 or 1) beside line {@code edge} has its other three sides drawn. */
  private int othersDrawn(int edge, int k) {
    int[] others = geometry.otherSides;
    long[] d = drawn;
    int i = 6 * edge + 3 * k;
    int a = others[i];
    int b = others[i + 1];
    int c = others[i + 2];
    return (int) ((d[a >>> 6] >>> a) & (d[b >>> 6] >>> b) & (d[c >>> 6] >>> c) & 1L);
  }

  /** Returns how many boxes drawing the undrawn line {@code edge} completes: 0, 1 or 2. */
  int captures(int edge) {
    return othersDrawn(edge, 0) + othersDrawn(edge, 1);
  }

  /** Returns how many sides of box {@code box} are drawn, 0 to 4. */
  int sidesDrawn(int box) {
    int[] sides = geometry.boxEdges;
    int n = 0;
    for (int k = 0; k < 4; k++) {
      n += isDrawn(sides[4 * box + k]) ? 1 : 0;
    }
    return n;
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
    int mover = toMove;
    int first = othersDrawn(edge, 0);
    int second = othersDrawn(edge, 1);
    int next = game.nextPlayer(mover, first + second, drawnCount); // may throw: nothing changed yet
    drawn[edge >>> 6] |= 1L << edge;
    long h = hash ^ geometry.edgeKeys[edge];
    if ((first | second) != 0) {
      h ^= claim(edge, first, second, mover, 1);
    }
    hash = h;
    drawnCount++;
    toMove = next;
    return mover;
  }

  /**
   * Takes back the line {@code edge}, the last one drawn, by {@code mover}: the boxes it completed
   * lose their owner and the mover moves again.
   */
  void erase(int edge, int mover) {
    drawn[edge >>> 6] &= ~(1L << edge);
    int first = othersDrawn(edge, 0);
    int second = othersDrawn(edge, 1);
    long h = hash ^ geometry.edgeKeys[edge];
    if ((first | second) != 0) {
      h ^= claim(edge, first, second, mover, -1);
    }
    hash = h;
    drawnCount--;
    toMove = mover;
  }

  /**
   * Gives ({@code sign} 1) or takes back ({@code sign} -1) the boxes beside {@code edge} that the
   * flags name, and returns their hash keys.
   */
  private long claim(int edge, int first, int second, int mover, int sign) {
    int[] boxes = geometry.edgeBoxes;
    long keys = 0;
    if (first != 0) {
      keys ^= own(boxes[2 * edge], mover, sign);
    }
    if (second != 0) {
      keys ^= own(boxes[2 * edge + 1], mover, sign);
    }
    return keys;
  }

  private long own(int box, int mover, int sign) {
    owners[box] = (byte) (sign > 0 ? mover + 1 : 0);
    scores[mover] += sign;
    return BoardGeometry.ownerKey(box, mover);
  }

  /** Returns the hash of the drawn lines, the box owners and the player to move. */
  long positionHash() {
    return hash ^ BoardGeometry.turnKey(toMove);
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
        && Arrays.equals(owners, other.owners);
  }

  /** Draws the board as {@link DotsBoxesState#render(io.github.gridgames.core.Notation)} describes. */
  String render(BoardLabels labels) {
    return Rendering.render(this, labels);
  }
}
