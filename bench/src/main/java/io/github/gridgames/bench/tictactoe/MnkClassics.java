package io.github.gridgames.bench.tictactoe;

import io.github.gridgames.ai.SolveResult;
import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.strategy.MnkSolver;

/**
 * Solves the classic m,n,k-games from the empty board with a fresh {@link MnkSolver} each and
 * prints the value, the best first move, the search nodes and the wall time, one game a line:
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar io.github.gridgames.bench.tictactoe.MnkClassics [ROWSxCOLSxK ...]
 * </pre>
 *
 * <p>Without arguments: 3x3x3, 4x4x4, 5x5x4 and 5x6x4 (rows first, as {@code --board RxC}: the
 * 6,5,4-game of 6 columns and 5 rows). The first solve of a run includes the
 * JIT's warm-up.
 */
public final class MnkClassics {

  private MnkClassics() {}

  /**
   * Solves the games named by the arguments (default: the classics) and prints one line each.
   *
   * @param args games as {@code ROWSxCOLSxK}, such as {@code 5x6x4}
   */
  public static void main(String[] args) {
    String[] games = args.length > 0 ? args : new String[] {"3x3x3", "4x4x4", "5x5x4", "5x6x4"};
    for (String spec : games) {
      MnkGame game = MnkPlayoutBenchmark.gameOf(spec);
      long start = System.nanoTime();
      SolveResult<Cell> result = MnkSolver.of(game).solve(game.initialState());
      double seconds = (System.nanoTime() - start) / 1e9;
      System.out.printf(
          "%s: value %+d (%s), first move %s, %,d nodes, %.3f s%n",
          spec,
          result.value(),
          result.verdict(),
          result.bestMove().map(Cell::describe).orElse("none"),
          result.nodes(),
          seconds);
    }
  }
}
