package io.github.gridgames.core.internal;

import static com.google.common.base.Preconditions.checkState;
import static java.util.Objects.requireNonNull;

import java.util.Collections;
import java.util.ServiceLoader;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * The one way this project discovers its services (games, the tools' view of games, strategies):
 * the caller loads a fresh {@link ServiceLoader} (its module declares the {@code uses}), and this
 * class indexes what it finds by id, refusing two providers of one id. Nothing is cached, so no
 * class loader is kept once the caller lets the result go.
 */
public final class Providers {

  private Providers() {}

  /**
   * Returns the providers a loader finds, by id.
   *
   * @param loader a service loader, iterated once
   * @param id the id of a provider
   * @param kind what the providers provide, for the message ({@code "game"})
   * @param <T> the service type
   * @return an unmodifiable map, sorted by id
   * @throws IllegalStateException if two providers have one id; the message names both classes
   * @throws java.util.ServiceConfigurationError if a provider cannot be loaded or instantiated
   */
  public static <T> SortedMap<String, T> byId(ServiceLoader<T> loader, Function<T, String> id, String kind) {
    requireNonNull(loader, "loader");
    requireNonNull(id, "id");
    requireNonNull(kind, "kind");
    TreeMap<String, T> found = new TreeMap<>();
    for (T provider : loader) {
      String key = id.apply(provider);
      T other = found.putIfAbsent(key, provider);
      checkState(
          other == null,
          "two installed %s providers have the id '%s': %s and %s",
          kind,
          key,
          other == null ? "" : other.getClass().getName(),
          provider.getClass().getName());
    }
    return Collections.unmodifiableSortedMap(found);
  }
}
