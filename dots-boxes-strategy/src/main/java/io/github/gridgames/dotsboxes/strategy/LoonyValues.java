package io.github.gridgames.dotsboxes.strategy;

import java.util.Arrays;

/**
 * Values of simple loony endgames: positions made only of independent chains (ending at the
 * border of the board) and loops, where every line gives boxes away and nothing is capturable. The
 * player to move must open a component, and the standard analysis is exact there: a chain of one
 * or two boxes (the latter opened in its middle) is taken and the taker must open the next; a
 * longer chain is either taken whole, or all but its last two boxes, which the taker hands back
 * with the double-dealing line to keep the opener opening; a loop likewise, handing back four.
 *
 * <p>The value of a set for the player who must open is the best, over the components to open, of
 * minus the opponent's gain: for a chain of length {@code n}, {@code n + v} or, for {@code n >= 3},
 * the larger of that and {@code n - 4 - v}; for a loop, the larger of {@code n + v} and
 * {@code n - 8 - v}, where {@code v} is the value of the rest for its opener. Values are
 * remembered by the multiset of components; an instance is not thread-safe.
 */
final class LoonyValues {

  /** The most boxes a set may hold: the boxes of a board of at most 64 lines. */
  static final int MAX_BOXES = 25;

  private static final int MEMO_BITS = 14;
  private static final long EMPTY = -1L;

  private final long[] keys = new long[1 << MEMO_BITS];
  private final int[] values = new int[1 << MEMO_BITS];
  private int stored;
  /** Per recursion depth, the rest of the set. */
  private final int[][] rests = new int[MAX_BOXES + 1][MAX_BOXES];

  LoonyValues() {
    Arrays.fill(keys, EMPTY);
  }

  /** Returns the code of a component: twice its length, plus one for a loop. */
  static int code(int length, boolean loop) {
    return 2 * length + (loop ? 1 : 0);
  }

  /**
   * Returns the value of a set of components for the player who must open one.
   *
   * @param codes the components' {@linkplain #code codes}, sorted ascending; left unchanged
   * @param n how many of them
   */
  int value(int[] codes, int n) {
    if (n == 0) {
      return 0;
    }
    long key = key(codes, n);
    int slot = slot(key);
    if (keys[slot] == key) {
      return values[slot];
    }
    int[] rest = rests[n];
    int best = Integer.MIN_VALUE;
    for (int i = 0; i < n; i++) {
      if (i > 0 && codes[i] == codes[i - 1]) {
        continue;
      }
      System.arraycopy(codes, 0, rest, 0, i);
      System.arraycopy(codes, i + 1, rest, i, n - 1 - i);
      int v = value(rest, n - 1);
      best = Math.max(best, -opponentGain(codes[i], v));
    }
    if (stored > keys.length / 2) {
      Arrays.fill(keys, EMPTY);
      stored = 0;
    }
    slot = slot(key); // the recursion may have filled or cleared the slot found before it
    if (keys[slot] == EMPTY) {
      stored++;
    }
    keys[slot] = key;
    values[slot] = best;
    return best;
  }

  /**
   * Returns what the opponent of the opener gains from a component opened in its best way when
   * the rest is worth {@code rest} to the player who must open it next.
   */
  static int opponentGain(int code, int rest) {
    int length = code >> 1;
    if ((code & 1) != 0) {
      return Math.max(length + rest, length - 8 - rest);
    }
    if (length <= 2) {
      return length + rest;
    }
    return Math.max(length + rest, length - 4 - rest);
  }

  /** Finds the slot of a key: linear probing from its hash to the key or an empty slot. */
  private int slot(long key) {
    int mask = keys.length - 1;
    int i = (int) ((key * 0x9E3779B97F4A7C15L) >>> (64 - MEMO_BITS));
    while (keys[i] != key && keys[i] != EMPTY) {
      i = (i + 1) & mask;
    }
    return i;
  }

  /**
   * Returns an exact key of a sorted set of at most {@link #MAX_BOXES} boxes: the numbers of
   * chains of one and of two boxes (five bits each), then the codes of the longer components, six
   * bits each (at most eight of them).
   */
  private static long key(int[] codes, int n) {
    long key = 0;
    int ones = 0;
    int twos = 0;
    for (int i = 0; i < n; i++) {
      int c = codes[i];
      if (c == 2) {
        ones++;
      } else if (c == 4) {
        twos++;
      } else {
        key = (key << 6) | c;
      }
    }
    return (key << 10) | ((long) twos << 5) | ones;
  }
}
