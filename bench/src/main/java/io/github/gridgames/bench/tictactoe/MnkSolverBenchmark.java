package io.github.gridgames.bench.tictactoe;

import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.ai.AlphaBetaSolver;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkState;
import io.github.gridgames.tictactoe.strategy.MnkSolver;
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
 * The time to solve an m,n,k-game from the empty board, in milliseconds, with a fresh solver (an
 * empty transposition table) every operation.
 *
 * <ul>
 *   <li>{@link #perfectPlayer()}: {@link MnkSolver#solve(MnkState)}, the m,n,k search (threats,
 *       a two-bound table under a symmetry-merged key, line-potential ordering).
 *   <li>{@link #plainSolver()}: the generic {@code ai} solver with its defaults (the position hash
 *       as the key, the position's move order) and a table of the same size, for comparison; only
 *       Tic-Tac-Toe is within its reach.
 * </ul>
 *
 * <p>Tic-Tac-Toe by default; the classics run with {@code 'MnkSolverBenchmark.perfectPlayer' -p
 * mnk=4x4x4,5x5x4,6x5x4} (a draw, a draw, a first-player win). {@link MnkClassics} prints their
 * values, nodes and times.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class MnkSolverBenchmark {

  /** The game as {@code ROWSxCOLSxK} (rows first), such as {@code 15x15x5} (JMH splits {@code -p} values at commas). */
  @Param({"3x3x3"})
  public String mnk;

  private MnkGame game;

  /** Creates the benchmark; JMH calls it. */
  public MnkSolverBenchmark() {}

  /** Builds the game. */
  @Setup
  public void setUp() {
    game = MnkPlayoutBenchmark.gameOf(mnk);
  }

  /**
   * Solves the empty board with a new perfect player.
   *
   * @return the result
   */
  @Benchmark
  public SolveResult<Cell> perfectPlayer() {
    return MnkSolver.of(game).solve(game.initialState());
  }

  /**
   * Solves the empty board with a new default solver.
   *
   * @return the result
   */
  @Benchmark
  public SolveResult<Cell> plainSolver() {
    int bits = Math.max(12, Math.min(20, game.cellCount() + 3));
    return AlphaBetaSolver.<MnkState, Cell>builder().tableBits(bits).build().solve(game.initialState());
  }
}
