package io.github.gridgames.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongConsumer;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import picocli.CommandLine.Option;

/**
 * What the commands that run Beam pipelines share: the runner and its options, the output folder
 * (never one that holds files; a new temporary folder when none is given) and the progress line.
 */
abstract class BeamCommand extends BaseCommand {

  /**
   * The loggers of Beam and of Flink's runner, held so that their levels stay set: they log
   * warnings about temporary files and operator names that say nothing to a user of these
   * commands. Their errors are still shown, and a failed pipeline is reported by its exception.
   */
  private static final List<java.util.logging.Logger> RUNNER_LOGS =
      List.of(java.util.logging.Logger.getLogger("org.apache.beam"), java.util.logging.Logger.getLogger("org.apache.flink"));

  @Option(
      names = "--runner",
      paramLabel = "NAME",
      defaultValue = "DirectRunner",
      description = "The Beam runner: DirectRunner (in this process, the default), or FlinkRunner or SparkRunner with the runner's jar on the class path (GRIDGAMES_CLASSPATH).")
  String runner;

  @Option(
      names = "--pipeline-option",
      paramLabel = "NAME=VALUE",
      description = "A Beam pipeline option for the runner, such as flinkMaster=host:8081 or targetParallelism=4 (repeatable).")
  List<String> pipelineOptions = new ArrayList<>();

  @Option(
      names = "--output",
      paramLabel = "FOLDER",
      description = "The folder to write the results into; it must not hold anything (default: a new temporary folder).")
  String output;

  @Option(names = "--quiet", description = "No progress line (there is none when the error output is not a terminal).")
  boolean quiet;

  BeamCommand(Terminal terminal) {
    super(terminal);
  }

  /** The pipeline options of --runner and --pipeline-option, with the runners' warnings kept quiet. */
  final PipelineOptions options() {
    RUNNER_LOGS.forEach(log -> log.setLevel(java.util.logging.Level.SEVERE));
    List<String> args = new ArrayList<>();
    args.add("--runner=" + runner);
    for (String option : pipelineOptions) {
      if (!option.contains("=")) {
        throw UsageException.badValue("--pipeline-option", option, "must be NAME=VALUE");
      }
      args.add("--" + option);
    }
    try {
      return PipelineOptionsFactory.fromArgs(args.toArray(String[]::new)).create();
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage().lines().findFirst().orElse("bad pipeline options"));
    }
  }

  /** The output folder: --output, or a new temporary folder. */
  final String outputFolder() throws IOException {
    return output != null ? output : Files.createTempDirectory("gridgames-" + spec.name() + "-").toString();
  }

  /** A progress line of work done, or nothing when quiet or not on a terminal. */
  final LongConsumer progress(String unit) {
    if (quiet || !terminal().showsProgress()) {
      return done -> {};
    }
    return done -> {
      err().print("\r" + done + " " + unit + "   ");
      err().flush();
    };
  }

  /** Ends the progress line, if one was drawn. */
  final void endProgress() {
    if (!quiet && terminal().showsProgress()) {
      err().println();
    }
  }

  /** Turns a library refusal (bad input found before the pipeline starts) into a usage error. */
  static UsageException refused(IllegalArgumentException e) {
    return new UsageException(e.getMessage());
  }
}
