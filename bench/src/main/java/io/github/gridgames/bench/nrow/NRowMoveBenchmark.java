package io.github.gridgames.bench.nrow;

import io.github.gridgames.nrow.NRowPosition;
import io.github.gridgames.nrow.NRowState;
import io.github.gridgames.nrow.Point;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Single stones and single legal-move listings of {@code nrow(n=5,distance=3,players=2,cap=200)},
 * in nanoseconds per operation, along a fixed random game (recorded on a position at set-up).
 *
 * <p>The {@code *Play} benchmarks place one stone per operation, following the recorded game and
 * starting it again from the empty board after its last stone (that restart is included, once
 * per game: undoing every stone on the position, a new initial state for the states). With
 * {@code -prof gc}, their {@code gc.alloc.rate.norm} is the allocation per stone.
 *
 * <p>The {@code *LegalMoves} benchmarks list the legal moves of one position per operation and
 * touch every listed move, cycling through the positions of the recorded game (from the first
 * stone on), so the list length averages that of a random game.
 *
 * <ul>
 *   <li>{@link #positionLegalMoves()}: {@link NRowPosition#legalMoves(int[])}, the codes into a
 *       reused array, allocating nothing.
 *   <li>{@link #stateLegalMoves(FreshState)}: {@link NRowState#legalMoves()} of a state just
 *       reached from a state whose list was never asked for, so that the list is computed from
 *       the candidate tiles (a state keeps its list once computed, so every operation gets a new
 *       state, made outside the measured time). When the previous state's list was computed, as
 *       in the playouts of {@link NRowPlayoutBenchmark}, a state derives its list from it by
 *       copying instead, which is cheaper.
 * </ul>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class NRowMoveBenchmark {

  /** The seed of the recorded game. */
  static final long SEED = 20261122L;

  private Point[] order;
  private int[] codes;
  private NRowPosition position;
  private NRowState state;
  private int next;
  private NRowPosition[] positions;
  private int cursor;
  private int[] buffer;

  /** Creates the benchmark; JMH calls it. */
  public NRowMoveBenchmark() {}

  /** Records one random game and a position at every point along it after the first stone. */
  @Setup
  public void setUp() {
    order = NRowGames.randomGame(NRowPlayoutBenchmark.GAME, SEED);
    position = NRowPosition.of(NRowPlayoutBenchmark.GAME);
    codes = new int[order.length];
    positions = new NRowPosition[order.length];
    NRowPosition walker = NRowPosition.of(NRowPlayoutBenchmark.GAME);
    int most = 0;
    for (int i = 0; i < order.length; i++) {
      codes[i] = position.code(order[i]);
      walker.makeMove(order[i]);
      positions[i] = walker.copy();
      most = Math.max(most, walker.legalMoveCount());
    }
    buffer = new int[most];
    state = NRowPlayoutBenchmark.GAME.initialState();
  }

  /**
   * Places one stone on the position.
   *
   * @return the position hash
   */
  @Benchmark
  public long positionPlay() {
    if (next == codes.length) {
      while (position.depth() > 0) {
        position.unmakeMove();
      }
      next = 0;
    }
    position.makeMove(codes[next++]);
    return position.positionHash();
  }

  /**
   * Places one stone on an immutable state.
   *
   * @return the next state
   */
  @Benchmark
  public NRowState statePlay() {
    if (next == order.length) {
      state = NRowPlayoutBenchmark.GAME.initialState();
      next = 0;
    }
    state = state.play(order[next++]);
    return state;
  }

  /**
   * Lists the legal codes of one position into a reused array.
   *
   * @return the XOR of the listed codes
   */
  @Benchmark
  public int positionLegalMoves() {
    NRowPosition at = positions[cursor];
    cursor = cursor + 1 == positions.length ? 0 : cursor + 1;
    int count = at.legalMoves(buffer);
    int sum = 0;
    for (int i = 0; i < count; i++) {
      sum ^= buffer[i];
    }
    return sum;
  }

  /**
   * Lists the legal moves of a state just reached.
   *
   * @param fresh the state, made before the operation
   * @return the sum of the listed rows
   */
  @Benchmark
  public int stateLegalMoves(FreshState fresh) {
    int sum = 0;
    List<Point> legal = fresh.state.legalMoves();
    for (int i = 0; i < legal.size(); i++) {
      sum += legal.get(i).y();
    }
    return sum;
  }

  /**
   * A new state per operation, cycling through the positions of the recorded game, so that
   * {@link NRowState#legalMoves()} is computed rather than read from the state's cache. Making it
   * is outside the measured time.
   */
  @State(Scope.Thread)
  public static class FreshState {
    private Point[] order;
    private NRowState[] before;
    private int cursor;

    /** The state to list, new for every operation. */
    NRowState state;

    /** Creates the holder; JMH calls it. */
    public FreshState() {}

    /** Records the positions of the game. */
    @Setup(Level.Trial)
    public void record() {
      order = NRowGames.randomGame(NRowPlayoutBenchmark.GAME, SEED);
      before = new NRowState[order.length];
      NRowState walker = NRowPlayoutBenchmark.GAME.initialState();
      for (int i = 0; i < order.length; i++) {
        before[i] = walker;
        walker = walker.play(order[i]);
      }
    }

    /** Plays the next stone of the game on a kept state, giving a state never listed before. */
    @Setup(Level.Invocation)
    public void next() {
      state = before[cursor].play(order[cursor]);
      cursor = cursor + 1 == order.length ? 0 : cursor + 1;
    }
  }
}
