package io.github.gridgames.cli;

import java.io.InputStream;
import java.io.OutputStream;
import java.lang.reflect.Constructor;
import picocli.CommandLine;
import picocli.CommandLine.IFactory;

/**
 * The {@code gridgames} command's entry point. {@link #run} executes a command line against given
 * streams and returns the exit code, so tests run the real command in-process; {@link #main} runs
 * it against the standard streams and exits with that code.
 *
 * <p>Exit codes: 0 on success, 1 when a command fails for another reason than its usage (an
 * unreadable input, an unsolved position within the time limit), 2 on a usage error, reported as
 * one line that names the bad option or value.
 */
public final class Main {

  private Main() {}

  /**
   * Runs the command line and exits with its code.
   *
   * @param args the arguments
   */
  public static void main(String[] args) {
    int code = run(args, System.in, System.out, System.err);
    System.exit(code);
  }

  /**
   * Runs a command line against the given streams.
   *
   * @param args the arguments, such as {@code play tictactoe}
   * @param in the standard input
   * @param out the standard output
   * @param err the standard error
   * @return the exit code
   */
  public static int run(String[] args, InputStream in, OutputStream out, OutputStream err) {
    Terminal terminal = Terminal.of(in, out, err);
    try {
      return commandLine(terminal).execute(args);
    } finally {
      terminal.flush();
    }
  }

  /**
   * Returns the configured picocli command line, whose commands talk through the terminal.
   *
   * @param terminal the streams
   * @return the command line
   */
  static CommandLine commandLine(Terminal terminal) {
    IFactory factory =
        new IFactory() {
          @Override
          public <K> K create(Class<K> cls) throws Exception {
            try {
              Constructor<K> constructor = cls.getDeclaredConstructor(Terminal.class);
              constructor.setAccessible(true);
              return constructor.newInstance(terminal);
            } catch (NoSuchMethodException e) {
              return CommandLine.defaultFactory().create(cls);
            }
          }
        };
    CommandLine cl = new CommandLine(new GridgamesCommand(terminal), factory);
    cl.setOut(terminal.out());
    cl.setErr(terminal.err());
    cl.setCaseInsensitiveEnumValuesAllowed(true);
    cl.setParameterExceptionHandler(
        (ex, args) -> {
          String name = ex.getCommandLine().getCommandSpec().qualifiedName();
          terminal
              .err()
              .println(
                  name
                      + ": "
                      + oneLine(ex.getMessage())
                      + " (see '"
                      + name
                      + " --help')");
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

  private static String oneLine(String message) {
    return message.strip().replaceAll("\\s*\\R\\s*", " ");
  }
}
