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
 * skeletal state and position that do a move's ceremony once, and the turn table. What tools (the
 * command line, the server, contest bots) need from a game beyond its rules is in {@link
 * io.github.gridgames.core.tools}, contributed per game through the service {@link
 * io.github.gridgames.core.tools.GameTools}. The package {@code io.github.gridgames.core.internal}
 * is exported only to this project's own modules.
 */
@SuppressWarnings("module") // the qualified export names our other modules, which are compiled after this one
module io.github.gridgames.core {
  requires com.google.common;
  requires static transitive org.jspecify;
  requires static transitive com.google.errorprone.annotations;

  exports io.github.gridgames.core;
  exports io.github.gridgames.core.spi;
  exports io.github.gridgames.core.tools;
  exports io.github.gridgames.core.internal to
      io.github.gridgames.ai,
      io.github.gridgames.dotsboxes,
      io.github.gridgames.dotsboxes.strategy,
      io.github.gridgames.tictactoe,
      io.github.gridgames.tictactoe.strategy,
      io.github.gridgames.nrow,
      io.github.gridgames.nrow.strategy,
      io.github.gridgames.testkit,
      io.github.gridgames.server;

  uses io.github.gridgames.core.GameProvider;
  uses io.github.gridgames.core.tools.GameTools;
}
