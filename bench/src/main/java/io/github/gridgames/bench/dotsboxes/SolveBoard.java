package io.github.gridgames.bench.dotsboxes;

import io.github.gridgames.ai.MoveBounds;
import io.github.gridgames.ai.SolveProgress;
import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.core.Budget;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import io.github.gridgames.dotsboxes.strategy.DotsBoxesSolver;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/**
 * Solves a Dots and Boxes board from the empty board once or a few times and prints what it took,
 * for the long solves that do not fit a JMH run (4x4 takes minutes): a progress line every 20
 * million positions, then one JSON line per solve with the value, the best first line, the
 * positions searched, the wall-clock and process CPU time, and the load average of the machine
 * (from {@code /proc/loadavg}, where there is one).
 *
 * <pre>
 * mvn -q -pl bench -am package -DskipTests -Prunnable-jar
 * java -cp bench/target/benchmarks.jar io.github.gridgames.bench.dotsboxes.SolveBoard 4x4 2
 * java -cp bench/target/benchmarks.jar io.github.gridgames.bench.dotsboxes.SolveBoard 3x4 1 3
 * java -cp bench/target/benchmarks.jar io.github.gridgames.bench.dotsboxes.SolveBoard 3x3 2 3 analyse
 * </pre>
 *
 * <p>Arguments: the board (rows x columns of boxes), the number of threads (default 2), how many
 * solves (default 1; with more, the first warms the JVM up and is not printed), and
 * {@code analyse} to find the value of every first line instead of the value alone.
 */
public final class SolveBoard {

  private SolveBoard() {}

  /**
   * Runs the solves.
   *
   * @param args the board, then optionally the threads, the number of solves and {@code analyse}
   */
  public static void main(String[] args) {
    String[] size = args[0].split("x");
    int threads = args.length > 1 ? Integer.parseInt(args[1]) : 2;
    int runs = args.length > 2 ? Integer.parseInt(args[2]) : 1;
    boolean analyse = args.length > 3 && args[3].equals("analyse");
    DotsBoxesSolver solver = DotsBoxesSolver.builder().threads(threads).progressInterval(20_000_000).build();
    Consumer<SolveProgress> progress =
        p ->
            System.out.printf(
                "progress nodes=%d seconds=%d rate=%.0f/s bounds=[%d,%d] load=%s%n",
                p.nodes(),
                p.elapsed().toSeconds(),
                p.nodesPerSecond(),
                p.lower(),
                p.upper(),
                load());
    DotsBoxesState empty =
        DotsBoxes.of(Integer.parseInt(size[0]), Integer.parseInt(size[1])).initialState();
    System.out.println("solving " + args[0] + " with " + solver + ", load " + load());
    for (int run = 0; run < runs; run++) {
      long cpu = processCpuNanos();
      long start = System.nanoTime();
      String found;
      if (analyse) {
        List<MoveBounds<Edge>> analysis = solver.analyse(empty, Budget.unlimited());
        int value = analysis.stream().mapToInt(MoveBounds::lower).max().orElseThrow();
        boolean exact = analysis.stream().allMatch(MoveBounds::isExact);
        List<Edge> best = analysis.stream().filter(m -> exact && m.lower() == value).map(MoveBounds::move).toList();
        found = String.format("\"value\":%s,\"best\":\"%s\"", exact ? value : "null", best);
      } else {
        SolveResult<Edge> result = solver.solve(empty, Budget.unlimited(), progress);
        found =
            String.format(
                "\"value\":%d,\"best\":\"%s\",\"nodes\":%d",
                result.value(),
                result.bestMove().map(Object::toString).orElse(""),
                result.nodes());
      }
      long wall = (System.nanoTime() - start) / 1_000_000;
      cpu = (processCpuNanos() - cpu) / 1_000_000;
      if (runs == 1 || run > 0) {
        System.out.printf(
            "{\"board\":\"%s\",\"threads\":%d,%s,\"wallMillis\":%d,\"cpuMillis\":%d,\"load\":\"%s\"}%n",
            args[0], threads, found, wall, cpu, load());
      }
    }
  }

  private static long processCpuNanos() {
    return ManagementFactory.getOperatingSystemMXBean()
            instanceof com.sun.management.OperatingSystemMXBean os
        ? os.getProcessCpuTime()
        : 0;
  }

  private static String load() {
    try {
      String[] parts = Files.readString(Path.of("/proc/loadavg")).trim().split(" ");
      return parts[0] + " " + parts[1] + " " + parts[2];
    } catch (IOException e) {
      return "unknown";
    }
  }
}
