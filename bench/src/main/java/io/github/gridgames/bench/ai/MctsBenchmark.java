package io.github.gridgames.bench.ai;

import io.github.gridgames.ai.MctsAgent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.Games;
import io.github.gridgames.core.Move;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
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
 * The generic MCTS agent of {@code ai} from the empty board of Dots and Boxes 3 x 3 and 5 x 5 and
 * of the m,n,k-games 3,3,3 and 15,15,5: one operation is one choice of {@value #ITERATIONS}
 * iterations (each a descent, one new node, a random playout through the position's own loop
 * and the undo back to the root), so iterations per second are {@value #ITERATIONS} times the
 * operations per second. It uses only the public API that every version of the library has
 * ({@link Games#parse(String)}, {@link MctsAgent#of(long)}, {@link Budget#ofWork(long)}), so
 * that the same class measures an older version's agent too.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class MctsBenchmark {

  /** The iterations (playouts) of one choice. */
  public static final int ITERATIONS = 1000;

  /**
   * The game, as its text with {@code ;} between parameters, since JMH's {@code -p} splits values
   * at commas: {@code -p 'game=tictactoe(rows=15;cols=15;k=5)'}.
   */
  @Param({
    "dots-boxes(rows=3;cols=3)",
    "dots-boxes(rows=5;cols=5)",
    "tictactoe(rows=3;cols=3;k=3)",
    "tictactoe(rows=15;cols=15;k=5)"
  })
  public String game;

  private Supplier<Move> choice;

  /** Creates the benchmark; JMH calls it. */
  public MctsBenchmark() {}

  /** Builds the empty board and the agent. */
  @Setup
  public void setUp() {
    choice = choiceFromTheStart(Games.parse(game.replace(';', ',')));
  }

  private static <S extends io.github.gridgames.core.State<S, M>, M extends Move>
      Supplier<Move> choiceFromTheStart(Game<S, M> game) {
    S start = game.initialState();
    MctsAgent<S, M> agent = MctsAgent.of(7);
    return () -> agent.chooseMove(start, Budget.ofWork(ITERATIONS));
  }

  /**
   * One choice of {@value #ITERATIONS} iterations from the empty board.
   *
   * @return the chosen move
   */
  @Benchmark
  public Move choose() {
    return choice.get();
  }
}
