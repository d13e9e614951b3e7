package io.github.gridgames.nrow.internal;

/**
 * The four directions of the lines of N-in-a-row, as the step from one point of a line to the next:
 * horizontal {@code (1, 0)}, vertical {@code (0, 1)}, diagonal {@code (1, 1)} and anti-diagonal
 * {@code (1, -1)}, numbered 0 to 3 in that order. The one table of them: the rules walk the lines
 * through a stone with it, and the strategies read lines with it. This package is not exported:
 * the rules, the position and the strategies share it, users do not see it.
 */
public final class Directions {

  /** The number of directions, 4. */
  public static final int COUNT = 4;

  private static final int[] DX = {1, 0, 1, 1};
  private static final int[] DY = {0, 1, 1, -1};

  private Directions() {}

  /**
   * Returns the column step of a direction.
   *
   * @param direction 0 to {@link #COUNT} - 1
   * @return 0 or 1
   * @throws ArrayIndexOutOfBoundsException if {@code direction} is not 0 to 3
   */
  public static int dx(int direction) {
    return DX[direction];
  }

  /**
   * Returns the row step of a direction.
   *
   * @param direction 0 to {@link #COUNT} - 1
   * @return -1, 0 or 1
   * @throws ArrayIndexOutOfBoundsException if {@code direction} is not 0 to 3
   */
  public static int dy(int direction) {
    return DY[direction];
  }
}
