/**
 * The gridgames HTTP server; {@link io.github.gridgames.server.GridgamesServer} starts it. The
 * routes and their answers are documented in {@code docs/API.md}.
 */
@CheckReturnValue
package io.github.gridgames.server;

import com.google.errorprone.annotations.CheckReturnValue;
