package io.github.gridgames.dotsboxes.strategy;

/**
 * The chains and loops of a position without capturable boxes, read from its drawn-line mask and
 * the mask of its boxes with two drawn sides: the components of those boxes, joined through their
 * undrawn sides. A chain ends at the border or at a box with fewer than two drawn sides (a joint);
 * a loop closes on itself.
 *
 * <p>For each component the scan keeps its length, whether it is a loop, and one line that opens
 * it. Every line of a component gives the opponent the same choices (take every box, or all but
 * two of a chain, or all but four of a loop, and hand the rest back), with the same lines drawn
 * at the end, except in a chain of two, where the middle line leaves no hand-back: so one line
 * per component is enough for the search, the middle line of a chain of two.
 *
 * <p>A scan is scratch space of one search; it is not thread-safe.
 */
final class ChainScan {

  private final LineMasks lines;
  private final int[] seen;
  private int stamp;
  /** The number of components found by the last scan. */
  int count;
  /** Per component of the last scan: its number of boxes. */
  final int[] length;
  /** Per component of the last scan: whether it is a loop. */
  final boolean[] loop;
  /** Per component of the last scan: the line that opens it for the search. */
  final int[] opening;

  ChainScan(LineMasks lines) {
    this.lines = lines;
    this.seen = new int[lines.boxCount];
    this.length = new int[lines.boxCount];
    this.loop = new boolean[lines.boxCount];
    this.opening = new int[lines.boxCount];
  }

  /**
   * Finds the components of a position without capturable boxes.
   *
   * @param drawn the drawn lines
   * @param twos the boxes with two drawn sides, one bit per box index
   * @return the mask of the opening lines, one per component
   */
  long scan(long drawn, int twos) {
    stamp++;
    count = 0;
    long openings = 0;
    long[] boxSides = lines.boxSides;
    for (int rest = twos; rest != 0; rest &= rest - 1) {
      int b = Integer.numberOfTrailingZeros(rest);
      if (seen[b] == stamp) {
        continue;
      }
      seen[b] = stamp;
      long free = boxSides[b] & ~drawn;
      int first = Long.numberOfTrailingZeros(free);
      int second = Long.numberOfTrailingZeros(free & (free - 1));
      int n = 1;
      boolean closed = false;
      // walk away from b through its first free side, then through its second
      int e = first;
      int at = b;
      while (true) {
        int o = lines.across(e, at);
        if (o < 0 || (twos & 1 << o) == 0) {
          break;
        }
        if (o == b) {
          closed = true;
          break;
        }
        seen[o] = stamp;
        n++;
        e = Long.numberOfTrailingZeros(boxSides[o] & ~drawn & ~(1L << e));
        at = o;
      }
      if (!closed) {
        e = second;
        at = b;
        while (true) {
          int o = lines.across(e, at);
          if (o < 0 || (twos & 1 << o) == 0) {
            break;
          }
          seen[o] = stamp;
          n++;
          e = Long.numberOfTrailingZeros(boxSides[o] & ~drawn & ~(1L << e));
          at = o;
        }
      }
      int line = first;
      if (n == 2 && !closed) {
        int o = lines.across(first, b);
        line = o >= 0 && (twos & 1 << o) != 0 ? first : second;
      }
      length[count] = n;
      loop[count] = closed;
      opening[count] = line;
      count++;
      openings |= 1L << line;
    }
    return openings;
  }
}
