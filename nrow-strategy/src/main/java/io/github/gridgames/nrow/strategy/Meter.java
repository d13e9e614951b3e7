package io.github.gridgames.nrow.strategy;

import io.github.gridgames.ai.Deadline;
import io.github.gridgames.core.Budget;
import java.time.Duration;

/**
 * The budget of one move choice, shared out between search phases: a {@link Deadline} for the
 * whole choice, read at every work unit, plus a limit for the current phase that is a fraction
 * of the work and time still left. Not thread-safe.
 */
final class Meter {

  private static final int PHASE_CLOCK_INTERVAL = 8;

  private final Deadline deadline;
  private final long workLimit;
  private final long nanoLimit;
  private long phaseWorkEnd = Long.MAX_VALUE;
  private long phaseNanoEnd = Long.MAX_VALUE;
  private boolean phaseOver;
  private int tick;

  /**
   * Starts the meter now.
   *
   * @param budget the budget of the choice
   * @param unlimitedWork the work limit used when the budget is unlimited
   */
  Meter(Budget budget, long unlimitedWork) {
    Budget effective = budget.isUnlimited() ? Budget.ofWork(unlimitedWork) : budget;
    this.deadline = Deadline.start(effective, 1);
    this.workLimit = effective.work().orElse(Long.MAX_VALUE);
    this.nanoLimit = effective.time().map(Meter::nanos).orElse(Long.MAX_VALUE);
  }

  private static long nanos(Duration time) {
    try {
      return time.toNanos();
    } catch (ArithmeticException tooLong) {
      return Long.MAX_VALUE;
    }
  }

  /** Starts a phase that may use {@code fraction} (0 to 1) of the work and time left. */
  void phase(double fraction) {
    phaseOver = false;
    long work = deadline.work();
    phaseWorkEnd =
        workLimit == Long.MAX_VALUE ? Long.MAX_VALUE : work + Math.max(1, (long) ((workLimit - work) * fraction));
    if (nanoLimit == Long.MAX_VALUE) {
      phaseNanoEnd = Long.MAX_VALUE;
    } else {
      long elapsed = deadline.elapsed().toNanos();
      phaseNanoEnd = elapsed + (long) (Math.max(0, nanoLimit - elapsed) * fraction);
    }
  }

  /** Asks for one unit of work in the current phase. */
  boolean take() {
    if (phaseOver) {
      return false;
    }
    if (!deadline.take() || deadline.work() > phaseWorkEnd) {
      phaseOver = true;
      return false;
    }
    if (phaseNanoEnd != Long.MAX_VALUE && ++tick % PHASE_CLOCK_INTERVAL == 0
        && deadline.elapsed().toNanos() >= phaseNanoEnd) {
      phaseOver = true;
      return false;
    }
    return true;
  }

  /** Whether the whole budget's time is up (reads the clock; ignores work). */
  boolean timeUp() {
    return deadline.isTimeUp();
  }
}
