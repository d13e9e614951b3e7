package io.github.gridgames.bench.tictactoe;

import io.github.gridgames.ai.RandomAgent;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Position;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkPosition;
import io.github.gridgames.tictactoe.MnkState;
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
 * among the empty cells, ending with the result; the position operations then undo the game.
 *
 * <ul>
 *   <li>{@link #position()}: {@link MnkPosition#playout}, the game's own fastest loop (a list of
 *       the empty cells kept by swap-remove), then {@link MnkPosition#reset()} back to the empty
 *       board in one step.
 *   <li>{@link #generic()}: the generic loop of the {@code ai} module, {@link RandomAgent#playout},
 *       which any agent runs on any {@link Position}: {@code randomMove} (uniform over the legal
 *       moves), {@code play(code)}, until the game is over; then one {@code undo()} per move.
 *   <li>{@link #state()}: the immutable API, {@code legalMoves()}, {@code play(Cell)} and
 *       {@code outcome()} on {@link MnkState}.
 * </ul>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class MnkPlayoutBenchmark {

  /**
   * The game as {@code ROWSxCOLSxK} (rows first, as {@code --board RxC}), such as {@code 15x15x5}
   * (JMH splits {@code -p} values at commas).
   */
  @Param({"3x3x3", "15x15x5"})
  public String mnk;

  private MnkGame game;
  private MnkPosition position;
  private Position<MnkState, Cell> generic;
  private SplittableRandom random;

  /** Creates the benchmark; JMH calls it. */
  public MnkPlayoutBenchmark() {}

  /** Builds the game, its positions and a seeded random source. */
  @Setup
  public void setUp() {
    game = gameOf(mnk);
    position = game.initialState().toPosition();
    generic = game.initialState().toPosition();
    random = new SplittableRandom(20261122L);
  }

  /**
   * Returns the game of a {@code ROWSxCOLSxK} parameter, such as {@code 3x3x3}; the 6,5,4-game (6
   * columns, 5 rows) is {@code 5x6x4}.
   */
  static MnkGame gameOf(String mnk) {
    String[] parts = mnk.split("x");
    return MnkGame.of(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]), Integer.parseInt(parts[2]));
  }

  /**
   * One random playout through the position's own loop, then {@link MnkPosition#reset()}.
   *
   * @return the number of moves played
   */
  @Benchmark
  public int position() {
    int played = position.playout(random, Integer.MAX_VALUE);
    position.reset();
    return played;
  }

  /**
   * One random playout through the generic {@link Position} interface ({@link
   * RandomAgent#playout}), undone.
   *
   * @return the number of moves played
   */
  @Benchmark
  public int generic() {
    int played = RandomAgent.playout(generic, random, Integer.MAX_VALUE);
    for (int i = 0; i < played; i++) {
      generic.unmakeMove();
    }
    return played;
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
}
