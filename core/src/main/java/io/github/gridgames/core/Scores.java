package io.github.gridgames.core;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;

/**
 * The scores of all players of a game that keeps score, indexed by {@link Player#index()}.
 * Immutable.
 */
public final class Scores {

  private final int[] values;

  private Scores(int[] values) {
    this.values = values;
  }

  /**
   * Returns scores with the given values, one per player in player order.
   *
   * @param values the scores; copied
   * @return the scores
   * @throws IllegalArgumentException if there are no values
   */
  public static Scores of(int... values) {
    requireNonNull(values, "values");
    checkArgument(values.length > 0, "scores need at least one player");
    return new Scores(values.clone());
  }

  /**
   * Returns all-zero scores for {@code playerCount} players.
   *
   * @param playerCount the number of players
   * @return the scores
   * @throws IllegalArgumentException if {@code playerCount} is not positive
   */
  public static Scores zero(int playerCount) {
    checkArgument(playerCount > 0, "player count must be > 0, got %s", playerCount);
    return new Scores(new int[playerCount]);
  }

  /**
   * Returns the number of players.
   *
   * @return the player count
   */
  public int playerCount() {
    return values.length;
  }

  /**
   * Returns a player's score.
   *
   * @param player the player
   * @return the score
   * @throws IllegalArgumentException if the player is not in this game
   */
  public int of(Player player) {
    checkPlayer(player);
    return values[player.index()];
  }

  /**
   * Returns these scores with {@code points} added to one player's score.
   *
   * @param player the player who scored
   * @param points the points to add
   * @return the new scores
   * @throws IllegalArgumentException if the player is not in this game
   */
  public Scores plus(Player player, int points) {
    checkPlayer(player);
    int[] copy = values.clone();
    copy[player.index()] = Math.addExact(copy[player.index()], points);
    return new Scores(copy);
  }

  /**
   * Returns the sum of all scores.
   *
   * @return the total
   */
  public int total() {
    int total = 0;
    for (int v : values) {
      total = Math.addExact(total, v);
    }
    return total;
  }

  /**
   * Returns the highest score.
   *
   * @return the maximum
   */
  public int max() {
    return Arrays.stream(values).max().orElseThrow();
  }

  /**
   * Returns the players who have the highest score (several when tied), in player order.
   *
   * @return the leaders, never empty
   */
  public Set<Player> leaders() {
    int max = max();
    Set<Player> leaders = new TreeSet<>();
    for (int i = 0; i < values.length; i++) {
      if (values[i] == max) {
        leaders.add(Player.of(i));
      }
    }
    return Set.copyOf(leaders);
  }

  /**
   * Returns a player's score minus the best score among the other players: positive when the
   * player leads alone, zero when tied for the lead, negative when behind.
   *
   * @param player the player
   * @return the margin
   * @throws IllegalArgumentException if the player is not in this game or the game has one player
   */
  public int margin(Player player) {
    checkPlayer(player);
    checkArgument(values.length > 1, "a margin needs at least two players");
    int best = Integer.MIN_VALUE;
    for (int i = 0; i < values.length; i++) {
      if (i != player.index()) {
        best = Math.max(best, values[i]);
      }
    }
    return values[player.index()] - best;
  }

  /**
   * Returns the scores as a new array in player order.
   *
   * @return a copy of the values
   */
  public int[] toArray() {
    return values.clone();
  }

  private void checkPlayer(Player player) {
    requireNonNull(player, "player");
    checkArgument(
        player.index() < values.length,
        "%s is not in a game of %s players",
        player,
        values.length);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof Scores other && Arrays.equals(values, other.values);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(values);
  }

  /** Returns the scores joined by dashes in player order, such as {@code "5-4"}. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < values.length; i++) {
      if (i > 0) {
        sb.append('-');
      }
      sb.append(values[i]);
    }
    return sb.toString();
  }
}
