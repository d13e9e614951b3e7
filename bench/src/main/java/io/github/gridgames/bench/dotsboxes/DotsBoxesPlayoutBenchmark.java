package io.github.gridgames.bench.dotsboxes;

import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
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
 * whole game from the empty board, every move uniform among the legal ones.
 *
 * <ul>
 *   <li>{@link #position()}: the game's own loop, {@link DotsBoxesPosition#playout}, then
 *       {@code undo()} back to the empty board; the fastest path.
 *   <li>{@link #generic()}: the generic loop any code can write against the core
 *       {@link io.github.gridgames.core.Position} interface on the same position:
 *       {@code legalMoves(buffer)}, a uniform pick, {@code play(code)} until the end, then
 *       {@code undo()} back. The target is at least 0.8 of {@link #position()}.
 *   <li>{@link #state()}: the immutable API, {@code legalMoves()}, {@code play(Edge)} and
 *       {@code outcome()} on {@link DotsBoxesState}.
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
  private DotsBoxesPosition position;
  private int[] buffer;
  private SplittableRandom random;

  /** Creates the benchmark; JMH calls it. */
  public DotsBoxesPlayoutBenchmark() {}

  /** Builds the game, the position and a seeded random source. */
  @Setup
  public void setUp() {
    game = DotsBoxes.of(size, size);
    position = DotsBoxesPosition.of(game);
    buffer = new int[game.edgeCount()];
    random = new SplittableRandom(20261122L);
  }

  /** Takes back {@code played} moves and returns the first player's final score. */
  private int rewind(int played) {
    int score = position.score(Player.FIRST);
    for (int i = 0; i < played; i++) {
      position.undo();
    }
    return score;
  }

  /**
   * One random playout through the position's own loop.
   *
   * @return the first player's score at the end
   */
  @Benchmark
  public int position() {
    return rewind(position.playout(random, Integer.MAX_VALUE));
  }

  /**
   * One random playout through the generic {@code Position} interface.
   *
   * @return the first player's score at the end
   */
  @Benchmark
  public int generic() {
    DotsBoxesPosition p = position;
    int played = 0;
    while (!p.isTerminal()) {
      int count = p.legalMoves(buffer);
      p.play(buffer[random.nextInt(count)]);
      played++;
    }
    return rewind(played);
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
}
