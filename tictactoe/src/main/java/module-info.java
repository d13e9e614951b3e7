/**
 * Tic-Tac-Toe and the m,n,k-games (gomoku sizes included): rules, notations, board symmetries,
 * the {@code tictactoe} game provider, the fast mutable {@code MnkPosition} for bots and search,
 * and a perfect player ({@code io.github.gridgames.tictactoe.strategy}).
 */
module io.github.gridgames.tictactoe {
  requires transitive io.github.gridgames.core;
  requires transitive io.github.gridgames.ai;
  requires com.google.common;

  exports io.github.gridgames.tictactoe;
  exports io.github.gridgames.tictactoe.strategy;

  provides io.github.gridgames.core.GameProvider with
      io.github.gridgames.tictactoe.MnkGameProvider;
}
