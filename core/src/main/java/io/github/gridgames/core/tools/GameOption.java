package io.github.gridgames.core.tools;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.TurnPolicy;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One way for people to choose a game's parameters without writing its canonical text, such as the
 * command-line option {@code --board 3x4} that sets {@code rows=3} and {@code cols=4}. A tool (the
 * {@code gridgames} command, a form of a web page) shows the {@link #name()}, {@link #label()} and
 * {@link #description()}, reads one text value, and turns it with {@link #read(String)} into
 * {@linkplain GameSpec spec} parameters; the game's {@link io.github.gridgames.core.GameProvider}
 * then builds the game from the spec and checks what one option cannot (such as {@code k} against
 * the board size).
 *
 * <p>A game lists its options with {@link GameTools#options()}. The static factories cover the
 * usual shapes: a value copied as it is ({@link #parameter}), a whole number in a range ({@link
 * #integer}), one of a few words ({@link #choice}), the turn order ({@link #turns}), two sizes
 * written {@code AxB} or one size {@code N} for both ({@link #pair}), one size copied to two
 * parameters ({@link #square}), and one option per parameter of a game ({@link #ofParameters});
 * {@link #of} makes any other. An option holds a function, so two options are equal only when they
 * are the same object.
 */
public final class GameOption {

  private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9-]*");
  private static final Pattern PAIR = Pattern.compile("\\s*(\\d{1,9})\\s*[xX]\\s*(\\d{1,9})\\s*");
  private static final Pattern ONE = Pattern.compile("\\s*(\\d{1,9})\\s*");

  private final String name;
  private final String label;
  private final String description;
  private final List<String> parameters;
  private final Function<String, Map<String, String>> reader;

  private GameOption(
      String name, String label, String description, List<String> parameters, Function<String, Map<String, String>> reader) {
    this.name = requireNonNull(name, "name");
    this.label = requireNonNull(label, "label");
    this.description = requireNonNull(description, "description");
    this.reader = requireNonNull(reader, "reader");
    this.parameters = List.copyOf(parameters);
    checkArgument(NAME.matcher(name).matches(), "option name must match [a-z][a-z0-9-]*, got '%s'", name);
    checkArgument(!this.parameters.isEmpty(), "option %s sets no parameter", name);
    for (String parameter : this.parameters) {
      checkArgument(
          NAME.matcher(parameter).matches(), "parameter name must match [a-z][a-z0-9-]*, got '%s'", parameter);
    }
  }

  /**
   * Returns an option of any shape.
   *
   * @param name the option's name, without dashes, such as {@code board}; lower-case letters,
   *     digits and hyphens, starting with a letter
   * @param label what the value looks like, for help, such as {@code RxC}
   * @param description what the option chooses, for help, such as {@code "rows x columns of boxes
   *     (default 3x3)"}
   * @param parameters the spec parameters the option may set, such as {@code [rows, cols]}; copied
   * @param reader turns a value into parameters; it throws {@link IllegalArgumentException} with the
   *     reason when the value is not acceptable
   * @return the option
   * @throws IllegalArgumentException if the name or a parameter name is not of the form {@code
   *     [a-z][a-z0-9-]*}, or no parameter is given
   * @throws NullPointerException if an argument is null
   */
  public static GameOption of(
      String name, String label, String description, List<String> parameters, Function<String, Map<String, String>> reader) {
    return new GameOption(name, label, description, parameters, reader);
  }

  /**
   * Returns the option's name, without dashes, such as {@code board}.
   *
   * @return the name
   */
  public String name() {
    return name;
  }

  /**
   * Returns what the value looks like, for help, such as {@code RxC}.
   *
   * @return the label
   */
  public String label() {
    return label;
  }

  /**
   * Returns what the option chooses, for help.
   *
   * @return the description
   */
  public String description() {
    return description;
  }

  /**
   * Returns the spec parameters the option may set.
   *
   * @return the parameter names, in the order {@link #read(String)} gives them
   */
  public List<String> parameters() {
    return parameters;
  }

  /**
   * Returns one option per parameter of a game, in the order of its spec: each named after the
   * parameter, copying its value, and saying its value in that game as the default. A game with
   * parameters {@code cols} and {@code rows} gets {@code --cols} and {@code --rows}. Tools give
   * these to a game that has no {@link GameTools}; a game's tools may return them too.
   *
   * @param game the game whose parameters and values are the options and their defaults, usually
   *     the game its provider builds from a spec without parameters
   * @return the options, possibly none
   * @throws IllegalArgumentException if a parameter name is not of the form {@code [a-z][a-z0-9-]*}
   * @throws NullPointerException if {@code game} is null
   */
  public static List<GameOption> ofParameters(Game<?, ?> game) {
    List<GameOption> options = new ArrayList<>();
    for (Map.Entry<String, String> parameter : game.spec().parameters().entrySet()) {
      options.add(
          parameter(
              parameter.getKey(),
              parameter.getKey().toUpperCase(Locale.ROOT),
              "the " + parameter.getKey() + " of the game (default " + parameter.getValue() + ")"));
    }
    return List.copyOf(options);
  }

  /**
   * Returns an option whose value is copied, as written, into one parameter: {@code --cols 7} sets
   * {@code cols=7}. The game checks the value when it is built.
   *
   * @param parameter the parameter, also the option's name
   * @param label the value's look, such as {@code N}
   * @param description what the option chooses
   * @return the option
   * @throws IllegalArgumentException if the parameter name is not of the required form
   */
  public static GameOption parameter(String parameter, String label, String description) {
    return new GameOption(parameter, label, description, List.of(parameter), value -> Map.of(parameter, value.strip()));
  }

  /**
   * Returns an option that takes a whole number from {@code min} to {@code max}.
   *
   * @param name the option's name, such as {@code in-a-row}
   * @param parameter the parameter it sets, such as {@code n}
   * @param label the value's look, such as {@code N}
   * @param description what the option chooses
   * @param min the smallest value accepted
   * @param max the largest value accepted
   * @return the option; its reader refuses other text with "must be from MIN to MAX"
   * @throws IllegalArgumentException if {@code min > max} or a name is not of the required form
   */
  public static GameOption integer(String name, String parameter, String label, String description, int min, int max) {
    checkArgument(min <= max, "min %s is above max %s", min, max);
    return new GameOption(
        name,
        label,
        description,
        List.of(parameter),
        value -> Map.of(parameter, String.valueOf(ranged(value, min, max, "must be from " + min + " to " + max))));
  }

  /**
   * Returns an option that takes one of a few words, such as the turn order {@code alternate} or
   * {@code connect6}.
   *
   * @param name the option's name, also the parameter it sets
   * @param label the value's look, such as {@code ORDER}
   * @param description what the option chooses
   * @param values the accepted words, in the order help lists them
   * @return the option; its reader refuses other text, listing the words
   * @throws IllegalArgumentException if {@code values} is empty or a name is not of the required
   *     form
   */
  public static GameOption choice(String name, String label, String description, List<String> values) {
    List<String> words = List.copyOf(values);
    checkArgument(!words.isEmpty(), "option %s has no value to choose", name);
    return new GameOption(
        name,
        label,
        description,
        List.of(name),
        value -> {
          String word = value.strip();
          checkArgument(words.contains(word), "expected %s", String.join(", ", words));
          return Map.of(name, word);
        });
  }

  /**
   * Returns the option {@code --turns ORDER} that chooses the game's {@link TurnPolicy} (spec
   * parameter {@code turns}) among some policies, such as {@code alternate} or {@code connect6};
   * the help says what each built-in policy does.
   *
   * @param defaultPolicy the policy a game without the parameter has
   * @param others the other policies the game accepts
   * @return the option; its reader refuses other names, listing the accepted ones
   * @throws NullPointerException if a policy is null
   */
  public static GameOption turns(TurnPolicy defaultPolicy, TurnPolicy... others) {
    List<TurnPolicy> policies = new ArrayList<>();
    policies.add(requireNonNull(defaultPolicy, "defaultPolicy"));
    policies.addAll(List.of(others));
    List<String> described = new ArrayList<>();
    for (TurnPolicy policy : policies) {
      String what =
          policy == TurnPolicy.ALTERNATE
              ? "one move each"
              : policy == TurnPolicy.EXTRA_TURN_ON_CAPTURE
                  ? "a capture earns another move"
                  : policy == TurnPolicy.CONNECT6 ? "one move first, then two per turn" : "";
      String note =
          (policy == defaultPolicy ? "the default" : "")
              + (!what.isEmpty() && policy == defaultPolicy ? ": " : "")
              + what;
      described.add(policy.name() + (note.isEmpty() ? "" : " (" + note + ")"));
    }
    return choice(
        "turns", "ORDER", "the turn order: " + either(described), policies.stream().map(TurnPolicy::name).toList());
  }

  /**
   * Returns an option that takes two sizes written {@code AxB} (such as {@code 3x4}), or one number
   * {@code N} meaning {@code NxN}; {@code A} goes to the first parameter and {@code B} to the
   * second.
   *
   * @param name the option's name, such as {@code board}
   * @param label the value's look, such as {@code RxC}
   * @param first the parameter of the first number, such as {@code rows}
   * @param second the parameter of the second number, such as {@code cols}
   * @param what what the two numbers are, for messages, such as {@code "rows x columns of boxes"}
   * @param max the largest number accepted; the smallest is 1
   * @param description what the option chooses, for help
   * @return the option; its reader refuses other text, naming {@code what}
   * @throws IllegalArgumentException if {@code max < 1}, the parameters are equal, or a name is not
   *     of the required form
   */
  public static GameOption pair(
      String name, String label, String first, String second, String what, int max, String description) {
    checkArgument(max >= 1, "max must be >= 1, got %s", max);
    checkArgument(!first.equals(second), "the two parameters of option %s are both %s", name, first);
    return new GameOption(
        name,
        label,
        description,
        List.of(first, second),
        value -> {
          Matcher pair = PAIR.matcher(value);
          Matcher one = ONE.matcher(value);
          String a;
          String b;
          if (pair.matches()) {
            a = pair.group(1);
            b = pair.group(2);
          } else {
            checkArgument(one.matches(), "expected %s such as 3x3", what);
            a = one.group(1);
            b = a;
          }
          String range = "both numbers of " + what + " must be from 1 to " + max;
          Map<String, String> parameters = new LinkedHashMap<>();
          parameters.put(first, String.valueOf(ranged(a, 1, max, range)));
          parameters.put(second, String.valueOf(ranged(b, 1, max, range)));
          return parameters;
        });
  }

  /**
   * Returns an option that takes one size {@code N} from 1 to {@code max} and sets it as both of
   * two parameters, such as {@code --size 5} for a square board of 5 x 5.
   *
   * @param name the option's name, such as {@code size}
   * @param first the first parameter, such as {@code rows}
   * @param second the second parameter, such as {@code cols}
   * @param max the largest size accepted
   * @param description what the option chooses, for help
   * @return the option, labelled {@code N}; its reader refuses other text with "must be from 1 to
   *     MAX"
   * @throws IllegalArgumentException if {@code max < 1}, the parameters are equal, or a name is not
   *     of the required form
   */
  public static GameOption square(String name, String first, String second, int max, String description) {
    checkArgument(max >= 1, "max must be >= 1, got %s", max);
    checkArgument(!first.equals(second), "the two parameters of option %s are both %s", name, first);
    return new GameOption(
        name,
        "N",
        description,
        List.of(first, second),
        value -> {
          String size = String.valueOf(ranged(value, 1, max, "must be from 1 to " + max));
          Map<String, String> parameters = new LinkedHashMap<>();
          parameters.put(first, size);
          parameters.put(second, size);
          return parameters;
        });
  }

  /**
   * Turns a value into spec parameters.
   *
   * @param value the text given for the option
   * @return the parameters, in the order of {@link #parameters()}; only parameters of that list
   * @throws IllegalArgumentException if the value is not acceptable; the message says why, without
   *     repeating the option or the value
   * @throws IllegalStateException if the reader sets a parameter the option does not declare
   * @throws NullPointerException if {@code value} is null
   */
  public Map<String, String> read(String value) {
    requireNonNull(value, "value");
    Map<String, String> read = reader.apply(value);
    for (String parameter : read.keySet()) {
      if (!parameters.contains(parameter)) {
        throw new IllegalStateException("option " + name + " set parameter " + parameter + ", which it does not declare");
      }
    }
    return read;
  }

  /** Returns the option as help shows it, such as {@code --board RxC}. */
  @Override
  public String toString() {
    return "--" + name + " " + label;
  }

  private static int ranged(String text, int min, int max, String range) {
    String trimmed = text.strip();
    int value;
    try {
      value = Integer.parseInt(trimmed);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("expected a whole number, got '" + trimmed + "'", e);
    }
    checkArgument(value >= min && value <= max, "%s", range);
    return value;
  }

  /** Joins alternatives: {@code a}, {@code a or b}, {@code a, b or c}. */
  private static String either(List<String> words) {
    if (words.size() <= 1) {
      return String.join("", words);
    }
    return String.join(", ", words.subList(0, words.size() - 1)) + " or " + words.get(words.size() - 1);
  }
}
