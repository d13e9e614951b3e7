package io.github.gridgames.bench.dotsboxes;

import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.strategy.DotsBoxesSolveResult;
import io.github.gridgames.dotsboxes.strategy.DotsBoxesSolver;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The exact Dots and Boxes solver from the empty board of 2 x 2 and 3 x 3 boxes, in milliseconds
 * per complete solve. Every solve starts with an empty transposition table (the solver forgets
 * its entries at the start of each search), so operations are independent; the table itself (2^22
 * entries) is allocated once, at set-up.
 *
 * <pre>
 * mvn -q -pl bench package
 * java -jar bench/target/benchmarks.jar 'dotsboxes.DotsBoxesSolverBenchmark' -f 1 -wi 3 -i 5
 * </pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class DotsBoxesSolverBenchmark {

  /** The number of rows and of columns of boxes. */
  @Param({"2", "3"})
  public int size;

  private DotsBoxesSolver solver;
  private DotsBoxesState empty;

  /** Creates the benchmark; JMH calls it. */
  public DotsBoxesSolverBenchmark() {}

  /** Builds the solver and its table, and checks one solve. */
  @Setup
  public void setUp() {
    solver = DotsBoxesSolver.builder().tableBits(DotsBoxesSolver.DEFAULT_TABLE_BITS).build();
    empty = DotsBoxes.of(size, size).initialState();
    DotsBoxesSolveResult first = solver.solve(empty);
    if (!first.complete()) {
      throw new IllegalStateException("an unlimited solve must finish: " + first);
    }
  }

  /**
   * Solves the empty board exactly.
   *
   * @return the result, so that the solve is not optimised away
   */
  @Benchmark
  public DotsBoxesSolveResult solveEmptyBoard() {
    return solver.solve(empty);
  }
}
