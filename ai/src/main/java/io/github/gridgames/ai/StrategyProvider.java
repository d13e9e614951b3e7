package io.github.gridgames.ai;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import java.util.function.Function;

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

  /**
   * Returns the strategies of a game of one class, for the {@link #strategies(Game)} of a provider
   * whose games are all of that class (as a game's strategy module's are): checks the game's class
   * and adapts the types, so that the provider writes its strategies for its own game class only.
   *
   * <pre>{@code
   * public <S extends State<S, M>, M extends Move> Strategies<S, M> strategies(Game<S, M> game) {
   *   return StrategyProvider.forClass(MyGame.class, game, MyStrategies::strategiesOf);
   * }
   * }</pre>
   *
   * @param type the class of the games the provider serves
   * @param game the game asked for
   * @param strategies the strategies of a game of that class
   * @param <G> the game class
   * @param <S> the state type of that class
   * @param <M> the move type of that class
   * @param <S2> the state type asked for
   * @param <M2> the move type asked for
   * @return {@code strategies} applied to the game
   * @throws IllegalArgumentException if the game is not of that class
   * @throws NullPointerException if an argument is null
   */
  static <G extends Game<S, M>, S extends State<S, M>, M extends Move, S2 extends State<S2, M2>, M2 extends Move>
      Strategies<S2, M2> forClass(Class<G> type, Game<S2, M2> game, Function<? super G, Strategies<S, M>> strategies) {
    requireNonNull(type, "type");
    requireNonNull(game, "game");
    requireNonNull(strategies, "strategies");
    checkArgument(type.isInstance(game), "%s is not a game of %s", game.spec(), type.getName());
    @SuppressWarnings("unchecked") // the game is a G (checked above), so S2 and M2 are its types
    Strategies<S2, M2> typed = (Strategies<S2, M2>) strategies.apply(type.cast(game));
    return typed;
  }
}
