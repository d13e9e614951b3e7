package io.github.gridgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Budget;
import io.github.gridgames.core.Position;
import io.github.gridgames.core.TurnPolicy;
import java.lang.management.ManagementFactory;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * On a game whose position allocates nothing, the generic playout allocates nothing per move or
 * playout, and Monte Carlo tree search allocates only the tree node each iteration adds. Counts
 * bytes allocated by this thread (not time), with a margin for the JVM's own bookkeeping.
 */
class AllocationTest {

  /** Long playouts (about 30 moves), so that anything allocated per move would add up. */
  private static final Race RACE = Race.of(60, 3, TurnPolicy.ALTERNATE);

  private static long allocatedBytes() {
    return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean())
        .getThreadAllocatedBytes(Thread.currentThread().getId());
  }

  private static long playouts(Position<RaceState, Race.Add> position, SplittableRandom random, int n) {
    long moves = 0;
    for (int i = 0; i < n; i++) {
      int played = RandomAgent.playout(position, random, Integer.MAX_VALUE);
      moves += played;
      for (int k = 0; k < played; k++) {
        position.unmakeMove();
      }
    }
    return moves;
  }

  @Test
  void genericPlayoutsAllocateNothingPerMove() {
    Position<RaceState, Race.Add> position = RACE.initialState().toPosition();
    SplittableRandom random = new SplittableRandom(1);
    playouts(position, random, 1_000); // the first calls allocate the history and the buffer
    long before = allocatedBytes();
    long moves = playouts(position, random, 20_000);
    long bytes = allocatedBytes() - before;
    assertTrue(moves > 20_000 * 20, "only " + moves + " moves");
    assertTrue(bytes < 20_000, bytes + " bytes for " + moves + " moves");
    assertEquals(0, position.depth());
  }

  @Test
  void mctsAllocatesOnlyItsTreeNodes() {
    MctsAgent<RaceState, Race.Add> agent = MctsAgent.of(3);
    Position<RaceState, Race.Add> position = RACE.initialState().toPosition();
    agent.chooseCode(position, Budget.ofWork(2_000));
    int iterations = 20_000;
    long before = allocatedBytes();
    agent.chooseCode(position, Budget.ofWork(iterations));
    long perIteration = (allocatedBytes() - before) / iterations;
    // A node with its reward sums and arrays of at most three moves is under 200 bytes; one
    // allocation per move of a 30-move playout would add at least 480.
    assertTrue(perIteration < 250, perIteration + " bytes per iteration");
    assertEquals(0, position.depth());
  }
}
