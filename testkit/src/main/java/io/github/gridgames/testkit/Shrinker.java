package io.github.gridgames.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Shrinks a failing move sequence: first to its shortest failing prefix, then by deleting chunks
 * of moves (halves, quarters, ... single moves) while the sequence still fails, within an attempt
 * and time budget.
 *
 * @param <M> the move type
 */
final class Shrinker<M> {

  /** A failing sequence and the failure it produced. */
  record Result<M>(List<M> moves, Throwable failure) {}

  private final Function<List<M>, @Nullable Throwable> failureOf;
  private final int maxAttempts;
  private final long deadlineNanos;
  private int attempts;

  /**
   * @param failureOf returns the failure a sequence produces, or null when it passes or is not a
   *     legal sequence
   */
  Shrinker(Function<List<M>, @Nullable Throwable> failureOf, int maxAttempts, long maxNanos) {
    this.failureOf = failureOf;
    this.maxAttempts = maxAttempts;
    this.deadlineNanos = System.nanoTime() + maxNanos;
  }

  @SuppressWarnings("ReferenceEquality") // deleteChunks and deletePairs return their argument itself when nothing shorter fails
  Result<M> shrink(List<M> failing, Throwable failure) {
    Result<M> best = shortestPrefix(new Result<>(List.copyOf(failing), failure));
    boolean improved = true;
    while (improved && withinBudget()) {
      improved = false;
      for (int chunk : chunkSizes(best.moves().size())) {
        Result<M> smaller = deleteChunks(best, chunk);
        if (smaller != best) {
          best = smaller;
          improved = true;
        }
      }
      if (!improved && best.moves().size() <= PAIR_LIMIT) {
        Result<M> smaller = deletePairs(best);
        improved = smaller != best;
        best = smaller;
      }
    }
    return best;
  }

  /** Sequences up to this length also try deleting every pair of moves (players often alternate). */
  private static final int PAIR_LIMIT = 60;

  /** Halves, quarters, ..., always including 2 and 1 (one move of each of two alternating players, one move). */
  private static List<Integer> chunkSizes(int length) {
    List<Integer> sizes = new ArrayList<>();
    for (int chunk = length / 2; chunk > 2; chunk /= 2) {
      sizes.add(chunk);
    }
    sizes.add(2);
    sizes.add(1);
    return sizes;
  }

  private Result<M> deleteChunks(Result<M> best, int chunk) {
    int start = 0;
    while (start < best.moves().size() && withinBudget()) {
      List<M> candidate = new ArrayList<>(best.moves().subList(0, start));
      candidate.addAll(best.moves().subList(Math.min(best.moves().size(), start + chunk), best.moves().size()));
      Throwable t = attempt(candidate);
      if (t != null) {
        best = shortestPrefix(new Result<>(List.copyOf(candidate), t));
      } else {
        start += chunk;
      }
    }
    return best;
  }

  private Result<M> deletePairs(Result<M> best) {
    List<M> moves = best.moves();
    for (int i = 0; i < moves.size() && withinBudget(); i++) {
      for (int j = i + 2; j < moves.size() && withinBudget(); j++) {
        List<M> candidate = new ArrayList<>(moves);
        candidate.remove(j);
        candidate.remove(i);
        Throwable t = attempt(candidate);
        if (t != null) {
          return shortestPrefix(new Result<>(List.copyOf(candidate), t));
        }
      }
    }
    return best;
  }

  private Result<M> shortestPrefix(Result<M> result) {
    List<M> moves = result.moves();
    for (int length = 0; length < moves.size() && withinBudget(); length++) {
      List<M> prefix = moves.subList(0, length);
      Throwable t = attempt(prefix);
      if (t != null) {
        return new Result<>(List.copyOf(prefix), t);
      }
    }
    return result;
  }

  private Throwable attempt(List<M> candidate) {
    attempts++;
    return failureOf.apply(candidate);
  }

  private boolean withinBudget() {
    return attempts < maxAttempts && System.nanoTime() - deadlineNanos < 0;
  }
}
