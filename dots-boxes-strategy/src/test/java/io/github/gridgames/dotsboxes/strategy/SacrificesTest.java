package io.github.gridgames.dotsboxes.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import io.github.gridgames.dotsboxes.Edge;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The smallest sacrifice: the cheapest line at random among equals, the board left as it was. */
class SacrificesTest {

  /** The chain of one and the chain of five of {@link Positions#singleAndChainOfFive()}. */
  private static DotsBoxesPosition singleAndChainOfFive() {
    return DotsBoxesPosition.of(Positions.singleAndChainOfFive());
  }

  @Test
  void opensTheChainOfOneAtRandomAmongItsTwoLines() {
    DotsBoxesPosition board = singleAndChainOfFive();
    Set<Edge> chosen = new HashSet<>();
    for (long seed = 0; seed < 32; seed++) {
      int line =
          Sacrifices.smallest(board, new SplittableRandom(seed), ChainAnalysis::takeAll);
      chosen.add(board.move(line));
    }
    assertEquals(Set.of(Edge.horizontal(0, 0), Edge.vertical(0, 0)), chosen);
  }

  @Test
  void leavesTheBoardAsItWas() {
    DotsBoxesPosition board = singleAndChainOfFive();
    long hash = board.positionHash();
    int depth = board.depth();
    int drawn = board.drawnCount();
    int line =
        Sacrifices.smallest(board, new SplittableRandom(1), ChainAnalysis::takeAll);
    assertTrue(line >= 0);
    assertEquals(hash, board.positionHash());
    assertEquals(depth, board.depth());
    assertEquals(drawn, board.drawnCount());
  }

  @Test
  void readsTheCostWithTheLineDrawn() {
    DotsBoxesPosition board = singleAndChainOfFive();
    int drawnBefore = board.drawnCount();
    // the cost of a line is the number of lines drawn with it: all cost the same, so any goes
    AtomicInteger calls = new AtomicInteger();
    Sacrifices.smallest(
        board,
        new SplittableRandom(1),
        b -> {
          calls.incrementAndGet();
          assertEquals(drawnBefore + 1, b.drawnCount());
          return 0;
        });
    assertEquals(board.legalMoveCount(), calls.get());
  }
}
