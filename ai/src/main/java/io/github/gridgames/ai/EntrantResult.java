package io.github.gridgames.ai;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * The results of one entrant of an {@link Arena}.
 *
 * @param name the entrant's name
 * @param bySeat the entrant's tally in each seat, indexed by player index
 * @param total the sum of the seats' tallies
 */
public record EntrantResult(String name, List<Tally> bySeat, Tally total) {

  /**
   * Creates an entrant's results.
   *
   * @param name the name
   * @param bySeat the tallies per seat; copied
   * @param total the total tally
   * @throws NullPointerException if an argument is null
   */
  public EntrantResult {
    requireNonNull(name, "name");
    bySeat = List.copyOf(bySeat);
    requireNonNull(total, "total");
  }
}
