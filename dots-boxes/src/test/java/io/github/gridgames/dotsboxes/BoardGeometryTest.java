package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import io.github.gridgames.core.TurnPolicy;
import org.junit.jupiter.api.Test;

/** The fixed tables a board's words are laid out by. */
class BoardGeometryTest {

  @Test
  void powerOfTwoAtLeastIsTheLeastPowerOfTwoNotBelowItsArgument() {
    qt().forAll(integers().between(1, 1 << 30))
        .checkAssert(
            n -> {
              int p = BoardGeometry.powerOfTwoAtLeast(n);
              assertEquals(1, Integer.bitCount(p), p + " is no power of two");
              assertTrue(p >= n && (p == 1 || p / 2 < n), p + " for " + n);
            });
    assertEquals(1, BoardGeometry.powerOfTwoAtLeast(1));
    assertEquals(64, BoardGeometry.powerOfTwoAtLeast(64));
    assertEquals(128, BoardGeometry.powerOfTwoAtLeast(65));
  }

  @Test
  void theBoxesBesideALineAndItsKeySitTogether() {
    DotsBoxes game = DotsBoxes.of(2, 3, 3, TurnPolicy.ALTERNATE);
    BoardGeometry g = game.geometry();
    int outside = g.boxBase + g.boxCount;
    for (int e = 0; e < g.edgeCount; e++) {
      for (int which = 0; which < 2; which++) {
        int box = g.edgeBoxes[2 * e + which];
        int word = g.besideBox(e, which);
        if (box >= 0) {
          assertEquals(g.boxBase + box, word, "line " + e);
        } else {
          assertTrue(word >= outside, "line " + e + " borders an outside box of its own");
        }
      }
    }
    assertEquals(Board.PLAYER_WORDS * 3, g.boxBase, "the three players' words come first");
    assertEquals(1, Integer.bitCount(g.lineWords.length));
    assertEquals(1, Integer.bitCount(g.boardWordCount));
  }
}
