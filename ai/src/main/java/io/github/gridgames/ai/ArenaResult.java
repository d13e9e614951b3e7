package io.github.gridgames.ai;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Scores;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * What an {@link Arena} run produced.
 *
 * @param entrants the results of each entrant, in the order they were added
 * @param games every game played, in order
 */
public record ArenaResult(List<Entrant> entrants, List<GameSummary> games) {

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
  public Entrant entrant(int index) {
    return entrants.get(index);
  }

  /**
   * The results of one entrant of an {@link Arena}.
   *
   * @param name the entrant's name
   * @param bySeat the entrant's tally in each seat, indexed by player index
   * @param total the sum of the seats' tallies
   */
  public record Entrant(String name, List<Tally> bySeat, Tally total) {

    /**
     * Creates an entrant's results.
     *
     * @param name the name
     * @param bySeat the tallies per seat; copied
     * @param total the total tally
     * @throws NullPointerException if an argument is null
     */
    public Entrant {
      requireNonNull(name, "name");
      bySeat = List.copyOf(bySeat);
      requireNonNull(total, "total");
    }
  }

  /**
   * Counts of an entrant's games in an {@link Arena}: results, score margins and thinking time.
   *
   * <p>A game counts as a win when the entrant won alone, a draw when the game was drawn or the win
   * was shared, a loss when others won, and unfinished when the arena's move limit stopped it.
   *
   * @param wins games won alone
   * @param draws games drawn or won together with others
   * @param losses games lost
   * @param unfinished games stopped by the move limit
   * @param marginSum the sum over finished games of the entrant's final {@linkplain
   *     io.github.gridgames.core.Scores#margin(io.github.gridgames.core.Player) score margin} (0 in
   *     games that keep no score)
   * @param moves the moves the entrant chose
   * @param nanos the total time the entrant spent choosing them, in nanoseconds
   */
  public record Tally(
      int wins, int draws, int losses, int unfinished, long marginSum, long moves, long nanos) {

    private static final Tally EMPTY = new Tally(0, 0, 0, 0, 0, 0, 0);

    /**
     * Creates a tally.
     *
     * @param wins games won alone
     * @param draws games drawn or shared
     * @param losses games lost
     * @param unfinished games stopped by the move limit
     * @param marginSum the sum of final margins
     * @param moves the moves chosen
     * @param nanos the time spent choosing
     * @throws IllegalArgumentException if a count or the time is negative
     */
    public Tally {
      checkArgument(
          wins >= 0 && draws >= 0 && losses >= 0 && unfinished >= 0 && moves >= 0 && nanos >= 0,
          "tally counts must be >= 0, got %s/%s/%s/%s, %s moves, %s ns",
          wins,
          draws,
          losses,
          unfinished,
          moves,
          nanos);
    }

    /**
     * Returns the tally of no games.
     *
     * @return the empty tally
     */
    public static Tally empty() {
      return EMPTY;
    }

    /**
     * Returns the sum of this tally and another.
     *
     * @param other the other tally
     * @return the sum
     */
    public Tally plus(Tally other) {
      return new Tally(
          wins + other.wins,
          draws + other.draws,
          losses + other.losses,
          unfinished + other.unfinished,
          marginSum + other.marginSum,
          moves + other.moves,
          nanos + other.nanos);
    }

    /**
     * Returns the number of games counted.
     *
     * @return wins, draws, losses and unfinished games together
     */
    public int games() {
      return wins + draws + losses + unfinished;
    }

    /**
     * Returns the number of finished games.
     *
     * @return wins, draws and losses together
     */
    public int finished() {
      return wins + draws + losses;
    }

    /**
     * Returns the points scored: one per win, one half per draw.
     *
     * @return the points
     */
    public double points() {
      return wins + draws / 2.0;
    }

    /**
     * Returns the mean final score margin over finished games.
     *
     * @return the average margin, 0 when no game finished
     */
    public double averageMargin() {
      return finished() == 0 ? 0 : (double) marginSum / finished();
    }

    /**
     * Returns the mean time the entrant took per move.
     *
     * @return the mean time, zero when it chose no move
     */
    public Duration meanTimePerMove() {
      return moves == 0 ? Duration.ZERO : Duration.ofNanos(nanos / moves);
    }
  }

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
}
