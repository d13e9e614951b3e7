package io.github.gridgames.cli;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import java.time.Duration;
import java.util.OptionalLong;

/**
 * How long a Gomocup brain thinks on a move, from what the manager said: the time limit of a move
 * ({@code INFO timeout_turn}, 0 for as fast as possible) and the time left in the match ({@code
 * INFO time_left}, {@value #UNLIMITED} for none). The brain takes at most its own cap, at most the
 * move's limit, and at most a {@value #MATCH_SHARE}th of the match time left, each of the
 * manager's limits less a safety margin: the larger of a fixed margin and a tenth of the limit.
 *
 * @param cap the longest the brain thinks, whatever the manager allows
 * @param margin the least time kept back from each of the manager's limits
 */
record GomocupClock(Duration cap, Duration margin) {

  /** The time left that stands for an unlimited match: {@value}. */
  static final long UNLIMITED = Integer.MAX_VALUE;

  /** The share of the match time left a move may take: one {@value}th. */
  static final int MATCH_SHARE = 15;

  /**
   * Creates a clock.
   *
   * @param cap the longest the brain thinks, positive
   * @param margin the least margin, not negative
   * @throws IllegalArgumentException if the cap is not positive or the margin is negative
   */
  GomocupClock {
    requireNonNull(cap, "cap");
    requireNonNull(margin, "margin");
    checkArgument(!cap.isNegative() && !cap.isZero(), "the cap must be positive, got %s", cap);
    checkArgument(!margin.isNegative(), "the margin must not be negative, got %s", margin);
  }

  /**
   * Returns how long to think on a move.
   *
   * @param timeoutTurn the move's limit in milliseconds, if the manager gave one (0: as fast as
   *     possible)
   * @param timeLeft the match time left in milliseconds, if the manager gave it (negative when
   *     overrun; {@link #UNLIMITED} for none)
   * @return the thinking time, zero when the brain should answer at once
   */
  Duration think(OptionalLong timeoutTurn, OptionalLong timeLeft) {
    long millis = cap.toMillis();
    if (timeoutTurn.isPresent()) {
      millis = Math.min(millis, safe(timeoutTurn.getAsLong()));
    }
    if (timeLeft.isPresent() && timeLeft.getAsLong() != UNLIMITED) {
      millis = Math.min(millis, safe(Math.max(0, timeLeft.getAsLong()) / MATCH_SHARE));
    }
    return Duration.ofMillis(Math.max(0, millis));
  }

  /** A limit less its margin: the larger of the fixed margin and a tenth. */
  private long safe(long limit) {
    return limit - Math.max(margin.toMillis(), limit / 10);
  }
}
