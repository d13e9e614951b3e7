import io.github.gridgames.ai.RandomAgent;
import io.github.gridgames.core.Position;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import io.github.gridgames.tictactoe.MnkGame;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Random playouts per second of processor time, for bench/c/compare: the loops `gridgames bench`
 * times by the wall clock (the game's own Position.playout and the generic RandomAgent.playout,
 * each followed by Position.reset, from the empty board, on one thread, taking turns in quarter
 * seconds after a warm-up), timed by this thread's processor time as bench/c/playouts.c also is,
 * so that a loaded machine's other processes count less. Run with the source launcher on the
 * command line's jar:
 *
 * <pre>java -cp cli/target/gridgames-cli-VERSION-all.jar bench/c/PlayoutRate.java GAME SECONDS</pre>
 *
 * GAME is tictactoe, gomoku (15,15,5), dots-boxes-3x3 or dots-boxes-5x5. Prints "own N generic
 * N": playouts per processor second of each loop.
 */
public final class PlayoutRate {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  private static final long SLICE_NANOS = 250_000_000;
  private static long sink;

  private PlayoutRate() {}

  private static Position<?, ?> position(String game) {
    switch (game) {
      case "tictactoe": return MnkGame.of(3, 3, 3).initialState().toPosition();
      case "gomoku": return MnkGame.of(15, 15, 5).initialState().toPosition();
      case "dots-boxes-3x3": return DotsBoxesPosition.of(DotsBoxes.of(3, 3));
      case "dots-boxes-5x5": return DotsBoxesPosition.of(DotsBoxes.of(5, 5));
      default: throw new IllegalArgumentException("unknown game " + game);
    }
  }

  /** Plays for about {@code nanos} of wall time; returns {playouts, processor nanoseconds}. */
  private static long[] run(Position<?, ?> position, boolean generic, SplittableRandom random, long nanos) {
    long playouts = 0;
    long cpu = THREADS.getCurrentThreadCpuTime();
    long end = System.nanoTime() + nanos;
    while (System.nanoTime() < end) {
      for (int i = 0; i < 256; i++) {
        sink += generic ? RandomAgent.playout(position, random, 10_000) : position.playout(random, 10_000);
        position.reset();
      }
      playouts += 256;
    }
    return new long[] {playouts, THREADS.getCurrentThreadCpuTime() - cpu};
  }

  public static void main(String[] args) {
    Position<?, ?> position = position(args[0]);
    long total = (long) (Double.parseDouble(args[1]) * 1e9);
    SplittableRandom warm = new SplittableRandom(0x5DEECE66DL);
    run(position, false, warm, Math.min(1_000_000_000L, total / 4));
    run(position, true, warm, Math.min(1_000_000_000L, total / 4));
    SplittableRandom ownRandom = new SplittableRandom(1);
    SplittableRandom genericRandom = new SplittableRandom(1);
    long[] own = new long[2];
    long[] generic = new long[2];
    for (long left = total; left > 0; left -= SLICE_NANOS) {
      long[] o = run(position, false, ownRandom, Math.min(left, SLICE_NANOS));
      long[] g = run(position, true, genericRandom, Math.min(left, SLICE_NANOS));
      own[0] += o[0];
      own[1] += o[1];
      generic[0] += g[0];
      generic[1] += g[1];
    }
    System.out.printf(Locale.ROOT, "own %.0f generic %.0f%n", own[0] / (own[1] / 1e9), generic[0] / (generic[1] / 1e9));
    if (sink == 42) {
      System.out.println();
    }
  }
}
