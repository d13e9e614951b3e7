package io.github.gridgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collections;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Hostile and careless clients on a real server: every bad request gets a 4xx JSON error that
 * names the problem, never a 5xx and never a stack trace.
 */
class HostileClientsTest {

  private static final String LINES_3 = zeros(24);

  @RegisterExtension static final Loopback server = Loopback.perClass();

  private static String zeros(int n) {
    return "[" + String.join(",", Collections.nCopies(n, "0")) + "]";
  }

  /** Checks a refusal: the status, a JSON error with the code, a message with the fragment. */
  private static JsonNode refused(Loopback.Answer answer, int status, String code, String fragment) {
    assertEquals(status, answer.status(), answer::toString);
    assertTrue(answer.contentType().startsWith("application/json"), answer::toString);
    JsonNode error = answer.json();
    assertEquals(code, error.get("error").asText(), answer::toString);
    String message = error.get("message").asText();
    assertTrue(message.contains(fragment), () -> "'" + fragment + "' in " + message);
    assertFalse(answer.body().contains("Exception"), answer::toString);
    assertFalse(answer.body().contains("\tat "), answer::toString);
    assertFalse(answer.body().contains(".java:"), answer::toString);
    return error;
  }

  @Test
  void aBodyOverTheLimitIsRefusedWith413() {
    String big = "{\"game\":\"tictactoe\",\"pad\":\"" + "x".repeat(Limits.MAX_BODY_BYTES) + "\"}";
    refused(server.post("/api/state", big), 413, "body-too-large", "" + Limits.MAX_BODY_BYTES);
    refused(server.post("/find/", big), 413, "body-too-large", "bytes");
    // Without a length announced: the body is sent in chunks and cut at the limit.
    byte[] bytes = big.getBytes(StandardCharsets.UTF_8);
    HttpRequest chunked =
        HttpRequest.newBuilder(server.uri("/verify/"))
            .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(bytes)))
            .build();
    refused(server.send(chunked), 413, "body-too-large", "bytes");
  }

  @Test
  void aBodyOfExactlyTheLimitIsRead() {
    String json = "{\"game\":\"tictactoe\"}";
    String exact = json + " ".repeat(Limits.MAX_BODY_BYTES - json.length());
    assertEquals(200, server.post("/api/state", exact).status());
    refused(server.post("/api/state", exact + " "), 413, "body-too-large", "" + Limits.MAX_BODY_BYTES);
    // Without a length announced, in chunks.
    assertEquals(200, server.send(chunked("/api/state", exact)).status());
    refused(server.send(chunked("/api/state", exact + " ")), 413, "body-too-large", "bytes");
  }

  @Test
  void aClientSendingFarMoreThanTheLimitIsCutOff() throws IOException {
    // The server reads and drops at most 2 MiB past the limit, then answers and closes.
    long announced = 64L * 1024 * 1024;
    long sent = 0;
    try (Socket socket = new Socket("127.0.0.1", server.uri("/").getPort())) {
      socket.setSoTimeout(20_000);
      OutputStream out = socket.getOutputStream();
      out.write(
          ("POST /api/state HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                  + "Content-Length: " + announced + "\r\n\r\n")
              .getBytes(StandardCharsets.ISO_8859_1));
      byte[] spaces = new byte[64 * 1024];
      Arrays.fill(spaces, (byte) ' ');
      try {
        while (sent < announced) {
          out.write(spaces);
          sent += spaces.length;
        }
      } catch (IOException e) {
        // Cut off: the server closed the connection.
      }
    }
    assertTrue(sent < announced, "the server read all of " + announced + " bytes");
  }

  private static HttpRequest chunked(String path, String body) {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    return HttpRequest.newBuilder(server.uri(path))
        .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(bytes)))
        .build();
  }

  @Test
  void stringsAndMoveListsOfExactlyTheLimitAreRead() {
    String name = "n".repeat(Limits.MAX_TEXT);
    refused(
        server.post("/api/state", "{\"game\":\"tictactoe\",\"notation\":\"" + name + "\"}"),
        400,
        "unknown-notation",
        "");
    refused(
        server.post("/api/state", "{\"game\":\"tictactoe\",\"notation\":\"" + name + "n\"}"),
        400,
        "bad-field",
        "the field 'notation' is longer than " + Limits.MAX_TEXT + " characters (" + (Limits.MAX_TEXT + 1) + ")");
    // 64 x 64 cells: a game of exactly the most moves the API offers.
    assertEquals(200, server.post("/api/state", "{\"game\":\"tictactoe(rows=64,cols=64,k=5)\"}").status());
    String[] moves = new String[Limits.MAX_MOVES];
    Arrays.fill(moves, "\"x\"");
    JsonNode error =
        refused(
            server.post("/api/state", "{\"game\":\"tictactoe\",\"moves\":[" + String.join(",", moves) + "]}"),
            400,
            "bad-notation",
            "move 0");
    assertEquals(0, error.get("moveIndex").asInt());
  }

  @Test
  void malformedJsonIsRefusedNamingWhereItBreaks() {
    refused(server.post("/find/", "{\"size\": 3, \"lines\": [0,0"), 400, "bad-json", "line 1");
    refused(server.post("/api/state", "{game: tictactoe}"), 400, "bad-json", "not valid JSON");
    refused(server.post("/api/state", ""), 400, "bad-json", "got nothing");
    refused(server.post("/api/state", "[1,2,3]"), 400, "bad-json", "an array");
    refused(server.post("/api/state", "\"tictactoe\""), 400, "bad-json", "a string");
    refused(server.post("/api/state", "{\"game\":\"tictactoe\"} {}"), 400, "bad-json", "not valid JSON");
    refused(
        server.post("/api/state", "{\"game\":\"tictactoe\",\"game\":\"nrow\"}"),
        400,
        "bad-json",
        "game");
    refused(server.post("/api/state", "[".repeat(5000)), 400, "bad-json", "not valid JSON");
    refused(server.post("/verify/", "{\"size\":3,\"lines\":NaN}"), 400, "bad-json", "not valid JSON");
    byte[] badUtf8 = {'{', '"', 'g', '"', ':', '"', (byte) 0xC3, (byte) 0x28, '"', '}'};
    HttpRequest request =
        HttpRequest.newBuilder(server.uri("/api/state"))
            .POST(HttpRequest.BodyPublishers.ofByteArray(badUtf8))
            .build();
    refused(server.send(request), 400, "bad-json", "not valid JSON at line 1, column 9: it is not UTF-8 text");
  }

  @Test
  void malformedJsonIsRefusedWithASentenceSayingWhatIsWrongAndWhere() {
    String[][] cases = {
      {"{\"game\": \"tictactoe\", \"moves\": [\"2 2\"", "line 1, column 38: it ends before an array is closed"},
      {"{\"game\": \"tictactoe\"", "it ends before an object is closed"},
      {"{\"game\": \"tic", "it ends before a string is closed"},
      {"{game: 1}", "column 2: unexpected 'g'; was expecting double-quote to start field name"},
      {"{\"game\" 1}", "unexpected '1'; was expecting a colon to separate field name and value"},
      {"{\"a\":1}x", "'x' is not a JSON value (a string, number, array, object, true, false or null)"},
      {"{\"a\":NaN}", "'NaN' is not a JSON value"},
      {"{\"a\":1,\"a\":2}", "the field 'a' appears twice"},
      {"{\"a\":\"\u0001\"}", "a string holds the control character 1, which must be escaped"},
      {"{\"a\":1} {}", "there is more after the JSON value"},
      {"[".repeat(5000), "arrays and objects are nested deeper than the server reads"},
      {"{\"seed\":" + "1".repeat(1001) + "}", "a number is longer than the server reads"},
      {"{\"" + "a".repeat(50_001) + "\":1}", "a string or name is longer than the server reads"},
    };
    for (String[] c : cases) {
      JsonNode error = refused(server.post("/api/state", c[0]), 400, "bad-json", c[1]);
      String message = error.get("message").asText();
      assertTrue(message.startsWith("the body is not valid JSON"), message);
      for (String internal : new String[] {"Source", "REDACTED", "`", "(code", "Exception"}) {
        assertFalse(message.contains(internal), message);
      }
    }
  }

  @Test
  void missingFieldsAndWrongTypesAreRefusedNamingTheField() {
    refused(server.post("/find/", "{\"lines\":" + LINES_3 + "}"), 400, "missing-field", "'size'");
    refused(server.post("/find/", "{\"size\":3}"), 400, "missing-field", "'lines'");
    refused(
        server.post("/verify/", "{\"size\":3,\"lines\":" + LINES_3 + "}"),
        400,
        "missing-field",
        "'newline'");
    refused(
        server.post("/find/", "{\"size\":\"3\",\"lines\":" + LINES_3 + "}"),
        400,
        "bad-field",
        "the field 'size' must be an integer from 1 to " + Limits.MAX_WEB_SIZE + ", got a string");
    refused(
        server.post("/find/", "{\"size\":3.5,\"lines\":" + LINES_3 + "}"),
        400,
        "bad-field",
        "got the number 3.5");
    refused(server.post("/find/", "{\"size\":3,\"lines\":{}}"), 400, "bad-field", "'lines' must be an array");
    refused(
        server.post("/find/", "{\"size\":3,\"lines\":" + LINES_3.replaceFirst("0", "true") + "}"),
        400,
        "bad-field",
        "lines[0] must be an integer from 0 to 1, got a boolean");
    refused(server.post("/api/state", "{\"game\":3}"), 400, "bad-field", "'game' must be a string");
    refused(
        server.post("/api/state", "{\"game\":\"tictactoe\",\"moves\":\"1 1\"}"),
        400,
        "bad-field",
        "'moves' must be an array");
    refused(
        server.post("/api/state", "{\"game\":\"tictactoe\",\"moves\":[11]}"),
        400,
        "bad-field",
        "moves[0] must be a string");
    refused(
        server.post("/api/agent", "{\"game\":\"tictactoe\",\"millis\":\"fast\"}"),
        400,
        "bad-field",
        "'millis'");
    refused(
        server.post("/api/state", "{\"game\":\"nrow\",\"window\":[0,0,1,1]}"),
        400,
        "bad-window",
        "must be an object");
    refused(
        server.post(
            "/api/state",
            "{\"game\":\"nrow\",\"window\":{\"minX\":0,\"minY\":0,\"maxX\":1.5,\"maxY\":1}}"),
        400,
        "bad-field",
        "window.maxX");
  }

  @Test
  void unknownGamesAndBadGameTextsAreRefused() {
    JsonNode unknown =
        refused(
            server.post("/api/state", "{\"game\":\"chess\"}"),
            400,
            "unknown-game",
            "no installed game has id 'chess'");
    assertTrue(unknown.get("games").isArray());
    refused(server.post("/api/state", "{\"game\":\"tictactoe(k=0)\"}"), 400, "bad-game", "k");
    refused(server.post("/api/state", "{\"game\":\"tictactoe(k=3\"}"), 400, "bad-game", "malformed");
    refused(
        server.post("/api/state", "{\"game\":\"dots-boxes(rows=-4)\"}"), 400, "bad-game", "rows");
    refused(
        server.post("/api/state", "{\"game\":\"" + "x".repeat(Limits.MAX_TEXT + 1) + "\"}"),
        400,
        "bad-field",
        "longer than " + Limits.MAX_TEXT);
    refused(
        server.post("/api/state", "{\"game\":\"tictactoe\",\"notation\":\"morse\"}"),
        400,
        "unknown-notation",
        "morse");
  }

  @Test
  void sizesAndNumbersPastTheLimitsAreRefused() {
    for (String size : new String[] {"0", "-1", "" + (Limits.MAX_WEB_SIZE + 1), "2147483648", "1e20",
        "99999999999999999999999"}) {
      refused(
          server.post("/find/", "{\"size\":" + size + ",\"lines\":" + LINES_3 + "}"),
          400,
          "bad-field",
          "'size'");
    }
    refused(
        server.post("/api/state", "{\"game\":\"dots-boxes(rows=100,cols=100)\"}"),
        400,
        "game-too-large",
        "at most " + Limits.MAX_MOVES);
    for (String newline : new String[] {"-1", "24", "4294967296", "-99999999999999"}) {
      refused(
          server.post("/verify/", "{\"size\":3,\"lines\":" + LINES_3 + ",\"newline\":" + newline + "}"),
          400,
          "bad-field",
          "'newline' must be an integer from 0 to 23");
    }
    refused(
        server.post("/find/", "{\"size\":3,\"lines\":" + LINES_3.replaceFirst("0", "2") + "}"),
        400,
        "bad-field",
        "lines[0] must be an integer from 0 to 1, got the integer 2");
    refused(
        server.post("/find/", "{\"size\":3,\"lines\":" + LINES_3.replaceFirst("0", "-1") + "}"),
        400,
        "bad-field",
        "lines[0]");
    refused(
        server.post("/api/agent", "{\"game\":\"tictactoe\",\"millis\":-5}"),
        400,
        "bad-field",
        "'millis' must be an integer from 1");
    refused(
        server.post("/api/agent", "{\"game\":\"tictactoe\",\"seed\":1e300}"),
        400,
        "bad-field",
        "'seed'");
    refused(
        server.post(
            "/api/state",
            "{\"game\":\"nrow\",\"window\":{\"minX\":0,\"minY\":0,\"maxX\":1000,\"maxY\":1}}"),
        400,
        "bad-window",
        "1001 x 2");
    refused(
        server.post(
            "/api/state",
            "{\"game\":\"nrow\",\"window\":{\"minX\":0,\"minY\":0,\"maxX\":-1,\"maxY\":1}}"),
        400,
        "bad-window",
        "0 x 2");
    refused(
        server.post(
            "/api/state",
            "{\"game\":\"nrow\",\"window\":{\"minX\":0,\"minY\":0,\"maxX\":1,\"maxY\":2147483648}}"),
        400,
        "bad-field",
        "window.maxY");
    refused(
        server.post("/api/state", "{\"game\":\"nrow\",\"moves\":[\"2147483648,0\"]}"),
        400,
        "bad-notation",
        "move 0");
  }

  @Test
  void linesOfTheWrongLengthAreRefused() {
    for (int length : new int[] {0, 23, 25, 40}) {
      refused(
          server.post("/find/", "{\"size\":3,\"lines\":" + zeros(length) + "}"),
          400,
          "bad-length",
          "the field 'lines' must have 24 entries, got " + length);
    }
    refused(
        server.post("/hint/", "{\"size\":4,\"lines\":" + LINES_3 + "}"),
        400,
        "bad-length",
        "40 entries, got 24");
  }

  @Test
  void tooManyMovesAndOverlongMovesAreRefused() {
    String[] moves = new String[Limits.MAX_MOVES + 1];
    Arrays.fill(moves, "\"0,0\"");
    refused(
        server.post("/api/state", "{\"game\":\"nrow\",\"moves\":[" + String.join(",", moves) + "]}"),
        400,
        "too-many-moves",
        "the limit is " + Limits.MAX_MOVES);
    refused(
        server.post(
            "/api/state",
            "{\"game\":\"tictactoe\",\"moves\":[\"" + "1".repeat(Limits.MAX_TEXT + 1) + "\"]}"),
        400,
        "bad-field",
        "moves[0] is longer");
  }

  @Test
  void drawnLinesAndFinishedBoardsAreRefusedByTheWebGame() {
    String lines = LINES_3.replaceFirst("0", "1");
    refused(
        server.post("/verify/", "{\"size\":3,\"lines\":" + lines + ",\"newline\":0}"),
        400,
        "already-drawn",
        "line 0");
    String full = "[" + String.join(",", Collections.nCopies(24, "1")) + "]";
    refused(
        server.post("/verify/", "{\"size\":3,\"lines\":" + full + ",\"newline\":5}"),
        400,
        "game-over",
        "line 5");
    refused(server.post("/hint/", "{\"size\":3,\"lines\":" + full + "}"), 400, "game-over", "every line");
  }

  @Test
  void pageFormsAreCheckedAndUnknownApiPathsAre404() {
    refused(server.postForm("/new/", "glevel=abc"), 400, "bad-field", "'glevel'");
    refused(server.postForm("/new/", "other=3"), 400, "missing-field", "'glevel'");
    refused(
        server.postForm("/resume/", "size=3&lines=%5B0%5D&claims=%5B%5D"),
        400,
        "bad-length",
        "'lines' must have 24 entries");
    refused(
        server.postForm("/resume/", "size=3&lines=zero&claims=%5B%5D"),
        400,
        "bad-json",
        "the form field 'lines'");
    refused(server.get("/api/nothing"), 404, "not-found", "/api/nothing");
    refused(server.post("/nothing", "{}"), 404, "not-found", "POST /nothing");
  }
}
