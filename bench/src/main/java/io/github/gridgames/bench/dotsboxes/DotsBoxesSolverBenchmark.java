package io.github.gridgames.bench.dotsboxes;

import io.github.gridgames.ai.MoveBounds;
import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.core.Budget;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import io.github.gridgames.dotsboxes.strategy.DotsBoxesSolver;
import java.util.List;
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
 * The exact Dots and Boxes solver from the empty board, in milliseconds per complete solve, on one
 * thread and on two: the value ({@code solveEmptyBoard}) and the value of every first line
 * ({@code analyseEmptyBoard}). Every solve starts with an empty transposition table (the solver
 * forgets its entries at the start of each search), so operations are independent; the table
 * itself (the default size) is allocated once, at set-up. The value and best line are the same on
 * any number of threads; the positions searched differ.
 *
 * <pre>
 * mvn -q -pl bench -am package -DskipTests -Prunnable-jar
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

  /** The board, rows x columns of boxes. */
  @Param({"2x2", "3x3", "3x4"})
  public String board;

  /** The number of threads that search together. */
  @Param({"1", "2"})
  public int threads;

  private DotsBoxesSolver solver;
  private DotsBoxesState empty;

  /** Creates the benchmark; JMH calls it. */
  public DotsBoxesSolverBenchmark() {}

  /** Builds the solver and its table, and checks one solve against the published value. */
  @Setup
  public void setUp() {
    String[] size = board.split("x");
    solver = DotsBoxesSolver.builder().threads(threads).build();
    empty = DotsBoxes.of(Integer.parseInt(size[0]), Integer.parseInt(size[1])).initialState();
    SolveResult<Edge> first = solver.solve(empty);
    int expected = switch (board) {
      case "2x2" -> 2;
      case "3x3" -> -3;
      default -> 0;
    };
    if (!first.isComplete() || first.value() != expected) {
      throw new IllegalStateException("the published value of " + board + " is " + expected
          + ", the solver found " + first);
    }
  }

  /**
   * Solves the empty board exactly.
   *
   * @return the result, so that the solve is not optimised away
   */
  @Benchmark
  public SolveResult<Edge> solveEmptyBoard() {
    return solver.solve(empty);
  }

  /**
   * Finds the exact value of every first line of the empty board.
   *
   * @return the analysis, so that it is not optimised away
   */
  @Benchmark
  public List<MoveBounds<Edge>> analyseEmptyBoard() {
    return solver.analyse(empty, Budget.unlimited());
  }
}
