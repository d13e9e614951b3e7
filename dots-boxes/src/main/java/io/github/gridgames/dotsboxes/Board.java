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
 * set, the number of drawn sides of each box, the owner of each box, the scores, the player to
 * move, the number of lines drawn (which is the move number) and the position hash.
 * {@link #draw(int)} is the one place that applies a line: it counts the boxes the line completes,
 * asks the game's turn policy who moves next, and updates every word; {@link #erase(int, int)} is
 * its exact inverse.
 *
 * <p>{@link DotsBoxesPosition} changes one board in place (play and undo);
 * {@link DotsBoxesState} holds a board that is never changed after it is built and plays by
 * drawing on a {@link #copy()}. Both therefore follow exactly the same rules.
 *
 * <p>The side counts and owners have one more entry than there are boxes: the outside box of
 * {@link BoardGeometry#besideBoxes}, which a border line counts as its second box and which never
 * completes.
 */
final class Board {

  final DotsBoxes game;
  final BoardGeometry geometry;
  /** The geometry's {@link BoardGeometry#besideBoxes}, held here to save a load per move. */
  private final int[] besideBoxes;
  /** The geometry's {@link BoardGeometry#edgeKeys}, held here to save a load per move. */
  private final long[] edgeKeys;
  /** The geometry's {@link BoardGeometry#ownerKeys}, held here to save a load per move. */
  private final long[] ownerKeys;
  /** The game's table of the turn policy's answers, or null when the policy is asked each move. */
  private final int[] nextPlayers;
  /** The drawn lines, bit {@code e & 63} of word {@code e >>> 6} for edge index {@code e}. */
  final long[] drawn;
  /** Per box, the number of its sides drawn; then the outside box's count. */
  final int[] sides;
  /** Per box, 0 while it is incomplete, else the owner's index + 1; then the outside box, 0. */
  final byte[] owners;
  /** Per player, the boxes owned. */
  final int[] scores;
  int toMove;
  /** The number of lines drawn: the number of moves that led here, so the move number. */
  int drawnCount;
  /** The hash of the drawn lines and the owners; {@link #positionHash()} adds the mover. */
  long hash;

  private Board(
      DotsBoxes game, long[] drawn, int[] sides, byte[] owners, int[] scores, int toMove) {
    this.game = game;
    this.geometry = game.geometry();
    this.besideBoxes = geometry.besideBoxes;
    this.edgeKeys = geometry.edgeKeys;
    this.ownerKeys = geometry.ownerKeys;
    this.nextPlayers = game.nextPlayerTable();
    this.drawn = drawn;
    this.sides = sides;
    this.owners = owners;
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
    int[] sides = new int[g.boxCount + 1];
    sides[g.boxCount] = BoardGeometry.OUTSIDE_SIDES;
    byte[] owners = Arrays.copyOf(boxOwners, g.boxCount + 1);
    Board board = new Board(game, drawn, sides, owners, new int[game.playerCount()], toMove);
    for (int e = 0; e < g.edgeCount; e++) {
      if (board.isDrawn(e)) {
        board.drawnCount++;
        board.hash ^= g.edgeKeys[e];
        sides[g.besideBoxes[2 * e]]++;
        sides[g.besideBoxes[2 * e + 1]]++;
      }
    }
    for (int b = 0; b < g.boxCount; b++) {
      int owner = owners[b] - 1;
      if (owner >= 0) {
        board.scores[owner]++;
        board.hash ^= g.ownerKeys[b * g.players + owner];
      }
    }
    return board;
  }

  /** Returns an independent board with the same words. */
  Board copy() {
    Board copy =
        new Board(game, drawn.clone(), sides.clone(), owners.clone(), scores.clone(), toMove);
    copy.drawnCount = drawnCount;
    copy.hash = hash;
    return copy;
  }

  /** Sets every word of this board to those of {@code from}, a board of the same game. */
  void restore(Board from) {
    System.arraycopy(from.drawn, 0, drawn, 0, drawn.length);
    System.arraycopy(from.sides, 0, sides, 0, sides.length);
    System.arraycopy(from.owners, 0, owners, 0, owners.length);
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

  /** Returns how many boxes drawing the undrawn line {@code edge} completes: 0, 1 or 2. */
  int captures(int edge) {
    int[] beside = geometry.besideBoxes;
    return completes(beside[2 * edge]) + completes(beside[2 * edge + 1]);
  }

  /** Returns 1 if drawing one more side of {@code box} completes it (3 are drawn), else 0. */
  private int completes(int box) {
    return sides[box] == 3 ? 1 : 0;
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
    int[] beside = besideBoxes;
    int a = beside[2 * edge];
    int b = beside[2 * edge + 1];
    int[] count = sides;
    int sidesA = count[a] + 1;
    int sidesB = count[b] + 1;
    int first = sidesA == 4 ? 1 : 0;
    int second = sidesB == 4 ? 1 : 0;
    int captured = first + second;
    int mover = toMove;
    int[] table = nextPlayers;
    int next = // may throw: nothing changed yet
        table != null ? table[3 * mover + captured] : game.nextPlayer(mover, captured, drawnCount);
    drawn[edge >>> 6] |= 1L << edge;
    count[a] = sidesA;
    count[b] = sidesB;
    // Without a branch on the captures, which a random game cannot predict: an incomplete box's
    // owner code is 0, and a box completes only when first or second is 1.
    int code = mover + 1;
    owners[a] |= (byte) (code & -first);
    owners[b] |= (byte) (code & -second);
    scores[mover] += captured;
    hash ^= edgeKeys[edge] ^ ownerKeys(a, b, first, second, mover);
    drawnCount++;
    toMove = next;
    return mover;
  }

  /**
   * Takes back the line {@code edge}, the last one drawn, by {@code mover}: the boxes it completed
   * lose their owner and the mover moves again.
   */
  void erase(int edge, int mover) {
    int[] beside = besideBoxes;
    int a = beside[2 * edge];
    int b = beside[2 * edge + 1];
    int[] count = sides;
    int first = count[a]-- == 4 ? 1 : 0;
    int second = count[b]-- == 4 ? 1 : 0;
    drawn[edge >>> 6] &= ~(1L << edge);
    owners[a] &= (byte) (first - 1); // cleared when the line completed the box, else kept
    owners[b] &= (byte) (second - 1);
    scores[mover] -= first + second;
    hash ^= edgeKeys[edge] ^ ownerKeys(a, b, first, second, mover);
    drawnCount--;
    toMove = mover;
  }

  /**
   * Returns the hash keys of box {@code a} being the mover's if {@code first} is 1 and of box
   * {@code b} being the mover's if {@code second} is 1, combined (0 when both are 0).
   */
  private long ownerKeys(int a, int b, int first, int second, int mover) {
    long[] keys = ownerKeys;
    int players = geometry.players;
    return (keys[a * players + mover] & -first) ^ (keys[b * players + mover] & -second);
  }

  /** Returns the hash of the drawn lines, the box owners and the player to move. */
  long positionHash() {
    return hash ^ geometry.turnKeys[toMove];
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
