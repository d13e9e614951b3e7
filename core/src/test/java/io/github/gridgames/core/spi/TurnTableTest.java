package io.github.gridgames.core.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.gridgames.core.MoveEffect;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** {@link TurnTable}: the policy's answers, tabulated or asked, always checked. */
class TurnTableTest {

  /** Every answer of the table equals the policy's own, at every move number. */
  @Test
  void answersAsThePolicyDoes() {
    TurnPolicy byNumber =
        TurnPolicy.of("by-number", (mover, effect, players, moveNumber) -> Player.of(moveNumber % players));
    for (TurnPolicy policy :
        new TurnPolicy[] {TurnPolicy.ALTERNATE, TurnPolicy.EXTRA_TURN_ON_CAPTURE, TurnPolicy.CONNECT6, byNumber}) {
      for (int players = 1; players <= 3; players++) {
        TurnTable table = TurnTable.of(policy, players, 2, 20);
        for (int m = 0; m < 30; m++) { // past maxMoves too
          for (int p = 0; p < players; p++) {
            for (int c = 0; c <= 2; c++) {
              assertEquals(
                  policy.next(Player.of(p), MoveEffect.ofCaptures(c), players, m).index(),
                  table.next(p, c, m),
                  policy + " " + players + " players, mover " + p + ", " + c + " captured, move " + m);
            }
          }
        }
      }
    }
  }

  /** A custom policy is asked on every move, so a broken one is refused when the move is played. */
  @Test
  void asksACustomPolicyEachTimeAndChecksItsAnswer() {
    AtomicInteger asked = new AtomicInteger();
    TurnPolicy stranger =
        TurnPolicy.of("stranger", (mover, effect, players) -> {
          asked.incrementAndGet();
          return Player.of(players);
        });
    TurnTable table = TurnTable.of(stranger, 2, 0, 9);
    assertEquals(0, asked.get());
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> table.next(0, 0, 0));
    assertEquals("turn policy 'stranger' chose player 3 in a game of 2 players", e.getMessage());
    assertEquals(
        "turn policy 'broken' chose null in a game of 2 players",
        assertThrows(
                IllegalStateException.class,
                () -> TurnTable.ask(TurnPolicy.of("broken", (m, ef, n) -> null), Player.FIRST, MoveEffect.NONE, 2, 0))
            .getMessage());
  }

  @Test
  void refusesCountsOutOfRange() {
    assertEquals(
        "playerCount must be 1 to 64, got 0",
        assertThrows(IllegalArgumentException.class, () -> TurnTable.of(TurnPolicy.ALTERNATE, 0, 0, 1)).getMessage());
    assertEquals(
        "maxCaptures must be 0 to 64, got -1",
        assertThrows(IllegalArgumentException.class, () -> TurnTable.of(TurnPolicy.ALTERNATE, 2, -1, 1)).getMessage());
    assertEquals(
        "maxMoves must be >= 0, got -1",
        assertThrows(IllegalArgumentException.class, () -> TurnTable.of(TurnPolicy.ALTERNATE, 2, 0, -1)).getMessage());
    assertThrows(NullPointerException.class, () -> TurnTable.of(null, 2, 0, 1));
  }

  /** The ranges include their ends: 1 and 64 players, 0 and 64 captures, 0 moves. */
  @Test
  void acceptsTheEdgesOfEachRange() {
    TurnTable one = TurnTable.of(TurnPolicy.ALTERNATE, 1, 0, 0);
    assertEquals(0, one.next(0, 0, 5));
    TurnTable wide = TurnTable.of(TurnPolicy.EXTRA_TURN_ON_CAPTURE, 64, 64, Integer.MAX_VALUE);
    assertEquals(63, wide.next(63, 64, 7));
    assertEquals(0, wide.next(63, 0, 7));
    TurnTable none = TurnTable.of(TurnPolicy.CONNECT6, 2, 0, 0);
    assertEquals(TurnPolicy.CONNECT6.next(Player.FIRST, MoveEffect.NONE, 2, 0).index(), none.next(0, 0, 0));
    assertEquals(
        "playerCount must be 1 to 64, got 65",
        assertThrows(IllegalArgumentException.class, () -> TurnTable.of(TurnPolicy.ALTERNATE, 65, 0, 1)).getMessage());
    assertEquals(
        "maxCaptures must be 0 to 64, got 65",
        assertThrows(IllegalArgumentException.class, () -> TurnTable.of(TurnPolicy.ALTERNATE, 2, 65, 1)).getMessage());
  }

  @Test
  void aCustomPolicyMayNotTakeABuiltInName() {
    TurnPolicy mine = TurnPolicy.of("mine", (mover, effect, players) -> mover);
    assertSame(mine, TurnTable.checkPolicy(mine));
    assertSame(TurnPolicy.CONNECT6, TurnTable.checkPolicy(TurnPolicy.CONNECT6));
    TurnPolicy impostor = TurnPolicy.of("extra-turn-on-capture", (mover, effect, players) -> mover);
    String message =
        "a custom turn policy may not take the built-in name 'extra-turn-on-capture'; use"
            + " TurnPolicy.EXTRA_TURN_ON_CAPTURE or another name";
    assertEquals(message, assertThrows(IllegalArgumentException.class, () -> TurnTable.checkPolicy(impostor)).getMessage());
    assertEquals(message, assertThrows(IllegalArgumentException.class, () -> TurnTable.of(impostor, 2, 0, 1)).getMessage());
  }
}
