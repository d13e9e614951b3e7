package io.github.gridgames.cli;

import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameProvider;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.tools.BotProtocol;
import io.github.gridgames.core.tools.GameOption;
import io.github.gridgames.core.tools.GameTools;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * The games the command can play: every {@link GameProvider} that {@link ServiceLoader} finds from
 * one class loader, in class path order (the first of two providers with one id wins), the {@link
 * GameTools} of each id ({@link GameTools#find(String, ClassLoader)}: the options, text play and
 * contest protocols of a game that has them, the defaults for one that has none), and the contest
 * protocols they contribute. Nothing else in the command names a game: adding a game's jar to the
 * class path adds the game, removing it removes the game.
 */
final class Installed {

  /**
   * A contest protocol and the provider of the game whose tools contribute it.
   *
   * @param provider the provider
   * @param protocol the protocol
   */
  record Protocol(GameProvider provider, BotProtocol<?, ?> protocol) {}

  private final Map<String, GameProvider> providers;
  private final Map<String, GameTools<?, ?, ?>> tools;
  private final Map<String, Protocol> protocols;

  private Installed(Map<String, GameProvider> providers, Map<String, GameTools<?, ?, ?>> tools) {
    this.providers = providers;
    this.tools = tools;
    Map<String, Protocol> found = new LinkedHashMap<>();
    for (GameProvider provider : providers.values()) {
      for (BotProtocol<?, ?> protocol : tools(provider).map(GameTools::protocols).orElse(List.of())) {
        found.putIfAbsent(protocol.name(), new Protocol(provider, protocol));
      }
    }
    this.protocols = found;
  }

  /**
   * Finds the games a class loader sees.
   *
   * @param loader the class loader, normally the command's own
   * @return the installed games
   */
  static Installed load(ClassLoader loader) {
    Map<String, GameProvider> providers = new LinkedHashMap<>();
    for (GameProvider provider : ServiceLoader.load(GameProvider.class, requireNonNull(loader, "loader"))) {
      providers.putIfAbsent(provider.id(), provider);
    }
    Map<String, GameTools<?, ?, ?>> tools = new LinkedHashMap<>();
    for (String id : providers.keySet()) {
      GameTools.find(id, loader).ifPresent(found -> tools.put(id, found));
    }
    return new Installed(providers, tools);
  }

  /**
   * Returns the tools of a game, if it has any.
   *
   * @param provider an installed provider
   * @return the tools of its id
   */
  Optional<GameTools<?, ?, ?>> tools(GameProvider provider) {
    return Optional.ofNullable(tools.get(provider.id()));
  }

  /**
   * Returns the options that choose a game's parameters: its tools' options, or one per parameter
   * of its default game (the game its provider creates without parameters) when it has no tools.
   *
   * @param provider an installed provider
   * @return the options, in help order
   */
  List<GameOption> options(GameProvider provider) {
    return tools(provider)
        .map(GameTools::options)
        .orElseGet(() -> GameOption.ofParameters(provider.create(GameSpec.builder(provider.id()).build())));
  }

  /**
   * Bundles a game with what its provider and tools say of it.
   *
   * @param provider the provider
   * @param game a game the provider created
   * @return the game as the commands play it
   */
  PlayedGame<?, ?> played(GameProvider provider, Game<?, ?> game) {
    return PlayedGame.of(provider, options(provider), tools(provider), game);
  }

  /**
   * Returns the providers, in class path order.
   *
   * @return the providers
   */
  List<GameProvider> providers() {
    return List.copyOf(providers.values());
  }

  /**
   * Returns the contest protocols, in class path order.
   *
   * @return the protocols with their providers
   */
  List<Protocol> protocols() {
    return List.copyOf(protocols.values());
  }

  /**
   * Returns the ids joined for a message: {@code a, b or c}.
   *
   * @return the ids, or {@code "no game (none is installed)"}
   */
  String names() {
    return either(new ArrayList<>(providers.keySet()), "no game (none is installed)");
  }

  /**
   * Returns the protocol names joined for a message.
   *
   * @return the names, or {@code "none (no installed game has one)"}
   */
  String protocolNames() {
    return either(new ArrayList<>(protocols.keySet()), "none (no installed game has one)");
  }

  /**
   * Joins names for a message: {@code a}, {@code a or b}, {@code a, b or c}.
   *
   * @param names the names
   * @param none the text when there are none
   * @return the joined names
   */
  static String either(List<String> names, String none) {
    if (names.isEmpty()) {
      return none;
    }
    if (names.size() == 1) {
      return names.get(0);
    }
    return String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
  }

  /**
   * Returns the provider of a game id.
   *
   * @param id the id
   * @return the provider, or empty when no installed game has the id
   */
  Optional<GameProvider> provider(String id) {
    return Optional.ofNullable(providers.get(id));
  }

  /**
   * Creates a game as the command plays it.
   *
   * @param spec the game's spec
   * @return the game
   * @throws IllegalArgumentException if no installed game has the spec's id (the message lists
   *     the installed ones), or the provider refuses the spec (its message)
   */
  PlayedGame<?, ?> create(GameSpec spec) {
    GameProvider provider = provider(spec.id()).orElse(null);
    if (provider == null) {
      throw new IllegalArgumentException("no installed game has id '" + spec.id() + "'; installed: " + names());
    }
    return played(provider, provider.create(spec));
  }
}
