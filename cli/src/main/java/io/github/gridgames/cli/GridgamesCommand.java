package io.github.gridgames.cli;

import com.google.common.base.Splitter;
import io.github.gridgames.ai.GameAgents;
import io.github.gridgames.core.GameProvider;
import io.github.gridgames.core.GameSpec;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine;
import picocli.CommandLine.Model.UsageMessageSpec;

/** The top-level {@code gridgames} command; the work is in its subcommands. */
@Command(
    name = "gridgames",
    mixinStandardHelpOptions = true,
    versionProvider = GridgamesVersion.class,
    footer = {
      "",
      "More games: put a game's jar on the class path; ./gridgames adds the jars",
      "named in GRIDGAMES_CLASSPATH (separated by ':').",
      "Exit codes: 0 success, 1 failure, 2 usage error, 130 stopped by Ctrl-C.",
      "Limits: input lines of at most 1,048,576 characters (a longer line is refused,",
      "exit 1); record files of at most 8 MiB, regular files only.",
      "Run 'gridgames COMMAND --help' for a command's options."
    })
final class GridgamesCommand extends BaseCommand {

  /** The commands, in the order the help lists them ({@link Main} adds them). */
  static final List<Class<?>> COMMANDS =
      List.of(
          PlayCommand.class,
          MatchCommand.class,
          SolveCommand.class,
          BenchCommand.class,
          BotCommand.class,
          RefereeCommand.class,
          ReplayCommand.class,
          ServeCommand.class,
          TournamentCommand.class,
          SelfPlayCommand.class,
          SprtCommand.class,
          CountCommand.class,
          SplitSolveCommand.class,
          HelpCommand.class);

  /** Returns the name of one of {@link #COMMANDS}. */
  static String nameOf(Class<?> command) {
    return command.getAnnotation(Command.class).name();
  }

  /**
   * Runs {@code hook} on the command {@code name} of the top-level command line if it was built
   * (the tree may hold only the command run).
   */
  static void ifBuilt(CommandLine top, String name, Consumer<CommandLine> hook) {
    CommandLine command = top.getSubcommands().get(name);
    if (command != null) {
      hook.accept(command);
    }
  }

  GridgamesCommand(Terminal terminal) {
    super(terminal);
  }

  /** Without a command, shows the usage and reports a usage error. */
  @Override
  int run() {
    spec.commandLine().usage(err());
    throw new UsageException("missing command: one of " + String.join(", ", spec.subcommands().keySet().stream().filter(n -> !n.equals("help")).toList()));
  }

  /**
   * Has the help describe the installed games with their options, and the agents; worked out only
   * when the help is shown, so that commands start at once.
   *
   * @param command the top-level command line
   * @param installed the games
   */
  static void describe(CommandLine command, Installed installed) {
    lazyHelp(command, UsageMessageSpec.SECTION_KEY_DESCRIPTION, () -> description(installed));
  }

  private static String[] description(Installed installed) {
    List<String> lines = new ArrayList<>();
    List<String> titles = installed.providers().stream().map(GameProvider::title).toList();
    lines.add("Grid pencil-and-paper games in the terminal" + (titles.isEmpty() ? "." : ": " + listed(titles) + "."));
    lines.add("");
    lines.add("Games (GAME is a name below, or a game's canonical text such as name(param=value,...)):");
    int width = installed.providers().stream().mapToInt(p -> p.id().length()).max().orElse(0);
    Set<String> agents = new LinkedHashSet<>();
    for (GameProvider provider : installed.providers()) {
      String options =
          installed.options(provider).stream()
              .map(option -> "--" + option.name() + " " + option.label())
              .collect(Collectors.joining(", "));
      lines.add("  " + String.format("%-" + width + "s", provider.id()) + "  " + provider.title());
      if (!options.isEmpty()) {
        lines.addAll(wrap(" ".repeat(width + 4) + "options ", options + ".", 78));
      }
      agents.addAll(GameAgents.of(provider.create(GameSpec.builder(provider.id()).build())).names());
    }
    if (installed.providers().isEmpty()) {
      lines.add("  none: put a game's jar on the class path.");
    }
    lines.add("");
    lines.add(
        "Agents: "
            + String.join(", ", agents)
            + "; each with :MILLIS for its time per move, such as best:100.");
    return lines.toArray(String[]::new);
  }

  /** Breaks text after commas so that each line, after the indent, fits the width. */
  private static List<String> wrap(String indent, String text, int width) {
    List<String> lines = new ArrayList<>();
    StringBuilder line = new StringBuilder(indent);
    List<String> items = Splitter.on(", ").splitToList(text);
    for (int i = 0; i < items.size(); i++) {
      String part = i < items.size() - 1 ? items.get(i) + ", " : items.get(i);
      if (line.length() + part.length() > width && line.length() > indent.length()) {
        lines.add(line.toString().stripTrailing());
        line = new StringBuilder(" ".repeat(indent.length()));
      }
      line.append(part);
    }
    lines.add(line.toString().stripTrailing());
    return lines;
  }

  /** Joins {@code a}, {@code a and b}, {@code a, b and c}. */
  static String listed(List<String> words) {
    if (words.size() <= 1) {
      return String.join("", words);
    }
    return String.join(", ", words.subList(0, words.size() - 1)) + " and " + words.get(words.size() - 1);
  }
}
