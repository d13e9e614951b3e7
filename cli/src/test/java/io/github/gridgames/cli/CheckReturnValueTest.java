package io.github.gridgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A user's code that drops the state a move returns, {@code state.play(move);} on its own line, fails
 * to compile under Error Prone's {@code CheckReturnValue} check, for the {@code State} of every game:
 * every published package is {@code @CheckReturnValue}. The same code that keeps the result
 * compiles, so the test sees Error Prone work. javac runs in a process of its own, with Error Prone
 * as a plugin from this test's class path.
 */
class CheckReturnValueTest {

  @TempDir Path folder;

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = ';',
      value = {
        "io.github.gridgames.dotsboxes.DotsBoxesState; io.github.gridgames.dotsboxes.DotsBoxes.of(2, 3).initialState()",
        "io.github.gridgames.tictactoe.MnkState; io.github.gridgames.tictactoe.MnkGame.ticTacToe().initialState()",
        "io.github.gridgames.nrow.NRowState; io.github.gridgames.nrow.NRow.of(5, 3).initialState()"
      })
  void droppingTheNextStateFailsTheBuild(String stateType, String start) throws Exception {
    String dropped = "    state.play(state.legalMoves().get(0));\n";
    String kept = "    " + stateType + " next = state.play(state.legalMoves().get(0));\n";
    Compilation keeping = compile("Keeps", stateType, start, kept);
    assertEquals(0, keeping.exitCode(), keeping.output());
    Compilation dropping = compile("Drops", stateType, start, dropped);
    assertEquals(1, dropping.exitCode(), dropping.output());
    assertTrue(
        dropping.output().contains("[CheckReturnValue] The result of `play(...)` must be used"),
        dropping.output());
  }

  private record Compilation(int exitCode, String output) {}

  private Compilation compile(String name, String stateType, String start, String statement)
      throws IOException, InterruptedException {
    Path source = folder.resolve(name + ".java");
    Files.writeString(
        source,
        "class " + name + " {\n"
            + "  void move() {\n"
            + "    " + stateType + " state = " + start + ";\n"
            + statement
            + "  }\n"
            + "}\n",
        StandardCharsets.UTF_8);
    String classPath = System.getProperty("java.class.path");
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "javac").toString());
    for (String pkg : List.of("api", "file", "main", "model", "parser", "processing", "tree", "util")) {
      command.add("-J--add-exports=jdk.compiler/com.sun.tools.javac." + pkg + "=ALL-UNNAMED");
    }
    for (String pkg : List.of("code", "comp")) {
      command.add("-J--add-opens=jdk.compiler/com.sun.tools.javac." + pkg + "=ALL-UNNAMED");
    }
    command.addAll(List.of(
        "-d", folder.resolve("classes-" + name).toString(),
        "-classpath", classPath,
        "-processorpath", classPath,
        "-XDcompilePolicy=simple",
        "--should-stop=ifError=FLOW",
        "-Xplugin:ErrorProne",
        source.toString()));
    Process javac = new ProcessBuilder(command).redirectErrorStream(true).start();
    byte[] output = javac.getInputStream().readAllBytes();
    if (!javac.waitFor(120, TimeUnit.SECONDS)) {
      javac.destroyForcibly();
      throw new AssertionError("javac did not finish within 120 s");
    }
    return new Compilation(javac.exitValue(), new String(output, StandardCharsets.UTF_8));
  }
}
