package io.github.gridgames.ai;

import java.util.List;

/**
 * What an {@link Arena} run produced.
 *
 * @param entrants the results of each entrant, in the order they were added
 * @param games every game played, in order
 */
public record ArenaResult(List<EntrantResult> entrants, List<GameSummary> games) {

  /**
   * Creates a result.
   *
   * @param entrants the entrants' results; copied
   * @param games the games; copied
   * @throws NullPointerException if an argument is null
   */
  public ArenaResult {
    entrants = List.copyOf(entrants);
    games = List.copyOf(games);
  }

  /**
   * Returns one entrant's results.
   *
   * @param index the entrant's index, in the order they were added
   * @return the results
   * @throws IndexOutOfBoundsException if there is no such entrant
   */
  public EntrantResult entrant(int index) {
    return entrants.get(index);
  }
}
