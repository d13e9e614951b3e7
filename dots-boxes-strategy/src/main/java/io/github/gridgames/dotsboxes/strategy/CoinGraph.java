package io.github.gridgames.dotsboxes.strategy;

import static com.google.common.base.Preconditions.checkState;

import java.util.Arrays;

/**
 * The canonical key of a position as a strings-and-coins graph (Berlekamp, <i>The Dots-and-Boxes
 * Game</i>): each box not yet completed is a coin, the outside of the board one more node (the
 * ground), and each undrawn line a string between the two coins it borders (a coin and the ground
 * for a border line). Drawing a line cuts a string, and a coin whose last string is cut is taken,
 * so the value of what remains for the player to move depends on this graph alone, up to
 * isomorphism: not on which boxes, nor where on the board, nor on the score so far. Positions
 * equal under a symmetry of the board, or differing only in the shape of their chains, get one
 * key.
 *
 * <p>How. The coins with two strings form paths, which are contracted: the graph becomes the
 * other coins (the joints) and the ground, joined by chains that carry their number of coins (0
 * for a string between two joints), plus the loops of two-string coins that touch no joint and
 * the chains of them from the ground to the ground. Without the ground the coins fall into
 * pieces, found on masks of boxes: per side, the boxes whose side is a string (read from the
 * lines with one shift for the top sides and one for the bottom sides, the tops and bottoms of
 * the boxes being consecutive lines, and with one shift a row of boxes for the left and right
 * sides); from them the coins with two strings; and
 * each piece grown from one coin through the strings between boxes, all its boxes a step at a
 * time. A piece of two-string coins alone is a loop, or a chain from the ground to the ground if
 * one of its strings goes to the ground, and its number of coins is its number of boxes. A piece
 * with joints is a part, keyed on its own. Its chains are walked: from a joint out along each of
 * its strings not yet walked, through the two-string coins to the ground or to the joint at the
 * other end, which joins the part. Then colour refinement runs on the joints: each joint's colour
 * becomes a hash of its colour and the multiset of (neighbour's colour, chain length) over its
 * chains, until the number of colours stops growing; it starts from the number of strings of each
 * coin, and the ground keeps a colour of its own. When every joint has a colour of its own, the
 * multiset of the part's chains read as (colour, colour, length) describes the part up to
 * isomorphism, the map being "same colour". When colours are shared, each joint of the first
 * shared colour (the smallest value, a choice that does not depend on how the boxes are numbered)
 * is in turn given a colour of its own and refined further, and the smallest description over
 * these branches is the part's (individualization and refinement, as in McKay's canonical
 * labelling). The key of the graph is a 128-bit hash of the multiset of its parts' descriptions,
 * of its chains from the ground to the ground and of its loops, so two non-isomorphic graphs share
 * a key only if two independent 64-bit sums collide at once (the solver's table compares 80 of
 * the 128 bits).
 *
 * <p>A part is fixed by its strings, which a mask of lines names exactly, and a search meets the
 * same parts again and again (drawing a line changes one part and leaves the others as they
 * were): the descriptions of the parts keyed are kept by their lines in a table of {@link
 * #REMEMBERED_PARTS} slots (one per hash of the lines, the newest part winning), and a part found
 * there is neither walked nor refined again.
 *
 * <p>A part whose branches would exceed {@link #MAX_LEAVES} discrete colourings (a part with much
 * symmetry) gets no description: {@link #canonicalize} returns false, the same for every graph
 * isomorphic to it, and the caller keys that position another way.
 *
 * <p>Not thread-safe: one per search.
 */
final class CoinGraph {

  /** The most discrete colourings tried for one part before it gives up, by default. */
  static final int MAX_LEAVES = 64;

  /** The slots of the table of parts already keyed: a power of two. */
  static final int REMEMBERED_PARTS = 1 << 12;

