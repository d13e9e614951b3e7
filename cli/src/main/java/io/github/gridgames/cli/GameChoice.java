package io.github.gridgames.cli;

import io.github.gridgames.core.GameProvider;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.tools.GameOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The game options of a command ({@code play}, {@code match}, {@code solve}, {@code bench}) and the
 * choice of a game: each installed game's {@link GameOption}s become command-line options (one
 * option per name, described per game), and a game is chosen by its id or its canonical text, then
 * given the options set on the command line, which must all be the chosen game's.
 */
final class GameChoice {

  private GameChoice() {}

  /** The games that take an option of a name, and their option of that name. */
  private record Taken(GameProvider provider, GameOption option) {}

  private static Map<String, List<Taken>> byName(Installed installed) {
    Map<String, List<Taken>> byName = new LinkedHashMap<>();
    for (GameProvider provider : installed.providers()) {
      for (GameOption option : installed.options(provider)) {
        byName.computeIfAbsent(option.name(), name -> new ArrayList<>()).add(new Taken(provider, option));
      }
    }
    return byName;
  }

  /**
   * Adds the options of every installed game to a command.
   *
   * @param command the command
   * @param installed the games
   */
  static void addOptions(CommandSpec command, Installed installed) {
    for (Map.Entry<String, List<Taken>> entry : byName(installed).entrySet()) {
      List<String> lines = new ArrayList<>();
      for (Taken taken : entry.getValue()) {
        lines.add(taken.provider().id() + ": " + taken.option().description() + ".");
      }
      command.addOption(
          OptionSpec.builder("--" + entry.getKey())
              .paramLabel(entry.getValue().get(0).option().label())
              .type(String.class)
              .description(String.join(" ", lines))
              .build());
    }
  }

  /**
   * Returns the game options given on the command line, by option name, in help order.
   *
   * @param command the command, parsed
   * @param installed the games
   * @return the values given
   */
  static Map<String, String> given(CommandSpec command, Installed installed) {
    Map<String, String> given = new LinkedHashMap<>();
    for (String name : byName(installed).keySet()) {
      OptionSpec option = command.findOption("--" + name);
      if (option != null && option.getValue() != null) {
        given.put(name, option.getValue());
      }
    }
    return given;
  }

  /**
   * Chooses the game named by the GAME parameter, with the game options given.
   *
   * @param command the command, parsed
   * @param installed the games
   * @param gameText the GAME parameter: a game's id, or its canonical text such as {@code
   *     id(rows=3,cols=4)}
   * @return the game
   * @throws UsageException if no installed game matches, an option does not apply to the game or
   *     has a bad value, or the game refuses its parameters; the message names the parameter or
   *     the option
   */
  static PlayedGame<?, ?> choose(CommandSpec command, Installed installed, String gameText) {
    String text = gameText.strip();
    GameSpec base;
    try {
      base = text.contains("(") ? GameSpec.parse(text) : GameSpec.builder(text).build();
    } catch (NotationException e) {
      throw new UsageException("Invalid value for parameter 'GAME': '" + gameText + "': " + e.getMessage());
    } catch (IllegalArgumentException e) {
      throw unknown(installed, gameText);
    }
    GameProvider provider = installed.provider(base.id()).orElseThrow(() -> unknown(installed, gameText));
    return withOptions(command, installed, provider, base, false, "the game text '" + text + "'", text);
  }

  /**
   * Returns a record's game with the game options given on the command line, which replace the
   * record's values of the parameters they set (such as {@code --cap} for a record of an uncapped
   * N-row game).
   *
   * @param command the command, parsed
   * @param installed the games
   * @param provider the provider of the record's game
   * @param recorded the record's game
   * @return the game
   * @throws UsageException if an option does not apply to the game or has a bad value, or the game
   *     refuses its parameters
   */
  static PlayedGame<?, ?> forRecord(CommandSpec command, Installed installed, GameProvider provider, GameSpec recorded) {
    return withOptions(command, installed, provider, recorded, true, "the record", recorded.toString());
  }

  /**
   * Builds a game from a spec and the game options given: with {@code replace} an option's
   * parameters replace the spec's, otherwise an option may not set a parameter the spec gives.
   */
  private static PlayedGame<?, ?> withOptions(
      CommandSpec command, Installed installed, GameProvider provider, GameSpec base, boolean replace, String source, String text) {
    List<GameOption> options = installed.options(provider);
    List<String> takes = options.stream().map(option -> "--" + option.name()).toList();
    Map<String, String> chosen = new LinkedHashMap<>(base.parameters());
    Map<String, String> given = given(command, installed);
    for (Map.Entry<String, String> entry : given.entrySet()) {
      String option = "--" + entry.getKey();
      GameOption taken =
          options.stream()
              .filter(o -> o.name().equals(entry.getKey()))
              .findFirst()
              .orElseThrow(
                  () ->
                      new UsageException(
                          "option "
                              + option
                              + " does not apply to "
                              + provider.id()
                              + "; it takes "
                              + (takes.isEmpty() ? "no option" : String.join(", ", takes))));
      Map<String, String> parameters;
      try {
        parameters = taken.read(entry.getValue());
      } catch (IllegalArgumentException e) {
        throw UsageException.badValue(option, entry.getValue(), e.getMessage());
      }
      for (Map.Entry<String, String> parameter : parameters.entrySet()) {
        if (!replace && base.parameters().containsKey(parameter.getKey())) {
          throw new UsageException(
              "option " + option + " sets parameter " + parameter.getKey() + ", which " + source + " gives already");
        }
        chosen.put(parameter.getKey(), parameter.getValue());
      }
    }
    GameSpec built;
    try {
      built = GameSpec.builder(base.id()).putAll(chosen).build();
      return installed.played(provider, provider.create(built));
    } catch (IllegalArgumentException e) {
      throw blame(options, given, text, e.getMessage());
    }
  }

  private static UsageException unknown(Installed installed, String gameText) {
    String example =
        installed.providers().isEmpty()
            ? ""
            : " (or a game's canonical text, such as " + installed.providers().get(0).id() + "(...))";
    return new UsageException(
        "Invalid value for parameter 'GAME': '" + gameText + "': expected " + installed.names() + example);
  }

  /**
   * The usage error for a game its provider refused: against the given option whose parameter the
   * message names first, else against the GAME parameter.
   */
  private static UsageException blame(List<GameOption> options, Map<String, String> given, String text, String message) {
    String blamed = null;
    int first = Integer.MAX_VALUE;
    for (GameOption option : options) {
      if (!given.containsKey(option.name())) {
        continue;
      }
      for (String parameter : option.parameters()) {
        Matcher m = Pattern.compile("\\b" + Pattern.quote(parameter) + "\\b").matcher(message);
        if (m.find() && m.start() < first) {
          first = m.start();
          blamed = option.name();
        }
      }
    }
    if (blamed != null) {
      return UsageException.badValue("--" + blamed, given.get(blamed), message);
    }
    return new UsageException("Invalid value for parameter 'GAME': '" + text + "': " + message);
  }
}
