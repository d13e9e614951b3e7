package io.github.gridgames.ai;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Budget;
import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * The running meter of one search against a {@link Budget}: it counts work units (search nodes or
 * playouts, as each agent documents) and watches the clock.
 *
 * <p>Search code calls {@link #take()} before each unit of work and stops as soon as it answers
 * {@code false}. To keep the cost of timekeeping negligible, {@code take()} reads the clock (and
 * the budget's {@linkplain Budget#cancelledBy cancellation}, if it has one) only every {@code
 * checkInterval} calls; with the default interval of 64 and nodes of a few microseconds, a search notices the end of its time well within a
 * millisecond. With a work limit of {@code n}, exactly {@code n} calls to {@code take()} succeed,
 * independently of the clock, so searches limited by work alone are deterministic.
 *
 * <p>Once exhausted, a deadline stays exhausted. A deadline is not thread-safe.
 */
public final class Deadline {

  /** How many calls of {@link #take()} pass between two readings of the clock by default. */
  private static final int DEFAULT_CHECK_INTERVAL = 64;

  private final Budget budget;
  private final LongSupplier nanoClock;
  private final long startNanos;
  private final long timeLimitNanos;
  private final long workLimit;
  private final int checkInterval;
  private final boolean cancellable;
  private long work;
  private int untilCheck;
  private boolean exhausted;

  private Deadline(Budget budget, int checkInterval, LongSupplier nanoClock) {
    this.budget = requireNonNull(budget, "budget");
    this.nanoClock = requireNonNull(nanoClock, "nanoClock");
    checkArgument(checkInterval >= 1, "check interval must be >= 1, got %s", checkInterval);
    this.checkInterval = checkInterval;
    this.timeLimitNanos = budget.time().map(Deadline::saturatedNanos).orElse(-1L);
    this.workLimit = budget.work().orElse(-1L);
    this.cancellable = budget.cancellation().isPresent();
    this.untilCheck = checkInterval;
    this.startNanos = nanoClock.getAsLong();
  }

  private static long saturatedNanos(Duration time) {
    try {
      return time.toNanos();
    } catch (ArithmeticException tooLong) {
      return Long.MAX_VALUE;
    }
  }

  /**
   * Starts a deadline now, reading {@link System#nanoTime()} every 64 units.
   *
   * @param budget the budget to enforce
   * @return the running deadline
   * @throws NullPointerException if {@code budget} is null
   */
  public static Deadline start(Budget budget) {
    return new Deadline(budget, DEFAULT_CHECK_INTERVAL, System::nanoTime);
  }

  /**
   * Starts a deadline now that reads {@link System#nanoTime()} every {@code checkInterval} units;
   * use {@code 1} when each unit is expensive (a playout, a full evaluation).
   *
   * @param budget the budget to enforce
   * @param checkInterval how many calls of {@link #take()} pass between two readings of the clock
   * @return the running deadline
   * @throws IllegalArgumentException if {@code checkInterval} is less than one
   * @throws NullPointerException if {@code budget} is null
   */
  public static Deadline start(Budget budget, int checkInterval) {
    return new Deadline(budget, checkInterval, System::nanoTime);
  }

  /**
   * Starts a deadline with a given clock, for tests and simulations.
   *
   * @param budget the budget to enforce
   * @param checkInterval how many calls of {@link #take()} pass between two readings of the clock
   * @param nanoClock a monotonic clock in nanoseconds, like {@link System#nanoTime()}
   * @return the running deadline
   * @throws IllegalArgumentException if {@code checkInterval} is less than one
   * @throws NullPointerException if {@code budget} or {@code nanoClock} is null
   */
  public static Deadline start(Budget budget, int checkInterval, LongSupplier nanoClock) {
    return new Deadline(budget, checkInterval, nanoClock);
  }

  /**
   * Asks for one unit of work: answers {@code true} and counts the unit if the budget allows it,
   * or {@code false} (from then on always) when the work limit is reached or the time is up.
   *
   * @return whether the unit may be done
   */
  public boolean take() {
    if (exhausted) {
      return false;
    }
    if (workLimit >= 0 && work >= workLimit) {
      exhausted = true;
      return false;
    }
    if ((timeLimitNanos >= 0 || cancellable) && --untilCheck <= 0) {
      untilCheck = checkInterval;
      if (budget.isCancelled()
          || (timeLimitNanos >= 0 && nanoClock.getAsLong() - startNanos >= timeLimitNanos)) {
        exhausted = true;
        return false;
      }
    }
    work++;
    return true;
  }

  /**
   * Returns whether the budget is used up or cancelled, reading the clock now if time is limited.
   * Counts no work.
   *
   * @return whether no more work may be done
   */
  public boolean isExhausted() {
    if (!exhausted) {
      if (budget.isCancelled() || (workLimit >= 0 && work >= workLimit)) {
        exhausted = true;
      } else if (timeLimitNanos >= 0 && nanoClock.getAsLong() - startNanos >= timeLimitNanos) {
        exhausted = true;
      }
    }
    return exhausted;
  }

  /**
   * Returns whether the time limit has passed or the budget was cancelled, reading the clock now;
   * unlike {@link #isExhausted()} it ignores the work limit, so that work in progress (a long
   * playout) can be abandoned when time is up without making work-limited searches depend on the
   * clock.
   *
   * @return whether the budget was cancelled, or time is limited and up (or the deadline was
   *     already exhausted)
   */
  public boolean isTimeUp() {
    if (budget.isCancelled()) {
      exhausted = true;
      return true;
    }
    if (!exhausted && timeLimitNanos >= 0 && nanoClock.getAsLong() - startNanos >= timeLimitNanos) {
      exhausted = true;
    }
    return exhausted && timeLimitNanos >= 0;
  }

  /**
   * Returns the number of units taken so far.
   *
   * @return the work done
   */
  public long work() {
    return work;
  }

  /**
   * Returns the time since the deadline started.
   *
   * @return the elapsed time
   */
  public Duration elapsed() {
    return Duration.ofNanos(nanoClock.getAsLong() - startNanos);
  }

  /**
   * Returns the budget this deadline enforces.
   *
   * @return the budget
   */
  public Budget budget() {
    return budget;
  }

  /**
   * Returns whether the budget limits time; if so the search results may depend on the speed of
   * the machine (and they may depend on when a cancellation comes).
   *
   * @return whether a time limit applies
   */
  public boolean isTimeLimited() {
    return timeLimitNanos >= 0;
  }

  /** Returns a description such as {@code "Deadline[100 ms, 5120 units, 12 ms elapsed]"}. */
  @Override
  public String toString() {
    return "Deadline["
        + budget
        + ", "
        + work
        + " units, "
        + elapsed().toMillis()
        + " ms elapsed"
        + (exhausted ? ", exhausted" : "")
        + "]";
  }
}
