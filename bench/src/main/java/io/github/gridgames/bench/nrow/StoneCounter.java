package io.github.gridgames.bench.nrow;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * A JMH auxiliary counter of the stones placed: JMH reports it as a secondary result
 * {@code stones}, in stones per second in throughput mode, next to the operations (games) per
 * second.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.OPERATIONS)
public class StoneCounter {

  /** The stones placed in the current iteration; JMH reads it. */
  public long stones;

  /** Creates the counter; JMH calls it. */
  public StoneCounter() {}

  /** Starts every iteration from 0. */
  @Setup(Level.Iteration)
  public void clear() {
    stones = 0;
  }
}
