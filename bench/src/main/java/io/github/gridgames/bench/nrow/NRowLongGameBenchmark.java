package io.github.gridgames.bench.nrow;

import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowPosition;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import java.util.Arrays;
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
 * Long games: the cost of a stone must not grow with the number of stones on the board. One
 * operation replays the first {@link #stones} stones of a fixed random game of
 * {@code nrow(n=5,distance=3,players=2,cap=none)} of 10,000 stones in which no stone makes five
 * in a row (recorded on a position at set-up: a random legal stone, drawn again while it would
 * win), from the empty board. The {@code stones} counter ({@link StoneCounter}) reports stones
 * per second, which stays flat from 200 to 10,000 stones when a stone costs the same on a small
 * and on a large board, as it should: {@code O(D^2 + N)} for the position, and {@code O(D^2 + N)}
 * persistent-trie steps of {@code O(log32 n)} for the immutable states, whose successive versions
 * share all untouched structure.
 *
 * <p>Listing the legal moves is left out: the list of a state has one entry per candidate point,
 * so its cost grows with the board by nature.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class NRowLongGameBenchmark {

  /** The game: five in a row, distance 3, two players, no stone cap. */
  static final NRow GAME = NRow.of(5, 3);

  /** The length of the recorded game. */
  static final int LENGTH = 10_000;

  /** The number of stones replayed per operation. */
  @Param({"200", "2000", "10000"})
  public int stones;

  private Point[] order;
  private int[] codes;
  private NRowPosition position;

  /** Creates the benchmark; JMH calls it. */
  public NRowLongGameBenchmark() {}

  /** Records the game, builds the position and looks up the stones' codes. */
  @Setup
  public void setUp() {
    order = Arrays.copyOf(NRowGames.longGame(GAME, LENGTH, 20261122L), stones);
    position = NRowPosition.of(GAME);
    codes = new int[stones];
    for (int i = 0; i < stones; i++) {
      codes[i] = position.code(order[i]);
    }
  }

  /**
   * Replays the stones on immutable states.
   *
   * @param counter counts the stones placed
   * @return the last state
   */
  @Benchmark
  public NRowState state(StoneCounter counter) {
    NRowState state = GAME.initialState();
    for (Point point : order) {
      state = state.play(point);
    }
    counter.stones += order.length;
    return state;
  }

  /**
   * Replays the stones on the position by codes, then undoes them all.
   *
   * @param counter counts the stones placed
   * @return the position hash at the end
   */
  @Benchmark
  public long position(StoneCounter counter) {
    for (int code : codes) {
      position.makeMove(code);
    }
    long hash = position.positionHash();
    for (int i = 0; i < codes.length; i++) {
      position.unmakeMove();
    }
    counter.stones += codes.length;
    return hash;
  }
}
