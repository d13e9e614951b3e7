package io.github.gridgames.dotsboxes.strategy;

/**
 * A progress report of a running {@link DotsBoxesSolver} search, sent to the listener given to
 * {@link DotsBoxesSolver.Builder#progress(long, java.util.function.Consumer)}.
 *
 * <p>The solver finds the value by a series of tests of the kind "is the value at least t?", each
 * of which raises the lower bound or lowers the upper bound; the value is found when they meet.
 *
 * @param nodes the positions searched so far, by all threads
 * @param millis the milliseconds since the search started
 * @param lower the best lower bound of the value proven so far
 * @param upper the best upper bound of the value proven so far
 * @param rootMovesDone how many candidate lines of the first position the current test has
 *     finished
 * @param rootMoves how many candidate lines the first position has (after the chain reductions
 *     and the symmetries)
 */
public record DotsBoxesSolveProgress(
    long nodes, long millis, int lower, int upper, int rootMovesDone, int rootMoves) {

  /**
   * Returns the positions searched per second so far.
   *
   * @return nodes per second, 0 before the first millisecond
   */
  public long nodesPerSecond() {
    return millis == 0 ? 0 : nodes * 1000 / millis;
  }
}
