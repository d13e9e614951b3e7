package io.github.gridgames.cli.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * What the documents say of the build and the examples, kept true: the whole minimal POM of the
 * embedding guide is the one its example project builds with, the Surefire lines of the guide for
 * game authors are the Connect Four example's, the README's coordinates name the BOM, and the
 * module graph of ARCHITECTURE.md names every module.
 */
class DocumentsTest {

  private static final Path ROOT = Path.of("..");

  @Test
  void theEmbeddingGuideShowsTheWholePomOfItsExample() throws IOException {
    String pom = block(ROOT.resolve("docs/EMBEDDING.md"), "<!-- WHOLE-POM-BEGIN -->", "<!-- WHOLE-POM-END -->");
    String example = Files.readString(ROOT.resolve("examples/embedding/rules-only/pom.xml")).replaceAll("\\n\\s*", "\n");
    assertTrue(pom.startsWith("<?xml") && pom.endsWith("</project>"), pom);
    for (String needed : List.of(
        "<maven.compiler.release>17</maven.compiler.release>",
        "<artifactId>gridgames-dots-boxes</artifactId>",
        "<artifactId>maven-compiler-plugin</artifactId>\n<version>3.14.1</version>")) {
      assertTrue(pom.contains(needed), "docs/EMBEDDING.md's POM: " + needed);
      assertTrue(example.contains(needed), "examples/embedding/rules-only/pom.xml: " + needed);
    }
  }

  @Test
  void theGuideForGameAuthorsShowsTheSurefireLinesOfTheConnectFourExample() throws IOException {
    String shown = block(ROOT.resolve("docs/WRITING-A-GAME.md"), "<!-- SUREFIRE-LINES-BEGIN -->", "<!-- SUREFIRE-LINES-END -->");
    String used = block(ROOT.resolve("examples/connect-four/pom.xml"), "<!-- SUREFIRE-LINES-BEGIN -->", "<!-- SUREFIRE-LINES-END -->");
    assertEquals(used.replaceAll("(?s)<!--.*?-->\\n?", ""), shown);
    assertTrue(shown.contains("<usePhrasedTestCaseMethodName>true</usePhrasedTestCaseMethodName>"), shown);
  }

  @Test
  void theGuideForGameAuthorsShowsTheConnectFourExamplesContract() throws IOException {
    String shown = block(ROOT.resolve("docs/WRITING-A-GAME.md"), "<!-- CONTRACT-BEGIN -->", "<!-- CONTRACT-END -->");
    String test =
        Files.readAllLines(ROOT.resolve("examples/connect-four/src/test/java/io/github/gridgames/examples/connectfour/ConnectFourTest.java"))
            .stream()
            .map(String::strip)
            .filter(line -> !line.isEmpty())
            .collect(Collectors.joining("\n"));
    assertTrue(test.contains(shown), "docs/WRITING-A-GAME.md shows ConnectFourTest's rulesContract(): " + shown);
  }

  @Test
  void theReadmeNamesTheBomAndAGameWithTheReleasedVersion() throws IOException {
    String readme = Files.readString(ROOT.resolve("README.md"));
    String head = String.join("\n", readme.lines().limit(60).toList());
    assertTrue(head.contains("<artifactId>gridgames-bom</artifactId>"), "README.md's first 60 lines name the BOM");
    assertTrue(head.contains("<artifactId>gridgames-tictactoe</artifactId>"), "README.md's first 60 lines name a game");
    assertTrue(head.contains("```java"), "README.md's first 60 lines show Java");
    Matcher version = Pattern.compile("<artifactId>gridgames-bom</artifactId>\\s*<version>([^<]+)</version>").matcher(readme);
    assertTrue(version.find(), "README.md gives the BOM's version");
    String released = version.group(1);
    assertTrue(released.matches("\\d+\\.\\d+\\.\\d+"), "README.md names a released version, not " + released);
    assertTrue(Files.readString(ROOT.resolve("CHANGELOG.md")).contains("## [" + released + "]"), "CHANGELOG.md has " + released);
  }

  @Test
  void theArchitectureModuleGraphNamesEveryModule() throws IOException {
    String architecture = Files.readString(ROOT.resolve("ARCHITECTURE.md"));
    String graph = architecture.substring(architecture.indexOf("## Module graph"), architecture.indexOf("## Packages"));
    // The modules of the everyday build: those before the profiles (the release profile adds the
    // module that only zips the release bundle).
    String pom = Files.readString(ROOT.resolve("pom.xml"));
    Matcher module = Pattern.compile("<module>([^<]+)</module>").matcher(pom.substring(0, pom.indexOf("<profiles>")));
    int count = 0;
    while (module.find()) {
      count++;
      if (!module.group(1).equals("bom")) {
        assertTrue(graph.matches("(?s).*\\b" + Pattern.quote(module.group(1)) + "\\b.*"), "the module graph omits " + module.group(1));
      }
    }
    assertTrue(count >= 9, pom);
  }

  /** The lines strictly between the markers, without code fences, indentation or blank lines. */
  private static String block(Path file, String begin, String end) throws IOException {
    List<String> lines = Files.readAllLines(file);
    int from = indexOf(lines, begin, file) + 1;
    int to = indexOf(lines, end, file);
    return lines.subList(from, to).stream()
        .map(String::strip)
        .filter(line -> !line.isEmpty() && !line.startsWith("```"))
        .collect(Collectors.joining("\n"));
  }

  private static int indexOf(List<String> lines, String marker, Path file) {
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).strip().equals(marker)) {
        return i;
      }
    }
    throw new AssertionError(file + " has no line " + marker);
  }
}
