package io.github.gridgames.tictactoe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.testkit.GameProperties;
import io.github.gridgames.testkit.GameProperty;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The canonical form is one of the state's images, identical to that image as {@link
 * MnkGame.Symmetry#apply(MnkState)} builds it (outcome, winning line and hash included), and the same for
 * every image.
 */
class CanonicalFormTest {

  private static final GameProperty<MnkState, Cell> CANONICAL_IS_AN_IMAGE =
      GameProperty.eachState(
          state -> {
            MnkState canonical = state.canonical();
            boolean found = false;
            for (MnkGame.Symmetry symmetry : state.game().symmetries()) {
              MnkState image = symmetry.apply(state);
              if (image.equals(canonical)) {
                found = true;
                assertEquals(image.outcome(), canonical.outcome(), state::toString);
                assertEquals(image.positionHash(), canonical.positionHash(), state::toString);
                assertEquals(image.stoneCount(), canonical.stoneCount(), state::toString);
              }
              assertEquals(canonical, image.canonical(), () -> symmetry + " of " + state);
            }
            assertTrue(found, () -> "the canonical form of " + state + " is no image of it: " + canonical);
          });

  @Test
  void canonicalFormIsTheSmallestImageBuiltExactly() {
    for (MnkGame game :
        List.of(
            MnkGame.ticTacToe(),
            MnkGame.of(4, 4, 3),
            MnkGame.builder().rows(3).cols(5).k(3).overlines(MnkGame.OverlineRule.NO_WIN).build(),
            MnkGame.of(8, 8, 4),
            MnkGame.of(2, 2, 2),
            MnkGame.of(8, 9, 4))) {
      GameProperties.builder(game).games(game.cellCount() <= 16 ? 60 : 15).build().check("canonical form of " + game, CANONICAL_IS_AN_IMAGE);
    }
  }
}
