package io.github.gridgames.nrow.strategy;

import io.github.gridgames.nrow.NRowPosition;
import io.github.gridgames.nrow.internal.Directions;
import io.github.gridgames.nrow.internal.PackedPoint;
import io.github.gridgames.nrow.internal.PositionAccess;

/**
 * Reads the four lines through one point of an {@link NRowPosition} and classifies what a stone of a
 * given player there would make, where N is the game's N capped at {@link #MAX_N}:
 *
 * <ul>
 *   <li>a <em>five</em>: N or more in a row through the point, as the rules say it
 *       ({@link io.github.gridgames.nrow.internal.PositionAccess#longestLine});
 *   <li><em>gain squares</em>: legal empty points that would then complete N in a row together
 *       with the point (a <em>four</em> has one, an <em>open four</em> or a double four two or
 *       more, which one move cannot stop);
 *   <li><em>open threes</em>: a line without gain square in which one more legal stone (through
 *       the first two empty points on either side, so broken threes with one gap count) would
 *       give two gain squares, that is an open four;
 *   <li>a <em>window value</em>: the increase of the player's sum, over the segments of N points
 *       through the point that hold no other player's stone, of a weight growing geometrically
 *       with the number of the player's stones in the segment.
 * </ul>
 *
 * <p>The lines are read up to N points either side of the point, in the rules' four {@link
 * Directions} (the bits of {@link #fourDirs} and {@link #threeDirs} are their numbers); points
 * beyond the {@code int} limits block lines like other players' stones. The results of the last
 * {@link #analyze} call are held in fields. Not thread-safe.
 */
final class LineAnalyzer {

  /** The value of a point that makes N in a row. */
  static final double FIVE = 1e12;

  /** The value of a point that makes two or more gain squares. */
  static final double OPEN_FOUR = 1e9;

  /** The value of a point that makes a four and an open three. */
  static final double FOUR_THREE = 1e8;

  /** The value of a point that makes two open threes. */
  static final double DOUBLE_THREE = 1e7;

  /** The value of a point that makes one four. */
  static final double FOUR = 2e4;

  /** The value of a point that makes one open three. */
  static final double THREE = 1.5e4;

  /** The owner value of an empty point. */
  static final int EMPTY = -1;

  /** The owner value of a point beyond the {@code int} limits, which does not exist. */
  static final int EDGE = -2;

  private static final int FREE = 0;
  private static final int OWN = 1;
  private static final int BLOCK = 2;

  /**
   * The largest N analysed exactly; for larger N the analysis reads lines as if N were this
   * (which keeps its cost bounded), so it still favours long open lines and blocks the
   * opponents' longest ones.
   */
  static final int MAX_N = 12;

  /** The window weight of N - 1 stones. */
  private static final double WINDOW_TOP = 200;

  /** The ratio of the window weights of k + 1 and k stones. */
  private static final double WINDOW_RATIO = 6;

  private final NRowPosition board;
  private final int n;
  private final int distance;
  private final int reach;
  private final int len;
  private final int[][] raw;
  private final int[] buf;
  private final int[] prefix;
  private final double[] weight;

  private long cx;
  private long cy;
  private int dir;
  private boolean virtual;
  private long vx;
  private long vy;
  private int run;
  private int gainLeft;
  private int gainRight;

  /** Whether the analysed stone makes N in a row. */
  boolean five;

  /** The number of gain squares (distinct points) the analysed stone makes. */
  int gains;

  /** The first gain square found, packed, when {@link #gains} is positive. */
  long firstGain;

  /** The directions (bits 0 to 3) with a gain square. */
  int fourDirs;

  /** The directions (bits 0 to 3) with an open three and no gain square. */
  int threeDirs;

  /** The window value of the analysed stone. */
  double window;

  LineAnalyzer(NRowPosition board) {
    this.board = board;
    this.n = Math.min(board.game().n(), MAX_N);
    this.distance = board.game().distance();
    this.reach = n;
    this.len = 2 * n + 1;
    this.raw = new int[Directions.COUNT][len];
    this.buf = new int[len];
    this.prefix = new int[len + 1];
    this.weight = new double[n + 2];
    for (int k = 0; k <= n + 1; k++) {
      weight[k] = WINDOW_TOP * Math.pow(WINDOW_RATIO, k - (n - 1));
    }
  }

  /** Returns the owner's index of a point, {@link #EMPTY}, or {@link #EDGE} off the plane. */
  static int owner(NRowPosition board, long x, long y) {
    return PackedPoint.onPlane(x, y)
        ? PositionAccess.owner(board, (int) x, (int) y)
        : EDGE;
  }

  /** Whether a stone may go on a point: on the plane and legal now. */
  static boolean isLegal(NRowPosition board, long x, long y) {
    return PackedPoint.onPlane(x, y) && PositionAccess.isLegal(board, (int) x, (int) y);
  }

  /** Reads the four lines through a point of the plane; the point itself counts as empty. */
  void load(long x, long y) {
    cx = x;
    cy = y;
    for (int d = 0; d < Directions.COUNT; d++) {
      int[] line = raw[d];
      line[reach] = EMPTY;
      for (int side = -1; side <= 1; side += 2) {
        boolean edge = false;
        for (int k = 1; k <= reach; k++) {
          int i = reach + side * k;
          if (edge) {
            line[i] = EDGE;
            continue;
          }
          long px = x + (long) side * k * Directions.dx(d);
          long py = y + (long) side * k * Directions.dy(d);
          int owner = owner(board, px, py);
          line[i] = owner;
          edge = owner == EDGE;
        }
      }
    }
  }

