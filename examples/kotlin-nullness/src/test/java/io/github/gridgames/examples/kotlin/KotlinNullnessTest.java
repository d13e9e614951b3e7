package io.github.gridgames.examples.kotlin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jetbrains.kotlin.cli.common.ExitCode;
import org.jetbrains.kotlin.cli.jvm.K2JVMCompiler;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a Kotlin program sees of the gridgames API: the Kotlin compiler, with its default settings,
 * compiles small sources against the installed gridgames-dots-boxes artifact (on this test's class
 * path), and its messages name the types it inferred. A type that Kotlin knows nothing of the
 * nullness of is a platform type, written with a {@code !}; the API's types must come without it.
 */
class KotlinNullnessTest {
  @TempDir Path folder;

  private record Compilation(ExitCode code, String messages) {}

  private Compilation compile(String source, String... options) throws IOException {
    Path file = folder.resolve("Program.kt");
    Files.writeString(file, "import io.github.gridgames.dotsboxes.*\n\n" + source + "\n");
    ByteArrayOutputStream messages = new ByteArrayOutputStream();
    List<String> arguments = new ArrayList<>(List.of(options));
    arguments.addAll(
        List.of(
            "-classpath", System.getProperty("java.class.path"),
            "-no-stdlib",
            "-no-reflect",
            "-jvm-target", "17",
            "-d", folder.resolve("classes").toString(),
            file.toString()));
    ExitCode code;
    try (PrintStream out = new PrintStream(messages, true, StandardCharsets.UTF_8)) {
      code = new K2JVMCompiler().exec(out, arguments.toArray(String[]::new));
    }
    return new Compilation(code, messages.toString(StandardCharsets.UTF_8));
  }

  @Test
  void aProgramUsingTheApiCompiles() throws IOException {
    Compilation compilation =
        compile(
            "fun edges(): Int {\n"
                + "  val state: DotsBoxesState = DotsBoxes.of(2, 2).initialState()\n"
                + "  return state.legalMoves().size\n"
                + "}");

    assertEquals(ExitCode.OK, compilation.code(), compilation.messages());
  }

  @Test
  void aJavaTypeWithoutAnnotationsIsAPlatformType() throws IOException {
    // The control: the compiler's message marks a type of unknown nullness with a '!'.
    Compilation compilation = compile("fun property(): Int = System.getProperty(\"user.dir\")");

    assertEquals(ExitCode.COMPILATION_ERROR, compilation.code(), compilation.messages());
    assertTrue(compilation.messages().contains("String!"), compilation.messages());
  }

  @Test
  void aStateIsADotsBoxesStateNotAPlatformType() throws IOException {
    Compilation compilation = compile("fun state(): Int = DotsBoxes.of(2, 2).initialState()");

    assertEquals(ExitCode.COMPILATION_ERROR, compilation.code(), compilation.messages());
    assertTrue(compilation.messages().contains("DotsBoxesState"), compilation.messages());
    assertFalse(compilation.messages().contains("DotsBoxesState!"), compilation.messages());
  }

  @Test
  void theNullnessComesFromTheJSpecifyAnnotations() throws IOException {
    // The control: told to ignore JSpecify, the compiler sees a platform type.
    Compilation compilation =
        compile("fun state(): Int = DotsBoxes.of(2, 2).initialState()", "-Xjspecify-annotations=ignore");

    assertEquals(ExitCode.COMPILATION_ERROR, compilation.code(), compilation.messages());
    assertTrue(compilation.messages().contains("DotsBoxesState!"), compilation.messages());
  }

  @Test
  void nullIsRefusedWhereTheApiTakesNone() throws IOException {
    Compilation compilation = compile("fun check() = DotsBoxes.of(2, 2).initialState().check(null)");

    assertEquals(ExitCode.COMPILATION_ERROR, compilation.code(), compilation.messages());
    assertTrue(
        compilation.messages().toLowerCase().contains("null cannot be a value of a non-null type"),
        compilation.messages());
  }
}
