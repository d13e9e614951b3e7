package io.github.gridgames.beam;

import static java.util.Objects.requireNonNull;

import java.util.function.LongConsumer;
import org.apache.beam.runners.direct.DirectOptions;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineResult;
import org.apache.beam.sdk.io.FileSystems;
import org.apache.beam.sdk.metrics.MetricNameFilter;
import org.apache.beam.sdk.metrics.MetricQueryResults;
import org.apache.beam.sdk.metrics.MetricResult;
import org.apache.beam.sdk.metrics.MetricsFilter;
import org.apache.beam.sdk.options.PipelineOptions;
import org.joda.time.Duration;

/**
 * Starts the module's pipelines: the options' file systems registered, the Direct runner told
 * not to block (so that the driver can report progress) and to skip its per-element checks of
 * user code, and the counter of work done polled twice a second while the pipeline runs.
 */
final class Pipelines {

  /** The namespace of the module's counters. */
  static final String NAMESPACE = "gridgames";

  private Pipelines() {}

  /** Creates a pipeline on the options, after registering their file systems. */
  static Pipeline create(PipelineOptions options) {
    requireNonNull(options, "options");
    FileSystems.setDefaultPipelineOptions(options);
    DirectOptions direct = options.as(DirectOptions.class);
    direct.setBlockOnRun(false);
    // The Direct runner's checks of user code (elements never changed after output, every
    // element encodable) cost a copy and an encoding per element; these pipelines' elements are
    // strings and longs, so they are left to the tests.
    direct.setEnforceImmutability(false);
    direct.setEnforceEncodability(false);
    return Pipeline.create(options);
  }

  /**
   * Runs a pipeline to its end, handing the counter {@code counter} to {@code progress} as it
   * grows (on runners that report it while running) and once at the end.
   *
   * @throws RuntimeException whatever the runner throws for a failed pipeline
   * @throws IllegalStateException if the pipeline ends in another state than done
   */
  static void run(Pipeline pipeline, String counter, LongConsumer progress) {
    PipelineResult result = pipeline.run();
    PipelineResult.State state = result.getState();
    while (!state.isTerminal()) {
      state = result.waitUntilFinish(Duration.millis(500));
      if (state == null) {
        state = result.getState();
      }
      progress.accept(count(result, counter));
    }
    if (state != PipelineResult.State.DONE) {
      throw new IllegalStateException("the pipeline ended " + state);
    }
    progress.accept(count(result, counter));
  }

  private static long count(PipelineResult result, String counter) {
    try {
      MetricQueryResults metrics =
          result
              .metrics()
              .queryMetrics(
                  MetricsFilter.builder().addNameFilter(MetricNameFilter.named(NAMESPACE, counter)).build());
      long total = 0;
      for (MetricResult<Long> c : metrics.getCounters()) {
        Long committed = null;
        try {
          committed = c.getCommitted();
        } catch (UnsupportedOperationException e) {
          // A runner without committed metrics: the attempted count below.
        }
        total += committed != null ? committed : c.getAttempted();
      }
      return total;
    } catch (UnsupportedOperationException e) {
      return 0;
    }
  }
}
