package io.github.gridgames.core;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkState;
import static java.util.Objects.requireNonNull;

import com.google.common.base.Suppliers;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.ServiceLoader;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.Supplier;

/**
 * Finds the installed games: every {@link GameProvider} visible to {@link ServiceLoader} from the
 * class loader of this class, scanned once, on first use. Two providers of one id are an error
 * (an {@link IllegalStateException} naming both classes), never a silent choice.
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
   * The installed providers by id, scanned once, on first use, with the class loader that loaded
   * this class. A scan that finds two providers of one id throws, and is tried again on the next
   * call.
   */
  private static final Supplier<SortedMap<String, GameProvider>> PROVIDERS =
      Suppliers.memoize(Games::scan);

  private static SortedMap<String, GameProvider> providers() {
    return PROVIDERS.get();
  }

  private static SortedMap<String, GameProvider> scan() {
    TreeMap<String, GameProvider> providers = new TreeMap<>();
    for (GameProvider provider : ServiceLoader.load(GameProvider.class, Games.class.getClassLoader())) {
      GameProvider other = providers.putIfAbsent(provider.id(), provider);
      checkState(
          other == null,
          "two installed game providers have the id '%s': %s and %s",
          provider.id(),
          other == null ? "" : other.getClass().getName(),
          provider.getClass().getName());
    }
    return Collections.unmodifiableSortedMap(providers);
  }
}
