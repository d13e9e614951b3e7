/**
 * Tic-Tac-Toe and the m,n,k-games (gomoku sizes included): rules, notations, board symmetries,
 * the {@code tictactoe} game provider and the fast mutable {@code MnkPosition} for bots and
 * search; the game's tools (command-line options, text play) are its {@link
 * io.github.gridgames.core.tools.GameTools} service. The perfect player and the game's other agents are in the module {@code
 * io.github.gridgames.tictactoe.strategy} (artifact {@code gridgames-tictactoe-strategy}).
 */
@SuppressWarnings("module") // the qualified export names tictactoe-strategy, which is compiled after this module
module io.github.gridgames.tictactoe {
  requires transitive io.github.gridgames.core;
  requires com.google.common;
  requires static transitive org.jspecify;

  exports io.github.gridgames.tictactoe;
  // The position's search helpers, for the game's strategies; not API.
  exports io.github.gridgames.tictactoe.internal to
      io.github.gridgames.tictactoe.strategy;

  provides io.github.gridgames.core.GameProvider with
      io.github.gridgames.tictactoe.MnkGameProvider;
  provides io.github.gridgames.core.tools.GameTools with
      io.github.gridgames.tictactoe.tools.MnkGameTools;
}
