package io.github.gridgames.server;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

/**
 * Seeded fuzzing of the whole HTTP surface on a real loopback server: valid requests to every
 * route are mutated (method, target, version, headers, framing and body) and written byte for
 * byte on a plain socket. Every answer must be below 500, and every 4xx must be the API's JSON
 * error object ({@code error} and {@code message} strings; only {@code Content-Type} for
 * {@code HEAD}). A failure names the seed and the request's number, the request as sent and the
 * smallest failing request found by cutting bytes from it.
 *
 * <p>The normal run sends {@value #DEFAULT_REQUESTS} requests (bounded to {@value
 * #DEFAULT_SECONDS} seconds). The large run is on demand, such as 300,000 requests in at most ten
 * minutes (they took 271 seconds on a 2-core machine):
 *
 * <pre>
 * mvn -B -ntp verify -pl server -am -Dtest=HttpFuzzTest -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dgridgames.httpfuzz.requests=300000 -Dgridgames.httpfuzz.seconds=600 \
 *     -Dgridgames.httpfuzz.seed=7
 * </pre>
 */
class HttpFuzzTest {

  private static final int DEFAULT_REQUESTS = 3000;
  private static final int DEFAULT_SECONDS = 40;

  private static final long SEED = Long.getLong("gridgames.httpfuzz.seed", 20261126L);
  private static final int REQUESTS = Integer.getInteger("gridgames.httpfuzz.requests", DEFAULT_REQUESTS);
  private static final long SECONDS = Long.getLong("gridgames.httpfuzz.seconds", DEFAULT_SECONDS);

  /** How long one exchange may take: an agent thinks 3 s at most, /find/ 1 ms here. */
  private static final int TIMEOUT_MILLIS = 15_000;

  private static final ObjectMapper MAPPER = new ObjectMapper();

  /** A request in parts, so that each part can be mutated on its own. */
  private record Request(
      String method, String target, String version, List<String> headers, byte[] body, boolean framed) {

    /** The bytes sent: the request line, the headers, a Content-Length if framed, the body. */
    byte[] bytes() {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      StringBuilder head = new StringBuilder(method).append(' ').append(target);
      if (!version.isEmpty()) {
        head.append(' ').append(version);
      }
      head.append("\r\n");
      for (String header : headers) {
        head.append(header).append("\r\n");
      }
      if (framed && (body.length > 0 || method.equals("POST"))) {
        head.append("Content-Length: ").append(body.length).append("\r\n");
      }
      head.append("\r\n");
      out.writeBytes(head.toString().getBytes(StandardCharsets.ISO_8859_1));
      out.writeBytes(body);
      return out.toByteArray();
    }

    Request with(String method, String target, String version) {
      return new Request(method, target, version, headers, body, framed);
    }

    Request withHeaders(List<String> headers, boolean framed) {
      return new Request(method, target, version, headers, body, framed);
    }

    Request withBody(byte[] body) {
      return new Request(method, target, version, headers, body, framed);
    }
  }

  private static final String LINES =
      "[1,0,0,1,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0]";

  /** Valid requests to every route: the fuzzer's seeds. */
  private static final List<Request> SEEDS =
      List.of(
          json("/find/", "{\"size\":3,\"lines\":" + LINES + "}"),
          json("/verify/", "{\"size\":3,\"lines\":" + LINES + ",\"newline\":13}"),
          json("/hint/", "{\"size\":3,\"lines\":" + LINES + "}"),
          get("/api/games"),
          json("/api/state", "{\"game\":\"tictactoe\",\"moves\":[\"2 2\",\"1 1\"]}"),
          json(
              "/api/state",
              "{\"game\":\"dots-boxes(rows=1,cols=2)\",\"notation\":\"dot-pair\","
                  + "\"moves\":[\"(0,0)-(0,1)\",\"(0,0)-(1,0)\"]}"),
          json(
              "/api/state",
              "{\"game\":\"nrow(n=4,distance=1)\",\"moves\":[\"0,0\",\"1,0\"],"
                  + "\"window\":{\"minX\":-1,\"minY\":-1,\"maxX\":2,\"maxY\":1}}"),
          json(
              "/api/agent",
              "{\"game\":\"tictactoe\",\"moves\":[\"1 1\"],\"agent\":\"random\",\"millis\":1,\"seed\":3}"),
          json(
              "/api/agent",
              "{\"game\":\"dots-boxes(rows=2,cols=2)\",\"agent\":\"best\",\"millis\":1}"),
          form("/new/", "application/x-www-form-urlencoded", "glevel=3"),
          form(
              "/resume/",
              "application/x-www-form-urlencoded",
              "size=1&lines=%5B1%2C1%2C1%2C0%5D&claims=%5B0%5D"),
          form(
              "/new/",
              "multipart/form-data; boundary=b0",
              "--b0\r\nContent-Disposition: form-data; name=\"glevel\"\r\n\r\n5\r\n--b0--\r\n"),
          get("/"),
          get("/reset/"),
          get("/static/dots.html"),
          get("/static/js/common.js"));

