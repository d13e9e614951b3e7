package io.github.gridgames.core;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CheckReturnValue;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalLong;
import org.jspecify.annotations.Nullable;

/**
 * How much an {@link Agent} or a solver may spend: a wall-clock time limit, a limit on work units
 * (search nodes or playouts, as the agent documents), both, or neither; and optionally a {@link
 * Cancellation} that stops the search from another thread. Immutable (the cancellation it carries
 * is a switch shared with whoever may cancel).
 *
 * <p>The searches of this project's {@code ai} module and of its games' solvers honour the
 * cancellation; an agent that replaces an unlimited budget by a default limit of its own documents
 * whether it keeps it.
 */
@CheckReturnValue
public final class Budget {

  private static final Budget UNLIMITED = new Budget(null, -1, null);

  private final @Nullable Duration time;
  private final long work;
  private final @Nullable Cancellation cancellation;

  private Budget(@Nullable Duration time, long work, @Nullable Cancellation cancellation) {
    this.time = time;
    this.work = work;
    this.cancellation = cancellation;
  }

  /**
   * Returns a budget without limits; agents that search must then have a natural end.
   *
   * @return the unlimited budget
   */
  public static Budget unlimited() {
    return UNLIMITED;
  }

  /**
   * Returns a wall-clock time budget, for example {@code Budget.ofTime(Duration.ofMillis(100))}.
   *
   * @param time the time limit
   * @return the budget
   * @throws IllegalArgumentException if {@code time} is zero or negative, with the message {@code
   *     "time budget must be positive, got PT0S"}
   * @throws NullPointerException if {@code time} is null
   */
  public static Budget ofTime(Duration time) {
    requireNonNull(time, "time");
    checkArgument(!time.isNegative() && !time.isZero(), "time budget must be positive, got %s", time);
    return new Budget(time, -1, null);
  }

  /**
   * Returns a budget of work units (nodes or playouts).
   *
   * @param units the number of units
   * @return the budget
   * @throws IllegalArgumentException if {@code units} is not positive
   */
  public static Budget ofWork(long units) {
    checkArgument(units > 0, "work budget must be > 0, got %s", units);
    return new Budget(null, units, null);
  }

  /**
   * Returns this budget with a work limit added.
   *
   * @param units the number of units
   * @return the combined budget: whichever limit comes first ends the search; it keeps this
   *     budget's cancellation
   * @throws IllegalArgumentException if {@code units} is not positive
   */
  public Budget withWork(long units) {
    checkArgument(units > 0, "work budget must be > 0, got %s", units);
    return new Budget(time, units, cancellation);
  }

  /**
   * Returns this budget with a cancellation: the search also stops soon after it is cancelled.
   *
   * @param cancellation the switch
   * @return the budget with the same limits, watching the switch (instead of any earlier one)
   * @throws NullPointerException if {@code cancellation} is null
   */
  public Budget cancelledBy(Cancellation cancellation) {
    return new Budget(time, work, requireNonNull(cancellation, "cancellation"));
  }

  /**
   * Returns the cancellation this budget watches.
   *
   * @return the switch, or empty when the budget cannot be cancelled
   */
  public Optional<Cancellation> cancellation() {
    return Optional.ofNullable(cancellation);
  }

  /**
   * Returns whether the budget's cancellation was cancelled.
   *
   * @return whether the search must stop now, whatever its limits
   */
  public boolean isCancelled() {
    return cancellation != null && cancellation.isCancelled();
  }

  /**
   * Returns the time limit.
   *
   * @return the limit, or empty when time is not limited
   */
  public Optional<Duration> time() {
    return Optional.ofNullable(time);
  }

  /**
   * Returns the work limit.
   *
   * @return the limit, or empty when work is not limited
   */
  public OptionalLong work() {
    return work < 0 ? OptionalLong.empty() : OptionalLong.of(work);
  }

  /**
   * Returns whether neither time nor work is limited (a cancellation may still stop the search).
   *
   * @return whether this is unlimited
   */
  public boolean isUnlimited() {
    return time == null && work < 0;
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof Budget other
        && work == other.work
        && java.util.Objects.equals(time, other.time)
        && cancellation == other.cancellation;
  }

  @Override
  public int hashCode() {
    return java.util.Objects.hash(time, work, cancellation);
  }

  /**
   * Returns a description such as {@code "100 ms"}, {@code "5000 units"} or {@code "unlimited"},
   * followed by {@code ", cancellable"} when it carries a cancellation.
   */
  @Override
  public String toString() {
    String cancellable = cancellation == null ? "" : ", cancellable";
    if (isUnlimited()) {
      return "unlimited" + cancellable;
    }
    StringBuilder sb = new StringBuilder();
    if (time != null) {
      sb.append(time.toMillis()).append(" ms");
    }
    if (work >= 0) {
      sb.append(sb.length() > 0 ? " or " : "").append(work).append(" units");
    }
    return sb.append(cancellable).toString();
  }

  /**
   * A switch that stops the searches whose {@link Budget} carries it ({@link
   * Budget#cancelledBy(Cancellation)}), from any thread: a tool's stop button, or Ctrl-C in a command
   * line. A search that honours it stops soon after {@link #cancel()}, as when its time runs out, and
   * reports what it found. Once cancelled it stays cancelled. Thread-safe.
   */
  public static final class Cancellation {

    private volatile boolean cancelled;

    private Cancellation() {}

    /**
     * Returns a new switch, not cancelled.
     *
     * @return the switch
     */
    public static Cancellation create() {
      return new Cancellation();
    }

    /** Cancels: the searches watching this switch stop at their next check. */
    public void cancel() {
      cancelled = true;
    }

    /**
     * Returns whether {@link #cancel()} was called.
     *
     * @return whether cancelled
     */
    public boolean isCancelled() {
      return cancelled;
    }

    /** Returns {@code "Cancellation[cancelled]"} or {@code "Cancellation[running]"}. */
    @Override
    public String toString() {
      return "Cancellation[" + (cancelled ? "cancelled" : "running") + "]";
    }
  }
}
