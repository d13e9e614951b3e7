package io.github.gridgames.dotsboxes.strategy;

import io.github.gridgames.ai.MoveBounds;
import io.github.gridgames.dotsboxes.Box;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import io.github.gridgames.core.Player;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reference values computed without any of the solver's techniques: no chain rules, no
 * symmetry, no pruning.
 */
final class Oracles {

  private Oracles() {}

  /**
   * The plain negamax over the public rules: every legal line, no memory of positions. The
   * margin of a line is the boxes it completes plus (same mover) or minus (the turn passed) the
   * value after it.
   */
  static int plainNegamax(DotsBoxesState state) {
    if (state.isTerminal()) {
      return 0;
    }
    int best = Integer.MIN_VALUE;
    for (Edge move : state.legalMoves()) {
      best = Math.max(best, marginOf(state, move, Oracles::plainNegamax));
    }
    return best;
  }

  /** The margin for the mover of playing one line, given a valuation of the positions. */
  static int marginOf(
      DotsBoxesState state, Edge move, java.util.function.ToIntFunction<DotsBoxesState> value) {
    DotsBoxesState after = state.play(move);
    int gain = after.completedBoxes() - state.completedBoxes();
    int rest = value.applyAsInt(after);
    return after.toMove().equals(state.toMove()) ? gain + rest : gain - rest;
  }

  /**
   * Exhaustive values over all subsets of drawn lines, remembered per subset (a dynamic
   * programme over the line masks, full width, no pruning), with its own box table built from the
   * public geometry.
   */
  static final class Exhaustive {
    private final DotsBoxes game;
    private final long[] boxMasks;
    private final Map<Long, Integer> memo = new HashMap<>();

    Exhaustive(DotsBoxes game) {
      this.game = game;
      boxMasks = boxMasks(game);
    }

    int value(DotsBoxesState state) {
      long mask = 0;
      for (Edge e : state.drawnEdges()) {
        mask |= 1L << game.indexOf(e);
      }
      return value(mask);
    }

    int value(long drawn) {
      Integer known = memo.get(drawn);
      if (known != null) {
        return known;
      }
      int best = Integer.MIN_VALUE;
      boolean any = false;
      for (int e = 0; e < game.edgeCount(); e++) {
        long bit = 1L << e;
        if ((drawn & bit) != 0) {
          continue;
        }
        any = true;
        long after = drawn | bit;
        int gain = 0;
        for (long box : boxMasks) {
          if ((box & bit) != 0 && (after & box) == box) {
            gain++;
          }
        }
        int v = gain > 0 ? gain + value(after) : -value(after);
        best = Math.max(best, v);
      }
      int result = any ? best : 0;
      memo.put(drawn, result);
      return result;
    }
  }

  /** The lines of each box, as masks of edge indexes, from the public geometry. */
  static long[] boxMasks(DotsBoxes game) {
    long[] masks = new long[game.boxCount()];
    for (int b = 0; b < game.boxCount(); b++) {
      for (Edge side : game.sidesOf(game.box(b))) {
        masks[b] |= 1L << game.indexOf(side);
      }
    }
    return masks;
  }

  /** Returns the state with the same lines and player to move, every completed box owned by A. */
  static DotsBoxesState withLines(DotsBoxes game, List<Edge> drawn, Player toMove) {
    DotsBoxesState probe = game.stateOf(drawn, ownersOf(game, drawn), toMove);
    return probe;
  }

  static Map<Box, Player> ownersOf(DotsBoxes game, List<Edge> drawn) {
    Map<Box, Player> owners = new HashMap<>();
    for (int b = 0; b < game.boxCount(); b++) {
      Box box = game.box(b);
      if (drawn.containsAll(game.sidesOf(box))) {
        owners.put(box, Player.FIRST);
      }
    }
    return owners;
  }

  /**
   * Returns the image of a state's lines under a symmetry of the board: bit 0 mirrors the
   * columns, bit 1 the rows, bit 2 swaps rows and columns (square boards only).
   */
  static DotsBoxesState image(DotsBoxesState state, int symmetry) {
    DotsBoxes game = state.game();
    List<Edge> drawn = new ArrayList<>();
    for (Edge e : state.drawnEdges()) {
      int[] a = map(symmetry, e.from().row(), e.from().col(), game.rows(), game.cols());
      int[] b = map(symmetry, e.to().row(), e.to().col(), game.rows(), game.cols());
      drawn.add(Edge.of(a[0], a[1], b[0], b[1]));
    }
    return withLines(game, drawn, state.toMove());
  }

  private static int[] map(int s, int r, int c, int rows, int cols) {
    if ((s & 1) != 0) {
      c = cols - c;
    }
    if ((s & 2) != 0) {
      r = rows - r;
    }
    if ((s & 4) != 0) {
      int t = r;
      r = c;
      c = t;
    }
    return new int[] {r, c};
  }

  /**
   * Returns the lines of an analysis proven best: those whose lower bound is at least the upper
   * bound of every other line.
   */
  static List<Edge> provenBest(List<MoveBounds<Edge>> lines) {
    List<Edge> best = new ArrayList<>();
    for (MoveBounds<Edge> m : lines) {
      if (lines.stream().allMatch(other -> other.equals(m) || other.upper() <= m.lower())) {
        best.add(m.move());
      }
    }
    return best;
  }
}
