package io.github.gridgames.core;

/**
 * A switch that stops the searches whose {@link Budget} carries it ({@link
 * Budget#cancelledBy(Cancellation)}), from any thread: a tool's stop button, or Ctrl-C in a command
 * line. A search that honours it stops soon after {@link #cancel()}, as when its time runs out, and
 * reports what it found. Once cancelled it stays cancelled. Thread-safe.
 */
public final class Cancellation {

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
