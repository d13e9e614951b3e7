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
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A real server on the loopback interface and an HTTP client that talks to it. Either started
 * and closed by hand ({@link #start()}), or registered as a JUnit extension that starts it before
 * a test class and stops it after ({@link #perClass()}).
 */
final class Loopback implements AutoCloseable, BeforeAllCallback, AfterAllCallback {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  private final long findMillis;
  private final HttpClient client;
  private GridgamesServer server;

  private Loopback(long findMillis) {
    this.findMillis = findMillis;
    this.client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
  }

  /** Starts a server on a free loopback port; the machine's /find/ turn gets 40 ms. */
  static Loopback start() {
    return start(40);
  }

  /** Starts a server on a free loopback port with a /find/ budget. */
  static Loopback start(long findMillis) {
    Loopback loopback = new Loopback(findMillis);
    loopback.open();
    return loopback;
  }

  /** A server for a test class, started before its tests and stopped after them. */
  static Loopback perClass() {
    return new Loopback(40);
  }

  private void open() {
    server = GridgamesServer.builder().host("127.0.0.1").port(0).findMillis(findMillis).start();
  }

  @Override
  public void beforeAll(ExtensionContext context) {
    open();
  }

  @Override
  public void afterAll(ExtensionContext context) {
    close();
  }

  /** An answer: status, content type, the redirect target (or empty text) and body text. */
  record Answer(int status, String contentType, String location, String body) {

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
    return post(path, "application/json", body);
  }

  Answer postForm(String path, String form) {
    return post(path, "application/x-www-form-urlencoded", form);
  }

  private Answer post(String path, String contentType, String body) {
    return send(
        HttpRequest.newBuilder(uri(path))
            .header("Content-Type", contentType)
            .POST(HttpRequest.BodyPublishers.ofString(body))
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
          response.headers().firstValue("Location").orElse(""),
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
