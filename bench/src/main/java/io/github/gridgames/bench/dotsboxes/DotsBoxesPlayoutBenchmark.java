package io.github.gridgames.bench.dotsboxes;

import io.github.gridgames.ai.RandomAgent;
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
 *   <li>{@link #reset()}: the same loop, then {@link DotsBoxesPosition#reset()} back to the empty
 *       board in one step (as {@code MnkPlayoutBenchmark.position} does for m,n,k).
 *   <li>{@link #fresh()}: the same loop on a fresh {@link DotsBoxesPosition#copy()} of the empty
 *       board, taken back by dropping the copy instead of undoing: what the deleted engine's
 *       {@code reset()} plus {@code randomPlayout} measured (its reset restored saved arrays).
 *   <li>{@link #generic()}: the generic {@code ai} code on the same position,
 *       {@link RandomAgent#playout}: {@code randomMove} (uniform over the free lines), {@code play(code)}
 *       through the core {@link io.github.gridgames.core.Position} interface until the end, then
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
  private SplittableRandom random;

  /** Creates the benchmark; JMH calls it. */
  public DotsBoxesPlayoutBenchmark() {}

  /** Builds the game, the position and a seeded random source. */
  @Setup
  public void setUp() {
    game = DotsBoxes.of(size, size);
    position = DotsBoxesPosition.of(game);
    random = new SplittableRandom(20261122L);
  }

  /** Takes back {@code played} moves and returns the first player's final score. */
  private int rewind(int played) {
    int score = position.score(Player.FIRST);
    for (int i = 0; i < played; i++) {
      position.unmakeMove();
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
   * One random playout through the position's own loop, then {@link DotsBoxesPosition#reset()}.
   *
   * @return the first player's score at the end
   */
  @Benchmark
  public int reset() {
    position.playout(random, Integer.MAX_VALUE);
    int score = position.score(Player.FIRST);
    position.reset();
    return score;
  }

  /**
   * One random playout through the position's own loop on a fresh copy of the empty board.
   *
   * @return the first player's score at the end
   */
  @Benchmark
  public int fresh() {
    DotsBoxesPosition copy = position.copy();
    copy.playout(random, Integer.MAX_VALUE);
    return copy.score(Player.FIRST);
  }

  /**
   * One random playout by the generic {@code ai} code through the {@code Position} interface.
   *
   * @return the first player's score at the end
   */
  @Benchmark
  public int generic() {
    return rewind(RandomAgent.playout(position, random, Integer.MAX_VALUE));
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
