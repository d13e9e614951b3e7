/**
 * The gridgames HTTP server; {@link io.github.gridgames.server.GridgamesServer} starts it. The
 * routes and their answers are documented in {@code docs/API.md}.
 */
package io.github.gridgames.server;
