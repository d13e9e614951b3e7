package io.github.gridgames.bench.tictactoe;

import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkPosition;
import io.github.gridgames.tictactoe.MnkState;
import java.util.Arrays;
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
 * Single moves of m,n,k-games, in nanoseconds per operation: Tic-Tac-Toe (3,3,3) and freestyle
 * gomoku (15,15,5).
 *
 * <p>The {@code *Play} benchmarks play one stone per operation, following a fixed random game and
 * starting it again from the empty board after its last move (that restart is included, once per
 * game; the position's undoes every move). With {@code -prof gc}, their {@code
 * gc.alloc.rate.norm} is the allocation per move.
 *
 * <p>The {@code *LegalMoves} benchmarks list the legal moves of one position per operation and
 * touch every listed move, cycling through the positions of that game (from the empty board to the
 * last move). {@link MnkState#legalMoves()} is a small view over the state's bitboards, so the
 * listing includes walking it. The {@code *RandomMove} benchmarks pick one uniformly random legal
 * move of such a position.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class MnkMoveBenchmark {

  /** The game as {@code ROWSxCOLSxK} (rows first), such as {@code 15x15x5} (JMH splits {@code -p} values at commas). */
  @Param({"3x3x3", "15x15x5"})
  public String mnk;

  private MnkGame game;
  private int[] order;
  private Cell[] orderCells;
  private MnkPosition position;
  private MnkState state;
  private int next;
  private MnkPosition[] positions;
  private MnkState[] states;
  private int cursor;
  private int[] buffer;
  private SplittableRandom random;

  /** Creates the benchmark; JMH calls it. */
  public MnkMoveBenchmark() {}

  /** Records one random game (a long one, for gomoku) and every position along it. */
  @Setup
  public void setUp() {
    game = MnkPlayoutBenchmark.gameOf(mnk);
    random = new SplittableRandom(20261122L);
    order = new int[0];
    for (int attempt = 0; attempt < 20; attempt++) {
      MnkPosition trial = game.initialState().toPosition();
      int[] moves = new int[game.cellCount()];
      int count = 0;
      while (!trial.isTerminal()) {
        moves[count] = trial.randomMove(random);
        trial.makeMove(moves[count++]);
      }
      if (count > order.length) {
        order = Arrays.copyOf(moves, count);
      }
    }
    orderCells = new Cell[order.length];
    positions = new MnkPosition[order.length];
    states = new MnkState[order.length];
    MnkState walker = game.initialState();
    for (int i = 0; i < order.length; i++) {
      orderCells[i] = game.cells().get(order[i]);
      positions[i] = walker.toPosition();
      states[i] = walker;
      walker = walker.play(orderCells[i]);
    }
    position = game.initialState().toPosition();
    state = game.initialState();
    buffer = new int[game.cellCount()];
  }

  /**
   * Plays one stone on the position.
   *
   * @return whether the game is over
   */
  @Benchmark
  public boolean positionPlay() {
    if (next == order.length) {
      while (position.depth() > 0) {
        position.unmakeMove();
      }
      next = 0;
    }
    position.makeMove(order[next++]);
    return position.isTerminal();
  }

  /**
   * Plays one stone on an immutable state.
   *
   * @return the next state
   */
  @Benchmark
  public MnkState statePlay() {
    if (next == orderCells.length) {
      state = game.initialState();
      next = 0;
    }
    state = state.play(orderCells[next++]);
    return state;
  }

  /**
   * Lists the empty cells of one position.
   *
   * @return the sum of the listed cell codes
   */
  @Benchmark
  public int positionLegalMoves() {
    MnkPosition at = positions[cursor];
    cursor = cursor + 1 == positions.length ? 0 : cursor + 1;
    int count = at.legalMoves(buffer);
    int sum = 0;
    for (int i = 0; i < count; i++) {
      sum += buffer[i];
    }
    return sum;
  }

  /**
   * Lists the legal moves of one immutable state.
   *
   * @return the sum of the rows of the listed cells
   */
  @Benchmark
  public int stateLegalMoves() {
    MnkState at = states[cursor];
    cursor = cursor + 1 == states.length ? 0 : cursor + 1;
    int sum = 0;
    for (Cell cell : at.legalMoves()) {
      sum += cell.row();
    }
    return sum;
  }

  /**
   * Picks a uniformly random empty cell of one position.
   *
   * @return its code
   */
  @Benchmark
  public int positionRandomMove() {
    MnkPosition at = positions[cursor];
    cursor = cursor + 1 == positions.length ? 0 : cursor + 1;
    return at.randomMove(random);
  }

  /**
   * Picks a uniformly random legal move of one immutable state.
   *
   * @return the cell
   */
  @Benchmark
  public Cell stateRandomMove() {
    MnkState at = states[cursor];
    cursor = cursor + 1 == states.length ? 0 : cursor + 1;
    List<Cell> legal = at.legalMoves();
    return legal.get(random.nextInt(legal.size()));
  }
}
