package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.gridgames.core.Player;
import java.util.Arrays;

/** The comparison of two positions that the position tests share. */
final class PositionsAgree {

  private PositionsAgree() {}

  /** Asserts that two positions agree on everything a caller can see. */
  static void assertAgree(DotsBoxesPosition expected, DotsBoxesPosition actual, String context) {
    DotsBoxes game = expected.game();
    assertEquals(expected.depth(), actual.depth(), context);
    assertEquals(expected.state(), actual.state(), context);
    assertEquals(expected.positionHash(), actual.positionHash(), context);
    assertEquals(expected.state().positionHash(), actual.positionHash(), context);
    assertEquals(actual.state().positionHash(), actual.positionHash(), context);
    assertEquals(expected.drawnCount(), actual.drawnCount(), context);
    assertEquals(expected.toMove(), actual.toMove(), context);
    assertEquals(expected.outcome(), actual.outcome(), context);
    assertEquals(expected.scores(), actual.scores(), context);
    for (int p = 0; p < game.playerCount(); p++) {
      assertEquals(expected.score(Player.of(p)), actual.score(Player.of(p)), context);
    }
    for (int box = 0; box < game.boxCount(); box++) {
      assertEquals(expected.owner(box), actual.owner(box), context + " box " + box);
    }
    int edges = game.edgeCount();
    for (int edge = 0; edge < edges; edge++) {
      assertEquals(expected.isDrawn(edge), actual.isDrawn(edge), context + " edge " + edge);
    }
    int[] a = new int[edges];
    int[] b = new int[edges];
    int n = expected.legalMoves(a);
    assertEquals(n, actual.legalMoves(b), context);
    assertArrayEquals(Arrays.copyOf(a, n), Arrays.copyOf(b, n), context);
    for (int code = -1; code <= edges; code++) {
      assertEquals(expected.isLegal(code), actual.isLegal(code), context + " code " + code);
    }
  }
}
