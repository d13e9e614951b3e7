/**
 * Support for people <em>writing</em> games, not for people using them: the skeletal
 * {@link io.github.gridgames.core.spi.GameState} and {@link io.github.gridgames.core.spi.GamePosition}
 * that do a move's ceremony once (check, refuse with the violation, apply, ask the turn policy),
 * and the {@link io.github.gridgames.core.spi.TurnTable} through which a fast position asks its
 * turn policy.
 *
 * <p>An application that plays, shows or searches games needs nothing from this package: it uses
 * {@link io.github.gridgames.core}. A game author extends {@code GameState} (and, for speed,
 * {@code GamePosition}) and registers a {@link io.github.gridgames.core.GameProvider}.
 */
@CheckReturnValue
@NullMarked
package io.github.gridgames.core.spi;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
