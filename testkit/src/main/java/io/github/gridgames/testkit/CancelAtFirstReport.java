package io.github.gridgames.testkit;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Budget;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * A progress listener for tests of cancellation: it records every report, and at the first one
 * has another thread cancel a {@link Budget.Cancellation} and waits for that thread to finish, so that a
 * search is cancelled from another thread at a known point (the search goes on only once the
 * cancellation is set). Called from the searching thread only; not thread-safe otherwise.
 *
 * @param <T> the type of the progress reports
 */
public final class CancelAtFirstReport<T> implements Consumer<T> {

  private final Budget.Cancellation cancellation;
  private final List<T> reports = new ArrayList<>();

  private CancelAtFirstReport(Budget.Cancellation cancellation) {
    this.cancellation = cancellation;
  }

  /**
   * Returns a listener that cancels the given switch at the first report.
   *
   * @param cancellation the switch the search's budget watches
   * @param <T> the type of the progress reports
   * @return the listener
   * @throws NullPointerException if {@code cancellation} is null
   */
  public static <T> CancelAtFirstReport<T> of(Budget.Cancellation cancellation) {
    return new CancelAtFirstReport<>(requireNonNull(cancellation, "cancellation"));
  }

  /**
   * Records a report; at the first, cancels from another thread and waits for it.
   *
   * @param report the report
   * @throws IllegalStateException if the thread is interrupted while waiting (its interrupt status
   *     is set again)
   */
  @Override
  public void accept(T report) {
    reports.add(report);
    if (reports.size() == 1) {
      Thread canceller = new Thread(cancellation::cancel, "canceller");
      canceller.start();
      try {
        canceller.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while waiting for the cancellation", e);
      }
    }
  }

  /**
   * Returns the reports so far, the first being the one at which the search was cancelled.
   *
   * @return a copy of the reports, in order
   */
  public List<T> reports() {
    return List.copyOf(reports);
  }
}
