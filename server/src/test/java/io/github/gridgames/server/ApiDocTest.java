package io.github.gridgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Runs every {@code curl} example of {@code docs/API.md} against a real server on the loopback
 * interface and compares the answer with the {@code json} block that follows it (the block's
 * info string may give the status, such as {@code json 400}; 200 otherwise).
 */
class ApiDocTest {

  private static final Path DOC = Path.of("..", "docs", "API.md");
  private static final ObjectMapper MAPPER = new ObjectMapper();

  @RegisterExtension static final Loopback server = Loopback.perClass();

  /** One documented example: the command, what it sends, and the documented answer. */
  record Example(
      int line,
      String command,
      String method,
      String path,
      List<String> headers,
      String body,
      int status,
      String answer) {}

  @TestFactory
  Stream<DynamicTest> everyCurlExampleAnswersAsDocumented() throws IOException {
    List<Example> examples = examples(Files.readAllLines(DOC));
    assertTrue(examples.size() >= 15, "the doc's examples: " + examples.size());
    return examples.stream()
        .map(
            example ->
                DynamicTest.dynamicTest(
                    "API.md line " + example.line() + ": " + example.method() + " " + example.path(),
                    () -> check(example)));
  }

  private static void check(Example example) throws IOException {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(server.uri(example.path()))
            .method(
                example.method(),
                example.body() == null
                    ? HttpRequest.BodyPublishers.noBody()
                    : HttpRequest.BodyPublishers.ofString(example.body()));
    for (String header : example.headers()) {
      int colon = header.indexOf(':');
      request.header(header.substring(0, colon).strip(), header.substring(colon + 1).strip());
    }
    Loopback.Answer answer = server.send(request.build());
    String where = "docs/API.md line " + example.line() + ": " + example.command();
    assertEquals(example.status(), answer.status(), where + "\n" + answer);
    JsonNode expected = MAPPER.readTree(example.answer());
    assertEquals(expected, answer.json(), where + "\ndocumented: " + expected + "\nanswered:   " + answer.body());
  }

  /** Reads the examples: a sh block holding a curl command, then a json block. */
  static List<Example> examples(List<String> lines) {
    List<Example> examples = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      if (!lines.get(i).equals("```sh")) {
        continue;
      }
      int start = i + 1;
      StringBuilder command = new StringBuilder();
      for (i = start; !lines.get(i).equals("```"); i++) {
        String text = lines.get(i);
        command.append(text.endsWith("\\") ? text.substring(0, text.length() - 1) : text + " ");
      }
      String next = lines.get(i + 1);
      assertTrue(next.startsWith("```json"), "a json block after the command at line " + start);
      int status = next.equals("```json") ? 200 : Integer.parseInt(next.substring(8).strip());
      StringBuilder answer = new StringBuilder();
      for (i = i + 2; !lines.get(i).equals("```"); i++) {
        answer.append(lines.get(i)).append('\n');
      }
      examples.add(parse(start, command.toString().strip(), status, answer.toString()));
    }
    return examples;
  }

  /** Reads {@code curl -s [-X METHOD] localhost:8080/path [-H '...']... [-d '...']}. */
  private static Example parse(int line, String command, int status, String answer) {
    List<String> words = words(command);
    assertEquals("curl", words.get(0), command);
    String method = "GET";
    String path = null;
    String body = null;
    List<String> headers = new ArrayList<>();
    for (int i = 1; i < words.size(); i++) {
      switch (words.get(i)) {
        case "-s" -> { }
        case "-X" -> method = words.get(++i);
        case "-H" -> headers.add(words.get(++i));
        case "-d" -> body = words.get(++i);
        default -> {
          String url = words.get(i);
          assertTrue(url.startsWith("localhost:8080/"), "a URL on localhost:8080 in " + command);
          path = url.substring("localhost:8080".length());
        }
      }
    }
    assertTrue(path != null, "a URL in " + command);
    assertEquals(method.equals("POST"), body != null, "POST with a body, other methods without: " + command);
    return new Example(line, command, method, path, headers, body, status, answer);
  }

  /** Splits a shell command into words; single quotes keep spaces. */
  private static List<String> words(String command) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    boolean quoted = false;
    boolean any = false;
    for (char c : command.toCharArray()) {
      if (c == '\'') {
        quoted = !quoted;
        any = true;
      } else if (c == ' ' && !quoted) {
        if (any) {
          words.add(word.toString());
          word.setLength(0);
          any = false;
        }
      } else {
        word.append(c);
        any = true;
      }
    }
    if (any) {
      words.add(word.toString());
    }
    return words;
  }
}
