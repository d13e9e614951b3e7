package io.github.gridgames.cli.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.gridgames.testkit.GameProperties;
import io.github.gridgames.testkit.GameProperty;
import io.github.gridgames.tictactoe.MnkGame;
import java.util.Optional;

/** docs/WRITING-A-GAME.md: a rule of the game's own, checked over random games. */
final class GameSpecificProperty {

  private GameSpecificProperty() {}

  static void run() {
    // BEGIN
    GameProperties.of(MnkGame.ticTacToe()).check(
        "a move puts the mover's stone on the cell it names, and nowhere else",
        GameProperty.eachMove((before, move, after) -> {
          assertEquals(Optional.of(before.toMove()), after.at(move));
          assertEquals(before.stoneCount() + 1, after.stoneCount());
        }));
    System.out.println("holds in every random game");
    // END
  }
}
