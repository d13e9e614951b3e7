package io.github.gridgames.dotsboxes.tools;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Player;
import io.github.gridgames.dotsboxes.DotsBoxes;

/**
 * What a contest bot learns from its initial input (see {@link ContestProtocol}): the game and
 * which player it is.
 *
 * @param game the two-player game on the contest's square board, with the extra-turn policy
 * @param player the bot's player: {@link Player#FIRST} for {@code A}, {@link Player#SECOND} for
 *     {@code B}
 */
record ContestSetup(DotsBoxes game, Player player) {

  /**
   * Creates a setup.
   *
   * @param game the game
   * @param player the bot's player
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the player is not in the game
   */
  public ContestSetup {
    requireNonNull(game, "game");
    requireNonNull(player, "player");
    checkArgument(
        player.index() < game.playerCount(), "%s is not in a game of %s players", player, game.playerCount());
  }
}
