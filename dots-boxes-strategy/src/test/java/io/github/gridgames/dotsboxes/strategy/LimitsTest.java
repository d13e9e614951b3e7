package io.github.gridgames.dotsboxes.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Budget;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The limits of one choice: the work count stops at the budget exactly, the deadline keeps back
 * the reserve (or half a short budget), cancellation and a passed deadline are noticed every 256
 * ticks and at every {@code add}.
 */
class LimitsTest {

  @Test
  void aWorkBudgetStopsAtItsLastUnitAndStaysStopped() {
    Limits limits = Limits.of(Budget.ofWork(5));
    for (int i = 1; i <= 4; i++) {
      assertFalse(limits.tick(), "tick " + i);
      assertFalse(limits.stopped());
      assertEquals(5 - i, limits.remainingWork());
    }
    assertTrue(limits.tick(), "the fifth unit reaches the budget");
    assertTrue(limits.stopped());
    assertEquals(0, limits.remainingWork());
    assertTrue(limits.tick(), "stays stopped");
    assertEquals(0, limits.remainingWork(), "never below 0");
  }

  @Test
  void addCountsWorkDoneElsewhere() {
    Limits limits = Limits.of(Budget.ofWork(100));
    limits.add(60);
    assertFalse(limits.stopped());
    assertEquals(40, limits.remainingWork());
    limits.add(39);
    assertFalse(limits.stopped());
    assertEquals(1, limits.remainingWork());
    limits.add(1);
    assertTrue(limits.stopped(), "the last unit reaches the budget");
    assertEquals(0, limits.remainingWork());

    Limits over = Limits.of(Budget.ofWork(10));
    over.add(25);
    assertTrue(over.stopped());
    assertEquals(0, over.remainingWork());
  }

  @Test
  void withoutLimitsNothingStops() {
    Limits limits = Limits.of(Budget.unlimited());
    for (int i = 0; i < 1000; i++) {
      assertFalse(limits.tick());
    }
    limits.add(1_000_000);
    assertFalse(limits.stopped());
    assertEquals(Long.MAX_VALUE, limits.remainingWork());
    assertEquals(Long.MAX_VALUE, limits.deadline);
    assertEquals(Long.MAX_VALUE, limits.deadlineAt(0.5));
  }

  @Test
  void aCancelledBudgetStopsAtTheNextCheck() {
    Budget.Cancellation cancellation = Budget.Cancellation.create();
    Limits limits = Limits.of(Budget.unlimited().cancelledBy(cancellation));
    for (int i = 1; i <= 300; i++) {
      assertFalse(limits.tick(), "not cancelled yet, tick " + i);
    }
    cancellation.cancel();
    for (int i = 301; i < 512; i++) {
      assertFalse(limits.tick(), "checked every 256 ticks only, tick " + i);
    }
    assertTrue(limits.tick(), "tick 512 checks");
    assertTrue(limits.stopped());

    Limits adding = Limits.of(Budget.unlimited().cancelledBy(cancellation));
    adding.add(1);
    assertTrue(adding.stopped(), "add checks at once");
  }

  @Test
  void aPassedDeadlineStopsAtTheNextCheck() throws InterruptedException {
    Limits limits = Limits.of(Budget.ofTime(Duration.ofNanos(1)));
    Thread.sleep(2);
    for (int i = 1; i < 256; i++) {
      assertFalse(limits.tick(), "tick " + i);
    }
    assertTrue(limits.tick(), "tick 256 finds the deadline passed");

    Limits adding = Limits.of(Budget.ofTime(Duration.ofNanos(1)));
    Thread.sleep(2);
    adding.add(0);
    assertTrue(adding.stopped());
    assertEquals(Long.MAX_VALUE, adding.remainingWork(), "no work limit");
  }

  @Test
  void aDeadlineInTheFutureDoesNotStop() {
    Limits limits = Limits.of(Budget.ofTime(Duration.ofHours(1)));
    for (int i = 0; i < 1024; i++) {
      assertFalse(limits.tick());
    }
    limits.add(5);
    assertFalse(limits.stopped());
  }

