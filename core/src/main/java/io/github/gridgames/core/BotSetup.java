package io.github.gridgames.core;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

/**
 * What a bot learns at the start of a contest game from a {@link BotProtocol}: the game and which
 * player it is.
 *
 * @param game the game, with its parameters
 * @param player the player the bot plays
 * @param <S> the state type
 * @param <M> the move type
 */
public record BotSetup<S extends State<S, M>, M extends Move>(Game<S, M> game, Player player) {

  /**
   * Creates a setup.
   *
   * @param game the game
   * @param player a player of the game
   * @throws IllegalArgumentException if the player is not in the game
   * @throws NullPointerException if an argument is null
   */
  public BotSetup {
    requireNonNull(game, "game");
    requireNonNull(player, "player");
    checkArgument(
        player.index() < game.playerCount(),
        "player %s is not in a game of %s players",
        player,
        game.playerCount());
  }
}
