package io.github.gridgames.bench.tictactoe;

import io.github.gridgames.ai.MctsAgent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkState;
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
 * The generic MCTS agent of {@code ai} on m,n,k-games from the empty board, Tic-Tac-Toe (3,3,3) and
 * Gomoku-sized 15,15,5: one operation is one choice of {@value #ITERATIONS} iterations (each a descent,
 * one new node, a random playout through the position's own loop and the undo back to the root),
 * so iterations per second are {@value #ITERATIONS} times the operations per second.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class MnkMctsBenchmark {

  /** The iterations (playouts) of one choice. */
  public static final int ITERATIONS = 1000;

  /** The game, as columns, rows and k: {@code 3x3x3} or {@code 15x15x5}. */
  @Param({"3x3x3", "15x15x5"})
  public String mnk;

  private MnkState start;
  private MctsAgent<MnkState, Cell> agent;

  /** Creates the benchmark; JMH calls it. */
  public MnkMctsBenchmark() {}

  /** Builds the empty board and the agent. */
  @Setup
  public void setUp() {
    String[] sides = mnk.split("x");
    start =
        MnkGame.of(Integer.parseInt(sides[0]), Integer.parseInt(sides[1]), Integer.parseInt(sides[2]))
            .initialState();
    agent = MctsAgent.seeded(7);
  }

  /**
   * One choice of {@value #ITERATIONS} iterations from the empty board.
   *
   * @return the chosen cell
   */
  @Benchmark
  public Cell choose() {
    return agent.chooseMove(start, Budget.ofWork(ITERATIONS));
  }
}
