package io.github.gridgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.GameProvider;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The command plays whatever games are installed, and nothing else: its help lists exactly the
 * providers {@link ServiceLoader} finds; the command run from a class path without a game's module
 * does not know that game and still plays the others; its main sources name no game.
 */
class InstalledGamesTest {

  @Test
  void helpListsExactlyTheInstalledProviders() {
    String help = Cli.run("--help").out();
    List<String> listed = new ArrayList<>();
    Matcher m = Pattern.compile("(?m)^  ([a-z][a-z0-9-]*)  +\\S").matcher(help.substring(help.indexOf("Games")));
    while (m.find() && !m.group(1).equals("h")) {
      listed.add(m.group(1));
    }
    List<String> installed = new ArrayList<>();
    for (GameProvider provider : ServiceLoader.load(GameProvider.class)) {
      if (!installed.contains(provider.id())) {
        installed.add(provider.id());
      }
    }
    assertEquals(installed, listed.subList(0, installed.size()), help);
    assertEquals(List.of("dots-boxes", "tictactoe", "nrow"), installed);
  }

  /**
   * Runs the command's main class from a class path without the N-row module and its strategy
   * module.
   */
  private static final class WithoutNRow {
    private final Method run;

    WithoutNRow() throws Exception {
      List<URL> urls = new ArrayList<>();
      int dropped = 0;
      for (Path entry : classPath()) {
        if (contains(entry, "io/github/gridgames/nrow/NRowProvider.class")
            || contains(entry, "io/github/gridgames/nrow/strategy/NRowStrategies.class")) {
          dropped++;
          continue;
        }
        urls.add(entry.toUri().toURL());
      }
      assertEquals(2, dropped, "one class path entry holds the N-row module, one its strategy module");
      ClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
      run = loader.loadClass(Main.class.getName())
          .getMethod("run", String[].class, InputStream.class, OutputStream.class, OutputStream.class);
    }

    /** The test's class path, read through the manifest of surefire's launcher jar if it uses one. */
    private static List<Path> classPath() throws IOException {
      List<Path> entries = new ArrayList<>();
      for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
        Path path = Path.of(entry);
        String manifestPath = null;
        if (Files.isRegularFile(path) && path.getFileName().toString().startsWith("surefire")) {
          try (java.util.jar.JarFile jar = new java.util.jar.JarFile(path.toFile())) {
            java.util.jar.Manifest manifest = jar.getManifest();
            manifestPath = manifest == null ? null : manifest.getMainAttributes().getValue("Class-Path");
          }
        }
        if (manifestPath == null) {
          entries.add(path);
          continue;
        }
        for (String url : manifestPath.trim().split("\\s+")) {
          entries.add(Path.of(path.toUri().resolve(url)));
        }
      }
      return entries;
    }

    private static boolean contains(Path entry, String file) throws IOException {
      if (Files.isDirectory(entry)) {
        return Files.exists(entry.resolve(file));
      }
      if (!Files.isRegularFile(entry)) {
        return false;
      }
      try (java.util.jar.JarFile jar = new java.util.jar.JarFile(entry.toFile())) {
        return jar.getEntry(file) != null;
      }
    }

    Cli.Run run(String... args) throws Exception {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      int code = (int) run.invoke(null, args, new ByteArrayInputStream(new byte[0]), out, err);
      return new Cli.Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
  }

  @Test
  void withoutAGameModuleTheCommandDoesNotKnowTheGameAndPlaysTheOthers() throws Exception {
    WithoutNRow command = new WithoutNRow();
    Cli.Run help = command.run("--help");
    assertEquals(0, help.code(), help.err());
    assertFalse(help.out().contains("nrow"), help.out());
    assertFalse(help.out().contains("--in-a-row"), help.out());
    assertTrue(help.out().contains("tictactoe"), help.out());
    Cli.Run play = command.run("play", "nrow");
    assertEquals(2, play.code());
    assertTrue(play.err().contains("'nrow': expected dots-boxes or tictactoe"), play.err());
    Cli.Run option = command.run("match", "tictactoe", "--in-a-row", "3", "--first", "random", "--second", "random");
    assertEquals(2, option.code());
    assertTrue(option.err().contains("Unknown option") && option.err().contains("'--in-a-row'"), option.err());
    Cli.Run match =
        command.run("match", "tictactoe", "--first", "random", "--second", "alphabeta:5", "--games", "2", "--quiet");
    assertEquals(0, match.code(), match.err());
    assertTrue(match.out().startsWith("tictactoe("), match.out());
  }

  @Test
  void theMainSourcesNameNoGame() throws IOException {
    Pattern game = Pattern.compile("dots-?boxes|DotsBoxes|tic-?tac-?toe|TicTacToe|Mnk|\\bnrow\\b|NRow|N-in-a-row|connect-four", Pattern.CASE_INSENSITIVE);
    List<String> found = new ArrayList<>();
    try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
        List<String> lines = Files.readAllLines(file);
        for (int i = 0; i < lines.size(); i++) {
          if (game.matcher(lines.get(i)).find()) {
            found.add(file + ":" + (i + 1) + ": " + lines.get(i).strip());
          }
        }
      }
    }
    assertEquals(List.of(), found);
  }
}
