package io.github.gridgames.ai;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Scores;
import java.util.List;
import java.util.Optional;

/**
 * One game played by an {@link Arena}.
 *
 * @param index the game's number, from 0
 * @param seed the seed of the game's opening moves and agents
 * @param entrantBySeat the index of the entrant in each seat, indexed by player index
 * @param outcome the outcome of the final state (ongoing if the move limit stopped the game)
 * @param scores the final scores, for games that keep score
 * @param moves the number of moves played, opening moves included
 */
public record GameSummary(
    int index,
    long seed,
    List<Integer> entrantBySeat,
    Outcome outcome,
    Optional<Scores> scores,
    int moves) {

  /**
   * Creates a summary.
   *
   * @param index the game's number
   * @param seed the game's seed
   * @param entrantBySeat the entrant in each seat; copied
   * @param outcome the final outcome
   * @param scores the final scores, if any
   * @param moves the number of moves
   * @throws NullPointerException if an object argument is null
   */
  public GameSummary {
    entrantBySeat = List.copyOf(entrantBySeat);
    requireNonNull(outcome, "outcome");
    requireNonNull(scores, "scores");
  }

  /**
   * Returns whether the game reached its end.
   *
   * @return {@code outcome().isOver()}
   */
  public boolean finished() {
    return outcome.isOver();
  }
}
