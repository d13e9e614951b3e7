package io.github.gridgames.core;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * What a move did that a {@link TurnPolicy} may care about: how many scoring units (boxes, for
 * Dots and Boxes) the move captured.
 *
 * @param captures the number of units the move captured, never negative
 */
public record MoveEffect(int captures) {

  /** The effect of a move that captured nothing. */
  public static final MoveEffect NONE = new MoveEffect(0);

  /** Shared effects for small capture counts, so that fast positions allocate nothing per move. */
  private static final MoveEffect[] SMALL = {
    NONE, new MoveEffect(1), new MoveEffect(2), new MoveEffect(3), new MoveEffect(4)
  };

  /**
   * Creates an effect.
   *
   * @param captures the number of units captured
   * @throws IllegalArgumentException if {@code captures} is negative
   */
  public MoveEffect {
    checkArgument(captures >= 0, "captures must be >= 0, got %s", captures);
  }

  /**
   * Returns the effect of a move that captured {@code captures} units.
   *
   * @param captures the number of units captured
   * @return the effect, {@link #NONE} for zero; a shared instance for small counts
   * @throws IllegalArgumentException if {@code captures} is negative
   */
  public static MoveEffect ofCaptures(int captures) {
    return captures >= 0 && captures < SMALL.length ? SMALL[captures] : new MoveEffect(captures);
  }

  /**
   * Returns whether the move captured at least one unit.
   *
   * @return {@code captures() > 0}
   */
  public boolean captured() {
    return captures > 0;
  }
}
