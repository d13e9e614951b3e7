package io.github.gridgames.bench.dotsboxes;

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
 * Single moves of two-player Dots and Boxes, in nanoseconds per operation, on square boards of
 * 3 x 3, 5 x 5 and 8 x 8 boxes.
 *
 * <p>The {@code *Play} benchmarks play one line per operation, following a fixed random game and
 * starting it again from the empty board after its last line (that restart is included, once per
 * game: {@code undo()} of every line on the position, a new initial state for the states). With
 * {@code -prof gc}, their {@code gc.alloc.rate.norm} is the allocation per move.
 *
 * <p>The {@code *LegalMoves} benchmarks list the legal moves of one position per operation and
 * touch every listed move, cycling through the positions of that game (from the empty board to the
 * last line), so the list length averages half the line count. {@link DotsBoxesState} caches its
 * list: the first listing of a state (a small view over its bit set) is part of the
 * {@code state} playout of {@link DotsBoxesPlayoutBenchmark}. The {@code *RandomMove} benchmarks
 * pick one uniformly random legal move of such a position.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class DotsBoxesMoveBenchmark {

  /** The number of rows and of columns of boxes. */
  @Param({"3", "5", "8"})
  public int size;

  private DotsBoxes game;
  private int[] order;
  private Edge[] orderEdges;
  private DotsBoxesPosition position;
  private DotsBoxesState state;
  private int next;
  private DotsBoxesPosition[] positions;
  private DotsBoxesState[] states;
  private int cursor;
  private int[] buffer;
  private SplittableRandom random;

  /** Creates the benchmark; JMH calls it. */
  public DotsBoxesMoveBenchmark() {}

  /** Records one random game and every position along it. */
  @Setup
  public void setUp() {
    game = DotsBoxes.of(size, size);
    random = new SplittableRandom(20261122L);
    int moves = game.edgeCount();
    order = new int[moves];
    orderEdges = new Edge[moves];
    DotsBoxesState walkerState = game.initialState();
    for (int i = 0; i < moves; i++) {
      List<Edge> legal = walkerState.legalMoves();
      orderEdges[i] = legal.get(random.nextInt(legal.size()));
      order[i] = game.indexOf(orderEdges[i]);
      walkerState = walkerState.play(orderEdges[i]);
    }
    positions = new DotsBoxesPosition[moves];
    states = new DotsBoxesState[moves];
    DotsBoxesPosition walker = DotsBoxesPosition.of(game);
    walkerState = game.initialState();
    for (int i = 0; i < moves; i++) {
      positions[i] = walker.copy();
      states[i] = walkerState;
      walker.makeMove(order[i]);
      walkerState = walkerState.play(orderEdges[i]);
    }
    position = DotsBoxesPosition.of(game);
    state = game.initialState();
    buffer = new int[moves];
  }

  /**
   * Plays one line on the position.
   *
   * @return the position hash after it
   */
  @Benchmark
  public long positionPlay() {
    if (next == order.length) {
      while (position.depth() > 0) {
        position.unmakeMove();
      }
      next = 0;
    }
    position.makeMove(order[next++]);
    return position.positionHash();
  }

  /**
   * Plays one line on an immutable state.
   *
   * @return the next state
   */
  @Benchmark
  public DotsBoxesState statePlay() {
    if (next == orderEdges.length) {
      state = game.initialState();
      next = 0;
    }
    state = state.play(orderEdges[next++]);
    return state;
  }

  /**
   * Lists the legal moves of one position.
   *
   * @return the sum of the listed edge indexes
   */
  @Benchmark
  public int positionLegalMoves() {
    DotsBoxesPosition p = positions[cursor];
    cursor = cursor + 1 == positions.length ? 0 : cursor + 1;
    int count = p.legalMoves(buffer);
    int sum = 0;
    for (int i = 0; i < count; i++) {
      sum += buffer[i];
    }
    return sum;
  }

  /**
   * Lists the legal moves of one immutable state.
   *
   * @return the sum of the rows of the listed lines
   */
  @Benchmark
  public int stateLegalMoves() {
    DotsBoxesState s = states[cursor];
    cursor = cursor + 1 == states.length ? 0 : cursor + 1;
    int sum = 0;
    for (Edge edge : s.legalMoves()) {
      sum += edge.from().row();
    }
    return sum;
  }

  /**
   * Picks a uniformly random legal move of one position.
   *
   * @return its edge index
   */
  @Benchmark
  public int positionRandomMove() {
    DotsBoxesPosition p = positions[cursor];
    cursor = cursor + 1 == positions.length ? 0 : cursor + 1;
    return p.randomMove(random);
  }

  /**
   * Picks a uniformly random legal move of one immutable state.
   *
   * @return the line
   */
  @Benchmark
  public Edge stateRandomMove() {
    DotsBoxesState s = states[cursor];
    cursor = cursor + 1 == states.length ? 0 : cursor + 1;
    List<Edge> legal = s.legalMoves();
    return legal.get(random.nextInt(legal.size()));
  }
}
