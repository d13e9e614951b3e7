package io.github.gridgames.beam;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.gridgames.ai.AgentSpec;

/**
 * How the games of a pipeline are played, as its builder collects them before the game and the
 * agents are checked: the base seed, the random opening moves, the move limit, the time per move
 * of agents given without one, and the nodes per move that replace times. {@link Tournament},
 * {@link SelfPlay} and (through its tournament) {@link SequentialTest} keep one of these, so that
 * each option is set and checked in one place, with one message. The defaults are those of {@code
 * gridgames match}.
 *
 * @param seed the base seed
 * @param openingMoves the random opening moves of each game, at least 0
 * @param maxMoves the move limit of each game, or 0 for the game's length (400 for a game that may
 *     not end)
 * @param thinkMillis the time per move of agents given without one, from 1 to {@link
 *     AgentSpec#MAX_TIME_PER_MOVE}
 * @param nodes the nodes (work units) every agent spends per move instead of a time, or 0 for
 *     agents limited by time
 */
record PlayOptions(long seed, int openingMoves, int maxMoves, long thinkMillis, long nodes) {

  /** Seed 1, no opening moves, the game's length as move limit, 100 ms per move, no nodes. */
  static final PlayOptions DEFAULTS = new PlayOptions(1, 0, 0, 100, 0);

  /**
   * Checks the options.
   *
   * @throws IllegalArgumentException naming a negative opening or move limit, a time out of range
   *     or negative nodes
   */
  PlayOptions {
    checkArgument(openingMoves >= 0, "opening moves must be >= 0, got %s", openingMoves);
    checkArgument(maxMoves >= 0, "the move limit must be >= 1 (or 0 for the game's length), got %s", maxMoves);
    checkArgument(
        thinkMillis >= 1 && thinkMillis <= AgentSpec.MAX_TIME_PER_MOVE.toMillis(),
        "the time per move must be from 1 to %s ms, got %s",
        AgentSpec.MAX_TIME_PER_MOVE.toMillis(),
        thinkMillis);
    checkArgument(nodes >= 0, "the nodes per move must be >= 1, got %s", nodes);
  }

  /** With another base seed. */
  PlayOptions withSeed(long seed) {
    return new PlayOptions(seed, openingMoves, maxMoves, thinkMillis, nodes);
  }

  /**
   * With another number of random opening moves.
   *
   * @throws IllegalArgumentException if {@code moves} is negative
   */
  PlayOptions withOpeningMoves(int moves) {
    return new PlayOptions(seed, moves, maxMoves, thinkMillis, nodes);
  }

  /**
   * With another move limit.
   *
   * @throws IllegalArgumentException if {@code moves} is below 1
   */
  PlayOptions withMaxMoves(int moves) {
    checkArgument(moves >= 1, "the move limit must be >= 1, got %s", moves);
    return new PlayOptions(seed, openingMoves, moves, thinkMillis, nodes);
  }

  /**
   * With another time per move.
   *
   * @throws IllegalArgumentException if the time is out of range
   */
  PlayOptions withThinkMillis(long millis) {
    return new PlayOptions(seed, openingMoves, maxMoves, millis, nodes);
  }

  /**
   * With every agent searching this many nodes per move instead of thinking for a time.
   *
   * @throws IllegalArgumentException if {@code nodes} is below 1
   */
  PlayOptions withNodes(long nodes) {
    checkArgument(nodes >= 1, "the nodes per move must be >= 1, got %s", nodes);
    return new PlayOptions(seed, openingMoves, maxMoves, thinkMillis, nodes);
  }
}
