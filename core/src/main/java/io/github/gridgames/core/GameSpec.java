package io.github.gridgames.core;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CheckReturnValue;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The canonical text form of a game: an id and named parameters in order, written
 * {@code id(name=value,name=value)}, such as {@code dots-boxes(rows=3,cols=3)}. A game with no
 * parameters is written as its id alone.
 *
 * <p>Ids and parameter names match {@code [a-z][a-z0-9-]*}; values match
 * {@code [A-Za-z0-9._+-]+}. {@link #parse(String)} accepts whitespace around every token;
 * {@link #toString()} writes none.
 *
 * <p>Parameter order is significant: two specs are equal exactly when their canonical texts
 * ({@link #toString()}) are, so {@code a(x=1,y=2)} and {@code a(y=2,x=1)} are different specs. A
 * game writes its parameters in one documented order and reads them in any order, so
 * {@link Games#parse(String)} of either text builds the same game, whose spec is in its order.
 *
 * @param id the game id
 * @param parameters the parameters in order
 */
public record GameSpec(String id, Map<String, String> parameters) {

  private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9-]*");
  private static final Pattern VALUE = Pattern.compile("[A-Za-z0-9._+-]+");

  /**
   * Creates a spec.
   *
   * @param id the game id
   * @param parameters the parameters, in order; copied
   * @throws IllegalArgumentException if the id, a name or a value is not of the documented form
   */
  public GameSpec {
    requireNonNull(id, "id");
    requireNonNull(parameters, "parameters");
    checkArgument(NAME.matcher(id).matches(), "game id must match [a-z][a-z0-9-]*, got '%s'", id);
    Map<String, String> copy = new LinkedHashMap<>();
    parameters.forEach(
        (name, value) -> {
          checkArgument(
              NAME.matcher(name).matches(),
              "parameter name must match [a-z][a-z0-9-]*, got '%s'",
              name);
          checkArgument(
              VALUE.matcher(value).matches(),
              "value of parameter %s must match [A-Za-z0-9._+-]+, got '%s'",
              name,
              value);
          copy.put(name, value);
        });
    parameters = Collections.unmodifiableMap(copy);
  }

  /**
   * Starts building a spec, with no parameters.
   *
   * @param id the game id
   * @return a builder
   * @throws NullPointerException if {@code id} is null
   */
  public static Builder builder(String id) {
    return new Builder(requireNonNull(id, "id"), Map.of());
  }

  /**
   * Parses the canonical text form.
   *
   * @param text such as {@code dots-boxes(rows=3, cols=3)} or {@code tictactoe}
   * @return the spec
   * @throws NotationException if the text is not of the form {@code id(name=value,...)} or names
   *     a parameter twice; the exception says what was expected and at which position
   */
  public static GameSpec parse(String text) {
    return new GameSpecParser(requireNonNull(text, "text")).parse();
  }

  /**
   * Returns a parameter's value.
   *
   * @param name the parameter name
   * @return the value, or empty if the spec has no such parameter
   * @throws NullPointerException if {@code name} is null
   */
  public Optional<String> get(String name) {
    return Optional.ofNullable(parameters.get(requireNonNull(name, "name")));
  }

  /**
   * Returns an integer parameter, or a default when absent.
   *
   * @param name the parameter name
   * @param defaultValue the value when the parameter is absent
   * @return the value
   * @throws IllegalArgumentException if the value is present but not a decimal {@code int}; the
   *     message names the parameter and the value
   */
  public int intParameter(String name, int defaultValue) {
    String value = parameters.get(name);
    if (value == null) {
      return defaultValue;
    }
    try {
      return Integer.parseInt(value);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "parameter " + name + " of " + id + " must be an integer, got '" + value + "'", e);
    }
  }

  /**
   * Checks that this spec has the expected id and no parameter outside {@code allowed}.
   *
   * @param expectedId the id the caller builds
   * @param allowed the parameter names the caller understands
   * @return this spec
   * @throws IllegalArgumentException if the id differs or an unknown parameter is present; the
   *     message names it and lists the allowed ones
   */
  public GameSpec requireOnly(String expectedId, Set<String> allowed) {
    checkArgument(id.equals(expectedId), "expected a %s game, got '%s'", expectedId, id);
    for (String name : parameters.keySet()) {
      checkArgument(
          allowed.contains(name),
          "game %s has no parameter '%s'; it has %s",
          id,
          name,
          String.join(", ", allowed));
    }
    return this;
  }

  /**
   * Returns whether {@code o} is a spec with the same id and the same parameters in the same
   * order: whether the two canonical texts are equal.
   */
  @Override
  public boolean equals(@Nullable Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof GameSpec other)
        || !id.equals(other.id)
        || parameters.size() != other.parameters.size()) {
      return false;
    }
    Iterator<Map.Entry<String, String>> theirs = other.parameters.entrySet().iterator();
    for (Map.Entry<String, String> mine : parameters.entrySet()) {
      if (!mine.equals(theirs.next())) {
        return false;
      }
    }
    return true;
  }

  /** Returns a hash of the id and the parameters in order, consistent with {@link #equals}. */
  @Override
  public int hashCode() {
    int h = id.hashCode();
    for (Map.Entry<String, String> e : parameters.entrySet()) {
      h = 31 * h + e.hashCode();
    }
    return h;
  }

  /** Returns the canonical text, such as {@code dots-boxes(rows=3,cols=3)}. */
  @Override
  public String toString() {
    if (parameters.isEmpty()) {
      return id;
    }
    StringBuilder sb = new StringBuilder(id).append('(');
    boolean first = true;
    for (Map.Entry<String, String> e : parameters.entrySet()) {
      if (!first) {
        sb.append(',');
      }
      first = false;
      sb.append(e.getKey()).append('=').append(e.getValue());
    }
    return sb.append(')').toString();
  }

  /**
   * Builds a {@link GameSpec} parameter by parameter, keeping the order of the calls. Immutable:
   * {@link #put} returns a new builder and leaves its receiver unchanged, so one builder can be
   * the common start of several specs.
   */
  @CheckReturnValue
  public static final class Builder {
    private final String id;
    private final Map<String, String> parameters;

    private Builder(String id, Map<String, String> parameters) {
      this.id = id;
      this.parameters = parameters;
    }

    /**
     * Returns a builder with a parameter added after those added before.
     *
     * @param name the name
     * @param value the value, written with {@code String.valueOf}
     * @return a new builder with the parameter
     * @throws IllegalArgumentException if the name was added before
     * @throws NullPointerException if an argument is null
     */
    public Builder put(String name, Object value) {
      requireNonNull(name, "name");
      requireNonNull(value, "value");
      checkArgument(!parameters.containsKey(name), "parameter %s given twice", name);
      Map<String, String> more = new LinkedHashMap<>(parameters);
      more.put(name, String.valueOf(value));
      return new Builder(id, Collections.unmodifiableMap(more));
    }

    /**
     * Returns a builder with parameters added after those added before, in the map's order.
     *
     * @param parameters the names and values, each value written with {@code String.valueOf}
     * @return a new builder with the parameters
     * @throws IllegalArgumentException if a name was added before
     * @throws NullPointerException if the map, a name or a value is null
     */
    public Builder putAll(Map<String, ?> parameters) {
      Builder next = this;
      for (Map.Entry<String, ?> parameter : parameters.entrySet()) {
        next = next.put(parameter.getKey(), parameter.getValue());
      }
      return next;
    }

    /**
     * Builds the spec.
     *
     * @return the spec
     * @throws IllegalArgumentException if a name or value is not of the documented form
     */
    public GameSpec build() {
      return new GameSpec(id, parameters);
    }
  }
}
