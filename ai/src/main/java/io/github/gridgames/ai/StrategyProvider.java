package io.github.gridgames.ai;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameProvider;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;

/**
 * A {@link GameProvider} that also supplies its games' {@link Strategies}: named agents built from
 * the game's own strategy classes, the hooks of the generic searches, and its solver. A game module
 * registers such a provider as its {@code GameProvider} service; tools that find it use {@link
 * #strategies(Game)}, and {@link Strategies#generic(Game)} serves every other game.
 */
public interface StrategyProvider extends GameProvider {

  /**
   * Returns the strategies of one of this provider's games.
   *
   * @param game a game this provider created
   * @param <S> the state type
   * @param <M> the move type
   * @return the strategies
   * @throws IllegalArgumentException if the game is not one of this provider's
   */
  <S extends State<S, M>, M extends Move> Strategies<S, M> strategies(Game<S, M> game);
}