  private static final int PART_SHIFT = 64 - Integer.numberOfTrailingZeros(REMEMBERED_PARTS);
  private static final long GROUND = 0x6A09E667F3BCC909L;
  private static final long SINGLE = 0xBB67AE8584CAA73BL;
  private static final long LOOP = 0x3C6EF372FE94F82BL;
  private static final long FREE = 0xA54FF53A5F1D36F1L;
  /** The colour a joint starts from, by its number of strings (0 to 4). */
  private static final long[] START_COLOUR = {mix(0), mix(1), mix(2), mix(3), mix(4)};

  private final int ground;
  private final int rows;
  private final int cols;
  private final long[] boxSides;
  /**
   * Per line, the XOR of the two nodes it joins, the ground being node {@code boxCount}: the node
   * across from either is one XOR away.
   */
  private final int[] across;
  /**
   * The top side of the first box, and its bottom side: the same side of the next boxes is the
   * next lines, in the order of the boxes.
   */
  private final int firstTop;
  private final int firstBottom;
  /**
   * Per row of boxes, the left side of its first box: the left sides of the row are the next
   * lines, and the right side of each box is the line after its left side.
   */
  private final int[] rowLeft;
  /** The boxes of one row as the low bits of a mask. */
  private final long rowMask;
  /** Every box. */
  private final long boxes;
  /** The boxes not in the last column, and not in the last row. */
  private final long notLastColumn;
  private final long notLastRow;
  /** The boxes of the first row, of the last row, of the first column, of the last column. */
  private final long firstRow;
  private final long lastRow;
  private final long firstColumn;
  private final long lastColumn;

  /** The undrawn lines of the graph being keyed. */
  private long undrawn;
  /** The coins with two strings in the graph being keyed, as a mask of boxes. */
  private long twos;
  /** The joints of the part being keyed, from index 1 (index 0 stands for the ground). */
  private final int[] joints;
  private int jointCount;
  /** Per box that is a joint of the part being keyed, its index in {@link #joints}. */
  private final int[] indexOf;
  /** The chains of the part being keyed: end indexes (0 the ground) and number of coins. */
  private final int[] chainU;
  private final int[] chainV;
  private final int[] chainLength;
  /** Per chain of the part, its number of coins times an odd constant, as refinement reads it. */
  private final long[] chainWeight;
  private int chainCount;
  /** The key of the part being keyed: the smallest over its discrete colourings. */
  private long partKey1;
  private long partKey2;
  /** What the part last keyed adds to the two halves of the key of the graph. */
  private long term1;
  private long term2;
  /** Per depth of individualization, the colours of the joints by index (0 the ground). */
  private final long[][] colours;
  private final long[] sums;
  private final long[] before;
  private int leaves;
  private final int maxLeaves;

  /**
   * The parts keyed before, four words a slot (so that a slot is in one cache line): their lines
   * (0 for none: a part has a string), what they add to the two halves of the key, and 1 if they
   * gave up, else 0.
   */
  private final long[] parts = new long[4 * REMEMBERED_PARTS];

  /**
   * By number of coins, what a loop adds to the two halves of the key, and a chain from the ground
   * to the ground; by number of loops, what the count adds.
   */
  private final long[] loopTerms;
  private final long[] freeTerms;
  private final long[] loopCountTerms;

  /** The key of the last graph keyed. */
  long key1;
  long key2;

  CoinGraph(LineMasks lines) {
    this(lines, MAX_LEAVES);
  }

