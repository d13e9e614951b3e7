package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.tools.TextPlay;
import io.github.gridgames.core.TurnPolicy;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link Player}, {@link Outcome}, the drawing, the one-line summary, the position text and the
 * result sentence agree on who is who: the core values count players from 1, and every text of the
 * game names player {@code i} by the game's name for it, the {@code i + 1}-th letter.
 */
class PlayerNamesTest {

  /** Every line drawn, box {@code b} owned by {@code owners[b]}, A to move. */
  private static DotsBoxesState finished(DotsBoxes game, int... owners) {
    Map<Box, Player> map = new HashMap<>();
    for (int b = 0; b < owners.length; b++) {
      map.put(game.box(b), Player.of(owners[b]));
    }
    return game.stateOf(game.edges(), map, Player.of(0));
  }

  @Test
  void theGameNamesItsPlayersWithLettersInTurnOrder() {
    DotsBoxes game = DotsBoxes.builder().players(DotsBoxes.MAX_PLAYERS).build();
    for (int i = 0; i < DotsBoxes.MAX_PLAYERS; i++) {
      assertEquals(String.valueOf((char) ('A' + i)), game.playerName(Player.of(i)));
    }
    assertEquals(Player.of(0), game.initialState().toMove());
    assertEquals("A", game.playerName(game.initialState().toMove()));
  }

  @Test
  void playerOutcomeDrawingSummaryAndResultSentenceAgreeOnTheWinner() {
    DotsBoxes game = DotsBoxes.of(2, 2);
    for (int winner = 0; winner < 2; winner++) {
      int loser = 1 - winner;
      DotsBoxesState end = finished(game, winner, winner, loser, winner);
      Player player = Player.of(winner);
      String name = game.playerName(player);
      Outcome outcome = end.outcome();
      assertEquals(Set.of(player), outcome.winners());
      // the core values count from 1 alike: Player.of(0) is "player 1", whose win is "player 1 wins"
      assertEquals(player + " wins", outcome.toString());
      // the game's texts use its name for the same player
      assertEquals(
          "Player " + name + " wins 3-1.", TextPlay.of(game).result(end, game.notation()));
      assertTrue(end.toString().endsWith(", " + name + " wins"), end::toString);
      assertEquals(3, end.render().chars().filter(c -> c == name.charAt(0)).count(), end::render);
      assertTrue(end.positionText().matches("\\p{XDigit}+ " + name + name + "/" + game.playerName(Player.of(loser)) + name + " A"), end::positionText);
    }
  }

  @Test
  void aSharedWinNamesTheSamePlayersEverywhere() {
    DotsBoxes game = DotsBoxes.builder().rows(1).cols(3).players(3).turnPolicy(TurnPolicy.ALTERNATE).build();
    DotsBoxesState end = finished(game, 0, 2, 1);
    assertEquals(Set.of(Player.of(0), Player.of(1), Player.of(2)), end.outcome().winners());
    assertEquals(
        "Players A, B and C share the win: A 1, B 1, C 1.",
        TextPlay.of(game).result(end, game.notation()));
    assertTrue(end.toString().endsWith(", A, B and C share the win"), end::toString);
    assertEquals(List.of("   0   1   2   3", "0  o---o---o---o", "   | A | C | B |", "1  o---o---o---o"), end.render().lines().toList());
  }

  @Test
  void theRulesMessagesNameThePlayersAsTheGameDoes() {
    DotsBoxes game = DotsBoxes.of(1, 1);
    DotsBoxesState start = game.initialState();
    assertEquals(start.toString(), game + ": 0 of 4 lines, 0-0, " + game.playerName(start.toMove()) + " to move");
    // a player the game does not have has no letter: the message names it as the core value does
    assertEquals(
        Player.of(2) + " is not in a game of 2 players",
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> game.playerName(Player.of(2)))
            .getMessage());
    assertEquals(
        "the player to move, " + Player.of(5) + ", is not in a game of 2 players",
        org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class, () -> game.stateOf(List.of(), Map.of(), Player.of(5)))
            .getMessage());
  }
}
