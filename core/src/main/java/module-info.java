/**
 * The generic vocabulary of gridgames: {@link io.github.gridgames.core.Game games} with validated
 * parameters, immutable {@link io.github.gridgames.core.State states}, typed
 * {@link io.github.gridgames.core.Move moves}, {@link io.github.gridgames.core.TurnPolicy turn
 * policies}, {@link io.github.gridgames.core.Outcome outcomes},
 * {@link io.github.gridgames.core.Violation violations}, {@link io.github.gridgames.core.Notation
 * notations}, the mutable {@link io.github.gridgames.core.Match match} session and
 * {@link io.github.gridgames.core.Agent agents}.
 *
 * <p>Game modules register a {@link io.github.gridgames.core.GameProvider} so that
 * {@link io.github.gridgames.core.Games#parse(String)} can build any installed game from its
 * canonical text. People writing games also use {@link io.github.gridgames.core.spi}: the
 * skeletal state and position that do a move's ceremony once, the turn table, and the helpers the
 * games of this project share.
 */
module io.github.gridgames.core {
  requires com.google.common;
  requires static transitive org.jspecify;
  requires static transitive com.google.errorprone.annotations;

  exports io.github.gridgames.core;
  exports io.github.gridgames.core.spi;

  uses io.github.gridgames.core.GameProvider;
}
