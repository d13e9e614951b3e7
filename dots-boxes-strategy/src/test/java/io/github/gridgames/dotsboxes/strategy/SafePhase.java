package io.github.gridgames.dotsboxes.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.gridgames.core.Player;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import io.github.gridgames.dotsboxes.internal.PositionSearch;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Positions of the fight over safe lines, for the tests of the safe search, the agent and the
 * solver's chain rules, read from the rules' side counts only.
 */
final class SafePhase {

  private SafePhase() {}

  /** The undrawn lines that give no box a third side, by the rules' side counts. */
  static List<Integer> safeLines(DotsBoxesPosition board) {
    DotsBoxes game = board.game();
    List<Integer> lines = new ArrayList<>();
    for (int e = 0; e < game.edgeCount(); e++) {
      if (board.isDrawn(e)) {
        continue;
      }
      boolean safe = true;
      for (int side = 0; side < 2; side++) {
        int box = game.boxBeside(e, side).orElse(-1);
        if (box >= 0 && PositionSearch.sidesDrawn(board, box) >= 2) {
          safe = false;
        }
      }
      if (safe) {
        lines.add(e);
      }
    }
    return lines;
  }

  /**
   * Draws random safe lines on an empty board until at most {@code left} safe lines remain: a
   * position of the safe phase (or, for 0, its end), with no capturable box.
   */
  static DotsBoxesPosition randomPosition(DotsBoxes game, long seed, int left) {
    SplittableRandom random = new SplittableRandom(seed);
    DotsBoxesPosition board = DotsBoxesPosition.of(game);
    List<Integer> safe = safeLines(board);
    while (safe.size() > left) {
      board.makeMove(safe.get(random.nextInt(safe.size())));
      safe = safeLines(board);
    }
    return board;
  }

  /** Asserts that drawing {@code line} in {@code board} has the model's best value at full depth. */
  static void assertBestLine(DotsBoxesPosition board, int line, String message) {
    Model model = new Model(board);
    assertEquals(model.value(64), model.lineValue(line, 64), message);
  }

  /**
   * A plain model of the safe search: negamax over the lines that give no box (a safe line always
   * passes the turn), each end of the safe phase valued by {@link ChainAnalysis#value} for the
   * player to move there, and, at the depth limit, positions that still have safe lines valued 0.
   * No pruning, no table, no move order; values are remembered per set of drawn lines only.
   */
  static final class Model {
    private final ChainAnalysis chains = new ChainAnalysis();
    private final Map<Long, Integer> memo = new HashMap<>();
    private final DotsBoxesPosition board;

    Model(DotsBoxesPosition board) {
      this.board = board;
    }

    /** The value for the player to move with {@code depth} safe lines still searched. */
    int value(int depth) {
      List<Integer> safe = safeLines(board);
      if (safe.isEmpty()) {
        return chains.value(ChainAnalysis.components(board));
      }
      if (depth == 0) {
        return 0;
      }
      long key = PositionSearch.drawnMask(board) * 128 + depth;
      Integer known = memo.get(key);
      if (known != null) {
        return known;
      }
      int best = Integer.MIN_VALUE;
      for (int e : safe) {
        best = Math.max(best, lineValue(e, depth));
      }
      memo.put(key, best);
      return best;
    }

    /** The value for the player to move of drawing the safe line {@code e}. */
    int lineValue(int e, int depth) {
      board.makeMove(e);
      int v = -value(depth - 1);
      board.unmakeMove();
      return v;
    }
  }

  /**
   * Returns the drawn lines of positions where every box has two or four drawn sides (and some
   * two): independent chains and loops only, where the chain analysis is exact; about {@code
   * most} of them, spread over all such positions of the board (found by trying every set of
   * lines: boards of at most 24 lines).
   */
  static List<Long> chainsAndLoopsOnly(DotsBoxes game, int most) {
    List<Long> all = ALL_PURE.computeIfAbsent(game, SafePhase::allPureEndgames);
    List<Long> spread = new ArrayList<>();
    int step = Math.max(1, all.size() / most);
    for (int i = 0; i < all.size(); i += step) {
      spread.add(all.get(i));
    }
    return spread;
  }

  /** Every position of chains and loops only, by its drawn lines; test data, kept per game. */
  private static final Map<DotsBoxes, List<Long>> ALL_PURE = new ConcurrentHashMap<>();

  private static List<Long> allPureEndgames(DotsBoxes game) {
    long[] masks = Oracles.boxMasks(game);
    List<Long> all = new ArrayList<>();
    int lines = game.edgeCount();
    for (long drawn = 0; drawn < 1L << lines; drawn++) {
      boolean pure = true;
      boolean open = false;
      for (long m : masks) {
        int sides = Long.bitCount(drawn & m);
        if (sides == 2) {
          open = true;
        } else if (sides != 4) {
          pure = false;
          break;
        }
      }
      if (pure && open) {
        all.add(drawn);
      }
    }
    return all;
  }

  /** The state with these drawn lines (a mask of edge indexes) and player to move. */
  static DotsBoxesState stateOf(DotsBoxes game, long drawn, Player toMove) {
    List<Edge> edges = new ArrayList<>();
    for (int e = 0; e < game.edgeCount(); e++) {
      if ((drawn >>> e & 1) != 0) {
        edges.add(game.edge(e));
      }
    }
    return Oracles.withLines(game, edges, toMove);
  }
}
