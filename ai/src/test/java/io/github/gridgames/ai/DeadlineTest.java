package io.github.gridgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import io.github.gridgames.core.Budget;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class DeadlineTest {

  @Test
  void aWorkLimitAllowsExactlyThatManyUnits() {
    qt().withFixedSeed(51)
        .withExamples(100)
        .forAll(integers().between(1, 5000), integers().between(1, 300))
        .checkAssert(
            (limit, interval) -> {
              Deadline deadline = Deadline.start(Budget.ofWork(limit), interval, () -> 0L);
              int taken = 0;
              while (deadline.take()) {
                taken++;
              }
              assertEquals((int) limit, taken);
              assertEquals((long) limit, deadline.work());
              assertFalse(deadline.take());
              assertTrue(deadline.isExhausted());
            });
  }

  @Test
  void theClockIsReadEveryIntervalAndTheEndIsSticky() {
    AtomicLong now = new AtomicLong(1_000);
    AtomicLong reads = new AtomicLong();
    Deadline deadline =
        Deadline.start(
            Budget.ofTime(Duration.ofMillis(10)),
            16,
            () -> {
              reads.incrementAndGet();
              return now.get();
            });
    long startReads = reads.get();
    for (int i = 0; i < 160; i++) {
      assertTrue(deadline.take());
    }
    assertEquals(10, reads.get() - startReads);
    now.addAndGet(Duration.ofMillis(10).toNanos());
    int more = 0;
    while (deadline.take()) {
      more++;
    }
    assertTrue(more < 16, "took " + more + " units after the end");
    now.set(0);
    assertFalse(deadline.take());
    assertTrue(deadline.isExhausted());
    assertEquals(160 + more, deadline.work());
  }

  @Test
  void isExhaustedReadsTheClockAtOnce() {
    AtomicLong now = new AtomicLong();
    Deadline deadline = Deadline.start(Budget.ofTime(Duration.ofMillis(5)), 1000, now::get);
    assertFalse(deadline.isExhausted());
    now.set(Duration.ofMillis(5).toNanos());
    assertTrue(deadline.isExhausted());
    assertEquals(Duration.ofMillis(5), deadline.elapsed());
    assertTrue(deadline.isTimeLimited());
  }

  @Test
  void isTimeUpIgnoresTheWorkLimit() {
    AtomicLong now = new AtomicLong();
    Deadline work = Deadline.start(Budget.ofWork(1), 1, now::get);
    assertTrue(work.take());
    assertFalse(work.take());
    assertFalse(work.isTimeUp());
    Deadline both = Deadline.start(Budget.ofTime(Duration.ofMillis(3)).withWork(1), 1, now::get);
    assertTrue(both.take());
    assertFalse(both.isTimeUp());
    now.set(Duration.ofMillis(3).toNanos());
    assertTrue(both.isTimeUp());
    assertFalse(both.take());
  }

  @Test
  void unlimitedAndCombinedBudgets() {
    Deadline unlimited = Deadline.start(Budget.unlimited(), 1, () -> 0L);
    for (int i = 0; i < 10_000; i++) {
      assertTrue(unlimited.take());
    }
    assertFalse(unlimited.isTimeLimited());
    AtomicLong now = new AtomicLong();
    Deadline both = Deadline.start(Budget.ofTime(Duration.ofMillis(1)).withWork(3), 1, now::get);
    assertTrue(both.take());
    now.set(Duration.ofMillis(2).toNanos());
    assertFalse(both.take());
    assertEquals(1, both.work());
    assertTrue(both.toString().contains("1 units"), both.toString());
    assertEquals(Budget.ofTime(Duration.ofMillis(1)).withWork(3), both.budget());
  }

  @Test
  void aCancelledBudgetEndsTheDeadlineAtTheNextCheck() {
    Budget.Cancellation stop = Budget.Cancellation.create();
    Deadline deadline = Deadline.start(Budget.unlimited().cancelledBy(stop), 16, () -> 0L);
    for (int i = 0; i < 1000; i++) {
      assertTrue(deadline.take());
    }
    assertFalse(deadline.isExhausted());
    assertFalse(deadline.isTimeUp());
    stop.cancel();
    int more = 0;
    while (deadline.take()) {
      more++;
    }
    assertTrue(more < 16, "took " + more + " units after the cancellation");
    assertTrue(deadline.isExhausted());
    assertTrue(deadline.isTimeUp(), "a cancellation abandons work in progress");
    Deadline work = Deadline.start(Budget.ofWork(10).cancelledBy(stop), 1, () -> 0L);
    assertTrue(work.isExhausted(), "already cancelled");
    assertFalse(work.take());
  }

  @Test
  void theRealClockEndsATimeBudget() {
    long start = System.nanoTime();
    Deadline deadline = Deadline.start(Budget.ofTime(Duration.ofMillis(20)));
    while (deadline.take()) {
      Thread.onSpinWait();
    }
    long millis = (System.nanoTime() - start) / 1_000_000;
    // It ends (the loop would not stop otherwise), and never early; how soon after the deadline
    // is measured on many tries by BudgetTimingTest, not by one try here.
    assertTrue(millis >= 20, millis + " ms");
  }

  @Test
  void rejectsBadArguments() {
    assertThrows(IllegalArgumentException.class, () -> Deadline.start(Budget.unlimited(), 0));
    assertThrows(NullPointerException.class, () -> Deadline.start(null));
    assertThrows(NullPointerException.class, () -> Deadline.start(Budget.unlimited(), 1, null));
  }
}
