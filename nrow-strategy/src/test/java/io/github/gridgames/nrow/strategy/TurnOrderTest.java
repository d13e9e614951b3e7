package io.github.gridgames.nrow.strategy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.nrow.NRow;
import io.github.gridgames.nrow.NRowPosition;
import io.github.gridgames.nrow.Point;
import org.junit.jupiter.api.Test;

/** Who places the next stones, read from the game's turn policy. */
class TurnOrderTest {

  /** Only X and O ever move (in turn); the other players never do. */
  private static final TurnPolicy TWO_OF_FOUR =
      TurnPolicy.of("two-of-four", (mover, effect, players) -> Player.of(1 - mover.index()));

  private static NRowPosition after(NRow game, int stones) {
    NRowPosition position = NRowPosition.of(game);
    for (int i = 0; i < stones; i++) {
      position.makeMove(position.code(Point.of(i, 0)));
    }
    return position;
  }

  @Test
  void alternatingPlayersComeInTurnOrderOneStoneEach() {
    NRow three = NRow.builder().players(3).build();
    NRowPosition position = after(three, 4); // X, O, A, X placed: O places the fifth
    assertArrayEquals(new int[] {1, 2, 0}, TurnOrder.soonest(position));
    for (int p = 0; p < 3; p++) {
      assertEquals(1, TurnOrder.turnLength(position, p));
    }
    assertFalse(TurnOrder.alternates(position, 3), "three players do not alternate");
    NRowPosition two = after(NRow.of(5, 3), 3);
    assertArrayEquals(new int[] {1, 0}, TurnOrder.soonest(two));
    assertTrue(TurnOrder.alternates(two, 30));
  }

  @Test
  void connect6TurnsAreTwoStones() {
    NRow connect6 = NRow.builder().n(6).turnPolicy(TurnPolicy.CONNECT6).build();
    NRowPosition first = after(connect6, 1); // O places stones 2 and 3
    assertArrayEquals(new int[] {1, 0}, TurnOrder.soonest(first));
    assertEquals(2, TurnOrder.turnLength(first, 1));
    assertEquals(2, TurnOrder.turnLength(first, 0));
    NRowPosition second = after(connect6, 2); // O's second stone of the turn
    assertEquals(1, TurnOrder.turnLength(second, 1));
    assertEquals(2, TurnOrder.turnLength(second, 0));
    assertFalse(TurnOrder.alternates(first, 4));
    assertFalse(TurnOrder.alternates(second, 4), "X then X: not one stone each");
    assertTrue(TurnOrder.alternates(second, 2), "O then X");
  }

  @Test
  void playersWhoNeverMoveComeLastInTurnOrder() {
    NRow four = NRow.builder().players(4).turnPolicy(TWO_OF_FOUR).build();
    NRowPosition oToMove = after(four, 1);
    assertArrayEquals(new int[] {1, 0, 2, 3}, TurnOrder.soonest(oToMove));
    assertArrayEquals(new int[] {0, 1, 2, 3}, TurnOrder.soonest(after(four, 2)));
    assertEquals(0, TurnOrder.turnLength(oToMove, 2), "A never moves");
    assertEquals(1, TurnOrder.turnLength(oToMove, 0));
    assertTrue(TurnOrder.alternates(oToMove, 40), "X and O take turns");
  }
}