  /**
   * Classifies a stone of {@code player} on the loaded point.
   *
   * @param player the player
   * @param threes whether to look for open threes
   * @param windows whether to compute the window value
   */
  void analyze(int player, boolean threes, boolean windows) {
    five = PositionAccess.longestLine(board, (int) cx, (int) cy, player) >= n;
    gains = 0;
    fourDirs = 0;
    threeDirs = 0;
    window = 0;
    for (int d = 0; d < Directions.COUNT; d++) {
      view(d, player);
      int g = gainsIn(); // 0 in a line of N or more, which has no gain square and no three
      if (g > 0) {
        if (gains == 0) {
          int first = gainLeft >= 0 ? gainLeft : gainRight;
          firstGain = PackedPoint.of((int) pointX(first), (int) pointY(first));
        }
        gains += g;
        fourDirs |= 1 << d;
      } else if (threes && threeIn()) {
        threeDirs |= 1 << d;
      }
      if (windows) {
        window += windowIn();
      }
    }
  }

  /**
   * Returns whether the loaded point's line in direction {@code d} lets {@code player} make an
   * open four (or has a gain square already); used to test whether a reply stops a three.
   */
  boolean stillThreatens(int d, int player) {
    view(d, player);
    int g = gainsIn();
    return run >= n || g > 0 || threeIn();
  }

  /** Returns the value of the last analysis: its threat tier plus its window value. */
  double value() {
    return tier() + window;
  }

  /** Returns the threat tier of the last analysis, 0 when it makes no threat. */
  double tier() {
    int threeCount = Integer.bitCount(threeDirs);
    if (five) {
      return FIVE;
    } else if (gains >= 2) {
      return OPEN_FOUR;
    } else if (gains == 1 && threeCount >= 1) {
      return FOUR_THREE;
    } else if (threeCount >= 2) {
      return DOUBLE_THREE;
    } else if (gains == 1) {
      return FOUR;
    } else if (threeCount == 1) {
      return THREE;
    }
    return 0;
  }

  private void view(int d, int player) {
    dir = d;
    int[] line = raw[d];
    for (int i = 0; i < len; i++) {
      int owner = line[i];
      buf[i] = owner == EMPTY ? FREE : owner == player ? OWN : BLOCK;
    }
    buf[reach] = OWN;
  }

  private long pointX(int i) {
    return cx + (long) (i - reach) * Directions.dx(dir);
  }

  private long pointY(int i) {
    return cy + (long) (i - reach) * Directions.dy(dir);
  }

  /** Whether the free point at index {@code i} may take a stone once the analysed stone is down. */
  private boolean legalAt(int i) {
    int offset = Math.abs(i - reach);
    if ((long) offset * (Directions.dx(dir) + Math.abs(Directions.dy(dir))) <= distance) {
      return true;
    }
    long px = pointX(i);
    long py = pointY(i);
    if (virtual && Math.abs(px - vx) + Math.abs(py - vy) <= distance) {
      return true;
    }
    return isLegal(board, px, py);
  }

  /**
   * Measures the run of own stones through the centre and finds its gain squares (at most one
   * each side); sets {@link #run}, {@link #gainLeft} and {@link #gainRight} and returns the number
   * of gain squares (0 when the run already has N).
   */
  private int gainsIn() {
    int l = reach - 1;
    while (l >= 0 && buf[l] == OWN) {
      l--;
    }
    int r = reach + 1;
    while (r < len && buf[r] == OWN) {
      r++;
    }
    run = r - l - 1;
    gainLeft = -1;
    gainRight = -1;
    if (run >= n) {
      return 0;
    }
    int count = 0;
    if (l >= 0 && buf[l] == FREE) {
      int beyond = 0;
      for (int k = l - 1; k >= 0 && buf[k] == OWN; k--) {
        beyond++;
      }
      if (run + 1 + beyond >= n && legalAt(l)) {
        gainLeft = l;
        count++;
      }
    }
    if (r < len && buf[r] == FREE) {
      int beyond = 0;
      for (int k = r + 1; k < len && buf[k] == OWN; k++) {
        beyond++;
      }
      if (run + 1 + beyond >= n && legalAt(r)) {
        gainRight = r;
        count++;
      }
    }
    return count;
  }

  /** Whether one more legal stone near the centre's run would give it two gain squares. */
  private boolean threeIn() {
    for (int side = -1; side <= 1; side += 2) {
      int found = 0;
      for (int i = reach + side; i >= 0 && i < len && Math.abs(i - reach) < n && found < 2; i += side) {
        if (buf[i] == BLOCK) {
          break;
        }
        if (buf[i] != FREE) {
          continue;
        }
        found++;
        if (!legalAt(i)) {
          continue;
        }
        buf[i] = OWN;
        virtual = true;
        vx = pointX(i);
        vy = pointY(i);
        int g = gainsIn();
        boolean made = run >= n;
        buf[i] = FREE;
        virtual = false;
        if (g >= 2 && !made) {
          return true;
        }
      }
    }
    return false;
  }

  /** The window value of the centre's stone along the current direction. */
  private double windowIn() {
    int lo = reach;
    while (lo > 0 && buf[lo - 1] != BLOCK) {
      lo--;
    }
    int hi = reach;
    while (hi < len - 1 && buf[hi + 1] != BLOCK) {
      hi++;
    }
    int from = Math.max(lo, reach - n + 1);
    int to = Math.min(reach, hi - n + 1);
    if (from > to) {
      return 0;
    }
    int end = to + n - 1;
    prefix[from] = 0;
    for (int i = from; i <= end; i++) {
      prefix[i + 1] = prefix[i] + (buf[i] == OWN ? 1 : 0);
    }
    double sum = 0;
    for (int s = from; s <= to; s++) {
      int others = prefix[s + n] - prefix[s] - 1;
      sum += weight[others + 1] - weight[others];
    }
    return sum;
  }
}
