package io.github.gridgames.cli;

import java.io.IOException;
import java.util.ArrayList;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** Starts the real command in a new JVM with this test's class path. */
final class Subprocess {

  private Subprocess() {}

  /**
   * Starts {@code java [jvmOptions] -cp CLASSPATH io.github.gridgames.cli.Main args}.
   *
   * @param jvmOptions options of the JVM, such as {@code -Xmx64m}
   * @param args the command's arguments
   * @return the process, with its error output kept apart from its output
   */
  static Process start(List<String> jvmOptions, String... args) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(ProcessHandle.current().info().command().orElse("java"));
    command.addAll(jvmOptions);
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(Main.class.getName());
    command.addAll(List.of(args));
    return new ProcessBuilder(command).start();
  }

  /** Whether bots can be run as shell command lines ({@code /bin/sh}, not on Windows). */
  static boolean hasShell() {
    return !System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows")
        && Files.isExecutable(Path.of("/bin/sh"));
  }

  /** The command in a new JVM with this test's class path, as a shell command line. */
  static String shellCommand() {
    String java = ProcessHandle.current().info().command().orElse("java");
    return quote(java) + " -cp " + quote(System.getProperty("java.class.path")) + " " + Main.class.getName();
  }

  private static String quote(String s) {
    return "'" + s.replace("'", "'\\''") + "'";
  }
}
