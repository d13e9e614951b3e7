package io.github.gridgames.dotsboxes.strategy;

import io.github.gridgames.core.Budget;
import java.time.Duration;

/**
 * A deadline on {@link System#nanoTime()}, a count of work units and the budget's cancellation,
 * shared by one choice.
 */
final class Limits {

  /** Time kept back from a time budget for returning the move. */
  static final long RESERVE_NANOS = 2_000_000;

  final long start;
  final long deadline;
  final long workLimit;
  final Budget budget;
  private long work;
  private boolean stopped;

  private Limits(long start, long deadline, long workLimit, Budget budget) {
    this.budget = budget;
    this.start = start;
    this.deadline = deadline;
    this.workLimit = workLimit;
  }

  /** The longest time limit taken literally, 100 years; longer ones are treated as that. */
  private static final Duration LONGEST = Duration.ofDays(36_500);

  static Limits of(Budget budget) {
    long start = System.nanoTime();
    long deadline =
        budget
            .time()
            .map(Limits::nanos)
            .map(t -> start + Math.max(t - RESERVE_NANOS, t / 2))
            .orElse(Long.MAX_VALUE);
    return new Limits(start, deadline, budget.work().orElse(Long.MAX_VALUE), budget);
  }

  /** Returns a time limit in nanoseconds, at most 100 years so that deadlines cannot overflow. */
  static long nanos(Duration time) {
    return time.compareTo(LONGEST) > 0 ? LONGEST.toNanos() : time.toNanos();
  }

  /** Counts one unit of work; returns whether a limit has been reached. */
  boolean tick() {
    if (stopped) {
      return true;
    }
    work++;
    if (work >= workLimit || ((work & 255) == 0 && pastDeadline())) {
      stopped = true;
    }
    return stopped;
  }

  /** Adds work done elsewhere (by the solver). */
  void add(long units) {
    work += units;
    if (work >= workLimit || pastDeadline()) {
      stopped = true;
    }
  }

  /**
   * Returns whether the deadline has passed (never without a time limit) or the budget was
   * cancelled.
   */
  private boolean pastDeadline() {
    return budget.isCancelled() || (deadline != Long.MAX_VALUE && System.nanoTime() - deadline >= 0);
  }

  boolean stopped() {
    return stopped;
  }

  long remainingWork() {
    return workLimit == Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(0, workLimit - work);
  }

  /** Returns the work counted so far. */
  long work() {
    return work;
  }

  /**
   * Returns limits for a part of what remains: the given fraction of the remaining time and of
   * the remaining work (at least one unit), with the same cancellation. Their work is not counted
   * here: {@link #add} it when they are done.
   */
  Limits share(double fraction) {
    long rest = remainingWork();
    long cap = rest == Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(1, (long) (rest * fraction));
    return new Limits(System.nanoTime(), deadlineAt(fraction), cap, budget);
  }

  /** Returns a deadline at the given fraction of the remaining time. */
  long deadlineAt(double fraction) {
    if (deadline == Long.MAX_VALUE) {
      return Long.MAX_VALUE;
    }
    long now = System.nanoTime();
    return now + (long) (Math.max(0, deadline - now) * fraction);
  }
}