  private static final String[] METHODS = {
    "GET", "POST", "PUT", "DELETE", "HEAD", "OPTIONS", "PATCH", "TRACE", "CONNECT", "BREW", "get",
    "", "P\0ST", "POST POST", "G\u00e9T", "PRI", "X".repeat(300)
  };

  private static final String[] TARGETS = {
    "/", "*", "/api/", "/api/state/", "/api/games?x=1", "/api//state", "/API/STATE", "/find",
    "/static/", "/static/../web/dots.html", "/static/%2e%2e/x", "/%00", "/%zz", "/%", "/a%2fb",
    "/WEB-INF/web.xml", "http://localhost/api/games", "//evil/api/games", "/?q=%zz", "/#frag",
    "/\u00e9", "/%C0%AF", "/" + "a".repeat(9000), "", "api/state", "/new/?glevel=3"
  };

  private static final String[] PIECES = {
    "%00", "%zz", "%2e%2e", "%2F", "/", "//", "..", "?", "#", ";", "%", " ", "\t", "\u00ff", "%ff",
    "*", "@", "\\"
  };

  private static final String[] VERSIONS = {
    "HTTP/1.1", "HTTP/1.0", "HTTP/2.0", "HTTP/9.9", "HTTP/1.1 x", "http/1.1", "HTTP/1", "", "HTTP/0.9"
  };

  private static final String[] HEADERS = {
    "Content-Length: -1", "Content-Length: 0", "Content-Length: 3", "Content-Length: 99999999999999999999",
    "Content-Length: 1x", "Content-Length: 5, 5", "Transfer-Encoding: chunked",
    "Transfer-Encoding: gzip", "Transfer-Encoding: gzip, chunked", "Transfer-Encoding: chunked, gzip",
    "Content-Type: application/json", "Content-Type: application/x-www-form-urlencoded; charset=bogus",
    "Content-Type: application/x-www-form-urlencoded; charset=@@",
    "Content-Type: application/x-www-form-urlencoded; charset=",
    "Content-Type: application/x-www-form-urlencoded; charset=UTF-16",
    "Content-Type: multipart/form-data", "Content-Type: multipart/form-data; boundary=b0",
    "Content-Type: multipart/form-data; boundary=", "Content-Type: text/plain; charset=utf-8",
    "Content-Type: ;;;", "Content-Encoding: gzip", "Expect: 100-continue", "Expect: nothing",
    "Host:", "Host: a b", "Host: [::1", "X-Nul: a\0b", "X Space: b", ": empty name",
    "Folded: a\r\n b", "Accept: text/html", "Accept: application/json", "Accept-Charset: bogus",
    "Connection: close", "Connection: keep-alive", "Upgrade: h2c", "Cookie: a=b",
    "X-Long: " + "v".repeat(9000), "Range: bytes=0-1", "If-None-Match: *"
  };

  private static final String[] FRAGMENTS = {
    "null", "[]", "{}", "1e999", "-0", "99999999999999999999", "\"\\ud800\"", "[[[[[[[[", "true",
    "\"" + "x".repeat(300) + "\"", "NaN", ",", ":", "\"\"", "0.5", "\"\\u0000\"", "}", "]", "%",
    "&", "="
  };

  private static final byte[] INTERESTING_BYTES = {
    0, (byte) 0xff, '"', '[', '{', '\\', '%', (byte) 0x80, '\r', '\n', ' '
  };

  private static Request json(String path, String body) {
    return new Request(
        "POST",
        path,
        "HTTP/1.1",
        List.of("Host: localhost", "Content-Type: application/json"),
        body.getBytes(StandardCharsets.UTF_8),
        true);
  }

  private static Request form(String path, String contentType, String body) {
    return new Request(
        "POST",
        path,
        "HTTP/1.1",
        List.of("Host: localhost", "Content-Type: " + contentType),
        body.getBytes(StandardCharsets.UTF_8),
        true);
  }

  private static Request get(String path) {
    return new Request("GET", path, "HTTP/1.1", List.of("Host: localhost"), new byte[0], true);
  }

  private static <T> T pick(SplittableRandom random, T[] values) {
    return values[random.nextInt(values.length)];
  }

  /** One to three mutations of a seed. */
  static Request mutate(Request request, SplittableRandom random) {
    int count = 1 + random.nextInt(3);
    for (int i = 0; i < count; i++) {
      request = mutateOnce(request, random);
    }
    return request;
  }

