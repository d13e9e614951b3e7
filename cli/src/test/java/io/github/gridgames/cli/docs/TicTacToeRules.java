package io.github.gridgames.cli.docs;

import io.github.gridgames.tictactoe.Cell;
import io.github.gridgames.tictactoe.MnkGame;
import io.github.gridgames.tictactoe.MnkState;

/** README.md: Tic-Tac-Toe in a few lines. */
final class TicTacToeRules {

  private TicTacToeRules() {}

  static void run() {
    // BEGIN
    MnkGame game = MnkGame.ticTacToe(); // 3 rows, 3 columns, three in a row wins; X moves first
    MnkState state = game.initialState()
        .play(Cell.of(1, 1))  // X in the centre: row, then column, counted from 0
        .play(Cell.of(0, 0))  // O in the top left corner
        .play(Cell.of(0, 2)); // X
    System.out.println(state.render());
    System.out.println(state.check(Cell.of(1, 1)).orElseThrow().message());
    System.out.println(game.playerName(state.toMove()) + " to move; " + state.legalMoves().size() + " empty cells");
    // END
  }
}
