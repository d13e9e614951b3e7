package io.github.gridgames.beam;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.beam.runners.direct.DirectOptions;
import org.apache.beam.runners.direct.DirectRunner;
import org.apache.beam.runners.flink.FlinkPipelineOptions;
import org.apache.beam.runners.flink.FlinkRunner;
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

  /** The Flink runner in its local mode (a mini-cluster in this process) with this parallelism. */
  static PipelineOptions flink(int parallelism) {
    FlinkPipelineOptions options = PipelineOptionsFactory.create().as(FlinkPipelineOptions.class);
    options.setRunner(FlinkRunner.class);
    options.setFlinkMaster("[local]");
    options.setParallelism(parallelism);
    return options;
  }

  /**
   * The Flink runner in its local mode with a configuration (written into {@code confDir}) that
   * restarts a failed job once, at once: a batch job's restart strategy is the cluster's.
   */
  static PipelineOptions flinkRestartingOnce(int parallelism, Path confDir) throws IOException {
    Files.createDirectories(confDir);
    Files.writeString(
        confDir.resolve("flink-conf.yaml"),
        "restart-strategy.type: fixed-delay\n"
            + "restart-strategy.fixed-delay.attempts: 1\n"
            + "restart-strategy.fixed-delay.delay: 0 s\n");
    FlinkPipelineOptions options = flink(parallelism).as(FlinkPipelineOptions.class);
    options.setFlinkConfDir(confDir.toString());
    return options;
  }
}
