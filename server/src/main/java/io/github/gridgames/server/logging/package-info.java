/**
 * Not exported: the SLF4J provider that sends Jetty's and Javalin's logging to
 * {@link java.lang.System.Logger}.
 */
@CheckReturnValue
package io.github.gridgames.server.logging;

import com.google.errorprone.annotations.CheckReturnValue;
