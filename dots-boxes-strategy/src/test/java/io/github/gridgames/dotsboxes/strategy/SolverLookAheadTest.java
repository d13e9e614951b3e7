package io.github.gridgames.dotsboxes.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import org.junit.jupiter.api.Test;

/**
 * The look-ahead of {@link SolverSearch} (children looked up in the table before any is searched,
 * or once the first is) changes how much is searched, never a value: every position gets the same
 * value whether its search looks ahead nowhere, everywhere, or only once the first child is
 * searched, and with the thresholds the solver uses.
 */
class SolverLookAheadTest {

  /** Looks ahead from / late from: nowhere, the solver's, before every search, after the first. */
  private static final int[][] SETTINGS = {
    {99, 99}, {SolverSearch.LOOK_AHEAD_LINES, SolverSearch.LOOK_AHEAD_LATE_LINES}, {1, 99}, {99, 1}
  };

  private static int value(DotsBoxes game, DotsBoxesPosition position, int[] setting) {
    LineMasks lines = new LineMasks(game);
    GroundStrings ground = new GroundStrings(game);
    Symmetries symmetries = new Symmetries(game, ground, true);
    SolverSearch search =
        new SolverSearch(lines, symmetries, ground, new BoundTable(16), new BoundTable(15),
            setting[0], setting[1]);
    search.reset(position.copy(),
        new SolveControl(System.nanoTime(), Long.MAX_VALUE, Long.MAX_VALUE, () -> false,
            Long.MAX_VALUE, progress -> {}));
    int remaining = game.boxCount(); // only safe lines are drawn: no box is completed
    int value = search.search(remaining, -remaining - 1, remaining + 1);
    assertFalse(search.aborted);
    return value;
  }

  @Test
  void theValuesDoNotDependOnWhereTheSearchLooksAhead() {
    for (DotsBoxes game : new DotsBoxes[] {DotsBoxes.of(3, 3), DotsBoxes.of(2, 4)}) {
      for (int i = 0; i < UnderPit.count(24, 6); i++) {
        long seed = i;
        // safe lines drawn at random until 10 to 22 safe lines are left
        int left = 10 + i % 13;
        DotsBoxesPosition position = SafePhase.randomPosition(game, seed, left);
        int expected = value(game, position, SETTINGS[0]);
        for (int[] setting : SETTINGS) {
          assertEquals(expected, value(game, position, setting),
              () -> game + " seed " + seed + " look-ahead from " + setting[0] + ", late from "
                  + setting[1]);
        }
      }
    }
  }
}
