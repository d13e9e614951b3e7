package io.github.gridgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Requests written on a plain socket, byte for byte, to a real loopback server: the hostile form
 * posts that once got a 500, and the malformed requests that the HTTP layer (Jetty) refuses before
 * any route sees them. Each answer is a 4xx with the API's JSON error object.
 */
class HttpLayerTest {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  @RegisterExtension static final Loopback server = Loopback.perClass();

  private static int port() {
    return server.uri("/").getPort();
  }

  /** Checks an answer: the status, the JSON error object with its code, and its sentence. */
  static JsonNode error(RawHttp.Answer answer, int status, String code, String fragment)
      throws IOException {
    assertEquals(status, answer.status(), answer::toString);
    assertTrue(answer.header("Content-Type").startsWith("application/json"), answer::toString);
    JsonNode error = MAPPER.readTree(answer.body());
    assertTrue(error.isObject(), answer::toString);
    assertEquals(code, error.path("error").asText(), answer::toString);
    String message = error.path("message").asText();
    assertTrue(message.contains(fragment), () -> "'" + fragment + "' in " + answer);
    for (String internal : new String[] {"Exception", "Source", "REDACTED", "`", "<html"}) {
      assertFalse(answer.text().contains(internal), answer::toString);
    }
    return error;
  }

  private static RawHttp.Answer form(String path, String contentType, String body) {
    return RawHttp.one(
        port(),
        "POST " + path + " HTTP/1.1\r\nHost: localhost\r\nContent-Type: " + contentType
            + "\r\nContent-Length: " + body.length() + "\r\n\r\n" + body);
  }

  private static RawHttp.Answer get(String target) {
    return RawHttp.one(port(), "GET " + target + " HTTP/1.1\r\nHost: localhost\r\n\r\n");
  }

  private static RawHttp.Answer post(String path, String headers, String body) {
    return RawHttp.one(
        port(), "POST " + path + " HTTP/1.1\r\nHost: localhost\r\n" + headers + "\r\n" + body);
  }

  @Test
  void aFormInACharsetTheServerDoesNotKnowIsRefusedWith400() throws IOException {
    for (String charset : new String[] {"bogus", "@@", ""}) {
      error(
          form("/new/", "application/x-www-form-urlencoded; charset=" + charset, "glevel=3"),
          400,
          "bad-form",
          "the form's charset '" + charset + "' is not one the server knows");
    }
    error(
        form("/new/", "application/x-www-form-urlencoded; charset", "glevel=3"),
        400,
        "bad-form",
        "charset ''");
    error(
        form("/new/", "application/x-www-form-urlencoded; charset=\"\"", "glevel=3"),
        400,
        "bad-form",
        "the form's charset '' is not one the server knows");
    // A name the message repeats is cut after 40 characters.
    String forty = "x".repeat(40);
    error(
        form("/new/", "application/x-www-form-urlencoded; charset=" + forty, "glevel=3"),
        400,
        "bad-form",
        "the form's charset '" + forty + "' is not");
    error(
        form("/new/", "application/x-www-form-urlencoded; charset=" + forty + "y", "glevel=3"),
        400,
        "bad-form",
        "the form's charset '" + forty + "...' is not");
    RawHttp.Answer latin = form("/new/", "application/x-www-form-urlencoded; charset=\"ISO-8859-1\"", "glevel=4");
    assertEquals(303, latin.status(), latin::toString);
    assertEquals("/static/dots.html?size=4", latin.header("Location"));
  }

  @Test
  void aBadPercentEscapeInAFormIsRefusedWith400() throws IOException {
    error(
        form("/new/", "application/x-www-form-urlencoded", "glevel=%zz"),
        400,
        "bad-form",
        "'%zz', where a % is not followed by two hex digits");
  }

  @Test
  void aMalformedMultipartFormIsRefusedWith400() throws IOException {
    for (String path : new String[] {"/new/", "/resume/"}) {
      error(
          form(path, "multipart/form-data", ""),
          400,
          "bad-form",
          "the multipart form could not be read: No multipart boundary");
    }
    error(
        form("/new/", "multipart/form-data; boundary=xyz", "--xyz\r\nContent-Disposition: form-data; name=\"glevel\"\r\n\r\n3"),
        400,
        "bad-form",
        "the multipart form could not be read");
    String big =
        "--xyz\r\nContent-Disposition: form-data; name=\"pad\"\r\n\r\n"
            + "x".repeat(Limits.MAX_BODY_BYTES) + "\r\n--xyz--\r\n";
    error(
        form("/new/", "multipart/form-data; boundary=xyz", big),
        413,
        "body-too-large",
        "larger than the limit of " + Limits.MAX_BODY_BYTES);
    String part = "--xyz\r\nContent-Disposition: form-data; name=\"glevel\"\r\n\r\n3\r\n--xyz--\r\n";
    RawHttp.Answer good = form("/new/", "multipart/form-data; boundary=xyz", part);
    assertEquals(303, good.status(), good::toString);
    assertEquals("/static/dots.html?size=3", good.header("Location"));
  }

