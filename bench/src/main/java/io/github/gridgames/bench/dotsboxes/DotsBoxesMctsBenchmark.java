package io.github.gridgames.bench.dotsboxes;

import io.github.gridgames.ai.MctsAgent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
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
 * The generic MCTS agent of {@code ai} on two-player Dots and Boxes from the empty board of 3 x 3
 * and 5 x 5 boxes: one operation is one choice of {@value #ITERATIONS} iterations (each a descent,
 * one new node, a random playout through the position's own loop and the undo back to the root),
 * so iterations per second are {@value #ITERATIONS} times the operations per second.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class DotsBoxesMctsBenchmark {

  /** The iterations (playouts) of one choice. */
  public static final int ITERATIONS = 1000;

  /** The number of rows and of columns of boxes. */
  @Param({"3", "5"})
  public int size;

  private DotsBoxesState start;
  private MctsAgent<DotsBoxesState, Edge> agent;

  /** Creates the benchmark; JMH calls it. */
  public DotsBoxesMctsBenchmark() {}

  /** Builds the empty board and the agent. */
  @Setup
  public void setUp() {
    start = DotsBoxes.of(size, size).initialState();
    agent = MctsAgent.seeded(7);
  }

  /**
   * One choice of {@value #ITERATIONS} iterations from the empty board.
   *
   * @return the chosen line
   */
  @Benchmark
  public Edge choose() {
    return agent.chooseMove(start, Budget.ofWork(ITERATIONS));
  }
}
