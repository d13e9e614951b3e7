package io.github.gridgames.tictactoe;

import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Reason;
import io.github.gridgames.core.Violation;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The legality check shared by {@link MnkState} and its fast position, with the refusal sentences:
 * game over first, then outside the board, then occupied.
 */
final class Refusals {

  /** Who has a stone where. */
  @FunctionalInterface
  interface Owners {
    /** Returns the owner of the stone on the cell with row-major index {@code index}, or null. */
    @Nullable Player at(int index);
  }

  private Refusals() {}

  /** Why a move is illegal in an ongoing game: outside the board, then occupied; empty if legal. */
  static Optional<Violation> check(MnkGame game, Cell cell, Owners owners) {
    if (!game.contains(cell)) {
      return Optional.of(outOfBounds(game, cell));
    }
    Player owner = owners.at(game.index(cell));
    if (owner != null) {
      return Optional.of(occupied(game, cell, owner));
    }
    return Optional.empty();
  }

  static Violation gameOver(MnkGame game, Outcome outcome) {
    String result =
        outcome.isWin()
            ? game.playerName(outcome.winners().iterator().next()) + " has won"
            : "it ended in a draw";
    return Violation.of(
        Reason.GAME_OVER, "The game is over (" + result + "); no more moves can be played.");
  }

  static Violation outOfBounds(MnkGame game, Cell cell) {
    return Violation.of(
        Reason.OUT_OF_BOUNDS,
        capitalised(cell.describe())
            + " is outside the "
            + game.rows()
            + " x "
            + game.cols()
            + " board: rows go from 1 to "
            + game.rows()
            + " and columns from 1 to "
            + game.cols()
            + ".");
  }

  /** The refusal of a move code that stands for no cell of the board. */
  static Violation noSuchCell(MnkGame game, int code) {
    return Violation.of(
        Reason.OUT_OF_BOUNDS,
        "Move code "
            + code
            + " is no cell of the "
            + game.rows()
            + " x "
            + game.cols()
            + " board: codes are row-major cell indexes from 0 to "
            + (game.cellCount() - 1)
            + ".");
  }

  static Violation occupied(MnkGame game, Cell cell, Player owner) {
    return Violation.of(
        Reason.OCCUPIED,
        capitalised(cell.describe()) + " is already taken by " + game.playerName(owner) + ".");
  }

  private static String capitalised(String s) {
    return Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }
}
