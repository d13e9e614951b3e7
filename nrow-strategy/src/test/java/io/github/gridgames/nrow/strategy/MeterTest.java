package io.github.gridgames.nrow.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Budget;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The budget of one choice shared out between phases: each phase may use its fraction of the work
 * (or time) still left, the whole choice never more than the budget. No speed is measured: the
 * time budgets are an hour (never spent here) or a nanosecond (always spent).
 */
class MeterTest {

  /** Takes units until the meter refuses one (at most {@code most}); returns how many it gave. */
  private static int takeAll(Meter meter, int most) {
    int taken = 0;
    while (taken < most && meter.take()) {
      taken++;
    }
    return taken;
  }

  @Test
  void eachPhaseUsesItsShareOfTheWorkLeft() {
    Meter meter = new Meter(Budget.ofWork(100), 1);
    meter.phase(0.3);
    assertEquals(30, takeAll(meter, 1_000), "30% of 100");
    assertFalse(meter.take(), "a spent phase stays spent");
    meter.phase(0.6);
    int second = takeAll(meter, 1_000);
    assertTrue(second == 41 || second == 42, "60% of the 69 or 70 left: " + second);
    meter.phase(1);
    int third = takeAll(meter, 1_000);
    assertTrue(30 + second + third <= 100 && third >= 26, "the rest of the 100: " + third);
    meter.phase(1);
    assertFalse(meter.take(), "the budget is spent");
  }

  @Test
  void aPhaseGetsAtLeastOneUnitAndNoPhaseMeansTheWholeBudget() {
    Meter tiny = new Meter(Budget.ofWork(100), 1);
    tiny.phase(0.001);
    assertEquals(1, takeAll(tiny, 1_000));
    assertEquals(100, takeAll(new Meter(Budget.ofWork(100), 1), 1_000));
    assertEquals(50, takeAll(new Meter(Budget.unlimited(), 50), 1_000), "an unlimited budget stands for 50");
  }

  @Test
  void timeBudgetsLimitPhasesOnlyWhenSpent() {
    Meter hour = new Meter(Budget.ofTime(Duration.ofHours(1)), 1);
    assertFalse(hour.timeUp());
    hour.phase(0.5);
    assertEquals(1_000, takeAll(hour, 1_000), "half an hour is not spent");
    Meter forever = new Meter(Budget.ofTime(Duration.ofSeconds(Long.MAX_VALUE)), 1);
    forever.phase(0.5);
    assertEquals(1_000, takeAll(forever, 1_000), "a time too long for nanoseconds is no limit");
    Meter spent = new Meter(Budget.ofTime(Duration.ofNanos(1)), 1);
    spent.phase(0.5);
    assertTrue(takeAll(spent, 1_000) < 1_000);
    assertTrue(spent.timeUp());
  }
}
