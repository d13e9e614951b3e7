package io.github.gridgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every example in every command's help runs as pasted: each is one whole {@code ./gridgames}
 * command line (never wrapped), and the examples of one help, run in their order in an empty
 * folder, all end with exit code 0 (so a record is saved before it is replayed).
 *
 * <p>The examples run in this process: {@code ./gridgames} is the command itself, a file name such
 * as {@code game.txt} and the folder after {@code --output} are taken in the folder, {@code ./gridgames} inside a bot's command line is a
 * new JVM with this test's class path, and the server listens on a free port instead of 8080.
 */
class HelpExamplesTest {

  private static final List<List<String>> HELPS = UsageTest.COMMANDS;

  @TempDir Path dir;

  /** The examples of a help: the lines between an {@code Example(s)} line and the next blank. */
  private static List<String> examples(List<String> command) {
    List<String> args = new ArrayList<>(command);
    args.add("--help");
    Cli.Run help = Cli.run(args.toArray(String[]::new));
    assertEquals(0, help.code(), help.err());
    List<String> examples = new ArrayList<>();
    boolean inSection = false;
    for (String line : help.out().split("\\R", -1)) {
      assertFalse(
          line.matches("\\s*(Example.*:\\s*)?gridgames \\w.*"), command + ": an example without ./: " + line);
      if (line.startsWith("Example")) {
        inSection = true;
      } else if (line.isBlank()) {
        inSection = false;
      } else if (inSection) {
        assertTrue(line.startsWith("  ./gridgames "), command + ": not a whole command line: '" + line + "'");
        examples.add(line.strip());
      }
    }
    return examples;
  }

  @Test
  void everyCommandThatTakesAGameShowsExamples() {
    for (List<String> command : HELPS) {
      boolean expected =
          !command.equals(List.of("bot"))
              && !command.equals(List.of("referee"))
              && !command.equals(List.of("bot", "codingame"))
              && !command.equals(List.of("bot", "gomocup"));
      assertEquals(expected, !examples(command).isEmpty(), command.toString());
    }
  }

  @Test
  void everyExampleRunsAsPastedInItsOrder() throws Exception {
    int ran = 0;
    for (int i = 0; i < HELPS.size(); i++) {
      Path folder = Files.createDirectory(dir.resolve("help" + i));
      for (String example : examples(HELPS.get(i))) {
        List<String> words = words(example);
        assertEquals("./gridgames", words.get(0), example);
        List<String> args = new ArrayList<>();
        boolean output = false;
        for (String word : words.subList(1, words.size())) {
          args.add(
              word.endsWith(".txt") || output
                  ? folder.resolve(word).toString()
                  : word.replace("./gridgames ", Subprocess.shellCommand() + " "));
          output = word.equals("--output");
        }
        if (args.get(0).equals("serve")) {
          serve(args, example);
        } else {
          if (args.get(0).equals("referee")) {
            assumeTrue(Subprocess.hasShell(), "needs /bin/sh");
          }
          Cli.Run run = Cli.run(args.toArray(String[]::new));
          assertEquals(0, run.code(), example + "\n" + run.out() + run.err());
          assertFalse(run.out().isBlank(), example);
        }
        ran++;
      }
    }
    assertTrue(ran >= 12, "examples run: " + ran);
  }

  /** Starts the server in a new JVM on a free port, waits for its address, and stops it. */
  private static void serve(List<String> args, String example) throws Exception {
    assertEquals(List.of("serve", "--port", "8080"), args, example);
    // Under mutation testing (the pit profile sets gridgames.pit) the server's JVM runs the
    // unmutated command, and outlives a test JVM that PIT stops at its time limit: only read it.
    if (Boolean.getBoolean("gridgames.pit")) {
      return;
    }
    Process server = Subprocess.start(List.of(), "serve", "--port", "0");
    try (BufferedReader out =
        new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8))) {
      String line = out.readLine();
      assertTrue(line != null && line.startsWith("gridgames server on http://localhost:"), example + ": " + line);
    } finally {
      server.destroy();
      server.waitFor();
    }
  }

  /** Splits a command line into words as the shell does for plain words and '...' quotes. */
  private static List<String> words(String line) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    boolean quoted = false;
    boolean any = false;
    for (char c : line.toCharArray()) {
      if (c == '\'') {
        quoted = !quoted;
        any = true;
      } else if (c == ' ' && !quoted) {
        if (any) {
          words.add(word.toString());
        }
        word.setLength(0);
        any = false;
      } else {
        word.append(c);
        any = true;
      }
    }
    assertFalse(quoted, "an unclosed quote: " + line);
    if (any) {
      words.add(word.toString());
    }
    return words;
  }
}
