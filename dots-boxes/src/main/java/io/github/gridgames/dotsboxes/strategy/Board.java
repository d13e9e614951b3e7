package io.github.gridgames.dotsboxes.strategy;

import io.github.gridgames.dotsboxes.DotsBoxesState;

/**
 * A mutable set of drawn lines on a board of any size, with the number of drawn sides of each
 * box kept up to date, for the agents' analysis. Lines are edge indexes of the game.
 */
final class Board {

  final Geometry g;
  private final long[] words;
  private final int[] sides;
  private int undrawn;

  private Board(Geometry g, long[] words, int[] sides, int undrawn) {
    this.g = g;
    this.words = words;
    this.sides = sides;
    this.undrawn = undrawn;
  }

  static Board of(Geometry g, DotsBoxesState state) {
    long[] words = g.words(state);
    int[] sides = new int[g.boxCount];
    for (int b = 0; b < g.boxCount; b++) {
      for (int k = 0; k < 4; k++) {
        int e = g.boxEdges[4 * b + k];
        if ((words[e >>> 6] & (1L << e)) != 0) {
          sides[b]++;
        }
      }
    }
    return new Board(g, words, sides, g.edgeCount - state.drawnCount());
  }

  Board copy() {
    return new Board(g, words.clone(), sides.clone(), undrawn);
  }

  boolean isDrawn(int e) {
    return (words[e >>> 6] & (1L << e)) != 0;
  }

  int sides(int box) {
    return sides[box];
  }

  int undrawn() {
    return undrawn;
  }

  /** Draws an undrawn line and returns how many boxes it completed. */
  int draw(int e) {
    words[e >>> 6] |= 1L << e;
    undrawn--;
    int done = 0;
    int a = g.edgeBoxes[2 * e];
    int b = g.edgeBoxes[2 * e + 1];
    if (a >= 0 && ++sides[a] == 4) {
      done++;
    }
    if (b >= 0 && ++sides[b] == 4) {
      done++;
    }
    return done;
  }

  /** Erases a drawn line. */
  void erase(int e) {
    words[e >>> 6] &= ~(1L << e);
    undrawn++;
    int a = g.edgeBoxes[2 * e];
    int b = g.edgeBoxes[2 * e + 1];
    if (a >= 0) {
      sides[a]--;
    }
    if (b >= 0) {
      sides[b]--;
    }
  }

  /** Returns how many boxes drawing the undrawn line e would complete. */
  int completes(int e) {
    int a = g.edgeBoxes[2 * e];
    int b = g.edgeBoxes[2 * e + 1];
    return (a >= 0 && sides[a] == 3 ? 1 : 0) + (b >= 0 && sides[b] == 3 ? 1 : 0);
  }

  /** Returns whether the undrawn line e gives no box its third side (and completes none). */
  boolean isSafe(int e) {
    int a = g.edgeBoxes[2 * e];
    int b = g.edgeBoxes[2 * e + 1];
    return (a < 0 || sides[a] < 2) && (b < 0 || sides[b] < 2);
  }

  /** Returns the undrawn side of box b other than {@code except} (-1 for none), or -1. */
  int freeSide(int b, int except) {
    for (int k = 0; k < 4; k++) {
      int e = g.boxEdges[4 * b + k];
      if (e != except && !isDrawn(e)) {
        return e;
      }
    }
    return -1;
  }

  /** Returns the box across line e from box b, or -1 for the outside. */
  int across(int e, int b) {
    return g.otherBox(e, b);
  }

  /** Returns a 64-bit hash of the drawn lines. */
  long hash() {
    long h = 0x632BE59BD9B4E019L;
    for (long w : words) {
      h = (h ^ w) * 0x9E3779B97F4A7C15L;
      h ^= h >>> 29;
    }
    return h;
  }
}
