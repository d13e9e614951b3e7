package io.github.gridgames.cli.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every Java example that README.md or a guide in {@code docs/} shows is code in this package: the
 * document marks it {@code <!-- example: Name -->} before its code block (and, where it shows what
 * the example prints, an {@code <!-- output -->} block right after), and the class {@code Name}
 * here holds the same lines between {@code // BEGIN} and {@code // END} in its {@code run()}
 * method, with the same imports. This test checks that the two agree, runs every example and
 * compares what it prints with the document, so no example can rot.
 */
class DocExamplesTest {

  private static final Path ROOT = Path.of("..");
  private static final Pattern EXAMPLE =
      Pattern.compile(
          "(?m)^([ ]*)<!-- example: (\\w+) -->\\n\\1```java\\n(.*?)^\\1```\\n"
              + "(?:\\1<!-- output -->\\n\\1```text\\n(.*?)^\\1```\\n)?",
          Pattern.DOTALL);

  /** One example as a document shows it. */
  private record Shown(Path document, String name, String code, String output) {}

  private static List<Shown> shown() {
    List<Path> documents = new ArrayList<>();
    documents.add(ROOT.resolve("README.md"));
    try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
      docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(documents::add);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<Shown> all = new ArrayList<>();
    for (Path document : documents) {
      String text;
      try {
        text = Files.readString(document, StandardCharsets.UTF_8).replace("\r\n", "\n");
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      Matcher m = EXAMPLE.matcher(text);
      while (m.find()) {
        String indent = m.group(1);
        all.add(new Shown(document, m.group(2), outdent(m.group(3), indent), m.group(4) == null ? "" : outdent(m.group(4), indent)));
      }
    }
    return all;
  }

  @Test
  void theDocumentsShowExamples() {
    List<Shown> all = shown();
    assertTrue(all.stream().anyMatch(s -> s.document().endsWith("README.md")), "README.md shows no marked example");
    Map<String, Path> seen = new LinkedHashMap<>();
    for (Shown s : all) {
      Path before = seen.putIfAbsent(s.name(), s.document());
      assertEquals(null, before, "example " + s.name() + " is shown twice: in " + before + " and " + s.document());
    }
  }

  @TestFactory
  Stream<DynamicTest> everyExampleIsThisPackagesCodeAndPrintsWhatTheDocumentSays() {
    return shown().stream()
        .map(s -> DynamicTest.dynamicTest(s.document().getFileName() + " › " + s.name(), () -> check(s)));
  }

  private static void check(Shown shown) throws Exception {
    Path source = Path.of("src/test/java/io/github/gridgames/cli/docs/" + shown.name() + ".java");
    assertTrue(Files.exists(source), "no class " + source + " holds the example " + shown.name() + " of " + shown.document());
    List<String> lines = Files.readAllLines(source, StandardCharsets.UTF_8);
    int begin = indexOf(lines, "// BEGIN", source);
    int end = indexOf(lines, "// END", source);
    String body = unindent(String.join("\n", lines.subList(begin + 1, end)) + "\n");
    List<String> shownLines = List.of(shown.code().split("\n"));
    List<String> imports = shownLines.stream().takeWhile(l -> l.startsWith("import ") || l.isEmpty()).toList();
    String code = String.join("\n", shownLines.subList(imports.size(), shownLines.size())) + "\n";
    assertEquals(body, code, shown.document() + " must show the code of " + source + " between // BEGIN and // END");
    List<String> fileImports = lines.stream().filter(l -> l.startsWith("import ")).toList();
    List<String> needed =
        fileImports.stream()
            .filter(l -> code.matches("(?s).*\\b" + Pattern.quote(l.substring(l.lastIndexOf('.') + 1, l.length() - 1)) + "\\b.*"))
            .toList();
    assertEquals(needed, imports.stream().filter(l -> !l.isEmpty()).toList(),
        shown.document() + " must show exactly the imports of " + source + " that " + shown.name() + " uses");

    Method run = Class.forName("io.github.gridgames.cli.docs." + shown.name()).getDeclaredMethod("run");
    run.setAccessible(true);
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    PrintStream console = System.out;
    System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
    try {
      run.invoke(null);
    } finally {
      System.setOut(console);
    }
    String output = printed.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n");
    if (!shown.output().isEmpty()) { // an example shown without its output is only run
      assertEquals(shown.output(), output, shown.document() + " must show what " + shown.name() + " prints");
    }
  }

  private static int indexOf(List<String> lines, String marker, Path source) {
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).strip().equals(marker)) {
        return i;
      }
    }
    throw new AssertionError(source + " has no line " + marker);
  }

  /** Removes the indentation of a block nested in a list (the indentation of its marker). */
  private static String outdent(String text, String indent) {
    return text.lines().map(l -> l.startsWith(indent) ? l.substring(indent.length()) : l).reduce("", (a, l) -> a + l + "\n");
  }

  /** Removes the indentation common to every non-blank line. */
  private static String unindent(String text) {
    List<String> lines = List.of(text.split("\n", -1));
    int common =
        lines.stream().filter(l -> !l.isBlank()).mapToInt(l -> l.length() - l.stripLeading().length()).min().orElse(0);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < lines.size(); i++) {
      String l = lines.get(i);
      sb.append(l.isBlank() ? "" : l.substring(common));
      if (i < lines.size() - 1) {
        sb.append('\n');
      }
    }
    return sb.toString();
  }
}
