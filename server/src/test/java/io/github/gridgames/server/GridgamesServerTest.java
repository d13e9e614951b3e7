package io.github.gridgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

/** Starting and stopping the embeddable server, its settings, and the page routes' redirects. */
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
      Loopback.Answer resumed =
          server.postForm(
              "/resume/",
              "size=1&lines=%5B1%2C1%2C1%2C1%5D&claims=%5B2%5D");
      assertEquals(303, resumed.status(), resumed::toString);
      assertEquals("/static/dots.html?size=1&resume=1", resumed.location());
    }
  }
}
