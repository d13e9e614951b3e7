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
 * games of this project share. What tools (the command line, the server, contest bots) need from a
 * game beyond its rules is in {@link io.github.gridgames.core.tools}, contributed per game through
 * the service {@link io.github.gridgames.core.tools.GameTools}.
 */
module io.github.gridgames.core {
  requires com.google.common;
  requires static transitive org.jspecify;
  requires static transitive com.google.errorprone.annotations;

  exports io.github.gridgames.core;
  exports io.github.gridgames.core.spi;
  exports io.github.gridgames.core.tools;

  uses io.github.gridgames.core.GameProvider;
  uses io.github.gridgames.core.tools.GameTools;
}
