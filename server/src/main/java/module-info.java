/**
 * The gridgames HTTP server: the dots web game's API, a JSON API for every installed game, and
 * the browser pages, started with {@link io.github.gridgames.server.GridgamesServer}.
 */
module io.github.gridgames.server {
  requires io.github.gridgames.ai;
  requires io.github.gridgames.dotsboxes;
  requires io.github.gridgames.tictactoe;
  requires io.github.gridgames.nrow;
  requires io.javalin;
  requires com.fasterxml.jackson.databind;
  requires com.google.common;
  requires org.slf4j;

  exports io.github.gridgames.server;

  uses io.github.gridgames.core.GameProvider;

  provides org.slf4j.spi.SLF4JServiceProvider with
      io.github.gridgames.server.logging.SystemLoggerProvider;
}
