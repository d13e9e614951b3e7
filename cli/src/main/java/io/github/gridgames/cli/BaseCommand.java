package io.github.gridgames.cli;

import static java.util.Objects.requireNonNull;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * What every command shares: the terminal, the installed games, and usage errors found while
 * running turned into picocli's usage errors (one line, exit code 2).
 */
abstract class BaseCommand implements Callable<Integer> {

  /** The exit code of a command that could not do its work for another reason than usage. */
  static final int FAILURE = 1;

  /** The picocli model of this command, injected. */
  @Spec CommandSpec spec;

  private final Terminal terminal;
  private Installed installed;

  BaseCommand(Terminal terminal) {
    this.terminal = requireNonNull(terminal, "terminal");
  }

  /**
   * Gives the command the installed games; {@link Main} calls it on every command it creates.
   *
   * @param installed the games
   */
  final void install(Installed installed) {
    this.installed = requireNonNull(installed, "installed");
  }

  /**
   * Returns the installed games.
   *
   * @return the games
   */
  final Installed installed() {
    if (installed == null) {
      throw new IllegalStateException("the command was not given the installed games");
    }
    return installed;
  }

  @Override
  public final Integer call() throws Exception {
    try {
      return run();
    } catch (UsageException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage(), e);
    } finally {
      terminal.flush();
    }
  }

  /**
   * Does the command's work.
   *
   * @return the exit code
   * @throws Exception if the work fails; a {@link UsageException} becomes a usage error
   */
  abstract int run() throws Exception;

  /**
   * Has a section of a command's help (its description or its footer) worked out only when the
   * help is shown, so that commands that do not show it start at once.
   *
   * @param command the command line
   * @param section {@link UsageMessageSpec#SECTION_KEY_DESCRIPTION} or {@link
   *     UsageMessageSpec#SECTION_KEY_FOOTER}
   * @param lines makes the section's lines
   */
  static void lazyHelp(CommandLine command, String section, Supplier<String[]> lines) {
    command.getHelpSectionMap().put(
        section,
        help -> {
          UsageMessageSpec usage = help.commandSpec().usageMessage();
          if (section.equals(UsageMessageSpec.SECTION_KEY_FOOTER)) {
            usage.footer(lines.get());
            return help.footer();
          }
          usage.description(lines.get());
          return help.description();
        });
  }

  final Terminal terminal() {
    return terminal;
  }

  final PrintWriter out() {
    return terminal.out();
  }

  final PrintWriter err() {
    return terminal.err();
  }
}
