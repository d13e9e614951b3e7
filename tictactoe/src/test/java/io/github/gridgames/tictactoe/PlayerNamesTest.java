package io.github.gridgames.tictactoe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Notation;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Violation;
import io.github.gridgames.testkit.RandomGames;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link Player}, {@link Outcome}, {@link MnkState#render()} and the game's result sentences agree
 * on who is who: X is {@link Player#FIRST}, {@code player 1}; O is {@link Player#SECOND}, {@code
 * player 2}; the game's own texts name them X and O.
 */
class PlayerNamesTest {

  @Test
  void xIsPlayerOneAndOIsPlayerTwo() {
    MnkGame game = MnkGame.ticTacToe();
    assertEquals("X", game.playerName(Player.of(0)));
    assertEquals("O", game.playerName(Player.of(1)));
    assertEquals("player 1", Player.of(0).toString());
    assertEquals("player 2", Player.of(1).toString());
    assertEquals("player 1 wins", Outcome.win(Player.of(0)).toString());
    assertEquals("player 2 wins", Outcome.win(Player.of(1)).toString());
    assertEquals(
        "player 3 is not in a tictactoe game; it has player 1 (X) and player 2 (O)",
        assertThrows(IllegalArgumentException.class, () -> game.playerName(Player.of(2))).getMessage());
  }

  /**
   * Over random finished games: the winner's letter fills the winning line in the drawing, and the
   * state's description, the refusal of a further move and the outcome name the same player.
   */
  @Test
  void theDrawingTheSentencesAndTheOutcomeNameTheSamePlayer() {
    Set<String> seen = new HashSet<>();
    for (MnkGame game : List.of(MnkGame.ticTacToe(), MnkGame.of(3, 5, 3), MnkGame.of(6, 4, 3), MnkGame.of(2, 2, 2))) {
      for (long seed = 0; seed < 60; seed++) {
        MnkState end = RandomGames.play(game, seed).finalState();
        Outcome outcome = end.outcome();
        Violation refusal = end.check(game.cells().get(0)).orElseThrow();
        if (outcome.isDraw()) {
          seen.add("draw");
          assertTrue(end.toString().endsWith(" draw"), end::toString);
          assertEquals("The game is over (it ended in a draw); no more moves can be played.", refusal.message());
          continue;
        }
        Player winner = outcome.winners().iterator().next();
        String name = game.playerName(winner);
        seen.add(name);
        assertEquals(winner + " wins", outcome.toString());
        assertEquals("player " + (winner.index() + 1), winner.toString());
        assertEquals(winner.index() == 0 ? "X" : "O", name);
        assertTrue(end.toString().endsWith(" " + name + " won"), end::toString);
        assertEquals("The game is over (" + name + " has won); no more moves can be played.", refusal.message());
        List<String> drawing = end.render().lines().toList();
        for (Cell cell : end.winningLine()) {
          String row = drawing.get(2 + 2 * cell.row());
          int at = row.indexOf('|') + 2 + 4 * cell.col();
          assertEquals(name, row.substring(at, at + 1), () -> cell + " in\n" + end.render());
        }
        for (Player player : List.of(Player.FIRST, Player.SECOND)) {
          for (Cell cell : end.stonesOf(player)) {
            String row = drawing.get(2 + 2 * cell.row());
            int at = row.indexOf('|') + 2 + 4 * cell.col();
            assertEquals(game.playerName(player), row.substring(at, at + 1));
          }
        }
      }
    }
    assertEquals(Set.of("X", "O", "draw"), seen);
  }

  /** The drawing is the board alone: no whose turn, no result, nothing after the last rule. */
  @Test
  void renderIsTheBoardAlone() {
    MnkGame game = MnkGame.of(3, 5, 3);
    for (long seed = 0; seed < 20; seed++) {
      MnkState end = RandomGames.play(game, seed).finalState();
      List<String> lines = end.render().lines().toList();
      assertEquals(1 + 2 * game.rows() + 1, lines.size(), end::render);
      assertEquals("   --- --- --- --- ---", lines.get(lines.size() - 1));
      for (String line : lines) {
        assertTrue(line.matches("[ 0-9]*(\\|( [XO ] \\|)+| ---)*"), line);
      }
      for (Notation<Cell> notation : game.notations()) {
        assertEquals(lines.size(), end.render(notation).lines().count());
      }
    }
  }
}
