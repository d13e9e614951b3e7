package io.github.gridgames.core;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.internal.Providers;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.SortedMap;

/**
 * Finds the installed games: every {@link GameProvider} visible to {@link ServiceLoader} from the
 * class loader of this class, looked up afresh on every call (nothing is cached, so a class loader
 * that goes away is not kept). Two providers of one id are an error (an
 * {@link IllegalStateException} naming both classes), never a silent choice.
 */
public final class Games {

  private Games() {}

  /**
   * Returns the ids of the installed games, sorted.
   *
   * @return the ids
   * @throws IllegalStateException if two installed providers have one id; the message names both
   */
  public static List<String> ids() {
    return new ArrayList<>(providers().keySet());
  }

  /**
   * Creates a game from its canonical text, such as {@code tictactoe(rows=3,cols=3,k=3)}.
   *
   * @param text the canonical text; missing parameters take their defaults
   * @return the game
   * @throws NotationException if the text is not of the form {@code id(name=value,...)}
   * @throws IllegalArgumentException if no installed game has the id, or a parameter is invalid;
   *     the message lists the installed ids or names the parameter
   * @throws IllegalStateException if two installed providers have one id; the message names both
   */
  public static Game<?, ?> parse(String text) {
    return create(GameSpec.parse(requireNonNull(text, "text")));
  }

  /**
   * Creates a game of a known type from its canonical text, such as
   * {@code Games.parse("dots-boxes(rows=3,cols=5)", DotsBoxes.class)}.
   *
   * @param text the canonical text; missing parameters take their defaults
   * @param type the class of the game the text names
   * @param <G> the game type
   * @return the game
   * @throws NotationException if the text is not of the form {@code id(name=value,...)}
   * @throws IllegalArgumentException if no installed game has the id, a parameter is invalid, or
   *     the game is not a {@code type}; the message names the text and both types
   * @throws IllegalStateException if two installed providers have one id; the message names both
   */
  public static <G extends Game<?, ?>> G parse(String text, Class<G> type) {
    requireNonNull(type, "type");
    Game<?, ?> game = parse(text);
    checkArgument(
        type.isInstance(game),
        "'%s' is a %s, not a %s",
        text,
        game.getClass().getName(),
        type.getName());
    return type.cast(game);
  }

  /**
   * Creates a game from a spec.
   *
   * @param spec the spec
   * @return the game
   * @throws IllegalArgumentException if no installed game has the id, or a parameter is invalid
   * @throws IllegalStateException if two installed providers have one id; the message names both
   */
  public static Game<?, ?> create(GameSpec spec) {
    requireNonNull(spec, "spec");
    SortedMap<String, GameProvider> providers = providers();
    GameProvider provider = providers.get(spec.id());
    checkArgument(
        provider != null,
        "no installed game has id '%s'; installed: %s",
        spec.id(),
        String.join(", ", providers.keySet()));
    return provider.create(spec);
  }

  /**
   * The installed providers by id, found afresh on every call with the class loader that loaded
   * this class (nothing is cached, so no class loader is kept).
   */
  private static SortedMap<String, GameProvider> providers() {
    return Providers.byId(ServiceLoader.load(GameProvider.class, Games.class.getClassLoader()), GameProvider::id, "game");
  }
}