  @Test
  void theDeadlineKeepsBackTheReserveOrHalfAShortBudget() {
    long second = Duration.ofSeconds(1).toNanos();
    Limits long1 = Limits.of(Budget.ofTime(Duration.ofSeconds(1)));
    assertEquals(second - Limits.RESERVE_NANOS, long1.deadline - long1.start);
    Limits short1 = Limits.of(Budget.ofTime(Duration.ofMillis(3)));
    assertEquals(1_500_000, short1.deadline - short1.start, "half of 3 ms is more than 3 - 2 ms");
    Limits huge = Limits.of(Budget.ofTime(Duration.ofDays(365L * 1000)));
    assertEquals(
        Limits.nanos(Duration.ofDays(36_500)) - Limits.RESERVE_NANOS, huge.deadline - huge.start);
    assertTrue(huge.deadline > huge.start, "no overflow");
  }

  @Test
  void timeLimitsAreCappedAtOneHundredYears() {
    Duration century = Duration.ofDays(36_500);
    assertEquals(century.toNanos(), Limits.nanos(century));
    assertEquals(century.toNanos(), Limits.nanos(century.plusNanos(1)));
    assertEquals(century.toNanos() - 1, Limits.nanos(century.minusNanos(1)));
    assertEquals(century.toNanos(), Limits.nanos(Duration.ofSeconds(Long.MAX_VALUE)));
    assertEquals(7, Limits.nanos(Duration.ofNanos(7)));
  }

  @Test
  void deadlineAtSplitsTheTimeLeft() {
    Limits limits = Limits.of(Budget.ofTime(Duration.ofHours(1)));
    long before = System.nanoTime();
    long half = limits.deadlineAt(0.5);
    long after = System.nanoTime();
    long left = limits.deadline - after;
    assertTrue(half - before >= left / 2, "at least half of what is left after");
    assertTrue(half - after <= (limits.deadline - before) / 2, "at most half of what was left");
    long all = limits.deadlineAt(1.0);
    assertTrue(all - limits.deadline <= 0 && limits.deadline - all < Duration.ofSeconds(1).toNanos());
    assertTrue(limits.deadlineAt(0.0) - System.nanoTime() <= 0);

    Limits passed = Limits.of(Budget.ofTime(Duration.ofNanos(1)));
    long now = System.nanoTime();
    long at = passed.deadlineAt(0.8);
    assertTrue(at - now >= 0 && at - System.nanoTime() <= 0, "no time left: now");
  }

  @Test
  void aShareHasItsFractionOfTheWorkAndTimeLeftAndCountsApart() {
    Limits limits = Limits.of(Budget.ofWork(1_000));
    for (int i = 0; i < 200; i++) {
      assertFalse(limits.tick());
    }
    assertEquals(200, limits.work());
    Limits share = limits.share(0.25);
    assertEquals(200, share.remainingWork(), "a quarter of the 800 left");
    assertEquals(Long.MAX_VALUE, share.deadline, "no deadline without a time limit");
    for (int i = 0; i < 199; i++) {
      assertFalse(share.tick());
    }
    assertTrue(share.tick(), "the share stops at its own limit");
    assertEquals(800, limits.remainingWork(), "the share's work is not counted until added");
    limits.add(share.work());
    assertEquals(600, limits.remainingWork());
    assertEquals(1, Limits.of(Budget.ofWork(2)).share(0.1).remainingWork(), "at least one unit");
    assertEquals(
        Long.MAX_VALUE, Limits.of(Budget.unlimited()).share(0.5).remainingWork(), "no work limit");

    Limits timed = Limits.of(Budget.ofTime(Duration.ofHours(1)));
    long before = System.nanoTime();
    Limits half = timed.share(0.5);
    assertTrue(half.deadline - before <= (timed.deadline - before) / 2 + 1_000_000);
    assertTrue(half.deadline - before >= (timed.deadline - before) / 2 - Duration.ofSeconds(1).toNanos());
  }
}
