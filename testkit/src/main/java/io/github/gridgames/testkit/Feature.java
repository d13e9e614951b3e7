package io.github.gridgames.testkit;

/**
 * Optional features of a game that the {@link RulesContract} checks. All are assumed present; a
 * game without one declares it with {@link RulesContract.Builder#without(Feature, String)}, and
 * the checks that need it are reported as skipped with the declared reason.
 */
public enum Feature {
  /** {@link io.github.gridgames.core.Game#maxMoves()} is present and every game ends within it. */
  BOUNDED_LENGTH,
  /** The game keeps score: {@link io.github.gridgames.core.Game#keepsScore()} is true. */
  SCORES,
  /** Every notation of the game round-trips every legal move. */
  NOTATIONS,
  /** A {@link io.github.gridgames.core.Match} record of any game replays to an equal state. */
  MATCH_RECORD,
  /** {@link io.github.gridgames.core.State#toPosition()} plays and undoes like the states. */
  POSITION,
  /**
   * A {@link io.github.gridgames.core.GameProvider} is installed for the game, so
   * {@link io.github.gridgames.core.Games#create(io.github.gridgames.core.GameSpec)} rebuilds it
   * from its spec.
   */
  PROVIDER,
  /**
   * The game has a position text ({@link io.github.gridgames.core.Game#hasPositionText()}): every
   * state's text reads back into an equal state with the same text and hashes, mutated texts are
   * refused with a {@link io.github.gridgames.core.NotationException} and nothing else (see
   * {@link PositionTexts}), and a match started at any state records its start position and
   * replays from it.
   */
  POSITION_TEXT
}
