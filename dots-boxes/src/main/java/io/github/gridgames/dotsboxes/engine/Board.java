package io.github.gridgames.dotsboxes.engine;

import io.github.gridgames.core.MoveEffect;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.dotsboxes.Box;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.Edge;
import java.util.List;

/**
 * The immutable tables of one game that every {@link DotsBoxesEngine} of it shares: which boxes
 * each edge borders, the hash keys, and the next player for each mover and capture count. Built
 * from the public API of {@link DotsBoxes} only.
 */
final class Board {

  /** The effects handed to a custom turn policy, by number of boxes completed. */
  private static final MoveEffect[] EFFECTS = {
    MoveEffect.NONE, new MoveEffect(1), new MoveEffect(2)
  };

  // The hash keys; they must stay equal to those of DotsBoxesState#positionHash() (tested).
  private static final long EDGE_SALT = 0x2545F4914F6CDD1DL;
  private static final long OWNER_SALT = 0x6A09E667F3BCC909L;
  private static final long TURN_SALT = 0xBB67AE8584CAA73BL;

  final DotsBoxes game;
  final int edgeCount;
  final int boxCount;
  /** The side count of the outside box when no line is drawn: far below 0, so never 4. */
  static final int OUTSIDE_SIDES = Integer.MIN_VALUE / 2;
  final int players;
  /** Whether the free edges fit in one {@code long}. */
  final boolean small;
  /** The number of {@code long} words of a free-edge bit set. */
  final int wordCount;
  /**
   * Two entries per edge: the boxes it is a side of; the second is {@link #boxCount}, the index of
   * an "outside" box whose side count never reaches 4, for a line on the border.
   */
  final int[] edgeBoxes;
  /** Four entries per box: its edge indexes. */
  final int[] boxEdges;
  /** Per edge, its hash key. */
  final long[] edgeKeys;
  /** The hash keys of all edges together: the edge part of the hash of every finished game. */
  final long allEdgesKey;
  /**
   * The hash key of box {@code b} being owned by player {@code p}, at {@code b * players + p};
   * zero for the outside box.
   */
  final long[] ownerKeys;
  /** Per player, the hash key of having the move. */
  final long[] turnKeys;
  /** For the built-in policies, the next player at {@code mover * 3 + captured}; else null. */
  final int[] nextPlayers;
  private final TurnPolicy policy;
  final Edge[] edges;
  final Box[] boxes;

  Board(DotsBoxes game) {
    this.game = game;
    this.edgeCount = game.edgeCount();
    this.boxCount = game.boxCount();
    this.players = game.playerCount();
    this.small = edgeCount <= 64;
    this.wordCount = (edgeCount + 63) >>> 6;
    this.policy = game.turnPolicy();
    this.edges = game.edges().toArray(new Edge[0]);
    this.boxes = new Box[boxCount];
    for (int b = 0; b < boxCount; b++) {
      boxes[b] = game.box(b);
    }
    this.edgeBoxes = new int[2 * edgeCount];
    this.edgeKeys = new long[edgeCount];
    for (int e = 0; e < edgeCount; e++) {
      List<Box> sides = game.boxesOf(edges[e]);
      edgeBoxes[2 * e] = game.indexOf(sides.get(0));
      edgeBoxes[2 * e + 1] = sides.size() == 2 ? game.indexOf(sides.get(1)) : boxCount;
      edgeKeys[e] = mix(EDGE_SALT + e);
    }
    long all = 0;
    for (long key : edgeKeys) {
      all ^= key;
    }
    this.allEdgesKey = all;
    this.boxEdges = new int[4 * boxCount];
    for (int b = 0; b < boxCount; b++) {
      List<Edge> sides = game.sidesOf(boxes[b]);
      for (int k = 0; k < 4; k++) {
        boxEdges[4 * b + k] = game.indexOf(sides.get(k));
      }
    }
    this.ownerKeys = new long[(boxCount + 1) * players];
    for (int b = 0; b < boxCount; b++) {
      for (int p = 0; p < players; p++) {
        ownerKeys[b * players + p] = mix(OWNER_SALT + (((long) b << 8) | p));
      }
    }
    this.turnKeys = new long[players];
    for (int p = 0; p < players; p++) {
      turnKeys[p] = mix(TURN_SALT + p);
    }
    if (policy == TurnPolicy.ALTERNATE || policy == TurnPolicy.EXTRA_TURN_ON_CAPTURE) {
      nextPlayers = new int[3 * players];
      for (int p = 0; p < players; p++) {
        for (int c = 0; c < 3; c++) {
          nextPlayers[3 * p + c] = policy.next(Player.of(p), EFFECTS[c], players).index();
        }
      }
    } else {
      nextPlayers = null;
    }
  }

  /**
   * Returns the player who moves after {@code mover} completed {@code captured} boxes, by the
   * game's turn policy.
   *
   * @throws IllegalStateException if a custom policy names a player outside the game
   */
  int nextPlayer(int mover, int captured) {
    if (nextPlayers != null) {
      return nextPlayers[3 * mover + captured];
    }
    int next = policy.next(Player.of(mover), EFFECTS[captured], players).index();
    if (next >= players) {
      throw new IllegalStateException(
          "the turn policy '"
              + policy.name()
              + "' chose player "
              + next
              + ", who is not in a game of "
              + players
              + " players");
    }
    return next;
  }

  /** The hash key of box {@code box} being owned by {@code player}. */
  long ownerKey(int box, int player) {
    return ownerKeys[box * players + player];
  }

  /** The SplitMix64 finaliser. */
  private static long mix(long seed) {
    long z = seed * 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
