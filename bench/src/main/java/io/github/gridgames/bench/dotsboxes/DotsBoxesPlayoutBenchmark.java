package io.github.gridgames.bench.dotsboxes;

import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Position;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import io.github.gridgames.dotsboxes.engine.DotsBoxesEngine;
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
 * Random playouts of two-player Dots and Boxes (extra turn on capture) per second, single thread,
 * on square boards of 3 x 3, 5 x 5 and 8 x 8 boxes (24, 60 and 144 lines): one operation is one
 * whole game from the empty board, every move uniform among the legal ones, ending with the result.
 *
 * <ul>
 *   <li>{@link #engine()}: {@link DotsBoxesEngine#reset()} then
 *       {@link DotsBoxesEngine#randomPlayout(SplittableRandom)}, the fastest public path.
 *   <li>{@link #state()}: the immutable API, {@code legalMoves()}, {@code play(Edge)} and
 *       {@code outcome()} on {@link DotsBoxesState}.
 *   <li>{@link #position()}: the core {@link Position} of {@link DotsBoxesState#toPosition()}.
 * </ul>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class DotsBoxesPlayoutBenchmark {

  /** The number of rows and of columns of boxes. */
  @Param({"3", "5", "8"})
  public int size;

  private DotsBoxes game;
  private DotsBoxesEngine engine;
  private SplittableRandom random;

  /** Creates the benchmark; JMH calls it. */
  public DotsBoxesPlayoutBenchmark() {}

  /** Builds the game, the engine and a seeded random source. */
  @Setup
  public void setUp() {
    game = DotsBoxes.of(size, size);
    engine = DotsBoxesEngine.of(game);
    random = new SplittableRandom(20261122L);
  }

  /**
   * One random playout through the engine.
   *
   * @return the mask of the winners
   */
  @Benchmark
  public int engine() {
    engine.reset();
    return engine.randomPlayout(random);
  }

  /**
   * One random playout through the immutable states.
   *
   * @return the outcome
   */
  @Benchmark
  public Outcome state() {
    DotsBoxesState state = game.initialState();
    while (!state.isTerminal()) {
      List<Edge> legal = state.legalMoves();
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
    Position<DotsBoxesState, Edge> position = game.initialState().toPosition();
    while (!position.isTerminal()) {
      List<Edge> legal = position.legalMoves();
      position.play(legal.get(random.nextInt(legal.size())));
    }
    return position.state().outcome();
  }
}
