package io.github.gridgames.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Budget;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The cancelling listener: cancelled from another thread by the time the first report returns. */
class CancelAtFirstReportTest {

  @Test
  void theFirstReportCancelsAndEveryReportIsKept() {
    Budget.Cancellation stop = Budget.Cancellation.create();
    CancelAtFirstReport<String> listener = CancelAtFirstReport.of(stop);
    assertFalse(stop.isCancelled());
    listener.accept("first");
    assertTrue(stop.isCancelled(), "cancelled before the first report returns");
    listener.accept("second");
    assertEquals(List.of("first", "second"), listener.reports());
    assertThrows(NullPointerException.class, () -> CancelAtFirstReport.of(null));
  }
}
