package io.github.gridgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.gridgames.core.Games;
import io.github.gridgames.core.Notation;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

/**
 * Starting and stopping the embeddable server, its settings, and what a server serves from the
 * moment it starts: the pages, the static files, the page routes' redirects and the HTTP layer's
 * refusals as the JSON error object. Each test starts its own server.
 */
class GridgamesServerTest {

  @Test
  void startsOnAFreePortAnswersAndStops() throws Exception {
    int port;
    try (Loopback server = Loopback.start()) {
      Loopback.Answer games = server.get("/api/games");
      assertEquals(200, games.status());
      port = server.uri("/").getPort();
      assertTrue(port > 0, "a free port: " + port);
    }
    HttpRequest request =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/games")).build();
    assertThrows(
        IOException.class,
        () -> HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString()),
        "the stopped server no longer answers");
  }

  @Test
  void aTakenPortIsReportedAndSettingsAreChecked() {
    // Javalin logs its failure to start as well; the test keeps the console quiet.
    Logger javalin = Logger.getLogger("io.javalin");
    Level before = javalin.getLevel();
    javalin.setLevel(Level.OFF);
    try (Loopback server = Loopback.start()) {
      int taken = server.uri("/").getPort();
      IllegalStateException e =
          assertThrows(
              IllegalStateException.class,
              () -> GridgamesServer.builder().host("127.0.0.1").port(taken).start());
      assertTrue(
          e.getMessage().startsWith("the server could not start on 127.0.0.1:" + taken),
          e.getMessage());
    } finally {
      javalin.setLevel(before);
    }
    IllegalArgumentException port =
        assertThrows(IllegalArgumentException.class, () -> GridgamesServer.builder().port(65536));
    assertEquals("port must be from 0 to 65535, got 65536", port.getMessage());
    IllegalArgumentException find =
        assertThrows(IllegalArgumentException.class, () -> GridgamesServer.builder().findMillis(0));
    assertEquals("findMillis must be at least 1, got 0", find.getMessage());
    IllegalArgumentException host =
        assertThrows(IllegalArgumentException.class, () -> GridgamesServer.builder().host(" "));
    assertEquals("host must not be empty, got ' '", host.getMessage());
  }

  @Test
  void newAndResumeSendTheBrowserToTheDotsPage() {
    try (Loopback server = Loopback.start()) {
      Loopback.Answer created = server.postForm("/new/", "glevel=5");
      assertEquals(303, created.status(), created::toString);
      assertEquals("/static/dots.html?size=5", created.location());
      for (int size : new int[] {1, Limits.MAX_WEB_SIZE}) {
        Loopback.Answer edge = server.postForm("/new/", "glevel=" + size);
        assertEquals(303, edge.status(), edge::toString);
        assertEquals("/static/dots.html?size=" + size, edge.location());
      }
      Loopback.Answer resumed =
          server.postForm(
              "/resume/",
              "size=1&lines=%5B1%2C1%2C1%2C1%5D&claims=%5B2%5D");
      assertEquals(303, resumed.status(), resumed::toString);
      assertEquals("/static/dots.html?size=1&resume=1", resumed.location());
    }
  }

  @Test
  void startWithAPortListensOnIt() {
    try (GridgamesServer server = GridgamesServer.start(0)) {
      assertTrue(server.port() > 0, "a free port: " + server.port());
    }
  }

  @Test
  void theSettingsTakeTheirWholeRanges() {
    GridgamesServer.Builder builder = GridgamesServer.builder();
    assertSame(builder, builder.port(0));
    assertSame(builder, builder.port(65535));
    assertSame(builder, builder.findMillis(1));
    IllegalArgumentException below =
        assertThrows(IllegalArgumentException.class, () -> GridgamesServer.builder().port(-1));
    assertEquals("port must be from 0 to 65535, got -1", below.getMessage());
  }

  @Test
  void aStartedServerServesItsPagesAndStaticFiles() {
    try (Loopback server = Loopback.start()) {
      Loopback.Answer start = server.get("/");
      assertEquals(200, start.status(), start::toString);
      assertTrue(start.contentType().startsWith("text/html"), start.contentType());
      Loopback.Answer reset = server.get("/reset/");
      assertEquals(200, reset.status(), reset::toString);
      assertTrue(reset.body().contains("data-state=\"reset\""), "the reset page: " + reset.body());
      Loopback.Answer dots = server.get("/static/dots.html");
      assertEquals(200, dots.status(), dots::toString);
      assertTrue(dots.contentType().startsWith("text/html"), dots.contentType());
      Loopback.Answer style = server.get("/static/style.css");
      assertEquals(200, style.status(), style::toString);
      JsonNode games = server.get("/api/games").json().get("games");
      for (JsonNode game : games) {
        List<String> notations = new ArrayList<>();
        game.get("notations").forEach(n -> notations.add(n.asText()));
        assertEquals(
            Games.parse(game.get("id").asText()).notations().stream().map(Notation::name).toList(), notations);
      }
      // The web game's largest board.
      int lines = 2 * Limits.MAX_WEB_SIZE * (Limits.MAX_WEB_SIZE + 1);
      Loopback.Answer hint =
          server.post(
              "/hint/",
              "{\"size\":" + Limits.MAX_WEB_SIZE + ",\"lines\":[" + String.join(",", Collections.nCopies(lines, "0")) + "]}");
      assertEquals(200, hint.status(), hint::toString);
      for (String path : new String[] {"/", "/reset/"}) {
        Loopback.Answer put =
            server.send(
                HttpRequest.newBuilder(server.uri(path)).PUT(HttpRequest.BodyPublishers.noBody()).build());
        assertEquals(405, put.status(), put::toString);
        assertEquals("method-not-allowed", put.json().get("error").asText(), put::toString);
        assertEquals(path + " answers GET, HEAD, not PUT", put.json().get("message").asText());
      }
    }
  }

  @Test
  void aStartedServerAnswersTheHttpLayersRefusalsWithTheJsonError() throws IOException {
    try (Loopback server = Loopback.start()) {
      int port = server.uri("/").getPort();
      HttpLayerTest.error(
          RawHttp.one(port, "GET /%zz HTTP/1.1\r\nHost: localhost\r\n\r\n"),
          400,
          "bad-request",
          "a % in the request's URI is not followed by two hex digits");
      HttpLayerTest.error(
          RawHttp.one(port, "GET /%2e%2e/x HTTP/1.1\r\nHost: localhost\r\n\r\n"),
          400,
          "bad-request",
          "ambiguous");
      HttpLayerTest.error(
          RawHttp.one(port, "GET / HTTP/1.1\r\n\r\n"), 400, "bad-request", "must name its Host");
      HttpLayerTest.error(
          RawHttp.one(port, "OPTIONS * HTTP/1.1\r\nHost: localhost\r\n\r\n"), 404, "not-found", "");
      HttpLayerTest.error(
          RawHttp.one(port, "POST /nothing HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n"),
          404,
          "not-found",
          "there is no POST /nothing");
      String big =
          "--xyz\r\nContent-Disposition: form-data; name=\"glevel\"\r\n\r\n"
              + "3".repeat(Limits.MAX_BODY_BYTES) + "\r\n--xyz--\r\n";
      HttpLayerTest.error(
          RawHttp.one(
              port,
              "POST /new/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=xyz\r\n"
                  + "Content-Length: " + big.length() + "\r\n\r\n" + big),
          413,
          "body-too-large",
          "larger than the limit of " + Limits.MAX_BODY_BYTES);
    }
  }
}
