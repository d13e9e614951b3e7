package io.github.gridgames.dotsboxes.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Agent;
import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Match;
import io.github.gridgames.core.MatchRecord;
import io.github.gridgames.core.Violation;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import io.github.gridgames.dotsboxes.strategy.DotsBoxesStrongAgent;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Holds the README's embedding example as compiled code, runs it (catching what it prints, which is
 * checked here rather than shown in the build's output), and checks that the README shows exactly
 * this code, so the example cannot rot.
 */
class ReadmeEmbeddingExampleTest {

  @Test
  void theExampleRuns() {
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    PrintStream console = System.out;
    System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
    try {
      // README-EXAMPLE-BEGIN
      DotsBoxes game = DotsBoxes.of(2, 2); // 2 x 2 boxes, players A and B, extra turn on capture
      Match<DotsBoxesState, Edge> match = Match.start(game);
      match.play("(0,0)-(0,1)"); // dot pairs, counted from the top left
      match.play("A2 L", game.boxSides()); // the contest's box-and-side names
      match.play(Edge.of(1, 0, 1, 1)); // or a move value

      Optional<Violation> refusal = match.state().check(Edge.of(0, 0, 0, 1));
      System.out.println(refusal.orElseThrow().message()); // the line is already drawn

      DotsBoxesState.MoveResult result = match.state().playAndReport(Edge.of(0, 1, 1, 1));
      System.out.println(result.completedBoxes() + " extra turn: " + result.extraTurn());
      System.out.println(result.after().render()); // labelled o---o board, scores, whose turn

      Agent<DotsBoxesState, Edge> machine = DotsBoxesStrongAgent.of(2026); // seeded; see below
      Edge reply = machine.chooseMove(match.state(), Budget.ofTime(Duration.ofMillis(100))); // within 100 ms
      match.play(reply);

      String record = match.record().toString(); // a plain-text record of the match
      Match<DotsBoxesState, Edge> again = Match.replay(game, MatchRecord.parse(record));
      if (!again.state().equals(match.state())) {
        throw new IllegalStateException("the record must replay to the same state");
      }
      // README-EXAMPLE-END

      assertEquals(again.state(), match.state());
      assertEquals(1, result.completedBoxes().size());
      assertTrue(result.extraTurn());
      assertEquals(4, match.moves().size());
    } finally {
      System.setOut(console);
    }
    assertEquals(
        String.join(
            "\n",
            "The line (0,0)-(0,1) is already drawn.",
            "[box (0,0)] extra turn: true",
            "   0   1   2",
            "0  o---o   o",
            "   | B |",
            "1  o---o   o",
            "",
            "2  o   o   o",
            "Scores: A 0, B 1",
            "Player B's turn.",
            ""),
        printed.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n"));
  }

  private static final Path README = Path.of("../README.md");

  @Test
  void theReadmeShowsThisCodeWithItsImports() throws IOException {
    Path source = Path.of("src/test/java/io/github/gridgames/dotsboxes/readme/ReadmeEmbeddingExampleTest.java");
    String code = block(Files.readAllLines(source), "// README-EXAMPLE-BEGIN", "// README-EXAMPLE-END");
    List<String> shown =
        List.of(block(Files.readAllLines(README), "<!-- README-EXAMPLE-BEGIN -->", "<!-- README-EXAMPLE-END -->").split("\n"));
    List<String> imports = shown.stream().filter(line -> line.startsWith("import ")).toList();
    assertEquals(code, String.join("\n", shown.subList(imports.size(), shown.size())),
        "README.md's embedding example must be the code in this test, between the markers, after its imports");
    // The imports shown are exactly this file's imports of the types the example names.
    List<String> needed =
        Files.readAllLines(source).stream()
            .filter(line -> line.startsWith("import ") && !line.startsWith("import static "))
            .filter(line -> code.matches("(?s).*\\b" + line.substring(line.lastIndexOf('.') + 1, line.length() - 1) + "\\b.*"))
            .toList();
    assertEquals(needed, imports);
  }

  @Test
  void theReadmeShowsAWholeMinimalPomAsTheEmbeddingExampleBuildsIt() throws IOException {
    String pom = block(Files.readAllLines(README), "<!-- README-POM-BEGIN -->", "<!-- README-POM-END -->");
    String example = Files.readString(Path.of("../examples/embedding/rules-only/pom.xml"));
    assertTrue(pom.startsWith("<?xml") && pom.endsWith("</project>"), pom);
    for (String needed : List.of(
        "<maven.compiler.release>17</maven.compiler.release>",
        "<artifactId>gridgames-dots-boxes</artifactId>",
        "<artifactId>maven-compiler-plugin</artifactId>\n<version>3.14.1</version>")) {
      assertTrue(pom.contains(needed), "the README's POM: " + needed);
      assertTrue(example.replaceAll("\\n\\s*", "\n").contains(needed), "examples/embedding/rules-only/pom.xml: " + needed);
    }
  }

  @Test
  void theReadmeShowsTheSurefireLinesOfTheConnectFourExample() throws IOException {
    String shown = block(Files.readAllLines(README), "<!-- README-SUREFIRE-BEGIN -->", "<!-- README-SUREFIRE-END -->");
    String used =
        block(Files.readAllLines(Path.of("../examples/connect-four/pom.xml")), "<!-- README-SUREFIRE-BEGIN -->", "<!-- README-SUREFIRE-END -->");
    assertEquals(used.replaceAll("(?s)<!--.*?-->\\n?", ""), shown);
    assertTrue(shown.contains("<usePhrasedTestCaseMethodName>true</usePhrasedTestCaseMethodName>"), shown);
  }

  @Test
  void theArchitectureModuleGraphNamesEveryModule() throws IOException {
    String architecture = Files.readString(Path.of("../ARCHITECTURE.md"));
    String graph = architecture.substring(architecture.indexOf("## Module graph"), architecture.indexOf("## Packages"));
    // The modules of the everyday build: those before the profiles (the release profile adds the
    // bundle module, which only zips the release bundle).
    String pom = Files.readString(Path.of("../pom.xml"));
    String root = pom.substring(0, pom.indexOf("<profiles>"));
    java.util.regex.Matcher module = java.util.regex.Pattern.compile("<module>([^<]+)</module>").matcher(root);
    int count = 0;
    while (module.find()) {
      count++;
      if (!module.group(1).equals("bom")) {
        assertTrue(graph.matches("(?s).*\\b" + module.group(1) + "\\b.*"), "the module graph omits " + module.group(1));
      }
    }
    assertTrue(count >= 9, root);
  }

  /** The lines strictly between the markers, without code fences, indentation or blank lines. */
  private static String block(List<String> lines, String begin, String end) {
    int from = indexOf(lines, begin) + 1;
    int to = indexOf(lines, end);
    return lines.subList(from, to).stream()
        .map(String::strip)
        .filter(line -> !line.isEmpty() && !line.startsWith("```"))
        .collect(Collectors.joining("\n"));
  }

  private static int indexOf(List<String> lines, String marker) {
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).strip().equals(marker)) {
        return i;
      }
    }
    throw new AssertionError("marker not found: " + marker);
  }
}
