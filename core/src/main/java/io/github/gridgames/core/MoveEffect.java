package io.github.gridgames.core;

import static com.google.common.base.Preconditions.checkArgument;

import org.jspecify.annotations.Nullable;

/**
 * What a move did that a {@link TurnPolicy} may care about: how many scoring units (boxes, for
 * Dots and Boxes) the move captured.
 *
 * <p>Made by {@link #NONE} and {@link #ofCaptures(int)}; effects are equal when their captures
 * are.
 */
public final class MoveEffect {

  private final int captures;

  /** The effect of a move that captured nothing. */
  public static final MoveEffect NONE = new MoveEffect(0);

  /** Shared effects for small capture counts, so that fast positions allocate nothing per move. */
  private static final MoveEffect[] SMALL = {
    NONE, new MoveEffect(1), new MoveEffect(2), new MoveEffect(3), new MoveEffect(4)
  };

  private MoveEffect(int captures) {
    this.captures = captures;
  }

  /**
   * Returns the effect of a move that captured {@code captures} units.
   *
   * @param captures the number of units captured
   * @return the effect, {@link #NONE} for zero; a shared instance for small counts
   * @throws IllegalArgumentException if {@code captures} is negative
   */
  public static MoveEffect ofCaptures(int captures) {
    checkArgument(captures >= 0, "captures must be >= 0, got %s", captures);
    return captures < SMALL.length ? SMALL[captures] : new MoveEffect(captures);
  }

  /**
   * Returns how many scoring units the move captured.
   *
   * @return the captures, never negative
   */
  public int captures() {
    return captures;
  }

  /**
   * Returns whether the move captured at least one unit.
   *
   * @return {@code captures() > 0}
   */
  public boolean captured() {
    return captures > 0;
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof MoveEffect other && other.captures == captures;
  }

  @Override
  public int hashCode() {
    return captures;
  }

  /** Returns {@code "captures N"}. */
  @Override
  public String toString() {
    return "captures " + captures;
  }
}
