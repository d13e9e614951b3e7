package io.github.gridgames.bench.tictactoe;

import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Position;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkState;
import io.github.gridgames.tictactoe.engine.MnkEngine;
import java.util.List;
import java.util.SplittableRandom;
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
 * Random playouts of m,n,k-games per second, single thread: Tic-Tac-Toe (3,3,3) and freestyle
 * gomoku (15,15,5). One operation is one whole game from the empty board, every move uniform
 * among the empty cells, ending with the result.
 *
 * <ul>
 *   <li>{@link #engine()}: {@link MnkEngine#randomPlayout(SplittableRandom)}, the fastest public
 *       path (it returns the engine to the empty board itself).
 *   <li>{@link #state()}: the immutable API, {@code legalMoves()}, {@code play(Cell)} and
 *       {@code outcome()} on {@link MnkState}.
 *   <li>{@link #position()}: the core {@link Position} of {@link MnkState#toPosition()}.
 * </ul>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class MnkPlayoutBenchmark {

  /** The game as {@code COLSxROWSxK}, such as {@code 15x15x5} (JMH splits {@code -p} values at commas). */
  @Param({"3x3x3", "15x15x5"})
  public String mnk;

  private MnkGame game;
  private MnkEngine engine;
  private SplittableRandom random;

  /** Creates the benchmark; JMH calls it. */
  public MnkPlayoutBenchmark() {}

  /** Builds the game, the engine and a seeded random source. */
  @Setup
  public void setUp() {
    game = gameOf(mnk);
    engine = MnkEngine.of(game);
    random = new SplittableRandom(20261122L);
  }

  /** Returns the game of a {@code COLSxROWSxK} parameter, such as {@code 3x3x3}. */
  static MnkGame gameOf(String mnk) {
    String[] parts = mnk.split("x");
    return MnkGame.of(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]), Integer.parseInt(parts[2]));
  }

  /**
   * One random playout through the engine.
   *
   * @return the winner, or {@link MnkEngine#NONE} for a draw
   */
  @Benchmark
  public int engine() {
    return engine.randomPlayout(random);
  }

  /**
   * One random playout through the immutable states.
   *
   * @return the outcome
   */
  @Benchmark
  public Outcome state() {
    MnkState state = game.initialState();
    while (!state.isTerminal()) {
      List<Cell> legal = state.legalMoves();
      state = state.play(legal.get(random.nextInt(legal.size())));
    }
    return state.outcome();
  }

  /**
   * One random playout through the core mutable position.
   *
   * @return the outcome
   */
  @Benchmark
  public Outcome position() {
    Position<MnkState, Cell> position = game.initialState().toPosition();
    while (!position.isTerminal()) {
      List<Cell> legal = position.legalMoves();
      position.play(legal.get(random.nextInt(legal.size())));
    }
    return position.state().outcome();
  }
}
