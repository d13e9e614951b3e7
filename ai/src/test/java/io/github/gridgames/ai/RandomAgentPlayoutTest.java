package io.github.gridgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.gridgames.core.Position;
import io.github.gridgames.core.TurnPolicy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class RandomAgentPlayoutTest {

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
              int played = RandomAgent.playout(position, new SplittableRandom(seed), limit);
              assertEquals(played, position.depth());
              assertTrue(played == limit || position.isTerminal(), played + " of " + limit);
              assertTrue(played <= limit);
              for (int i = 0; i < played; i++) {
                position.unmakeMove();
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
      RandomAgent.playout(position, random, 1);
      counts.merge(Arrays.toString(position.state().piles()), 1, Integer::sum);
      position.unmakeMove();
    }
    assertEquals(legal, counts.size());
    for (int count : counts.values()) {
      assertTrue(count > 200 && count < 400, "count " + count + " of " + counts);
    }
  }

  /** Every complete playout of a tiny game comes up as often as the product of 1/n over its moves. */
  @Test
  void wholePlayoutsFollowUniformMovesAtEveryStep() {
    Position<PilesState, Take> position = Piles.lastTakeWins(2, 2, 2, 3).initialState().toPosition();
    Map<String, Double> expected = new HashMap<>();
    enumerate(position, "", 1.0, expected);
    assertTrue(expected.size() > 20, expected.size() + " paths");
    int runs = 40_000;
    Map<String, Integer> counts = new HashMap<>();
    SplittableRandom random = new SplittableRandom(17);
    for (int i = 0; i < runs; i++) {
      List<String> moves = new ArrayList<>();
      int played = RandomAgent.playout(position, random, Integer.MAX_VALUE);
      for (int k = 0; k < played; k++) {
        moves.add(0, position.state().toString());
        position.unmakeMove();
      }
      counts.merge(String.join(" | ", moves), 1, Integer::sum);
    }
    assertEquals(expected.keySet(), counts.keySet());
    expected.forEach(
        (path, p) -> {
          double mean = runs * p;
          double sigma = Math.sqrt(runs * p * (1 - p));
          int count = counts.get(path);
          assertTrue(Math.abs(count - mean) < 6 * sigma, path + ": " + count + ", expected " + mean);
        });
  }

  /** Records each complete game under the states it passes through, with its probability. */
  private static void enumerate(
      Position<PilesState, Take> position, String path, double probability, Map<String, Double> into) {
    if (position.isTerminal()) {
      into.put(path, probability);
      return;
    }
    int[] codes = new int[position.legalMoveCount()];
    int count = position.legalMoves(codes);
    for (int i = 0; i < count; i++) {
      position.makeMove(codes[i]);
      String state = position.state().toString();
      enumerate(position, path.isEmpty() ? state : path + " | " + state, probability / count, into);
      position.unmakeMove();
    }
  }

  @Test
  void theSameSeedGivesTheSamePlayout() {
    for (long seed = 0; seed < 50; seed++) {
      Position<PilesState, Take> first = GAME.initialState().toPosition();
      Position<PilesState, Take> second = GAME.initialState().toPosition();
      int played = RandomAgent.playout(first, new SplittableRandom(seed), Integer.MAX_VALUE);
      assertEquals(played, RandomAgent.playout(second, new SplittableRandom(seed), Integer.MAX_VALUE));
      for (int i = 0; i < played; i++) {
        assertEquals(first.state(), second.state(), "seed " + seed + ", " + i + " moves from the end");
        first.unmakeMove();
        second.unmakeMove();
      }
    }
  }

  @Test
  void rejectsANegativeLimit() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> RandomAgent.playout(GAME.initialState().toPosition(), new SplittableRandom(1), -1));
    assertEquals("maxMoves must be >= 0, got -1", e.getMessage());
  }
}
