/**
 * Tic-Tac-Toe and the m,n,k-games (gomoku sizes included): rules, notations, board symmetries and
 * the {@code tictactoe} game provider.
 */
module io.github.gridgames.tictactoe {
  requires transitive io.github.gridgames.core;

  exports io.github.gridgames.tictactoe;

  provides io.github.gridgames.core.GameProvider with
      io.github.gridgames.tictactoe.MnkGameProvider;
}
