package io.github.gridgames.bench.nrow;

import io.github.gridgames.ai.RandomAgent;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowPosition;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Random N-in-a-row games per second, single thread, for {@code nrow(n=5,distance=3,players=2,
 * cap=200)}: one operation is one whole game from the empty board, the first stone on the origin
 * and every later stone uniform among the legal points, until five in a row or the 200th stone.
 * The {@code stones} counter ({@link StoneCounter}) reports the stones placed per second.
 *
 * <ul>
 *   <li>{@link #position(StoneCounter)}: {@link NRowPosition#playout}, the game's own loop, then
 *       undo back to the empty board.
 *   <li>{@link #generic(StoneCounter)}: {@link RandomAgent#playout}, the generic playout of the
 *       {@code ai} agents on the {@link io.github.gridgames.core.Position} interface
 *       ({@code randomMove}, uniform over the legal moves, then {@code play(int)}); then undo.
 *   <li>{@link #state(StoneCounter)}: the immutable API, {@code legalMoves()} (sorted, a new list
 *       per state), {@code play(Point)} and {@code isTerminal()} on {@link NRowState}.
 * </ul>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class NRowPlayoutBenchmark {

  /** The benchmarked game: five in a row, distance 3, two players, stone cap 200. */
  static final NRow GAME = NRow.builder().n(5).distance(3).stoneCap(200).build();

  private NRowPosition position;
  private SplittableRandom random;

  /** Creates the benchmark; JMH calls it. */
  public NRowPlayoutBenchmark() {}

  /** Builds the position and a seeded random source. */
  @Setup
  public void setUp() {
    position = NRowPosition.of(GAME);
    random = new SplittableRandom(20261122L);
  }

  /**
   * One random game through the position's own loop.
   *
   * @param counter counts the stones placed
   * @return the winner, or empty for a draw
   */
  @Benchmark
  public Optional<Player> position(StoneCounter counter) {
    return undone(position.playout(random, Integer.MAX_VALUE), counter);
  }

  /**
   * One random game through the generic {@code Position} interface.
   *
   * @param counter counts the stones placed
   * @return the winner, or empty for a draw
   */
  @Benchmark
  public Optional<Player> generic(StoneCounter counter) {
    return undone(RandomAgent.playout(position, random, Integer.MAX_VALUE), counter);
  }

  /** Counts the stones of a finished game, takes them back and returns the winner, if any. */
  private Optional<Player> undone(int placed, StoneCounter counter) {
    Optional<Player> winner = position.winner();
    for (int i = 0; i < placed; i++) {
      position.unmakeMove();
    }
    counter.stones += placed;
    return winner;
  }

  /**
   * One random game through the immutable states.
   *
   * @param counter counts the stones placed
   * @return the outcome
   */
  @Benchmark
  public Outcome state(StoneCounter counter) {
    NRowState state = GAME.initialState();
    int placed = 0;
    while (!state.isTerminal()) {
      List<Point> legal = state.legalMoves();
      state = state.play(legal.get(random.nextInt(legal.size())));
      placed++;
    }
    counter.stones += placed;
    return state.outcome();
  }
}
