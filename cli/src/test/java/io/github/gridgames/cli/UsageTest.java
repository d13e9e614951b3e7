package io.github.gridgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Help, exit codes and usage errors of every command. */
class UsageTest {

  /** Every command with a help of its own. */
  static final List<List<String>> COMMANDS =
      List.of(
          List.of(),
          List.of("play"),
          List.of("match"),
          List.of("solve"),
          List.of("bench"),
          List.of("bot"),
          List.of("bot", "codingame"),
          List.of("bot", "gomocup"),
          List.of("referee"),
          List.of("referee", "codingame"),
          List.of("referee", "gomocup"),
          List.of("replay"),
          List.of("serve"),
          List.of("tournament"),
          List.of("selfplay"),
          List.of("sprt"),
          List.of("count"),
          List.of("split-solve"));

  @Test
  void everyCommandHasHelp() {
    for (List<String> command : COMMANDS) {
      List<String> args = new java.util.ArrayList<>(command);
      args.add("--help");
      Cli.Run run = Cli.run(args.toArray(String[]::new));
      assertEquals(0, run.code(), args + ": " + run.err());
      assertTrue(run.out().startsWith("Usage: gridgames"), args + ": " + run.out());
      assertEquals("", run.err());
    }
  }

  @Test
  void topLevelHelpListsTheCommands() {
    String out = Cli.run("--help").out();
    for (String name :
        List.of("play", "match", "solve", "bench", "bot", "referee", "replay", "tournament", "selfplay", "sprt", "count", "split-solve")) {
      assertTrue(out.contains("\n  " + name + " "), name + " in " + out);
    }
  }

  /** Each command with its required arguments. */
  private static final List<List<String>> VALID =
      List.of(
          List.of("play", "tictactoe"),
          List.of("match", "tictactoe", "--first", "random", "--second", "random"),
          List.of("solve", "tictactoe"),
          List.of("bench", "tictactoe"),
          List.of("bot", "codingame"),
          List.of("referee", "codingame", "true", "true"),
          List.of("bot", "gomocup"),
          List.of("referee", "gomocup", "true", "true"),
          List.of("replay", "game.txt"),
          List.of("tournament", "tictactoe", "--entrants", "random,greedy"),
          List.of("selfplay", "tictactoe"),
          List.of("sprt", "tictactoe", "--candidate", "best", "--baseline", "random"),
          List.of("count", "tictactoe"),
          List.of("split-solve", "tictactoe"));

  @Test
  void unknownOptionsAreOneLineUsageErrors() {
    for (List<String> command : VALID) {
      List<String> args = new java.util.ArrayList<>(command);
      args.add("--frobnicate");
      Cli.Run run = Cli.run(args.toArray(String[]::new));
      assertEquals(2, run.code(), args.toString());
      assertEquals(1, run.err().strip().lines().count(), args + ": " + run.err());
      assertTrue(run.err().contains("'--frobnicate'"), run.err());
    }
  }

  @Test
  void aMissingCommandIsAUsageError() {
    Cli.Run run = Cli.run();
    assertEquals(2, run.code());
    assertTrue(run.err().contains("missing command"), run.err());
    Cli.Run bot = Cli.run("bot");
    assertEquals(2, bot.code());
    assertTrue(bot.err().strip().equals(
        "gridgames bot: missing protocol: codingame or gomocup (see 'gridgames bot --help')"), bot.err());
  }

  @Test
  void anUnknownCommandSuggestsTheNearestOnes() {
    Cli.Run typo = Cli.run("plya", "dots-boxes");
    assertEquals(2, typo.code());
    assertEquals("", typo.out());
    assertEquals(
        "gridgames: unknown command 'plya'; did you mean play or replay or selfplay? (see 'gridgames --help')", typo.err().strip());
    Cli.Run far = Cli.run("xyzzy");
    assertEquals(2, far.code());
    assertEquals(
        "gridgames: unknown command 'xyzzy'; the commands are play, match, solve, bench, bot, referee, replay, serve,"
            + " tournament, selfplay, sprt, count and split-solve"
            + " (see 'gridgames --help')",
        far.err().strip());
    Cli.Run protocol = Cli.run("bot", "codingam");
    assertEquals(2, protocol.code());
    assertEquals(
        "gridgames bot: unknown command 'codingam'; did you mean codingame? (see 'gridgames bot --help')",
        protocol.err().strip());
  }

  @Test
  void versionIsTheBuildsVersion() {
    String version = System.getProperty("gridgames.build.version");
    assertTrue(version != null && !version.isEmpty(), "the build passes gridgames.build.version to the tests");

    Cli.Run run = Cli.run("--version");

    assertEquals(0, run.code());
    assertEquals("gridgames " + version, run.out().strip());
  }
  private static Set<String> commandsBuilt(String... args) {
    Terminal terminal =
        Terminal.of(new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(), new ByteArrayOutputStream());
    return Main.commandLine(terminal, Installed.load(Main.class.getClassLoader()), args)
        .getSubcommands()
        .keySet();
  }

  /**
   * Arguments that begin with a command's name run on a tree of that command alone; its help, its
   * usage errors and its work are the same as on the tree of every command.
   */
  @Test
  void aCommandAloneAnswersAsInTheWholeTree() {
    Set<String> every =
        GridgamesCommand.COMMANDS.stream().map(GridgamesCommand::nameOf).collect(Collectors.toSet());
    assertEquals(every, commandsBuilt(), "no arguments");
    assertEquals(every, commandsBuilt("help", "solve"), "help");
    assertEquals(every, commandsBuilt("--help"), "an option first");
    assertEquals(every, commandsBuilt("solv", "--help"), "no command's name");
    assertEquals(Set.of("solve"), commandsBuilt("solve", "--help"));
    assertEquals(Set.of("bot"), commandsBuilt("bot", "gomocup", "--help"));
    for (List<String> command : COMMANDS) {
      if (command.isEmpty()) {
        continue;
      }
      for (String last : List.of("--help", "--no-such-option")) {
        List<String> args = new java.util.ArrayList<>(command);
        args.add(last);
        String[] array = args.toArray(String[]::new);
        assertEquals(Cli.onEveryCommand(array), Cli.run(array), String.join(" ", args));
      }
    }
    String[] solve = {"solve", "dots-boxes", "--board", "2x2", "--format", "json"};
    Cli.Run alone = Cli.run(solve);
    Cli.Run whole = Cli.onEveryCommand(solve);
    assertEquals(0, alone.code(), alone.err());
    // the same value and line; the positions searched and the time may differ between runs
    String counts = "\"(nodes|millis)\":\\d+";
    assertEquals(whole.out().replaceAll(counts, ""), alone.out().replaceAll(counts, ""), "the same solve");
  }
}
