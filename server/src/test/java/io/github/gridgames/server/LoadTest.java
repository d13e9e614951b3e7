package io.github.gridgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Queue;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Many concurrent clients playing whole games through the API on a real loopback server: each
 * plays a 3 x 3 Dots and Boxes game against the machine through the original's {@code /verify/}
 * and {@code /find/}, then a Tic-Tac-Toe game against {@code best} through {@code /api/state} and
 * {@code /api/agent}. Every answer must be a 200 of the right shape: 0 errors, 0 5xx. Bounded in
 * count (clients x games) and in time (no new game starts after the time limit).
 *
 * <p>CI runs 64 clients, one round each, and writes its figures to {@code
 * target/load-test.log}. The large run is on demand, and prints them too:
 *
 * <pre>
 * mvn -q -B -ntp verify -pl server -am -Dtest=LoadTest -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dgridgames.load.clients=256 -Dgridgames.load.rounds=8
 * </pre>
 */
class LoadTest {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  private static final int CLIENTS = Integer.getInteger("gridgames.load.clients", 64);
  private static final int ROUNDS = Integer.getInteger("gridgames.load.rounds", 1);
  private static final long LIMIT_SECONDS = Long.getLong("gridgames.load.seconds", 120);
  private static final long FIND_MILLIS = Long.getLong("gridgames.load.findMillis", 20);
  private static final long SEED = Long.getLong("gridgames.seed", 20260413L);

  /** What went wrong, counted. */
  private final AtomicLong requests = new AtomicLong();
  private final AtomicLong errors = new AtomicLong();
  private final AtomicLong serverErrors = new AtomicLong();
  private final AtomicLong games = new AtomicLong();
  private final Map<String, Queue<Long>> latencies = new ConcurrentSkipListMap<>();
  private final ConcurrentLinkedQueue<String> failures = new ConcurrentLinkedQueue<>();

  private HttpClient client;
  private String base;
  private long deadline;