  private static Request mutateOnce(Request r, SplittableRandom random) {
    List<String> headers = new ArrayList<>(r.headers());
    switch (random.nextInt(10)) {
      case 0 -> {
        return r.with(pick(random, METHODS), r.target(), r.version());
      }
      case 1 -> {
        return r.with(r.method(), pick(random, TARGETS), r.version());
      }
      case 2 -> {
        int at = random.nextInt(r.target().length() + 1);
        String target = r.target().substring(0, at) + pick(random, PIECES) + r.target().substring(at);
        return r.with(r.method(), target, r.version());
      }
      case 3 -> {
        return r.with(r.method(), r.target(), pick(random, VERSIONS));
      }
      case 4 -> {
        if (!headers.isEmpty()) {
          headers.remove(random.nextInt(headers.size()));
        }
        return r.withHeaders(headers, r.framed());
      }
      case 5 -> {
        String header = pick(random, HEADERS);
        headers.add(random.nextInt(headers.size() + 1), header);
        String name = header.toLowerCase(Locale.ROOT);
        boolean framing = name.startsWith("content-length") || name.startsWith("transfer-encoding");
        Request changed = r.withHeaders(headers, r.framed() && !framing);
        if (name.equals("transfer-encoding: chunked") && random.nextBoolean()) {
          return changed.withBody(chunked(r.body(), random));
        }
        return changed;
      }
      case 6 -> {
        return r.withBody(mutateBytes(r.body(), random));
      }
      case 7 -> {
        return r.withBody(SEEDS.get(random.nextInt(SEEDS.size())).body());
      }
      case 8 -> {
        if (headers.isEmpty()) {
          return r;
        }
        int which = random.nextInt(headers.size());
        String header = headers.get(which);
        int at = random.nextInt(header.length() + 1);
        char c = (char) (random.nextBoolean() ? random.nextInt(32) : random.nextInt(256));
        headers.set(which, header.substring(0, at) + c + header.substring(at));
        return r.withHeaders(headers, r.framed());
      }
      default -> {
        byte[] body = r.body();
        byte[] fragment = pick(random, FRAGMENTS).getBytes(StandardCharsets.UTF_8);
        int at = random.nextInt(body.length + 1);
        int cut = Math.min(body.length - at, random.nextInt(8));
        byte[] changed = new byte[body.length - cut + fragment.length];
        System.arraycopy(body, 0, changed, 0, at);
        System.arraycopy(fragment, 0, changed, at, fragment.length);
        System.arraycopy(body, at + cut, changed, at + fragment.length, body.length - at - cut);
        return r.withBody(changed);
      }
    }
  }

  private static byte[] chunked(byte[] body, SplittableRandom random) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int at = 0;
    while (at < body.length) {
      int size = Math.min(body.length - at, 1 + random.nextInt(16));
      out.writeBytes((Integer.toHexString(size) + "\r\n").getBytes(StandardCharsets.ISO_8859_1));
      out.write(body, at, size);
      out.writeBytes("\r\n".getBytes(StandardCharsets.ISO_8859_1));
      at += size;
    }
    out.writeBytes("0\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
    return out.toByteArray();
  }

  private static byte[] mutateBytes(byte[] body, SplittableRandom random) {
    if (body.length == 0) {
      return new byte[] {(byte) random.nextInt(256)};
    }
    byte[] changed = body.clone();
    int at = random.nextInt(body.length);
    switch (random.nextInt(5)) {
      case 0 -> changed[at] ^= (byte) (1 << random.nextInt(8));
      case 1 -> changed[at] = INTERESTING_BYTES[random.nextInt(INTERESTING_BYTES.length)];
      case 2 -> {
        return Arrays.copyOf(body, at);
      }
      case 3 -> {
        int length = 1 + random.nextInt(Math.min(32, body.length - at));
        byte[] shorter = new byte[body.length - length];
        System.arraycopy(body, 0, shorter, 0, at);
        System.arraycopy(body, at + length, shorter, at, body.length - at - length);
        return shorter;
      }
      default -> {
        int length = 1 + random.nextInt(Math.min(32, body.length - at));
        byte[] longer = new byte[body.length + length];
        System.arraycopy(body, 0, longer, 0, at + length);
        System.arraycopy(body, at, longer, at + length, body.length - at);
        return longer;
      }
    }
    return changed;
  }

