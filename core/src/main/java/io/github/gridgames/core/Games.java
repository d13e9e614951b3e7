package io.github.gridgames.core;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.TreeMap;

/** Finds the installed games: every {@link GameProvider} visible to {@link ServiceLoader}. */
public final class Games {

  private Games() {}

  /**
   * Returns the ids of the installed games, sorted.
   *
   * @return the ids
   */
  public static List<String> ids() {
    return new ArrayList<>(providers().keySet());
  }

  /**
   * Creates a game from its canonical text, such as {@code tictactoe(cols=3,rows=3,k=3)}.
   *
   * @param text the canonical text; missing parameters take their defaults
   * @return the game
   * @throws NotationException if the text is not of the form {@code id(name=value,...)}
   * @throws IllegalArgumentException if no installed game has the id, or a parameter is invalid;
   *     the message lists the installed ids or names the parameter
   */
  public static Game<?, ?> parse(String text) {
    return create(GameSpec.parse(requireNonNull(text, "text")));
  }

  /**
   * Creates a game from a spec.
   *
   * @param spec the spec
   * @return the game
   * @throws IllegalArgumentException if no installed game has the id, or a parameter is invalid
   */
  public static Game<?, ?> create(GameSpec spec) {
    requireNonNull(spec, "spec");
    TreeMap<String, GameProvider> providers = providers();
    GameProvider provider = providers.get(spec.id());
    checkArgument(
        provider != null,
        "no installed game has id '%s'; installed: %s",
        spec.id(),
        String.join(", ", providers.keySet()));
    return provider.create(spec);
  }

  /** Returns the installed provider of the id, if any. */
  static Optional<GameProvider> provider(String id) {
    return Optional.ofNullable(providers().get(id));
  }

  private static TreeMap<String, GameProvider> providers() {
    TreeMap<String, GameProvider> providers = new TreeMap<>();
    for (GameProvider provider : ServiceLoader.load(GameProvider.class, Games.class.getClassLoader())) {
      providers.putIfAbsent(provider.id(), provider);
    }
    return providers;
  }
}
