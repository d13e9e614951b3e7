package io.github.gridgames.server;

import static com.google.common.base.Preconditions.checkArgument;

import io.javalin.Javalin;
import io.javalin.config.SizeUnit;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.util.Optional;

/**
 * The gridgames HTTP server, to run on its own ({@code ./gridgames serve}) or inside an
 * application: the dots web game's API ({@code POST /find/}, {@code /verify/}, {@code /hint/}),
 * a JSON API for every installed game ({@code /api/games}, {@code /api/state},
 * {@code /api/agent}), and the browser pages. See {@code docs/API.md}.
 *
 * <p>The server keeps no state between requests: each request carries its game, so any number of
 * copies can serve behind a load balancer. Every refusal is a 4xx JSON answer {@code {"error",
 * "message"}}; agents think within a bounded time per request.
 *
 * <pre>{@code
 * try (GridgamesServer server = GridgamesServer.start(0)) { // any free port
 *   System.out.println("http://localhost:" + server.port() + "/");
 *   ...
 * }
 * }</pre>
 */
public final class GridgamesServer implements AutoCloseable {

  private static final Logger LOG = System.getLogger(GridgamesServer.class.getName());

  private final Javalin app;

  private GridgamesServer(Javalin app) {
    this.app = app;
  }

  /**
   * Starts a server on a port of all interfaces, with the default limits.
   *
   * @param port the port, or 0 for any free port
   * @return the running server
   * @throws IllegalArgumentException if the port is outside 0..65535
   * @throws IllegalStateException if the server cannot start, such as when the port is taken
   */
  public static GridgamesServer start(int port) {
    return builder().port(port).start();
  }

  /**
   * Returns a builder with the defaults: port 8080 on all interfaces, one second for the machine's
   * turn of {@code /find/}.
   *
   * @return the builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns the port the server listens on.
   *
   * @return the port
   */
  public int port() {
    return app.port();
  }

  /** Stops the server; requests in progress are ended. Stopping twice does nothing more. */
  @Override
  public void close() {
    app.stop();
  }

  /** Configures and starts a server. */
  public static final class Builder {

    private int port = 8080;
    private String host = "0.0.0.0";
    private long findMillis = Limits.DEFAULT_FIND_MILLIS;

    private Builder() {}

    /**
     * Sets the port.
     *
     * @param port 0 to 65535; 0 for any free port
     * @return this builder
     * @throws IllegalArgumentException if the port is outside 0..65535
     */
    public Builder port(int port) {
      checkArgument(port >= 0 && port <= 65535, "port must be from 0 to 65535, got %s", port);
      this.port = port;
      return this;
    }

    /**
     * Sets the address to listen on, such as {@code 127.0.0.1} for this machine only.
     *
     * @param host a host name or address
     * @return this builder
     * @throws IllegalArgumentException if the host is empty
     */
    public Builder host(String host) {
      checkArgument(!host.isBlank(), "host must not be empty, got '%s'", host);
      this.host = host;
      return this;
    }

    /**
     * Sets the machine's thinking time for one whole turn of the web game's {@code /find/}.
     *
     * @param millis milliseconds, at least 1
     * @return this builder
     * @throws IllegalArgumentException if {@code millis} is below 1
     */
    public Builder findMillis(long millis) {
      checkArgument(millis >= 1, "findMillis must be at least 1, got %s", millis);
      this.findMillis = millis;
      return this;
    }

    /**
     * Starts the server.
     *
     * @return the running server
     * @throws IllegalStateException if the server cannot start, such as when the port is taken
     */
    public GridgamesServer start() {
      AgentCatalog agents = new AgentCatalog();
      WebGameRoutes web = new WebGameRoutes(agents, findMillis);
      GameApi api = new GameApi(agents);
      Pages pages = new Pages();
      Javalin app =
          Javalin.create(
              config -> {
                config.startup.showJavalinBanner = false;
                config.startup.showOldJavalinVersionWarning = false;
                config.http.maxRequestSize = Limits.MAX_BODY_BYTES;
                config.jetty.host = host;
                config.jetty.port = port;
                if (Pages.class.getClassLoader().getResource("web") != null) {
                  config.staticFiles.add(
                      files -> {
                        files.hostedPath = "/static";
                        files.directory = "/web";
                        files.location = Location.CLASSPATH;
                      });
                }
                config.jetty.multipartConfig.maxTotalRequestSize(Limits.MAX_BODY_BYTES, SizeUnit.BYTES);
                config.jetty.multipartConfig.maxFileSize(Limits.MAX_BODY_BYTES, SizeUnit.BYTES);
                config.jetty.multipartConfig.maxInMemoryFileSize(Limits.MAX_BODY_BYTES, SizeUnit.BYTES);
                config.jetty.modifyServer(server -> server.setErrorHandler(new HttpRefusals()));
                config.jetty.modifyServletContextHandler(
                    context -> context.setErrorHandler(new HttpRefusals()));
                Routes routes = new Routes(config.routes);
                routes.post("/find", web::find);
                routes.post("/verify", web::verify);
                routes.post("/hint", web::hint);
                routes.get("/api/games", api::games);
                routes.post("/api/state", api::state);
                routes.post("/api/agent", api::agent);
                pages.register(routes);
                config.routes.exception(ApiError.class, (e, ctx) -> Json.sendError(ctx, e));
                config.routes.exception(
                    HttpResponseException.class,
                    (e, ctx) ->
                        Json.sendError(
                            ctx,
                            HttpRefusals.refusal(
                                e.getStatus(), e.getMessage(), ctx.method().name(), ctx.path())));
                config.routes.exception(
                    Exception.class,
                    (e, ctx) -> {
                      LOG.log(Level.ERROR, "request " + ctx.method() + " " + ctx.path() + " failed", e);
                      Json.sendError(
                          ctx, ApiError.of(500, "internal", "the server failed on this request"));
                    });
                config.routes.error(
                    404,
                    ctx -> {
                      if (Pages.startPageFor(ctx)) {
                        return;
                      }
                      Optional<String> allowed = routes.allowed(ctx.path());
                      if (allowed.isPresent()) {
                        ctx.header("Allow", allowed.get());
                        Json.sendError(
                            ctx,
                            ApiError.of(
                                405,
                                "method-not-allowed",
                                ctx.path() + " answers " + allowed.get() + ", not " + ctx.method()));
                      } else {
                        Json.sendError(
                            ctx,
                            ApiError.of(
                                404, "not-found", "there is no " + ctx.method() + " " + ctx.path()));
                      }
                    });
              });
      try {
        app.start();
      } catch (RuntimeException e) {
        throw new IllegalStateException(
            "the server could not start on " + host + ":" + port + ": " + e.getMessage(), e);
      }
      return new GridgamesServer(app);
    }
  }
}
