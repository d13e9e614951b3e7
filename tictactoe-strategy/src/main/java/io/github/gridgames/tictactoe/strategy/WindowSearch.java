package io.github.gridgames.tictactoe.strategy;

import io.github.gridgames.ai.Deadline;
import io.github.gridgames.tictactoe.MnkPosition;
import io.github.gridgames.tictactoe.internal.MnkSearch;

/**
 * The alpha-beta search of {@link MnkThreatAgent} over the best cells near the stones, valued by
 * {@link LineCounts}: negamax with iterative deepening, at each node only the {@code breadth} cells
 * that score best as moves. Fours are read through the position ({@link MnkSearch#winningCells}):
 * a side to move with a cell where its stone wins is worth a win; one facing two such cells of the
 * other player is worth a loss; one facing one must take it, a move that costs no depth (up to a
 * few such moves per line). One work unit per node. Not thread-safe: one per choice.
 */
final class WindowSearch {

  /** The value of a win at the root; each ply towards it costs one point. */
  static final long WIN = 1_000_000_000L;

  /** The most forced replies a line may take without costing depth. */
  private static final int EXTENSIONS = 8;

  private static final int MAX_PLY = 64;

  private final MnkPosition position;
  private final LineCounts counts;
  private final Deadline deadline;
  private final int breadth;
  private final int cellCount;
  private final int[][] buffers = new int[MAX_PLY + 1][];
  private final long[][] scoreBuffers = new long[MAX_PLY + 1][];
  private final int[] fours;
  private boolean aborted;

  WindowSearch(MnkPosition position, LineCounts counts, Deadline deadline, int breadth) {
    this.position = position;
    this.counts = counts;
    this.deadline = deadline;
    this.breadth = breadth;
    this.cellCount = position.game().cellCount();
    this.fours = new int[cellCount];
  }

  /**
   * Searches the given root moves with iterative deepening up to {@code maxDepth} and returns the
   * best of the last depth completed (the first move when none completed). The moves are reordered:
   * the best first.
   */
  int bestMove(int[] moves, int count, int maxDepth) {
    int best = moves[0];
    long[] values = new long[count];
    for (int depth = 1; depth <= maxDepth && !aborted; depth++) {
      long alpha = -2 * WIN;
      int iterationBest = -1;
      for (int i = 0; i < count; i++) {
        long value = -childValue(moves[i], depth - 1, -2 * WIN, -alpha, 1, 0);
        if (aborted) {
          break;
        }
        values[i] = value;
        if (value > alpha) {
          alpha = value;
          iterationBest = i;
        }
      }
      if (aborted) {
        if (iterationBest >= 0) {
          best = moves[iterationBest];
        }
        break;
      }
      best = moves[iterationBest];
      sortDescending(moves, values, count);
      if (alpha > WIN - MAX_PLY || alpha < -WIN + MAX_PLY) {
        break;
      }
    }
    return best;
  }

  /** Plays a move, returns the value of the position after it for the side to move there. */
  private long childValue(int move, int depth, long alpha, long beta, int ply, int extensions) {
    int p = position.toMove().index();
    position.makeMove(move);
    counts.place(move, p);
    long value = search(depth, alpha, beta, ply, extensions);
    counts.remove(move, p);
    position.unmakeMove();
    return value;
  }

  private long search(int depth, long alpha, long beta, int ply, int extensions) {
    if (aborted || !deadline.take()) {
      aborted = true;
      return 0;
    }
    if (position.isTerminal()) {
      return 0;
    }
    int p = position.toMove().index();
    if (counts.mayHaveFour(p) && MnkSearch.winningCells(position, position.toMove(), fours) > 0) {
      return WIN - ply;
    }
    int forced = counts.mayHaveFour(1 - p) ? MnkSearch.winningCells(position, position.toMove().next(2), fours) : 0;
    if (forced >= 2) {
      return -(WIN - ply - 1);
    }
    if (forced == 1 && ply < MAX_PLY) {
      int nextDepth = extensions < EXTENSIONS ? depth : depth - 1;
      if (nextDepth < 0) {
        return counts.value(p);
      }
      return -childValue(fours[0], nextDepth, -beta, -alpha, ply + 1, extensions + 1);
    }
    if (depth <= 0 || ply >= MAX_PLY) {
      return counts.value(p);
    }
    int[] moves = buffer(ply);
    long[] scores = scoreBuffer(ply);
    int count = topMoves(p, moves, scores);
    if (count == 0) {
      return 0;
    }
    long best = -2 * WIN;
    for (int i = 0; i < count; i++) {
      long value = -childValue(moves[i], depth - 1, -beta, -alpha, ply + 1, extensions);
      if (aborted) {
        return 0;
      }
      if (value > best) {
        best = value;
        if (value > alpha) {
          alpha = value;
          if (alpha >= beta) {
            break;
          }
        }
      }
    }
    return best;
  }

  /** Writes the {@code breadth} candidate cells that score best for player p, best first. */
  private int topMoves(int p, int[] moves, long[] scores) {
    int[] all = buffer(MAX_PLY);
    int total = counts.candidates(all);
    int count = 0;
    for (int i = 0; i < total; i++) {
      int cell = all[i];
      long score = counts.moveScore(cell, p);
      if (count < breadth || score > scores[count - 1]) {
        int j = count < breadth ? count++ : count - 1;
        while (j > 0 && scores[j - 1] < score) {
          moves[j] = moves[j - 1];
          scores[j] = scores[j - 1];
          j--;
        }
        moves[j] = cell;
        scores[j] = score;
      }
    }
    return count;
  }

  private int[] buffer(int ply) {
    int[] buffer = buffers[ply];
    if (buffer == null) {
      buffer = new int[cellCount];
      buffers[ply] = buffer;
    }
    return buffer;
  }

  private long[] scoreBuffer(int ply) {
    long[] buffer = scoreBuffers[ply];
    if (buffer == null) {
      buffer = new long[cellCount];
      scoreBuffers[ply] = buffer;
    }
    return buffer;
  }

  /** Sorts the moves by decreasing value, keeping the order of equal values. */
  private static void sortDescending(int[] moves, long[] values, int count) {
    for (int i = 1; i < count; i++) {
      int move = moves[i];
      long value = values[i];
      int j = i - 1;
      while (j >= 0 && values[j] < value) {
        moves[j + 1] = moves[j];
        values[j + 1] = values[j];
        j--;
      }
      moves[j + 1] = move;
      values[j + 1] = value;
    }
  }
}
