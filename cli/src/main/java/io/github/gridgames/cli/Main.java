package io.github.gridgames.cli;

import static io.github.gridgames.cli.GridgamesCommand.ifBuilt;

import java.io.InputStream;
import java.io.OutputStream;
import java.lang.reflect.Constructor;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.IFactory;
import picocli.CommandLine.IHelpSectionRenderer;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The {@code gridgames} command's entry point. {@link #run} executes a command line against given
 * streams and returns the exit code, so tests run the real command in-process; {@link #main} runs
 * it against the standard streams and exits with that code.
 *
 * <p>Exit codes: 0 on success, 1 when a command fails for another reason than its usage (an
 * unreadable input, an unsolved position within the time limit), 2 on a usage error, reported as
 * one line that names the bad option or value, and 130 when stopped by Ctrl-C (SIGINT).
 *
 * <p>The games are the {@link io.github.gridgames.core.GameProvider}s on the class path of this
 * class (found with {@link java.util.ServiceLoader}): their options, agents, protocols and help
 * come from them, so a game's jar added to the class path adds the game.
 */
public final class Main {

  /** The narrowest help picocli draws (its own minimum): a narrower terminal gets this width. */
  private static final int MIN_HELP_WIDTH = 55;

  private Main() {}

  /**
   * Runs the command line and exits with its code.
   *
   * @param args the arguments
   */
  public static void main(String[] args) {
    int code = run(args, Terminal.system());
    System.exit(code);
  }

  /**
   * Runs a command line against the given streams.
   *
   * @param args the arguments, such as {@code play GAME}
   * @param in the standard input
   * @param out the standard output
   * @param err the standard error
   * @return the exit code
   */
  public static int run(String[] args, InputStream in, OutputStream out, OutputStream err) {
    return run(args, Terminal.of(in, out, err));
  }

  /**
   * Runs a command line against a terminal.
   *
   * @param args the arguments
   * @param terminal the streams, and whether the error output is a terminal and its width
   * @return the exit code
   */
  public static int run(String[] args, Terminal terminal) {
    try {
      return commandLine(terminal, Installed.load(Main.class.getClassLoader()), args).execute(args);
    } finally {
      terminal.flush();
    }
  }

  /**
   * Returns the configured picocli command line, whose commands talk through the terminal and play
   * the installed games. When the arguments it is to run begin with a command's name (other than
   * {@code help}), the tree holds that command alone; otherwise every command.
   *
   * @param terminal the streams
   * @param installed the games
   * @param arguments the arguments the command line is to run, or none for the whole tree
   * @return the command line
   */
  static CommandLine commandLine(Terminal terminal, Installed installed, String... arguments) {
    IFactory factory =
        new IFactory() {
          @Override
          public <K> K create(Class<K> cls) throws Exception {
            K made;
            try {
              Constructor<K> constructor = cls.getDeclaredConstructor(Terminal.class);
              constructor.setAccessible(true);
              made = constructor.newInstance(terminal);
            } catch (NoSuchMethodException e) {
              made = CommandLine.defaultFactory().create(cls);
            }
            if (made instanceof BaseCommand command) {
              command.install(installed);
            }
            return made;
          }
        };
    GridgamesCommand top = new GridgamesCommand(terminal);
    top.install(installed);
    CommandLine cl = new CommandLine(top, factory);
    // Building a command's options takes time at start: when the arguments begin with a
    // command's name, only that command is built (help needs them all).
    String first = arguments.length > 0 ? arguments[0] : "";
    boolean one =
        !first.equals("help")
            && GridgamesCommand.COMMANDS.stream().map(GridgamesCommand::nameOf).anyMatch(first::equals);
    for (Class<?> command : GridgamesCommand.COMMANDS) {
      if (!one || GridgamesCommand.nameOf(command).equals(first)) {
        cl.addSubcommand(command); // made by the factory
      }
    }
    GridgamesCommand.describe(cl, installed);
    for (String command : new String[] {"play", "match", "solve", "bench"}) {
      ifBuilt(cl, command, sub -> GameChoice.addOptions(sub.getCommandSpec(), installed));
    }
    ifBuilt(
        cl,
        "play",
        sub -> {
          NotationOption.add(
              sub.getCommandSpec(),
              installed,
              " Moves typed are read in every notation; records are saved in the first.");
          PlayCommand.describeMoves(sub, installed);
        });
    ifBuilt(cl, "replay", sub -> NotationOption.add(sub.getCommandSpec(), installed, ""));
    ifBuilt(cl, "solve", sub -> SolveCommand.describePositions(sub, installed));
    Examples.install(cl, installed);
    ifBuilt(cl, "bot", sub -> BotCommand.addProtocols(sub, installed, factory, terminal));
    ifBuilt(cl, "referee", sub -> RefereeCommand.addProtocols(sub, installed, factory, terminal));
    cl.setUsageHelpWidth(Math.max(MIN_HELP_WIDTH, terminal.columns()));
    wrapProse(cl, Math.max(MIN_HELP_WIDTH, terminal.columns()), Collections.newSetFromMap(new IdentityHashMap<>()));
    cl.setOut(terminal.out());
    cl.setErr(terminal.err());
    cl.setCaseInsensitiveEnumValuesAllowed(true);
    cl.setParameterExceptionHandler(
        (ex, args) -> {
          String name = ex.getCommandLine().getCommandSpec().qualifiedName();
          String message = unknownCommand(ex).orElse(oneLine(ex.getMessage()));
          terminal.err().println(name + ": " + message + " (see '" + name + " --help')");
          return CommandLine.ExitCode.USAGE;
        });
    cl.setExecutionExceptionHandler(
        (ex, commandLine, parseResult) -> {
          String name = commandLine.getCommandSpec().qualifiedName();
          terminal.err().println(name + ": error: " + oneLine(String.valueOf(ex.getMessage())));
          return CommandLine.ExitCode.SOFTWARE;
        });
    return cl;
  }

  /**
   * Has the prose of every command's help (its description and footer) wrapped at word boundaries
   * to the terminal's width ({@link Wrap#text}), where picocli's own wrapping would break after
   * any comma, as in {@code m,n,k}. The option tables stay picocli's.
   */
  private static void wrapProse(CommandLine command, int width, Set<CommandLine> done) {
    if (!done.add(command)) {
      return;
    }
    Map<String, IHelpSectionRenderer> sections = command.getHelpSectionMap();
    for (String key : List.of(UsageMessageSpec.SECTION_KEY_DESCRIPTION, UsageMessageSpec.SECTION_KEY_FOOTER)) {
      IHelpSectionRenderer picocli = sections.get(key);
      sections.put(
          key,
          help -> {
            picocli.render(help); // a section worked out when the help is shown sets its lines here
            UsageMessageSpec usage = help.commandSpec().usageMessage();
            String[] lines = key.equals(UsageMessageSpec.SECTION_KEY_FOOTER) ? usage.footer() : usage.description();
            StringBuilder text = new StringBuilder();
            for (String line : lines) {
              text.append(Wrap.text(line, width - 1)).append('\n'); // picocli leaves the last column free
            }
            return text.toString();
          });
    }
    for (CommandLine sub : command.getSubcommands().values()) {
      wrapProse(sub, width, done);
    }
  }

  /**
   * Says that a word where a command was expected names none, with the nearest commands: {@code
   * unknown command 'plya'; did you mean play?}.
   */
  private static Optional<String> unknownCommand(ParameterException ex) {
    CommandLine command = ex.getCommandLine();
    if (!(ex instanceof UnmatchedArgumentException unmatched)
        || unmatched.isUnknownOption()
        || command.getSubcommands().isEmpty()
        || !command.getCommandSpec().positionalParameters().isEmpty()
        || unmatched.getUnmatched().isEmpty()) {
      return Optional.empty();
    }
    List<String> commands =
        command.getSubcommands().keySet().stream().filter(name -> !name.equals("help")).toList();
    List<String> near = unmatched.getSuggestions().stream().filter(commands::contains).toList();
    String word = unmatched.getUnmatched().get(0);
    return Optional.of(
        "unknown command '"
            + word
            + "'; "
            + (near.isEmpty()
                ? "the commands are " + GridgamesCommand.listed(commands)
                : "did you mean " + String.join(" or ", near) + "?"));
  }

  private static String oneLine(String message) {
    return message.strip().replaceAll("\\s*\\R\\s*", " ");
  }
}
