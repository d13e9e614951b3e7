package io.github.gridgames.cli;

import io.github.gridgames.core.GameProvider;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.Notation;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Model.UsageMessageSpec;

/**
 * The examples at the end of each command's help: whole command lines that run as pasted into a
 * shell in the folder of the clone ({@code ./gridgames ...}, one line each, never wrapped, however
 * long), with the first installed game, in an order that works in an empty folder (a record is
 * saved before it is replayed or solved). A test runs every one of them.
 */
final class Examples {

  /** The launcher, as typed in the folder of the clone. */
  static final String LAUNCHER = "./gridgames";

  /** The key of the examples' help section, after the footer. */
  private static final String SECTION = "examples";

  private Examples() {}

  /**
   * Ends the help of the top-level command and of the game commands with their examples.
   *
   * @param top the top-level command line, its subcommands added
   * @param installed the games
   */
  static void install(CommandLine top, Installed installed) {
    Optional<String> game = installed.providers().stream().map(GameProvider::id).findFirst();
    add(top, () -> game.map(Examples::tour).orElse(List.of()));
    add(top, "play",
        () -> installed.providers().stream().findFirst().map(Examples::play).orElse(List.of()));
    add(top, "match", () -> game.map(Examples::match).orElse(List.of()));
    add(top, "bench", () -> game.map(Examples::bench).orElse(List.of()));
    add(top, "replay",
        () -> installed.providers().stream().findFirst().map(Examples::replay).orElse(List.of()));
    add(top, "serve", () -> List.of(LAUNCHER + " serve --port 8080"));
    // The pipelines' examples play the installed game whose default game is shortest, so that
    // they run in moments.
    Optional<String> shortest =
        installed.providers().stream()
            .min(Comparator.comparingInt(
                (GameProvider p) -> p.create(GameSpec.builder(p.id()).build()).maxMoves().orElse(Integer.MAX_VALUE)))
            .map(GameProvider::id);
    add(top, "tournament",
        () -> shortest.map(id -> List.of(LAUNCHER + " tournament " + id + " --entrants random,greedy,best --games 4 --output tournament --quiet")).orElse(List.of()));
    add(top, "selfplay",
        () -> shortest.map(id -> List.of(LAUNCHER + " selfplay " + id + " --first random --second best --games 2 --output rows --quiet")).orElse(List.of()));
    add(top, "sprt",
        () -> shortest.map(id -> List.of(LAUNCHER + " sprt " + id + " --candidate best --baseline random --elo0 0 --elo1 50 --batch 20 --output sprt --quiet")).orElse(List.of()));
    add(top, "count",
        () -> shortest.map(id -> List.of(LAUNCHER + " count " + id + " --depth 4 --output count --quiet")).orElse(List.of()));
    add(top, "split-solve",
        () -> shortest.map(id -> List.of(LAUNCHER + " split-solve " + id + " --depth 1 --output split --quiet")).orElse(List.of()));
    add(top, "solve",
        () -> installed.providers().stream().findFirst().map(Examples::solve).orElse(List.of()));
  }

  /** Adds a section of examples to the command {@code name} of {@code top}, if it was built. */
  private static void add(CommandLine top, String name, Supplier<List<String>> commands) {
    GridgamesCommand.ifBuilt(top, name, command -> add(command, commands));
  }

  /**
   * Adds a section of examples after a command's footer, worked out when the help is shown.
   *
   * @param command the command line
   * @param commands makes the command lines; none gives no section
   */
  static void add(CommandLine command, Supplier<List<String>> commands) {
    List<String> keys = new ArrayList<>(command.getHelpSectionKeys());
    if (!keys.contains(SECTION)) {
      keys.add(keys.indexOf(UsageMessageSpec.SECTION_KEY_FOOTER) + 1, SECTION);
      command.setHelpSectionKeys(keys);
    }
    command.getHelpSectionMap().put(SECTION, help -> render(commands.get()));
  }

  private static String render(List<String> commands) {
    if (commands.isEmpty()) {
      return "";
    }
    String nl = System.lineSeparator();
    StringBuilder sb = new StringBuilder(nl).append(commands.size() == 1 ? "Example:" : "Examples:").append(nl);
    for (String command : commands) {
      sb.append("  ").append(command).append(nl);
    }
    return sb.toString();
  }

  /** A first tour, from a game against the strongest agent to its record solved. */
  private static List<String> tour(String game) {
    return List.of(
        LAUNCHER + " play " + game,
        LAUNCHER + " play " + game + " --first best:50 --second random --save game.txt",
        LAUNCHER + " replay game.txt",
        LAUNCHER + " solve " + game);
  }

  private static List<String> play(GameProvider provider) {
    String game = provider.id();
    return withPosition(
        provider,
        "play",
        "",
        LAUNCHER + " play " + game,
        LAUNCHER + " play " + game + " --first best:200 --second human",
        LAUNCHER + " play " + game + " --first human --second human --save game.txt");
  }

  private static List<String> match(String game) {
    return List.of(LAUNCHER + " match " + game + " --first random --second alphabeta:5 --games 4 --seed 1");
  }

  private static List<String> solve(GameProvider provider) {
    String game = provider.id();
    return withPosition(
        provider,
        "solve",
        " --moves",
        LAUNCHER + " solve " + game + " --format json",
        LAUNCHER + " play " + game + " --first human --save game.txt",
        LAUNCHER + " solve --record game.txt --moves");
  }

  /**
   * Returns examples followed by one that starts the command at the game's example position, if
   * the game has a position text.
   *
   * @param provider the game
   * @param command the command, {@code play} or {@code solve}
   * @param options what follows the position in the last example
   * @param examples the examples before it
   * @return the command lines
   */
  private static List<String> withPosition(GameProvider provider, String command, String options, String... examples) {
    List<String> all = new ArrayList<>(List.of(examples));
    position(provider)
        .ifPresent(text -> all.add(LAUNCHER + " " + command + " " + provider.id() + " --position " + text + options));
    return all;
  }

  /** The game's example position text (after its first move), quoted for the shell, if it has one. */
  private static Optional<String> position(GameProvider provider) {
    return PlayedGame.positionExample(provider.create(GameSpec.builder(provider.id()).build()))
        .map(text -> "'" + text + "'");
  }

  private static List<String> bench(String game) {
    return List.of(LAUNCHER + " bench " + game + " --seconds 1 --format json");
  }

  /** A record saved, replayed, stepped through, and replayed in the game's second notation if any. */
  private static List<String> replay(GameProvider provider) {
    String game = provider.id();
    List<String> examples =
        new ArrayList<>(
            List.of(
                LAUNCHER + " play " + game + " --first best:50 --second random --save game.txt",
                LAUNCHER + " replay game.txt",
                LAUNCHER + " replay game.txt --step"));
    List<? extends Notation<?>> notations = provider.create(GameSpec.builder(game).build()).notations();
    if (notations.size() > 1) {
      examples.add(LAUNCHER + " replay game.txt --notation " + notations.get(1).name());
    }
    return examples;
  }

  /**
   * Returns the examples of {@code referee NAME}: our bot against our bot with another agent.
   *
   * @param protocol the protocol's name, such as {@code codingame}
   * @return the command lines
   */
  static List<String> referee(String protocol) {
    Function<String, String> bot = agent -> "'" + LAUNCHER + " bot " + protocol + agent + "'";
    return List.of(LAUNCHER + " referee " + protocol + " " + bot.apply("") + " " + bot.apply(" --agent random"));
  }
}