  /** A key maker that gives up after {@code maxLeaves} discrete colourings of a part. */
  CoinGraph(LineMasks lines, int maxLeaves) {
    this.maxLeaves = maxLeaves;
    int boxCount = lines.boxCount;
    ground = boxCount;
    rows = lines.game.rows();
    cols = lines.game.cols();
    boxSides = lines.boxSides;
    firstTop = lines.game.sideOf(0, 0);
    firstBottom = lines.game.sideOf(0, 1);
    rowLeft = new int[rows];
    long columnMask = 0;
    for (int r = 0; r < rows; r++) {
      columnMask |= 1L << (r * cols);
      rowLeft[r] = lines.game.sideOf(r * cols, 2);
    }
    for (int box = 0; box < boxCount; box++) {
      int left = rowLeft[box / cols] + box % cols;
      checkState(lines.game.sideOf(box, 0) == firstTop + box
              && lines.game.sideOf(box, 1) == firstBottom + box
              && lines.game.sideOf(box, 2) == left
              && lines.game.sideOf(box, 3) == left + 1,
          "the sides of box %s are not numbered as the key maker reads them", box);
    }
    rowMask = (1L << cols) - 1;
    boxes = (1L << boxCount) - 1;
    firstRow = rowMask;
    lastRow = rowMask << ((rows - 1) * cols);
    firstColumn = columnMask;
    lastColumn = columnMask << (cols - 1);
    notLastColumn = boxes & ~lastColumn;
    notLastRow = boxes & ~lastRow;
    int edges = lines.edgeCount;
    across = new int[edges];
    for (int e = 0; e < edges; e++) {
      int a = lines.besideBoxes[2 * e];
      int b = lines.besideBoxes[2 * e + 1];
      across[e] = (a < 0 ? ground : a) ^ (b < 0 ? ground : b);
    }
    int nodes = boxCount + 1;
    joints = new int[nodes];
    indexOf = new int[boxCount];
    chainU = new int[edges];
    chainV = new int[edges];
    chainLength = new int[edges];
    chainWeight = new long[edges];
    colours = new long[nodes + 1][nodes];
    for (long[] depth : colours) {
      depth[0] = GROUND; // the ground keeps its colour: it is never refined
    }
    sums = new long[nodes];
    before = new long[nodes];
    loopTerms = new long[2 * nodes];
    freeTerms = new long[2 * nodes];
    loopCountTerms = new long[2 * nodes];
    for (int n = 0; n < nodes; n++) {
      loopTerms[2 * n] = mix(LOOP + n);
      loopTerms[2 * n + 1] = mix(Long.rotateLeft(LOOP, 17) ^ n);
      freeTerms[2 * n] = mix(FREE + n);
      freeTerms[2 * n + 1] = mix(Long.rotateLeft(FREE, 29) ^ n);
      loopCountTerms[2 * n] = mix(GROUND + n);
      loopCountTerms[2 * n + 1] = mix(SINGLE + n);
    }
  }

