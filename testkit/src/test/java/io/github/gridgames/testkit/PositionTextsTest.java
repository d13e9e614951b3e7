package io.github.gridgames.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.testkit.toy.Bug;
import io.github.gridgames.testkit.toy.ClaimGame;
import io.github.gridgames.testkit.toy.ClaimState;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The position text checks, on the toy game's text. */
class PositionTextsTest {

  private final ClaimGame game = ClaimGame.of(5, 2, TurnPolicy.ALTERNATE);

  @Test
  void randomStatesAreSeededAndIncludeFinishedGames() {
    List<ClaimState> states = PositionTexts.randomStates(game, 5, 40, 100);
    assertEquals(40, states.size());
    assertEquals(states, PositionTexts.randomStates(game, 5, 40, 100));
    assertTrue(states.stream().anyMatch(ClaimState::isTerminal));
    assertTrue(states.stream().anyMatch(s -> !s.isTerminal()));
    PositionTexts.checkStrictReading(states, 5, 20);
  }

  @Test
  void aTextThatLosesThePlayerToMoveFailsTheRoundTrip() {
    ClaimGame broken = ClaimGame.withBug(Bug.TEXT_DROPS_MOVER, TurnPolicy.ALTERNATE);
    ClaimState afterOne = broken.initialState().play(broken.notation().parse("#0"));
    AssertionError e = assertThrows(AssertionError.class, () -> PositionTexts.checkRoundTrip(afterOne));
    assertTrue(e.getMessage().startsWith("'A..... A' reads back as an unequal state"), e.getMessage());
  }

  @Test
  void checkRefusedNamesWhatDiffers() {
    PositionTexts.checkRefused(game, "A.... C", 6, "the letter of the player to move");
    assertEquals(
        "'A.... C' is refused at position 6, not 5: expected the letter of the player to move at position 6 of \"A.... C\", found 'C'",
        assertThrows(AssertionError.class, () -> PositionTexts.checkRefused(game, "A.... C", 5, "the letter of the player to move"))
            .getMessage());
    assertEquals(
        "'A.... B' is read, but it should be refused expecting anything",
        assertThrows(AssertionError.class, () -> PositionTexts.checkRefused(game, "A.... B", 0, "anything")).getMessage());
  }

  @Test
  void mutationsChangeTheTextAndAreSeeded() {
    SplittableRandom a = new SplittableRandom(9);
    SplittableRandom b = new SplittableRandom(9);
    int changed = 0;
    for (int i = 0; i < 100; i++) {
      String mutated = PositionTexts.mutate("AB.A. B", a);
      assertEquals(mutated, PositionTexts.mutate("AB.A. B", b));
      if (!mutated.equals("AB.A. B")) {
        changed++;
      }
    }
    assertNotEquals(0, changed);
    assertTrue(changed > 80, "only " + changed + " of 100 mutations changed the text");
  }
}
