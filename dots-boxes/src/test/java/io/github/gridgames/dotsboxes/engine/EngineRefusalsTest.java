package io.github.gridgames.dotsboxes.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** What the engine refuses, and that a refusal leaves it unchanged. */
class EngineRefusalsTest {

  private final DotsBoxes game = DotsBoxes.of(2, 2);

  private static void assertUnchanged(DotsBoxesState expected, DotsBoxesEngine engine) {
    assertEquals(expected, engine.toState());
    assertEquals(expected.positionHash(), engine.positionHash());
    assertEquals(expected.drawnCount(), engine.depth());
  }

  @Test
  void refusesLinesOffTheBoardAndDrawnLines() {
    DotsBoxesEngine engine = DotsBoxesEngine.of(game);
    engine.play(3);
    DotsBoxesState before = engine.toState();
    IllegalArgumentException drawn =
        assertThrows(IllegalArgumentException.class, () -> engine.play(3));
    assertTrue(drawn.getMessage().contains("already drawn"), drawn.getMessage());
    assertTrue(drawn.getMessage().contains(game.edge(3).toString()), drawn.getMessage());
    assertThrows(IllegalArgumentException.class, () -> engine.capturesOf(3));
    IndexOutOfBoundsException outside =
        assertThrows(IndexOutOfBoundsException.class, () -> engine.play(game.edgeCount()));
    assertTrue(outside.getMessage().contains("between 0 and 11"), outside.getMessage());
    assertThrows(IndexOutOfBoundsException.class, () -> engine.play(-1));
    assertThrows(IndexOutOfBoundsException.class, () -> engine.isFree(12));
    assertThrows(IndexOutOfBoundsException.class, () -> engine.capturesOf(-1));
    assertUnchanged(before, engine);
  }

  @Test
  void refusesEveryMoveOnceTheGameIsOver() {
    DotsBoxesEngine engine = DotsBoxesEngine.of(game);
    engine.randomPlayout(new SplittableRandom(1));
    DotsBoxesState end = engine.toState();
    IllegalStateException over = assertThrows(IllegalStateException.class, () -> engine.play(0));
    assertTrue(over.getMessage().contains("over"), over.getMessage());
    assertThrows(IllegalStateException.class, () -> engine.play(99)); // game over comes first
    assertThrows(IllegalStateException.class, () -> engine.capturesOf(0));
    assertEquals(engine.leaders(), engine.randomPlayout(new SplittableRandom(2)));
    assertUnchanged(end, engine);
  }

  @Test
  void refusesBadIndexesEverywhere() {
    DotsBoxesEngine engine = DotsBoxesEngine.of(game);
    DotsBoxesState start = engine.toState();
    assertThrows(IllegalStateException.class, engine::undo);
    assertThrows(IllegalArgumentException.class, () -> engine.undoTo(1));
    assertThrows(IllegalArgumentException.class, () -> engine.undoTo(-1));
    assertThrows(IndexOutOfBoundsException.class, () -> engine.nthFree(12));
    assertThrows(IndexOutOfBoundsException.class, () -> engine.nthFree(-1));
    assertThrows(IndexOutOfBoundsException.class, () -> engine.moveAt(0));
    assertThrows(IllegalArgumentException.class, () -> engine.freeEdges(new int[11]));
    assertThrows(NullPointerException.class, () -> engine.freeEdges(null));
    assertThrows(IllegalArgumentException.class, () -> engine.score(2));
    assertThrows(IllegalArgumentException.class, () -> engine.score(-1));
    assertThrows(IndexOutOfBoundsException.class, () -> engine.owner(4));
    assertThrows(IndexOutOfBoundsException.class, () -> engine.sidesDrawn(-1));
    assertThrows(NullPointerException.class, () -> engine.randomPlayout(null));
    assertThrows(NullPointerException.class, () -> DotsBoxesEngine.of((DotsBoxes) null));
    assertThrows(NullPointerException.class, () -> DotsBoxesEngine.of((DotsBoxesState) null));
    IllegalArgumentException other =
        assertThrows(
            IllegalArgumentException.class,
            () -> engine.load(DotsBoxes.of(2, 3).initialState()));
    assertTrue(other.getMessage().contains("rows=2,cols=3"), other.getMessage());
    assertUnchanged(start, engine);
  }

  @Test
  void aFreeMaskNeedsASmallBoard() {
    assertEquals((1L << 12) - 1, DotsBoxesEngine.of(game).freeMask());
    assertEquals(-1L, DotsBoxesEngine.of(DotsBoxes.of(1, 21)).freeMask());
    DotsBoxesEngine large = DotsBoxesEngine.of(DotsBoxes.of(1, 22));
    IllegalStateException refused = assertThrows(IllegalStateException.class, large::freeMask);
    assertTrue(refused.getMessage().contains("67 lines"), refused.getMessage());
  }

  @Test
  void aCustomPolicyThatNamesAStrangerIsRefusedBeforeTheMoveChangesAnything() {
    TurnPolicy broken =
        TurnPolicy.of(
            "broken",
            (mover, effect, players) -> effect.captured() ? Player.of(7) : mover.next(players));
    DotsBoxes brokenGame = DotsBoxes.of(1, 1, 2, broken);
    DotsBoxesEngine engine = DotsBoxesEngine.of(brokenGame);
    engine.play(0);
    engine.play(1);
    engine.play(2);
    DotsBoxesState before = engine.toState();
    IllegalStateException refused = assertThrows(IllegalStateException.class, () -> engine.play(3));
    assertTrue(refused.getMessage().contains("broken"), refused.getMessage());
    assertUnchanged(before, engine);
    assertThrows(IllegalStateException.class, () -> engine.randomPlayout(new SplittableRandom(1)));
    assertUnchanged(before, engine);
  }

  @Test
  void copiesAreIndependent() {
    DotsBoxesEngine engine = DotsBoxesEngine.of(game);
    engine.play(0);
    DotsBoxesEngine copy = engine.copy();
    copy.play(1);
    assertEquals(1, engine.depth());
    assertEquals(2, copy.depth());
    assertNotEquals(engine.positionHash(), copy.positionHash());
    copy.reset();
    assertEquals(game.initialState(), copy.toState());
    assertEquals(game.initialState().play(game.edge(0)), engine.toState());
  }

  @Test
  void describesItself() {
    DotsBoxesEngine engine = DotsBoxesEngine.of(game);
    engine.play(0);
    assertEquals(
        "dots-boxes(rows=2,cols=2,players=2,turns=extra-turn-on-capture):"
            + " 1 of 12 lines, scores 0 0, player 1 to move",
        engine.toString());
    assertEquals(game, engine.game());
    assertEquals(12, engine.edgeCount());
  }
}
