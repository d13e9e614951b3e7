package io.github.gridgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.gridgames.core.Position;
import io.github.gridgames.core.TurnPolicy;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PlayoutsTest {

  private static final Piles GAME =
      Piles.scoring(3, TurnPolicy.EXTRA_TURN_ON_CAPTURE, 3, new int[] {4, 5, 6}, new int[] {1, 2, 3});

  @Test
  void playsLegalMovesToTheEndOrTheLimitAndUndoRestores() {
    qt().withFixedSeed(71)
        .withExamples(200)
        .forAll(longs().all(), integers().between(0, 20))
        .checkAssert(
            (seed, limit) -> {
              Position<PilesState, Take> position = GAME.initialState().toPosition();
              PilesState start = position.state();
              int played = Playouts.random(position, new SplittableRandom(seed), limit);
              assertEquals(played, position.depth());
              assertTrue(played == limit || position.isTerminal(), played + " of " + limit);
              assertTrue(played <= limit);
              for (int i = 0; i < played; i++) {
                position.undo();
              }
              assertEquals(start, position.state());
            });
  }

  @Test
  void firstMovesAreUniform() {
    Position<PilesState, Take> position = GAME.initialState().toPosition();
    int legal = position.legalMoveCount();
    Map<String, Integer> counts = new HashMap<>();
    SplittableRandom random = new SplittableRandom(5);
    for (int i = 0; i < legal * 300; i++) {
      Playouts.random(position, random, 1);
      counts.merge(Arrays.toString(position.state().piles()), 1, Integer::sum);
      position.undo();
    }
    assertEquals(legal, counts.size());
    for (int count : counts.values()) {
      assertTrue(count > 200 && count < 400, "count " + count + " of " + counts);
    }
  }

  @Test
  void rejectsANegativeLimit() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> Playouts.random(GAME.initialState().toPosition(), new SplittableRandom(1), -1));
    assertEquals("maxMoves must be >= 0, got -1", e.getMessage());
  }
}
