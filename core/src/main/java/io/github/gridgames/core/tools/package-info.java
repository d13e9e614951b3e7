/**
 * What the tools need from a game beyond its rules: the command-line {@link
 * io.github.gridgames.core.tools.GameOption options} that choose its parameters, the {@link
 * io.github.gridgames.core.tools.TextPlay text play} of a person typing and reading moves, and the
 * {@link io.github.gridgames.core.tools.BotProtocol contest protocols} its bots speak. A game module
 * contributes them through the service {@link io.github.gridgames.core.tools.GameTools}, one per
 * game id, beside its {@link io.github.gridgames.core.GameProvider}; a game without one gets the
 * defaults (an option per parameter, text play in its notations, no protocol), so the {@code
 * gridgames} command, the server and the bots serve it all the same.
 *
 * <p>An application that only plays or searches games needs nothing from this package.
 */
@CheckReturnValue
@NullMarked
package io.github.gridgames.core.tools;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
