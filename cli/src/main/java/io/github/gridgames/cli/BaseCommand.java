package io.github.gridgames.cli;

import static java.util.Objects.requireNonNull;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
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
