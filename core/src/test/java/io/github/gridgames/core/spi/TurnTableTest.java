package io.github.gridgames.core.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
    assertEquals("turn policy 'stranger' chose player 2 in a game of 2 players", e.getMessage());
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
}
