package io.github.gridgames.nrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.tools.TextPlay;
import io.github.gridgames.nrow.tools.NRowTools;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * One player has one number and one name everywhere: {@link Player} and {@link Outcome} count from
 * 1, and the game's own texts ({@link NRowState#render()}, the result sentence, the turn line, the
 * refusals and the state's summary) use the game's symbols {@code X}, {@code O}, {@code A}, ...
 */
class NRowPlayerNamesTest {

  /** Plays {@code x0, y0, x1, y1, ...} from the empty board. */
  private static NRowState play(NRow game, int... xy) {
    NRowState state = game.initialState();
    for (int i = 0; i < xy.length; i += 2) {
      state = state.play(Point.of(xy[i], xy[i + 1]));
    }
    return state;
  }

  @Test
  void theFirstPlayerIsPlayerOneAndXEverywhere() {
    NRow game = NRow.of(3, 1);
    NRowState won = play(game, 0, 0, 0, 1, 1, 0, 1, 1, 2, 0);
    Player winner = Player.of(0);
    assertEquals(Set.of(winner), won.outcome().winners());
    assertEquals("X", game.playerName(winner));
    assertEquals("player 1", winner.toString());
    assertEquals("player 1 wins", won.outcome().toString());
    assertEquals(winner + " wins", won.outcome().toString());
    List<String> rows = won.render().lines().toList();
    assertEquals("  0  .  .  .  X  X  X  .  .  .", rows.get(5), won.render());
    assertEquals("  1  .  .  .  O  O  .  .  .  .", rows.get(4), won.render());
    TextPlay<NRowState, Point> text = new NRowTools().textPlay(game);
    assertEquals("Player X wins with 0,0 | 1,0 | 2,0.", text.result(won, game.comma()));
    assertEquals("Player X wins with 0 0 | 1 0 | 2 0.", text.result(won, game.space()));
    assertEquals("nrow(n=3,distance=1,players=2,cap=none): 5 stones, X wins", won.toString());
    assertEquals(
        "nrow(n=3,distance=1,players=2,cap=none): 5 stones, 9 candidates, X wins", won.toPosition().toString());
  }

  @Test
  void theSecondPlayerIsPlayerTwoAndOEverywhere() {
    NRow game = NRow.of(3, 1);
    NRowState won = play(game, 0, 0, 0, 1, 1, 0, 1, 1, 1, -1, 2, 1);
    Player winner = Player.of(1);
    assertEquals(Set.of(winner), won.outcome().winners());
    assertEquals("O", game.playerName(winner));
    assertEquals("player 2", winner.toString());
    assertEquals(winner + " wins", won.outcome().toString());
    assertTrue(won.toString().endsWith(": 6 stones, O wins"), won.toString());
    assertTrue(won.render().contains("\n  1  .  .  .  O  O  O  .  .  .\n"), won.render());
    TextPlay<NRowState, Point> text = new NRowTools().textPlay(game);
    assertEquals("Player O wins with 0,1 | 1,1 | 2,1.", text.result(won, game.comma()));
    NRowState ongoing = play(game, 0, 0);
    assertTrue(text.status(ongoing, game.comma()).endsWith("Player O's turn."), text.status(ongoing, game.comma()));
    assertEquals(
        "The point 0,0 is already taken by X.",
        assertThrows(IllegalMoveException.class, () -> ongoing.play(Point.ORIGIN)).getMessage());
  }

  @Test
  void theThirdPlayerIsPlayerThreeAndAEverywhere() {
    NRow game = NRow.builder().n(2).distance(1).players(3).build();
    NRowState won = play(game, 0, 0, 0, 1, 1, 1, 0, 2, 2, 1, 1, 2);
    Player winner = Player.of(2);
    assertEquals(Set.of(winner), won.outcome().winners());
    assertEquals("A", game.playerName(winner));
    assertEquals("player 3", winner.toString());
    assertEquals(winner + " wins", won.outcome().toString());
    assertTrue(won.toString().endsWith(": 6 stones, A wins"), won.toString());
    assertTrue(won.render().contains("\n  1  .  .  .  O  A  O  .  .  .\n"), won.render());
    TextPlay<NRowState, Point> text = new NRowTools().textPlay(game);
    assertEquals("Player A wins with 1,1 | 1,2.", text.result(won, game.comma()));
    assertTrue(won.positionText().endsWith(" X"), won.positionText());
    assertEquals(
        "The point 1,1 is already taken by A.",
        assertThrows(IllegalMoveException.class, () -> play(game, 0, 0, 0, 1, 1, 1).play(Point.of(1, 1))).getMessage());
  }
}
