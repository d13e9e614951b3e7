package io.github.gridgames.core;

import static com.google.common.base.Preconditions.checkArgument;

import org.jspecify.annotations.Nullable;

/**
 * A player of a game, identified by a zero-based index: the first player is {@code 0}.
 *
 * <p>Games name players for display (X and O, A and B, 1 and 2) through
 * {@link Game#playerName(Player)}; the type itself carries only the index. Turn order is modulo
 * the game's player count, so nothing here assumes two players.
 *
 * <p>Made only by {@link #of(int)}; two players are equal when their indexes are.
 */
public final class Player implements Comparable<Player> {

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

  private final int index;

  private Player(int index) {
    this.index = index;
  }

  /**
   * Returns the player with the given index, shared for small indexes.
   *
   * @param index the zero-based index
   * @return the player
   * @throws IllegalArgumentException if {@code index} is negative
   */
  public static Player of(int index) {
    checkArgument(index >= 0, "player index must be >= 0, got %s", index);
    return index < CACHE.length ? CACHE[index] : new Player(index);
  }

  /**
   * Returns the zero-based index of this player: {@code 0} for the first player.
   *
   * @return the index, never negative
   */
  public int index() {
    return index;
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
    checkArgument(index < playerCount, "%s is not in a game of %s players", this, playerCount);
    return of(index + 1 == playerCount ? 0 : index + 1);
  }

  @Override
  public int compareTo(Player other) {
    return Integer.compare(index, other.index);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof Player other && other.index == index;
  }

  @Override
  public int hashCode() {
    return index;
  }

  /**
   * Returns the player counted from 1, as every text of this library counts players:
   * {@code "player 1"} for the first player (index 0). A game's own texts use its names for
   * players ({@link Game#playerName(Player)}).
   */
  @Override
  public String toString() {
    return "player " + (index + 1);
  }
}
