package io.github.gridgames.ai;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;

/**
 * Supplies the {@link Strategies} of the games of one id: named agents built from the game's own
 * strategy classes, the hooks of the generic searches, and its solver. A game's strategy module
 * (such as {@code gridgames-dots-boxes-strategy}) registers one as a service, in its {@code
 * module-info.java} ({@code provides}) and in {@code META-INF/services}; {@link
 * Strategies#of(Game)} finds it by the game's id, and {@link Strategies#generic(Game)} serves every
 * game that has none.
 */
public interface StrategyProvider {

  /**
   * Returns the id of the games this provider serves, such as {@code dots-boxes}: the {@link
   * Game#id()} of those games.
   *
   * @return the id
   */
  String id();

  /**
   * Returns the strategies of a game of this provider's id.
   *
   * @param game a game whose id is {@link #id()}
   * @param <S> the state type
   * @param <M> the move type
   * @return the strategies
   * @throws IllegalArgumentException if the game is not one this provider serves
   */
  <S extends State<S, M>, M extends Move> Strategies<S, M> strategies(Game<S, M> game);
}
