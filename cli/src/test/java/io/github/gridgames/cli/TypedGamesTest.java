package io.github.gridgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.gridgames.core.Games;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.tictactoe.MnkGame;
import org.junit.jupiter.api.Test;

/** {@link Games#parse(String, Class)} with every game installed, as the command line has them. */
class TypedGamesTest {

  @Test
  void aGameOfTheNamedTypeNeedsNoCast() {
    DotsBoxes dots = Games.parse("dots-boxes(rows=3,cols=5)", DotsBoxes.class);
    assertEquals(3, dots.rows());
    assertEquals(5, dots.cols());
  }

  @Test
  void aGameOfAnotherTypeIsRefusedNamingBothTypes() {
    assertEquals(
        "'dots-boxes(rows=2,cols=2)' is a io.github.gridgames.dotsboxes.DotsBoxes, not a io.github.gridgames.tictactoe.MnkGame",
        assertThrows(IllegalArgumentException.class, () -> Games.parse("dots-boxes(rows=2,cols=2)", MnkGame.class))
            .getMessage());
  }
}
