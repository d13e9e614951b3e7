package io.github.gridgames.beam;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

/**
 * One entrant's line of a {@link Tournament}'s standings: its games against all the others, its
 * points, and its Bradley–Terry rating on the Elo scale (the ratings average 0) with the 95%
 * interval.
 *
 * @param entrant the entrant's agent spec
 * @param games the games it played
 * @param wins games won
 * @param draws games drawn
 * @param losses games lost
 * @param unfinished games stopped by the move limit
 * @param elo the rating
 * @param eloLow the low end of the 95% interval
 * @param eloHigh the high end of the 95% interval
 */
public record Standing(
    String entrant,
    int games,
    int wins,
    int draws,
    int losses,
    int unfinished,
    double elo,
    double eloLow,
    double eloHigh) {

  /**
   * Creates a line of the standings.
   *
   * @param entrant the entrant
   * @param games the games
   * @param wins the wins
   * @param draws the draws
   * @param losses the losses
   * @param unfinished the unfinished games
   * @param elo the rating
   * @param eloLow the interval's low end
   * @param eloHigh the interval's high end
   * @throws IllegalArgumentException if a count is negative, the counts do not add up to the
   *     games, or the interval does not hold the rating
   * @throws NullPointerException if {@code entrant} is null
   */
  public Standing {
    requireNonNull(entrant, "entrant");
    checkArgument(
        wins >= 0 && draws >= 0 && losses >= 0 && unfinished >= 0 && wins + draws + losses + unfinished == games,
        "counts must be >= 0 and add up to the games, got %s/%s/%s/%s of %s",
        wins,
        draws,
        losses,
        unfinished,
        games);
    checkArgument(eloLow <= elo && elo <= eloHigh, "the interval [%s, %s] must hold %s", eloLow, eloHigh, elo);
  }

  /**
   * Returns the points: one per win, one half per draw.
   *
   * @return the points
   */
  public double points() {
    return wins + draws / 2.0;
  }

  /**
   * Returns the share of the points available in finished games.
   *
   * @return points over finished games, 0 when none finished
   */
  public double score() {
    int finished = wins + draws + losses;
    return finished == 0 ? 0 : points() / finished;
  }
}
