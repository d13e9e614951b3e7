package io.github.gridgames.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** A real server on the loopback interface and an HTTP client that talks to it. */
final class Loopback implements AutoCloseable {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  private final GridgamesServer server;
  private final HttpClient client;

  private Loopback(GridgamesServer server) {
    this.server = server;
    this.client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
  }

  /** Starts a server on a free loopback port; the machine's /find/ turn gets 40 ms. */
  static Loopback start() {
    return start(40);
  }

  /** Starts a server on a free loopback port with a /find/ budget. */
  static Loopback start(long findMillis) {
    return new Loopback(
        GridgamesServer.builder().host("127.0.0.1").port(0).findMillis(findMillis).start());
  }

  /** An answer: status, content type and body text. */
  record Answer(int status, String contentType, String body) {

    /** The body parsed as JSON. */
    JsonNode json() {
      try {
        return MAPPER.readTree(body);
      } catch (IOException e) {
        throw new AssertionError("not JSON (status " + status + "): " + body, e);
      }
    }

    @Override
    public String toString() {
      return status + " " + body;
    }
  }

  URI uri(String path) {
    return URI.create("http://127.0.0.1:" + server.port() + path);
  }

  Answer post(String path, String body) {
    return send(
        HttpRequest.newBuilder(uri(path))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build());
  }

  Answer postForm(String path, String form) {
    return send(
        HttpRequest.newBuilder(uri(path))
            .header("Content-Type", "application/x-www-form-urlencoded")
            .POST(HttpRequest.BodyPublishers.ofString(form))
            .build());
  }

  Answer get(String path) {
    return send(HttpRequest.newBuilder(uri(path)).GET().build());
  }

  Answer send(HttpRequest request) {
    try {
      HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
      return new Answer(
          response.statusCode(),
          response.headers().firstValue("Content-Type").orElse(""),
          response.body());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError("interrupted", e);
    }
  }

  HttpClient client() {
    return client;
  }

  @Override
  public void close() {
    server.close();
  }
}