  /**
   * Keys the graph of the position whose drawn lines are {@code drawn}: sets {@link #key1} and
   * {@link #key2} and returns true; returns false, the keys then meaningless, when a part of the
   * graph has more symmetry than the limit of discrete colourings allows.
   *
   * @param all every line of the board
   */
  boolean canonicalize(long drawn, long all) {
    long open = all & ~drawn;
    undrawn = open;
    // per side, the boxes whose side is a string
    long top = (open >>> firstTop) & boxes;
    long bottom = (open >>> firstBottom) & boxes;
    long left = 0;
    long right = 0;
    int[] at = rowLeft;
    for (int r = 0; r < rows; r++) {
      long vertical = open >>> at[r];
      left |= (vertical & rowMask) << (r * cols);
      right |= ((vertical >>> 1) & rowMask) << (r * cols);
    }
    // the coins with exactly two strings: one of top and bottom and one of left and right, or
    // both of one pair and neither of the other
    long oneVertical = top ^ bottom;
    long oneHorizontal = left ^ right;
    long two = (oneVertical & oneHorizontal)
        | (((top & bottom) ^ (left & right)) & ~(oneVertical | oneHorizontal));
    twos = two;
    long coins = top | bottom | left | right;
    long joined = coins & ~two;
    long toRight = right & notLastColumn; // joined to the next box of its row
    long down = bottom & notLastRow; // joined to the box below
    long toGround = (top & firstRow) | (bottom & lastRow) | (left & firstColumn)
        | (right & lastColumn);
    long total1 = 0;
    long total2 = 0;
    int loops = 0;
    int width = cols;
    for (long rest = coins; rest != 0; ) {
      // the coins joined to the first one left without the ground
      long piece = rest & -rest;
      long was;
      do {
        was = piece;
        piece |= ((piece & toRight) << 1) | ((piece >>> 1) & toRight)
            | ((piece & down) << width) | ((piece >>> width) & down);
      } while (piece != was);
      rest &= ~piece;
      if ((piece & joined) == 0) { // two-string coins alone: a loop, or a chain ground to ground
        int length = Long.bitCount(piece);
        if ((piece & toGround) == 0) {
          loops++;
          total1 += loopTerms[2 * length];
          total2 += loopTerms[2 * length + 1];
        } else {
          total1 += freeTerms[2 * length];
          total2 += freeTerms[2 * length + 1];
        }
        continue;
      }
      long near = 0; // every side of the piece's boxes
      for (long box = piece; box != 0; box &= box - 1) {
        near |= boxSides[Long.numberOfTrailingZeros(box)];
      }
      if (!keyPart(near & open, piece & joined)) {
        return false;
      }
      total1 += term1;
      total2 += term2;
    }
    key1 = total1 + loopCountTerms[2 * loops];
    key2 = total2 + loopCountTerms[2 * loops + 1];
    return true;
  }

  /**
   * Finds the joints and chains of a part from its joints {@code pending}: from its first joint,
   * walks every chain of every joint found.
   */
  private void walk(long pending) {
    long[] sides = boxSides;
    long open = undrawn;
    long two = twos;
    int start = Long.numberOfTrailingZeros(pending);
    pending &= pending - 1;
    joints[1] = start;
    indexOf[start] = 1;
    int m = 1;
    int count = 0;
    long walked = 0;
    for (int j = 1; j <= m; j++) {
      int x = joints[j];
      long out;
      while ((out = sides[x] & open & ~walked) != 0) {
        int line = Long.numberOfTrailingZeros(out);
        walked |= 1L << line;
        int node = across[line] ^ x;
        int coins = 0;
        while ((two & (1L << node)) != 0) { // never the ground: no box has its index
          coins++;
          line = Long.numberOfTrailingZeros(sides[node] & open & ~(1L << line));
          walked |= 1L << line;
          node = across[line] ^ node;
        }
        int v = 0;
        if (node != ground) {
          if ((pending & (1L << node)) != 0) {
            pending &= ~(1L << node);
            joints[++m] = node;
            indexOf[node] = m;
          }
          v = indexOf[node];
        }
        chainU[count] = j;
        chainV[count] = v;
        chainLength[count] = coins;
        chainWeight[count] = coins * 0xD1B54A32D192ED03L;
        count++;
      }
    }
    jointCount = m;
    chainCount = count;
  }

  /**
   * Keys the part of the graph made of the strings {@code lines}, whose joints are {@code
   * pending}, unless it was keyed before: its joints are refined, and individualized where needed,
   * with the ground's colour fixed; sets {@link #term1} and {@link #term2} from its key; false
   * when it would take more than the leaves allowed.
   */
  private boolean keyPart(long lines, long pending) {
    long[] known = parts;
    int slot = (int) ((lines * 0x9E3779B97F4A7C15L) >>> PART_SHIFT) << 2;
    if (known[slot] == lines) {
      term1 = known[slot + 1];
      term2 = known[slot + 2];
      return known[slot + 3] == 0;
    }
    walk(pending);
    long[] c = colours[0];
    int m = jointCount;
    for (int j = 1; j <= m; j++) {
      c[j] = START_COLOUR[Long.bitCount(boxSides[joints[j]] & undrawn)];
    }
    partKey1 = -1;
    partKey2 = -1;
    leaves = 0;
    boolean keyed = search(0);
    term1 = mix(partKey1);
    term2 = mix(partKey2 ^ SINGLE);
    known[slot] = lines;
    known[slot + 1] = term1;
    known[slot + 2] = term2;
    known[slot + 3] = keyed ? 0 : 1;
    return keyed;
  }

