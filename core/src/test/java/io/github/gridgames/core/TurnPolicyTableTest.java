package io.github.gridgames.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** {@link TurnPolicy#table}: the policy's answers, asked once, in the documented layout. */
class TurnPolicyTableTest {

  @Test
  void holdsTheAnswersByMoverAndCaptures() {
    // table[p * 3 + c] at move number 0
    assertArrayEquals(
        new int[] {1, 0, 0, 0, 1, 1}, TurnPolicy.table(TurnPolicy.EXTRA_TURN_ON_CAPTURE, 2, 2, 1));
    assertArrayEquals(
        new int[] {1, 1, 1, 2, 2, 2, 0, 0, 0}, TurnPolicy.table(TurnPolicy.ALTERNATE, 3, 2, 1));
  }

  @Test
  void holdsTheAnswersByMoveNumber() {
    // table[m * 2 + p]: Connect6 order, one stone, then two per turn (A, B, B, A, A, B)
    assertArrayEquals(
        new int[] {1, 1, 1, 1, 0, 0, 0, 0, 1, 1}, TurnPolicy.table(TurnPolicy.CONNECT6, 2, 0, 5));
  }

  @Test
  void asksACustomPolicyEveryQuestion() {
    TurnPolicy byMoveNumber =
        TurnPolicy.of("by-number", (mover, effect, players, moveNumber) -> Player.of(moveNumber % players));
    assertArrayEquals(new int[] {0, 0, 1, 1, 0, 0}, TurnPolicy.table(byMoveNumber, 2, 0, 3));
  }

  @Test
  void refusesAPolicyThatNamesAStranger() {
    TurnPolicy stranger = TurnPolicy.of("stranger", (mover, effect, players) -> Player.of(players));
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> TurnPolicy.table(stranger, 2, 0, 1));
    assertEquals("turn policy 'stranger' chose player 2 in a game of 2 players", e.getMessage());
  }

  @Test
  void refusesCountsOutOfRange() {
    assertEquals(
        "playerCount must be >= 1, got 0",
        assertThrows(
                IllegalArgumentException.class,
                () -> TurnPolicy.table(TurnPolicy.ALTERNATE, 0, 0, 1))
            .getMessage());
    assertEquals(
        "maxCaptures must be >= 0, got -1",
        assertThrows(
                IllegalArgumentException.class,
                () -> TurnPolicy.table(TurnPolicy.ALTERNATE, 2, -1, 1))
            .getMessage());
    assertEquals(
        "moveNumbers must be >= 1, got 0",
        assertThrows(
                IllegalArgumentException.class,
                () -> TurnPolicy.table(TurnPolicy.ALTERNATE, 2, 0, 0))
            .getMessage());
    assertEquals(
        "the table would have 33554432 entries, more than 2^24",
        assertThrows(
                IllegalArgumentException.class,
                () -> TurnPolicy.table(TurnPolicy.ALTERNATE, 2, 0, 1 << 24))
            .getMessage());
    assertThrows(NullPointerException.class, () -> TurnPolicy.table(null, 2, 0, 1));
  }
}
