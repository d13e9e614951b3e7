package io.github.gridgames.beam;

import org.apache.beam.runners.direct.DirectOptions;
import org.apache.beam.runners.direct.DirectRunner;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.PipelineOptionsFactory;

/** The pipeline options of the tests. */
final class Runners {

  private Runners() {}

  /** The Direct runner with this many workers. */
  static PipelineOptions direct(int workers) {
    DirectOptions options = PipelineOptionsFactory.create().as(DirectOptions.class);
    options.setRunner(DirectRunner.class);
    options.setTargetParallelism(workers);
    return options;
  }
}