  @Test
  void badUrisAreRefusedWithTheJsonError() throws IOException {
    error(get("/%00"), 400, "bad-request", "a character a path may not hold");
    error(get("/%zz"), 400, "bad-request", "a % in the request's URI is not followed by two hex digits");
    error(get("/%2e%2e/x"), 400, "bad-request", "ambiguous");
    error(get("/static/%2e%2e/%2e%2e/etc/passwd"), 400, "bad-request", "ambiguous");
    error(get("/a b"), 400, "bad-request", "a character HTTP does not allow");
    error(get("/%C0%AF"), 400, "bad-request", "UTF-8");
  }

  @Test
  void badOrConflictingHeadersAreRefusedWithTheJsonError() throws IOException {
    String state = "POST /api/state HTTP/1.1\r\nHost: localhost\r\n";
    String[][] cases = {
      {"GET / HTTP/1.1\r\nHost: localhost\r\nX-Note: a\0b\r\n\r\n",
        "400", "bad-request", "a character HTTP does not allow (CNTL=0x0)"},
      {state + "Content-Length: -1\r\n\r\n", "400", "bad-request", "the Content-Length is not a length in bytes"},
      {state + "Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}", "400", "bad-request", "more than one Content-Length"},
      {state + "Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
        "400", "bad-request", "both a Content-Length and a Transfer-Encoding"},
      {"GET /api/games HTTP/1.1\r\n\r\n", "400", "bad-request", "an HTTP/1.1 request must name its Host"},
      {state + "Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n", "400", "bad-body", "the body could not be read ("},
      {state + "Expect: nothing\r\nContent-Length: 2\r\n\r\n{}", "417", "http-417", "Expectation Failed"},
    };
    for (String[] c : cases) {
      error(RawHttp.one(port(), c[0]), Integer.parseInt(c[1]), c[2], c[3]);
    }
  }

  @Test
  void aUriOrHeadersPastTheLimitsAreRefusedWithTheJsonError() throws IOException {
    error(get("/" + "a".repeat(9000)), 414, "uri-too-long", "longer than the server reads");
    error(
        RawHttp.one(
            port(), "GET /api/games HTTP/1.1\r\nHost: localhost\r\nX-Long: " + "v".repeat(9000) + "\r\n\r\n"),
        431,
        "headers-too-large",
        "larger than the server reads");
  }

  @Test
  void oddRequestLinesAndMethodsAreRefusedWithTheJsonError() throws IOException {
    error(
        RawHttp.one(port(), "OPTIONS * HTTP/1.1\r\nHost: localhost\r\n\r\n"),
        404,
        "not-found",
        "there is no OPTIONS *");
    error(RawHttp.one(port(), "GARBAGE\r\n\r\n"), 400, "bad-request", "no path");
    error(
        RawHttp.one(port(), "GET / HTTP/9.9\r\nHost: localhost\r\n\r\n"),
        400,
        "bad-request",
        "HTTP/1.0 and HTTP/1.1 only");
    RawHttp.Answer brew =
        RawHttp.one(port(), "BREW /api/state HTTP/1.1\r\nHost: localhost\r\n\r\n");
    error(brew, 405, "method-not-allowed", "/api/state answers POST, not BREW");
    assertEquals("POST", brew.header("Allow"));
    RawHttp.Answer trace = RawHttp.one(port(), "TRACE / HTTP/1.1\r\nHost: localhost\r\n\r\n");
    error(trace, 405, "method-not-allowed", "not TRACE");
    assertEquals("GET, HEAD", trace.header("Allow"));
  }

  @Test
  void aWrongMethodOnAnApiRouteIs405WithAllow() throws IOException {
    String[][] cases = {
      {"PUT", "/api/state", "POST"},
      {"GET", "/api/agent", "POST"},
      {"DELETE", "/find/", "POST"},
      {"PATCH", "/verify", "POST"},
      {"POST", "/api/games", "GET, HEAD"},
      {"PUT", "/new/", "POST"},
    };
    for (String[] c : cases) {
      RawHttp.Answer answer =
          RawHttp.one(port(), c[0] + " " + c[1] + " HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n");
      error(answer, 405, "method-not-allowed", c[1] + " answers " + c[2] + ", not " + c[0]);
      assertEquals(c[2], answer.header("Allow"), answer::toString);
    }
    RawHttp.Answer head = RawHttp.one(port(), "HEAD /api/state HTTP/1.1\r\nHost: localhost\r\n\r\n");
    assertEquals(405, head.status(), head::toString);
    assertEquals("POST", head.header("Allow"));
    assertTrue(head.header("Content-Type").startsWith("application/json"), head::toString);
    // A GET outside /api/ and /static/ is still the start page, as the original answers it.
    assertEquals(200, get("/find/").status());
    assertEquals(200, RawHttp.one(port(), "HEAD /find/ HTTP/1.1\r\nHost: localhost\r\n\r\n").status());
    error(
        post("/api/nothing", "Content-Length: 0\r\n", ""), 404, "not-found", "there is no POST /api/nothing");
  }

  @Test
  void truncatedJsonIsRefusedWithASentence() throws IOException {
    String body = "{\"game\": \"tictactoe\", \"moves\": [\"2 2\"";
    JsonNode error =
        error(
            post("/api/state", "Content-Type: application/json\r\nContent-Length: " + body.length() + "\r\n", body),
            400,
            "bad-json",
            "the body is not valid JSON at line 1, column 38: it ends before an array is closed");
    assertEquals(
        "the body is not valid JSON at line 1, column 38: it ends before an array is closed",
        error.get("message").asText());
  }
}
