package io.github.gridgames.ai;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import io.github.gridgames.core.internal.Providers;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.SortedMap;

/**
 * Finds the installed {@link StrategyProvider}s: at each lookup, a new {@link ServiceLoader} of the
 * given class loader, or of the class loader of this class, looks for the provider of
 * a game id, so nothing is cached and no class loader is held after the lookup. Two providers of
 * one id are an error (an {@link IllegalStateException} naming both classes), never a silent
 * choice. {@link GameAgents#of(Game)} and {@link Solver#of(Game)} look up a game's provider here.
 */
public final class StrategyProviders {

  private StrategyProviders() {}

  /**
   * Returns the installed provider of a game id, seen from the class loader of this class, as
   * {@link io.github.gridgames.core.Games} sees games.
   *
   * @param gameId a game id, such as {@code dots-boxes}
   * @return the provider, or empty when none is installed
   * @throws IllegalStateException if two installed providers serve the id; the message names both
   *     classes
   * @throws NullPointerException if {@code gameId} is null
   */
  public static Optional<StrategyProvider<?, ?, ?>> find(String gameId) {
    return find(gameId, StrategyProviders.class.getClassLoader());
  }

  /**
   * Returns the installed provider of a game id, seen from a class loader.
   *
   * @param gameId a game id, such as {@code dots-boxes}
   * @param loader the class loader that sees the providers
   * @return the provider, or empty when none is installed
   * @throws IllegalStateException if two installed providers serve the id; the message names both
   *     classes
   * @throws NullPointerException if an argument is null
   */
  public static Optional<StrategyProvider<?, ?, ?>> find(String gameId, ClassLoader loader) {
    requireNonNull(gameId, "gameId");
    requireNonNull(loader, "loader");
    StrategyProvider<?, ?, ?> found = byId(ServiceLoader.load(StrategyProvider.class, loader)).get(gameId);
    return Optional.ofNullable(found);
  }

  /**
   * Returns the providers a loader finds, by id.
   *
   * @throws IllegalStateException if two serve one id
   */
  @SuppressWarnings("rawtypes") // ServiceLoader cannot name the parameterised service type
  static SortedMap<String, StrategyProvider> byId(ServiceLoader<StrategyProvider> loader) {
    return Providers.byId(loader, StrategyProvider::id, "strategy");
  }

  /**
   * Returns a provider's agents of a game.
   *
   * @throws IllegalArgumentException if the game is not of the provider's class
   */
  static <S extends State<S, M>, M extends Move> GameAgents<S, M> agents(
      StrategyProvider<?, ?, ?> provider, Game<S, M> game) {
    return typed(provider, game).agents(game);
  }

  /**
   * Returns a provider's solver of a game.
   *
   * @throws IllegalArgumentException if the game is not of the provider's class
   */
  static <S extends State<S, M>, M extends Move> Solver<S, M> solver(
      StrategyProvider<?, ?, ?> provider, Game<S, M> game) {
    return typed(provider, game).solver(game);
  }

  /**
   * Returns a provider with the types of a game of its class.
   *
   * @throws IllegalArgumentException if the game is not of the provider's class
   */
  private static <S extends State<S, M>, M extends Move> StrategyProvider<Game<S, M>, S, M> typed(
      StrategyProvider<?, ?, ?> provider, Game<S, M> game) {
    requireNonNull(game, "game");
    checkArgument(
        provider.gameClass().isInstance(game),
        "the strategy provider %s of '%s' serves games of %s, not %s",
        provider.getClass().getName(),
        provider.id(),
        provider.gameClass().getName(),
        game.getClass().getName());
    // The game is a G, whose state and move types are the provider's S and M (a game class fixes
    // the types it implements Game with), so the provider takes the game as it is typed here.
    @SuppressWarnings("unchecked")
    StrategyProvider<Game<S, M>, S, M> same = (StrategyProvider<Game<S, M>, S, M>) provider;
    return same;
  }
}