  /**
   * What is wrong with the server's answers to these bytes, if anything.
   *
   * @param classes counts the answers by status class ({@code classes[4]} for 4xx), and in
   *     {@code classes[0]} the requests the server closed without answering
   */
  static Optional<String> problem(int port, byte[] request, int[] classes) {
    List<RawHttp.Answer> answers;
    try {
      answers = RawHttp.exchange(port, request, TIMEOUT_MILLIS);
    } catch (UncheckedIOException e) {
      return Optional.of("no complete answer: " + e.getMessage());
    } catch (AssertionError e) {
      return Optional.of(e.getMessage());
    }
    boolean head = new String(request, 0, Math.min(5, request.length), StandardCharsets.ISO_8859_1)
        .startsWith("HEAD ");
    if (answers.isEmpty()) {
      classes[0]++;
    }
    for (RawHttp.Answer answer : answers) {
      classes[Math.min(5, answer.status() / 100)]++;
      if (answer.status() >= 500) {
        return Optional.of("a " + answer.status() + ": " + answer);
      }
      if (answer.status() < 400) {
        continue;
      }
      if (!answer.header("Content-Type").startsWith("application/json")) {
        return Optional.of("a " + answer.status() + " that is not JSON: " + answer);
      }
      if (head) {
        continue;
      }
      try {
        JsonNode error = MAPPER.readTree(answer.body());
        if (error == null
            || !error.path("error").isTextual()
            || !error.path("message").isTextual()
            || error.path("message").asText().isBlank()) {
          return Optional.of("a " + answer.status() + " without the error object: " + answer);
        }
      } catch (IOException e) {
        return Optional.of("a " + answer.status() + " whose body is not JSON: " + answer);
      }
    }
    return Optional.empty();
  }

  /**
   * The smallest failing request found by cutting runs of bytes (halving the run's length down to
   * single bytes), within a bounded number of tries.
   */
  static byte[] shrink(int port, byte[] request) {
    byte[] smallest = request;
    int tries = 0;
    for (int run = Math.max(1, smallest.length / 2); run >= 1 && tries < 400; run /= 2) {
      for (int at = 0; at + run <= smallest.length && tries < 400; ) {
        byte[] cut = new byte[smallest.length - run];
        System.arraycopy(smallest, 0, cut, 0, at);
        System.arraycopy(smallest, at + run, cut, at, smallest.length - at - run);
        tries++;
        if (problem(port, cut, new int[6]).isPresent()) {
          smallest = cut;
        } else {
          at += run;
        }
      }
    }
    return smallest;
  }

  @Test
  void mutatedRequestsToEveryRouteGetNo5xxAndAJsonErrorForEvery4xx() throws IOException {
    // Jetty warns of each odd header it refuses (several lines a request here); the answers are
    // what the test checks, so the warnings are held back while it runs.
    Logger jetty = Logger.getLogger("org.eclipse.jetty");
    Level before = jetty.getLevel();
    jetty.setLevel(Level.SEVERE);
    try (Loopback server = Loopback.start(1)) {
      int port = server.uri("/").getPort();
      SplittableRandom seeds = new SplittableRandom(SEED);
      long deadline = System.nanoTime() + SECONDS * 1_000_000_000L;
      int sent = 0;
      int[] byClass = new int[6];
      List<String> failures = new ArrayList<>();
      for (; sent < REQUESTS && System.nanoTime() < deadline && failures.isEmpty(); sent++) {
        SplittableRandom random = new SplittableRandom(seeds.nextLong());
        Request seed = SEEDS.get(random.nextInt(SEEDS.size()));
        byte[] request = mutate(seed, random).bytes();
        Optional<String> problem = problem(port, request, byClass);
        if (problem.isPresent()) {
          byte[] shrunk = shrink(port, request);
          failures.add(
              "seed "
                  + SEED
                  + ", request "
                  + sent
                  + ": "
                  + problem.get()
                  + "\n  sent:   \""
                  + RawHttp.printable(request, 0)
                  + "\"\n  shrunk: \""
                  + RawHttp.printable(shrunk, 0)
                  + "\"\n  which gets: "
                  + problem(port, shrunk, new int[6]).orElse("(no longer fails)"));
        }
      }
      String summary =
          String.format(
              Locale.ROOT,
              "HttpFuzzTest: seed %d, %d mutated requests (limit %d s): answers 2xx %d, 3xx %d, 4xx %d,"
                  + " 5xx %d; closed without an answer %d%n",
              SEED,
              sent,
              SECONDS,
              byClass[2],
              byClass[3],
              byClass[4],
              byClass[5],
              byClass[0]);
      // The figures go to a file, as LoadTest's do: a test of the default run prints nothing.
      Path log = Path.of("target", "http-fuzz.log");
      Files.createDirectories(log.getParent());
      Files.writeString(log, summary);
      if (System.getProperty("gridgames.httpfuzz.requests") != null) {
        System.out.print(summary);
      }
      assertTrue(failures.isEmpty(), () -> String.join("\n", failures));
      assertTrue(sent >= Math.min(REQUESTS, 100), "only " + sent + " requests were sent in time");
    } finally {
      jetty.setLevel(before);
    }
  }
}
