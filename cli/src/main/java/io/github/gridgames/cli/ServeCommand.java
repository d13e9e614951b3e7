package io.github.gridgames.cli;

import io.github.gridgames.server.GridgamesServer;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code gridgames serve}: runs the HTTP server (the dots web game's API, the JSON API for every
 * installed game, the browser pages) until the process is stopped.
 */
@Command(
    name = "serve",
    mixinStandardHelpOptions = true,
    description = {
      "Serves the browser pages, the dots web game's API (/find/, /verify/, /hint/) and a JSON"
          + " API for every installed game (/api/games, /api/state, /api/agent); see docs/API.md."
          + " The server keeps no state, so several copies can run behind a load balancer.",
      "Then open http://localhost:PORT/ in a browser; Ctrl-C stops the server."
    })
final class ServeCommand extends BaseCommand {

  @Option(names = "--port", paramLabel = "N", defaultValue = "8080", description = "The port, 0 for any free port (default: ${DEFAULT-VALUE}).")
  int port;

  @Option(names = "--host", paramLabel = "ADDRESS", defaultValue = "0.0.0.0", description = "The address to listen on, such as 127.0.0.1 for this machine only (default: ${DEFAULT-VALUE}).")
  String host;

  @Option(names = "--find-millis", paramLabel = "MS", defaultValue = "1000", description = "The machine's thinking time for one whole turn of /find/ (default: ${DEFAULT-VALUE}).")
  long findMillis;

  private static final String LOG_FORMAT = "java.util.logging.SimpleFormatter.format";

  ServeCommand(Terminal terminal) {
    super(terminal);
  }

  @Override
  int run() throws InterruptedException {
    if (port < 0 || port > 65535) {
      throw new UsageException("--port must be from 0 to 65535, got " + port);
    }
    if (findMillis < 1) {
      throw new UsageException("--find-millis must be at least 1, got " + findMillis);
    }
    if (System.getProperty(LOG_FORMAT) == null) {
      // The server's warnings go to java.util.logging: one line each, not its default two.
      System.setProperty(LOG_FORMAT, "gridgames serve: %4$s: %5$s%6$s%n");
    }
    GridgamesServer server;
    try {
      server = GridgamesServer.builder().host(host).port(port).findMillis(findMillis).start();
    } catch (IllegalStateException | IllegalArgumentException e) {
      err().println("gridgames serve: " + e.getMessage());
      return FAILURE;
    }
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  server.close();
                  stopped.countDown();
                },
                "gridgames-serve-stop"));
    out().println(
        "gridgames server on http://localhost:" + server.port() + "/ (listening on " + host
            + "; Ctrl-C to stop)");
    out().flush();
    stopped.await();
    return 0;
  }
}
