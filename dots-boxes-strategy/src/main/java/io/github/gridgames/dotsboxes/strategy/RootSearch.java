package io.github.gridgames.dotsboxes.strategy;

import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import io.github.gridgames.dotsboxes.internal.PositionSearch;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * The first position of a solve and its lines: the value of each line for the player to move
 * (the boxes it completes plus, or minus, the value of the position after it), kept as bounds
 * that the tests narrow, and the value of the position itself.
 *
 * <h2>Tests on the margin</h2>
 *
 * <p>The value is found by null-window tests "is some line worth at least t?" (MTD(f), Plaat et
 * al. 1996): each test raises the lower bound to what a line proved, or lowers the upper bound to
 * the best that every line was held to, and the next test is placed at the new bound; values
 * have the parity of the number of boxes that remain, so tests step by two. Every test reuses
 * what the shared transposition table learned from the earlier ones.
 *
 * <h2>Threads</h2>
 *
 * <p>The searches, one per thread, share the table. Each test starts with all of them on the first
 * line, usually the biggest piece of work: the replies to it are shared out one at a time (a
 * young-brothers split one level down), in an order fixed before the threads start, and the search
 * that settles the line (a reply that refutes it, or the last reply) records it. The other lines
 * are then handed out in their search order. When a line reaches t, the searches of later lines
 * stop (their answer is no longer needed) and earlier lines are finished, so the line that answers
 * a test is always the first in order that reaches t, whatever the timing. The value, and the best
 * line (the first line in search order whose value is the value of the position), are therefore
 * the same whatever the number of threads; only the number of positions searched differs. When
 * the value is known, {@link #findEveryValue()} shares the lines out, one per thread at a time.
 */
final class RootSearch {

  private final SolverSearch[] searchers;
  private final SolveControl control;
  private final int remaining;
  /** The number of lines. */
  final int count;
  /** The lines, in search order. */
  final int[] edges;
  private final int[] captures;
  /** Per line, an earlier line whose next position is the same up to symmetry, or -1. */
  private final int[] twin;
  /** Per line, the bounds of its value for the player to move. */
  final int[] lower;
  final int[] upper;
  /** Per line, the guess of its next test. */
  private final int[] guess;
  /** Whether every test finished within the limits. */
  boolean complete = true;
  /** The bounds of the value of the position, as far as the tests went. */
  int low;
  int high;
  /** The index of the best line once the value is found, else the best line proven so far. */
  int best = -1;

  RootSearch(
      SolverSearch[] searchers, SolveControl control, int remaining, int[] lines, int count) {
    this.searchers = searchers;
    this.control = control;
    this.remaining = remaining;
    this.count = count;
    this.edges = lines.clone();
    this.captures = new int[count];
    this.twin = new int[count];
    this.lower = new int[count];
    this.upper = new int[count];
    this.guess = new int[count];
    SolverSearch first = searchers[0];
    DotsBoxesPosition position = first.position();
    long[] keys = new long[count];
    for (int i = 0; i < count; i++) {
      int k = PositionSearch.capturesOf(position, edges[i]);
      captures[i] = k;
      lower[i] = k > 0 ? 2 * k - remaining : -remaining;
      upper[i] = remaining;
      guess[i] = remaining;
      position.makeMove(edges[i]);
      keys[i] = first.canonical(PositionSearch.drawnMask(position));
      position.unmakeMove();
      twin[i] = -1;
      for (int j = 0; j < i; j++) {
        if (twin[j] < 0 && keys[j] == keys[i] && captures[j] == k) {
          twin[i] = j;
          break;
        }
      }
    }
    this.low = -remaining;
    this.high = remaining;
  }

  /** Returns {@code value} moved up, if needed, to the parity of the remaining boxes. */
  private int parity(int value) {
    return value + Math.floorMod(remaining - value, 2);
  }

  /** Returns the lines that are not twins of earlier ones, in order. */
  private int[] distinct() {
    int[] list = new int[count];
    int n = 0;
    for (int i = 0; i < count; i++) {
      if (twin[i] < 0) {
        list[n++] = i;
      }
    }
    return Arrays.copyOf(list, n);
  }

  /**
   * Finds the value of the position by tests starting at a guess, and the best line; stops with
   * {@link #complete} false when the limits end the search first.
   */
  void findValue(int firstGuess) {
    int[] lines = distinct();
    int g = Math.max(-remaining, Math.min(remaining, parity(firstGuess)));
    control.lower = low;
    control.upper = high;
    while (low < high) {
      int t = g <= low ? low + 2 : Math.min(g, high);
      int first = test(t, lines);
      if (!complete) {
        break;
      }
      if (first >= 0) {
        low = lower[first];
        best = first;
        g = low;
      } else {
        int max = -remaining;
        for (int i : lines) {
          max = Math.max(max, upper[i]);
        }
        high = max;
        g = high;
      }
      control.lower = low;
      control.upper = high;
    }
    if (complete && best < 0) {
      best = lines[0]; // every line is worth the least possible value
    }
    copyTwins();
  }

  /**
   * Narrows every line's bounds until its value is exact, the lines shared out between the
   * threads; stops with {@link #complete} false when the limits end the search first.
   */
  void findEveryValue() {
    int[] lines = distinct();
    AtomicInteger next = new AtomicInteger();
    control.cutoff = Integer.MAX_VALUE;
    control.firstDone = false;
    runOnAll(
        s -> {
          s.rootOrder = 1; // no line of this phase is searched by several threads
          int j;
          while ((j = next.getAndIncrement()) < lines.length) {
            int i = lines[j];
            while (lower[i] < upper[i]) {
              int t = guess[i] <= lower[i] ? lower[i] + 2 : Math.min(guess[i], upper[i]);
              int v = evaluate(s, i, t);
              if (s.aborted) {
                s.aborted = false;
                return;
              }
              record(i, t, v);
            }
          }
        });
    if (control.stopped()) {
      complete = false;
    }
    copyTwins();
  }

  private void copyTwins() {
    for (int i = 0; i < count; i++) {
      if (twin[i] >= 0) {
        lower[i] = lower[twin[i]];
        upper[i] = upper[twin[i]];
      }
    }
  }

  /** Narrows the bounds of line i after a test at t that returned v. */
  private void record(int i, int t, int v) {
    if (v >= t) {
      lower[i] = Math.max(lower[i], v);
    } else {
      upper[i] = Math.min(upper[i], v);
    }
    guess[i] = v;
  }

  /**
   * Tests whether some line reaches t and returns the index of the first in order that does, or
   * -1; sets {@link #complete} false if the limits stopped the test.
   */
  private int test(int t, int[] lines) {
    control.cutoff = Integer.MAX_VALUE;
    control.firstDone = false;
    Split split = searchers.length > 1 ? Split.of(searchers[0], edges[lines[0]],
        captures[lines[0]], remaining, t) : null;
    AtomicInteger next = new AtomicInteger(split == null ? 0 : 1);
    runOnAll(
        s -> {
          if (split != null) {
            splitFirst(s, split, lines[0], t);
            if (control.stopped()) {
              return;
            }
          }
          int j;
          while ((j = next.getAndIncrement()) < lines.length && j <= control.cutoff) {
            int i = lines[j];
            s.rootOrder = j;
            int v = evaluate(s, i, t);
            if (s.aborted) {
              s.aborted = false;
              if (control.stopped()) {
                return;
              }
              continue; // a line before it reached t
            }
            finished(j, i, t, v);
          }
        });
    if (control.stopped()) {
      complete = false;
      return -1;
    }
    int cut = control.cutoff;
    return cut == Integer.MAX_VALUE ? -1 : lines[cut];
  }

  /**
   * The first line of a test shared out between the threads one reply at a time: the replies at
   * the position after it (and after the captures the chain rules then force), in an order fixed
   * before the threads start, and the null window at that position that decides the test.
   */
  private static final class Split {
    final int line;
    final int lineCaptures;
    /** The boxes the forced captures after the line complete, and the boxes left then. */
    final int gained;
    final int remaining;
    final int[] replies;
    final int count;
    /** The window at the position after the forced captures, for its player to move. */
    final int alpha;
    final int beta;
    final AtomicInteger next = new AtomicInteger();
    int done;
    int best = Integer.MIN_VALUE;
    boolean decided;

    private Split(int line, int lineCaptures, int gained, int remaining, int[] replies, int count,
        int alpha, int beta) {
      this.line = line;
      this.lineCaptures = lineCaptures;
      this.gained = gained;
      this.remaining = remaining;
      this.replies = replies;
      this.count = count;
      this.alpha = alpha;
      this.beta = beta;
    }

    /** Returns the split of a line at the root for a test at t, or null if it has no replies. */
    static @Nullable Split of(SolverSearch first, int line, int k, int rootRemaining, int t) {
      DotsBoxesPosition p = first.position();
      int mark = p.depth();
      p.makeMove(line);
      int gained = first.takeForced();
      int left = rootRemaining - k - gained;
      int[] replies = new int[p.legalMoveCount() + 1];
      int count = left > 0 ? first.replies(replies) : 0;
      boolean same = k > 0;
      while (p.depth() > mark) {
        p.unmakeMove();
      }
      if (count < 2) {
        return null;
      }
      // the line reaches t when the player after it gets (same player) at least t - k - gained,
      // or (the opponent) at most -t - gained
      int beta = same ? t - k - gained : 1 - t - gained;
      return new Split(line, k, gained, left, replies, count, beta - 1, beta);
    }

    /** Returns the line's value for the player at the root from a value at the split position. */
    int lineValue(int value) {
      return lineCaptures > 0 ? lineCaptures + gained + value : -(gained + value);
    }
  }

  /**
   * Searches replies of the split first line until none is left or its result is known; the
   * thread that settles the line records it.
   */
  private void splitFirst(SolverSearch s, Split split, int i, int t) {
    DotsBoxesPosition p = s.position();
    int mark = p.depth();
    p.makeMove(split.line);
    s.takeForced();
    s.rootOrder = 0;
    int r;
    while ((r = split.next.getAndIncrement()) < split.count && !control.firstDone) {
      int v = s.lineValue(split.replies[r], split.remaining, split.alpha, split.beta);
      if (s.aborted) {
        s.aborted = false;
        break;
      }
      synchronized (this) {
        if (split.decided) {
          break;
        }
        split.done++;
        split.best = Math.max(split.best, v);
        if (v >= split.beta || split.done == split.count) {
          split.decided = true;
          finished(0, i, t, split.lineValue(v >= split.beta ? v : split.best));
        }
      }
    }
    while (p.depth() > mark) {
      p.unmakeMove();
    }
  }

  /** Records the result v of the test at t of line i, the j-th in order; once for each line. */
  private synchronized void finished(int j, int i, int t, int v) {
    if (j == 0) {
      if (control.firstDone) {
        return; // another search finished the first line
      }
      control.firstDone = true;
    }
    record(i, t, v);
    if (v >= t && j < control.cutoff) {
      control.cutoff = j;
    }
  }

  /**
   * Returns line i's value for the player to move, exact if strictly between t - 1 and t, else a
   * bound on the side it fails; meaningless if the search aborted.
   */
  private int evaluate(SolverSearch s, int i, int t) {
    return s.lineValue(edges[i], remaining, t - 1, t);
  }

  /**
   * Runs a task on every search, each on its own thread (the first on the calling thread), and
   * waits for all.
   * The first failure of any thread is rethrown.
   */
  private void runOnAll(Consumer<SolverSearch> task) {
    if (searchers.length == 1) {
      task.accept(searchers[0]);
      return;
    }
    List<Thread> threads = new ArrayList<>();
    Throwable[] failure = new Throwable[1];
    for (int w = 1; w < searchers.length; w++) {
      SolverSearch s = searchers[w];
      Thread thread =
          new Thread(
              () -> {
                try {
                  task.accept(s);
                } catch (Throwable e) {
                  control.stop();
                  synchronized (failure) {
                    if (failure[0] == null) {
                      failure[0] = e;
                    }
                  }
                }
              },
              "dots-boxes-solver-" + w);
      thread.setDaemon(true);
      threads.add(thread);
      thread.start();
    }
    try {
      task.accept(searchers[0]);
    } catch (RuntimeException | Error e) {
      control.stop();
      joinAll(threads);
      throw e;
    }
    joinAll(threads);
    synchronized (failure) {
      if (failure[0] instanceof RuntimeException e) {
        throw e;
      }
      if (failure[0] instanceof Error e) {
        throw e;
      }
      if (failure[0] != null) {
        throw new IllegalStateException("a solver thread failed", failure[0]);
      }
    }
  }

  /** Waits for the threads; an interrupt stops the search and is kept for the caller. */
  private void joinAll(List<Thread> threads) {
    boolean interrupted = false;
    for (Thread thread : threads) {
      while (true) {
        try {
          thread.join();
          break;
        } catch (InterruptedException e) {
          interrupted = true;
          control.stop();
        }
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }
}
