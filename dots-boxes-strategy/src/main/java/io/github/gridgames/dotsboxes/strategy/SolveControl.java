package io.github.gridgames.dotsboxes.strategy;

import io.github.gridgames.ai.SolveProgress;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * What the threads of one solve share besides the table: the limits (a deadline on
 * {@link System#nanoTime()}, a number of positions and the budget's cancellation), the stop flag,
 * the running bounds of the value and the progress listener. Positions are handed out to the
 * threads in grants of {@link #GRANT}, so the total never exceeds the limit; the limits, the
 * cancellation, the stop flag and an interrupt of the thread that started the solve are checked at
 * each grant.
 */
final class SolveControl {

  /** The positions granted to a thread at a time: about a millisecond of search. */
  static final int GRANT = 1024;

  final long start;
  private final long deadline;
  private final long nodeLimit;
  private final BooleanSupplier cancelled;
  private final Thread owner;
  private final AtomicLong granted = new AtomicLong();
  private final long progressEvery;
  private final Consumer<SolveProgress> listener;
  private long nextProgress;
  private volatile boolean stopped;
  /**
   * The order of the first line of the current test at the root that reached the tested value:
   * searches of later lines are no longer needed and stop at their next grant.
   */
  volatile int cutoff = Integer.MAX_VALUE;
  /** Whether some thread finished the first line of the current test, which all threads search. */
  volatile boolean firstDone;
  /** The running bounds of the value being searched, for progress reports. */
  volatile int lower;
  volatile int upper;

  SolveControl(
      long start,
      long deadline,
      long nodeLimit,
      BooleanSupplier cancelled,
      long progressEvery,
      Consumer<SolveProgress> listener) {
    this.start = start;
    this.deadline = deadline;
    this.nodeLimit = nodeLimit;
    this.cancelled = cancelled;
    this.owner = Thread.currentThread();
    this.progressEvery = progressEvery;
    this.listener = listener;
    this.nextProgress = progressEvery;
  }

  /**
   * Returns whether the search must stop: a limit was reached, the budget was cancelled or the
   * owner was interrupted.
   */
  boolean stopped() {
    return stopped;
  }

  /** Stops every thread of the search at its next grant. */
  void stop() {
    stopped = true;
  }

  /** Sends one last report when the limits stopped the search: the bounds proven by then. */
  void reportStop(long nodes) {
    listener.accept(new SolveProgress(nodes, Duration.ofNanos(System.nanoTime() - start), lower, upper));
  }

  /**
   * Returns the positions granted to a thread for its next stretch of search, 0 when the search
   * must stop. Reports progress when the thread is the owner and a report is due.
   */
  long grant() {
    if (stopped) {
      return 0;
    }
    long now = System.nanoTime();
    if ((deadline != Long.MAX_VALUE && now - deadline >= 0)
        || cancelled.getAsBoolean()
        || (Thread.currentThread() == owner && owner.isInterrupted())) {
      stopped = true;
      return 0;
    }
    long before;
    long amount;
    do {
      before = granted.get();
      amount = Math.min(GRANT, nodeLimit - before);
      if (amount <= 0) {
        stopped = true;
        return 0;
      }
    } while (!granted.compareAndSet(before, before + amount));
    if (Thread.currentThread() == owner && before >= nextProgress) {
      nextProgress = before + progressEvery;
      listener.accept(new SolveProgress(before, Duration.ofNanos(now - start), lower, upper));
    }
    return amount;
  }
}