  /** Refines the colours of a depth, then keys them or branches; false once over the limit. */
  private boolean search(int depth) {
    long[] c = colours[depth];
    int m = jointCount;
    int classes = refine(c);
    if (classes == m) {
      if (++leaves > maxLeaves) {
        return false;
      }
      keep(c);
      return true;
    }
    long cell = firstSharedColour(c);
    long[] next = colours[depth + 1];
    for (int j = 1; j <= m; j++) {
      if (c[j] == cell) {
        System.arraycopy(c, 1, next, 1, m);
        next[j] = mix(cell ^ SINGLE);
        if (!search(depth + 1)) {
          return false;
        }
      }
    }
    return true;
  }

  /** Refines colours in place until the number of colours stops growing; returns that number. */
  private int refine(long[] c) {
    int m = jointCount;
    int classes = countClasses(c);
    while (classes < m) {
      long[] s = sums;
      long[] was = before;
      System.arraycopy(c, 0, was, 0, m + 1);
      Arrays.fill(s, 0, m + 1, 0);
      for (int k = 0; k < chainCount; k++) {
        int u = chainU[k];
        int v = chainV[k];
        long length = chainWeight[k];
        s[u] += (was[v] + length) * 0x9FB21C651E98DF25L;
        s[v] += (was[u] + length) * 0x9FB21C651E98DF25L;
      }
      for (int j = 1; j <= m; j++) {
        c[j] = mix(c[j] * 0x9E3779B97F4A7C15L + s[j]);
      }
      int now = countClasses(c);
      if (now == classes) {
        break;
      }
      classes = now;
    }
    return classes;
  }

  /** Returns the number of distinct colours among the joints. */
  private int countClasses(long[] c) {
    int m = jointCount;
    int classes = 0;
    next:
    for (int j = 1; j <= m; j++) {
      long x = c[j];
      for (int i = 1; i < j; i++) {
        if (c[i] == x) {
          continue next;
        }
      }
      classes++;
    }
    return classes;
  }

  /** Returns the smallest colour that several joints share. */
  private long firstSharedColour(long[] c) {
    int m = jointCount;
    long smallest = 0;
    boolean found = false;
    for (int j = 2; j <= m; j++) {
      long x = c[j];
      if (found && x >= smallest) {
        continue;
      }
      for (int i = 1; i < j; i++) {
        if (c[i] == x) {
          smallest = x;
          found = true;
          break;
        }
      }
    }
    if (!found) {
      throw new IllegalStateException("no shared colour among " + m + " joints");
    }
    return smallest;
  }

  /** Keys a discrete colouring of a part and keeps it if its key is the smallest so far. */
  private void keep(long[] c) {
    long h1 = 0;
    long h2 = 0;
    for (int k = 0; k < chainCount; k++) {
      long x = c[chainU[k]];
      long y = c[chainV[k]];
      long lo = Math.min(x, y);
      long hi = Math.max(x, y);
      long length = chainLength[k];
      h1 += mix(lo * 0xC2B2AE3D27D4EB4FL + hi + length * 0xD1B54A32D192ED03L);
      h2 += mix(Long.rotateLeft(lo, 23) ^ (hi * 0x165667B19E3779F9L) ^ (length << 40));
    }
    if (Long.compareUnsigned(h1, partKey1) < 0
        || (h1 == partKey1 && Long.compareUnsigned(h2, partKey2) < 0)) {
      partKey1 = h1;
      partKey2 = h2;
    }
  }

  /** The finalizer of SplitMix64: a bijective mix of 64 bits. */
  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
