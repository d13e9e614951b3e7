package io.github.gridgames.dotsboxes.strategy;

import io.github.gridgames.dotsboxes.DotsBoxes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The interchangeable border lines of a board of at most 64 lines. A box with two or more sides on
 * the border of the board (a corner box, or any box of a board one box wide) is joined to the
 * outside by each of them alike: which of them are drawn does not matter, only how many. {@link
 * #normalize(long)} draws each such box's drawn border sides as its lowest-numbered border sides,
 * a form shared by all positions of equal value that differ only there.
 */
final class GroundStrings {

  /** The groups: per box of two or more border sides, the mask of those sides. */
  final long[] groups;
  /** Per group and count, the mask of the group's lowest lines of that count. */
  private final long[][] lowest;
  /** Per line, the index of its group, or -1. */
  private final int[] groupOf;

  GroundStrings(DotsBoxes g) {
    List<Long> found = new ArrayList<>();
    for (int b = 0; b < g.boxCount(); b++) {
      long group = 0;
      for (int k = 0; k < 4; k++) {
        int e = g.sideOf(b, k);
        if (g.boxBeside(e, 0).isEmpty() || g.boxBeside(e, 1).isEmpty()) {
          group |= 1L << e;
        }
      }
      if (Long.bitCount(group) >= 2) {
        found.add(group);
      }
    }
    groups = new long[found.size()];
    lowest = new long[found.size()][5];
    groupOf = new int[g.edgeCount()];
    Arrays.fill(groupOf, -1);
    for (int i = 0; i < groups.length; i++) {
      groups[i] = found.get(i);
      long rest = groups[i];
      long acc = 0;
      for (int k = 1; k <= Long.bitCount(groups[i]); k++) {
        int e = Long.numberOfTrailingZeros(rest);
        groupOf[e] = i;
        acc |= 1L << e;
        rest &= rest - 1;
        lowest[i][k] = acc;
      }
    }
  }

  /** Returns the mask with each group's drawn lines moved to the group's lowest lines. */
  long normalize(long mask) {
    for (int i = 0; i < groups.length; i++) {
      long group = groups[i];
      mask = (mask & ~group) | lowest[i][Long.bitCount(mask & group)];
    }
    return mask;
  }

  /**
   * Returns the line that drawing the undrawn line {@code e} adds to the normalized form of
   * {@code drawn}: the line itself, or for a line of a group the group's lowest undrawn line in
   * normalized form.
   */
  int slot(int e, long drawn) {
    int i = groupOf[e];
    if (i < 0) {
      return e;
    }
    long group = groups[i];
    return Long.numberOfTrailingZeros(group & ~lowest[i][Long.bitCount(drawn & group)]);
  }

  /**
   * Returns the lines of a mask less those that another line of the mask makes redundant: of the
   * undrawn lines of a group, drawing any gives the same normalized position, so only the lowest
   * is kept.
   */
  long reduce(long lines, long drawn) {
    for (long group : groups) {
      long open = lines & group & ~drawn;
      lines &= ~(open & (open - 1));
    }
    return lines;
  }
}
