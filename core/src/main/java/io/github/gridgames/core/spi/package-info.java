/**
 * Support for people <em>writing</em> games, not for people using them: the skeletal
 * {@link io.github.gridgames.core.spi.GameState} and {@link io.github.gridgames.core.spi.GamePosition}
 * that do a move's ceremony once (check, refuse with the violation, apply, ask the turn policy),
 * the {@link io.github.gridgames.core.spi.TurnTable} through which a fast position asks its turn
 * policy, and the bit tricks ({@link io.github.gridgames.core.spi.Bitboards}), hashing
 * ({@link io.github.gridgames.core.spi.Hashing}) and argument checks
 * ({@link io.github.gridgames.core.spi.PositionChecks}) that the games of this project share, and
 * the {@link io.github.gridgames.core.spi.ColumnSpan} a board drawing chooses to fit a screen.
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