  @Test
  void concurrentClientsPlayWholeGamesWithoutErrors() throws Exception {
    assertTrue(CLIENTS >= 64, "the load test runs at least 64 clients, got " + CLIENTS);
    client =
        HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10))
            .build();
    try (GridgamesServer server =
        GridgamesServer.builder().host("127.0.0.1").port(0).findMillis(FIND_MILLIS).start()) {
      base = "http://127.0.0.1:" + server.port();
      deadline = System.nanoTime() + LIMIT_SECONDS * 1_000_000_000L;
      CountDownLatch ready = new CountDownLatch(CLIENTS);
      CountDownLatch go = new CountDownLatch(1);
      List<Thread> threads = new ArrayList<>();
      for (int c = 0; c < CLIENTS; c++) {
        SplittableRandom random = new SplittableRandom(SEED * 31 + c);
        Thread thread =
            new Thread(
                () -> {
                  ready.countDown();
                  try {
                    go.await();
                    for (int round = 0; round < ROUNDS && System.nanoTime() < deadline; round++) {
                      playDots(random);
                      playTicTacToe(random);
                    }
                  } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                  }
                },
                "load-client-" + c);
        threads.add(thread);
        thread.start();
      }
      ready.await();
      long start = System.nanoTime();
      go.countDown();
      for (Thread thread : threads) {
        thread.join();
      }
      long elapsed = System.nanoTime() - start;
      report(elapsed);
    }
    assertEquals(0, serverErrors.get(), "5xx answers; first failures: " + firstFailures());
    assertEquals(0, errors.get(), "errors; first failures: " + firstFailures());
    if (System.nanoTime() < deadline) {
      assertEquals((long) CLIENTS * ROUNDS * 2, games.get(), "every client played every game");
    }
  }

  private String firstFailures() {
    return failures.stream().limit(5).toList().toString();
  }

  private void report(long elapsedNanos) throws IOException {
    long[] all = sorted(latencies.values().stream().flatMap(Queue::stream).toList());
    double seconds = elapsedNanos / 1e9;
    StringBuilder figures = new StringBuilder();
    figures.append(
        String.format(
            Locale.ROOT,
            "load test: %d clients x %d rounds, %d games, %d requests in %.2f s: %.0f requests/s,"
                + " latency p50 %.1f ms, p99 %.1f ms, max %.1f ms; %d errors, %d 5xx"
                + " (find budget %d ms, %d processors)",
            CLIENTS,
            ROUNDS,
            games.get(),
            requests.get(),
            seconds,
            requests.get() / seconds,
            percentile(all, 0.50),
            percentile(all, 0.99),
            percentile(all, 1.0),
            errors.get(),
            serverErrors.get(),
            FIND_MILLIS,
            Runtime.getRuntime().availableProcessors()));
    latencies.forEach(
        (route, times) -> {
          long[] sorted = sorted(List.copyOf(times));
          figures.append(
              String.format(
                  Locale.ROOT,
                  "%n  %-11s %6d requests, p50 %.1f ms, p99 %.1f ms",
                  route,
                  sorted.length,
                  percentile(sorted, 0.50),
                  percentile(sorted, 0.99)));
        });
    Path log = Path.of("target", "load-test.log");
    Files.createDirectories(log.getParent());
    try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(log))) {
      out.println(figures);
      failures.forEach(out::println);
    }
    if (System.getProperty("gridgames.load.clients") != null) {
      System.out.println(figures);
    }
  }

  private static long[] sorted(List<Long> nanos) {
    return nanos.stream().mapToLong(Long::longValue).sorted().toArray();
  }

  private static double percentile(long[] sorted, double p) {
    if (sorted.length == 0) {
      return 0;
    }
    int index = (int) Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1);
    return sorted[Math.max(0, index)] / 1e6;
  }

  /** Sends one request; returns its JSON answer, or null after counting a failure. */
  private JsonNode call(String path, JsonNode body) {
    HttpRequest request =
        HttpRequest.newBuilder(URI.create(base + path))
            .timeout(Duration.ofSeconds(60))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body.toString()))
            .build();
    long start = System.nanoTime();
    try {
      HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
      latencies
          .computeIfAbsent(path, route -> new ConcurrentLinkedQueue<>())
          .add(System.nanoTime() - start);
      requests.incrementAndGet();
      if (response.statusCode() >= 500) {
        serverErrors.incrementAndGet();
      }
      if (response.statusCode() != 200) {
        return fail(path + " " + body + " -> " + response.statusCode() + " " + response.body());
      }
      return MAPPER.readTree(response.body());
    } catch (IOException e) {
      return fail(path + " " + body + " -> " + e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return fail(path + " interrupted");
    }
  }

  private JsonNode fail(String what) {
    errors.incrementAndGet();
    failures.add(what);
    return null;
  }

  private static ObjectNode dotsBody(int[] lines) {
    ObjectNode body = MAPPER.createObjectNode();
    body.put("size", 3);
    ArrayNode array = body.putArray("lines");
    Arrays.stream(lines).forEach(array::add);
    return body;
  }

  /** A whole 3 x 3 game: the client draws random lines, the machine answers with /find/. */
  private void playDots(SplittableRandom random) {
    int[] lines = new int[24];
    int drawn = 0;
    boolean clientsTurn = random.nextBoolean();
    while (drawn < lines.length) {
      if (clientsTurn) {
        List<Integer> free = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
          if (lines[i] == 0) {
            free.add(i);
          }
        }
        int line = free.get(random.nextInt(free.size()));
        JsonNode answer = call("/verify/", dotsBody(lines).put("newline", line));
        if (answer == null || !answer.isArray() || answer.size() < 1 || answer.get(0).get(0).asInt() != line) {
          fail("verify answer " + answer);
          return;
        }
        lines[line] = 1;
        drawn++;
        clientsTurn = answer.get(0).get(1).asInt() >= 0 || answer.get(0).get(2).asInt() >= 0;
      } else {
        JsonNode answer = call("/find/", dotsBody(lines));
        if (answer == null || !answer.isArray() || answer.isEmpty()) {
          fail("find answer " + answer);
          return;
        }
        for (JsonNode tuple : answer) {
          int line = tuple.get(0).asInt();
          if (line < 0) {
            break;
          }
          if (lines[line] == 1) {
            fail("find drew a drawn line: " + answer);
            return;
          }
          lines[line] = 1;
          drawn++;
        }
        clientsTurn = true;
      }
    }
    games.incrementAndGet();
  }

  /** A whole Tic-Tac-Toe game: the client plays random legal moves, the machine plays best. */
  private void playTicTacToe(SplittableRandom random) {
    List<String> moves = new ArrayList<>();
    boolean clientsTurn = random.nextBoolean();
    while (true) {
      ObjectNode body = MAPPER.createObjectNode();
      body.put("game", "tictactoe");
      ArrayNode array = body.putArray("moves");
      moves.forEach(array::add);
      JsonNode state;
      if (clientsTurn) {
        state = call("/api/state", body);
        if (state == null) {
          return;
        }
      } else {
        body.put("millis", FIND_MILLIS);
        JsonNode answer = call("/api/agent", body);
        if (answer == null) {
          return;
        }
        moves.add(answer.get("move").asText());
        state = answer.get("state");
      }
      if (!state.get("outcome").get("status").asText().equals("ongoing")) {
        break;
      }
      if (clientsTurn) {
        JsonNode legal = state.get("legalMoves");
        moves.add(legal.get(random.nextInt(legal.size())).asText());
        ObjectNode check = MAPPER.createObjectNode();
        check.put("game", "tictactoe");
        ArrayNode all = check.putArray("moves");
        moves.forEach(all::add);
        JsonNode after = call("/api/state", check);
        if (after == null) {
          return;
        }
        if (!after.get("outcome").get("status").asText().equals("ongoing")) {
          break;
        }
      }
      clientsTurn = !clientsTurn;
    }
    games.incrementAndGet();
  }
}
