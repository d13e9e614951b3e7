package io.github.gridgames.cli;

import io.github.gridgames.core.tools.BotProtocol;
import io.github.gridgames.core.tools.GameTools;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.function.ToIntFunction;
import java.util.function.UnaryOperator;

/** Runs the real command in this process with piped input and captured output. */
final class Cli {

  /**
   * What a run produced.
   *
   * @param code the exit code
   * @param out the standard output
   * @param err the error output
   */
  record Run(int code, String out, String err) {
    /** Returns the last non-blank line of the standard output. */
    String lastLine() {
      String[] lines = out.strip().split("\\R");
      return lines[lines.length - 1];
    }
  }

  private Cli() {}

  /** Returns the CodinGame contest protocol, as the Dots and Boxes tools contribute it. */
  @SuppressWarnings("unchecked") // the Dots and Boxes tools' protocols are over its own state and move
  static BotProtocol<DotsBoxesState, Edge> codingame() {
    return (BotProtocol<DotsBoxesState, Edge>)
        GameTools.find(DotsBoxes.ID).orElseThrow()
            .protocols().stream().filter(p -> p.name().equals("codingame")).findFirst().orElseThrow();
  }

  /** Runs with the given standard input. */
  static Run input(String input, String... args) {
    return on(UnaryOperator.identity(), input, args);
  }

  /**
   * Runs on a terminal made from the pipes, such as one whose error output is a terminal ({@code
   * t -> t.withErrIsTerminal(true)}) or of another width.
   */
  static Run on(UnaryOperator<Terminal> terminal, String input, String... args) {
    return capture(input, pipes -> Main.run(args, terminal.apply(pipes)));
  }

  /**
   * Runs with an empty standard input on the tree of every command, which the command line builds
   * for help whatever the arguments (for comparison with {@link #run}, whose tree may hold only the
   * command run).
   */
  static Run onEveryCommand(String... args) {
    return capture(
        "",
        pipes -> {
          try {
            return Main.commandLine(pipes, Installed.load(Main.class.getClassLoader())).execute(args);
          } finally {
            pipes.flush();
          }
        });
  }

  /** Runs {@code command} on a terminal made of pipes, with the given standard input. */
  private static Run capture(String input, ToIntFunction<Terminal> command) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Terminal pipes = Terminal.of(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), out, err);
    int code = command.applyAsInt(pipes);
    return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  /** Runs with an empty standard input. */
  static Run run(String... args) {
    return input("", args);
  }

  /** Joins lines with line breaks, ending with one. */
  static String lines(String... lines) {
    return String.join("\n", lines) + "\n";
  }
}
