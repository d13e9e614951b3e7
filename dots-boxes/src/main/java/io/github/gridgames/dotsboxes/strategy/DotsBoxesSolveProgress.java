package io.github.gridgames.dotsboxes.strategy;

/**
 * A progress report of a running {@link DotsBoxesSolver} search, sent to the listener given to
 * {@link DotsBoxesSolver.Builder#progress(long, java.util.function.Consumer)}.
 *
 * @param nodes the positions searched so far
 * @param millis the milliseconds since the search started
 * @param rootMovesDone how many of the first position's candidate lines have been searched
 * @param rootMoves how many candidate lines the first position has (after the chain reductions)
 * @param tableEntries how many positions the transposition table has stored
 */
public record DotsBoxesSolveProgress(
    long nodes, long millis, int rootMovesDone, int rootMoves, long tableEntries) {}
