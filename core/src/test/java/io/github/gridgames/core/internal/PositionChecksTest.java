package io.github.gridgames.core.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.gridgames.core.Player;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The shared checks of the positions: what each passes and each refusal's message. */
class PositionChecksTest {

  @Test
  void passesValidArguments() {
    assertEquals(0, PositionChecks.checkMaxMoves(0));
    assertEquals(7, PositionChecks.checkMaxMoves(7));
    PositionChecks.checkBuffer(new int[3], 3);
    PositionChecks.checkUndo(1);
    PositionChecks.checkNotOver(false);
    assertEquals(1, PositionChecks.checkPlayer(Player.SECOND, 2));
    assertEquals(8, PositionChecks.checkCode(8, 9));
    assertEquals(0, PositionChecks.checkCode(0, 1));
    assertEquals("c", PositionChecks.move(List.of("a", "b", "c"), 2));
  }

  @Test
  void copiesTheLegalCodesToTheBufferStart() {
    int[] buffer = {-1, -1, -1, -1};
    assertEquals(2, PositionChecks.copyCodes(new int[] {5, 7, 9}, 2, buffer));
    assertArrayEquals(new int[] {5, 7, -1, -1}, buffer);
  }

  @Test
  void refusesWithOneWordingEach() {
    assertEquals(
        "maxMoves must be >= 0, got -1",
        assertThrows(IllegalArgumentException.class, () -> PositionChecks.checkMaxMoves(-1))
            .getMessage());
    int[] buffer = {-1, -1};
    assertEquals(
        "buffer of length 2 is shorter than the 3 legal moves",
        assertThrows(
                IllegalArgumentException.class,
                () -> PositionChecks.copyCodes(new int[] {1, 2, 3}, 3, buffer))
            .getMessage());
    assertArrayEquals(new int[] {-1, -1}, buffer, "nothing written");
    assertEquals(
        "no move to undo: the position is at its starting state",
        assertThrows(IllegalStateException.class, () -> PositionChecks.checkUndo(0)).getMessage());
    assertEquals(
        "no legal move: the game is over",
        assertThrows(IllegalStateException.class, () -> PositionChecks.checkNotOver(true))
            .getMessage());
    assertEquals(
        "player 3 is not in this game of 2 players",
        assertThrows(
                IllegalArgumentException.class, () -> PositionChecks.checkPlayer(Player.of(2), 2))
            .getMessage());
    assertThrows(NullPointerException.class, () -> PositionChecks.checkPlayer(null, 2));
    assertEquals(
        "move code 9 stands for no move of this game: the codes go from 0 to 8",
        assertThrows(IllegalArgumentException.class, () -> PositionChecks.checkCode(9, 9))
            .getMessage());
    assertEquals(
        "move code -1 stands for no move of this game: the codes go from 0 to 2",
        assertThrows(
                IllegalArgumentException.class,
                () -> PositionChecks.move(List.of("a", "b", "c"), -1))
            .getMessage());
  }
}
