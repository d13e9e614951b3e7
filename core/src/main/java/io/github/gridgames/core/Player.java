package io.github.gridgames.core;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * A player of a game, identified by a zero-based index: the first player is {@code 0}.
 *
 * <p>Games name players for display (X and O, A and B, 1 and 2) through
 * {@link Game#playerName(Player)}; the type itself carries only the index. Turn order is modulo
 * the game's player count, so nothing here assumes two players.
 *
 * @param index the zero-based index of the player, never negative
 */
public record Player(int index) implements Comparable<Player> {

  private static final Player[] CACHE = new Player[16];

  static {
    for (int i = 0; i < CACHE.length; i++) {
      CACHE[i] = new Player(i);
    }
  }

  /** The first player to move in every game, index 0. */
  public static final Player FIRST = CACHE[0];

  /** The second player, index 1. */
  public static final Player SECOND = CACHE[1];

  /**
   * Creates a player.
   *
   * @param index the zero-based index
   * @throws IllegalArgumentException if {@code index} is negative
   */
  public Player {
    checkArgument(index >= 0, "player index must be >= 0, got %s", index);
  }

  /**
   * Returns the player with the given index, shared for small indexes.
   *
   * @param index the zero-based index
   * @return the player
   * @throws IllegalArgumentException if {@code index} is negative
   */
  public static Player of(int index) {
    if (index >= 0 && index < CACHE.length) {
      return CACHE[index];
    }
    return new Player(index);
  }

  /**
   * Returns the player who follows this one in a game of {@code playerCount} players, wrapping
   * around to the first player.
   *
   * @param playerCount the number of players in the game
   * @return the next player in turn order
   * @throws IllegalArgumentException if {@code playerCount} is not positive or this player's index
   *     is not below it
   */
  public Player next(int playerCount) {
    checkArgument(playerCount > 0, "player count must be > 0, got %s", playerCount);
    checkArgument(index < playerCount, "player %s is not in a game of %s players", index, playerCount);
    return of(index + 1 == playerCount ? 0 : index + 1);
  }

  @Override
  public int compareTo(Player other) {
    return Integer.compare(index, other.index);
  }

  /** Returns {@code "player <index>"}. */
  @Override
  public String toString() {
    return "player " + index;
  }
}
