package io.github.gridgames.dotsboxes.strategy;

import io.github.gridgames.dotsboxes.DotsBoxes;
import java.util.ArrayList;
import java.util.List;

/**
 * The interchangeable border lines of a board of at most 64 lines. A box with two or more sides on
 * the border of the board (a corner box, or any box of a board one box wide) is joined to the
 * outside by each of them alike: which of them are drawn does not matter, only how many. {@link
 * #normalize(long)} draws each such box's drawn border sides as its lowest-numbered border sides,
 * a form shared by all positions of equal value that differ only there.
 */
final class GroundStrings {

  private final long[] groups;
  private final long[][] lowest;

  GroundStrings(DotsBoxes g) {
    List<Long> found = new ArrayList<>();
    for (int b = 0; b < g.boxCount(); b++) {
      long group = 0;
      for (int k = 0; k < 4; k++) {
        int e = g.sideOf(b, k);
        if (g.boxBeside(e, 0) < 0 || g.boxBeside(e, 1) < 0) {
          group |= 1L << e;
        }
      }
      if (Long.bitCount(group) >= 2) {
        found.add(group);
      }
    }
    groups = new long[found.size()];
    lowest = new long[found.size()][5];
    for (int i = 0; i < groups.length; i++) {
      groups[i] = found.get(i);
      long rest = groups[i];
      long acc = 0;
      for (int k = 1; k <= Long.bitCount(groups[i]); k++) {
        acc |= Long.lowestOneBit(rest);
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
}
