package io.github.gridgames.server;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Handler;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The server's routes, registered with Javalin and remembered by path, so that a request with a
 * method its path does not answer is refused with 405 and the {@code Allow} header naming the
 * methods it does answer. Paths match as Javalin matches them: exactly, or with one trailing
 * slash more.
 */
final class Routes {

  private final RoutesConfig routes;
  private final Map<String, Set<String>> methods = new LinkedHashMap<>();

  Routes(RoutesConfig routes) {
    this.routes = routes;
  }

  /**
   * Adds a {@code GET} route, which answers {@code HEAD} too.
   *
   * @param path the path, such as {@code /api/games}
   * @param handler what answers it
   */
  void get(String path, Handler handler) {
    routes.get(path, handler);
    allow(path, "GET");
    allow(path, "HEAD");
  }

  /**
   * Adds a {@code POST} route.
   *
   * @param path the path, such as {@code /api/state}
   * @param handler what answers it
   */
  void post(String path, Handler handler) {
    routes.post(path, handler);
    allow(path, "POST");
  }

  private void allow(String path, String method) {
    methods.computeIfAbsent(path, p -> new TreeSet<>()).add(method);
  }

  /**
   * Returns the {@code Allow} header's value for a request's path, if it is a route.
   *
   * @param requestPath the path requested, such as {@code /api/state/}
   * @return the methods it answers, such as {@code POST}, or empty if no route has the path
   */
  Optional<String> allowed(String requestPath) {
    String path =
        requestPath.length() > 1 && requestPath.endsWith("/")
            ? requestPath.substring(0, requestPath.length() - 1)
            : requestPath;
    return Optional.ofNullable(methods.get(path)).map(set -> String.join(", ", set));
  }
}
